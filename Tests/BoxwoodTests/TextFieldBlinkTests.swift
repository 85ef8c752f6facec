import Boxwood
import BoxwoodTesting
import Testing

@Suite("TextField: the caret blinks from the window's frame time")
@MainActor
struct TextFieldBlinkTests {
  /// Whether the frame drawn at `time` shows the caret (an accent-coloured fill 2 points wide).
  private func caretShown(_ window: Window, at time: Double) -> Bool {
    window.frameTime = time
    return window.makeDisplayList().commands.contains { command in
      guard case .fill(let rect, _, let color) = command else { return false }
      return color == window.theme.accent && rect.width == 2
    }
  }

  @Test("the caret is on for half a second, off for half a second, and the window wakes only then")
  func blinking() {
    let fixture = FieldFixture("abc")
    let window = fixture.window
    window.frameTime = 10
    fixture.focusAtEnd()
    #expect(caretShown(window, at: 10))
    #expect(!window.needsRedraw)
    #expect(window.nextRedrawTime == 10.5)
    window.frameTime = 10.3
    #expect(!window.needsRedraw)
    window.frameTime = 10.5
    #expect(window.needsRedraw)
    #expect(!caretShown(window, at: 10.5))
    #expect(window.nextRedrawTime == 11)
    #expect(caretShown(window, at: 11.2))
    #expect(!caretShown(window, at: 12.7))
  }

  @Test("typing and moving the caret restart the blink with the caret on")
  func restartOnActivity() {
    let fixture = FieldFixture("abc")
    let window = fixture.window
    fixture.focusAtEnd()
    window.frameTime = 20.6
    #expect(!caretShown(window, at: 20.6))
    fixture.driver.type("d")
    #expect(window.needsRedraw)
    #expect(caretShown(window, at: 20.6))
    // The wake-up asked for before typing (at 21) still comes; the caret is on until 21.1.
    #expect(caretShown(window, at: 21))
    #expect(abs((window.nextRedrawTime ?? 0) - 21.1) < 1e-9)
    #expect(!caretShown(window, at: 21.1))
    window.frameTime = 21.2
    fixture.driver.press(.left)
    #expect(caretShown(window, at: 21.2))
  }

  @Test("no caret and no timed redraws without focus, with a selection, or in a window in the background")
  func noBlinkWhenIdle() {
    let fixture = FieldFixture("abc")
    let window = fixture.window
    _ = window.makeDisplayList()
    #expect(window.nextRedrawTime == nil)
    fixture.field.becomeFirstResponder()
    #expect(!caretShown(window, at: 0))
    #expect(window.nextRedrawTime == nil)
    fixture.driver.press(.end)
    #expect(caretShown(window, at: 0))
    window.dispatch(.windowFocus(false))
    window.frameTime = 0.5
    #expect(!caretShown(window, at: 0.5))
    #expect(!caretShown(window, at: 1))
    #expect(window.nextRedrawTime == nil)
    #expect(!window.needsRedraw)
  }

  @Test("redraw requests: the earliest wins, a frame at or after it spends it, bad times are ignored")
  func redrawRequests() {
    let window = makeWindow()
    _ = window.makeDisplayList()
    window.frameTime = 5
    window.requestRedraw(at: 7)
    window.requestRedraw(at: 6)
    window.requestRedraw(at: 9)
    window.requestRedraw(at: .nan)
    window.requestRedraw(at: .infinity)
    #expect(window.nextRedrawTime == 6)
    #expect(!window.needsRedraw)
    window.frameTime = .nan
    #expect(window.frameTime == 5)
    window.frameTime = 6
    #expect(window.needsRedraw)
    _ = window.makeDisplayList()
    #expect(window.nextRedrawTime == nil)
    #expect(!window.needsRedraw)
    window.requestRedraw(after: 0.25)
    #expect(window.nextRedrawTime == 6.25)
    // A frame drawn before the time leaves the request in place.
    _ = window.makeDisplayList()
    #expect(window.nextRedrawTime == 6.25)
  }
}
