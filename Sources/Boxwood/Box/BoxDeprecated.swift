// Pre-1.6 BoxView spellings (as used in the original README), kept as deprecated aliases so that old
// examples compile. Each maps to the modern API as listed in the seed's version history.

extension BoxLayout.Pin {
  /// A begin and an end pin on one axis (the pre-1.6 `Pin.Pair`).
  public struct Pair: Sendable, Hashable {
    /// The pin of the edge where the axis begins (left or top); nil leaves it unpinned.
    public var begin: BoxLayout.Pin?
    /// The pin of the edge where the axis ends (right or bottom); nil leaves it unpinned.
    public var end: BoxLayout.Pin?

    /// A begin and an end pin, either of which may be nil.
    public init(_ begin: BoxLayout.Pin?, _ end: BoxLayout.Pin?) {
      self.begin = begin
      self.end = end
    }
  }
}

extension BoxItem {
  /// Deprecated pre-1.6 spelling: a copy with its left and right pins from `x` and its top and bottom pins
  /// from `y` (a nil pin unpins its edge).
  @available(*, deprecated, message: "use .left(x.begin).right(x.end).top(y.begin).bottom(y.end)")
  public func boxXY(_ x: BoxLayout.Pin.Pair, _ y: BoxLayout.Pin.Pair) -> BoxItem {
    left(x.begin).right(x.end).top(y.begin).bottom(y.end)
  }

  /// Deprecated pre-1.6 spelling: a copy with the left pin replaced; nil unpins the edge
  /// (``BoxItem/left(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, renamed: "left(_:)")
  public func boxLeft(_ pin: BoxLayout.Pin?) -> BoxItem { left(pin) }
  /// Deprecated pre-1.6 spelling: a copy with the left gap `== value` points (``BoxItem/left(_:)-(Double)``).
  @available(*, deprecated, renamed: "left(_:)")
  public func boxLeft(_ value: Double) -> BoxItem { left(value) }
  /// Deprecated pre-1.6 spelling: a copy with the right pin replaced; nil unpins the edge
  /// (``BoxItem/right(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, renamed: "right(_:)")
  public func boxRight(_ pin: BoxLayout.Pin?) -> BoxItem { right(pin) }
  /// Deprecated pre-1.6 spelling: a copy with the right gap `== value` points
  /// (``BoxItem/right(_:)-(Double)``).
  @available(*, deprecated, renamed: "right(_:)")
  public func boxRight(_ value: Double) -> BoxItem { right(value) }
  /// Deprecated pre-1.6 spelling: a copy with the top pin replaced; nil unpins the edge
  /// (``BoxItem/top(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, renamed: "top(_:)")
  public func boxTop(_ pin: BoxLayout.Pin?) -> BoxItem { top(pin) }
  /// Deprecated pre-1.6 spelling: a copy with the top gap `== value` points (``BoxItem/top(_:)-(Double)``).
  @available(*, deprecated, renamed: "top(_:)")
  public func boxTop(_ value: Double) -> BoxItem { top(value) }
  /// Deprecated pre-1.6 spelling: a copy with the bottom pin replaced; nil unpins the edge
  /// (``BoxItem/bottom(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, renamed: "bottom(_:)")
  public func boxBottom(_ pin: BoxLayout.Pin?) -> BoxItem { bottom(pin) }
  /// Deprecated pre-1.6 spelling: a copy with the bottom gap `== value` points
  /// (``BoxItem/bottom(_:)-(Double)``).
  @available(*, deprecated, renamed: "bottom(_:)")
  public func boxBottom(_ value: Double) -> BoxItem { bottom(value) }

  /// Deprecated pre-1.6 spelling: a copy with the left and right pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/left(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/right(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: BoxLayout.Pin?) -> BoxItem {
    self.left(left).right(right)
  }
  /// Deprecated pre-1.6 spelling: a copy with the left and right pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/left(_:)-(Double)`` then ``BoxItem/right(_:)-(Double)``).
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: Double) -> BoxItem { self.left(left).right(right) }
  /// Deprecated pre-1.6 spelling: a copy with the left and right pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/left(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/right(_:)-(Double)``).
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: Double) -> BoxItem {
    self.left(left).right(right)
  }
  /// Deprecated pre-1.6 spelling: a copy with the left and right pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/left(_:)-(Double)`` then
  /// ``BoxItem/right(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: BoxLayout.Pin?) -> BoxItem {
    self.left(left).right(right)
  }

  /// Deprecated pre-1.6 spelling: a copy with the top and bottom pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/top(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/bottom(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: BoxLayout.Pin?) -> BoxItem {
    self.top(top).bottom(bottom)
  }
  /// Deprecated pre-1.6 spelling: a copy with the top and bottom pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/top(_:)-(Double)`` then ``BoxItem/bottom(_:)-(Double)``).
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: Double, _ bottom: Double) -> BoxItem { self.top(top).bottom(bottom) }
  /// Deprecated pre-1.6 spelling: a copy with the top and bottom pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/top(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/bottom(_:)-(Double)``).
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: Double) -> BoxItem {
    self.top(top).bottom(bottom)
  }
  /// Deprecated pre-1.6 spelling: a copy with the top and bottom pins replaced; a number is an `==` gap in
  /// points, a nil pin unpins its edge (``BoxItem/top(_:)-(Double)`` then
  /// ``BoxItem/bottom(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: Double, _ bottom: BoxLayout.Pin?) -> BoxItem {
    self.top(top).bottom(bottom)
  }

  /// Deprecated pre-1.6 spelling: a copy centred on x with an offset, its left and right gaps `>= padding`
  /// (unpinned when `padding` is nil); see ``BoxItem/centerX(offset:padding:)``.
  @available(*, deprecated, renamed: "centerX(offset:padding:)")
  public func boxCenterX(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    centerX(offset: offset, padding: padding)
  }
  /// Deprecated pre-1.6 spelling: a copy centred on y with an offset, its top and bottom gaps `>= padding`
  /// (unpinned when `padding` is nil); see ``BoxItem/centerY(offset:padding:)``.
  @available(*, deprecated, renamed: "centerY(offset:padding:)")
  public func boxCenterY(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    centerY(offset: offset, padding: padding)
  }
  /// Deprecated pre-1.6 spelling: a copy with the four gaps `==` the insets, in points
  /// (``BoxItem/insets(_:)``).
  @available(*, deprecated, renamed: "insets(_:)")
  public func boxInsets(_ insets: EdgeInsets) -> BoxItem { self.insets(insets) }
  /// Deprecated pre-1.6 spelling: a copy with all four gaps `== value` points; nil unpins all four
  /// (``BoxItem/all(_:)``).
  @available(*, deprecated, renamed: "all(_:)")
  public func boxAll(_ value: Double?) -> BoxItem { all(value) }
  /// Deprecated pre-1.6 spelling: a copy with a flex factor (1 by default; ``BoxItem/flex(_:)-method``).
  @available(*, deprecated, renamed: "flex(_:)")
  public func boxFlex(_ value: Double = 1) -> BoxItem { flex(value) }
  /// Deprecated pre-1.6 spelling: the item, or nil when `condition` is false (``BoxItem/useIf(_:)``).
  @available(*, deprecated, renamed: "useIf(_:)")
  public func boxIf(_ condition: Bool) -> BoxItem? { useIf(condition) }
  /// Deprecated pre-1.6 spelling: an item holding a fresh invisible layout guide with the zero layout
  /// (``BoxItem/guide()``).
  @available(*, deprecated, renamed: "guide()")
  public static func boxGuide() -> BoxItem { guide() }
}

extension View {
  /// Deprecated pre-1.6 spelling: an item for this view with the zero layout, four edges flush (``boxed``).
  @available(*, deprecated, renamed: "boxed")
  public var boxZero: BoxItem { boxed }
  /// Deprecated pre-1.6 spelling: an item for this view with its left and right pins from `x` and its top and
  /// bottom pins from `y` (a nil pin unpins its edge).
  @available(*, deprecated, message: "use boxed.left(x.begin).right(x.end).top(y.begin).bottom(y.end)")
  public func boxXY(_ x: BoxLayout.Pin.Pair, _ y: BoxLayout.Pin.Pair) -> BoxItem { boxed.boxXY(x, y) }
  /// Deprecated pre-1.6 spelling: an item for this view with a layout (``boxed(layout:)``).
  @available(*, deprecated, renamed: "boxed(layout:)")
  public func boxLayout(_ layout: BoxLayout) -> BoxItem { boxed(layout: layout) }
  /// Deprecated pre-1.6 spelling: an item for this view with the zero layout, the given edges replaced (a nil
  /// value unpins its edge; see ``BoxLayout/boxEdgePins(_:)``).
  @available(*, deprecated, message: "use boxed(layout: .boxEdgePins(_:))")
  public func boxEdgePins(_ pins: [BoxEdge: BoxLayout.Pin?]) -> BoxItem { boxed(layout: .boxEdgePins(pins)) }

  /// Deprecated pre-1.6 spelling: this view's item with its left pin replaced; nil unpins the edge
  /// (``BoxItem/left(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.left(_:)")
  public func boxLeft(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.left(pin) }
  /// Deprecated pre-1.6 spelling: this view's item with its left gap `== value` points
  /// (``BoxItem/left(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.left(_:)")
  public func boxLeft(_ value: Double) -> BoxItem { boxed.left(value) }
  /// Deprecated pre-1.6 spelling: this view's item with its right pin replaced; nil unpins the edge
  /// (``BoxItem/right(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.right(_:)")
  public func boxRight(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.right(pin) }
  /// Deprecated pre-1.6 spelling: this view's item with its right gap `== value` points
  /// (``BoxItem/right(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.right(_:)")
  public func boxRight(_ value: Double) -> BoxItem { boxed.right(value) }
  /// Deprecated pre-1.6 spelling: this view's item with its top pin replaced; nil unpins the edge
  /// (``BoxItem/top(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.top(_:)")
  public func boxTop(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.top(pin) }
  /// Deprecated pre-1.6 spelling: this view's item with its top gap `== value` points
  /// (``BoxItem/top(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.top(_:)")
  public func boxTop(_ value: Double) -> BoxItem { boxed.top(value) }
  /// Deprecated pre-1.6 spelling: this view's item with its bottom pin replaced; nil unpins the edge
  /// (``BoxItem/bottom(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.bottom(_:)")
  public func boxBottom(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.bottom(pin) }
  /// Deprecated pre-1.6 spelling: this view's item with its bottom gap `== value` points
  /// (``BoxItem/bottom(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.bottom(_:)")
  public func boxBottom(_ value: Double) -> BoxItem { boxed.bottom(value) }

  /// Deprecated pre-1.6 spelling: this view's item with its left and right pins replaced; a number is an `==`
  /// gap in points, a nil pin unpins its edge (``BoxItem/left(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/right(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: BoxLayout.Pin?) -> BoxItem {
    boxed.left(left).right(right)
  }
  /// Deprecated pre-1.6 spelling: this view's item with its left and right pins replaced; a number is an `==`
  /// gap in points, a nil pin unpins its edge (``BoxItem/left(_:)-(Double)`` then
  /// ``BoxItem/right(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: Double) -> BoxItem { boxed.left(left).right(right) }
  /// Deprecated pre-1.6 spelling: this view's item with its left and right pins replaced; a number is an `==`
  /// gap in points, a nil pin unpins its edge (``BoxItem/left(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/right(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: Double) -> BoxItem {
    boxed.left(left).right(right)
  }
  /// Deprecated pre-1.6 spelling: this view's item with its left and right pins replaced; a number is an `==`
  /// gap in points, a nil pin unpins its edge (``BoxItem/left(_:)-(Double)`` then
  /// ``BoxItem/right(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: BoxLayout.Pin?) -> BoxItem {
    boxed.left(left).right(right)
  }

  /// Deprecated pre-1.6 spelling: this view's item with its top and bottom pins replaced; a number is an `==`
  /// gap in points, a nil pin unpins its edge (``BoxItem/top(_:)-(BoxLayout.Pin?)`` then
  /// ``BoxItem/bottom(_:)-(BoxLayout.Pin?)``).
  @available(*, deprecated, message: "use boxed.top(_:).bottom(_:)")
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: BoxLayout.Pin?) -> BoxItem {
    boxed.top(top).bottom(bottom)
  }
  /// Deprecated pre-1.6 spelling: this view's item with its top and bottom pins replaced; a number is an `==`
  /// gap in points, a nil pin unpins its edge (``BoxItem/top(_:)-(Double)`` then
  /// ``BoxItem/bottom(_:)-(Double)``).
  @available(*, deprecated, message: "use boxed.top(_:).bottom(_:)")
  public func boxTopBottom(_ top: Double, _ bottom: Double) -> BoxItem { boxed.top(top).bottom(bottom) }

  /// Deprecated pre-1.6 spelling: this view's item centred on x with an offset, its left and right gaps `>=
  /// padding` (unpinned when `padding` is nil); see ``BoxItem/centerX(offset:padding:)``.
  @available(*, deprecated, message: "use boxed.centerX(offset:padding:)")
  public func xAligned(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerX(offset: offset, padding: padding)
  }
  /// Deprecated pre-1.6 spelling: this view's item centred on y with an offset, its top and bottom gaps `>=
  /// padding` (unpinned when `padding` is nil); see ``BoxItem/centerY(offset:padding:)``.
  @available(*, deprecated, message: "use boxed.centerY(offset:padding:)")
  public func yAligned(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerY(offset: offset, padding: padding)
  }
  /// Deprecated pre-1.6 spelling: this view's item centred on x with an offset, its left and right gaps `>=
  /// padding` (unpinned when `padding` is nil); see ``BoxItem/centerX(offset:padding:)``.
  @available(*, deprecated, message: "use boxed.centerX(offset:padding:)")
  public func boxCenterX(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerX(offset: offset, padding: padding)
  }
  /// Deprecated pre-1.6 spelling: this view's item centred on y with an offset, its top and bottom gaps `>=
  /// padding` (unpinned when `padding` is nil); see ``BoxItem/centerY(offset:padding:)``.
  @available(*, deprecated, message: "use boxed.centerY(offset:padding:)")
  public func boxCenterY(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerY(offset: offset, padding: padding)
  }
  /// Deprecated pre-1.6 spelling: this view's item with the four gaps `==` the insets, in points
  /// (``BoxItem/insets(_:)``).
  @available(*, deprecated, message: "use boxed.insets(_:)")
  public func boxInsets(_ insets: EdgeInsets) -> BoxItem { boxed.insets(insets) }
  /// Deprecated pre-1.6 spelling: this view's item with all four gaps `== value` points; nil unpins all four
  /// (``BoxItem/all(_:)``).
  @available(*, deprecated, message: "use boxed.all(_:)")
  public func boxAll(_ value: Double?) -> BoxItem { boxed.all(value) }
  /// Deprecated pre-1.6 spelling: this view's item with a flex factor (1 by default;
  /// ``BoxItem/flex(_:)-method``).
  @available(*, deprecated, message: "use boxed.flex(_:)")
  public func boxFlex(_ value: Double = 1) -> BoxItem { boxed.flex(value) }
  /// Deprecated pre-1.6 spelling: this view's item, or nil when `condition` is false (``BoxItem/useIf(_:)``).
  @available(*, deprecated, message: "use boxed.useIf(_:)")
  public func boxIf(_ condition: Bool) -> BoxItem? { boxed.useIf(condition) }

  /// Deprecated pre-1.6 spelling: activates `self.edge == other.toEdge + offset` (`toEdge` defaults to
  /// `edge`) and returns the constraint (``LayoutItem/pin(_:to:of:offset:sca:activate:)``).
  @available(*, deprecated, renamed: "pin(_:to:of:offset:)")
  @discardableResult
  public func bxPin(
    _ edge: BoxEdge, to toEdge: BoxEdge? = nil, of other: View, offset: Double = 0
  )
    -> LayoutConstraint
  { pin(edge, to: toEdge, of: other, offset: offset) }

  /// `height == other.height + offset`, or `height == offset` when `other` is nil.
  @available(*, deprecated, message: "use pinHeight(to:offset:) or pinHeight(_:)")
  @discardableResult
  public func bxPinHeight(_ offset: Double, to other: View?) -> LayoutConstraint {
    other.map { pinHeight(to: $0, offset: offset) } ?? pinHeight(offset)
  }

  /// `width == other.width + offset`, or `width == offset` when `other` is nil.
  @available(*, deprecated, message: "use pinWidth(to:offset:) or pinWidth(_:)")
  @discardableResult
  public func bxPinWidth(_ offset: Double, to other: View?) -> LayoutConstraint {
    other.map { pinWidth(to: $0, offset: offset) } ?? pinWidth(offset)
  }

  /// Deprecated pre-1.6 spelling: activates width and height constraints `==` the size, in points
  /// (``LayoutItem/pinSize(_:)``).
  @available(*, deprecated, renamed: "pinSize(_:)")
  @discardableResult
  public func bxSetSize(_ size: Size) -> [LayoutConstraint] { pinSize(size) }
  /// Deprecated pre-1.6 spelling: activates `height == width × ratio` (1 by default;
  /// ``LayoutItem/pinAspect(_:)``).
  @available(*, deprecated, renamed: "pinAspect(_:)")
  @discardableResult
  public func bxSetAspect(_ ratio: Double = 1) -> LayoutConstraint { pinAspect(ratio) }
  /// Deprecated pre-1.6 spelling: activates `height == width × size.height / size.width`, or returns nil (and
  /// reports it) when the width is 0 or the ratio is not finite (``LayoutItem/pinAspectFromSize(_:)``).
  @available(*, deprecated, renamed: "pinAspectFromSize(_:)")
  @discardableResult
  public func bxSetAspectFromSize(_ size: Size) -> LayoutConstraint? { pinAspectFromSize(size) }
}

@MainActor
extension Array where Element: View {
  /// Deprecated pre-1.6 spelling: an item with the zero layout for every view (``boxed``).
  @available(*, deprecated, renamed: "boxed")
  public var boxZero: [BoxItem] { boxed }
  /// Deprecated pre-1.6 spelling: an item with the same layout for every view (``boxed(layout:)``).
  @available(*, deprecated, renamed: "boxed(layout:)")
  public func boxLayout(_ layout: BoxLayout) -> [BoxItem] { boxed(layout: layout) }
  /// Deprecated pre-1.6 spelling: activates constraints making every view as wide as the first
  /// (``pinSameWidth()``).
  @available(*, deprecated, renamed: "pinSameWidth()")
  @discardableResult
  public func bxSameWidth() -> [LayoutConstraint] { pinSameWidth() }
  /// Deprecated pre-1.6 spelling: activates constraints making every view as tall as the first
  /// (``pinSameHeight()``).
  @available(*, deprecated, renamed: "pinSameHeight()")
  @discardableResult
  public func bxSameHeight() -> [LayoutConstraint] { pinSameHeight() }
}
