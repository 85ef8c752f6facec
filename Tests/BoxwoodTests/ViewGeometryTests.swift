import Boxwood
import Testing

@Suite("View geometry")
@MainActor
struct ViewGeometryTests {
  // MARK: Frame, bounds and centre

  @Test("bounds has the frame's size and a zero origin by default")
  func boundsFollowsFrame() {
    let view = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.center == Point(x: 25, y: 40))
  }

  @Test("setting center moves the frame and keeps its size")
  func centerMovesFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
    view.center = Point(x: 50, y: 50)
    #expect(view.frame == Rect(x: 45, y: 40, width: 10, height: 20))
  }

  @Test("setting bounds size resizes the frame around its centre")
  func boundsSizeKeepsCenter() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.bounds = Rect(x: 0, y: 0, width: 20, height: 4)
    #expect(view.frame == Rect(x: -5, y: 3, width: 20, height: 4))
  }

  @Test("setting bounds origin scrolls the content without moving the frame")
  func boundsOriginScrolls() {
    let view = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    view.bounds = Rect(x: 0, y: 30, width: 10, height: 10)
    #expect(view.frame == Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(view.bounds.origin == Point(x: 0, y: 30))
  }

  // MARK: Bad input

  @Test("a NaN or infinite frame is refused, reported, and the old frame kept")
  func nonFiniteFrameIsRefused() {
    let old = Rect(x: 1, y: 2, width: 3, height: 4)
    let view = View(frame: old)
    let (_, collector) = Diagnostics.collect {
      view.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
      view.frame = Rect(x: 0, y: 0, width: .infinity, height: 10)
      view.frame = Rect(x: 0, y: -.infinity, width: 10, height: 10)
    }
    #expect(view.frame == old)
    #expect(collector.errors.map(\.kind) == Array(repeating: "nonFiniteGeometry", count: 3))
  }

  @Test("the report names the view, the property and the value")
  func nonFiniteReportNamesTheView() throws {
    let view = View.named("box", frame: Rect(x: 0, y: 0, width: 1, height: 1))
    let (_, collector) = Diagnostics.collect { view.frame = Rect(x: .nan, y: 0, width: 1, height: 1) }
    let error = try #require(collector.errors.first)
    guard case .nonFiniteGeometry(let culprit, let property, _) = error else {
      Issue.record("expected nonFiniteGeometry, got \(error)")
      return
    }
    #expect(culprit.view === view)
    #expect(property == "frame")
    #expect(error.description.contains("View(\"box\")"))
    #expect(error.description.contains("nan"))
  }

  @Test("a non-finite center is refused and the frame kept")
  func nonFiniteCenterIsRefused() {
    let old = Rect(x: 1, y: 2, width: 3, height: 4)
    let view = View(frame: old)
    let (_, collector) = Diagnostics.collect {
      view.center = Point(x: .nan, y: 1)
      view.center = Point(x: 1, y: .infinity)
    }
    #expect(view.frame == old)
    #expect(collector.errors.map(\.kind) == ["nonFiniteGeometry", "nonFiniteGeometry"])
  }

  @Test("non-finite bounds are refused and both frame and bounds kept")
  func nonFiniteBoundsIsRefused() {
    let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    let (_, collector) = Diagnostics.collect {
      view.bounds = Rect(x: .nan, y: 0, width: 3, height: 4)
      view.bounds = Rect(x: 0, y: 0, width: 3, height: .infinity)
    }
    #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 3, height: 4))
    #expect(collector.errors.map(\.kind) == ["nonFiniteGeometry", "nonFiniteGeometry"])
  }

  @Test("a non-finite initial frame becomes zero and is reported")
  func nonFiniteInitialFrameBecomesZero() {
    let (view, collector) = Diagnostics.collect { View(frame: Rect(x: .nan, y: 0, width: 5, height: 5)) }
    #expect(view.frame == .zero)
    #expect(collector.errors.map(\.kind) == ["nonFiniteGeometry"])
    let (_, clean) = Diagnostics.collect { View(frame: Rect(x: 1, y: 2, width: 3, height: 4)) }
    #expect(clean.errors.isEmpty)
  }

  @Test("negative sizes are clamped to zero and keep the origin")
  func negativeSizesAreClamped() {
    let view = View(frame: Rect(x: 10, y: 10, width: -5, height: 8))
    #expect(view.frame == Rect(x: 10, y: 10, width: 0, height: 8))
    let (_, collector) = Diagnostics.collect {
      view.frame = Rect(x: 1, y: 2, width: 3, height: -4)
    }
    #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 0))
    #expect(collector.errors.isEmpty)
    view.bounds = Rect(x: 0, y: 0, width: -10, height: -10)
    #expect(view.bounds.size == .zero)
  }

  @Test("alpha is clamped to 0…1 and a NaN alpha is ignored")
  func alphaIsClampedAndNaNIgnored() {
    let view = View()
    view.alpha = 0.4
    view.alpha = .nan
    #expect(view.alpha == 0.4)
    view.alpha = 3
    #expect(view.alpha == 1)
    view.alpha = -2
    #expect(view.alpha == 0)
  }

  @Test("negative or non-finite corner radius and border width are refused")
  func negativeCornerRadiusAndBorderWidthAreRefused() {
    let view = View()
    view.cornerRadius = 4
    view.borderWidth = 2
    view.cornerRadius = -1
    view.borderWidth = -3
    #expect(view.cornerRadius == 4)
    #expect(view.borderWidth == 2)
    view.cornerRadius = .nan
    view.borderWidth = .infinity
    #expect(view.cornerRadius == 4)
    #expect(view.borderWidth == 2)
    view.cornerRadius = 0
    #expect(view.cornerRadius == 0)
  }

  // MARK: Coordinate conversion

  /// The window of ``makeTree()``, kept for the whole test so its root view stays alive.
  let window = makeWindow(width: 400, height: 300)

  /// root (window) ⊃ a at (10, 20) ⊃ b at (5, 5); c at (200, 0) is a's sibling.
  func makeTree() -> (a: View, b: View, c: View) {
    let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
    let b = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))
    let c = View(frame: Rect(x: 200, y: 0, width: 50, height: 50))
    window.rootView.addSubview(a)
    a.addSubview(b)
    window.rootView.addSubview(c)
    return (a, b, c)
  }

  @Test("converting to nil gives window coordinates")
  func convertToWindow() {
    let (a, b, _) = makeTree()
    #expect(b.convert(Point(x: 1, y: 2), to: nil) == Point(x: 16, y: 27))
    #expect(a.convert(Point.zero, to: nil) == Point(x: 10, y: 20))
    #expect(b.convert(Point(x: 16, y: 27), from: nil) == Point(x: 1, y: 2))
  }

  @Test("converting between a view and its ancestor adds the frame offsets")
  func convertToAncestor() {
    let (a, b, _) = makeTree()
    #expect(b.convert(Point(x: 1, y: 1), to: a) == Point(x: 6, y: 6))
    #expect(a.convert(Point(x: 1, y: 1), from: b) == Point(x: 6, y: 6))
    #expect(a.convert(Point(x: 6, y: 6), to: b) == Point(x: 1, y: 1))
    #expect(b.convert(Point.zero, to: window.rootView) == Point(x: 15, y: 25))
  }

  @Test("converting between siblings goes through their common coordinates")
  func convertBetweenSiblings() {
    let (_, b, c) = makeTree()
    #expect(b.convert(Point.zero, to: c) == Point(x: -185, y: 25))
    #expect(c.convert(Point.zero, to: b) == Point(x: 185, y: -25))
    #expect(b.convert(Point(x: -185, y: 25), from: c) == Point.zero)
  }

  @Test("a scrolled ancestor's bounds origin shifts its subtree")
  func convertWithBoundsOrigin() {
    let (a, b, _) = makeTree()
    a.bounds = Rect(x: 0, y: 30, width: 100, height: 100)
    #expect(b.convert(Point.zero, to: nil) == Point(x: 15, y: -5))
    #expect(b.convert(Point.zero, to: a) == Point(x: 5, y: 5))
    #expect(a.convert(Point(x: 5, y: 35), to: nil) == Point(x: 15, y: 25))
    #expect(window.rootView.convert(Point(x: 15, y: -5), to: b) == Point.zero)
  }

  @Test("a scrolled root view shifts window coordinates")
  func convertWithScrolledRoot() {
    let (a, _, _) = makeTree()
    window.rootView.bounds = Rect(x: 0, y: 50, width: 400, height: 300)
    #expect(a.convert(Point.zero, to: nil) == Point(x: 10, y: -30))
    #expect(window.rootView.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: -50))
  }

  @Test(
    "converting a point there and back returns it",
    arguments: [
      Point(x: 0, y: 0), Point(x: 3.5, y: -7.25), Point(x: 1000, y: 1000),
    ])
  func convertRoundTrips(_ point: Point) {
    let (a, b, c) = makeTree()
    a.bounds = Rect(x: 3, y: 4, width: 100, height: 100)
    #expect(b.convert(b.convert(point, to: c), from: c) == point)
    #expect(c.convert(c.convert(point, to: nil), from: nil) == point)
    #expect(a.convert(a.convert(point, from: b), to: b) == point)
  }

  @Test("converting a rectangle moves its origin and keeps its size")
  func convertRect() {
    let (a, b, c) = makeTree()
    let rect = Rect(x: 1, y: 2, width: 10, height: 20)
    #expect(b.convert(rect, to: nil) == Rect(x: 16, y: 27, width: 10, height: 20))
    #expect(a.convert(rect, from: b) == Rect(x: 6, y: 7, width: 10, height: 20))
    #expect(b.convert(b.convert(rect, to: c), from: c) == rect)
  }
}
