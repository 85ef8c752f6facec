/// Anything BoxView can place and the pin utilities can pin: a view or a layout guide.
public typealias BoxAnchorable = LayoutItem

/// One child of a ``BoxView``: a view or an invisible layout guide, and its ``BoxLayout``.
///
/// Items are values: every modifier returns a new item with the same object, so they chain:
/// `label.boxed.top(8).left(>=16).height(44)`.
@MainActor
public struct BoxItem: @MainActor CustomStringConvertible {
  /// The view or guide the item places.
  public private(set) var object: any BoxAnchorable
  /// The pins.
  public var layout: BoxLayout

  /// An item placing a view.
  public init(view: View, layout: BoxLayout = .zero) {
    object = view
    self.layout = layout
  }

  /// An item placing a layout guide (an invisible spacer).
  public init(guide: LayoutGuide, layout: BoxLayout = .zero) {
    object = guide
    self.layout = layout
  }

  /// The item's view, if it places one. Assigning a view replaces the object; assigning nil is ignored.
  public var view: View? {
    get { object as? View }
    set { if let newValue { object = newValue } }
  }

  /// The item's guide, if it places one. Assigning a guide replaces the object; assigning nil is ignored.
  public var guide: LayoutGuide? {
    get { object as? LayoutGuide }
    set { if let newValue { object = newValue } }
  }

  /// `<BoxItem: view: …; layout: …>` (or `guide:` with the guide's name), for logs and debugging.
  public var description: String {
    if let view { return "<BoxItem: view: \(view.shortDescription); layout: \(layout)>" }
    return "<BoxItem: guide: \(object.layoutName); layout: \(layout)>"
  }

  private func with(_ change: (inout BoxLayout) -> Void) -> BoxItem {
    var copy = self
    change(&copy.layout)
    return copy
  }

  // MARK: Edges

  /// Left gap `== value`.
  public func left(_ value: Double) -> BoxItem { left(Optional(BoxLayout.Pin(value))) }
  /// Right gap `== value`.
  public func right(_ value: Double) -> BoxItem { right(Optional(BoxLayout.Pin(value))) }
  /// Top gap `== value`.
  public func top(_ value: Double) -> BoxItem { top(Optional(BoxLayout.Pin(value))) }
  /// Bottom gap `== value`.
  public func bottom(_ value: Double) -> BoxItem { bottom(Optional(BoxLayout.Pin(value))) }
  /// The left pin (nil leaves the left edge unpinned).
  public func left(_ pin: BoxLayout.Pin?) -> BoxItem { with { $0.left = pin } }
  /// The right pin (nil leaves the right edge unpinned).
  public func right(_ pin: BoxLayout.Pin?) -> BoxItem { with { $0.right = pin } }
  /// The top pin (nil leaves the top edge unpinned).
  public func top(_ pin: BoxLayout.Pin?) -> BoxItem { with { $0.top = pin } }
  /// The bottom pin (nil leaves the bottom edge unpinned).
  public func bottom(_ pin: BoxLayout.Pin?) -> BoxItem { with { $0.bottom = pin } }

  /// All four gaps `== value`; nil unpins all four.
  public func all(_ value: Double?) -> BoxItem {
    let pin = value.map { BoxLayout.Pin($0) }
    return with {
      $0.left = pin
      $0.right = pin
      $0.top = pin
      $0.bottom = pin
    }
  }

  /// Left and right gaps `== value`; nil unpins both.
  public func allX(_ value: Double?) -> BoxItem {
    let pin = value.map { BoxLayout.Pin($0) }
    return with {
      $0.left = pin
      $0.right = pin
    }
  }

  /// Top and bottom gaps `== value`; nil unpins both.
  public func allY(_ value: Double?) -> BoxItem {
    let pin = value.map { BoxLayout.Pin($0) }
    return with {
      $0.top = pin
      $0.bottom = pin
    }
  }

  /// The four gaps from insets.
  public func insets(_ insets: EdgeInsets) -> BoxItem {
    with {
      $0.top = BoxLayout.Pin(insets.top)
      $0.left = BoxLayout.Pin(insets.left)
      $0.bottom = BoxLayout.Pin(insets.bottom)
      $0.right = BoxLayout.Pin(insets.right)
    }
  }

  /// Centred horizontally (`centerX == offset`), with left and right `>= padding`, or unpinned when
  /// `padding` is nil.
  public func centerX(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    let side = padding.map { BoxLayout.Pin(constant: $0, relation: .greaterThanOrEqual) }
    return with {
      $0.centerX = BoxLayout.Pin(offset)
      $0.left = side
      $0.right = side
    }
  }

  /// Centred vertically (`centerY == offset`), with top and bottom `>= padding`, or unpinned when
  /// `padding` is nil.
  public func centerY(offset: Double = 0, padding: Double? = 0) -> BoxItem {
    let side = padding.map { BoxLayout.Pin(constant: $0, relation: .greaterThanOrEqual) }
    return with {
      $0.centerY = BoxLayout.Pin(offset)
      $0.top = side
      $0.bottom = side
    }
  }

  // MARK: Sizes

  /// Width `== value`.
  public func width(_ value: Double) -> BoxItem { width(BoxLayout.Pin(value)) }
  /// The width pin.
  public func width(_ pin: BoxLayout.Pin) -> BoxItem { with { $0.width = pin } }
  /// Height `== value`.
  public func height(_ value: Double) -> BoxItem { height(BoxLayout.Pin(value)) }
  /// The height pin.
  public func height(_ pin: BoxLayout.Pin) -> BoxItem { with { $0.height = pin } }
  /// Width `== box width × multiplier`.
  public func relativeWidth(_ multiplier: Double) -> BoxItem {
    relativeWidth(BoxLayout.MultiPin(multiplier))
  }
  /// Width relative to the box's width.
  public func relativeWidth(_ pin: BoxLayout.MultiPin) -> BoxItem { with { $0.relativeWidth = pin } }
  /// Height `== box height × multiplier`.
  public func relativeHeight(_ multiplier: Double) -> BoxItem {
    relativeHeight(BoxLayout.MultiPin(multiplier))
  }
  /// Height relative to the box's height.
  public func relativeHeight(_ pin: BoxLayout.MultiPin) -> BoxItem { with { $0.relativeHeight = pin } }

  /// Width and height `==` the size.
  public func size(_ size: Size) -> BoxItem {
    with {
      $0.width = BoxLayout.Pin(size.width)
      $0.height = BoxLayout.Pin(size.height)
    }
  }

  /// Left `== x` and top `== y`. The right and bottom pins are left as they are (from `boxed` they are
  /// `== 0`, which stretches the item; clear them or use ``rect(_:)`` to place it).
  public func point(_ point: Point) -> BoxItem {
    with {
      $0.left = BoxLayout.Pin(point.x)
      $0.top = BoxLayout.Pin(point.y)
    }
  }

  /// Placed at a rectangle: left, top, width and height pinned; right and bottom unpinned.
  public func rect(_ rect: Rect) -> BoxItem {
    with {
      $0.left = BoxLayout.Pin(rect.minX)
      $0.top = BoxLayout.Pin(rect.minY)
      $0.width = BoxLayout.Pin(rect.width)
      $0.height = BoxLayout.Pin(rect.height)
      $0.right = nil
      $0.bottom = nil
    }
  }

  /// A flex factor (1 by default): flex items share their main-axis sizes in these proportions.
  public func flex(_ value: Double = 1) -> BoxItem { with { $0.flex = value } }

  // MARK: Conditions

  /// The item, or nil when `condition` is false.
  public func useIf(_ condition: Bool) -> BoxItem? { condition ? self : nil }

  /// The item, or nil when its view is hidden. Guide items give nil too, as in the original (a guide has
  /// no visibility; use ``useIf(_:)`` for guides).
  public var useIfVisible: BoxItem? {
    guard let view, !view.isHidden else { return nil }
    return self
  }

  // MARK: Guide items

  /// An item holding a fresh invisible layout guide with the zero layout.
  public static func guide() -> BoxItem { BoxItem(guide: LayoutGuide()) }
  /// A guide item of a fixed width (a spacer in an `.x` box).
  public static func width(_ pin: BoxLayout.Pin) -> BoxItem { guide().width(pin) }
  /// A guide item of a fixed width (a spacer in an `.x` box).
  public static func width(_ value: Double) -> BoxItem { guide().width(value) }
  /// A guide item of a fixed height (a spacer in a `.y` box).
  public static func height(_ pin: BoxLayout.Pin) -> BoxItem { guide().height(pin) }
  /// A guide item of a fixed height (a spacer in a `.y` box).
  public static func height(_ value: Double) -> BoxItem { guide().height(value) }
  /// A guide item with a width relative to the box.
  public static func relativeWidth(_ multiplier: Double) -> BoxItem { guide().relativeWidth(multiplier) }
  /// A guide item with a width relative to the box.
  public static func relativeWidth(_ pin: BoxLayout.MultiPin) -> BoxItem { guide().relativeWidth(pin) }
  /// A guide item with a height relative to the box.
  public static func relativeHeight(_ multiplier: Double) -> BoxItem { guide().relativeHeight(multiplier) }
  /// A guide item with a height relative to the box.
  public static func relativeHeight(_ pin: BoxLayout.MultiPin) -> BoxItem { guide().relativeHeight(pin) }
  /// A guide item with a flex factor (a flexible spacer).
  public static func flex(_ value: Double = 1) -> BoxItem { guide().flex(value) }
}

extension View {
  /// An item for this view with the zero layout (four edges flush).
  public var boxed: BoxItem { BoxItem(view: self) }
  /// Same as ``boxed``.
  public var bi: BoxItem { boxed }
  /// An item for this view with a layout.
  public func boxed(layout: BoxLayout) -> BoxItem { BoxItem(view: self, layout: layout) }

  /// If this view's superview is a ``BoxView`` holding an item for it, replaces that item by
  /// `update(item)`; otherwise nothing happens.
  public func updateBoxItem(_ update: (BoxItem) -> BoxItem) {
    (superview as? BoxView)?.updateItemForObject(self, update: update)
  }
}

@MainActor
extension Array where Element: View {
  /// An item with the zero layout for every view.
  public var boxed: [BoxItem] { map(\.boxed) }
  /// Same as ``boxed``.
  public var bi: [BoxItem] { boxed }
  /// An item with the same layout for every view.
  public func boxed(layout: BoxLayout) -> [BoxItem] { map { $0.boxed(layout: layout) } }

  /// A new ``BoxView`` holding these views.
  public func inBoxView(axis: BoxLayout.Axis = .y, spacing: Double = 0, insets: EdgeInsets = .zero) -> BoxView
  {
    let box = BoxView(axis: axis, spacing: spacing, insets: insets)
    box.items = boxed
    return box
  }
}
