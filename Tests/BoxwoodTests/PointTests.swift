import Boxwood
import Testing

@Suite("Point")
struct PointTests {
  @Test("zero is the origin")
  func zeroIsTheOrigin() {
    #expect(Point.zero == Point(x: 0, y: 0))
  }

  @Test("offsetBy moves both coordinates")
  func offsetByMovesBothCoordinates() {
    #expect(Point(x: 1, y: 2).offsetBy(dx: 3, dy: -5) == Point(x: 4, y: -3))
  }

  @Test("distance is the Euclidean distance and symmetric")
  func distanceIsEuclidean() {
    let a = Point(x: 1, y: 1)
    let b = Point(x: 4, y: 5)
    #expect(a.distance(to: b) == 5)
    #expect(b.distance(to: a) == 5)
    #expect(a.distance(to: a) == 0)
  }

  @Test("isFinite is false when either coordinate is NaN or infinite")
  func isFiniteRejectsNaNAndInfinity() {
    #expect(Point(x: 1, y: 2).isFinite)
    #expect(!Point(x: .nan, y: 2).isFinite)
    #expect(!Point(x: 1, y: .infinity).isFinite)
    #expect(!Point(x: -.infinity, y: 0).isFinite)
  }

  @Test("description prints whole numbers without a fraction and others to 3 decimals")
  func descriptionIsCompact() {
    #expect(Point(x: 1, y: -2).description == "(1, -2)")
    #expect(Point(x: 0.5, y: 1.0 / 3.0).description == "(0.5, 0.333)")
    #expect(Point(x: .nan, y: .infinity).description == "(nan, inf)")
    #expect(Point(x: -.infinity, y: 0).description == "(-inf, 0)")
  }

  @Test("equal points hash alike and are Sendable")
  func equalPointsHashAlike() async {
    let set: Set<Point> = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]
    #expect(set.count == 2)
    let moved = await Task.detached { Point(x: 1, y: 2).offsetBy(dx: 1, dy: 1) }.value
    #expect(moved == Point(x: 2, y: 3))
  }
}
