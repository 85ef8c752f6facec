import Boxwood
import Testing

@Suite("Rect")
struct RectTests {
  let square = Rect(x: 0, y: 0, width: 10, height: 10)

  // MARK: Accessors

  @Test("min, mid and max accessors and centre")
  func accessors() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.minX == 10)
    #expect(r.midX == 25)
    #expect(r.maxX == 40)
    #expect(r.minY == 20)
    #expect(r.midY == 40)
    #expect(r.maxY == 60)
    #expect(r.center == Point(x: 25, y: 40))
    #expect(r.width == 30)
    #expect(r.height == 40)
  }

  @Test("standardized makes a negative width and height positive over the same area")
  func standardizedFlipsNegativeSizes() {
    let r = Rect(x: 10, y: 10, width: -4, height: -6)
    #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    #expect(r.minX == 6)
    #expect(r.maxX == 10)
    #expect(r.minY == 4)
    #expect(r.maxY == 10)
    #expect(r.width == 4)
    #expect(r.height == 6)
    #expect(square.standardized == square)
  }

  @Test("isEmpty when a side is zero")
  func isEmptyWhenASideIsZero() {
    #expect(Rect.zero.isEmpty)
    #expect(Rect(x: 5, y: 5, width: 0, height: 3).isEmpty)
    #expect(!square.isEmpty)
    #expect(!Rect(x: 0, y: 0, width: -2, height: -2).isEmpty)
  }

  @Test("isFinite is false when any component is NaN or infinite")
  func isFiniteChecksEveryComponent() {
    #expect(square.isFinite)
    #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
    #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isFinite)
    #expect(!Rect(x: 0, y: -.infinity, width: 1, height: 1).isFinite)
  }

  // MARK: Insetting and moving

  @Test("insetBy shrinks both sides of each axis")
  func insetByShrinks() {
    #expect(square.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
  }

  @Test("insetBy with negative amounts grows")
  func insetByNegativeGrows() {
    #expect(square.insetBy(dx: -1, dy: -2) == Rect(x: -1, y: -2, width: 12, height: 14))
  }

  @Test("insetBy past the middle leaves a zero size, never a negative one")
  func insetByClampsAtZero() {
    let r = square.insetBy(dx: 8, dy: 6)
    #expect(r.size == Size(width: 0, height: 0))
  }

  @Test("insetBy standardizes a negative-size rectangle first")
  func insetByStandardizes() {
    #expect(
      Rect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 1)
        == Rect(x: 1, y: 1, width: 8, height: 8))
  }

  @Test("inset(by:) takes each edge's own inset")
  func insetByEdgeInsets() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(square.inset(by: insets) == Rect(x: 2, y: 1, width: 4, height: 6))
    #expect(square.inset(by: .zero) == square)
    #expect(square.inset(by: .all(20)).size == .zero)
  }

  @Test("offsetBy moves the origin and keeps the size")
  func offsetByMoves() {
    #expect(square.offsetBy(dx: 5, dy: -5) == Rect(x: 5, y: -5, width: 10, height: 10))
  }

  // MARK: Set operations

  @Test("union is the smallest rectangle containing both")
  func unionContainsBoth() {
    let other = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(square.union(other) == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(other.union(square) == square.union(other))
    #expect(
      square.union(Rect(x: 20, y: -5, width: -5, height: 5)) == Rect(x: 0, y: -5, width: 20, height: 15))
  }

  @Test("intersection of overlapping rectangles is the overlap")
  func intersectionOfOverlap() {
    let other = Rect(x: 5, y: 6, width: 10, height: 10)
    #expect(square.intersection(other) == Rect(x: 5, y: 6, width: 5, height: 4))
    #expect(square.intersects(other))
  }

  @Test("intersection with a contained rectangle is that rectangle")
  func intersectionWithContained() {
    let inner = Rect(x: 2, y: 2, width: 3, height: 3)
    #expect(square.intersection(inner) == inner)
  }

  @Test("intersection of separate rectangles is nil")
  func intersectionOfSeparateIsNil() {
    #expect(square.intersection(Rect(x: 20, y: 20, width: 5, height: 5)) == nil)
    #expect(!square.intersects(Rect(x: 20, y: 0, width: 5, height: 5)))
  }

  @Test("rectangles that only touch along an edge or a corner do not intersect")
  func touchingRectanglesDoNotIntersect() {
    #expect(square.intersection(Rect(x: 10, y: 0, width: 5, height: 10)) == nil)
    #expect(square.intersection(Rect(x: 0, y: -5, width: 10, height: 5)) == nil)
    #expect(square.intersection(Rect(x: 10, y: 10, width: 5, height: 5)) == nil)
  }

  @Test("intersection standardizes negative sizes")
  func intersectionStandardizes() {
    let flipped = Rect(x: 15, y: 15, width: -10, height: -10)
    #expect(square.intersection(flipped) == Rect(x: 5, y: 5, width: 5, height: 5))
  }

  // MARK: Containment

  @Test("contains a point on the minimum edges but not on the maximum edges")
  func containsPointIsHalfOpen() {
    #expect(square.contains(Point(x: 0, y: 0)))
    #expect(square.contains(Point(x: 9.999, y: 9.999)))
    #expect(!square.contains(Point(x: 10, y: 5)))
    #expect(!square.contains(Point(x: 5, y: 10)))
    #expect(!square.contains(Point(x: -0.001, y: 5)))
  }

  @Test("adjacent rectangles never both contain a point")
  func adjacentRectanglesShareNoPoint() {
    let right = Rect(x: 10, y: 0, width: 10, height: 10)
    let edge = Point(x: 10, y: 5)
    #expect(square.contains(edge) != right.contains(edge))
  }

  @Test("contains point works on a negative-size rectangle")
  func containsPointWithNegativeSize() {
    let flipped = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(flipped.contains(Point(x: 5, y: 5)))
    #expect(!flipped.contains(Point(x: 10, y: 5)))
  }

  @Test("an empty rectangle contains no point")
  func emptyRectContainsNoPoint() {
    #expect(!Rect(x: 1, y: 1, width: 0, height: 5).contains(Point(x: 1, y: 2)))
  }

  @Test("contains a rectangle only when it lies entirely inside, edges included")
  func containsRect() {
    #expect(square.contains(square))
    #expect(square.contains(Rect(x: 0, y: 0, width: 10, height: 5)))
    #expect(square.contains(Rect(x: 2, y: 2, width: 2, height: 2)))
    #expect(!square.contains(Rect(x: 5, y: 5, width: 10, height: 2)))
    #expect(!square.contains(Rect(x: -1, y: 0, width: 2, height: 2)))
  }

  // MARK: Rounding and descriptions

  @Test("integral is the smallest integer rectangle containing the original")
  func integralGrowsOutward() {
    #expect(Rect(x: 0.5, y: 1.2, width: 2, height: 3.1).integral == Rect(x: 0, y: 1, width: 3, height: 4))
    #expect(Rect(x: -0.5, y: -1.5, width: 1, height: 1).integral == Rect(x: -1, y: -2, width: 2, height: 2))
    #expect(square.integral == square)
  }

  @Test("description is origin and size")
  func descriptionIsOriginAndSize() {
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "(1, 2, 3×4)")
    #expect(Rect(x: 0.125, y: 0, width: 1.5, height: 2).description == "(0.125, 0, 1.5×2)")
  }

  @Test("zero is the empty rectangle at the origin")
  func zeroIsAtTheOrigin() {
    #expect(Rect.zero == Rect(origin: .zero, size: .zero))
  }
}
