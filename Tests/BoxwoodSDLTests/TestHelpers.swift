import Boxwood
import BoxwoodSDL
import Foundation

/// A shared offscreen renderer: SDL is not thread-safe, so rendering suites are serialized and use one.
@MainActor
enum TestRenderer {
  static let shared: OffscreenRenderer = {
    do { return try OffscreenRenderer() } catch { preconditionFailure("offscreen renderer: \(error)") }
  }()

  /// Renders a view as a window's root at a size and scale.
  static func render(
    _ view: View, width: Double, height: Double, scale: Double = 1, background: Color = .white
  )
    throws -> RenderedImage
  {
    try shared.render(view, size: Size(width: width, height: height), scale: scale, background: background)
  }
}

/// A view with a fill, built in one expression.
@MainActor
func box(
  _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color?, radius: Double = 0, border: Double = 0,
  borderColor: Color = .black
) -> View {
  let view = View(frame: Rect(x: x, y: y, width: w, height: h))
  view.backgroundColor = color
  view.cornerRadius = radius
  view.borderWidth = border
  view.borderColor = borderColor
  return view
}

/// A fresh path in the temporary folder.
func temporaryPath(_ name: String) -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("boxwood-\(UUID().uuidString)-\(name)").path
}

/// The repository's root folder, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
