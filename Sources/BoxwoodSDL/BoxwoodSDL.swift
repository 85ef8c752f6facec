import Boxwood
import CSDL2
import Foundation

/// Process-wide set-up of the SDL libraries that Boxwood uses.
///
/// Every host (``Application``, ``OffscreenRenderer``) calls ``bootstrap()`` itself; call it first
/// yourself only if you build views before creating any host, so labels measure with the real fonts.
@MainActor
public enum BoxwoodSDL {
  private static var textReady = false
  private static var videoReady = false

  /// Initialises SDL_ttf and SDL_image and installs the SDL_ttf text measurer. Idempotent.
  /// - Throws: ``BoxwoodSDLError/initializationFailed(subsystem:sdlError:)`` when SDL_ttf cannot start.
  public static func bootstrap() throws(BoxwoodSDLError) {
    SDLThreadCleanup.enroll()
    guard !textReady else { return }
    // Boxwood takes its own reference even when the game started SDL_ttf first (TTF_Init and TTF_Quit
    // count): a game quitting SDL_ttf for its own fonts must not take FreeType away from the UI's.
    if TTF_Init() != 0 {
      throw .initializationFailed(subsystem: "SDL_ttf", sdlError: BoxwoodSDLError.sdlError)
    }
    _ = IMG_Init(Int32(bitPattern: IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))
    TextSystem.install(FontLibrary.shared)
    textReady = true
  }

  /// Initialises SDL's video and events subsystems (for windows). Idempotent.
  /// - Throws: ``BoxwoodSDLError/initializationFailed(subsystem:sdlError:)`` carrying `SDL_GetError()`.
  static func initializeVideo() throws(BoxwoodSDLError) {
    guard !videoReady else { return }
    if SDL_InitSubSystem(UInt32(truncatingIfNeeded: SDL_INIT_VIDEO | SDL_INIT_EVENTS)) != 0 {
      throw .initializationFailed(subsystem: "video", sdlError: BoxwoodSDLError.sdlError)
    }
    videoReady = true
  }

  /// Whether a display is available for windows: an X11 or Wayland display is named and SDL is not
  /// forced to a headless video driver. (SDL's `offscreen` driver would "open" invisible windows.)
  nonisolated public static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    if let driver = environment["SDL_VIDEODRIVER"]?.lowercased(), ["dummy", "offscreen"].contains(driver) {
      return false
    }
    let x11 = environment["DISPLAY"].map { !$0.isEmpty } ?? false
    let wayland = environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } ?? false
    return x11 || wayland
  }
}
