import Boxwood
import BoxwoodSDL
import Testing

/// Window sizes SDL cannot take, with a real window (needs a display: `.ci/run` starts Xvfb).
@Suite(
  "Window size limits", .serialized, .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct WindowSizeLimitTests {
  /// Whether an error is the core's refusal of a size beyond the layout limit.
  func isOutOfRange(_ error: BoxwoodError) -> Bool {
    if case .geometryOutOfRange = error { return true } else { return false }
  }

  @Test("a window of 1e10 points is refused by name; opening it does not trap in the Int32 conversion")
  func windowOfTenBillionPoints() throws {
    let app = try Application()
    let (window, report) = Diagnostics.collect {
      Window(title: "huge", size: Size(width: 1e10, height: 100))
    }
    #expect(report.errors.count == 1 && isOutOfRange(report.errors[0]), "\(report.errors)")
    #expect(report.errors.first?.description.contains("huge") == true)
    #expect(window.size == .zero)
    let host = try app.open(window)
    for _ in 0..<3 { app.runOnce(timeout: 0) }
    #expect(try host.snapshot().width >= 1)
    // Growing the open window past the limit is refused the same way; it keeps its size and draws on.
    window.size = Size(width: 120, height: 80)
    let (_, grown) = Diagnostics.collect { window.size = Size(width: 1e10, height: 1e10) }
    #expect(grown.errors.count == 1 && isOutOfRange(grown.errors[0]), "\(grown.errors)")
    #expect(window.size == Size(width: 120, height: 80))
    for _ in 0..<3 { app.runOnce(timeout: 0) }
    app.close(window)
  }

  @Test("a window the core takes but SDL cannot make (over 16384 points a side) is refused by name")
  func windowOverSDLsLimit() throws {
    let app = try Application()
    for size in [
      Size(width: 100, height: 1e9), Size(width: 16385, height: 10), Size(width: 2e9 / 3, height: 1),
    ] {
      let window = Window(title: "too large", size: size)
      #expect(window.size == size)
      #expect {
        try app.open(window)
      } throws: { error in
        guard case BoxwoodSDLError.windowTooLarge(let title, let width, let height, let limit) = error else {
          return false
        }
        return title == "too large" && width == size.width && height == size.height
          && limit == WindowHost.maximumSide
          && "\(error)".contains("too large") && "\(error)".contains("\(WindowHost.maximumSide)")
      }
      #expect(app.windows.isEmpty)
    }
    // The limit itself is SDL's own: a window of 16384 points a side may still fail in SDL (memory, the
    // display), but with SDL's error, never a trap.
    let widest = Window(title: "widest", size: Size(width: Double(WindowHost.maximumSide), height: 10))
    do {
      try app.open(widest)
      app.close(widest)
    } catch BoxwoodSDLError.windowCreationFailed, BoxwoodSDLError.rendererCreationFailed {}
  }
}
