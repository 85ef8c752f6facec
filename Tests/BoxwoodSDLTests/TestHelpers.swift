import Boxwood
import BoxwoodSDL
import CSDL2
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

/// SDL's video subsystem and its OpenGL library, loaded once for the rest of the test process and never
/// released, as an app keeps them. Tests that start video themselves take it from here. Each time the last
/// reference goes (quitting video closes the X display; destroying the last OpenGL window unloads EGL under
/// the `offscreen` driver), Mesa's driver (`swrast_dri.so`) is unloaded and the caches only its static data
/// pointed to are lost: LeakSanitizer reports them at exit from an "unknown module" (240 bytes per unload
/// with a display, 7 KB without), in whichever run a test happened to release the last reference.
@MainActor
enum ProcessVideo {
  /// Whether video started: SDL_InitSubSystem on first use, with the video driver hint the first caller set,
  /// then one reference to the OpenGL library when there is one (a failure there only leaves it unheld).
  static let started: Bool = {
    guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { return false }
    _ = SDL_GL_LoadLibrary(nil)
    return true
  }()
}

/// An OpenGL (or other accelerated) renderer on a hidden 64×64 window, and how to close it; SDL's
/// `offscreen` video driver is used when there is no display (Mesa renders it in software). `nil` when none
/// can be made. Video stays started afterwards (``ProcessVideo``).
@MainActor
func makeAcceleratedRenderer(title: String) -> (renderer: OpaquePointer, close: () -> Void)? {
  let previous = SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) }
  if !BoxwoodSDL.hasDisplay, ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
  }
  defer { SDL_SetHint(SDL_HINT_VIDEODRIVER, previous) }
  guard ProcessVideo.started else { return nil }
  let window = SDL_CreateWindow(title, 0, 0, 64, 64, SDL_WINDOW_HIDDEN.rawValue)
  let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
  let renderer = window.flatMap { SDL_CreateRenderer($0, -1, flags) }
  let close = {
    if let renderer { SDL_DestroyRenderer(renderer) }
    if let window { SDL_DestroyWindow(window) }
  }
  guard let renderer else {
    close()
    return nil
  }
  return (renderer, close)
}
