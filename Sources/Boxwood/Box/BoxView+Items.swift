// BoxView: keeping items, managed views and managed guides in sync.

extension BoxView {
  // MARK: Synchronising items and subviews

  /// Whether a view may be an item of this box; reports and refuses the box itself, its ancestors, and
  /// views that would make the tree deeper than ``View/maximumTreeDepth``.
  func canManage(_ view: View) -> Bool {
    switch adoptionRefusal(of: view) {
    case nil: return true
    case .tooDeep(let depth): reportTooDeep(view, depth: depth)
    case .cycle:
      let relation = view === self ? "the box itself" : "an ancestor of the box"
      Diagnostics.report(
        .invalidBoxLayout(
          box: shortDescription,
          reason: "item view \(view.shortDescription) is \(relation); the item was removed"))
    }
    return false
  }

  /// Starts a synchronisation: item changes made meanwhile (by hooks) are only recorded.
  func beginSync() {
    isSyncing = true
    itemsChangedWhileSyncing = false
  }

  /// Ends a synchronisation: schedules a rebuild, and synchronises again if hooks changed the items.
  func endSync() {
    isSyncing = false
    setNeedsUpdateConstraints()
    if itemsChangedWhileSyncing { synchronizeItems() }
  }

  /// Adopts new item views and guides, lets go of those no longer in any item, and schedules a rebuild.
  func synchronizeItems() {
    if !departedItems.isEmpty { dropDepartedItems() }
    beginSync()
    defer { endSync() }
    // Refuse items that cannot be: the box or an ancestor as an item, a second item for one object.
    // (One pass without copying the items; they are only rewritten when one is refused.)
    var seen = Set<ObjectIdentifier>(minimumCapacity: storedItems.count)
    var refused: [Int] = []
    for index in storedItems.indices {
      let object = storedItems[index].object
      if let view = object as? View, !canManage(view) {
        refused.append(index)
        continue
      }
      guard seen.insert(ObjectIdentifier(object)).inserted else {
        Diagnostics.report(
          .invalidBoxLayout(
            box: shortDescription,
            reason: "\(object.layoutName) appears in more than one item; only the first is kept"))
        refused.append(index)
        continue
      }
    }
    if !refused.isEmpty {
      for index in refused.reversed() { storedItems.remove(at: index) }
      itemPositions = nil
      itemsChangedWhileSyncing = false
    }

    // Views: let go of the unreferenced (detaching them only if they are still ours), adopt the new.
    var managedIDs = Set(managedViews.map(ObjectIdentifier.init))
    let leaving = managedViews.filter { !seen.contains(ObjectIdentifier($0)) }
    if !leaving.isEmpty {
      managedViews.removeAll { !seen.contains(ObjectIdentifier($0)) }
      for view in leaving {
        managedIDs.remove(ObjectIdentifier(view))
        releaseConstraints(of: view)
        if view.superview === self { view.removeFromSuperview() }
      }
    }
    for item in storedItems {
      guard let view = item.view, !managedIDs.contains(ObjectIdentifier(view)) else { continue }
      prepare(view)
      addSubview(view)
      managedList.append(view)
      managedIDs.insert(ObjectIdentifier(view))
    }

    // Guides: the same.
    let leavingGuides = managedGuides.filter { !seen.contains(ObjectIdentifier($0)) }
    if !leavingGuides.isEmpty {
      managedGuides.removeAll { !seen.contains(ObjectIdentifier($0)) }
      for guide in leavingGuides {
        releaseConstraints(of: guide)
        if guide.owningView === self { removeLayoutGuide(guide) }
      }
    }
    let guideIDs = Set(managedGuides.map(ObjectIdentifier.init))
    for item in storedItems {
      guard let guide = item.guide, !guideIDs.contains(ObjectIdentifier(guide)) else { continue }
      addLayoutGuide(guide)
      managedGuides.append(guide)
    }
    itemIDs = Set(storedItems.map { ObjectIdentifier($0.object) })
    managedIDs = Set(managedViews.map(ObjectIdentifier.init)).union(managedGuides.map(ObjectIdentifier.init))
    applyFrontAndBackViews()
  }

  /// Synchronises after an assignment of ``items``, looking only at the part of the list that changed
  /// (between the longest common prefix and suffix of objects): appending, removing or replacing one item
  /// in a long list costs a few comparisons per item and no hashing of the rest.
  func synchronizeItems(from old: [BoxItem]) {
    // (The setter read `items` first: no departed items are pending, and `storedItems` is the list.)
    var start = 0
    let common = min(old.count, storedItems.count)
    while start < common, old[start].object === storedItems[start].object { start += 1 }
    var oldEnd = old.count
    var newEnd = storedItems.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1].object === storedItems[newEnd - 1].object {
      oldEnd -= 1
      newEnd -= 1
    }
    guard start < oldEnd || start < newEnd else {
      // The same objects: only layouts changed.
      setNeedsUpdateConstraints()
      return
    }
    beginSync()
    defer { endSync() }
    var removed = Set<ObjectIdentifier>()
    for index in start..<oldEnd { removed.insert(ObjectIdentifier(old[index].object)) }
    // Refuse what cannot be an item: the box or an ancestor, an object already in the list.
    var added = Set<ObjectIdentifier>()
    var refused: [Int] = []
    for index in start..<newEnd {
      let object = storedItems[index].object
      let id = ObjectIdentifier(object)
      if let view = object as? View, !managedIDs.contains(id), !canManage(view) {
        refused.append(index)
        continue
      }
      if (itemIDs.contains(id) && !removed.contains(id)) || !added.insert(id).inserted {
        Diagnostics.report(
          .invalidBoxLayout(
            box: shortDescription,
            reason: "\(object.layoutName) appears in more than one item; only the first is kept"))
        refused.append(index)
      }
    }
    if !refused.isEmpty {
      for index in refused.reversed() { storedItems.remove(at: index) }
      itemPositions = nil
      newEnd -= refused.count
      itemsChangedWhileSyncing = false
    }
    itemIDs.subtract(removed)
    itemIDs.formUnion(added)

    // Let go of the objects no longer in the list (a view is detached only if it is still ours), in their
    // old order: a set's order changes from run to run, and so would the order of the deactivations.
    var leaving: [AnyObject] = []
    for index in start..<oldEnd {
      let id = ObjectIdentifier(old[index].object)
      guard removed.contains(id), !added.contains(id), managedIDs.remove(id) != nil else { continue }
      leaving.append(old[index].object)
    }
    letGo(of: leaving)
    // Adopt the new ones, in item order.
    for index in start..<newEnd {
      let object = storedItems[index].object
      guard managedIDs.insert(ObjectIdentifier(object)).inserted else { continue }
      if let view = object as? View {
        prepare(view)
        addSubview(view)
        managedList.append(view)
      } else if let guide = object as? LayoutGuide {
        addLayoutGuide(guide)
        managedGuides.append(guide)
      }
    }
    applyFrontAndBackViews()
  }

  /// Stops managing `objects` (views and guides no longer in any item), in their order: their
  /// constraints are released and they leave the box. The managed lists are filtered once, not searched
  /// per object (emptying a box of 10,000 items searched them 10,000 times).
  func letGo(of objects: [AnyObject]) {
    guard !objects.isEmpty else { return }
    let ids = Set(objects.map(ObjectIdentifier.init))
    managedViews.removeAll { ids.contains(ObjectIdentifier($0)) }
    managedGuides.removeAll { ids.contains(ObjectIdentifier($0)) }
    for object in objects {
      releaseConstraints(of: object)
      if let view = object as? View {
        if view.superview === self { view.removeFromSuperview() }
      } else if let guide = object as? LayoutGuide, guide.owningView === self {
        removeLayoutGuide(guide)
      }
    }
  }

  /// Gets a view ready to be managed: constraint-driven, and in the box's direction when forced.
  func prepare(_ view: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    if forceSubviewsSCA { forceDirection(on: view) }
  }

  func forceDirection(on view: View) {
    if view.semanticContentAttribute != semanticContentAttribute {
      view.semanticContentAttribute = semanticContentAttribute
      view.setNeedsUpdateConstraints()
      view.setNeedsLayout()
    }
    if let box = view as? BoxView { box.forceSubviewsSCA = true }
  }

  func applyFrontAndBackViews() {
    for view in frontViews ?? [] where view.superview === self { bringSubviewToFront(view) }
    for view in backViews ?? [] where view.superview === self { sendSubviewToBack(view) }
  }
}
