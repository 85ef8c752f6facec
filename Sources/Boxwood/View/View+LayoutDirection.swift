extension View {
  /// Whether the view decides the direction of its `unspecified` descendants (`forceLeftToRight` or
  /// `forceRightToLeft`; `playback` and `spatial` decide only the view's own).
  var forcesLayoutDirection: Bool {
    semanticContentAttribute == .forceLeftToRight || semanticContentAttribute == .forceRightToLeft
  }

  /// ``effectiveUserInterfaceLayoutDirection`` with `application` standing for the application's.
  func effectiveDirection(application: LayoutDirection) -> LayoutDirection {
    switch semanticContentAttribute {
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified: break
    }
    return superview?.inheritedForcedDirection ?? application
  }

  /// The direction this view or its nearest ancestor forces on the views below (`forceLeftToRight` or
  /// `forceRightToLeft`), `nil` if none does.
  ///
  /// Cached for the current ``HierarchyEpoch``: every constraint asks for its items' direction, and a walk
  /// to the root each time cost the depth of the tree (a stack 50 levels deep walked 50 views per
  /// constraint). The walk stops at the first view that knows the answer, and every view it passed
  /// learns it too (none of them forces a direction, or the walk would have stopped there).
  var inheritedForcedDirection: LayoutDirection? {
    let epoch = HierarchyEpoch.current
    if directionCache.epoch == epoch { return directionCache.inherited }
    var decider: View? = self
    var result: LayoutDirection?
    while let view = decider {
      if view.directionCache.epoch == epoch {
        result = view.directionCache.inherited
        break
      }
      if view.forcesLayoutDirection {
        result = view.semanticContentAttribute == .forceLeftToRight ? .leftToRight : .rightToLeft
        view.directionCache = DirectionCache(epoch: epoch, inherited: result)
        break
      }
      decider = view.superview
    }
    var current: View? = self
    while let view = current, view !== decider {
      view.directionCache = DirectionCache(epoch: epoch, inherited: result)
      current = view.superview
    }
    return result
  }

  /// The direction the view's constraints, boxes and stacks were last brought up to date with: its
  /// effective direction with the application's direction its tree last saw (a tree in no window learns
  /// of a change at its next layout, see ``runConstraintPasses()``).
  var directionAsLaidOut: LayoutDirection {
    effectiveDirection(
      application: treeRoot.layoutEngine?.applicationDirection ?? LayoutDirection.application)
  }

  /// The direction of this view and of the views inheriting it through this one may have changed:
  /// their constraints are queued again (the engine rebuilds those whose direction changed, and leaves
  /// the others), their margins guides follow, boxes and stacks regenerate where their direction
  /// changed, and the window redraws.
  ///
  /// Subtrees under a view forcing its own direction are skipped: nothing above them decides theirs.
  func subtreeLayoutDirectionDidChange() {
    directionDidChange()
    setNeedsDisplay()
  }

  private func directionDidChange() {
    for constraint in involvedConstraints where constraint.isActive { LayoutEngine.enqueue(constraint) }
    layoutMarginsDidChange()
    effectiveLayoutDirectionDidChange()
    for child in subviews where !child.forcesLayoutDirection { child.directionDidChange() }
  }
}

/// A view's cached ``View/inheritedForcedDirection``, valid while its epoch is current.
struct DirectionCache {
  var epoch = 0
  var inherited: LayoutDirection?
}
