/// The edges and centres a ``BoxLayout`` can pin, in BoxView's order.
public enum BoxEdge: CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// The top edge, the left edge, the right edge, the bottom edge, the horizontal centre and the vertical
  /// centre, in the order BoxView generates their constraints (`allCases` follows it too).
  ///
  /// Left and right are physical edges: in a right-to-left layout a BoxView mirrors the rules of the x axis
  /// (see ``BoxView``), unlike UIKit's leading/trailing anchors, which BoxLayout does not use.
  case top, left, right, bottom, centerX, centerY

  /// Where an edge lies along its axis.
  public enum Position: Sendable, Hashable {
    /// The begin (left, top), centre (centerX, centerY) and end (right, bottom) positions.
    case begin, center, end
  }

  /// Per-edge values (a convenience type, as in BoxView).
  public typealias Values = [BoxEdge: Double]
  /// Per-edge constraints (a convenience type, as in BoxView).
  public typealias Constraints = [BoxEdge: LayoutConstraint]

  /// The lowercase name: "top", "left", "right", "bottom", "centerX", "centerY".
  public var str: String {
    switch self {
    case .top: return "top"
    case .left: return "left"
    case .right: return "right"
    case .bottom: return "bottom"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    }
  }

  /// The edge's lowercase name, the same text as ``str`` ("top", "centerX", …).
  public var description: String { str }

  /// Begin (left, top), centre, or end (right, bottom).
  public var position: Position {
    switch self {
    case .left, .top: return .begin
    case .centerX, .centerY: return .center
    case .right, .bottom: return .end
    }
  }

  /// The axis the edge lies on (`.x` for left, right and centerX).
  public var axis: BoxLayout.Axis {
    switch self {
    case .left, .right, .centerX: return .x
    case .top, .bottom, .centerY: return .y
    }
  }

  /// The layout attribute of the edge.
  var attribute: LayoutAttribute {
    switch self {
    case .top: return .top
    case .left: return .left
    case .right: return .right
    case .bottom: return .bottom
    case .centerX: return .centerX
    case .centerY: return .centerY
    }
  }
}

/// What a ``BoxView`` knows about each item: optional pins for its edges, centres and sizes, sizes
/// relative to the box, and a flex factor.
///
/// `BoxLayout()` and ``zero`` pin the four edges with a gap of exactly 0 and nothing else: an unmodified
/// item fills the box across its axis and sits flush in the chain.
public struct BoxLayout: Sendable, Hashable, CustomStringConvertible {
  /// The direction a ``BoxView`` stacks its items in.
  public enum Axis: Sendable, Hashable {
    /// Horizontal: items run from the leading edge to the trailing edge.
    case x
    /// Vertical: items run from top to bottom.
    case y

    /// The perpendicular axis.
    public var other: Axis { self == .x ? .y : .x }

    /// The edge where the axis begins: left for `.x`, top for `.y`.
    public var beginEdge: BoxEdge { self == .x ? .left : .top }
    /// The centre edge: centerX for `.x`, centerY for `.y`.
    public var centerEdge: BoxEdge { self == .x ? .centerX : .centerY }
    /// The edge where the axis ends: right for `.x`, bottom for `.y`.
    public var endEdge: BoxEdge { self == .x ? .right : .bottom }
  }

  /// Where a view goes in its superview's drawing order when it is inserted (see
  /// ``BoxView/insertItem(_:after:z:)``).
  public enum ZPosition {
    /// Behind every sibling.
    case back
    /// In front of every sibling.
    case front
    /// Just below a sibling; in front of everything when it is `nil`.
    case below(View?)
    /// Just above a sibling; behind everything when it is `nil`.
    case above(View?)
  }

  /// The gap from the left: on an `.x` box's main axis, from the previous item's right edge (plus the box's
  /// `spacing`, and only when that item has a ``right`` pin) or, for the first item, from the box's left edge
  /// plus its left inset; across a `.y` box, from the box's left edge plus the left inset.
  ///
  /// Points; nil leaves the edge unpinned. Default `== 0` (see ``init()``).
  public var left: Pin?
  /// The gap to the right: on an `.x` box's main axis it joins the next item's ``left`` pin into one chain
  /// link (plus `spacing`), or, for the last item, is the gap from its right edge to the box's right edge
  /// minus the right inset; across a `.y` box, the gap to the box's right edge minus the right inset.
  ///
  /// Points; nil leaves the edge unpinned. Default `== 0` (see ``init()``).
  public var right: Pin?
  /// The horizontal offset of the item's centre from the centre of the box's inset rectangle (positive moves
  /// right; mirrored in a right-to-left layout). Points; nil (the default) leaves the centre free. On an `.x`
  /// box it comes in addition to the chain links, so unpin ``left``/``right`` or make them inequalities.
  public var centerX: Pin?
  /// The gap from the top: on a `.y` box's main axis, from the previous item's bottom edge (plus the box's
  /// `spacing`, and only when that item has a ``bottom`` pin) or, for the first item, from the box's top edge
  /// plus its top inset; across an `.x` box, from the box's top edge plus the top inset.
  ///
  /// Points; nil leaves the edge unpinned. Default `== 0` (see ``init()``).
  public var top: Pin?
  /// The gap below: on a `.y` box's main axis it joins the next item's ``top`` pin into one chain link (plus
  /// `spacing`), or, for the last item, is the gap from its bottom edge to the box's bottom edge minus the
  /// bottom inset; across an `.x` box, the gap to the box's bottom edge minus the bottom inset.
  ///
  /// Points; nil leaves the edge unpinned. Default `== 0` (see ``init()``).
  public var bottom: Pin?
  /// The vertical offset of the item's centre from the centre of the box's inset rectangle (positive moves
  /// down). Points; nil (the default) leaves the centre free. On a `.y` box it comes in addition to the chain
  /// links, so unpin ``top``/``bottom`` or make them inequalities.
  public var centerY: Pin?
  /// An absolute width.
  public var width: Pin?
  /// An absolute height.
  public var height: Pin?
  /// A width relative to the box's whole width (insets are not subtracted).
  public var relativeWidth: MultiPin?
  /// A height relative to the box's whole height (insets are not subtracted).
  public var relativeHeight: MultiPin?
  /// A flex factor: flex items share their main-axis sizes in these proportions.
  public var flex: Double?

  /// The four edges pinned at 0 (the default layout of every item).
  public init() {
    left = .zero
    right = .zero
    top = .zero
    bottom = .zero
  }

  /// The four edges pinned at 0.
  public static let zero = BoxLayout()

  /// A layout with the four edges replaced (each defaults to `== 0`; `nil` leaves the edge unpinned).
  public static func withPins(
    top: Pin? = .zero, left: Pin? = .zero, bottom: Pin? = .zero, right: Pin? = .zero
  ) -> BoxLayout {
    BoxLayout().withPins(top: top, left: left, bottom: bottom, right: right)
  }

  /// A copy with the four edges replaced (each defaults to `== 0`; `nil` leaves the edge unpinned).
  public func withPins(
    top: Pin? = .zero, left: Pin? = .zero, bottom: Pin? = .zero, right: Pin? = .zero
  ) -> BoxLayout {
    var copy = self
    copy.top = top
    copy.left = left
    copy.bottom = bottom
    copy.right = right
    return copy
  }

  /// Sets the pin of one edge or centre.
  public mutating func setPin(_ pin: Pin?, for edge: BoxEdge) {
    switch edge {
    case .top: top = pin
    case .left: left = pin
    case .right: right = pin
    case .bottom: bottom = pin
    case .centerX: centerX = pin
    case .centerY: centerY = pin
    }
  }

  /// The pin of one edge or centre.
  public func pinForEdge(_ edge: BoxEdge) -> Pin? {
    switch edge {
    case .top: return top
    case .left: return left
    case .right: return right
    case .bottom: return bottom
    case .centerX: return centerX
    case .centerY: return centerY
    }
  }

  /// A copy with one edge or centre changed (the only builder that sets centres directly).
  public func with(_ edge: BoxEdge, _ pin: Pin?) -> BoxLayout {
    var copy = self
    copy.setPin(pin, for: edge)
    return copy
  }

  /// A copy with the ``left`` pin replaced (nil unpins it).
  public func withLeft(_ pin: Pin?) -> BoxLayout { with(.left, pin) }
  /// A copy with the ``right`` pin replaced (nil unpins it).
  public func withRight(_ pin: Pin?) -> BoxLayout { with(.right, pin) }
  /// A copy with the ``top`` pin replaced (nil unpins it).
  public func withTop(_ pin: Pin?) -> BoxLayout { with(.top, pin) }
  /// A copy with the ``bottom`` pin replaced (nil unpins it).
  public func withBottom(_ pin: Pin?) -> BoxLayout { with(.bottom, pin) }

  /// A copy with the absolute ``width`` pin replaced, in points (nil removes it).
  public func withWidth(_ pin: Pin?) -> BoxLayout {
    var copy = self
    copy.width = pin
    return copy
  }

  /// A copy with the absolute ``height`` pin replaced, in points (nil removes it).
  public func withHeight(_ pin: Pin?) -> BoxLayout {
    var copy = self
    copy.height = pin
    return copy
  }

  /// A copy with the ``relativeWidth`` pin replaced (nil removes it).
  public func withRelativeWidth(_ pin: MultiPin?) -> BoxLayout {
    var copy = self
    copy.relativeWidth = pin
    return copy
  }

  /// A copy with the ``relativeHeight`` pin replaced (nil removes it).
  public func withRelativeHeight(_ pin: MultiPin?) -> BoxLayout {
    var copy = self
    copy.relativeHeight = pin
    return copy
  }

  /// A copy with the ``flex`` factor replaced (nil makes the item take no part in sharing the main axis).
  public func withFlex(_ flex: Double?) -> BoxLayout {
    var copy = self
    copy.flex = flex
    return copy
  }

  /// The zero layout with the given edges replaced; a `nil` value clears its edge.
  public static func boxEdgePins(_ pins: [BoxEdge: Pin?]) -> BoxLayout {
    var layout = BoxLayout.zero
    // In BoxEdge order, so the result does not depend on the dictionary's order.
    for edge in BoxEdge.allCases {
      if let pin = pins[edge] { layout.setPin(pin, for: edge) }
    }
    return layout
  }

  /// Centred horizontally with an offset; left and right `>= padding`, or unpinned when `padding` is nil.
  ///
  /// Decision (open question E1): unlike the original, a `nil` padding clears the side pins, exactly as
  /// ``BoxItem/centerX(offset:padding:)`` does. The original left them at `== 0`, which stretched the item
  /// across the box and made the centring meaningless.
  public static func xCentered(offset: Double = 0, padding: Double? = 0) -> BoxLayout {
    var layout = BoxLayout.zero
    layout.centerX = Pin(offset)
    layout.left = padding.map { Pin(constant: $0, relation: .greaterThanOrEqual) }
    layout.right = layout.left
    return layout
  }

  /// Centred vertically with an offset; top and bottom `>= padding`, or unpinned when `padding` is nil.
  /// A `nil` padding clears the top and bottom pins (see ``xCentered(offset:padding:)``).
  public static func yCentered(offset: Double = 0, padding: Double? = 0) -> BoxLayout {
    var layout = BoxLayout.zero
    layout.centerY = Pin(offset)
    layout.top = padding.map { Pin(constant: $0, relation: .greaterThanOrEqual) }
    layout.bottom = layout.top
    return layout
  }

  /// The pinned edges and centres in ``BoxEdge`` order, as `name:pin` joined by ", ".
  public var description: String {
    BoxEdge.allCases.compactMap { edge in pinForEdge(edge).map { "\(edge.str):\($0)" } }
      .joined(separator: ", ")
  }
}
