import Boxwood
import CSDL2

/// Renders windows without any display: SDL's software renderer draws into a texture whose pixels are
/// read back. No video subsystem is initialised, so this works on servers and in CI.
///
/// One renderer keeps its text and image caches across frames and sizes.
@MainActor
public final class OffscreenRenderer {
  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let sdlRenderer: OpaquePointer
  /// The display-list renderer; its ``DisplayListRenderer/statistics`` report the cache hit rates.
  public let renderer: DisplayListRenderer
  private var frame: OpaquePointer?
  private var frameSize: (Int32, Int32) = (0, 0)

  /// Creates an offscreen renderer.
  /// - Throws: ``BoxwoodSDLError/rendererCreationFailed(sdlError:)`` or an SDL_ttf start-up error.
  public init() throws(BoxwoodSDLError) {
    try BoxwoodSDL.bootstrap()
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
      throw .rendererCreationFailed(sdlError: BoxwoodSDLError.sdlError)
    }
    guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw .rendererCreationFailed(sdlError: BoxwoodSDLError.sdlError)
    }
    self.surface = surface
    self.sdlRenderer = sdlRenderer
    self.renderer = try DisplayListRenderer(renderer: sdlRenderer)
  }

  isolated deinit {
    renderer.releaseTextures()
    if let frame { SDL_DestroyTexture(frame) }
    SDL_DestroyRenderer(sdlRenderer)
    SDL_FreeSurface(surface)
  }

  /// The most pixels a side of an offscreen frame may have (the usual GPU limit). A larger frame is refused
  /// before anything is allocated: SDL's software renderer would otherwise ask for the memory (terabytes
  /// for a window a million points wide), and a side beyond `Int32` cannot even be passed to SDL.
  public static let maximumPixelSide = 16384

  /// Lays out the window if needed and renders it at its ``Window/scale``.
  /// - Throws: ``BoxwoodSDLError/textureCreationFailed(width:height:sdlError:)`` for a size SDL cannot
  ///   allocate or a side over ``maximumPixelSide``, ``BoxwoodSDLError/readPixelsFailed(sdlError:)`` if
  ///   reading back fails. (A window's scale is always drawable: ``Window/scale`` refuses the others.)
  public func render(_ window: Window) throws(BoxwoodSDLError) -> RenderedImage {
    let (width, height) = try drawFrame(window)
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    var rect = SDL_Rect(x: 0, y: 0, w: width, h: height)
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        sdlRenderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, width * 4)
    }
    SDL_SetRenderTarget(sdlRenderer, nil)
    if status != 0 { throw .readPixelsFailed(sdlError: BoxwoodSDLError.sdlError) }
    return RenderedImage(width: Int(width), height: Int(height), pixels: pixels)
  }

  /// Lays out the window if needed and draws it at its ``Window/scale`` into the renderer's own frame
  /// texture, without reading the pixels back: a frame as a host would draw it (soak tests and benchmarks
  /// run thousands of these).
  /// - Throws: ``BoxwoodSDLError/textureCreationFailed(width:height:sdlError:)`` for a size SDL cannot
  ///   allocate or a side over ``maximumPixelSide``.
  public func draw(_ window: Window) throws(BoxwoodSDLError) {
    _ = try drawFrame(window)
    SDL_SetRenderTarget(sdlRenderer, nil)
  }

  /// Draws the window into the frame texture and leaves it the render target; returns its pixel size.
  private func drawFrame(_ window: Window) throws(BoxwoodSDLError) -> (Int32, Int32) {
    let (width, height) = try Self.pixelSize(of: window)
    let target = try frameTexture(width: width, height: height)
    let list = window.makeDisplayList()
    SDL_SetRenderTarget(sdlRenderer, target)
    SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
    SDL_RenderClear(sdlRenderer)
    renderer.draw(list, scale: window.scale)
    return (width, height)
  }

  /// Renders a view as the root of a new window of `size` points at `scale`.
  ///
  /// The view is taken out of its current superview, as adding it to any other parent would.
  public func render(
    _ view: View, size: Size, scale: Double = 1, background: Color = .white
  ) throws(BoxwoodSDLError)
    -> RenderedImage
  {
    let window = Window(title: "offscreen", size: size, rootView: view)
    window.scale = scale
    window.backgroundColor = background
    defer { window.rootView = View() }
    return try render(window)
  }

  /// The window's size in pixels, at least 1×1.
  /// - Throws: ``BoxwoodSDLError/textureCreationFailed(width:height:sdlError:)`` when a side is over
  ///   ``maximumPixelSide``.
  private static func pixelSize(of window: Window) throws(BoxwoodSDLError) -> (Int32, Int32) {
    let pixels = (width: window.size.width * window.scale, height: window.size.height * window.scale)
    let limit = Double(maximumPixelSide)
    guard pixels.width.rounded() <= limit, pixels.height.rounded() <= limit else {
      // Window sizes are finite (the window refuses others), but a scale may take them beyond Int.
      throw .textureCreationFailed(
        width: Int(clamping: pixels.width.rounded()), height: Int(clamping: pixels.height.rounded()),
        sdlError: "larger than \(maximumPixelSide) pixels a side, the most an offscreen frame may have")
    }
    let side = 1...Int32(maximumPixelSide)
    return (
      Int32(clamping: pixels.width.rounded(), to: side), Int32(clamping: pixels.height.rounded(), to: side)
    )
  }

  private func frameTexture(width: Int32, height: Int32) throws(BoxwoodSDLError) -> OpaquePointer {
    if let frame, frameSize == (width, height) { return frame }
    if let frame { SDL_DestroyTexture(frame) }
    frame = nil
    guard
      let texture = SDL_CreateTexture(
        sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(bitPattern: SDL_TEXTUREACCESS_TARGET.rawValue),
        width,
        height)
    else {
      throw .textureCreationFailed(width: Int(width), height: Int(height), sdlError: BoxwoodSDLError.sdlError)
    }
    frame = texture
    frameSize = (width, height)
    return texture
  }
}
