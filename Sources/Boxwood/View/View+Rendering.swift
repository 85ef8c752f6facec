extension View {
  /// The colour of keyboard-focus rings.
  static let focusRingColor = Color(red: 0, green: 0.48, blue: 1, alpha: 0.55)

  /// Emits this view and its subtree into `context`: background, content, subviews (clipped when
  /// ``clipsToBounds``), border on top; the whole as one group when ``alpha`` is below 1, drawn through
  /// its ``transform``. A view that animates is drawn with its ``presentation`` values.
  func render(into context: GraphicsContext) {
    if isHidden {
      guard drawsWhileCollapsing, let animations, animations.animates(.frame) else { return }
    }
    if let animations, animations.count > 0 {
      render(into: context, look: presentation(of: animations, at: context.time))
    } else {
      render(into: context, look: nil)
    }
  }

  private func render(into context: GraphicsContext, look: PresentationValues?) {
    let alpha = look?.alpha ?? self.alpha
    guard alpha > 0 else { return }
    let frame = look?.frame ?? storedFrame
    let transform = look?.transform ?? self.transform
    let origin = look?.boundsOrigin ?? storedBoundsOrigin
    var shift = Point(x: frame.origin.x - origin.x, y: frame.origin.y - origin.y)
    if transform.isTranslationOnly {
      // A move alone needs no layer: it is drawn in place, crisp.
      shift.x += transform.translation.x
      shift.y += transform.translation.y
    }
    context.translate(by: shift)
    defer { context.translate(by: Point(x: -shift.x, y: -shift.y)) }
    if !transform.isTranslationOnly {
      let center = Point(
        x: context.offset.x + origin.x + frame.size.width / 2,
        y: context.offset.y + origin.y + frame.size.height / 2)
      context.withTransform(transform.affine.about(center)) {
        renderGroup(into: context, alpha: alpha, bounds: Rect(origin: origin, size: frame.size), look: look)
      }
    } else {
      renderGroup(into: context, alpha: alpha, bounds: Rect(origin: origin, size: frame.size), look: look)
    }
  }

  private func renderGroup(
    into context: GraphicsContext, alpha: Double, bounds rect: Rect, look: PresentationValues?
  ) {
    if alpha < 1 {
      context.withOpacity(alpha) { renderContents(into: context, bounds: rect, look: look) }
    } else {
      renderContents(into: context, bounds: rect, look: look)
    }
  }

  /// Draws the view in `rect`, the bounds being shown (the model's unless they animate).
  private func renderContents(into context: GraphicsContext, bounds rect: Rect, look: PresentationValues?) {
    let cornerRadius = look?.cornerRadius ?? self.cornerRadius
    if let backgroundColor = look != nil ? look!.backgroundColor : self.backgroundColor {
      context.fill(rect, color: backgroundColor, cornerRadius: cornerRadius)
    }
    // While the bounds animate, the view's own content is drawn in the bounds being shown (a label's text
    // stays centred in its moving frame), as UIKit redraws into animated bounds. Layout is untouched.
    let model = Rect(origin: storedBoundsOrigin, size: storedFrame.size)
    let swapped = look != nil && rect != model
    if swapped {
      storedBoundsOrigin = rect.origin
      storedFrame.size = rect.size
    }
    if clipsToBounds {
      context.withClip(rect) { renderBody(into: context, restoring: swapped ? model : nil) }
    } else {
      renderBody(into: context, restoring: swapped ? model : nil)
    }
    if borderWidth > 0 {
      context.stroke(
        rect, color: look?.borderColor ?? borderColor, lineWidth: borderWidth, cornerRadius: cornerRadius)
    }
    if let focused = context.focusedView, focused == ObjectIdentifier(self), showsFocusRing {
      // Outside the shape, so that it never covers the content.
      let shape = focusRingShape
      context.stroke(
        shape.rect.insetBy(dx: -3, dy: -3), color: window?.theme.focusRing ?? View.focusRingColor,
        lineWidth: 2, cornerRadius: shape.cornerRadius > 0 ? shape.cornerRadius + 3 : 0)
    }
  }

  private func renderBody(into context: GraphicsContext, restoring model: Rect?) {
    draw(in: context)
    if let model {
      storedBoundsOrigin = model.origin
      storedFrame.size = model.size
    }
    for child in subviews { child.render(into: context) }
  }
}
