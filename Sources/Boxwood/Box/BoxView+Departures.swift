// BoxView: items whose object leaves the box by other means than an assignment of `items`.

extension BoxView {
  /// Takes the item of an object that left the box (its view removed from the box, moved elsewhere, its
  /// guide removed) out of ``items``.
  ///
  /// The item is marked, not removed: removing each of 10,000 views one by one moved the rest of the
  /// list each time (a quadratic cost), and a list changed through ``items`` is copied for the
  /// comparison. The marked items are dropped in one pass when ``items`` is next read — by the app or
  /// by the next constraint update, which a departure schedules.
  func removeStoredItem(of object: AnyObject) {
    let id = ObjectIdentifier(object)
    if itemPositions == nil { itemPositions = positionsOfStoredItems() }
    guard let index = itemPositions?.removeValue(forKey: id) else { return }
    departedItems.append(index)
    itemIDs.remove(id)
    setNeedsUpdateConstraints()
  }

  /// Each live item object's index in ``storedItems``.
  private func positionsOfStoredItems() -> [ObjectIdentifier: Int] {
    var departed = Set(departedItems)
    var positions: [ObjectIdentifier: Int] = [:]
    positions.reserveCapacity(storedItems.count - departed.count)
    for index in storedItems.indices where departed.remove(index) == nil {
      positions[ObjectIdentifier(storedItems[index].object)] = index
    }
    return positions
  }

  /// Drops the items of departed objects, keeping the order of the rest.
  func dropDepartedItems() {
    let departed = Set(departedItems)
    departedItems = []
    var kept: [BoxItem] = []
    kept.reserveCapacity(storedItems.count - departed.count)
    for index in storedItems.indices where !departed.contains(index) { kept.append(storedItems[index]) }
    storedItems = kept
    itemPositions = nil
  }
}
