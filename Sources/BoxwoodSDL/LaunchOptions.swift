import Boxwood
import Foundation

/// The command-line options every Boxwood example accepts.
///
/// `--snapshot PATH` renders one frame headless to a PNG and exits; `--size WxH` sets the window size
/// in points; `--scale S` the pixels per point.
public struct LaunchOptions: Sendable, Equatable {
  /// Where to write a headless snapshot, if asked for.
  public var snapshotPath: String?
  /// The window size in points, if given.
  public var size: Size?
  /// The pixel scale, if given.
  public var scale: Double?
  /// Whether `--help` was asked for.
  public var wantsHelp = false

  /// No options.
  public init() {}

  /// The usage text.
  public static func usage(program: String) -> String {
    """
    usage: \(program) [--snapshot PATH] [--size WxH] [--scale S]
      --snapshot PATH  render one frame headless, write it as a PNG to PATH and exit
      --size WxH       window size in points (default depends on the example)
      --scale S        pixels per point, e.g. 2 for HiDPI (default 1 headless, the display's otherwise)
    """
  }

  /// Parses the arguments after the program name.
  /// - Throws: ``BoxwoodSDLError/invalidOption(option:value:expected:)`` naming the bad option.
  public static func parse(_ arguments: [String]) throws(BoxwoodSDLError) -> LaunchOptions {
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
      case "--help", "-h": options.wantsHelp = true
      default:
        throw .invalidOption(
          option: argument, value: "", expected: "one of --snapshot, --size, --scale, --help")
      }
      index += 1
    }
    return options
  }

  static func parseSize(_ text: String) throws(BoxwoodSDLError) -> Size {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384,
      h <= 16384
    else { throw .invalidOption(option: "--size", value: text, expected: "WIDTHxHEIGHT, e.g. 800x600") }
    return Size(width: w, height: h)
  }
}

extension Application {
  /// Runs an example program: in a window when there is a display, otherwise (or with `--snapshot`)
  /// headless to a PNG whose path it prints. Returns the process exit code.
  ///
  /// - Parameters:
  ///   - build: fills the window (set its root view); called once the window has its final size.
  public static func runExample(
    title: String, defaultSize: Size, arguments: [String] = CommandLine.arguments, build: (Window) -> Void
  ) -> Int32 {
    let program = (arguments.first.map { ($0 as NSString).lastPathComponent }) ?? title
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(Array(arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(
        Data("\(program): \(error)\n\(LaunchOptions.usage(program: program))\n".utf8))
      return 2
    }
    if options.wantsHelp {
      print(LaunchOptions.usage(program: program))
      return 0
    }
    var snapshot = options.snapshotPath
    if snapshot == nil && !BoxwoodSDL.hasDisplay {
      try? FileManager.default.createDirectory(atPath: "out", withIntermediateDirectories: true)
      snapshot = "out/\(title).png"
      print("No display (DISPLAY and WAYLAND_DISPLAY are unset): rendering headless instead.")
    }
    if let path = snapshot {
      return renderSnapshot(
        title: title, size: options.size ?? defaultSize, scale: options.scale ?? 1, path: path, build: build)
    }
    do {
      let app = try Application()
      let window = Window(title: title, size: options.size ?? defaultSize)
      build(window)
      try app.open(window)
      if let scale = options.scale { window.scale = scale }
      app.run()
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
      return 1
    }
  }

  private static func renderSnapshot(
    title: String, size: Size, scale: Double, path: String, build: (Window) -> Void
  ) -> Int32 {
    do {
      let renderer = try OffscreenRenderer()
      let window = Window(title: title, size: size)
      window.scale = scale
      build(window)
      let image = try renderer.render(window)
      try image.writePNG(to: path)
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      print("Wrote \(absolute) (\(image.width)×\(image.height) px)")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(title): \(error)\n".utf8))
      return 1
    }
  }
}
