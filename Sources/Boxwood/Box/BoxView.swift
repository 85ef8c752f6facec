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
/// Items and subviews stay in sync: assigning ``items`` adds new item views as subviews at once and
/// removes views whose items are gone; removing a managed view from the box by any means
/// (``View/removeFromSuperview()``, adding it elsewhere, putting it in another box's items) removes its
/// item. Subviews added with plain ``View/addSubview(_:)`` are not managed: they get no constraints and
/// are never removed by the box.
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

  /// The distance between consecutive items (never at the box's edges). Non-finite values, and values
  /// beyond ``LayoutConstraint/maximumConstantMagnitude``, are refused and reported.
  public var spacing: Double = 0 {
    didSet {
      guard spacing.isFinite, !LayoutLimit.exceeded(spacing) else {
        let why = spacing.isFinite ? ": \(LayoutLimit.reason)" : ""
        Diagnostics.report(
          .invalidBoxLayout(box: shortDescription, reason: "refused spacing \(spacing)\(why)"))
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsUpdateConstraints() }
    }
  }

  var insetsStorage = EdgeInsets.zero

  /// The distances of the content from the box's edges (only at the edges, never between items).
  ///
  /// With ``insetsAreMargins`` on, assigning writes the layout margins (left → leading, right → trailing)
  /// and every change of the margins comes back here. Non-finite insets, and insets beyond
  /// ``LayoutConstraint/maximumConstantMagnitude``, are refused and reported.
  public var insets: EdgeInsets {
    get { insetsStorage }
    set {
      guard newValue.top.isFinite, newValue.left.isFinite, newValue.bottom.isFinite, newValue.right.isFinite
      else {
        Diagnostics.report(.invalidBoxLayout(box: shortDescription, reason: "refused insets \(newValue)"))
        return
      }
      guard !LayoutLimit.exceeded(newValue) else {
        Diagnostics.report(
          .invalidBoxLayout(
            box: shortDescription, reason: "refused insets \(newValue): \(LayoutLimit.reason)"))
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
  public var items: [BoxItem] {
    get {
      if !departedItems.isEmpty { dropDepartedItems() }
      return storedItems
    }
    set {
      let old = items
      storedItems = newValue
      itemPositions = nil
      if isSyncing { itemsChangedWhileSyncing = true } else { synchronizeItems(from: old) }
    }
  }
  /// The items, with those whose object left the box by other means (``View/removeFromSuperview()``, …)
  /// still in place until ``items`` is next read (see BoxView+Departures.swift).
  @exclusivity(unchecked) var storedItems: [BoxItem] = []
  /// The indices in ``storedItems`` of items whose object left the box.
  @exclusivity(unchecked) var departedItems: [Int] = []
  /// Each item object's index in ``storedItems``, made when an object first leaves by other means and
  /// kept while only departures change the list.
  @exclusivity(unchecked) var itemPositions: [ObjectIdentifier: Int]?

  /// ``managedViews`` as stored (see ViewList.swift).
  @exclusivity(unchecked) var managedList = ViewList(.managedViews)
  /// The guides of the items, in the order the box adopted them.
  public internal(set) var managedGuides: [LayoutGuide] = []

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

  /// Silences the warning printed when the free-standing ``LayoutItem/addBoxItems(_:axis:spacing:insets:)``
  /// helpers are used on a box.
  public var allowNotManagedViews = false

  /// Whether ``updateItems()`` runs at the next constraint-update pass (true until the first pass).
  public private(set) var needsUpdateItems = true

  /// Set while items and subviews are being synchronised: item changes made meanwhile (from hooks) do
  /// not start another synchronisation.
  var isSyncing = false
  /// Set when items changed while synchronising (a view's `willMove(toSuperview:)` hook, say): they are
  /// synchronised once the current synchronisation is done.
  var itemsChangedWhileSyncing = false
  /// The objects of ``items`` (kept with them, so that a change is checked against the rest of the list
  /// without hashing all of it).
  var itemIDs = Set<ObjectIdentifier>()
  /// The objects of ``managedViews`` and ``managedGuides``.
  var managedIDs = Set<ObjectIdentifier>()

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
    beginSync()
    defer { endSync() }
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
        managedList.append(view)
      }
      let anchorView = object as? View
      insertSubview(view, z: z ?? (after ? .above(anchorView) : .below(anchorView)))
    } else if let guide = item.guide, managedIDs.insert(ObjectIdentifier(guide)).inserted {
      addLayoutGuide(guide)
      managedGuides.append(guide)
    }
  }

  /// Removes the item of a managed view that leaves the box by any means (``View/removeFromSuperview()``,
  /// being added to another view) and stops managing it; subviews added with plain ``View/addSubview(_:)``
  /// are not affected. Overrides must call `super`.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    // A managed view leaving by any means takes its item with it. (The original also forwarded the
    // notification to the box's superview, open question E11; it had no effect and is not done here.)
    guard !isSyncing, managedIDs.remove(ObjectIdentifier(subview)) != nil else { return }
    managedList.remove(subview)
    releaseConstraints(of: subview)
    removeStoredItem(of: subview)
  }

  /// A managed guide that leaves the box by any means (``View/removeLayoutGuide(_:)``, being added to
  /// another view or another box's items) takes its item with it, as a managed view does.
  override func willRemoveLayoutGuide(_ guide: LayoutGuide) {
    super.willRemoveLayoutGuide(guide)
    guard !isSyncing, managedIDs.remove(ObjectIdentifier(guide)) != nil,
      let index = managedGuides.firstIndex(ofIdentical: guide)
    else { return }
    managedGuides.remove(at: index)
    releaseConstraints(of: guide)
    removeStoredItem(of: guide)
  }

  /// A subview's `isHidden` changed.
  func managedViewVisibilityDidChange(_ view: View) {
    guard excludeHiddenViews, managedIDs.contains(ObjectIdentifier(view)) else { return }
    setNeedsUpdateConstraints()
  }

  override func semanticContentAttributeDidChange() {
    if forceSubviewsSCA { for view in managedViews { forceDirection(on: view) } }
  }

  /// The box's direction may have changed (its own attribute, an ancestor's, the application's, a move):
  /// the x rules are generated again at the next pass if it did.
  override func effectiveLayoutDirectionDidChange() {
    setNeedsUpdateConstraints()
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

  // MARK: Constraint segments (see BoxView+Constraints.swift)

  var segments: [ObjectIdentifier: BoxSegment] = [:]
  var segmentsKey: BoxSegmentContext?
  var segmentsSpacing = 0.0
  var rebuildStamp = 0
  var flexKey: [BoxFlexEntry] = []
  var flexConstraints: [LayoutConstraint] = []

  // MARK: Animation and debugging

  /// Lays out the superview inside an animation of `duration` seconds (ease-in-out), so every frame
  /// change the pending item, axis, spacing or inset changes cause glides to its new place (seed A4.8).
  /// Without a superview nothing happens. (The name keeps the original's plural.)
  ///
  /// Call it on an outer box to animate a bigger tree. Views added since the last layout move from the
  /// frame they had (set one first, as the seed's error label does, or they grow from the origin).
  public func animateChangesWithDurations(_ duration: Double) {
    animateChanges(duration: duration)
  }

  /// ``animateChangesWithDurations(_:)`` with a completion and options: lays out the superview inside
  /// an animation; `completion` runs after the last frame (with `false` when interrupted).
  public func animateChanges(
    duration: Double = 0.3, options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let superview else { return }
    View.animate(
      withDuration: duration, options: options, animations: { superview.layoutIfNeeded() },
      completion: completion)
  }

  /// The description followed by ` [N items]`.
  public var debugDescription: String { "\(description) [\(items.count) items]" }
}
