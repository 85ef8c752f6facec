import Boxwood
import BoxwoodSDL
import Foundation

/// The `GameOverlay` program: the options every example takes (``LaunchOptions``), then a window when
/// there is a display, or a headless PNG.
@MainActor
public enum GameOverlayCommand {
  /// The window's size when `--size` is not given, in points.
  public static let defaultSize = Size(width: 800, height: 500)

  /// Runs the program with `arguments` (the program's name first); returns the exit code: 0, 1 when SDL
  /// or the PNG failed, 2 for bad arguments (with the error and the usage on standard error).
  public static func run(arguments: [String]) -> Int32 {
    let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "GameOverlay"
    let listed = GameOverlay.scenarios.map { (name: $0.name, summary: $0.summary) }
    let options: LaunchOptions
    do {
      options = try parse(Array(arguments.dropFirst()))
    } catch {
      let usage = LaunchOptions.usage(program: program, scenarios: listed)
      FileHandle.standardError.write(Data("\(program): \(error)\n\(usage)\n".utf8))
      return 2
    }
    if options.wantsHelp {
      print(LaunchOptions.usage(program: program, scenarios: listed))
      print("In the game: WASD or the arrow keys move, a click sends the player there, Escape pauses,")
      print("Return opens the chat.")
      return 0
    }
    let scenario = options.scenario.flatMap { GameOverlay.scenario(named: $0) }
    let size = options.size ?? defaultSize
    var snapshot = options.snapshotPath
    if snapshot == nil && (!BoxwoodSDL.hasDisplay || options.time != nil) {
      try? FileManager.default.createDirectory(atPath: "out", withIntermediateDirectories: true)
      snapshot = "out/GameOverlay.png"
      if options.time == nil {
        print("No display (DISPLAY and WAYLAND_DISPLAY are unset): rendering headless instead.")
      }
    }
    if let snapshot {
      return renderSnapshot(
        to: snapshot, size: size, scale: options.scale ?? 1, scenario: scenario, time: options.time)
    }
    return GameWindowLoop.run(size: size, scale: options.scale, scenario: scenario, program: program)
  }

  /// The options every example takes, and this example's own limit: a window no smaller than the HUD's
  /// ``HUDView/minimumSize``.
  /// - Throws: ``BoxwoodSDLError/invalidOption(option:value:expected:)`` naming the bad option and value.
  public static func parse(_ arguments: [String]) throws(BoxwoodSDLError) -> LaunchOptions {
    let options = try LaunchOptions.parse(arguments, scenarios: GameOverlay.scenarios.map(\.name))
    let minimum = HUDView.minimumSize
    if let size = options.size, size.width < minimum.width || size.height < minimum.height {
      let value = arguments.drop { $0 != "--size" }.dropFirst().first ?? ""
      throw .invalidOption(
        option: "--size", value: value,
        expected: "at least \(Int(minimum.width))x\(Int(minimum.height)) for this example")
    }
    return options
  }

  /// One frame headless: the scenario (if any) played to `time` after its key moment, or to rest; without
  /// a scenario, the game `time` seconds after its first frame (the first frame without `time`).
  static func renderSnapshot(
    to path: String, size: Size, scale: Double, scenario: ExampleScenario<GameDriver>?, time: Double?
  ) -> Int32 {
    do {
      let headless = try HeadlessGame(size: size, scale: scale, scenario: scenario)
      let moment: ScenarioMoment =
        if let time { .afterKeyMoment(time) } else if scenario != nil { .atRest } else { .afterKeyMoment(0) }
      let end = headless.run(to: moment)
      let image = try headless.image()
      try image.writePNG(to: path)
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      var note = ", t = \(String(format: "%.3f", end)) s"
      if let scenario {
        let when = time.map { "\(String(format: "%.3f", $0)) s after its key moment" } ?? "at rest"
        note = ", scenario \(scenario.name), \(when)" + note
      }
      let game = headless.overlay.game
      print(
        "Wrote \(absolute) (\(image.width)×\(image.height) px\(note); score \(game.score), health \(game.health))"
      )
      return 0
    } catch {
      FileHandle.standardError.write(Data("GameOverlay: \(error)\n".utf8))
      return 1
    }
  }
}
