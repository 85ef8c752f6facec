/// A container that lays out its items — views and invisible guides, each with a ``BoxLayout`` — along an
/// axis, with Auto Layout constraints it generates and owns.
///
/// ```swift
/// let box = BoxView(axis: .y, spacing: 20, insets: .all(16))
/// box.items = [
///   title.boxed.centerX(),
///   nameField.boxed,
///   forgotButton.boxed.left(>=0),
///   loginButton.boxed.top(30).allX(50),
/// ]
/// ```
///
/// Items and subviews stay in sync: assigning ``items`` adds new item views as subviews at once and removes
/// views whose items are gone; removing a managed view from the box by any means (``View/removeFromSuperview()``,
/// adding it elsewhere, putting it in another box's items) removes its item. Subviews added with plain
/// ``View/addSubview(_:)`` are not managed: they get no constraints and are never removed by the box.
///
/// Constraints are never built when items change. The next constraint-update pass deactivates the box's
/// previous ``managedConstraints``, generates the full set again and activates it; the layout engine turns
/// that into a small solver change, so unchanged constraints cost next to nothing.
///
/// Decisions on the original's open questions are noted where they apply: `BoxView()` is the axis
/// initializer (E15), a chain link joining `>=` with `<=` is reported and left out instead of silently
/// truncating the chain (E7), duplicate objects in ``items`` keep only their first item (reported), and
/// ``forceSubviewsSCA`` reaches nested boxes even when their direction already matched (E13).
@MainActor
open class BoxView: View {
  /// The direction items are stacked in (`.y` by default).
  public var axis: BoxLayout.Axis = .y {
    didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
  }

  /// The distance between consecutive items (never at the box's edges). Non-finite values are refused.
  public var spacing: Double = 0 {
    didSet {
      guard spacing.isFinite else {
        Diagnostics.report(.invalidBoxLayout(box: shortDescription, reason: "refused spacing \(spacing)"))
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsUpdateConstraints() }
    }
  }

  private var insetsStorage = EdgeInsets.zero

  /// The distances of the content from the box's edges (only at the edges, never between items).
  ///
  /// With ``insetsAreMargins`` on, assigning writes the layout margins (left → leading, right → trailing)
  /// and every change of the margins comes back here.
  public var insets: EdgeInsets {
    get { insetsStorage }
    set {
      guard newValue.top.isFinite, newValue.left.isFinite, newValue.bottom.isFinite, newValue.right.isFinite
      else {
        Diagnostics.report(.invalidBoxLayout(box: shortDescription, reason: "refused insets \(newValue)"))
        return
      }
      if insetsAreMargins {
        directionalLayoutMargins = DirectionalEdgeInsets(
          top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
      }
      guard newValue != insetsStorage else { return }
      insetsStorage = newValue
      setNeedsUpdateConstraints()
    }
  }

  /// Whether ``insets`` are the view's layout margins (off by default: margins are then ignored).
  public var insetsAreMargins = false

  /// The children and their layouts, in layout order.
  public var items: [BoxItem] = [] {
    didSet {
      if isSyncing { itemsChangedWhileSyncing = true } else { synchronizeItems(from: oldValue) }
    }
  }

  /// The views of the items, in the order the box adopted them (not item order).
  public private(set) var managedViews: [View] = []
  /// The guides of the items, in the order the box adopted them.
  public private(set) var managedGuides: [LayoutGuide] = []

  /// Write-only convenience: stores the non-nil entries in ``items``. Reading gives `[]`.
  public var optItems: [BoxItem?] {
    get { [] }
    set { items = newValue.compactMap { $0 } }
  }

  /// Views kept in front of the other subviews (the last one front-most), re-applied after every resync.
  public var frontViews: [View]? {
    didSet { applyFrontAndBackViews() }
  }

  /// Views kept behind the other subviews (the last one back-most), re-applied after every resync.
  public var backViews: [View]? {
    didSet { applyFrontAndBackViews() }
  }

  /// Whether hidden item views are left out of the chain (their neighbours then chain directly). Their
  /// absolute sizes stay. Hiding or showing a managed view schedules a rebuild.
  public var excludeHiddenViews = false {
    didSet { if excludeHiddenViews != oldValue { setNeedsUpdateConstraints() } }
  }

  /// Whether managed views take the box's ``View/semanticContentAttribute`` (now and when adopted, and
  /// whenever the box's changes). Nested boxes get the flag too. Turning it off reverts nothing.
  public var forceSubviewsSCA = false {
    didSet { if forceSubviewsSCA && !oldValue { for view in managedViews { forceDirection(on: view) } } }
  }

  /// Silences the warning printed when the free-standing ``View/addBoxItems(_:axis:spacing:insets:)``
  /// helpers are used on a box.
  public var allowNotManagedViews = false

  /// Whether ``updateItems()`` runs at the next constraint-update pass (true until the first pass).
  public private(set) var needsUpdateItems = true

  /// Set while items and subviews are being synchronised: item changes made meanwhile (from hooks) do
  /// not start another synchronisation.
  private var isSyncing = false
  /// Set when items changed while synchronising (a view's `willMove(toSuperview:)` hook, say): they are
  /// synchronised once the current synchronisation is done.
  private var itemsChangedWhileSyncing = false
  /// The objects of ``items`` (kept with them, so that a change is checked against the rest of the list
  /// without hashing all of it).
  private var itemIDs = Set<ObjectIdentifier>()
  /// The objects of ``managedViews`` and ``managedGuides``.
  private var managedIDs = Set<ObjectIdentifier>()

  // MARK: Creating

  /// A box with an axis, spacing and insets. It positions itself with constraints (its autoresizing mask
  /// is not translated). `BoxView()` comes here too.
  public init(axis: BoxLayout.Axis = .y, spacing: Double = 0, insets: EdgeInsets = .zero) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    self.axis = axis
    self.spacing = spacing
    self.insets = insets
    setNeedsUpdateConstraints()
    setup()
  }

  /// A box with a frame, sized by its autoresizing mask like any view made in code.
  public override init(frame: Rect) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
    setup()
  }

  /// A hook for subclasses that build their content at creation; the default does nothing.
  open func setup() {}

  /// Assigns the items and returns the box, for chaining.
  @discardableResult
  public func withItems(_ items: [BoxItem]) -> Self {
    self.items = items
    return self
  }

  /// One item per view, all with the same layout.
  public func setViews(_ views: [View], layout: BoxLayout = .zero) {
    items = views.map { $0.boxed(layout: layout) }
  }

  /// Appends an item.
  public func addItem(_ item: BoxItem) {
    items.append(item)
  }

  // MARK: Finding and changing items

  /// The first item holding `object` (by identity).
  public func itemForObject(_ object: any BoxAnchorable) -> BoxItem? {
    items.first { $0.object === object }
  }

  /// The index of the first item holding `object` (by identity).
  public func itemIndexForObject(_ object: any BoxAnchorable) -> Int? {
    items.firstIndex { $0.object === object }
  }

  /// Replaces the layout of the item holding `object`.
  public func setLayout(_ layout: BoxLayout, for object: any BoxAnchorable) {
    guard let index = itemIndexForObject(object) else { return }
    items[index].layout = layout
  }

  /// Replaces the item holding `object` by `update(item)`.
  public func updateItemForObject(_ object: any BoxAnchorable, update: (BoxItem) -> BoxItem) {
    guard let index = itemIndexForObject(object) else { return }
    items[index] = update(items[index])
  }

  // MARK: Inserting

  /// Inserts an item just after the item holding `object` (at the start when `object` is nil or not in the
  /// box — the latter is reported). An item for the same object already in the box is moved.
  ///
  /// A view goes into the drawing order at `z`, by default just above `object`'s view (behind every
  /// sibling when `object` is nil or a guide).
  public func insertItem(_ item: BoxItem, after object: (any BoxAnchorable)?, z: BoxLayout.ZPosition? = nil) {
    insert(item, relativeTo: object, after: true, z: z)
  }

  /// Inserts an item just before the item holding `object` (at the end when `object` is not in the box —
  /// reported). A view goes into the drawing order at `z`, by default just below `object`'s view (in
  /// front of every sibling when `object` is a guide).
  public func insertItem(_ item: BoxItem, before object: any BoxAnchorable, z: BoxLayout.ZPosition? = nil) {
    insert(item, relativeTo: object, after: false, z: z)
  }

  private func insert(
    _ item: BoxItem, relativeTo object: (any BoxAnchorable)?, after: Bool, z: BoxLayout.ZPosition?
  ) {
    if let view = item.view, !canManage(view) { return }
    isSyncing = true
    defer {
      isSyncing = false
      setNeedsUpdateConstraints()
      if itemsChangedWhileSyncing { synchronizeItems() }
    }
    items.removeAll { $0.object === item.object }
    let anchorIndex = object.flatMap { anchor in items.firstIndex { $0.object === anchor } }
    if let object, anchorIndex == nil {
      Diagnostics.warn(
        "\(shortDescription): inserting \(BoxConstraintBuilder.name(item)) \(after ? "after" : "before") "
          + "\(object.layoutName), which is not in the box; inserted at the \(after ? "start" : "end")")
    }
    let index = anchorIndex.map { after ? $0 + 1 : $0 } ?? (after ? 0 : items.count)
    items.insert(item, at: index)
    itemsChangedWhileSyncing = false
    itemIDs.insert(ObjectIdentifier(item.object))
    if let view = item.view {
      if managedIDs.insert(ObjectIdentifier(view)).inserted {
        prepare(view)
        managedViews.append(view)
      }
      let anchorView = object as? View
      insertSubview(view, z: z ?? (after ? .above(anchorView) : .below(anchorView)))
    } else if let guide = item.guide, managedIDs.insert(ObjectIdentifier(guide)).inserted {
      addLayoutGuide(guide)
      managedGuides.append(guide)
    }
  }

  // MARK: Synchronising items and subviews

  /// Whether a view may be an item of this box; reports and refuses the box itself and its ancestors.
  private func canManage(_ view: View) -> Bool {
    guard view === self || isDescendant(of: view) else { return true }
    let relation = view === self ? "the box itself" : "an ancestor of the box"
    Diagnostics.report(
      .invalidBoxLayout(
        box: shortDescription,
        reason: "item view \(view.shortDescription) is \(relation); the item was removed"))
    return false
  }

  /// Adopts new item views and guides, lets go of those no longer in any item, and schedules a rebuild.
  private func synchronizeItems() {
    isSyncing = true
    itemsChangedWhileSyncing = false
    defer {
      isSyncing = false
      setNeedsUpdateConstraints()
      if itemsChangedWhileSyncing { synchronizeItems() }
    }
    // Refuse items that cannot be: the box or an ancestor as an item, a second item for one object.
    // (One pass without copying the items; they are only rewritten when one is refused.)
    var seen = Set<ObjectIdentifier>(minimumCapacity: items.count)
    var refused: [Int] = []
    for index in items.indices {
      let object = items[index].object
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
      for index in refused.reversed() { items.remove(at: index) }
      itemsChangedWhileSyncing = false
    }

    // Views: let go of the unreferenced (detaching them only if they are still ours), adopt the new.
    var managedIDs = Set(managedViews.map(ObjectIdentifier.init))
    let leaving = managedViews.filter { !seen.contains(ObjectIdentifier($0)) }
    if !leaving.isEmpty {
      managedViews.removeAll { !seen.contains(ObjectIdentifier($0)) }
      for view in leaving {
        managedIDs.remove(ObjectIdentifier(view))
        if view.superview === self { view.removeFromSuperview() }
      }
    }
    for item in items {
      guard let view = item.view, !managedIDs.contains(ObjectIdentifier(view)) else { continue }
      prepare(view)
      addSubview(view)
      managedViews.append(view)
      managedIDs.insert(ObjectIdentifier(view))
    }

    // Guides: the same.
    let leavingGuides = managedGuides.filter { !seen.contains(ObjectIdentifier($0)) }
    if !leavingGuides.isEmpty {
      managedGuides.removeAll { !seen.contains(ObjectIdentifier($0)) }
      for guide in leavingGuides where guide.owningView === self { removeLayoutGuide(guide) }
    }
    let guideIDs = Set(managedGuides.map(ObjectIdentifier.init))
    for item in items {
      guard let guide = item.guide, !guideIDs.contains(ObjectIdentifier(guide)) else { continue }
      addLayoutGuide(guide)
      managedGuides.append(guide)
    }
    itemIDs = Set(items.map { ObjectIdentifier($0.object) })
    managedIDs = Set(managedViews.map(ObjectIdentifier.init)).union(managedGuides.map(ObjectIdentifier.init))
    applyFrontAndBackViews()
  }

  /// Synchronises after an assignment of ``items``, looking only at the part of the list that changed
  /// (between the longest common prefix and suffix of objects): appending, removing or replacing one item
  /// in a long list costs a few comparisons per item and no hashing of the rest.
  private func synchronizeItems(from old: [BoxItem]) {
    var start = 0
    let common = min(old.count, items.count)
    while start < common, old[start].object === items[start].object { start += 1 }
    var oldEnd = old.count
    var newEnd = items.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1].object === items[newEnd - 1].object {
      oldEnd -= 1
      newEnd -= 1
    }
    guard start < oldEnd || start < newEnd else {
      // The same objects: only layouts changed.
      setNeedsUpdateConstraints()
      return
    }
    isSyncing = true
    itemsChangedWhileSyncing = false
    defer {
      isSyncing = false
      setNeedsUpdateConstraints()
      if itemsChangedWhileSyncing { synchronizeItems() }
    }
    var removed = Set<ObjectIdentifier>()
    for index in start..<oldEnd { removed.insert(ObjectIdentifier(old[index].object)) }
    // Refuse what cannot be an item: the box or an ancestor, an object already in the list.
    var added = Set<ObjectIdentifier>()
    var refused: [Int] = []
    for index in start..<newEnd {
      let object = items[index].object
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
      for index in refused.reversed() { items.remove(at: index) }
      newEnd -= refused.count
      itemsChangedWhileSyncing = false
    }
    itemIDs.subtract(removed)
    itemIDs.formUnion(added)

    // Let go of the objects no longer in the list (a view is detached only if it is still ours).
    for id in removed where !added.contains(id) && managedIDs.remove(id) != nil {
      if let index = managedViews.lastIndex(where: { ObjectIdentifier($0) == id }) {
        let view = managedViews.remove(at: index)
        if view.superview === self { view.removeFromSuperview() }
      } else if let index = managedGuides.lastIndex(where: { ObjectIdentifier($0) == id }) {
        let guide = managedGuides.remove(at: index)
        if guide.owningView === self { removeLayoutGuide(guide) }
      }
    }
    // Adopt the new ones, in item order.
    for index in start..<newEnd {
      let object = items[index].object
      guard managedIDs.insert(ObjectIdentifier(object)).inserted else { continue }
      if let view = object as? View {
        prepare(view)
        addSubview(view)
        managedViews.append(view)
      } else if let guide = object as? LayoutGuide {
        addLayoutGuide(guide)
        managedGuides.append(guide)
      }
    }
    applyFrontAndBackViews()
  }

  /// Gets a view ready to be managed: constraint-driven, and in the box's direction when forced.
  private func prepare(_ view: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    if forceSubviewsSCA { forceDirection(on: view) }
  }

  private func forceDirection(on view: View) {
    if view.semanticContentAttribute != semanticContentAttribute {
      view.semanticContentAttribute = semanticContentAttribute
      view.setNeedsUpdateConstraints()
      view.setNeedsLayout()
    }
    if let box = view as? BoxView { box.forceSubviewsSCA = true }
  }

  private func applyFrontAndBackViews() {
    for view in frontViews ?? [] where view.superview === self { bringSubviewToFront(view) }
    for view in backViews ?? [] where view.superview === self { sendSubviewToBack(view) }
  }

  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    // A managed view leaving by any means takes its item with it. (The original also forwarded the
    // notification to the box's superview, open question E11; it had no effect and is not done here.)
    guard !isSyncing, managedIDs.remove(ObjectIdentifier(subview)) != nil,
      let index = managedViews.firstIndex(where: { $0 === subview })
    else { return }
    managedViews.remove(at: index)
    if let itemIndex = items.firstIndex(where: { $0.view === subview }) { items.remove(at: itemIndex) }
  }

  /// A subview's `isHidden` changed.
  func managedViewVisibilityDidChange(_ view: View) {
    guard excludeHiddenViews, managedIDs.contains(ObjectIdentifier(view)) else { return }
    setNeedsUpdateConstraints()
  }

  override func semanticContentAttributeDidChange() {
    setNeedsUpdateConstraints()
    if forceSubviewsSCA { for view in managedViews { forceDirection(on: view) } }
  }

  override func directionalLayoutMarginsDidChange() {
    guard insetsAreMargins else { return }
    let margins = directionalLayoutMargins
    let mapped = EdgeInsets(
      top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    guard mapped != insetsStorage else { return }
    insetsStorage = mapped
    setNeedsUpdateConstraints()
  }

  // MARK: The update passes

  /// Schedules ``updateItems()`` for the next constraint-update pass.
  public func setNeedsUpdateItems() {
    needsUpdateItems = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// A hook that runs once at the next constraint-update pass after ``setNeedsUpdateItems()`` (and at the
  /// first pass), before the constraints are generated: subclasses set ``items`` here.
  open func updateItems() {}

  /// Runs ``updateItems()`` if scheduled, then regenerates the box's constraints.
  open override func updateConstraints() {
    if needsUpdateItems {
      needsUpdateItems = false
      updateItems()
    }
    rebuildConstraints()
    super.updateConstraints()
  }

  /// What one item's constraints were made from: while it is unchanged they stay as they are.
  private struct SegmentKey: Equatable {
    var layout: BoxLayout
    var previous: ObjectIdentifier?
    var previousEnd: BoxLayout.Pin?
    var used: Bool
    var last: Bool
  }

  /// What every item's constraints depend on (spacing apart: a spacing change only moves link constants).
  private struct BoxKey: Equatable {
    var axis: BoxLayout.Axis
    var insets: EdgeInsets
    var direction: LayoutDirection
  }

  /// One item's constraints and what they were made from.
  @MainActor
  private final class Segment {
    var key: SegmentKey
    let reference: ItemReference
    var parts: BoxConstraintBuilder.ItemParts
    var stamp: Int

    init(key: SegmentKey, reference: ItemReference, parts: BoxConstraintBuilder.ItemParts, stamp: Int) {
      self.key = key
      self.reference = reference
      self.parts = parts
      self.stamp = stamp
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

    func deactivate() {
      LayoutConstraint.deactivate(parts.main)
      LayoutConstraint.deactivate(parts.end)
      LayoutConstraint.deactivate(parts.absolute)
      LayoutConstraint.deactivate(parts.relative)
    }
  }

  private var segments: [ObjectIdentifier: Segment] = [:]
  private var segmentsKey: BoxKey?
  private var segmentsSpacing = 0.0
  private var rebuildStamp = 0
  private var flexKey: [FlexEntry] = []
  private var flexConstraints: [LayoutConstraint] = []

  private struct FlexEntry: Equatable {
    var object: ObjectIdentifier
    var flex: Double
  }

  /// The constraints the box generated and keeps active, in BoxView's order.
  public var managedConstraints: [LayoutConstraint] {
    BoxConstraintBuilder.assemble(items.compactMap { segments[ObjectIdentifier($0.object)]?.parts })
      + flexConstraints
  }

  /// Regenerates the box's constraints (A3 of the BoxView rules).
  ///
  /// Conceptually every pass deactivates all managed constraints and activates a fresh set. In practice an
  /// item whose inputs did not change — its layout, the used item before it and that item's end pin,
  /// whether it is used and last, and the box's axis, insets and direction — keeps its constraints (a
  /// spacing change only moves the constants of the links), so a pass costs one comparison per item and
  /// only changed items reach the engine.
  private func rebuildConstraints() {
    guard !isSyncing else { return }
    let direction = effectiveUserInterfaceLayoutDirection
    let boxKey = BoxKey(axis: axis, insets: insetsStorage, direction: direction)
    if boxKey != segmentsKey {
      for segment in segments.values { segment.deactivate() }
      segments = [:]
      segmentsKey = boxKey
      segmentsSpacing = spacing
    } else if spacing != segmentsSpacing {
      let delta = spacing - segmentsSpacing
      for segment in segments.values { segment.parts.link?.constant += delta }
      segmentsSpacing = spacing
    }
    var builder = BoxConstraintBuilder(
      box: self, axis: axis, spacing: spacing, insets: insetsStorage, direction: direction)
    builder.excludesHiddenViews = excludeHiddenViews

    rebuildStamp &+= 1
    let stamp = rebuildStamp
    var built: [Segment] = []
    var activating: [LayoutConstraint] = []
    var flexItems: [BoxItem] = []
    var newFlexKey: [FlexEntry] = []
    var previousIndex: Int?
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
          newFlexKey.append(FlexEntry(object: id, flex: flex))
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
          continue
        }
        old.deactivate()
      }
      let item = items[index]
      let parts = builder.parts(for: item, after: before.map { items[$0] }, used: used, last: last)
      let key = SegmentKey(
        layout: item.layout, previous: previousID, previousEnd: previousEnd, used: used, last: last)
      let segment = Segment(key: key, reference: ItemReference.of(object), parts: parts, stamp: stamp)
      segments[id] = segment
      built.append(segment)
      activating += parts.all
    }
    if segments.count != items.count {
      for (id, old) in segments where old.stamp != stamp {
        old.deactivate()
        segments[id] = nil
      }
    }

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
    for segment in built where !segment.isIntact {
      segment.parts.main.removeAll { !$0.isActive }
      segment.parts.end.removeAll { !$0.isActive }
      segment.parts.absolute.removeAll { !$0.isActive }
      segment.parts.relative.removeAll { !$0.isActive }
      if let link = segment.parts.link, !link.isActive { segment.parts.link = nil }
    }
    flexConstraints.removeAll { !$0.isActive }
  }

  // MARK: Animation and debugging

  /// Lays out the box's superview so that the pending changes (items, axis, spacing, …) take effect.
  ///
  /// Until Boxwood's animation system lands this relayouts immediately; it will then animate the frame
  /// changes over `duration` seconds. Without a superview nothing happens. (The name keeps the original's
  /// plural.)
  public func animateChangesWithDurations(_ duration: Double) {
    guard let superview else { return }
    superview.layoutIfNeeded()
  }

  /// The description followed by ` [N items]`.
  public var debugDescription: String { "\(description) [\(items.count) items]" }
}
