/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size from a width and a height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Whether both dimensions are finite numbers.
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// Whether either dimension is zero or negative.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// `W×H` in points, whole numbers without a decimal point: `"120×36"`.
  public var description: String { "\(formatScalar(width))×\(formatScalar(height))" }
}
