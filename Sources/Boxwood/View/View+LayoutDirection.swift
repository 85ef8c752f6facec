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
    var ancestor = superview
    while let current = ancestor {
      switch current.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      default: ancestor = current.superview
      }
    }
    return application
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
