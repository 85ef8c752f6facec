import Cassowary

extension View: LayoutItem {
  /// The view itself: constraints between views are installed in their nearest common ancestor.
  public var layoutOwningView: View? { self }
  /// The view's ``View/shortDescription`` (its type and ``View/debugName``), as used in constraint
  /// descriptions and unsatisfiable-constraint reports.
  public var layoutName: String { shortDescription }

  // MARK: Anchors

  /// The first line's baseline (the bottom edge for views without text).
  public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
  /// The last line's baseline (the bottom edge for views without text).
  public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }

  // MARK: Constraints and guides

  /// The active constraints that involve this view (or its guides), in activation order.
  public var constraints: [LayoutConstraint] { involvedConstraints.filter(\.isActive) }

  /// The active constraints that involve this view on one axis — what to read when a frame surprises you.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    constraints.filter { constraint in
      let attribute =
        constraint.firstItem?.layoutOwningView === self
        ? constraint.firstAttribute : constraint.secondAttribute
      return attribute.isHorizontal == (axis == .horizontal)
    }
  }

  /// Adds a layout guide to the view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    // Owned exactly while in `layoutGuides` (see ``removeLayoutGuide(_:)``): no search of the list.
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Removes a layout guide, deactivating the constraints that use it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    willRemoveLayoutGuide(guide)
    for constraint in involvedConstraints
    where constraint.firstItem === guide || constraint.secondItem === guide {
      constraint.isActive = false
    }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// A guide inset from the view's edges by ``directionalLayoutMargins``.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuideStorage { return guide }
    let guide = LayoutGuide()
    guide.identifier = "layoutMarginsGuide"
    guide.isMarginsGuide = true
    marginsGuideStorage = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The margins resolved for the view's reading direction.
  public var layoutMargins: EdgeInsets {
    directionalLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection)
  }

  /// The view's reading direction, as UIKit's trait `layoutDirection` gives it: the view's own
  /// ``semanticContentAttribute`` when it is not `unspecified` (`playback` and `spatial` are left to
  /// right), else the direction of the nearest ancestor forcing one (`forceLeftToRight` or
  /// `forceRightToLeft`), else ``LayoutDirection/application``.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    effectiveDirection(application: LayoutDirection.application)
  }

  // MARK: Hugging and compression resistance

  /// How strongly the view resists growing beyond its intrinsic size on an axis (250 by default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    layoutSupportDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    layoutSupportDidChange()
  }

  // MARK: The update-constraints pass

  /// Whether ``updateConstraints()`` will run at the next pass.
  public var needsUpdateConstraints: Bool { needsUpdateConstraintsFlag }

  /// Schedules ``updateConstraints()`` before the next solve.
  public func setNeedsUpdateConstraints() {
    updateConstraintsRequested()
    needsUpdateConstraintsFlag = true
    markSubtreeNeedsUpdateConstraints()
  }

  /// Marks this view and its ancestors as leading to a view that needs a constraint update.
  func markSubtreeNeedsUpdateConstraints() {
    var view = self
    while !view.subtreeNeedsUpdateConstraints {
      view.subtreeNeedsUpdateConstraints = true
      guard let parent = view.superview else { break }
      // The pass descends only into listed children (see ``PendingSubviews``).
      parent.listForUpdate(view)
      view = parent
    }
    window?.setNeedsLayout()
  }

  /// Runs ``updateConstraints()`` now where scheduled in this subtree, children before parents.
  public func updateConstraintsIfNeeded() {
    PendingSubviews.visits &+= 1
    guard subtreeNeedsUpdateConstraints || needsUpdateConstraintsFlag else { return }
    subtreeNeedsUpdateConstraints = false
    for child in takeUpdateChildren() { child.updateConstraintsIfNeeded() }
    if needsUpdateConstraintsFlag {
      needsUpdateConstraintsFlag = false
      updateConstraints()
    }
  }

  // MARK: Fitting size and debugging

  /// The smallest size a fitting calculation can ask for.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// The largest size a fitting calculation can ask for.
  public static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

  /// The size closest to `target` that the view's constraints allow (UIKit's two-priority form): each
  /// axis is pulled towards the target at its priority, `.fittingSizeLevel` (50) by default.
  public func systemLayoutSizeFitting(
    _ target: Size, withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
    verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
  ) -> Size {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(root: self, scratch: true)
    engine.fitting = (target, horizontal, vertical)
    engine.enqueueSubtree(of: self)
    engine.update()
    let node = engine.node(for: self)
    return Size(width: LayoutNode.settled(node.width.value), height: LayoutNode.settled(node.height.value))
  }

  /// Whether the constraints leave the view's frame undetermined (more than one solution).
  public var hasAmbiguousLayout: Bool {
    let root = treeRoot
    root.updateConstraintsIfNeeded()
    let engine = LayoutEngine(root: root, scratch: true)
    engine.enqueueSubtree(of: root)
    engine.update()
    return engine.isAmbiguous(self)
  }

  // MARK: Engine plumbing

  func engineCreatingIfNeeded() -> LayoutEngine {
    if let layoutEngine { return layoutEngine }
    let engine = LayoutEngine(root: self)
    layoutEngine = engine
    engine.enqueueSubtree(of: self)
    return engine
  }

  /// Runs the constraint passes of this view's tree: update constraints, then solve and write frames.
  func runConstraintPasses() {
    let root = treeRoot
    // The application's direction changed since the tree was last brought up to date (a tree in no
    // window is not told at once): what depends on it is rebuilt first.
    if let engine = root.layoutEngine, engine.applicationDirection != LayoutDirection.application {
      engine.applicationDirection = LayoutDirection.application
      root.subtreeLayoutDirectionDidChange()
    }
    root.updateConstraintsIfNeeded()
    if let engine = root.layoutEngine, engine.hasWork { engine.update() }
  }

  /// Sets a frame computed by the layout engine (not a frame the app chose).
  /// Returns whether the size changed. The engine asks for one redraw per pass instead of one per view.
  @discardableResult
  func applyLayoutFrame(_ frame: Rect) -> Bool {
    guard frame.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: "solved frame", value: "\(frame)"))
      return false
    }
    let clamped = View.clampSize(frame)
    guard clamped != storedFrame else { return false }
    let resized = clamped.size != storedFrame.size
    let old = storedFrame
    storedFrame = clamped
    if animationHookNeeded { propertyDidChange(.frame, from: AnimationVector(rect: old)) }
    if resized { setNeedsLayout() }
    return resized
  }

  /// The app set the frame: a translated frame becomes new constraints; a constraint-driven view gets
  /// its solved frame back at the next pass, as in UIKit.
  func frameWasSetByApp() {
    guard mayHaveLayoutNode else { return }
    // The root's size reaches the engine as constants updated in place (see `syncRootSize`).
    let root = treeRoot
    guard root !== self, let engine = root.layoutEngine, let node = engine.existingNode(for: self),
      node.participation > 0
    else { return }
    if translatesAutoresizingMaskIntoConstraints {
      engine.markSupportDirty(node)
    } else {
      engine.queueFrameWrite(node)
    }
  }

  func layoutSupportDidChange() {
    guard mayHaveLayoutNode, let engine = treeRoot.layoutEngine, let node = engine.existingNode(for: self)
    else { return }
    engine.markSupportDirty(node)
  }

  /// The view lending this one its baseline changed: constraints on this view's baselines — and on those
  /// of ancestors that may lend theirs through it — are rebuilt at the next pass.
  func baselineLenderDidChange() {
    var view: View? = self
    var depth = 0
    while let current = view, depth < 64 {
      // Only a view with baseline constraints has any to rebuild: scanning every ancestor's whole list
      // was 0.8 % of a first layout of a list of cards (a stack per card, each scanning its ancestors').
      if current.baselineConstraintCount > 0 { current.requeueBaselineConstraints() }
      view = current.superview
      depth += 1
    }
  }

  /// Queues the active constraints on this view's baselines.
  private func requeueBaselineConstraints() {
    for constraint in involvedConstraints where constraint.isActive {
      if (constraint.firstAttribute.isBaseline && constraint.firstItem === self)
        || (constraint.secondAttribute.isBaseline && constraint.secondItem === self)
      {
        LayoutEngine.enqueue(constraint)
      }
    }
  }

  /// Whether margins can be taken; reports them by name when not (non-finite, or beyond the limit).
  func marginsAreUsable(_ margins: DirectionalEdgeInsets) -> Bool {
    let values = [margins.top, margins.leading, margins.bottom, margins.trailing]
    let value = "\(margins)"
    if !values.allSatisfy(\.isFinite) {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: "directionalLayoutMargins", value: value))
      return false
    }
    if values.contains(where: { LayoutLimit.exceeded($0) }) {
      Diagnostics.report(
        .geometryOutOfRange(view: ViewReference(self), property: "directionalLayoutMargins", value: value))
      return false
    }
    return true
  }

  func layoutMarginsDidChange() {
    guard let guide = marginsGuideStorage, let engine = treeRoot.layoutEngine,
      let node = engine.existingNode(for: guide)
    else { return }
    engine.markSupportDirty(node)
  }
}

extension LayoutEngine {
  /// Queues every active constraint of a subtree (a new engine, or a subtree joining this tree).
  func enqueueSubtree(of view: View) {
    for constraint in view.involvedConstraints where constraint.active { markPending(constraint) }
    for child in view.subviews { enqueueSubtree(of: child) }
  }

  /// Whether a tiny pull moves any of the view's variables: nothing pins them.
  func isAmbiguous(_ view: View) -> Bool {
    guard let node = existingNode(for: view) else { return false }
    // A variable is free if a push too weak to outweigh any constraint moves it, one way or the other
    // (a view compressed to a bound may be free to grow but not to shrink, or the reverse).
    for variable in node.variables {
      let before = variable.value
      for push in [97.0, -97.0] {
        do {
          try solver.addEditVariable(variable, strength: Strength(weight: 1e-7))
          try solver.suggestValue(variable, before + push)
          solver.updateVariables()
          let moved = abs(variable.value - before) > 0.5
          try solver.removeEditVariable(variable)
          solver.updateVariables()
          if moved { return true }
        } catch {
          continue
        }
      }
    }
    return false
  }

  /// A subtree is leaving this tree: constraints that reach outside it are deactivated (as UIKit does);
  /// the others leave with it. Returns whether the subtree carries active constraints of its own.
  ///
  /// Any tree holding an active constraint has an engine at its root (activation creates it, joins and
  /// detaches pass it on), so a tree without one is skipped without walking it.
  @discardableResult
  static func subtreeWillLeave(_ view: View) -> Bool {
    guard view.superview != nil, view.treeRoot.layoutEngine != nil else { return false }
    var crossing: [LayoutConstraint] = []
    var carries = false
    // Read item by item: the owning views' array, and a closure that checks its actor at each call, were
    // a fifth of removing the views of a box one by one.
    func isOutside(_ owner: View?) -> Bool {
      guard let owner else { return false }
      return !owner.isDescendant(of: view)
    }
    func visit(_ current: View) {
      for constraint in current.involvedConstraints where constraint.active {
        if isOutside(constraint.firstOwningView) || isOutside(constraint.secondOwningView) {
          crossing.append(constraint)
        } else {
          carries = true
          constraint.engine?.markPending(constraint)
        }
      }
      for child in current.subviews { visit(child) }
    }
    visit(view)
    LayoutConstraint.deactivate(crossing)
    return carries
  }

  /// A subtree joined a tree: its own engine (if it was a root) is dropped and its constraints move to
  /// the engine of its new tree, which is created if the tree had none.
  static func subtreeDidJoin(_ view: View, carriesConstraints: Bool) {
    let hadEngine = view.layoutEngine != nil
    view.layoutEngine?.abandonQueue()
    view.layoutEngine = nil
    let root = view.treeRoot
    if let engine = root.layoutEngine {
      engine.enqueueSubtree(of: view)
      // Only a participating node has a count to move; a tree moved about with no layout pass in between
      // must not pile up entries.
      if let node = engine.existingNode(for: view), node.participation > 0, !node.awaitsReparent {
        node.awaitsReparent = true
        engine.reparented.append(view)
      }
      // A view that moved within this tree may keep its node (its constraints, rebuilt on their new
      // participants, keep it taking part): its autoresizing constraints still name the old superview.
      view.layoutSupportDidChange()
    } else if hadEngine || carriesConstraints {
      // A new engine picks up the whole tree, this subtree included.
      _ = root.engineCreatingIfNeeded()
    }
  }
}
