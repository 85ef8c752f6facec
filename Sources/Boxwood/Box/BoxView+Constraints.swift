// BoxView: regenerating the box's constraints, keeping those of unchanged items.

/// What one item's constraints were made from: while it is unchanged they stay as they are.
struct BoxSegmentKey: Equatable {
  var layout: BoxLayout
  var previous: ObjectIdentifier?
  var previousEnd: BoxLayout.Pin?
  var used: Bool
  var last: Bool
}

/// What every item's constraints depend on (spacing apart: a spacing change only moves link constants).
struct BoxSegmentContext: Equatable {
  var axis: BoxLayout.Axis
  var insets: EdgeInsets
  var direction: LayoutDirection
}

/// One item's constraints and what they were made from.
@MainActor
final class BoxSegment {
  var key: BoxSegmentKey
  let reference: ItemReference
  var parts: BoxConstraintBuilder.ItemParts
  var stamp: Int
  /// The object of the used item after this one when the box last built or kept its segment: the one
  /// whose link names this object, found without a walk through the items when this object leaves.
  var follower: ObjectIdentifier?
  /// The order segments were made in (of all boxes): what a box does to all its segments at once, it does
  /// in this order, never in its dictionary's (which changes from run to run with the hash seed, and
  /// would change what the engine recycles, removes and breaks).
  let serial: Int

  @exclusivity(unchecked) private static var made = 0

  init(key: BoxSegmentKey, reference: ItemReference, parts: BoxConstraintBuilder.ItemParts, stamp: Int) {
    self.key = key
    self.reference = reference
    self.parts = parts
    self.stamp = stamp
    BoxSegment.made &+= 1
    serial = BoxSegment.made
  }

  var isIntact: Bool {
    for constraint in parts.main where !constraint.active { return false }
    for constraint in parts.end where !constraint.active { return false }
    for constraint in parts.absolute where !constraint.active { return false }
    for constraint in parts.relative where !constraint.active { return false }
    return true
  }

  /// Whether the segment was made from these inputs (compared field by field, without copying the layout).
  func matches(
    _ layout: BoxLayout, previous: ObjectIdentifier?, previousEnd: BoxLayout.Pin?, used: Bool, last: Bool
  ) -> Bool {
    key.used == used && key.last == last && key.previous == previous && key.previousEnd == previousEnd
      && key.layout == layout
  }

  /// Records this segment, of object `id`, as the follower of `previous` (the used item before it);
  /// returns itself, the previous segment of the next used item.
  func following(_ previous: BoxSegment?, as id: ObjectIdentifier) -> BoxSegment {
    previous?.follower = id
    return self
  }

  /// Forgets the constraints the engine refused to activate.
  func dropInactive() {
    parts.main.removeAll { !$0.isActive }
    parts.end.removeAll { !$0.isActive }
    parts.absolute.removeAll { !$0.isActive }
    parts.relative.removeAll { !$0.isActive }
    if let link = parts.link, !link.isActive { parts.link = nil }
  }

  func deactivate() {
    LayoutConstraint.deactivate(parts.main)
    LayoutConstraint.deactivate(parts.end)
    LayoutConstraint.deactivate(parts.absolute)
    LayoutConstraint.deactivate(parts.relative)
  }
}

struct BoxFlexEntry: Equatable {
  var object: ObjectIdentifier
  var flex: Double
}

extension BoxView {
  /// The constraints the box generated and keeps active, in BoxView's order.
  public var managedConstraints: [LayoutConstraint] {
    BoxConstraintBuilder.assemble(items.compactMap { segments[ObjectIdentifier($0.object)]?.parts })
      + flexConstraints
  }

  /// The segments in the order they were made (see ``BoxSegment/serial``).
  var segmentsInOrder: [BoxSegment] { segments.values.sorted { $0.serial < $1.serial } }

  /// Regenerates the box's constraints (A3 of the BoxView rules).
  ///
  /// Conceptually every pass deactivates all managed constraints and activates a fresh set. In practice an
  /// item whose inputs did not change — its layout, the used item before it and that item's end pin,
  /// whether it is used and last, and the box's axis, insets and direction — keeps its constraints (a
  /// spacing change only moves the constants of the links), so a pass costs one comparison per item and
  /// only changed items reach the engine.
  func rebuildConstraints() {
    guard !isSyncing else { return }
    // Read once: each read of `items` checks for departed items (BoxView+Departures.swift).
    let items = self.items
    let direction = effectiveUserInterfaceLayoutDirection
    resetSegmentsIfNeeded(items, direction: direction)
    var builder = BoxConstraintBuilder(
      box: self, axis: axis, spacing: spacing, insets: insetsStorage, direction: direction)
    builder.excludesHiddenViews = excludeHiddenViews

    rebuildStamp &+= 1
    let stamp = rebuildStamp
    if segments.isEmpty { segments.reserveCapacity(items.count) }
    var built: [BoxSegment] = []
    var activating: [LayoutConstraint] = []
    var flexItems: [BoxItem] = []
    var newFlexKey: [BoxFlexEntry] = []
    var previousIndex: Int?
    var previousSegment: BoxSegment?
    var lastUsed: Int?
    for index in items.indices.reversed() where !builder.isExcluded(items[index]) {
      lastUsed = index
      break
    }
    let vertical = axis == .y
    for index in items.indices {
      let used = !builder.isExcluded(items[index])
      let object = items[index].object
      let id = ObjectIdentifier(object)
      let before = used ? previousIndex : nil
      if used {
        previousIndex = index
        if let flex = items[index].layout.flex {
          newFlexKey.append(BoxFlexEntry(object: id, flex: flex))
          flexItems.append(items[index])
        }
      }
      // (Plain conditionals, not closures: a closure reading the box's state checks its actor per call.)
      var previousID: ObjectIdentifier?
      var previousEnd: BoxLayout.Pin?
      if let before {
        previousID = ObjectIdentifier(items[before].object)
        previousEnd = vertical ? items[before].layout.bottom : items[before].layout.right
      }
      let last = index == lastUsed
      if let old = segments[id] {
        if old.matches(
          items[index].layout, previous: previousID, previousEnd: previousEnd, used: used, last: last),
          old.reference.item === object, old.isIntact
        {
          old.stamp = stamp
          if used { previousSegment = old.following(previousSegment, as: id) }
          continue
        }
        old.deactivate()
      }
      let item = items[index]
      let parts = builder.parts(for: item, after: before.map { items[$0] }, used: used, last: last)
      let key = BoxSegmentKey(
        layout: item.layout, previous: previousID, previousEnd: previousEnd, used: used, last: last)
      let segment = BoxSegment(key: key, reference: ItemReference.of(object), parts: parts, stamp: stamp)
      segments[id] = segment
      if used { previousSegment = segment.following(previousSegment, as: id) }
      built.append(segment)
      parts.append(to: &activating)
    }
    if segments.count != items.count { dropStaleSegments(stamp: stamp) }

    if newFlexKey != flexKey || !flexConstraints.allSatisfy({ $0.active }) {
      LayoutConstraint.deactivate(flexConstraints)
      flexConstraints = builder.flexConstraints(flexItems)
      flexKey = newFlexKey
      activating += flexConstraints
    }

    for problem in builder.problems {
      Diagnostics.report(.invalidBoxLayout(box: shortDescription, reason: problem))
    }
    LayoutConstraint.activate(activating)
    // A constraint the engine refused (a NaN pin, …) was reported; it is not kept.
    for segment in built where !segment.isIntact { segment.dropInactive() }
    flexConstraints.removeAll { !$0.isActive }
  }

  /// Starts the segments over when the box's axis, insets or direction changed; moves the links'
  /// constants when only the spacing did.
  private func resetSegmentsIfNeeded(_ items: [BoxItem], direction: LayoutDirection) {
    let boxKey = BoxSegmentContext(axis: axis, insets: insetsStorage, direction: direction)
    if boxKey != segmentsKey {
      for segment in segmentsInOrder { segment.deactivate() }
      segments = [:]
      segmentsKey = boxKey
      segmentsSpacing = spacing
    } else if spacing != segmentsSpacing {
      let delta = spacing - segmentsSpacing
      // In item order (a segment whose object left the items is deactivated below, link and all).
      for item in items { segments[ObjectIdentifier(item.object)]?.parts.link?.constant += delta }
      segmentsSpacing = spacing
    }
  }

  /// Deactivates and forgets the segments of objects no longer among the items (not built or kept in
  /// the pass stamped `stamp`), in the order they were made.
  private func dropStaleSegments(stamp: Int) {
    let stale = segments.filter { $0.value.stamp != stamp }.sorted { $0.value.serial < $1.value.serial }
    for (id, old) in stale {
      old.deactivate()
      segments[id] = nil
    }
  }
}

extension BoxView {
  /// Deactivates, now, the constraints the box made for an object that stops being one of its items:
  /// its own segment, the link of the item that followed it, and the flex constraints that name it.
  ///
  /// Waiting for the next rebuild is not enough: a box in no window may never have one, and the object's
  /// constraints on itself (an absolute width or height) would travel with it into another tree, still
  /// required and owned by no one (a frame stack moved from such a box kept a box's `height == 19`).
  func releaseConstraints(of object: AnyObject) {
    let id = ObjectIdentifier(object)
    let segment = segments.removeValue(forKey: id)
    segment?.deactivate()
    // The link of the item after it (one at most: every segment was built from one item order).
    if let follower = segment?.follower, let next = segments[follower], next.key.previous == id {
      next.parts.link?.isActive = false
    }
    let naming = flexConstraints.filter { $0.firstItem === object || $0.secondItem === object }
    if !naming.isEmpty { LayoutConstraint.deactivate(naming) }
    setNeedsUpdateConstraints()
  }
}
