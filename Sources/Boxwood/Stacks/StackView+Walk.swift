// Where a rebuild of a stack's constraints starts and stops: the walk along the arranged subviews, and the
// entries flagged by changes whose place the stack knows.

/// What a rebuild walks: every entry, or from the first flagged one to where the walk is back on ground
/// the last rebuild left unchanged.
///
/// An insertion, a removal or a move flags the entries around its place; so do a view's visibility, its
/// intrinsic size and a custom spacing after it, which name their entry. Anything else (a stack-wide
/// property, the direction, a request from outside through ``View/setNeedsUpdateConstraints()``, more than
/// ``StackWalkPlan/flagLimit`` flags in one pass) walks every entry, as a rebuild always did. So an
/// append to a list of 10,000 rows rebuilds the last two entries and reads no other.
///
/// A constraint of the stack's that the app deactivates itself comes back at the next rebuild that walks
/// every entry (an outside ``View/setNeedsUpdateConstraints()`` is one), not at any rebuild.
@MainActor
struct StackWalkPlan {
  /// Flags beyond which a pass walks everything (each flag from outside the stack searches for its
  /// entry, so bulk changes such as a font change stay linear).
  static let flagLimit = 32

  /// Whether the next rebuild walks every entry.
  var walksAll = true
  /// The entries flagged and not yet rebuilt.
  var flagged = 0
  /// No flagged entry is before this index (insertions and removals after a flag only move later ones).
  var firstFlagged = Int.max
  /// The last visible entry at the last rebuild (its constraint to the stack's end moves if it changes).
  weak var lastVisible: StackViewEntry?
  /// Set while the stack itself asks for a rebuild, so that the request does not mean "walk everything".
  var requestingLocally = false
  /// The entries the last rebuild read (for tests).
  var lastWalk = 0..<0

  /// Starts a rebuild: where its walk starts and whether it walks every entry. `entries` are the
  /// stack's, `last` the index of its last visible one. Requests made while it runs count for the next.
  mutating func begin(in entries: [StackViewEntry], lastVisible last: Int?) -> (start: Int, walksAll: Bool) {
    defer {
      walksAll = false
      firstFlagged = Int.max
      lastVisible = last.map { entries[$0] }
    }
    guard !walksAll else { return (0, true) }
    var start = min(firstFlagged, entries.count)
    guard let last, entries[last] !== lastVisible else { return (start, false) }
    // The end moved: the new last entry and the old one (still arranged and visible, so before it) rebuild.
    start = min(start, last)
    if let old = lastVisible {
      var index = last - 1
      while index >= 0 && entries[index] !== old { index -= 1 }
      if index >= 0 { start = min(start, index) }
    }
    return (start, false)
  }

  /// Records that the entry at `index` changed (its own flag, counted once).
  mutating func flag(_ entries: [StackViewEntry], at index: Int) {
    guard entries.indices.contains(index) else { return }
    firstFlagged = min(firstFlagged, index)
    let entry = entries[index]
    guard !entry.isFlagged else { return }
    entry.isFlagged = true
    flagged += 1
  }

  /// A rebuild passed an entry, or it left: returns whether it was flagged.
  @discardableResult
  mutating func clearFlag(of entry: StackViewEntry) -> Bool {
    guard entry.isFlagged else { return false }
    entry.isFlagged = false
    flagged -= 1
    return true
  }
}

extension StackView {
  /// Flags the entries on either side of `index` (after an insertion or a removal there) and asks for a
  /// rebuild that starts there.
  func flagAround(_ index: Int) {
    walkPlan.flag(entries, at: index - 1)
    walkPlan.flag(entries, at: index)
    requestLocalRebuild()
  }

  /// Flags `entry` (and, with `next`, the next visible entry after it), found by a search; past
  /// ``StackWalkPlan/flagLimit`` flags the next rebuild walks everything instead.
  func flag(_ entry: StackViewEntry, next: Bool = false) {
    guard !walkPlan.walksAll else { return setNeedsUpdateConstraints() }
    guard walkPlan.flagged < StackWalkPlan.flagLimit, var index = entries.firstIndex(where: { $0 === entry })
    else { return setNeedsUpdateConstraints() }
    if next {
      index += 1
      while index < entries.count && entries[index].view.isHidden { index += 1 }
    }
    walkPlan.flag(entries, at: index)
    requestLocalRebuild()
  }

  /// Asks for a rebuild that walks only from the flagged entries.
  func requestLocalRebuild() {
    walkPlan.requestingLocally = true
    setNeedsUpdateConstraints()
    walkPlan.requestingLocally = false
  }

  /// The walk along the arranged subviews: the visible view before the current one and what the
  /// current one's key depends on.
  @MainActor
  struct Walk {
    let key: StackViewKey
    /// The last visible entry so far.
    var previous: StackViewEntry?
    /// Whether `previous` has a visible entry before it (and so a spacer).
    var previousHasSpacer = false
    /// `fillProportionally`: the last visible entry with a positive intrinsic size.
    var reference: StackViewEntry?
    private var referenceLength = 0.0

    init(key: StackViewKey) { self.key = key }

    /// The walk as it stands before `entries[start]`: the entries back to the second visible one before
    /// it (and, for `fillProportionally`, back to the reference) are passed again.
    init(key: StackViewKey, entries: [StackViewEntry], before start: Int) {
      self.key = key
      var from = start
      var visible = 0
      var hasReference = key.distribution != .fillProportionally
      while from > 0 && (visible < 2 || !hasReference) {
        from -= 1
        let entry = entries[from]
        guard !entry.view.isHidden else { continue }
        visible += 1
        if !hasReference { hasReference = Walk.isReference(entry.intrinsicLength(key.axis)) }
      }
      for index in from..<start { advance(past: entries[index], hidden: entries[index].view.isHidden) }
    }

    private var usesBaselines: Bool { key.alignment.isBaseline || key.baselineRelative }

    private static func isReference(_ length: Double) -> Bool { length > 0 && length.isFinite }

    /// Whether the walk after `entry` is what it was after it at the last rebuild, given that its key is
    /// unchanged: the key names the previous visible entry, and an entry with a positive size is the
    /// reference of those after it.
    func isSettled(after entry: StackViewEntry, hidden: Bool) -> Bool {
      guard !hidden else { return false }
      return key.distribution != .fillProportionally || Walk.isReference(entry.intrinsicLength(key.axis))
    }

    func segmentKey(for entry: StackViewEntry, hidden: Bool, last: Bool) -> StackViewSegmentKey {
      var segment = StackViewSegmentKey(
        previous: previous?.serial, previousHasSpacer: previousHasSpacer, hidden: hidden, last: last,
        tieBreak: false, proportion: .none, version: 0, previousVersion: 0)
      guard !hidden else { return segment }
      if usesBaselines {
        segment.version = entry.version
        segment.previousVersion = previous?.version ?? 0
      }
      if key.distribution.breaksTies && !last {
        let length = entry.intrinsicLength(key.axis)
        segment.tieBreak = length >= 0 && length.isFinite
      }
      if key.distribution == .fillProportionally {
        segment.proportion = proportion(of: entry.intrinsicLength(key.axis))
      }
      return segment
    }

    private func proportion(of length: Double) -> StackViewProportion {
      guard length > 0, length.isFinite, let reference else { return .none }
      return .relative(reference.serial, length / referenceLength)
    }

    mutating func advance(past entry: StackViewEntry, hidden: Bool) {
      guard !hidden else { return }
      previousHasSpacer = previous != nil
      previous = entry
      if key.distribution == .fillProportionally {
        let length = entry.intrinsicLength(key.axis)
        if Walk.isReference(length) {
          reference = entry
          referenceLength = length
        }
      }
    }
  }
}
