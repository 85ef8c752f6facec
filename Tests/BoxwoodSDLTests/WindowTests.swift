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
    app.onFrame = { _ in
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
}
