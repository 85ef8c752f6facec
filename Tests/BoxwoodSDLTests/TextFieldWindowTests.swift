import Boxwood
import BoxwoodSDL
import Testing

/// A text field in a real application window (needs a display: `.ci/run` starts Xvfb).
@Suite(
  "TextField in an application window", .serialized,
  .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct TextFieldWindowTests {
  @Test("an idle window with a focused field draws only when the caret blinks, and sleeps until then")
  func idleBlink() throws {
    let clock = ManualClock(start: 0)
    let app = try Application(clock: clock)
    let window = Window(title: "blink", size: Size(width: 240, height: 60))
    let field = TextField(text: "abc")
    field.frame = Rect(x: 10, y: 12, width: 220, height: 36)
    window.rootView.addSubview(field)
    try app.open(window)
    field.becomeFirstResponder()
    field.selectedRange = 3..<3
    // The first frames, and whatever the window system sends a new window.
    for _ in 0..<20 { app.runOnce(timeout: 0.01) }
    window.dispatch(.windowFocus(true))
    for _ in 0..<5 { app.runOnce(timeout: 0) }
    let settled = app.renderedFrames
    #expect(window.nextRedrawTime == 0.5)

    clock.advance(by: 0.2)
    for _ in 0..<5 { app.runOnce(timeout: 0) }
    #expect(app.renderedFrames == settled)
    clock.advance(by: 0.3)
    app.runOnce(timeout: 0)
    #expect(app.renderedFrames == settled + 1)
    for _ in 0..<5 { app.runOnce(timeout: 0) }
    #expect(app.renderedFrames == settled + 1)
    #expect(window.nextRedrawTime == 1)

    // An idle loop sleeps until the next blink, not for its whole timeout (the manual clock stays put,
    // so the wait is the 0.5 s left to the blink, in real time).
    let started = ContinuousClock.now
    app.runOnce(timeout: 5)
    #expect(ContinuousClock.now - started < .seconds(2))
    #expect(app.renderedFrames == settled + 1)
    app.close(window)
  }
}
