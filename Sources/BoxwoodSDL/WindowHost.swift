import Boxwood
import CSDL2

/// An SDL window showing a Boxwood ``Window``: it owns the `SDL_Window` and its `SDL_Renderer`.
///
/// Events, geometry, text input, the cursor and drawing go through the same ``GameHost`` a game embeds
/// Boxwood with — in its whole-window mode, where every event in the window is the UI's and the UI draws
/// opaque, straight into the frame.
@MainActor
public final class WindowHost {
  /// The Boxwood window shown.
  public let window: Window
  let sdlWindow: OpaquePointer
  let sdlRenderer: OpaquePointer
  /// The host doing the work, in whole-window mode.
  let host: GameHost
  /// The display-list renderer of this window.
  public var renderer: DisplayListRenderer { host.layer.renderer }
  /// Whether the renderer waits for the display's vertical sync when presenting.
  public let hasVSync: Bool
  /// The SDL render driver in use (`opengl`, `opengles2`, `software`, …).
  public let rendererName: String
  var needsExpose = true
  private var shownTitle: String
  private(set) var isClosed = false

  /// The largest side of a window, in points: SDL's own limit (`SDL_CreateWindow` refuses larger
  /// windows). A larger window is refused by name before SDL is asked (a side beyond `Int32` could not
  /// even be passed to it).
  public static let maximumSide = 16384

  init(window: Window) throws(BoxwoodSDLError) {
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
    let size = window.size
    let limit = Double(WindowHost.maximumSide)
    guard size.width.rounded() <= limit, size.height.rounded() <= limit else {
      throw .windowTooLarge(
        title: window.title, width: size.width, height: size.height, limit: WindowHost.maximumSide)
    }
    let width = Int32(clamping: size.width.rounded(), to: 1...Int32(WindowHost.maximumSide))
    let height = Int32(clamping: size.height.rounded(), to: 1...Int32(WindowHost.maximumSide))
    let centered = Int32(bitPattern: UInt32(truncatingIfNeeded: SDL_WINDOWPOS_CENTERED_MASK))
    guard let sdlWindow = SDL_CreateWindow(window.title, centered, centered, width, height, flags) else {
      throw .windowCreationFailed(title: window.title, sdlError: BoxwoodSDLError.sdlError)
    }
    let accelerated =
      SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
      | SDL_RENDERER_TARGETTEXTURE.rawValue
    var created = SDL_CreateRenderer(sdlWindow, -1, accelerated)
    if created == nil {
      created = SDL_CreateRenderer(
        sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
    }
    guard let sdlRenderer = created else {
      let error = BoxwoodSDLError.sdlError
      SDL_DestroyWindow(sdlWindow)
      throw .rendererCreationFailed(sdlError: error)
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(sdlRenderer, &info)
    hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    rendererName = info.name.map { String(cString: $0) } ?? "unknown"
    self.window = window
    self.sdlWindow = sdlWindow
    self.sdlRenderer = sdlRenderer
    self.shownTitle = window.title
    do {
      self.host = try GameHost(window: window, sdlWindow: sdlWindow, renderer: sdlRenderer, ownsWindow: true)
    } catch {
      SDL_DestroyRenderer(sdlRenderer)
      SDL_DestroyWindow(sdlWindow)
      throw error
    }
    updateGeometry()
    // SDL turns text input on at start-up on the desktop; it follows keyboard focus from here on.
    SDL_StopTextInput()
  }

  /// The SDL window id, for routing events.
  var windowID: UInt32 { SDL_GetWindowID(sdlWindow) }

  /// A window event: the host follows size, scale, focus and hover; a new size needs a full repaint.
  func handleWindowEvent(_ event: SDL_WindowEvent) {
    host.handleWindowEvent(event)
    switch SDL_WindowEventID(UInt32(truncatingIfNeeded: event.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      needsExpose = true
    default:
      break
    }
    syncInputState()
  }

  /// Reads the window's size in points and its pixel scale (drawable size ÷ window size).
  func updateGeometry() {
    host.syncGeometry()
    needsExpose = true
  }

  /// Renders and presents one frame.
  func renderFrame() {
    // Focus and hover can change outside event delivery (the app focuses a field at start-up, a view
    // is removed in a frame callback): SDL's text input must be on before the first key is typed.
    syncInputState()
    if window.title != shownTitle {
      shownTitle = window.title
      SDL_SetWindowTitle(sdlWindow, shownTitle)
    }
    SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
    SDL_RenderClear(sdlRenderer)
    host.render()
    SDL_RenderPresent(sdlRenderer)
    needsExpose = false
  }

  /// Renders the window's current content and reads it back from the window's renderer (before any
  /// present), as the user would see it.
  /// - Throws: ``BoxwoodSDLError/readPixelsFailed(sdlError:)``.
  public func snapshot() throws(BoxwoodSDLError) -> RenderedImage {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
    let list = window.makeDisplayList()
    SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
    SDL_RenderClear(sdlRenderer)
    renderer.draw(list, scale: window.scale)
    var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, w * 4)
    }
    if status != 0 { throw .readPixelsFailed(sdlError: BoxwoodSDLError.sdlError) }
    SDL_RenderPresent(sdlRenderer)
    return RenderedImage(width: Int(w), height: Int(h), pixels: pixels)
  }

  /// Delivers an input event to the Boxwood window, then brings SDL's text input and cursor in line
  /// with the result (focus may have moved to or from a text field).
  public func deliver(_ event: Event) {
    _ = host.deliver(event)
  }

  /// Text input follows the first responder; the input method's window sits at its caret.
  func syncInputState() {
    host.syncInputState()
  }

  /// The system cursors made so far, by shape.
  static var cursors: [Cursor: OpaquePointer] = [:]

  /// Shows SDL's system cursor for a shape. Should the game have restarted SDL's video since the cursor
  /// was made, SDL freed it with everything else (and refuses it): the cache is then made anew.
  static func showSystemCursor(_ cursor: Cursor) {
    guard let made = systemCursor(cursor) else { return }
    SDL_SetCursor(made)
    guard SDL_GetCursor() != made else { return }
    cursors.removeAll()
    if let fresh = systemCursor(cursor) { SDL_SetCursor(fresh) }
  }

  /// SDL's system cursor for a shape (made once, kept while SDL's video runs).
  static func systemCursor(_ cursor: Cursor) -> OpaquePointer? {
    if let made = cursors[cursor] { return made }
    let id: SDL_SystemCursor
    switch cursor {
    case .arrow: id = SDL_SYSTEM_CURSOR_ARROW
    case .iBeam: id = SDL_SYSTEM_CURSOR_IBEAM
    case .pointingHand: id = SDL_SYSTEM_CURSOR_HAND
    case .crosshair: id = SDL_SYSTEM_CURSOR_CROSSHAIR
    case .resizeHorizontal: id = SDL_SYSTEM_CURSOR_SIZEWE
    case .resizeVertical: id = SDL_SYSTEM_CURSOR_SIZENS
    case .notAllowed: id = SDL_SYSTEM_CURSOR_NO
    case .wait: id = SDL_SYSTEM_CURSOR_WAIT
    }
    guard let made = SDL_CreateSystemCursor(id) else { return nil }
    cursors[cursor] = made
    return made
  }

  /// Destroys the SDL window and renderer; the Boxwood window is untouched.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    host.detach()
    SDL_DestroyRenderer(sdlRenderer)
    SDL_DestroyWindow(sdlWindow)
  }
}
