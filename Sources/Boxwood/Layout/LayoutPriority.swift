/// How strongly a constraint is held, from 1 to 1000 (UIKit's `UILayoutPriority`).
///
/// Only `required` (1000) constraints must hold; the others are satisfied as far as possible, higher
/// ones first. The solver weighs priorities so that one constraint outweighs any realistic number of
/// constraints of a lower priority.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, 1…1000.
  public let rawValue: Float

  /// A priority; values outside 1…1000 are clamped (NaN becomes `.required`).
  public init(_ rawValue: Float) {
    self.rawValue = rawValue.isNaN ? 1000 : min(1000, max(1, rawValue))
  }

  /// A priority from a literal.
  public init(floatLiteral value: Float) { self.init(value) }
  /// A priority from a literal.
  public init(integerLiteral value: Int) { self.init(Float(value)) }

  /// Must hold: 1000.
  public static let required = LayoutPriority(1000)
  /// 750: compression resistance by default.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: content hugging by default.
  public static let defaultLow = LayoutPriority(250)
  /// 50: what `systemLayoutSizeFitting` uses to pull towards the target size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is `.required`.
  public var isRequired: Bool { rawValue >= 1000 }

  /// Orders priorities by their raw values.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A priority raised by `amount`.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }
  /// A priority lowered by `amount`.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// The raw value, without a decimal point when it is whole: `"750"`, `"999.5"`.
  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
  }
}

/// A layout attribute of a view or guide (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: Sendable, Hashable, CustomStringConvertible {
  /// Physical edges (left, right, top, bottom); reading-direction edges (leading, trailing, which follow the
  /// item's effective layout direction); the size (width, height); the centres (centerX, centerY).
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// The baseline of the first or the last line of text of a label or text field (a view can stand in for
  /// another through ``View/viewForFirstBaselineLayout``); other views use their bottom edge, as in UIKit.
  case firstBaseline, lastBaseline
  /// No attribute: the second side of a constant constraint such as `width == 100`.
  case notAnAttribute

  /// Whether the attribute is horizontal (`true`) or vertical; `nil` for `notAnAttribute`.
  public var isHorizontal: Bool? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: return true
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return false
    case .notAnAttribute: return nil
    }
  }

  /// Whether it follows the reading direction (leading, trailing).
  public var isDirectional: Bool { self == .leading || self == .trailing }

  /// Whether it is a size rather than a position.
  public var isDimension: Bool { self == .width || self == .height }

  /// The attribute's name as written in Swift (`"centerX"`), or `"-"` for ``notAnAttribute``.
  public var description: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .firstBaseline: return "firstBaseline"
    case .lastBaseline: return "lastBaseline"
    case .notAnAttribute: return "-"
    }
  }
}

/// The relation of a constraint.
public enum LayoutRelation: Sendable, Hashable, CustomStringConvertible {
  /// `first <= second × multiplier + constant`, `==`, or `>=`.
  case lessThanOrEqual, equal, greaterThanOrEqual

  /// The relation's symbol: `"<="`, `"=="` or `">="`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// The two axes of layout.
public enum LayoutAxis: Sendable, Hashable {
  /// Left to right (widths, x positions) or top to bottom (heights, y positions): for content hugging and
  /// compression resistance.
  case horizontal, vertical
}

/// The reading direction of a view's content.
public enum LayoutDirection: Sendable, Hashable {
  /// Left to right (English) or right to left (Arabic, Hebrew): leading and trailing anchors, stack views,
  /// BoxView's x axis, controls' artwork and text fields' natural alignment follow it (a label's `.natural`
  /// alignment is still left; see ``TextAlignment/natural``).
  case leftToRight, rightToLeft

  /// The direction of every view whose ``SemanticContentAttribute`` is `unspecified` and that has no
  /// ancestor forcing one. Changing it re-lays out, at once, what depends on it in every live window
  /// (constraints with leading/trailing, margins, boxes, stacks); a tree in no window follows at its next
  /// layout.
  @exclusivity(unchecked) @MainActor public static var application: LayoutDirection = .leftToRight {
    didSet { if application != oldValue { Window.applicationLayoutDirectionDidChange() } }
  }
}

/// How a view's content relates to the reading direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Hashable {
  /// Inherits the direction of the nearest ancestor forcing one, else ``LayoutDirection/application``.
  case unspecified
  /// Media playback controls: always left to right.
  case playback
  /// Spatial controls such as a D-pad: always left to right.
  case spatial
  /// Always left to right, for the view and the `unspecified` views of its subtree.
  case forceLeftToRight
  /// Always right to left, for the view and the `unspecified` views of its subtree.
  case forceRightToLeft
}
