extension View {
  /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize` (UIKit's
  /// `resizeSubviews(withOldSize:)`): each subview that translates its mask takes its share of the change
  /// at once, whether or not Auto Layout is involved.
  ///
  /// With `engine` (the layout engine writing this view's solved frame), subviews that take part in its
  /// constraints are left to it: they are solved in the same pass, from their autoresizing constraints.
  func autoresizeSubviews(from oldSize: Size, solvedBy engine: LayoutEngine? = nil) {
    guard autoresizesSubviews, mayHaveAutoresizingSubviews else { return }
    let newSize = storedFrame.size
    guard newSize != oldSize else { return }
    for child in subviews where child.translatesAutoresizingMaskIntoConstraints {
      guard !child.autoresizingMask.isEmpty else { continue }
      if let engine, child.mayHaveLayoutNode, let node = engine.existingNode(for: child),
        node.participation > 0
      {
        continue
      }
      child.autoresize(from: oldSize, to: newSize)
    }
  }

  /// Tells the superview, if the view autoresizes, that it has a subview to autoresize.
  func noteAutoresizing() {
    if translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty {
      superview?.mayHaveAutoresizingSubviews = true
    }
  }

  /// Moves and resizes the view by its mask for its superview's change from `oldSize` to `newSize`.
  private func autoresize(from oldSize: Size, to newSize: Size) {
    let base = autoresizingBase ?? AutoresizingBase(frame: storedFrame, superviewSize: oldSize)
    let proposed = base.frame(for: autoresizingMask, in: newSize)
    guard setFrame(proposed, property: "frame (autoresizing)", byApp: false) else { return }
    // Squeezed below zero (and clamped): the next resize starts from the frame it had before.
    autoresizingBase = proposed.size.width < 0 || proposed.size.height < 0 ? base : nil
  }
}

/// Where an autoresizing view's frame is computed from: a frame and the superview size it was set in.
///
/// Usually the view's current frame and its superview's size before a resize. A view that a shrinking
/// superview squeezed below zero keeps the frame it had before (its size was clamped to zero), so that
/// growing the superview back gives the frame UIKit's arithmetic gives, not one grown from zero.
struct AutoresizingBase: Equatable {
  var frame: Rect
  var superviewSize: Size

  /// The frame for the superview's new size (possibly with a negative size; the caller clamps it).
  func frame(for mask: AutoresizingMask, in newSize: Size) -> Rect {
    let (horizontal, vertical) = AutoresizingRule.rules(for: frame, in: superviewSize, mask: mask)
    // Written as `start + share × change` rather than through the factors, so that a change of zero
    // leaves the frame exactly as it was.
    let dx = newSize.width - superviewSize.width
    let dy = newSize.height - superviewSize.height
    return Rect(
      x: frame.origin.x + horizontal.positionFactor * dx, y: frame.origin.y + vertical.positionFactor * dy,
      width: frame.size.width + horizontal.lengthFactor * dx,
      height: frame.size.height + vertical.lengthFactor * dy)
  }
}
