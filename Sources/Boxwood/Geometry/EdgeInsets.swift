/// Distances to inset each edge of a rectangle by, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: Double
  /// The inset of the left edge.
  public var left: Double
  /// The inset of the bottom edge.
  public var bottom: Double
  /// The inset of the right edge.
  public var right: Double

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets from the four edge distances.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public static func all(_ value: Double) -> EdgeInsets {
    EdgeInsets(top: value, left: value, bottom: value, right: value)
  }

  /// Insets of `horizontal` on the left and right and `vertical` on the top and bottom.
  public static func symmetric(horizontal: Double = 0, vertical: Double = 0) -> EdgeInsets {
    EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }

  /// `(top: t, left: l, bottom: b, right: r)` in points.
  public var description: String {
    "(top: \(formatScalar(top)), left: \(formatScalar(left)), "
      + "bottom: \(formatScalar(bottom)), right: \(formatScalar(right)))"
  }
}
