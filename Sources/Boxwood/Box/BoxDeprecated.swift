// Pre-1.6 BoxView spellings (as used in the original README), kept as deprecated aliases so that old
// examples compile. Each maps to the modern API as listed in the seed's version history.

extension BoxLayout.Pin {
  /// A begin and an end pin on one axis (the pre-1.6 `Pin.Pair`).
  public struct Pair: Sendable, Hashable {
    public var begin: BoxLayout.Pin?
    public var end: BoxLayout.Pin?

    public init(_ begin: BoxLayout.Pin?, _ end: BoxLayout.Pin?) {
      self.begin = begin
      self.end = end
    }
  }
}

extension BoxItem {
  @available(*, deprecated, message: "use .left(x.begin).right(x.end).top(y.begin).bottom(y.end)")
  public func boxXY(_ x: BoxLayout.Pin.Pair, _ y: BoxLayout.Pin.Pair) -> BoxItem {
    left(x.begin).right(x.end).top(y.begin).bottom(y.end)
  }

  @available(*, deprecated, renamed: "left(_:)")
  public func boxLeft(_ pin: BoxLayout.Pin?) -> BoxItem { left(pin) }
  @available(*, deprecated, renamed: "left(_:)")
  public func boxLeft(_ value: Double) -> BoxItem { left(value) }
  @available(*, deprecated, renamed: "right(_:)")
  public func boxRight(_ pin: BoxLayout.Pin?) -> BoxItem { right(pin) }
  @available(*, deprecated, renamed: "right(_:)")
  public func boxRight(_ value: Double) -> BoxItem { right(value) }
  @available(*, deprecated, renamed: "top(_:)")
  public func boxTop(_ pin: BoxLayout.Pin?) -> BoxItem { top(pin) }
  @available(*, deprecated, renamed: "top(_:)")
  public func boxTop(_ value: Double) -> BoxItem { top(value) }
  @available(*, deprecated, renamed: "bottom(_:)")
  public func boxBottom(_ pin: BoxLayout.Pin?) -> BoxItem { bottom(pin) }
  @available(*, deprecated, renamed: "bottom(_:)")
  public func boxBottom(_ value: Double) -> BoxItem { bottom(value) }

  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: BoxLayout.Pin?) -> BoxItem {
    self.left(left).right(right)
  }
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: Double) -> BoxItem { self.left(left).right(right) }
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: Double) -> BoxItem {
    self.left(left).right(right)
  }
  @available(*, deprecated, message: "use .left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: BoxLayout.Pin?) -> BoxItem {
    self.left(left).right(right)
  }

  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: BoxLayout.Pin?) -> BoxItem {
    self.top(top).bottom(bottom)
  }
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: Double, _ bottom: Double) -> BoxItem { self.top(top).bottom(bottom) }
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: Double) -> BoxItem {
    self.top(top).bottom(bottom)
  }
  @available(*, deprecated, message: "use .top(_:).bottom(_:)")
  public func boxTopBottom(_ top: Double, _ bottom: BoxLayout.Pin?) -> BoxItem {
    self.top(top).bottom(bottom)
  }

  @available(*, deprecated, renamed: "centerX(offset:padding:)")
  public func boxCenterX(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    centerX(offset: offset, padding: padding)
  }
  @available(*, deprecated, renamed: "centerY(offset:padding:)")
  public func boxCenterY(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    centerY(offset: offset, padding: padding)
  }
  @available(*, deprecated, renamed: "insets(_:)")
  public func boxInsets(_ insets: EdgeInsets) -> BoxItem { self.insets(insets) }
  @available(*, deprecated, renamed: "all(_:)")
  public func boxAll(_ value: Double?) -> BoxItem { all(value) }
  @available(*, deprecated, renamed: "flex(_:)")
  public func boxFlex(_ value: Double = 1) -> BoxItem { flex(value) }
  @available(*, deprecated, renamed: "useIf(_:)")
  public func boxIf(_ condition: Bool) -> BoxItem? { useIf(condition) }
  @available(*, deprecated, renamed: "guide()")
  public static func boxGuide() -> BoxItem { guide() }
}

extension View {
  @available(*, deprecated, renamed: "boxed")
  public var boxZero: BoxItem { boxed }
  @available(*, deprecated, message: "use boxed.left(x.begin).right(x.end).top(y.begin).bottom(y.end)")
  public func boxXY(_ x: BoxLayout.Pin.Pair, _ y: BoxLayout.Pin.Pair) -> BoxItem { boxed.boxXY(x, y) }
  @available(*, deprecated, renamed: "boxed(layout:)")
  public func boxLayout(_ layout: BoxLayout) -> BoxItem { boxed(layout: layout) }
  @available(*, deprecated, message: "use boxed(layout: .boxEdgePins(_:))")
  public func boxEdgePins(_ pins: [BoxEdge: BoxLayout.Pin?]) -> BoxItem { boxed(layout: .boxEdgePins(pins)) }

  @available(*, deprecated, message: "use boxed.left(_:)")
  public func boxLeft(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.left(pin) }
  @available(*, deprecated, message: "use boxed.left(_:)")
  public func boxLeft(_ value: Double) -> BoxItem { boxed.left(value) }
  @available(*, deprecated, message: "use boxed.right(_:)")
  public func boxRight(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.right(pin) }
  @available(*, deprecated, message: "use boxed.right(_:)")
  public func boxRight(_ value: Double) -> BoxItem { boxed.right(value) }
  @available(*, deprecated, message: "use boxed.top(_:)")
  public func boxTop(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.top(pin) }
  @available(*, deprecated, message: "use boxed.top(_:)")
  public func boxTop(_ value: Double) -> BoxItem { boxed.top(value) }
  @available(*, deprecated, message: "use boxed.bottom(_:)")
  public func boxBottom(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.bottom(pin) }
  @available(*, deprecated, message: "use boxed.bottom(_:)")
  public func boxBottom(_ value: Double) -> BoxItem { boxed.bottom(value) }

  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: BoxLayout.Pin?) -> BoxItem {
    boxed.left(left).right(right)
  }
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: Double) -> BoxItem { boxed.left(left).right(right) }
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: Double) -> BoxItem {
    boxed.left(left).right(right)
  }
  @available(*, deprecated, message: "use boxed.left(_:).right(_:)")
  public func boxLeftRight(_ left: Double, _ right: BoxLayout.Pin?) -> BoxItem {
    boxed.left(left).right(right)
  }

  @available(*, deprecated, message: "use boxed.top(_:).bottom(_:)")
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: BoxLayout.Pin?) -> BoxItem {
    boxed.top(top).bottom(bottom)
  }
  @available(*, deprecated, message: "use boxed.top(_:).bottom(_:)")
  public func boxTopBottom(_ top: Double, _ bottom: Double) -> BoxItem { boxed.top(top).bottom(bottom) }

  @available(*, deprecated, message: "use boxed.centerX(offset:padding:)")
  public func xAligned(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerX(offset: offset, padding: padding)
  }
  @available(*, deprecated, message: "use boxed.centerY(offset:padding:)")
  public func yAligned(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerY(offset: offset, padding: padding)
  }
  @available(*, deprecated, message: "use boxed.centerX(offset:padding:)")
  public func boxCenterX(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerX(offset: offset, padding: padding)
  }
  @available(*, deprecated, message: "use boxed.centerY(offset:padding:)")
  public func boxCenterY(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    boxed.centerY(offset: offset, padding: padding)
  }
  @available(*, deprecated, message: "use boxed.insets(_:)")
  public func boxInsets(_ insets: EdgeInsets) -> BoxItem { boxed.insets(insets) }
  @available(*, deprecated, message: "use boxed.all(_:)")
  public func boxAll(_ value: Double?) -> BoxItem { boxed.all(value) }
  @available(*, deprecated, message: "use boxed.flex(_:)")
  public func boxFlex(_ value: Double = 1) -> BoxItem { boxed.flex(value) }
  @available(*, deprecated, message: "use boxed.useIf(_:)")
  public func boxIf(_ condition: Bool) -> BoxItem? { boxed.useIf(condition) }

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

  @available(*, deprecated, renamed: "pinSize(_:)")
  @discardableResult
  public func bxSetSize(_ size: Size) -> [LayoutConstraint] { pinSize(size) }
  @available(*, deprecated, renamed: "pinAspect(_:)")
  @discardableResult
  public func bxSetAspect(_ ratio: Double = 1) -> LayoutConstraint { pinAspect(ratio) }
  @available(*, deprecated, renamed: "pinAspectFromSize(_:)")
  @discardableResult
  public func bxSetAspectFromSize(_ size: Size) -> LayoutConstraint? { pinAspectFromSize(size) }
}

@MainActor
extension Array where Element: View {
  @available(*, deprecated, renamed: "boxed")
  public var boxZero: [BoxItem] { boxed }
  @available(*, deprecated, renamed: "boxed(layout:)")
  public func boxLayout(_ layout: BoxLayout) -> [BoxItem] { boxed(layout: layout) }
  @available(*, deprecated, renamed: "pinSameWidth()")
  @discardableResult
  public func bxSameWidth() -> [LayoutConstraint] { pinSameWidth() }
  @available(*, deprecated, renamed: "pinSameHeight()")
  @discardableResult
  public func bxSameHeight() -> [LayoutConstraint] { pinSameHeight() }
}
