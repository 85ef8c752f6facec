import Boxwood
import Testing

@Suite("Animation: bad input")
@MainActor
struct AnimationBadInputTests {
  @Test(
    "zero, negative, NaN and infinite durations change at once and complete with true; all but zero are reported",
    arguments: [0.0, -1, .nan, .infinity, -.infinity])
  func badDurations(duration: Double) {
    let (window, view) = animationFixture()
    let done = Completions()
    let (_, report) = Diagnostics.collect {
      View.animate(withDuration: duration, animations: { view.frame.origin.x = 300 }, completion: done.record)
    }
    #expect(view.presentation.frame.minX == 300)
    #expect(!view.hasRunningAnimations)
    #expect(report.errors.count == (duration == 0 ? 0 : 1))
    if duration != 0 { #expect(report.errors.first?.description.contains("duration") == true) }
    frame(window, at: 0.01)
    #expect(done.calls == [true])
  }

  @Test("bad delays are reported and treated as none")
  func badDelays() {
    let (window, view) = animationFixture()
    let (_, report) = Diagnostics.collect {
      View.animate(withDuration: 1, delay: .nan, options: .curveLinear) { view.alpha = 0 }
      View.animate(withDuration: 1, delay: -4, options: .curveLinear) { view.cornerRadius = 4 }
    }
    #expect(report.errors.map(\.kind) == ["invalidAnimation", "invalidAnimation"])
    window.frameTime = 0.5
    #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
  }

  @Test("a huge duration is clamped to 10⁹ s, reported, and samples to finite values")
  func hugeDuration() {
    let (window, view) = animationFixture()
    let (_, report) = Diagnostics.collect {
      View.animate(withDuration: 1e300, options: .curveLinear) { view.frame.origin.x = 1e6 }
    }
    #expect(report.errors.count == 1)
    frame(window, at: 1e6)
    #expect(view.presentation.frame.minX.isFinite)
    #expect(view.presentation.frame.minX > 10 && view.presentation.frame.minX < 1e6)
    // A sane duration at an already huge clock is fine too.
    frame(window, at: 1e12)
    #expect(view.presentation.frame.minX == 1e6)
  }

  @Test("removing a view mid-animation ends its animations with false and releases it")
  func removeMidAnimation() {
    let (window, _) = animationFixture()
    let done = Completions()
    weak var weakView: View?
    do {
      let doomed = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      weakView = doomed
      window.rootView.addSubview(doomed)
      frame(window, at: 0)
      View.animate(withDuration: 1, animations: { doomed.frame.origin.x = 100 }, completion: done.record)
      frame(window, at: 0.5)
      doomed.removeFromSuperview()
      #expect(!doomed.hasRunningAnimations)
    }
    frame(window, at: 0.6)
    #expect(done.calls == [false])
    #expect(weakView == nil)
    #expect(!window.hasRunningAnimations)
    #expect(!window.needsRedraw)
  }

  @Test("a view that moves to another window stops animating there and can animate anew")
  func moveBetweenWindows() {
    let (first, view) = animationFixture()
    let second = makeWindow(width: 400, height: 300)
    View.animate(withDuration: 1) { view.alpha = 0 }
    second.rootView.addSubview(view)
    #expect(!view.hasRunningAnimations)
    frame(first, at: 0.5)
    #expect(!first.hasRunningAnimations)
    frame(second, at: 0)
    View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 1 }
    #expect(second.hasRunningAnimations)
    second.frameTime = 0.5
    #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
  }

  @Test("10,000 animations started in one frame run and end together")
  func manyAnimations() {
    let window = makeWindow(width: 400, height: 300)
    let views = (0..<1000).map {
      View(frame: Rect(x: Double($0 % 40) * 10, y: Double($0 / 40) * 10, width: 8, height: 8))
    }
    for view in views { window.rootView.addSubview(view) }
    frame(window, at: 0)
    let done = Completions()
    for round in 0..<10 {
      for view in views {
        View.animate(
          withDuration: 1, options: .curveLinear,
          animations: {
            view.frame.origin.y += 1
            view.alpha = 0.5 + Double(round) / 100
          },
          completion: done.record)
      }
    }
    #expect(done.calls.isEmpty)
    frame(window, at: 0.5)
    #expect(done.calls.count == 9000)
    #expect(done.calls.allSatisfy { !$0 })
    frame(window, at: 1)
    #expect(done.calls.count == 10_000)
    #expect(done.calls.filter { $0 }.count == 1000)
    #expect(!window.hasRunningAnimations)
  }

  @Test("a completion may start the next animation; it runs from the frame after")
  func chainedCompletion() {
    let (window, view) = animationFixture()
    var log: [String] = []
    View.animate(
      withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 110 },
      completion: { finished in
        log.append("first \(finished)")
        View.animate(
          withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 10 },
          completion: { log.append("second \($0)") })
      })
    frame(window, at: 1)
    #expect(log == ["first true"])
    #expect(view.frame.minX == 10)
    #expect(window.needsRedraw)
    frame(window, at: 1.5)
    #expect(view.presentation.frame.minX == 60)
    frame(window, at: 2)
    #expect(log == ["first true", "second true"])
  }

  @Test("a completion that replaces the window's root view leaves a window that draws and idles")
  func completionRemovesRoot() {
    let (window, view) = animationFixture()
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.addSubview(other)
    frame(window, at: 0)
    View.animate(withDuration: 1, animations: { other.alpha = 0 })
    View.animate(
      withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { _ in window.rootView = View() })
    frame(window, at: 0.5)
    #expect(view.window == nil)
    #expect(!other.hasRunningAnimations)
    frame(window, at: 0.6)
    frame(window, at: 0.7)
    #expect(!window.needsRedraw)
    #expect(!window.hasRunningAnimations)
  }

  @Test("non-finite transforms are refused; a zero scale draws nothing and hit-tests nothing")
  func badTransforms() {
    let (window, view) = animationFixture()
    let (_, report) = Diagnostics.collect { view.transform = Transform2D(scaleX: .nan, y: 1) }
    #expect(view.transform == .identity)
    #expect(report.errors.map(\.kind) == ["nonFiniteGeometry"])
    view.transform = Transform2D(scaleX: 0, y: 1)
    let list = frame(window, at: 0)
    #expect(!list.fillRects.contains { $0.width == 100 })
    #expect(window.hitTest(Point(x: 60, y: 45)) === window.rootView)
  }
}
