// How FrameStackView takes over an existing layout (spec part B2, steps 4–5): the conversion of a
// constraint-driven stack to frames, and the capture of the current layout (`translatesCurrentLayout`).

extension FrameStackView {
  /// Turns a constraint-driven stack into a frame-driven one, keeping its current (solved) frame.
  ///
  /// Deactivates every active constraint that involves the stack, and every constraint among its
  /// descendants whose items meet nowhere lower than the stack (those UIKit installs on the stack, such as
  /// a subview's edges to a sibling). A subview's constraints within itself (its own width) stay. Then the
  /// current layout is captured if asked (``translatesCurrentLayout``), else every subview becomes
  /// frame-driven.
  ///
  /// Boxwood constraints have no owning view, so the stack's constraints to views outside its superview
  /// are deactivated too; the original only looks in its superview and would leave them fighting the frame.
  func convertFromConstraints() {
    if superview == nil {
      Diagnostics.report(
        .invalidFrameStack(
          stack: ViewReference(self),
          reason: "is constraint-driven but has no superview at its first layout pass; converted it to "
            + "frame layout anyway, keeping its frame (the original crashes here)"))
    }
    let dropped = constraintsPositioningStack()
    LayoutConstraint.deactivate(dropped)
    translatesAutoresizingMaskIntoConstraints = true
    if translatesCurrentLayoutStorage {
      captureCurrentLayout()
    } else {
      for view in subviews { view.translatesAutoresizingMaskIntoConstraints = true }
    }
    if !dropped.isEmpty {
      Diagnostics.warn(
        "\(shortDescription) lays out by frames: deactivated \(dropped.count) constraint(s) on it and "
          + "between its subviews: " + dropped.map(\.description).joined(separator: "; "))
    }
  }

  /// Records the subviews' current layout: the first main origin into the main-start inset, each gap
  /// into ``itemSpacing``, each cross origin (from the cross-start inset) into ``itemOffset``.
  ///
  /// Offsets are measured from the cross-start inset, unlike the original's raw origins, so that the
  /// `.origin` alignment puts every subview back where it was (spec E23).
  func captureCurrentLayout() {
    let crossStart = axisInsets.crossStart
    var gaps: [Double] = []
    var offsets: [Double] = []
    var previousEnd = 0.0
    for (index, view) in subviews.enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = true
      let origin = view.frame.origin
      let main = direction == .vertical ? origin.y : origin.x
      let cross = direction == .vertical ? origin.x : origin.y
      if index == 0 {
        setMainStartInset(main)
      } else {
        gaps.append(main - previousEnd)
      }
      previousEnd = main + extent(view.frame.size).main
      offsets.append(cross - crossStart)
    }
    itemSpacingStorage = gaps
    itemOffsetStorage = offsets
  }

  private func setMainStartInset(_ value: Double) {
    switch direction {
    case .vertical: insets.top = value
    case .horizontal: insets.left = value
    }
  }

  /// The active constraints that the conversion deactivates (see ``convertFromConstraints()``).
  private func constraintsPositioningStack() -> [LayoutConstraint] {
    var found = constraints
    var seen = Set(found.map(ObjectIdentifier.init))
    func visit(_ view: View) {
      for constraint in view.constraints
      where !seen.contains(ObjectIdentifier(constraint)) && lowestCommonView(of: constraint) === self {
        seen.insert(ObjectIdentifier(constraint))
        found.append(constraint)
      }
      for child in view.subviews { visit(child) }
    }
    for child in subviews { visit(child) }
    return found
  }

  /// The lowest view that holds all the constraint's items (the item's own view for a single item).
  private func lowestCommonView(of constraint: LayoutConstraint) -> View? {
    let views = constraint.owningViews
    guard var candidate = views.first else { return nil }
    for other in views.dropFirst() {
      while !other.isDescendant(of: candidate) {
        guard let parent = candidate.superview else { return nil }
        candidate = parent
      }
    }
    return candidate
  }
}
