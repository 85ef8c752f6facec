/// A view's list of the constraints that involve it (`involvedConstraints`, in activation order), with
/// removal in constant time.
///
/// A container can be involved in thousands of constraints (a box's pins of every item); searching its
/// list for each constraint that leaves made emptying a box of 10,000 items quadratic. A constraint
/// remembers its index in each of its two views' lists; leaving, it is replaced there by
/// ``LayoutConstraint/tombstone`` (never active, so every reader, which looks at active constraints only,
/// skips it), and a list more than half tombstones is compacted. Order is kept, so constraints are
/// enqueued in the same order as before.
extension View {
  /// Appends `constraint` and returns its index. The list starts with room for four (a view's edges and
  /// size): grown from empty one at a time, the list of nearly every view was allocated three times.
  func listInvolved(_ constraint: LayoutConstraint) -> Int32 {
    if involvedConstraints.capacity == 0 { involvedConstraints.reserveCapacity(4) }
    involvedConstraints.append(constraint)
    return Int32(truncatingIfNeeded: involvedConstraints.count - 1)
  }

  /// Takes `constraint` out of the list: at `slot` when it is there (constant time), else found by a
  /// search (its owning view changed since it was listed).
  func unlistInvolved(_ constraint: LayoutConstraint, slot: Int32) {
    let index = Int(slot)
    var found = index
    if index < 0 || index >= involvedConstraints.count || involvedConstraints[index] !== constraint {
      guard let searched = involvedConstraints.lastIndex(ofIdentical: constraint) else { return }
      View.involvedListSearches &+= 1
      found = searched
    }
    involvedConstraints[found] = LayoutConstraint.tombstone
    involvedTombstones += 1
    if involvedTombstones > 16, involvedTombstones * 2 > involvedConstraints.count { compactInvolved() }
  }

  /// How many times a constraint was searched for in a list instead of found at its slot (for tests).
  @exclusivity(unchecked) static var involvedListSearches = 0

  /// Drops the tombstones, keeping the order, and tells each constraint its new index.
  func compactInvolved() {
    var kept: [LayoutConstraint] = []
    kept.reserveCapacity(involvedConstraints.count - involvedTombstones)
    for (old, constraint) in involvedConstraints.enumerated() where constraint !== LayoutConstraint.tombstone
    {
      let new = Int32(truncatingIfNeeded: kept.count)
      if constraint.firstListSlot == Int32(truncatingIfNeeded: old), constraint.firstOwningView === self {
        constraint.firstListSlot = new
      } else if constraint.secondListSlot == Int32(truncatingIfNeeded: old) {
        constraint.secondListSlot = new
      }
      kept.append(constraint)
    }
    involvedConstraints = kept
    involvedTombstones = 0
  }
}

extension LayoutConstraint {
  /// What a view's list holds where a constraint left it: never active, so readers skip it.
  static let tombstone = LayoutConstraint(
    ItemReference.of(View()), attribute: .width, relatedBy: .equal, to: nil, attribute: .notAnAttribute,
    multiplier: 1, constant: 0)
}
