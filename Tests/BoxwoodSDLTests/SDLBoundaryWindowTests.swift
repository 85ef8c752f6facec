import Boxwood
import BoxwoodSDL
import CSDL2
import SeededRandom
import Testing

/// The SDL boundary with real windows (needs a display: `.ci/run` starts Xvfb): the three calls that once
/// trapped, and bad numbers at every `Application` and `WindowHost` entry point that takes one.
@Suite(
  "SDL boundary with windows", .serialized,
  .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct SDLBoundaryWindowTests {
  /// An application with one open window of 120×80 points, a few iterations run (the window shown).
  static func openWindow(_ title: String) throws -> (Application, Window) {
    let app = try Application()
    let window = Window(title: title, size: Size(width: 120, height: 80))
    try app.open(window)
    for _ in 0..<3 { app.runOnce(timeout: 0) }
    return (app, window)
  }

  /// Puts an event on SDL's queue, so that a loop iteration waiting for one returns.
  static func wake() {
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
  }

  @Test("a window of 1e10 × 1e10 points is refused by name, opened or grown to; the app runs on")
  func hugeWindow() throws {
    let app = try Application()
    let (window, made) = Diagnostics.collect { Window(title: "huge", size: Size(width: 1e10, height: 1e10)) }
    #expect(made.errors.count == 1 && "\(made.errors)".contains("huge") && "\(made.errors)".contains("size"))
    let host = try app.open(window)
    app.runOnce(timeout: 0)
    window.size = Size(width: 200, height: 100)
    let (_, grown) = Diagnostics.collect { window.size = Size(width: 1e10, height: 1e10) }
    #expect(grown.errors.count == 1 && "\(grown.errors)".contains("size"))
    #expect(window.size == Size(width: 200, height: 100))
    app.runOnce(timeout: 0)
    #expect(try host.snapshot().width >= 1)
    app.close(window)
  }

  @Test("runOnce(timeout: .infinity) waits until an event arrives or a timed redraw is due")
  func infiniteTimeout() throws {
    let (app, window) = try Self.openWindow("wait")
    // An event already queued: the iteration takes it and returns.
    Self.wake()
    let clock = SystemClock()
    app.runOnce(timeout: .infinity)
    #expect(clock.now < 5)
    // Nothing queued, a redraw due in 0.2 s: the wait ends then, not before and not never.
    let start = clock.now
    window.requestRedraw(at: app.clock.now + 0.2)
    app.runOnce(timeout: .infinity)
    let waited = clock.now - start
    #expect(waited >= 0.15 && waited < 5, "waited \(waited) s")
    // Longer than SDL's milliseconds can say: the same as infinite.
    Self.wake()
    app.runOnce(timeout: 1e10)
    app.close(window)
  }

  @Test("a frame interval of 1e10 is refused by name and the loop keeps its pace")
  func hugeFrameInterval() throws {
    let (app, window) = try Self.openWindow("pace")
    var frames = 0
    app.onFrame = { _ in frames += 1 }
    let (_, report) = Diagnostics.collect { app.frameInterval = 1e10 }
    #expect(report.errors.count == 1 && "\(report.errors)".contains("frameInterval"))
    #expect(app.frameInterval == 1.0 / 60)
    let clock = SystemClock()
    frames = 0
    for _ in 0..<3 { app.runOnce(timeout: 0) }
    #expect(frames == 3 && clock.now < 5)
    app.frameInterval = Application.maximumFrameInterval
    #expect(app.frameInterval == 1)
    app.close(window)
  }

  /// The entry points of an application with one open window and a clock the test sets.
  static func probes(app: Application, host: WindowHost, clock: SettableClock) -> [BoundaryProbe] {
    let window = host.window
    let side = Double(WindowHost.maximumSide)
    return [
      BoundaryProbe(
        name: "Application.frameInterval", culprits: ["frameInterval"],
        mustRefuse: { !(0...Application.maximumFrameInterval).contains($0) },
        call: {
          app.frameInterval = $0
          app.runOnce(timeout: 0)
        }),
      BoundaryProbe(
        name: "Application.runOnce(timeout:)", culprits: ["timeout"], mustRefuse: { $0.isNaN },
        call: {
          // A wait longer than a moment ends at the event queued here.
          if !($0 < 0.02) { wake() }
          app.runOnce(timeout: $0)
        }),
      BoundaryProbe(
        name: "Application.open(size:)", culprits: ["size", "points a side"],
        mustRefuse: { !$0.isFinite || abs($0) > 1e9 || $0.rounded() > side },
        call: {
          let opened = Window(title: "probe", size: Size(width: $0, height: 60))
          try app.open(opened)
          app.runOnce(timeout: 0)
          app.close(opened)
        }),
      BoundaryProbe(
        name: "Window.size (open)", culprits: ["size"], mustRefuse: { !$0.isFinite || abs($0) > 1e9 },
        call: {
          window.size = Size(width: 160, height: $0)
          app.runOnce(timeout: 0)
        }),
      BoundaryProbe(
        name: "Window.scale (open)", culprits: ["scale"], mustRefuse: { !Window.scaleRange.contains($0) },
        call: {
          window.scale = $0
          app.runOnce(timeout: 0)
        }),
      BoundaryProbe(
        name: "Window.requestRedraw(at:)", culprits: ["redraw time"], mustRefuse: { !$0.isFinite },
        call: {
          window.requestRedraw(at: $0)
          app.runOnce(timeout: 0.01)
        }),
      BoundaryProbe(
        name: "Application clock", culprits: ["frameTime"], mustRefuse: { !$0.isFinite },
        call: {
          clock.now = $0
          app.runOnce(timeout: 0.01)
        }),
      BoundaryProbe(
        name: "WindowHost.deliver(location:)", culprits: ["location"], mustRefuse: { !$0.isFinite },
        call: {
          host.deliver(.pointer(PointerEvent(.moved, at: Point(x: $0, y: 20))))
          host.deliver(.scroll(ScrollEvent(delta: Point(x: 0, y: 40), at: Point(x: 20, y: $0))))
        }),
      BoundaryProbe(
        name: "WindowHost.deliver(timestamp:)", culprits: ["timestamp"], mustRefuse: { !$0.isFinite },
        call: {
          host.deliver(.pointer(PointerEvent(.down, at: Point(x: 30, y: 30), timestamp: $0)))
          host.deliver(.pointer(PointerEvent(.up, at: Point(x: 30, y: 30), timestamp: $0)))
        }),
    ]
  }

  @Test(
    "an application and its window survive bad numbers at every entry point and name each refusal",
    arguments: SeededGenerator.seeds(count: 2))
  func fuzz(seed: UInt64) throws {
    let clock = SettableClock()
    let app = try Application(clock: clock)
    let field = TextField(placeholder: "type")
    let root = StackView(arrangedSubviews: [Label("Bad numbers"), field, Button(title: "OK")])
    root.axis = .vertical
    let window = Window(title: "fuzz", size: Size(width: 160, height: 120), rootView: root)
    let host = try app.open(window)
    defer { app.close(window) }
    let probes = Self.probes(app: app, host: host, clock: clock)
    var failures: [String] = []
    for probe in probes {
      for value in BoundaryProbe.badValues {
        if let failure = probe.check(value) { failures.append(failure) }
        clock.now += 0.01
      }
    }
    var rng = SeededGenerator(seed: seed)
    for step in 0..<60 {
      if let failure = rng.pick(probes).check(BoundaryProbe.value(&rng)) {
        failures.append("seed \(seed), step \(step): \(failure)")
      }
      clock.now += 0.01
      if let broken = SDLBoundaryFuzzTests.brokenState(window) {
        failures.append("seed \(seed), step \(step): \(broken)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(8).joined(separator: "\n"))")
    #expect((0...Application.maximumFrameInterval).contains(app.frameInterval))
  }
}
