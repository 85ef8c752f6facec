extension View {
  /// The view's rectangle in its superview's coordinate system.
  ///
  /// A frame with a NaN or infinite component, or one beyond ``LayoutConstraint/maximumConstantMagnitude``
  /// (a billion points), is refused (reported through ``Diagnostics``; the old frame stays); a negative
  /// width or height is clamped to zero, with a warning naming the view.
  /// Either way nothing non-finite or negative ever reaches layout or the renderer.
  ///
  /// A new size moves and resizes the subviews that translate their ``autoresizingMask`` at once, as in
  /// UIKit (unless ``autoresizesSubviews`` is off).
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
      guard !LayoutLimit.exceeded(newValue) else {
        Diagnostics.report(
          .geometryOutOfRange(view: ViewReference(self), property: "bounds", value: "\(newValue)"))
        return
      }
      if newValue.size.width < 0 || newValue.size.height < 0 {
        warnNegativeSize(newValue, property: "bounds")
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

  /// Sets the frame the app (`byApp`) or autoresizing asked for; returns whether it was taken (a
  /// non-finite frame is refused and reported).
  @discardableResult
  func setFrame(_ proposed: Rect, property: String, byApp: Bool = true) -> Bool {
    guard proposed.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: property, value: "\(proposed)"))
      return false
    }
    guard !LayoutLimit.exceeded(proposed) else {
      Diagnostics.report(
        .geometryOutOfRange(view: ViewReference(self), property: property, value: "\(proposed)"))
      return false
    }
    if byApp {
      // The app chose this frame: autoresizing starts from it from now on.
      autoresizingBase = nil
      if proposed.size.width < 0 || proposed.size.height < 0 {
        warnNegativeSize(proposed, property: property)
      }
    }
    let newFrame = View.clampSize(proposed)
    guard newFrame != storedFrame else { return true }
    let sizeChanged = newFrame.size != storedFrame.size
    let old = storedFrame
    storedFrame = newFrame
    if animationHookNeeded { propertyDidChange(.frame, from: AnimationVector(rect: old)) }
    if sizeChanged {
      setNeedsLayout()
      if mayHaveAutoresizingSubviews { autoresizeSubviews(from: old.size) }
    }
    setNeedsDisplay()
    frameWasSetByApp()
    return true
  }

  /// The rectangle with a negative width or height made zero (the origin kept).
  static func clampSize(_ rect: Rect) -> Rect {
    var r = rect
    r.size.width = max(0, r.size.width)
    r.size.height = max(0, r.size.height)
    return r
  }

  private func warnNegativeSize(_ proposed: Rect, property: String) {
    Diagnostics.warn(
      "\(shortDescription).\(property) \(proposed) has a negative size; clamped to zero")
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
