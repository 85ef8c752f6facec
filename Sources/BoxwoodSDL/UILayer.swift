import Boxwood
import CSDL2

/// A Boxwood window's pixels kept in a texture of the game's renderer: redrawn only where the UI changed,
/// composited onto the game's frame every frame, only where the UI covers it.
///
/// The UI is drawn as an isolated layer (``DisplayListRenderer/draw(_:scale:isolated:)``) on a transparent
/// target texture, which then holds premultiplied colour. It is composited so that the result is what drawing
/// the same UI straight onto the game's frame gives:
///
/// - GPU renderers take the custom blend mode ``DisplayListRenderer/premultipliedOver``: ``texture`` is the
///   target itself and ``textureBlendMode`` that mode.
/// - SDL's software renderer refuses custom blend modes. There every ``redraw(_:scale:pixelSize:)`` reads the
///   target back once and un-premultiplies it on the CPU into a second, streaming texture: ``texture`` is
///   that copy, composited with `SDL_BLENDMODE_BLEND`. The CPU work is paid only for the pixels that changed.
///
/// With ``tracksDamage`` (the default) a redraw compares the display list with the last one, tile by tile,
/// and draws again only the tiles whose content changed (``lastDamagedRects``); the result is bit for bit
/// that of a full redraw. A composite copies only ``coveredRects``, the tiles the UI drew on, so an idle
/// frame costs in proportion to the HUD's area, not the window's (see `UILayer+Damage.swift`).
///
/// Either way, drawing ``texture`` with ``textureBlendMode`` puts the UI over anything: the game's frame
/// (``composite(at:opacity:)``, ``composite(in:opacity:)``) or an in-game surface (``isPremultiplied`` says which colour
/// the texture holds, for a game that filters or tints it itself).
///
/// With a logical size (`SDL_RenderSetLogicalSize`), redraw at ``viewportPixelSize``, the logical area in
/// output pixels, at the UI scale that makes the UI's points fill it (2 for a 320×180-point UI on a 640×360
/// area, for crisp text), then ``composite(at:opacity:)``: the texture lands texel for pixel on the logical area.
///
/// Every renderer state that ``redraw(_:scale:pixelSize:)`` and the composites touch is restored.
@MainActor
public final class UILayer {
  /// The display-list renderer drawing into the texture (it holds the text and image caches).
  public let renderer: DisplayListRenderer
  /// The texture showing the UI, to be drawn with ``textureBlendMode``: the premultiplied render target on
  /// GPU renderers, its straight-alpha copy on the software renderer. `nil` before the first
  /// ``redraw(_:scale:pixelSize:)``, after ``release()``, and while the size is zero. The composites give it
  /// nearest sampling for a copy texel for pixel and linear for a stretched one; a game drawing it itself
  /// sets the scale mode it wants.
  public var texture: OpaquePointer? { straight ?? target }
  /// The blend mode that composites ``texture`` correctly: ``DisplayListRenderer/premultipliedOver`` where
  /// the renderer takes it, else `SDL_BLENDMODE_BLEND` (the texture then holds straight alpha).
  public private(set) var textureBlendMode = SDL_BLENDMODE_BLEND
  /// Whether ``texture`` holds premultiplied colour (GPU renderers) rather than straight alpha.
  public var isPremultiplied: Bool { target != nil && straight == nil }
  /// The texture's size in pixels.
  public private(set) var pixelSize: (width: Int32, height: Int32) = (0, 0)
  /// The render target the UI is drawn on, holding premultiplied colour.
  private var target: OpaquePointer?
  /// Whether a NaN opacity was reported (once per layer: composites run every frame).
  private var warnedOpacity = false
  /// On renderers without custom blend modes, the target un-premultiplied after every redraw.
  private(set) var straight: OpaquePointer?
  /// On GPU renderers, a 1×1 target that a redraw of damaged parts copies a texel of ``target`` into, so
  /// that the composite does not wait for the game's drawing (see `settle(_:)` in `UILayer+Damage.swift`).
  private(set) var sink: OpaquePointer?
  /// Whether a redraw draws only what changed and a composite copies only what the UI covers (see
  /// `UILayer+Damage.swift`). Off, every redraw draws the whole texture and every composite copies all of it.
  public var tracksDamage = true {
    didSet { if tracksDamage != oldValue { invalidate() } }
  }
  /// The parts of ``texture`` that a composite copies, in its pixels: where the UI may have drawn at the last
  /// redraw (transparent elsewhere). The whole texture when damage is not tracked.
  public internal(set) var coveredRects: [SDL_Rect] = []
  /// The parts of ``texture`` that the last ``redraw(_:scale:pixelSize:)`` drew, in its pixels: all of it
  /// after a change of size or scale, none when nothing changed.
  public internal(set) var lastDamagedRects: [SDL_Rect] = []
  /// What the texture shows, for damage tracking; `nil` when the next redraw has to draw everything.
  var drawn: Drawn?

  /// A layer drawing with `renderer` (not owned).
  public init(renderer: DisplayListRenderer) {
    self.renderer = renderer
  }

  /// The size in pixels of the renderer's current viewport: the logical area when the game set a logical
  /// size, else the whole target. A layer redrawn at this size covers it texel for pixel.
  public var viewportPixelSize: (width: Int32, height: Int32) {
    let sdl = renderer.renderer
    var scale: (Float, Float) = (1, 1)
    var viewport = SDL_Rect()
    SDL_RenderGetScale(sdl, &scale.0, &scale.1)
    // SDL keeps the viewport in pixels and divides it by the scale when read; the scale is a plain field.
    SDL_RenderSetScale(sdl, 1, 1)
    SDL_RenderGetViewport(sdl, &viewport)
    SDL_RenderSetScale(sdl, scale.0, scale.1)
    return (viewport.w, viewport.h)
  }

  /// Draws `list` into the texture (made or resized to `pixelSize` as needed), `scale` pixels per point.
  ///
  /// A zero (or negative) size — a minimised window — frees the texture and draws nothing. The renderer's
  /// state is restored.
  /// - Throws: ``BoxwoodSDLError/textureCreationFailed(width:height:sdlError:)`` when a texture cannot be
  ///   made; ``BoxwoodSDLError/readPixelsFailed(sdlError:)`` when the software renderer's read-back fails;
  ///   ``BoxwoodSDLError/scaleOutOfRange(scale:range:)`` for a scale outside
  ///   ``Window/scaleRange`` (the texture is left as it was).
  public func redraw(
    _ list: DisplayList, scale: Double, pixelSize size: (width: Int32, height: Int32)
  )
    throws(BoxwoodSDLError)
  {
    SDLThreadCleanup.enroll()
    guard Window.scaleRange.contains(scale) else {
      throw .scaleOutOfRange(scale: scale, range: Window.scaleRange)
    }
    let size = (width: max(0, size.width), height: max(0, size.height))
    if target == nil || size != pixelSize { try makeTextures(size) }
    guard let target else { return }
    let sdl = renderer.renderer
    let saved = RendererState.capture(sdl)
    defer { saved.restore(sdl) }
    try update(target, with: list, scale: scale)
  }

  /// Draws the texture onto the renderer's current target, texel for pixel, with its top-left corner at
  /// `origin` in the target's current coordinates (the logical ones when the game set a logical size or a
  /// scale; the viewport's origin is (0, 0)).
  ///
  /// The viewport and the clip rectangle apply, as to any of the game's copies; the texture's colour and
  /// alpha modulation are set for `opacity` (1: the UI as drawn; 0.5: half faded into the game's frame;
  /// clamped to 0…1, NaN counts as 1 and is reported). The renderer's scale is set to 1 for the copy and
  /// put back exactly.
  public func composite(at origin: (x: Int32, y: Int32) = (0, 0), opacity: Double = 1) {
    guard let texture else { return }
    let sdl = renderer.renderer
    var scale: (Float, Float) = (1, 1)
    SDL_RenderGetScale(sdl, &scale.0, &scale.1)
    // At scale 1 the rectangle is in the viewport's pixels, so the texture is not resampled whatever the
    // scale (or logical size) the game draws at; the viewport and clip are kept in pixels by SDL anyway.
    let destination = (
      x: Int32(clamping: (Float(origin.x) * scale.0).rounded()),
      y: Int32(clamping: (Float(origin.y) * scale.1).rounded())
    )
    prepare(texture, stretched: false, opacity: opacity)
    SDL_RenderSetScale(sdl, 1, 1)
    copyCovered(texture, origin: destination)
    SDL_RenderSetScale(sdl, scale.0, scale.1)
  }

  /// Draws the texture onto the renderer's current target stretched over `rect`, in the target's current
  /// coordinates (SDL scales them), or over the whole viewport — the logical area — when `rect` is `nil`.
  ///
  /// The copy is texel for pixel when `rect` measures ``pixelSize`` in output pixels. The viewport and the
  /// clip rectangle apply; no renderer state is changed; the texture's colour and alpha modulation are set
  /// for `opacity` (see ``composite(at:opacity:)``). Texel for pixel onto the viewport, or at scale 1, only
  /// the covered parts are copied.
  public func composite(in rect: SDL_Rect?, opacity: Double = 1) {
    guard let texture else { return }
    let sdl = renderer.renderer
    var scale: (Float, Float) = (1, 1)
    SDL_RenderGetScale(sdl, &scale.0, &scale.1)
    if rect == nil, viewportPixelSize == pixelSize {
      // The viewport measures the texture: the same copy as at its origin at scale 1 (see composite(at:)).
      composite(at: (0, 0), opacity: opacity)
      return
    }
    let oneToOne =
      rect.map { scale == (1, 1) && $0.w == pixelSize.width && $0.h == pixelSize.height } ?? false
    prepare(texture, stretched: !oneToOne, opacity: opacity)
    if let rect, oneToOne {
      copyCovered(texture, origin: (rect.x, rect.y))
    } else if var rect {
      SDL_RenderCopy(sdl, texture, nil, &rect)
    } else {
      SDL_RenderCopy(sdl, texture, nil, nil)
    }
  }

  /// Destroys the textures (call before the renderer goes); the next redraw makes them again.
  public func release() {
    if let target { RenderTargets.destroy(target, renderer: renderer.renderer) }
    if let straight { SDL_DestroyTexture(straight) }
    if let sink { RenderTargets.destroy(sink, renderer: renderer.renderer) }
    forget()
  }

  /// Forgets the textures without destroying them: their renderer was destroyed, and took them along.
  func forget() {
    target = nil
    straight = nil
    sink = nil
    pixelSize = (0, 0)
    drawn = nil
    coveredRects = []
    lastDamagedRects = []
  }

  /// Replaces the textures by ones of `size` (none for a zero size), choosing how they are composited.
  private func makeTextures(_ size: (width: Int32, height: Int32)) throws(BoxwoodSDLError) {
    release()
    pixelSize = size
    guard size.width > 0, size.height > 0 else { return }
    let made = try makeTexture(size, access: SDL_TEXTUREACCESS_TARGET)
    if renderer.composesPremultiplied(made) {
      textureBlendMode = DisplayListRenderer.premultipliedOver
      // Optional: without it a composite after a redraw may only be slower on some drivers.
      sink = try? makeTexture((1, 1), access: SDL_TEXTUREACCESS_TARGET)
    } else {
      do {
        straight = try makeTexture(size, access: SDL_TEXTUREACCESS_STREAMING)
      } catch {
        SDL_DestroyTexture(made)
        throw error
      }
      textureBlendMode = SDL_BLENDMODE_BLEND
    }
    target = made
  }

  private func makeTexture(
    _ size: (width: Int32, height: Int32), access: SDL_TextureAccess
  ) throws(BoxwoodSDLError) -> OpaquePointer {
    guard
      let texture = SDL_CreateTexture(
        renderer.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(bitPattern: access.rawValue), size.width,
        size.height)
    else {
      throw .textureCreationFailed(
        width: Int(size.width), height: Int(size.height), sdlError: BoxwoodSDLError.sdlError)
    }
    return texture
  }

  /// Sets what a copy of `texture` uses: its blend mode, the modulation that fades it to `opacity`, and nearest
  /// sampling for a copy texel for pixel (what linear sampling gives there too, at a fraction of the cost on
  /// software GL) or linear for a stretched one (premultiplied colour filters correctly). SDL applies scale
  /// modes unbatched, so the mode is set only when it differs (a game drawing ``texture`` itself sets its own).
  private func prepare(_ texture: OpaquePointer, stretched: Bool, opacity: Double) {
    let mode = stretched ? SDL_ScaleModeLinear : SDL_ScaleModeNearest
    var current = SDL_ScaleModeNearest
    if SDL_GetTextureScaleMode(texture, &current) != 0 || current != mode {
      SDL_SetTextureScaleMode(texture, mode)
    }
    SDL_SetTextureBlendMode(texture, textureBlendMode)
    var fade = opacity
    if fade.isNaN {
      if !warnedOpacity { Diagnostics.warn("UILayer composite: opacity NaN; drawn at opacity 1") }
      warnedOpacity = true
      fade = 1
    }
    let level = UInt8(clamping: (fade * 255).rounded())
    // Premultiplied colour fades by scaling all four channels; straight colour by its alpha alone.
    let colour = isPremultiplied ? level : 255
    SDL_SetTextureColorMod(texture, colour, colour, colour)
    SDL_SetTextureAlphaMod(texture, level)
  }
}
