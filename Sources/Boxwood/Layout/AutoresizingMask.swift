/// Which parts of a frame stretch when the superview's size changes (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits, in UIKit's order: flexibleLeftMargin 1, flexibleWidth 2, flexibleRightMargin 4,
  /// flexibleTopMargin 8, flexibleHeight 16, flexibleBottomMargin 32.
  public let rawValue: UInt
  /// Creates a mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The left margin stretches.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The names of the set members in bit order, `"[flexibleWidth, flexibleHeight]"`; `"[]"` for none.
  public var description: String {
    let names = [
      (Self.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
      (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
      (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
    ].filter { contains($0.0) }.map(\.1)
    return "[" + names.joined(separator: ", ") + "]"
  }
}

/// Insets by reading direction: leading and trailing swap sides in right-to-left layouts.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset of the top edge, in points.
  public var top: Double
  /// The inset of the leading edge, in points: the left edge left to right, the right edge right to left.
  public var leading: Double
  /// The inset of the bottom edge, in points.
  public var bottom: Double
  /// The inset of the trailing edge, in points: the right edge left to right, the left edge right to left.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The insets for a direction, as left/right.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}
