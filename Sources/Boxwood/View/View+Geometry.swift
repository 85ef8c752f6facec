extension View {
  /// The view's rectangle in its superview's coordinate system.
  ///
  /// A frame with a NaN or infinite component, or one beyond ±``LayoutConstraint/maximumConstantMagnitude``
  /// points (where layout cannot stay exact, as for constraint constants), is refused (reported through
  /// ``Diagnostics``; the old frame stays); a negative width or height is clamped to zero. Either way
  /// nothing non-finite, out of range or negative ever reaches layout or the renderer.
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
      setBoundsOrigin(newValue.origin)
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

  /// Moves the bounds origin (scrolls the content); animatable.
  func setBoundsOrigin(_ origin: Point) {
    guard origin != storedBoundsOrigin else { return }
    let old = storedBoundsOrigin
    storedBoundsOrigin = origin
    setNeedsDisplay()
    if animationHookNeeded { propertyDidChange(.boundsOrigin, from: AnimationVector(point: old)) }
  }

  func setFrame(_ proposed: Rect, property: String) {
    guard proposed.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: property, value: "\(proposed)"))
      return
    }
    // A frame becomes constants of the layout engine's constraints (autoresizing); beyond the limit the
    // solver's tolerance would swallow real conflicts, and constraints would silently not hold.
    guard View.isWithinLayoutRange(proposed) else {
      Diagnostics.report(
        .geometryBeyondLimit(view: ViewReference(self), property: property, value: "\(proposed)"))
      return
    }
    let newFrame = View.clampSize(proposed)
    guard newFrame != storedFrame else { return }
    let sizeChanged = newFrame.size != storedFrame.size
    let old = storedFrame
    storedFrame = newFrame
    if animationHookNeeded { propertyDidChange(.frame, from: AnimationVector(rect: old)) }
    if sizeChanged { setNeedsLayout() }
    setNeedsDisplay()
    frameWasSetByApp()
  }

  /// Whether every component of a (finite) frame is within ±``LayoutConstraint/maximumConstantMagnitude``.
  static func isWithinLayoutRange(_ rect: Rect) -> Bool {
    let limit = LayoutConstraint.maximumConstantMagnitude
    return abs(rect.origin.x) <= limit && abs(rect.origin.y) <= limit && abs(rect.size.width) <= limit
      && abs(rect.size.height) <= limit
  }

  // MARK: Coordinate conversion

  /// The map from this view's coordinates to its superview's: the bounds origin, the frame origin and
  /// the ``transform`` about the frame's centre.
  var toSuperview: AffineTransform {
    let shift = AffineTransform(
      a: 1, b: 0, c: 0, d: 1, tx: storedFrame.origin.x - storedBoundsOrigin.x,
      ty: storedFrame.origin.y - storedBoundsOrigin.y)
    if transform.isIdentity { return shift }
    return transform.affine.about(storedFrame.center).concatenating(after: shift)
  }

  /// The map from this view's coordinates to its root view's (the window's, for a root in a window).
  var toRoot: AffineTransform {
    var map = AffineTransform.identity
    var view: View? = self
    while let current = view {
      map = current.toSuperview.concatenating(after: map)
      view = current.superview
    }
    return map
  }

  /// Whether this view or an ancestor has a transform (conversions then go through matrices).
  private var chainHasTransform: Bool {
    var view: View? = self
    while let current = view {
      if !current.transform.isIdentity { return true }
      view = current.superview
    }
    return false
  }

  /// The offset that turns this view's coordinates into its root view's coordinates (transforms aside).
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

  /// Converts a point from this view's coordinates to `view`'s (or the window's, when `nil`), through
  /// the transforms on the way.
  public func convert(_ point: Point, to view: View?) -> Point {
    if chainHasTransform || view?.chainHasTransform == true {
      let up = toRoot.apply(to: point)
      guard let view else { return up }
      return view.toRoot.inverted?.apply(to: up) ?? up
    }
    let mine = offsetInRoot
    let theirs = view?.offsetInRoot ?? .zero
    return Point(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  /// Converts a point from `view`'s coordinates (or the window's, when `nil`) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    if chainHasTransform || view?.chainHasTransform == true {
      let up = view?.toRoot.apply(to: point) ?? point
      return toRoot.inverted?.apply(to: up) ?? up
    }
    let mine = offsetInRoot
    let theirs = view?.offsetInRoot ?? .zero
    return Point(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (or the window's, when `nil`); with
  /// transforms on the way, the result is the bounding box of the converted corners.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    if chainHasTransform || view?.chainHasTransform == true {
      return View.boundingBox(rect) { convert($0, to: view) }
    }
    return Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates (or the window's, when `nil`) to this view's.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    if chainHasTransform || view?.chainHasTransform == true {
      return View.boundingBox(rect) { convert($0, from: view) }
    }
    return Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private static func boundingBox(_ rect: Rect, _ map: (Point) -> Point) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
      Point(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The hit test of ``View/hitTest(_:)``: the deepest visible, interactive view at the point.
  ///
  /// Points go into each subview through its transform; a view whose animation did not allow user
  /// interaction is skipped while it animates (as in UIKit).
  func defaultHitTest(_ point: Point) -> View? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
    if let animations, animations.count > 0, animations.blocksInteraction { return nil }
    for child in subviews.reversed() {
      let local: Point
      if child.transform.isIdentity {
        local = Point(
          x: point.x - child.storedFrame.origin.x + child.storedBoundsOrigin.x,
          y: point.y - child.storedFrame.origin.y + child.storedBoundsOrigin.y)
      } else {
        guard let inverse = child.toSuperview.inverted else { continue }
        local = inverse.apply(to: point)
      }
      if let hit = child.hitTest(local) { return hit }
    }
    return self
  }
}
