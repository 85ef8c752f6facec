import Boxwood
import Foundation

/// The command-line options every Boxwood example accepts.
///
/// `--snapshot PATH` renders one frame headless to a PNG and exits; `--size WxH` sets the window size
/// in points; `--scale S` the pixels per point; `--direction rtl` lays the app out right to left. `--scenario NAME` plays one of the example's scripted
/// scenarios (``ExampleScenario``) and `--time SECONDS` picks the frame to render (see
/// ``usage(program:scenarios:)``).
public struct LaunchOptions: Sendable, Equatable {
  /// Where to write a headless snapshot, if asked for.
  public var snapshotPath: String?
  /// The window size in points, if given.
  public var size: Size?
  /// The pixel scale, if given.
  public var scale: Double?
  /// The scenario to play, if given (a name the example offers).
  public var scenario: String?
  /// Which frame to render, in seconds after the scenario's key moment (after the first frame without
  /// a scenario), if given.
  public var time: Double?
  /// The application's layout direction (``LayoutDirection/application``), if given.
  public var layoutDirection: LayoutDirection?
  /// Whether `--help` was asked for.
  public var wantsHelp = false

  /// The longest `--time` accepted, in seconds (every frame up to it may be played at 60 Hz).
  public static let maximumTime = 3600.0

  /// No options.
  public init() {}

  /// The usage text; `scenarios` lists the example's scenarios as (name, summary).
  public static func usage(program: String, scenarios: [(name: String, summary: String)] = []) -> String {
    var text = """
      usage: \(program) [--snapshot PATH] [--size WxH] [--scale S] [--direction ltr|rtl] [--scenario NAME]
             [--time SECONDS]
        --snapshot PATH    render one frame headless, write it as a PNG to PATH and exit
        --size WxH         window size in points (default depends on the example)
        --scale S          pixels per point, e.g. 2 for HiDPI (default 1 headless, the display's otherwise)
        --direction D      ltr or rtl: the reading direction the app is laid out in (default ltr)
        --scenario NAME    play a scripted scenario (below), headless with a manual clock at 60 Hz, and
                           render its frame at --time; without --time the frame once everything is at rest.
                           With a display and neither --snapshot nor --time, it plays live in the window.
        --time SECONDS     the frame to render, in seconds (0 or more) after the scenario's key moment —
                           the action it is about, e.g. pressing Login — so an animation the key moment
                           starts is SECONDS into its run. Without --scenario: SECONDS after the app's
                           first frame. Always renders headless (to out/<example>.png without --snapshot).
      """
    if scenarios.isEmpty {
      text += "\nThis example has no scenarios."
    } else {
      text += "\nScenarios:"
      let width = scenarios.map(\.name.count).max() ?? 0
      for scenario in scenarios {
        let padding = String(repeating: " ", count: width - scenario.name.count)
        text += "\n  \(scenario.name)\(padding)  \(scenario.summary)"
      }
    }
    return text
  }

  /// Parses the arguments after the program name; `scenarios` are the names `--scenario` accepts.
  /// - Throws: ``BoxwoodSDLError/invalidOption(option:value:expected:)`` naming the bad option and value.
  public static func parse(
    _ arguments: [String], scenarios: [String] = []
  ) throws(BoxwoodSDLError)
    -> LaunchOptions
  {
    var options = LaunchOptions()
    var index = 0
    func value(for option: String) throws(BoxwoodSDLError) -> String {
      index += 1
      guard index < arguments.count else {
        throw .invalidOption(option: option, value: "", expected: "a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--snapshot": options.snapshotPath = try value(for: argument)
      case "--size": options.size = try parseSize(try value(for: argument))
      case "--scale":
        let text = try value(for: argument)
        guard let scale = Double(text), scale.isFinite, scale >= 0.5, scale <= 8 else {
          throw .invalidOption(option: "--scale", value: text, expected: "a number from 0.5 to 8")
        }
        options.scale = scale
      case "--scenario": options.scenario = try parseScenario(try value(for: argument), scenarios: scenarios)
      case "--time": options.time = try parseTime(try value(for: argument))
      case "--direction": options.layoutDirection = try parseDirection(try value(for: argument))
      case "--help", "-h": options.wantsHelp = true
      default:
        throw .invalidOption(
          option: argument, value: "",
          expected: "one of --snapshot, --size, --scale, --direction, --scenario, --time, --help")
      }
      index += 1
    }
    return options
  }

  static func parseDirection(_ text: String) throws(BoxwoodSDLError) -> LayoutDirection {
    switch text.lowercased() {
    case "ltr": return .leftToRight
    case "rtl": return .rightToLeft
    default: throw .invalidOption(option: "--direction", value: text, expected: "ltr or rtl")
    }
  }

  static func parseSize(_ text: String) throws(BoxwoodSDLError) -> Size {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384,
      h <= 16384
    else { throw .invalidOption(option: "--size", value: text, expected: "WIDTHxHEIGHT, e.g. 800x600") }
    return Size(width: w, height: h)
  }

  static func parseScenario(_ text: String, scenarios: [String]) throws(BoxwoodSDLError) -> String {
    guard scenarios.contains(text) else {
      let expected =
        scenarios.isEmpty
        ? "no --scenario (this example has none)" : "one of \(scenarios.joined(separator: ", "))"
      throw .invalidOption(option: "--scenario", value: text, expected: expected)
    }
    return text
  }

  static func parseTime(_ text: String) throws(BoxwoodSDLError) -> Double {
    // Double("nan") and Double("inf") parse: only finite, non-negative values name a frame.
    guard let time = Double(text), time.isFinite, time >= 0, time <= maximumTime else {
      throw .invalidOption(
        option: "--time", value: text,
        expected: "a number of seconds from 0 to \(Int(maximumTime)), e.g. 0.15")
    }
    return time
  }
}

extension Application {
  /// Runs an example program: in a window when there is a display, otherwise (or with `--snapshot`)
  /// headless to a PNG whose path it prints. Returns the process exit code: 0, 1 when SDL or the PNG
  /// failed, 2 for bad arguments.
  ///
  /// - Parameters:
  ///   - build: fills the window (set its root view); called once the window has its final size.
  public static func runExample(
    title: String, defaultSize: Size, arguments: [String] = CommandLine.arguments, build: (Window) -> Void
  ) -> Int32 {
    runExample(
      title: title, defaultSize: defaultSize, scenarios: [ExampleScenario<Void>](), arguments: arguments,
      build: build)
  }

  /// Runs an example program that offers scripted scenarios (`--scenario NAME`, `--time SECONDS`; see
  /// ``LaunchOptions/usage(program:scenarios:)``). Returns the process exit code: 0, 1 when SDL or the
  /// PNG failed, 2 for bad arguments.
  ///
  /// - Parameters:
  ///   - scenarios: the scripts `--scenario` can name.
  ///   - build: fills the window (set its root view) and returns what the scenarios' actions work on;
  ///     called once the window has its final size, before its first frame.
  public static func runExample<Content>(
    title: String, defaultSize: Size, scenarios: [ExampleScenario<Content>],
    arguments: [String] = CommandLine.arguments, build: (Window) -> Content
  ) -> Int32 {
    let program = (arguments.first.map { ($0 as NSString).lastPathComponent }) ?? title
    let listed = scenarios.map { (name: $0.name, summary: $0.summary) }
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(Array(arguments.dropFirst()), scenarios: scenarios.map(\.name))
    } catch {
      FileHandle.standardError.write(
        Data("\(program): \(error)\n\(LaunchOptions.usage(program: program, scenarios: listed))\n".utf8))
      return 2
    }
    if options.wantsHelp {
      print(LaunchOptions.usage(program: program, scenarios: listed))
      return 0
    }
    if let direction = options.layoutDirection { LayoutDirection.application = direction }
    let scenario = options.scenario.flatMap { name in scenarios.first { $0.name == name } }
    var snapshot = options.snapshotPath
    if snapshot == nil && (!BoxwoodSDL.hasDisplay || options.time != nil) {
      try? FileManager.default.createDirectory(atPath: "out", withIntermediateDirectories: true)
      snapshot = "out/\(title).png"
      if options.time == nil {
        print("No display (DISPLAY and WAYLAND_DISPLAY are unset): rendering headless instead.")
      }
    }
    if let path = snapshot {
      let frame = HeadlessFrame(
        title: title, size: options.size ?? defaultSize, scale: options.scale ?? 1, path: path,
        scenario: scenario, time: options.time)
      return renderSnapshot(frame, build: build)
    }
    do {
      let app = try Application()
      let window = Window(title: title, size: options.size ?? defaultSize)
      let content = build(window)
      try app.open(window)
      if let scale = options.scale { window.scale = scale }
      if let scenario { app.play(scenario, in: window, content: content) }
      app.run()
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
      return 1
    }
  }

  /// What a headless run renders.
  private struct HeadlessFrame<Content> {
    var title: String
    var size: Size
    var scale: Double
    var path: String
    var scenario: ExampleScenario<Content>?
    var time: Double?
  }

  private static func renderSnapshot<Content>(
    _ frame: HeadlessFrame<Content>, build: (Window) -> Content
  )
    -> Int32
  {
    do {
      let renderer = try OffscreenRenderer()
      let window = Window(title: frame.title, size: frame.size)
      window.scale = frame.scale
      let content = build(window)
      var note = ""
      if frame.scenario != nil || frame.time != nil {
        let runner = ScenarioRunner(window: window, content: content, scenario: frame.scenario)
        let end = runner.run(to: frame.time.map { .afterKeyMoment($0) } ?? .atRest)
        note = describe(frame.scenario, time: frame.time, end: end, atRest: !window.hasRunningAnimations)
      }
      let image = try renderer.render(window)
      try image.writePNG(to: frame.path)
      let absolute = URL(fileURLWithPath: frame.path).standardizedFileURL.path
      print("Wrote \(absolute) (\(image.width)×\(image.height) px\(note))")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(frame.title): \(error)\n".utf8))
      return 1
    }
  }

  /// ", scenario NAME, 0.15 s after its key moment (t = 0.25 s)" and the like, for the line printed.
  private static func describe<Content>(
    _ scenario: ExampleScenario<Content>?, time: Double?, end: Double, atRest: Bool
  ) -> String {
    let clock = "t = \(formatSeconds(end)) s"
    guard let scenario else { return ", \(clock)" }
    if let time {
      return ", scenario \(scenario.name), \(formatSeconds(time)) s after its key moment (\(clock))"
    }
    let rest = atRest ? "at rest" : "still animating after \(Int(ScenarioRunner<Content>.restLimit)) s"
    return ", scenario \(scenario.name), \(rest) (\(clock))"
  }

  private static func formatSeconds(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  /// Plays `scenario` live in an open window on the application's own clock: each step runs at the
  /// first frame at or after its time, counted from the first frame of the loop.
  func play<Content>(_ scenario: ExampleScenario<Content>, in window: Window, content: Content) {
    var start: Double?
    var next = 0
    let input = ScriptedInput(window: window)
    onFrame = { [unowned self] time in
      let begin = start ?? time
      start = begin
      while next < scenario.steps.count, scenario.steps[next].time <= time - begin {
        let step = scenario.steps[next]
        next += 1
        step.action(content, input)
      }
      // Without a frame callback the loop goes back to sleeping while nothing changes.
      if next >= scenario.steps.count { self.onFrame = nil }
    }
  }
}
