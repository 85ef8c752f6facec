import Boxwood
import Testing

@Suite("View hit testing")
@MainActor
struct ViewHitTestingTests {
  /// A 200×100 window whose root holds `outer` at (10, 10, 100, 80) holding `inner` at (10, 10, 20, 20).
  func makeTree() -> (window: Window, outer: View, inner: View) {
    let window = makeWindow()
    window.rootView.debugName = "root"
    let outer = View.named("outer", frame: Rect(x: 10, y: 10, width: 100, height: 80))
    let inner = View.named("inner", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    window.rootView.addSubview(outer)
    outer.addSubview(inner)
    return (window, outer, inner)
  }

  @Test("the deepest view containing the point wins")
  func deepestViewWins() {
    let (window, outer, inner) = makeTree()
    #expect(window.hitTest(Point(x: 25, y: 25)) === inner)
    #expect(window.hitTest(Point(x: 15, y: 15)) === outer)
    #expect(window.hitTest(Point(x: 5, y: 5)) === window.rootView)
  }

  @Test("the maximum edges of a view are outside it")
  func maximumEdgesAreOutside() {
    let (window, outer, inner) = makeTree()
    #expect(window.hitTest(Point(x: 40, y: 25)) === outer)
    #expect(window.hitTest(Point(x: 39.9, y: 20)) === inner)
  }

  @Test("a point outside the window hits nothing")
  func outsideWindowHitsNothing() {
    let (window, _, _) = makeTree()
    #expect(window.hitTest(Point(x: 250, y: 10)) == nil)
    #expect(window.hitTest(Point(x: -1, y: 10)) == nil)
  }

  @Test("the front-most of overlapping siblings wins")
  func frontMostSiblingWins() {
    let (window, outer, _) = makeTree()
    let back = View.named("back", frame: Rect(x: 50, y: 10, width: 30, height: 30))
    let front = View.named("front", frame: Rect(x: 60, y: 20, width: 30, height: 30))
    outer.addSubview(back)
    outer.addSubview(front)
    #expect(window.hitTest(Point(x: 75, y: 35)) === front)
    outer.bringSubviewToFront(back)
    #expect(window.hitTest(Point(x: 75, y: 35)) === back)
  }

  @Test("a hidden view and its subtree are skipped")
  func hiddenSubtreeIsSkipped() {
    let (window, outer, inner) = makeTree()
    inner.isHidden = true
    #expect(window.hitTest(Point(x: 25, y: 25)) === outer)
    inner.isHidden = false
    outer.isHidden = true
    #expect(window.hitTest(Point(x: 25, y: 25)) === window.rootView)
  }

  @Test("a view with alpha under 0.01 and its subtree are skipped")
  func transparentSubtreeIsSkipped() {
    let (window, outer, inner) = makeTree()
    outer.alpha = 0.005
    #expect(window.hitTest(Point(x: 25, y: 25)) === window.rootView)
    outer.alpha = 0.01
    #expect(window.hitTest(Point(x: 25, y: 25)) === inner)
  }

  @Test("a view with user interaction disabled and its subtree are skipped")
  func nonInteractiveSubtreeIsSkipped() {
    let (window, outer, inner) = makeTree()
    inner.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 25, y: 25)) === outer)
    inner.isUserInteractionEnabled = true
    outer.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 25, y: 25)) === window.rootView)
  }

  @Test("a hidden front sibling lets the one behind it be hit")
  func hiddenFrontSiblingLetsBackOneBeHit() {
    let (window, outer, _) = makeTree()
    let back = View.named("back", frame: Rect(x: 50, y: 10, width: 30, height: 30))
    let front = View.named("front", frame: Rect(x: 50, y: 10, width: 30, height: 30))
    outer.addSubview(back)
    outer.addSubview(front)
    front.isHidden = true
    #expect(window.hitTest(Point(x: 65, y: 25)) === back)
  }

  @Test("a child that sticks out of its parent is not hit outside the parent")
  func childOutsideParentIsNotHit() {
    let (window, outer, _) = makeTree()
    let overhang = View.named("overhang", frame: Rect(x: 90, y: 0, width: 50, height: 20))
    outer.addSubview(overhang)
    #expect(window.hitTest(Point(x: 105, y: 15)) === overhang)
    #expect(window.hitTest(Point(x: 130, y: 15)) === window.rootView)
  }

  @Test("View.hitTest takes a point in the view's own coordinates")
  func viewHitTestUsesLocalCoordinates() {
    let (_, outer, inner) = makeTree()
    #expect(outer.hitTest(Point(x: 15, y: 15)) === inner)
    #expect(outer.hitTest(Point(x: 5, y: 5)) === outer)
    #expect(outer.hitTest(Point(x: -1, y: 5)) == nil)
  }

  @Test("a scrolled parent's bounds origin is applied to its children")
  func scrolledParentShiftsChildren() {
    let (window, outer, inner) = makeTree()
    outer.bounds = Rect(x: 0, y: 10, width: 100, height: 80)
    // inner now sits at window (20, 10)…(40, 30).
    #expect(window.hitTest(Point(x: 25, y: 12)) === inner)
    #expect(window.hitTest(Point(x: 25, y: 35)) === outer)
  }

  @Test("Window.hitTest takes window coordinates even when the root view is scrolled")
  func windowHitTestUsesWindowCoordinates() {
    let (window, outer, inner) = makeTree()
    window.rootView.bounds = Rect(x: 0, y: 10, width: 200, height: 100)
    // The root's content moved up by 10: inner is at window (20, 10)…(40, 30).
    #expect(window.hitTest(Point(x: 25, y: 12)) === inner)
    #expect(window.hitTest(Point(x: 15, y: 2)) === outer)
    #expect(window.hitTest(Point(x: 5, y: 95)) === window.rootView)
  }

  @Test("a subclass can override point(inside:) to change its hit area")
  func pointInsideOverride() {
    final class Ring: View {
      override func point(inside point: Point) -> Bool {
        super.point(inside: point) && point.distance(to: Point(x: bounds.midX, y: bounds.midY)) > 5
      }
    }
    let (window, outer, _) = makeTree()
    let ring = Ring(frame: Rect(x: 50, y: 40, width: 40, height: 40))
    outer.addSubview(ring)
    #expect(window.hitTest(Point(x: 62, y: 52)) === ring)
    #expect(window.hitTest(Point(x: 80, y: 70)) === outer)
  }
}
