import Boxwood
import BoxwoodSDL
import Testing

/// A real SDL window (needs a display: `.ci/run` starts Xvfb). Skipped when there is none.
@Suite(
  "Application window", .serialized, .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct WindowTests {
  @Test("a window opens, renders its tree, re-renders only when dirty, and closes")
  func windowLifecycle() throws {
    let app = try Application()
    let window = Window(title: "Boxwood test", size: Size(width: 200, height: 100))
    window.rootView.addSubview(box(20, 20, 60, 40, .systemRed, radius: 8))
    let host = try app.open(window)
    var iterations = 0
    // Unowned: the application owns the closure (LeakSanitizer found the cycle).
    app.onFrame = { [unowned app] _ in
      iterations += 1
      if iterations == 3 { window.rootView.subviews[0].backgroundColor = .systemBlue }
      if iterations >= 6 { app.stop() }
    }
    app.run()
    // Frame 1 (first expose) and the frame after the colour change; the other iterations were idle.
    #expect(app.renderedFrames >= 2 && app.renderedFrames <= 4)
    let image = try host.snapshot()
    #expect(image.width == 200 * Int(window.scale))
    let center = image.color(x: Int(50 * window.scale), y: Int(40 * window.scale))
    #expect(center.blue > 0.9 && center.red < 0.1)
    app.close(window)
    #expect(app.windows.isEmpty)
  }

  @Test("while a view animates the loop renders every iteration; after the animation ends it goes idle")
  func idleAfterAnimation() throws {
    let clock = ManualClock()
    let app = try Application(clock: clock)
    let window = Window(title: "Boxwood animation", size: Size(width: 200, height: 100))
    let moving = box(0, 20, 40, 40, .systemRed, radius: 0)
    window.rootView.addSubview(moving)
    try app.open(window)
    // Settle: the first exposes and the first frame.
    for _ in 0..<5 { app.runOnce(timeout: 0) }
    let before = app.renderedFrames
    for _ in 0..<5 { app.runOnce(timeout: 0) }
    #expect(app.renderedFrames == before)  // idle: nothing changed

    var finished: Bool?
    View.animate(
      withDuration: 0.5, animations: { moving.frame.origin.x = 150 }, completion: { finished = $0 })
    var frames: [Int] = []
    for _ in 0..<60 {  // one second at 60 Hz
      clock.advance(by: 1.0 / 60)
      let start = app.renderedFrames
      app.runOnce(timeout: 0)
      frames.append(app.renderedFrames - start)
    }
    // 0.5 s at 60 Hz: every iteration up to the end draws (30 or 31 frames), then none.
    let drawn = frames.firstIndex(of: 0) ?? frames.count
    #expect(drawn >= 30 && drawn <= 32, "frames per iteration: \(frames)")
    #expect(frames[drawn...].allSatisfy { $0 == 0 }, "frames per iteration: \(frames)")
    #expect(finished == true)
    #expect(!window.needsRedraw)
    #expect(window.nextRedrawTime == nil)
    app.close(window)
  }
}
