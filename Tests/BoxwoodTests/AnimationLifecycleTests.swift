import Boxwood
import Testing

@Suite("Animation: interruption, completion and options")
@MainActor
struct AnimationLifecycleTests {
  @Test(
    "a new animation of an animating property starts from the value on screen; the old completion gets false")
  func interruptionContinuity() {
    let (window, view) = animationFixture()
    let first = Completions()
    let second = Completions()
    View.animate(withDuration: 1, animations: { view.frame.origin.x = 210 }, completion: first.record)
    frame(window, at: 0.3)
    let shown = view.presentation.frame.minX
    #expect(shown > 10 && shown < 210)
    View.animate(withDuration: 1, animations: { view.frame.origin.x = 0 }, completion: second.record)
    #expect(abs(view.presentation.frame.minX - shown) < 1e-9)  // no jump
    // Continuous just after the interruption too.
    window.frameTime = 0.3001
    #expect(abs(view.presentation.frame.minX - shown) < 0.01)
    frame(window, at: 0.31)
    #expect(first.calls == [false])
    #expect(second.calls.isEmpty)
    frame(window, at: 1.3)
    #expect(view.presentation.frame.minX == 0)
    #expect(second.calls == [true])
    #expect(first.calls == [false])
  }

  @Test("completions never run inside animate; they run after the frame that shows the end, once")
  func completionTiming() {
    let (window, view) = animationFixture()
    let done = Completions()
    View.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }, completion: done.record)
    #expect(done.calls.isEmpty)
    frame(window, at: 0.25)
    #expect(done.calls.isEmpty)
    frame(window, at: 0.5)
    #expect(done.calls == [true])
    frame(window, at: 0.6)
    #expect(done.calls == [true])
    #expect(!window.needsRedraw)
  }

  @Test("the frame at begin + duration is the last, whatever the rounding of time − begin")
  func endsOnTime() {
    let (window, view) = animationFixture()
    frame(window, at: 1.0)
    let done = Completions()
    View.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: done.record)
    frame(window, at: 1.2)  // 1.2 − 1.0 == 0.19999999999999996
    #expect(!view.hasRunningAnimations)
    #expect(done.calls == [true])
  }

  @Test("a view whose size animates draws its content in the size shown (a label stays centred)")
  func contentFollowsPresentationSize() {
    let window = makeWindow(width: 400, height: 300)
    let label = Label("Error", font: tenPoint)  // 12-point line
    label.frame = Rect(x: 0, y: 0, width: 100, height: 40)
    window.rootView.addSubview(label)
    frame(window, at: 0)
    #expect(window.makeDisplayList().textRuns.first?.origin.y == 14)
    View.animate(withDuration: 1, options: .curveLinear) {
      label.frame = Rect(x: 0, y: 40, width: 100, height: 20)
    }
    let runs = frame(window, at: 0.5).textRuns
    // Half way: frame y 20, height 30 → the line centred at 20 + 9.
    #expect(runs.first?.origin.y == 29)
    #expect(label.bounds.height == 20)  // the model is untouched
    #expect(frame(window, at: 1).textRuns.first?.origin.y == 44)
  }

  @Test("a block that changes nothing, or only views without a window, completes at the next frame with true")
  func emptyBlocks() {
    let (window, _) = animationFixture()
    let done = Completions()
    let loose = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    View.animate(withDuration: 1, animations: {}, completion: done.record)
    View.animate(withDuration: 1, animations: { loose.frame.origin.x = 90 }, completion: done.record)
    #expect(loose.frame.minX == 90)
    #expect(loose.presentation.frame.minX == 90)
    #expect(done.calls.isEmpty)
    #expect(window.needsRedraw)
    frame(window, at: 0.01)
    #expect(done.calls == [true, true])
  }

  @Test("nested blocks inherit the outer duration and curve unless told otherwise; each has its completion")
  func nestedBlocks() {
    let (window, view) = animationFixture()
    let other = View(frame: Rect(x: 0, y: 100, width: 10, height: 10))
    let third = View(frame: Rect(x: 0, y: 200, width: 10, height: 10))
    window.rootView.addSubview(other)
    window.rootView.addSubview(third)
    frame(window, at: 0)
    let outer = Completions()
    let inner = Completions()
    View.animate(
      withDuration: 1, options: .curveLinear,
      animations: {
        view.alpha = 0
        View.animate(
          withDuration: 9, options: .curveEaseIn, animations: { other.alpha = 0 }, completion: inner.record)
        View.animate(withDuration: 0.5, options: [.overrideInheritedDuration, .overrideInheritedCurve]) {
          third.alpha = 0
        }
      }, completion: outer.record)
    window.frameTime = 0.25
    #expect(other.presentation.alpha == view.presentation.alpha)  // 1 s, linear: inherited
    #expect(abs(third.presentation.alpha - (1 - TimingCurve.easeInOut.value(at: 0.5))) < 1e-12)
    frame(window, at: 1)
    #expect(outer.calls == [true])
    #expect(inner.calls == [true])
  }

  @Test("a second change in the same block is not an interruption")
  func sameBlockTwice() {
    let (window, view) = animationFixture()
    let done = Completions()
    View.animate(
      withDuration: 1, options: .curveLinear,
      animations: {
        view.frame.origin.x = 100
        view.frame.origin.x = 210
      }, completion: done.record)
    window.frameTime = 0.5
    #expect(view.presentation.frame.minX == 110)
    frame(window, at: 1)
    #expect(done.calls == [true])
  }

  @Test("autoreverse plays there and back, then shows the model value; repeat loops until interrupted")
  func autoreverseAndRepeat() {
    let (window, view) = animationFixture()
    let done = Completions()
    View.animate(
      withDuration: 1, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0 },
      completion: done.record)
    window.frameTime = 0.25
    #expect(abs(view.presentation.alpha - 0.75) < 1e-12)
    window.frameTime = 1.75
    #expect(abs(view.presentation.alpha - 0.75) < 1e-12)
    frame(window, at: 2)
    #expect(view.presentation.alpha == 0)
    #expect(done.calls == [true])

    let looping = Completions()
    View.animate(
      withDuration: 1, options: [.curveLinear, .repeat], animations: { view.cornerRadius = 10 },
      completion: looping.record)
    frame(window, at: 2.5)
    #expect(abs(view.presentation.cornerRadius - 5) < 1e-9)
    frame(window, at: 102.25)
    #expect(abs(view.presentation.cornerRadius - 2.5) < 1e-9)
    #expect(looping.calls.isEmpty)
    #expect(window.needsRedraw || window.hasRunningAnimations)
    View.animate(
      withDuration: 1, options: [.curveLinear, .repeat, .autoreverse], animations: { view.cornerRadius = 20 })
    frame(window, at: 102.3)
    #expect(looping.calls == [false])
    view.removeAllAnimations()
    #expect(view.presentation.cornerRadius == 20)
  }

  @Test(
    "with a delay, the running animation goes on until the new one starts — or freezes with beginFromCurrentState"
  )
  func beginFromCurrentState() {
    for fromCurrent in [false, true] {
      let (window, view) = animationFixture()
      View.animate(withDuration: 1, options: .curveLinear) { view.frame.origin.x = 110 }
      frame(window, at: 0.2)
      #expect(view.presentation.frame.minX == 30)
      View.animate(
        withDuration: 1, delay: 0.4,
        options: fromCurrent ? [.curveLinear, .beginFromCurrentState] : .curveLinear
      ) {
        view.frame.origin.x = 0
      }
      frame(window, at: 0.4)
      #expect(view.presentation.frame.minX == (fromCurrent ? 30 : 50))
      frame(window, at: 0.6)
      let start = fromCurrent ? 30.0 : 70.0
      #expect(abs(view.presentation.frame.minX - start) < 1e-9)
      frame(window, at: 1.1)
      #expect(abs(view.presentation.frame.minX - start / 2) < 1e-9)
      frame(window, at: 1.6)
      #expect(view.presentation.frame.minX == 0)
      #expect(!window.hasRunningAnimations)
    }
  }

  @Test("animating views ignore pointers unless the block allows user interaction")
  func userInteraction() {
    let (window, view) = animationFixture()
    #expect(window.hitTest(Point(x: 20, y: 30)) === view)
    View.animate(withDuration: 1) { view.alpha = 0.9 }
    #expect(window.hitTest(Point(x: 20, y: 30)) === window.rootView)
    frame(window, at: 1)
    #expect(window.hitTest(Point(x: 20, y: 30)) === view)
    View.animate(withDuration: 1, options: .allowUserInteraction) { view.alpha = 0.8 }
    #expect(window.hitTest(Point(x: 20, y: 30)) === view)
  }

  @Test("the springs drive views too")
  func springBlock() {
    let (window, view) = animationFixture()
    View.animate(withDuration: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
      view.frame.origin.x = 110
    }
    window.frameTime = 0.1
    let spring = SpringTiming(dampingRatio: 0.5)
    #expect(abs(view.presentation.frame.minX - (10 + 100 * spring.value(elapsed: 0.1, duration: 0.5))) < 1e-9)
    #expect(view.presentation.frame.minX > 110)  // overshoot
  }
}
