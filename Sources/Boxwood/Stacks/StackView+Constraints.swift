/// One arranged subview and the constraints the stack keeps for it.
///
/// Its state is unchecked for exclusive access: a rebuild reads every entry's, and the checks were a
/// sixth of the walk an insert into a long stack makes.
@MainActor
final class StackViewEntry {
  let view: View
  /// A number no other entry of the process has (an identity could be reused after an entry is freed).
  let serial: Int
  /// The gap after this view, if set with ``StackView/setCustomSpacing(_:after:)``.
  @exclusivity(unchecked) var customSpacing: Double?
  /// The view's intrinsic size when last read; re-read when the view invalidates it.
  @exclusivity(unchecked) var intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  @exclusivity(unchecked) var intrinsicIsStale = true
  /// Counts intrinsic-size invalidations (baseline constraints are rebuilt when fonts change).
  @exclusivity(unchecked) var version = 0
  /// The spacer between the previous visible view and this one (spacer distributions).
  @exclusivity(unchecked) var spacer: LayoutGuide?
  /// What the constraints were made from; `nil` when there are none.
  @exclusivity(unchecked) var key: StackViewSegmentKey?
  @exclusivity(unchecked) var constraints: [LayoutConstraint] = []
  /// The constraint holding the gap to the previous view (its constant follows spacing changes).
  @exclusivity(unchecked) var link: LayoutConstraint?
  @exclusivity(unchecked) var gap = 0.0
  /// Whether a change flagged the entry for the next rebuild's walk (``StackWalkPlan``).
  @exclusivity(unchecked) var isFlagged = false

  @exclusivity(unchecked) private static var serials = 0

  init(view: View) {
    self.view = view
    StackViewEntry.serials += 1
    serial = StackViewEntry.serials
  }

  /// Whether every constraint is still active (the engine deactivates those that leave the tree).
  var isIntact: Bool {
    for constraint in constraints where !constraint.active { return false }
    return true
  }

  /// Hands over the constraints (for deactivation) and forgets them.
  func takeConstraints() -> [LayoutConstraint] {
    let taken = constraints
    constraints = []
    link = nil
    key = nil
    return taken
  }

  /// The intrinsic size along an axis, read again if the view invalidated it.
  func intrinsicLength(_ axis: LayoutAxis) -> Double {
    if intrinsicIsStale {
      intrinsic = view.intrinsicContentSize
      intrinsicIsStale = false
    }
    return axis == .horizontal ? intrinsic.width : intrinsic.height
  }
}

/// What one arranged subview's constraints are made from (spacing apart: a gap change only moves the
/// constant of its link).
struct StackViewSegmentKey: Equatable {
  /// The serial of the visible entry before it.
  var previous: Int?
  /// Whether that entry has a spacer before it (the spacers are chained).
  var previousHasSpacer: Bool
  var hidden: Bool
  var last: Bool
  var tieBreak: Bool
  var proportion: StackViewProportion
  /// For baseline constraints: the intrinsic-size versions of the view and the previous one.
  var version: Int
  var previousVersion: Int
}

/// What every arranged subview's constraints depend on.
struct StackViewKey: Equatable {
  var axis: LayoutAxis
  var distribution: StackView.Distribution
  var alignment: StackView.Alignment
  var marginsRelative: Bool
  var baselineRelative: Bool
  var direction: LayoutDirection
}

extension StackView {
  /// Regenerates the stack's constraints where their inputs changed.
  ///
  /// A view keeps its constraints while its inputs are unchanged — its visibility, the visible view
  /// before it, whether it is last, its proportion — and the stack's axis, distribution, alignment,
  /// canvas and direction are the same; a spacing change only moves link constants. Only the views
  /// around a change reach the engine, and the walk itself reads only from the first change to where
  /// nothing changed when the stack knows where its changes are (``StackWalkPlan``).
  func rebuildConstraints() {
    let key = StackViewKey(
      axis: axis, distribution: distribution, alignment: alignment.effective(on: axis),
      marginsRelative: isLayoutMarginsRelativeArrangement,
      baselineRelative: isBaselineRelativeArrangement && axis == .vertical,
      direction: effectiveUserInterfaceLayoutDirection)
    var leaving: [LayoutConstraint] = []
    if key != builtKey {
      resetConstraints(for: key, into: &leaving)
      walkPlan.walksAll = true
    }
    if key.alignment.isBaseline, spanner == nil { spanner = makeGuide("SV-alignment-spanner") }
    let builder = StackViewBuilder(
      canvas: key.marginsRelative ? layoutMarginsGuide : self, axis: key.axis,
      distribution: key.distribution, alignment: key.alignment, leftToRight: key.direction == .leftToRight,
      baselineRelative: key.baselineRelative, spanner: key.alignment.isBaseline ? spanner : nil)
    var entering: [LayoutConstraint] = []
    let lastVisible = entries.lastIndex { !$0.view.isHidden }
    let (start, walksAll) = walkPlan.begin(in: entries, lastVisible: lastVisible)
    var walk = start == 0 ? Walk(key: key) : Walk(key: key, entries: entries, before: start)
    var index = start
    while index < entries.count {
      let entry = entries[index]
      let hidden = entry.view.isHidden
      let segment = walk.segmentKey(for: entry, hidden: hidden, last: index == lastVisible)
      var gap = 0.0
      if let previous = walk.previous { gap = previous.customSpacing ?? spacing }
      let unchanged = entry.key == segment && entry.isIntact
      if unchanged {
        if let link = entry.link, entry.gap != gap {
          link.constant = gap
          entry.gap = gap
        }
      } else {
        leaving += entry.takeConstraints()
        build(entry, segment, gap, walk, builder)
        entering += entry.constraints
      }
      // A flagged entry's own inputs changed: its key may not show it (a reference's length does not).
      let flagged = walkPlan.clearFlag(of: entry)
      if unchanged, !flagged, !walksAll, walkPlan.flagged == 0, walk.isSettled(after: entry, hidden: hidden) {
        break
      }
      walk.advance(past: entry, hidden: hidden)
      index += 1
    }
    walkPlan.lastWalk = start..<min(index + 1, entries.count)
    let hasVisible = lastVisible != nil
    if stackConstraintsKey != hasVisible || !StackView.allActive(stackConstraints) {
      leaving += stackConstraints
      stackConstraints = builder.stackConstraints(hasVisibleViews: hasVisible)
      stackConstraintsKey = hasVisible
      entering += stackConstraints
    }
    LayoutConstraint.deactivate(leaving)
    if !retiredGuides.isEmpty { detachRetiredGuides() }
    LayoutConstraint.activate(entering)
    dropRefusedConstraints(entering)
    let lenders = (
      first: ObjectIdentifier(viewForFirstBaselineLayout), last: ObjectIdentifier(viewForLastBaselineLayout)
    )
    if baselineLenders.map({ $0 != lenders }) ?? true {
      baselineLenders = lenders
      baselineLenderDidChange()
    }
  }

  /// The view whose baseline stands for the stack's: the first (or last) visible arranged view of a
  /// vertical stack, the first visible one of a horizontal stack; the stack itself when none is visible.
  func baselineLender(first: Bool) -> View {
    let visible =
      first || axis == .horizontal ? entries.first { !$0.view.isHidden } : entries.last { !$0.view.isHidden }
    return visible?.view ?? self
  }

  /// The stack-wide inputs changed: every constraint goes, and guides no longer needed retire.
  private func resetConstraints(for key: StackViewKey, into leaving: inout [LayoutConstraint]) {
    for entry in entries {
      leaving += entry.takeConstraints()
      if !key.distribution.usesSpacers, let spacer = entry.spacer {
        retiredGuides.append(spacer)
        entry.spacer = nil
      }
    }
    leaving += stackConstraints
    stackConstraints = []
    stackConstraintsKey = nil
    if !key.alignment.isBaseline, let guide = spanner {
      retiredGuides.append(guide)
      spanner = nil
    }
    builtKey = key
  }

  private func build(
    _ entry: StackViewEntry, _ segment: StackViewSegmentKey, _ gap: Double, _ walk: Walk,
    _ builder: StackViewBuilder
  ) {
    entry.key = segment
    entry.gap = gap
    if segment.hidden {
      entry.constraints = builder.hiddenConstraints(for: entry.view, after: walk.previous?.view)
      return
    }
    var spacer: LayoutGuide?
    if walk.key.distribution.usesSpacers, walk.previous != nil {
      if entry.spacer == nil { entry.spacer = makeGuide("SV-distributing") }
      spacer = entry.spacer
    }
    let input = StackViewBuilder.Visible(
      view: entry.view, previous: walk.previous?.view, gap: gap, last: segment.last,
      tieBreak: segment.tieBreak,
      proportion: segment.proportion, reference: walk.reference?.view, spacer: spacer,
      previousSpacer: segment.previousHasSpacer ? walk.previous?.spacer : nil)
    (entry.constraints, entry.link) = builder.constraints(for: input)
  }

  /// A constraint the engine refused (reported) is not kept: it would count as broken in every pass.
  private func dropRefusedConstraints(_ entering: [LayoutConstraint]) {
    guard !StackView.allActive(entering) else { return }
    for entry in entries where !entry.isIntact {
      entry.constraints.removeAll { !$0.active }
      if let link = entry.link, !link.active { entry.link = nil }
    }
    stackConstraints.removeAll { !$0.active }
  }

  /// Whether every constraint is active (a loop: a closure here checked the executor at each call).
  static func allActive(_ constraints: [LayoutConstraint]) -> Bool {
    for constraint in constraints where !constraint.active { return false }
    return true
  }

  /// A guide owned by the stack, added without searching the stack's guides (it is new).
  private func makeGuide(_ identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = identifier
    guide.owningView = self
    layoutGuides.append(guide)
    return guide
  }

  /// Takes out the guides no constraint uses any more (their constraints were deactivated first, so
  /// each left the lists of the views it was registered with).
  private func detachRetiredGuides() {
    let retired = Set(retiredGuides.map(ObjectIdentifier.init))
    layoutGuides.removeAll { retired.contains(ObjectIdentifier($0)) }
    for guide in retiredGuides where guide.owningView === self { guide.owningView = nil }
    retiredGuides = []
  }
}
