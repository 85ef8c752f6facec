import Boxwood
import Testing

/// Runs one frame of `window` at time `t` (the host's job: set the frame time, then draw).
@MainActor
@discardableResult
func frame(_ window: Window, at t: Double) -> DisplayList {
  window.frameTime = t
  return window.makeDisplayList()
}

/// A window with one 100×50 view at (10, 20), laid out and drawn once at t = 0.
@MainActor
func animationFixture() -> (Window, View) {
  let window = makeWindow(width: 400, height: 300)
  let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
  view.backgroundColor = .white
  window.rootView.addSubview(view)
  frame(window, at: 0)
  return (window, view)
}

/// Records completion calls.
@MainActor
final class Completions {
  var calls: [Bool] = []
  func record(_ finished: Bool) { calls.append(finished) }
}

@Suite("Animation: model and presentation values")
@MainActor
struct AnimationPresentationTests {
  @Test("the model changes at once; the presentation moves along the curve and lands on the model")
  func frameAnimation() {
    let (window, view) = animationFixture()
    View.animate(withDuration: 1, options: .curveLinear) {
      view.frame = Rect(x: 110, y: 20, width: 200, height: 50)
    }
    #expect(view.frame == Rect(x: 110, y: 20, width: 200, height: 50))
    #expect(view.presentation.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    window.frameTime = 0.25
    #expect(view.presentation.frame == Rect(x: 35, y: 20, width: 125, height: 50))
    frame(window, at: 0.5)
    #expect(view.presentation.frame == Rect(x: 60, y: 20, width: 150, height: 50))
    #expect(view.hasRunningAnimations)
    frame(window, at: 1)
    #expect(view.presentation.frame == view.frame)
    #expect(!view.hasRunningAnimations)
    #expect(!window.hasRunningAnimations)
  }

  @Test("the drawn rectangles are the presentation frames")
  func drawsPresentation() {
    let (window, view) = animationFixture()
    View.animate(withDuration: 1, options: .curveLinear) { view.center = Point(x: 260, y: 45) }
    let list = frame(window, at: 0.5)
    // Half way from x 10 to 210.
    #expect(list.fillRects.contains(Rect(x: 110, y: 20, width: 100, height: 50)))
  }

  @Test("bounds and center animate as frame changes")
  func boundsAndCenter() {
    let (window, view) = animationFixture()
    View.animate(withDuration: 1, options: .curveLinear) {
      view.bounds = Rect(x: 0, y: 0, width: 200, height: 150)
    }
    window.frameTime = 0.5
    // The centre stays at (60, 45) while the size grows from 100×50 to 200×150.
    #expect(view.presentation.frame == Rect(x: -15, y: -5, width: 150, height: 100))
  }

  @Test("alpha, colours, corner radius and transform animate with the curve")
  func otherProperties() {
    let (window, view) = animationFixture()
    view.borderWidth = 2
    View.animate(withDuration: 2, options: .curveEaseIn) {
      view.alpha = 0
      view.backgroundColor = Color(red: 1, green: 0, blue: 0)
      view.borderColor = .white
      view.cornerRadius = 20
      view.transform = Transform2D(rotationAngle: .pi).scaledBy(x: 3, y: 3)
    }
    window.frameTime = 1
    let p = TimingCurve.easeIn.value(at: 0.5)
    let look = view.presentation
    #expect(abs(look.alpha - (1 - p)) < 1e-12)
    #expect(abs(look.backgroundColor!.green - (1 - p)) < 1e-12)
    #expect(abs(look.backgroundColor!.red - 1) < 1e-12)
    #expect(abs(look.borderColor.red - p) < 1e-12)
    #expect(abs(look.cornerRadius - 20 * p) < 1e-12)
    #expect(abs(look.transform.rotation - .pi * p) < 1e-12)
    #expect(abs(look.transform.scale.width - (1 + 2 * p)) < 1e-12)
  }

  @Test("a fade to or from no background keeps the other end's hue")
  func fadeToClear() {
    let (window, view) = animationFixture()
    view.backgroundColor = Color(red: 0, green: 0, blue: 1)
    View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = nil }
    window.frameTime = 0.5
    #expect(view.presentation.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    frame(window, at: 1)
    #expect(view.presentation.backgroundColor == nil)
    View.animate(withDuration: 1, options: .curveLinear) {
      view.backgroundColor = Color(red: 1, green: 0, blue: 0)
    }
    window.frameTime = 1.5
    #expect(view.presentation.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test("frame changes made by a layout pass inside the block animate (constraints)")
  func layoutInsideBlock() {
    let window = makeWindow(width: 400, height: 300)
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(view)
    let left = view.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
    ])
    frame(window, at: 0)
    #expect(view.frame.minX == 10)
    left.constant = 110
    View.animate(withDuration: 0.4, options: .curveLinear) { window.rootView.layoutIfNeeded() }
    #expect(view.frame.minX == 110)
    window.frameTime = 0.1
    #expect(view.presentation.frame.minX == 35)
    frame(window, at: 0.4)
    #expect(view.presentation.frame.minX == 110)
  }

  @Test("a layout change outside any block retargets a running frame animation (no jump back, ends in place)")
  func layoutRetargets() {
    let window = makeWindow(width: 400, height: 300)
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(view)
    let left = view.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 0)
    LayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: window.rootView.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
    ])
    frame(window, at: 0)
    left.constant = 100
    View.animate(withDuration: 1, options: .curveLinear) { window.rootView.layoutIfNeeded() }
    frame(window, at: 0.5)
    #expect(view.presentation.frame.minX == 50)
    left.constant = 200  // the window resized, say: a plain layout pass moves the target
    frame(window, at: 0.5)
    #expect(view.frame.minX == 200)
    #expect(view.presentation.frame.minX == 150)  // moved with the target, still half way to go
    #expect(view.hasRunningAnimations)
    frame(window, at: 1)
    #expect(view.presentation.frame.minX == 200)
  }

  @Test("a frame the app sets outside a block ends the animation and shows the new value")
  func appSetEnds() {
    let (window, view) = animationFixture()
    let done = Completions()
    View.animate(withDuration: 1, animations: { view.frame.origin.x = 300 }, completion: done.record)
    frame(window, at: 0.5)
    view.frame.origin.x = 50
    #expect(view.presentation.frame.minX == 50)
    #expect(!view.hasRunningAnimations)
    frame(window, at: 0.6)
    #expect(done.calls == [false])
  }

  @Test("performWithoutAnimation applies changes at once, inside a block too")
  func withoutAnimation() {
    let (window, view) = animationFixture()
    View.animate(withDuration: 1) {
      view.alpha = 0.5
      #expect(View.isAnimating)
      View.performWithoutAnimation {
        #expect(!View.isAnimating)
        view.frame.origin.x = 200
      }
    }
    window.frameTime = 0.5
    #expect(view.presentation.frame.minX == 200)
    #expect(view.presentation.alpha > 0.5 && view.presentation.alpha < 1)
    View.performWithoutAnimation {
      #expect(!View.isAnimating)
      View.animate(withDuration: 1) { view.cornerRadius = 9 }
    }
    #expect(view.presentation.cornerRadius == 9)
  }

  @Test("during a delay the old value shows and no frame is needed; the host may sleep until it starts")
  func delay() {
    let (window, view) = animationFixture()
    View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
    frame(window, at: 0.1)
    #expect(view.presentation.alpha == 1)
    window.frameTime = 0.2
    #expect(!window.needsRedraw)
    #expect(window.nextRedrawTime == 0.5)
    window.frameTime = 1
    #expect(window.needsRedraw)
    #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
  }
}
