extension View {
  /// The view's rectangle in its superview's coordinate system.
  ///
  /// A frame with a NaN or infinite component is refused (reported through ``Diagnostics``; the old
  /// frame stays); a negative width or height is clamped to zero. Either way nothing non-finite or
  /// negative ever reaches layout or the renderer.
  public var frame: Rect {
    get { storedFrame }
    set { setFrame(newValue, property: "frame") }
  }

  /// The view's own coordinate system: its origin (the scroll offset) and its size.
  public var bounds: Rect {
    get { Rect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      guard newValue.isFinite else {
        Diagnostics.report(
          .nonFiniteGeometry(view: ViewReference(self), property: "bounds", value: "\(newValue)"))
        return
      }
      let center = self.center
      let size = View.clampSize(newValue).size
      if newValue.origin != storedBoundsOrigin {
        storedBoundsOrigin = newValue.origin
        setNeedsDisplay()
      }
      setFrame(
        Rect(
          x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
        property: "bounds")
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: Point {
    get { storedFrame.center }
    set {
      let size = storedFrame.size
      setFrame(
        Rect(
          x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width,
          height: size.height),
        property: "center")
    }
  }

  func setFrame(_ proposed: Rect, property: String) {
    guard proposed.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: property, value: "\(proposed)"))
      return
    }
    let newFrame = View.clampSize(proposed)
    guard newFrame != storedFrame else { return }
    let sizeChanged = newFrame.size != storedFrame.size
    storedFrame = newFrame
    if sizeChanged { setNeedsLayout() }
    setNeedsDisplay()
    frameWasSetByApp()
  }

  // MARK: Coordinate conversion

  /// The offset that turns this view's coordinates into its root view's coordinates.
  var offsetInRoot: Point {
    var x = 0.0
    var y = 0.0
    var view: View? = self
    while let current = view {
      x += current.storedFrame.origin.x - current.storedBoundsOrigin.x
      y += current.storedFrame.origin.y - current.storedBoundsOrigin.y
      view = current.superview
    }
    return Point(x: x, y: y)
  }

  /// Converts a point from this view's coordinates to `view`'s (or the window's, when `nil`).
  public func convert(_ point: Point, to view: View?) -> Point {
    let mine = offsetInRoot
    let theirs = view?.offsetInRoot ?? .zero
    return Point(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  /// Converts a point from `view`'s coordinates (or the window's, when `nil`) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let mine = offsetInRoot
    let theirs = view?.offsetInRoot ?? .zero
    return Point(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (or the window's, when `nil`).
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates (or the window's, when `nil`) to this view's.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The hit test of ``View/hitTest(_:)``: the deepest visible, interactive view at the point.
  func defaultHitTest(_ point: Point) -> View? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
    for child in subviews.reversed() {
      let local = Point(
        x: point.x - child.storedFrame.origin.x + child.storedBoundsOrigin.x,
        y: point.y - child.storedFrame.origin.y + child.storedBoundsOrigin.y)
      if let hit = child.hitTest(local) { return hit }
    }
    return self
  }
}
