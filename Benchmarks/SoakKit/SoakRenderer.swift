import Boxwood
import BoxwoodSDL
import CSDL2

/// What draws the soak's frames: SDL's software renderer offscreen, or SDL's OpenGL renderer in a real
/// (hidden) window that follows the soak window's size.
@MainActor
public protocol SoakRenderer: AnyObject {
  /// Lays out and draws one frame of `window`.
  func draw(_ window: Window) throws
  /// The display-list renderer, for its cache statistics.
  var renderer: DisplayListRenderer { get }
  /// The SDL render driver in use (`software`, `opengl`).
  var driverName: String { get }
}

extension OffscreenRenderer: SoakRenderer {
  /// SDL's software renderer.
  public var driverName: String { "software" }
}

/// SDL's OpenGL renderer on a hidden window resized to the soak window's size before each frame: every
/// size the script visits is a size of the renderer's output and of its opacity layers, as when a user
/// resizes a real window.
@MainActor
public final class OpenGLSoakRenderer: SoakRenderer {
  private let sdlWindow: OpaquePointer
  private let sdlRenderer: OpaquePointer
  /// The display-list renderer drawing into the window.
  public let renderer: DisplayListRenderer
  /// The SDL render driver in use (`opengl` unless SDL fell back to another).
  public let driverName: String

  /// Opens the hidden window and its OpenGL renderer (needs a display: Xvfb will do).
  /// - Throws: ``BoxwoodSDLError`` when SDL's video, the window or an OpenGL renderer cannot start.
  public init() throws {
    try BoxwoodSDL.bootstrap()
    guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
      throw BoxwoodSDLError.initializationFailed(subsystem: "video", sdlError: BoxwoodSDLError.sdlError)
    }
    let previous = SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) }
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
    defer { SDL_SetHint(SDL_HINT_RENDER_DRIVER, previous) }
    guard
      let window = SDL_CreateWindow(
        "soak", 0, 0, 520, 560, SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue)
    else {
      throw BoxwoodSDLError.windowCreationFailed(title: "soak", sdlError: BoxwoodSDLError.sdlError)
    }
    let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
    guard let made = SDL_CreateRenderer(window, -1, flags) else {
      SDL_DestroyWindow(window)
      throw BoxwoodSDLError.rendererCreationFailed(sdlError: BoxwoodSDLError.sdlError)
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(made, &info)
    sdlWindow = window
    sdlRenderer = made
    driverName = info.name.map { String(cString: $0) } ?? "unknown"
    renderer = try DisplayListRenderer(renderer: made)
  }

  isolated deinit {
    renderer.releaseTextures()
    SDL_DestroyRenderer(sdlRenderer)
    SDL_DestroyWindow(sdlWindow)
  }

  /// Resizes the hidden window to the soak window's size (when it changed), then draws and presents.
  public func draw(_ window: Window) throws {
    let size = (w: Int32(window.size.width.rounded()), h: Int32(window.size.height.rounded()))
    var current = (w: Int32(0), h: Int32(0))
    SDL_GetWindowSize(sdlWindow, &current.w, &current.h)
    if current != size {
      SDL_SetWindowSize(sdlWindow, max(1, size.w), max(1, size.h))
      SDL_PumpEvents()
    }
    let list = window.makeDisplayList()
    SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
    SDL_RenderClear(sdlRenderer)
    renderer.draw(list, scale: window.scale)
    SDL_RenderPresent(sdlRenderer)
  }
}
