/// A location in a two-dimensional coordinate system, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite numbers (not NaN, not infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by the given amounts.
  public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

  /// The straight-line distance to another point.
  public func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }

  /// `(x, y)`, whole numbers without a decimal point, others rounded to three decimals.
  public var description: String { "(\(formatScalar(x)), \(formatScalar(y)))" }
}

/// Formats a coordinate compactly: whole numbers without a fraction, others with up to 3 decimals.
func formatScalar(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
  let scaled = (value * 1000).rounded() / 1000
  return String(scaled)
}
