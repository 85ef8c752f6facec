// The subviews a pass must descend into: the layout pass and the update-constraints pass visit only the
// children listed here, not every subview.
//
// A view that needs a pass, or holds one that does, flags its ancestors
// (``View/markSubtreeNeedsLayout(listing:)``, ``View/markSubtreeNeedsUpdateConstraints()``); each ancestor
// also lists the child the flag came through. A pass visited every subview of every flagged view to find
// the flagged ones: an append to a stack of 10,000 rows loaded all 10,000 rows twice (a third of the
// append's time, in cache misses and reference counting), where it needs three views.

/// Where a child stands in one of its superview's ``PendingList``s: its index there, counted only for the
/// generation of the list it was listed in (-1: not listed).
struct PendingSlot {
  var index: Int32 = -1
  var generation: UInt32 = 0
}

/// The children of a view listed for one pass, in no particular order.
///
/// A listed child knows its slot, so leaving the superview takes it out in O(1) (the last entry moves into
/// its slot; a pass puts the children back in subview order anyway), and no list holds a view that left.
/// Taking the list starts a new generation, which unlists every child without touching it.
@MainActor
struct PendingList {
  private(set) var children: [View] = []
  private var generation: UInt32 = 0
  /// Whether the list grew past an eighth of the subviews: the pass then visits every subview, and the
  /// list takes no more children until it is taken (a resize moves every view of a long list).
  private(set) var overflowed = false

  /// Lists `child`, whose slot for this list is `slot`, once, in a view of `subviews` subviews.
  mutating func list(_ child: View, slot: inout PendingSlot, subviews: Int) {
    guard !overflowed, slot.index < 0 || slot.generation != generation else { return }
    // A view with few subviews overflows at once, and so allocates no list.
    guard !PendingSubviews.isLong(children.count + 1, subviews: subviews) else {
      overflowed = true
      return
    }
    slot = PendingSlot(index: Int32(children.count), generation: generation)
    children.append(child)
  }

  /// Empties the list, returning what it held (nil if nothing was listed).
  mutating func take() -> (children: [View], overflowed: Bool)? {
    guard !children.isEmpty || overflowed else { return nil }
    defer {
      children = []
      overflowed = false
      generation &+= 1
    }
    return (children, overflowed)
  }

  /// Takes out the child whose slot is `slot` (if it is listed here); the last entry moves into its place
  /// and learns its new index through `moved`.
  mutating func unlist(_ slot: inout PendingSlot, moved: (View, Int32) -> Void) {
    let index = Int(slot.index)
    let listed = index >= 0 && slot.generation == generation
    slot = PendingSlot()
    guard listed else { return }
    let last = children.removeLast()
    guard index < children.count else { return }
    children[index] = last
    moved(last, Int32(index))
  }
}

/// A view's two lists, and its own slots in its superview's.
@MainActor
struct PendingSubviews {
  /// Children flagged for the layout pass.
  var layout = PendingList()
  /// Children flagged for the update-constraints pass.
  var update = PendingList()
  /// This view's slot in its superview's ``layout`` list.
  var layoutSlot = PendingSlot()
  /// This view's slot in its superview's ``update`` list.
  var updateSlot = PendingSlot()

  /// Views the two passes entered, flagged or not (for tests: what the lists save).
  static var visits = 0

  /// Whether a list of `count` children is long for a view with `subviews` subviews.
  static func isLong(_ count: Int, subviews: Int) -> Bool { count * 8 > subviews }

  /// The children of `parent` among `taken` (one of its lists), in subview order; when the list
  /// overflowed, or a child's place is not known, all of `parent`'s subviews (the pass skips those not
  /// flagged).
  static func inOrder(_ taken: (children: [View], overflowed: Bool)?, of parent: View) -> [View] {
    guard let (listed, overflowed) = taken else { return [] }
    guard !overflowed else { return parent.subviews }
    if listed.count == 1 { return listed[0].superview === parent ? listed : [] }
    let storage = parent.subviewList.storage
    var placed: [(index: Int, view: View)] = []
    placed.reserveCapacity(listed.count)
    for child in listed where child.superview === parent {
      let index = child.listIndexHints.subviews
      guard index >= 0, index < storage.count, storage[index] === child else { return parent.subviews }
      placed.append((index, child))
    }
    placed.sort { $0.index < $1.index }
    return placed.map(\.view)
  }
}

extension View {
  /// Takes the children listed for the layout pass, in subview order (see ``PendingSubviews``).
  func takeLayoutChildren() -> [View] { PendingSubviews.inOrder(pendingSubviews.layout.take(), of: self) }

  /// Takes the children listed for the update-constraints pass, in subview order.
  func takeUpdateChildren() -> [View] { PendingSubviews.inOrder(pendingSubviews.update.take(), of: self) }

  /// Lists `child` for this view's layout pass (once).
  func listForLayout(_ child: View) {
    pendingSubviews.layout.list(
      child, slot: &child.pendingSubviews.layoutSlot, subviews: subviewList.storage.count)
  }

  /// Lists `child` for this view's update-constraints pass (once).
  func listForUpdate(_ child: View) {
    pendingSubviews.update.list(
      child, slot: &child.pendingSubviews.updateSlot, subviews: subviewList.storage.count)
  }

  /// Takes `child`, which is leaving this view, out of both lists.
  func unlistPending(_ child: View) {
    pendingSubviews.layout.unlist(&child.pendingSubviews.layoutSlot) {
      $0.pendingSubviews.layoutSlot.index = $1
    }
    pendingSubviews.update.unlist(&child.pendingSubviews.updateSlot) {
      $0.pendingSubviews.updateSlot.index = $1
    }
  }
}
