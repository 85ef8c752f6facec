extension View {
  /// The colour of keyboard-focus rings.
  static let focusRingColor = Color(red: 0, green: 0.48, blue: 1, alpha: 0.55)

  /// Emits this view and its subtree into `context`: background, content, subviews (clipped when
  /// ``clipsToBounds``), border on top; the whole as one group when ``alpha`` is below 1.
  func render(into context: GraphicsContext) {
    guard !isHidden, alpha > 0 else { return }
    let shift = Point(
      x: storedFrame.origin.x - storedBoundsOrigin.x, y: storedFrame.origin.y - storedBoundsOrigin.y)
    context.translate(by: shift)
    defer { context.translate(by: Point(x: -shift.x, y: -shift.y)) }
    if alpha < 1 {
      context.withOpacity(alpha) { renderContents(into: context) }
    } else {
      renderContents(into: context)
    }
  }

  private func renderContents(into context: GraphicsContext) {
    let rect = bounds
    if let backgroundColor {
      context.fill(rect, color: backgroundColor, cornerRadius: cornerRadius)
    }
    if clipsToBounds {
      context.withClip(rect) { renderBody(into: context) }
    } else {
      renderBody(into: context)
    }
    if borderWidth > 0 {
      context.stroke(rect, color: borderColor, lineWidth: borderWidth, cornerRadius: cornerRadius)
    }
    if let focused = context.focusedView, focused == ObjectIdentifier(self), showsFocusRing {
      // Outside the shape, so that it never covers the content.
      let shape = focusRingShape
      context.stroke(
        shape.rect.insetBy(dx: -3, dy: -3), color: window?.theme.focusRing ?? View.focusRingColor,
        lineWidth: 2, cornerRadius: shape.cornerRadius > 0 ? shape.cornerRadius + 3 : 0)
    }
  }

  private func renderBody(into context: GraphicsContext) {
    draw(in: context)
    for child in subviews { child.render(into: context) }
  }
}
