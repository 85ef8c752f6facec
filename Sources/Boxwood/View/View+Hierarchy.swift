extension View {
  /// Adds a view as the front-most subview.
  ///
  /// A view that already has a superview is moved (as in UIKit). Adding a view into its own subtree,
  /// or one that would make the tree deeper than ``maximumTreeDepth``, is refused: the error is
  /// reported through ``Diagnostics`` and the tree is left unchanged.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of ``subviews`` (clamped to the valid range); refused as
  /// ``addSubview(_:)`` explains.
  public func insertSubview(_ view: View, at index: Int) {
    guard canAdopt(view) else { return }
    if view.superview === self {
      // A move within the same parent is a reorder: no lifecycle callbacks, as in UIKit.
      let from = subviews.firstIndex { $0 === view }!
      subviews.remove(at: from)
      let target = min(max(0, index), subviews.count)
      subviewList.insert(view, at: target)
      setNeedsDisplay()
      return
    }
    let directionBefore = view.directionAsLaidOut
    let carriesConstraints = LayoutEngine.subtreeWillLeave(view)
    view.detachFromSuperview(movingTo: self)
    // Clamped after the removal hooks ran: they may have changed this view's subviews.
    let target = min(max(0, index), subviews.count)
    subviewList.insert(view, at: target)
    view.superview = self
    HierarchyEpoch.advance()
    raiseHeightBounds(above: view)
    // A new superview: autoresizing starts from the frame the view has now.
    view.autoresizingBase = nil
    view.noteAutoresizing()
    view.attachToWindow(window)
    LayoutEngine.subtreeDidJoin(view, carriesConstraints: carriesConstraints)
    if view.directionAsLaidOut != directionBefore { view.subtreeLayoutDirectionDidChange() }
    if view.needsLayoutFlag || view.subtreeNeedsLayoutFlag { markSubtreeNeedsLayout(listing: view) }
    // A subtree that asked for a constraint update before joining keeps its request: the update pass
    // must reach it from its new root.
    if view.needsUpdateConstraintsFlag || view.subtreeNeedsUpdateConstraints {
      listForUpdate(view)
      markSubtreeNeedsUpdateConstraints()
    }
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Inserts a view just above `sibling` in the drawing order (appends if `sibling` is not a subview).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    // A view is already just above itself; without this guard it would move one place forward.
    if view === sibling, view.superview === self { return }
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    let adjusted = view.superview === self && subviews.firstIndex { $0 === view }! < index ? index : index + 1
    insertSubview(view, at: adjusted)
  }

  /// Inserts a view just below `sibling` in the drawing order (at the back if `sibling` is not a subview).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    if view === sibling, view.superview === self { return }
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      insertSubview(view, at: 0)
      return
    }
    let adjusted = view.superview === self && subviews.firstIndex { $0 === view }! < index ? index - 1 : index
    insertSubview(view, at: adjusted)
  }

  /// Removes the view from its superview and its window; the superview's reference is dropped.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let directionBefore = directionAsLaidOut
    let carriesConstraints = LayoutEngine.subtreeWillLeave(self)
    detachFromSuperview(movingTo: nil)
    // Constraints inside the subtree stay solvable: it becomes a root with an engine of its own.
    if carriesConstraints { _ = engineCreatingIfNeeded() }
    if directionAsLaidOut != directionBefore { subtreeLayoutDirectionDidChange() }
    attachToWindow(nil)
    didMoveToSuperview()
  }

  /// Moves a subview to the front of the drawing order.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back of the drawing order.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Whether this view is `view` or lies inside its subtree.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (this view included, depth first) whose ``tag`` equals `tag`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for child in subviews {
      if let found = child.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Whether `view` may become a subview; reports and refuses cycles and trees that would be too deep.
  func canAdopt(_ view: View) -> Bool {
    switch adoptionRefusal(of: view) {
    case nil: return true
    case .cycle:
      Diagnostics.report(.viewHierarchyCycle(view: ViewReference(view), into: ViewReference(self)))
    case .tooDeep(let depth): reportTooDeep(view, depth: depth)
    }
    return false
  }

  /// Takes the view out of its current superview, running the removal hooks.
  func detachFromSuperview(movingTo newSuperview: View?) {
    // Focus moves on while the view still has its place (its frame in the window decides where).
    if let window, window.firstResponderReference != nil, newSuperview?.window !== window {
      focusWillBecomeUnavailable()
    }
    willMove(toSuperview: newSuperview)
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    parent.subviewList.remove(self)
    parent.unlistPending(self)
    superview = nil
    HierarchyEpoch.advance()
    parent.setNeedsLayout()
    parent.setNeedsDisplay()
  }

  /// Sets the window of the whole subtree, running the window hooks where it changes.
  func attachToWindow(_ newWindow: Window?) {
    guard window !== newWindow else { return }
    if let old = window, old.firstResponderReference?.view === self { focusWillBecomeUnavailable() }
    willMove(toWindow: newWindow)
    // Animations run on a window's clock: a view leaving its window stops animating (completions: false).
    if let animations, animations.count > 0 { animations.cancelAll() }
    if isListedAsAnimating, let window {
      isListedAsAnimating = false
      window.animatingViews.removeAll { $0 === self }
      // The last animating view left: nothing moves any more (``Window/hasRunningAnimations`` is false
      // now, not after the next frame, and a host need not wake for it).
      if window.animatingViews.isEmpty { window.animationWakeTime = nil }
    }
    window = newWindow
    for child in subviews { child.attachToWindow(newWindow) }
    didMoveToWindow()
    if newWindow != nil {
      setNeedsLayout()
      setNeedsDisplay()
    }
  }
}

extension View {
  /// The name of the view's type and, when set, its ``debugName``: `Label("title")`.
  public var shortDescription: String {
    let type = String(describing: Swift.type(of: self))
    return debugName.map { "\(type)(\"\($0)\")" } ?? type
  }

  /// A multi-line description of the view and its subtree, indented by depth.
  public func treeDescription() -> String {
    var lines: [String] = []
    func walk(_ view: View, _ depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + view.description)
      for child in view.subviews { walk(child, depth + 1) }
    }
    walk(self, 0)
    return lines.joined(separator: "\n")
  }
}
