// The subviews a pass must descend into: the layout pass and the update-constraints pass visit only the
// children listed here, not every subview.
//
// A view that needs a pass, or holds one that does, flags its ancestors (``View/markSubtreeNeedsLayout(listing:)``,
// ``View/markSubtreeNeedsUpdateConstraints()``); each ancestor also lists the child the flag came through.
// A pass visited every subview of every flagged view to find the flagged ones: an append to a stack of
// 10,000 rows loaded all 10,000 rows twice (a third of the append's time, in cache misses and reference
// counting), where it needs three views.

/// The children of a view listed for the next layout and update-constraints passes.
///
/// A listed child knows its slot in its superview's list, so leaving the superview takes it out in O(1)
/// (the last entry moves into its slot; a pass puts the children back in subview order anyway), and no
/// list holds a view that left. A slot counts only for the generation of the list it was taken in:
/// taking a list starts a new generation, which unlists every child without touching it.
@MainActor
struct PendingSubviews {
  /// Children flagged for the layout pass, in no particular order.
  var layout: [View] = []
  /// Children flagged for the update-constraints pass.
  var update: [View] = []
  /// The generations of this view's two lists.
  var generations: (layout: UInt32, update: UInt32) = (0, 0)
  /// Whether a list grew past an eighth of the subviews: the pass then visits every subview, and the
  /// list takes no more children until it is taken (a resize moves every view of a long list).
  var overflowed: (layout: Bool, update: Bool) = (false, false)
  /// This view's slot in its superview's ``layout`` list and that list's generation then (-1: none).
  var layoutSlot: (slot: Int32, generation: UInt32) = (-1, 0)
  /// This view's slot in its superview's ``update`` list and that list's generation then.
  var updateSlot: (slot: Int32, generation: UInt32) = (-1, 0)

  /// Views the two passes entered, flagged or not (for tests: what the lists save).
  static var visits = 0

  /// Whether a list of `count` children is long for a view with `subviews` subviews.
  static func isLong(_ count: Int, subviews: Int) -> Bool { count * 8 > subviews }

  /// The children of `parent` among `listed` (taken from one of its lists, `overflowed` or not), in
  /// subview order; when many were listed, or a child's place is not known, all of `parent`'s subviews
  /// (the pass skips those not flagged).
  static func inOrder(_ listed: [View], overflowed: Bool, of parent: View) -> [View] {
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

  /// Removes the entry at `slot` of `list`: the last entry moves into it and learns its new slot
  /// through `moved`.
  static func remove(slot: Int, from list: inout [View], moved: (View, Int32) -> Void) {
    let last = list.removeLast()
    guard slot < list.count else { return }
    list[slot] = last
    moved(last, Int32(slot))
  }
}

extension View {
  /// Takes the children listed for the layout pass, in subview order (see ``PendingSubviews``).
  func takeLayoutChildren() -> [View] {
    let listed = pendingSubviews.layout
    let overflowed = pendingSubviews.overflowed.layout
    guard !listed.isEmpty || overflowed else { return [] }
    pendingSubviews.layout = []
    pendingSubviews.overflowed.layout = false
    pendingSubviews.generations.layout &+= 1
    return PendingSubviews.inOrder(listed, overflowed: overflowed, of: self)
  }

  /// Takes the children listed for the update-constraints pass, in subview order.
  func takeUpdateChildren() -> [View] {
    let listed = pendingSubviews.update
    let overflowed = pendingSubviews.overflowed.update
    guard !listed.isEmpty || overflowed else { return [] }
    pendingSubviews.update = []
    pendingSubviews.overflowed.update = false
    pendingSubviews.generations.update &+= 1
    return PendingSubviews.inOrder(listed, overflowed: overflowed, of: self)
  }

  /// Lists `child` for this view's layout pass (once).
  func listForLayout(_ child: View) {
    guard !pendingSubviews.overflowed.layout else { return }
    let generation = pendingSubviews.generations.layout
    let listed = child.pendingSubviews.layoutSlot
    guard listed.slot < 0 || listed.generation != generation else { return }
    // A view with few subviews overflows at once, and so allocates no list.
    guard !PendingSubviews.isLong(pendingSubviews.layout.count + 1, subviews: subviewList.storage.count)
    else {
      pendingSubviews.overflowed.layout = true
      return
    }
    child.pendingSubviews.layoutSlot = (Int32(pendingSubviews.layout.count), generation)
    pendingSubviews.layout.append(child)
  }

  /// Lists `child` for this view's update-constraints pass (once).
  func listForUpdate(_ child: View) {
    guard !pendingSubviews.overflowed.update else { return }
    let generation = pendingSubviews.generations.update
    let listed = child.pendingSubviews.updateSlot
    guard listed.slot < 0 || listed.generation != generation else { return }
    // A view with few subviews overflows at once, and so allocates no list.
    guard !PendingSubviews.isLong(pendingSubviews.update.count + 1, subviews: subviewList.storage.count)
    else {
      pendingSubviews.overflowed.update = true
      return
    }
    child.pendingSubviews.updateSlot = (Int32(pendingSubviews.update.count), generation)
    pendingSubviews.update.append(child)
  }

  /// Takes `child`, which is leaving this view, out of both lists.
  func unlistPending(_ child: View) {
    let layout = child.pendingSubviews.layoutSlot
    child.pendingSubviews.layoutSlot = (-1, 0)
    if layout.slot >= 0 && layout.generation == pendingSubviews.generations.layout {
      PendingSubviews.remove(slot: Int(layout.slot), from: &pendingSubviews.layout) {
        $0.pendingSubviews.layoutSlot.slot = $1
      }
    }
    let update = child.pendingSubviews.updateSlot
    child.pendingSubviews.updateSlot = (-1, 0)
    if update.slot >= 0 && update.generation == pendingSubviews.generations.update {
      PendingSubviews.remove(slot: Int(update.slot), from: &pendingSubviews.update) {
        $0.pendingSubviews.updateSlot.slot = $1
      }
    }
  }
}
