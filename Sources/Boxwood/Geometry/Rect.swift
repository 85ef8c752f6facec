/// A rectangle: an origin and a size, in points.
///
/// As in UIKit, a rectangle with a negative width or height is valid and describes the same area as
/// its ``standardized`` form; the `min`/`max` accessors and set operations standardize first.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The corner with the smallest coordinates (for a standardized rectangle).
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The same area with a non-negative width and height.
  public var standardized: Rect {
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  /// The smallest x coordinate.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The x coordinate of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The y coordinate of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The width, always non-negative.
  public var width: Double { abs(size.width) }
  /// The height, always non-negative.
  public var height: Double { abs(size.height) }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  /// Whether every component is a finite number.
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
  /// (grown for negative values).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let r = standardized
    return Rect(
      x: r.origin.x + dx, y: r.origin.y + dy,
      width: max(0, r.size.width - 2 * dx), height: max(0, r.size.height - 2 * dy))
  }

  /// The rectangle shrunk by the given edge insets.
  public func inset(by insets: EdgeInsets) -> Rect {
    let r = standardized
    return Rect(
      x: r.origin.x + insets.left, y: r.origin.y + insets.top,
      width: max(0, r.size.width - insets.horizontal),
      height: max(0, r.size.height - insets.vertical))
  }

  /// The rectangle moved by the given amounts.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The smallest rectangle that contains both rectangles.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The overlap of the two rectangles, or `nil` when they do not overlap.
  ///
  /// Rectangles that only touch along an edge do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the two rectangles overlap.
  public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

  /// Whether the point lies inside the rectangle; the minimum edges are inside, the maximum ones
  /// are not, so adjacent rectangles never both contain a point.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the other rectangle lies entirely inside this one.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The smallest rectangle with integer edges that contains this one.
  public var integral: Rect {
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  /// `(x, y, W×H)`: the origin and the size, in points.
  public var description: String { "(\(formatScalar(origin.x)), \(formatScalar(origin.y)), \(size))" }
}
