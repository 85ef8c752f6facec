import Boxwood
import CSDL2

/// Draws Boxwood display lists with an `SDL_Renderer`: on a window, a game's renderer, or offscreen.
///
/// Points become pixels by `scale`, and every edge is snapped to the pixel grid. Text is rasterised
/// by SDL_ttf at the pixel size and cached; images are uploaded once per image. Whatever renderer
/// state ``draw(_:scale:isolated:)`` changes — target, viewport, clip, scale, draw colour, blend mode — it
/// restores (see `RendererState`).
@MainActor
public final class DisplayListRenderer {
  /// The SDL renderer drawn with (not owned: the caller destroys it after this object).
  public let renderer: OpaquePointer
  let textCache = TextTextureCache()
  let imageCache = ImageTextureCache()
  let corners = CornerTextures()
  var layers: [OpaquePointer] = []
  var layerSize: (Int32, Int32) = (0, 0)
  var layerCount = 0
  /// Whether the renderer takes the premultiplied-over custom blend mode (asked on first use).
  var premultipliedSupport: Bool?
  /// Output-sized streaming texture for layers composited on the CPU (see `TransformLayer.swift`).
  var streamingTexture: OpaquePointer?
  private var warnedWideText = false

  /// Creates a renderer for an existing `SDL_Renderer`.
  /// - Throws: ``BoxwoodSDLError/initializationFailed(subsystem:sdlError:)`` when SDL_ttf cannot start.
  public init(renderer: OpaquePointer) throws(BoxwoodSDLError) {
    try BoxwoodSDL.bootstrap()
    self.renderer = renderer
  }

  isolated deinit {
    releaseTextures()
  }

  /// Frees every cached texture (call before destroying the SDL renderer).
  public func releaseTextures() {
    textCache.removeAll()
    imageCache.removeAll()
    corners.removeAll()
    releaseLayers()
  }

  /// Frees the output-sized textures (layers and the streaming texture) when the output size changes.
  private func releaseLayers() {
    for layer in layers { RenderTargets.destroy(layer, renderer: renderer) }
    layers.removeAll()
    if let streamingTexture { SDL_DestroyTexture(streamingTexture) }
    streamingTexture = nil
  }

  /// Cache counters since this renderer was made.
  public var statistics: RenderStatistics {
    RenderStatistics(
      textHits: textCache.hits, textMisses: textCache.misses, cachedTextTextures: textCache.count,
      cachedImageTextures: imageCache.count, cachedTextBytes: textCache.bytes,
      cachedImageBytes: imageCache.bytes, textCacheLimits: textCache.limits, layers: layerCount)
  }

  /// How many lines of text, and how many bytes of their textures, the text cache keeps; lowering the
  /// limits evicts the least recently used lines at once. Images are cached while they live (one texture
  /// each), whatever these limits say.
  public var textCacheLimits: TextCacheLimits {
    get { textCache.limits }
    set { textCache.limits = newValue }
  }

  /// Draws a display list into the renderer's current target, `scale` pixels per point.
  ///
  /// By default the target is taken to be opaque, the window or a game's frame, and the list is drawn over
  /// it. With `isolated`, the drawing is a layer of its own: the target is first cleared to transparent, every
  /// opacity group is drawn on a transparent layer and composited premultiplied-over, and afterwards the
  /// target holds *premultiplied* colour. Put it over something else with ``premultipliedOver`` (where the
  /// renderer takes custom blend modes), or un-premultiplied with `SDL_BLENDMODE_BLEND`; ``UILayer`` does
  /// both.
  ///
  /// A `scale` outside ``Window/scaleRange`` (or NaN) draws nothing and is reported
  /// (``BoxwoodError/invalidValue(subject:property:value:expected:)``).
  public func draw(_ list: DisplayList, scale: Double, isolated: Bool = false) {
    SDLThreadCleanup.enroll()
    guard Self.acceptsScale(scale, in: "DisplayListRenderer.draw") else { return }
    let saved = RendererState.capture(renderer)
    defer { saved.restore(renderer) }
    SDL_RenderSetScale(renderer, 1, 1)
    var output = (w: Int32(0), h: Int32(0))
    if let target = saved.target {
      SDL_QueryTexture(target, nil, nil, &output.w, &output.h)
    } else {
      SDL_GetRendererOutputSize(renderer, &output.w, &output.h)
    }
    var pass = RenderPass(
      owner: self, scale: scale, output: output, baseTarget: saved.target, isolated: isolated)
    pass.run(list.commands)
    imageCache.purge()
  }

  /// Whether `scale` is one to draw at (within ``Window/scaleRange``); reports it, naming `function`, when not.
  static func acceptsScale(_ scale: Double, in function: String) -> Bool {
    let scaleRange = Window.scaleRange
    if scaleRange.contains(scale) { return true }
    Diagnostics.report(
      .invalidValue(
        subject: function, property: "scale", value: "\(scale)",
        expected: "pixels per point within \(scaleRange.lowerBound)...\(scaleRange.upperBound); nothing drawn"
      ))
    return false
  }

  // MARK: Primitives (pixel space)

  func fill(_ rect: PixelRect, radius: Double, color: SDL_Color) {
    guard rect.width > 0, rect.height > 0, color.a > 0 else { return }
    let radius = min(radius, rect.width / 2, rect.height / 2)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    if radius < 0.5 {
      SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
      var sdl = rect.sdlRect
      SDL_RenderFillRect(renderer, &sdl)
    } else if let r = wholeRadius(radius, rect), r >= 2 {
      // Straight parts as rectangles, corners as anti-aliased patches: no pixel is covered twice.
      SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
      fillRects([
        PixelRect(x0: rect.x0 + r, y0: rect.y0, x1: rect.x1 - r, y1: rect.y1),
        PixelRect(x0: rect.x0, y0: rect.y0 + r, x1: rect.x0 + r, y1: rect.y1 - r),
        PixelRect(x0: rect.x1 - r, y0: rect.y0 + r, x1: rect.x1, y1: rect.y1 - r),
      ])
      drawCorners(radius: r, width: 0, rect: rect, color: color)
    } else {
      draw(RoundedRectMesh.fill(rect, radius: radius, color: color))
    }
  }

  /// The radius rounded to whole pixels when corner masks can draw it exactly, else `nil`.
  private func wholeRadius(_ radius: Double, _ rect: PixelRect) -> Double? {
    let r = radius.rounded()
    guard r * 2 <= rect.width, r * 2 <= rect.height, r <= Double(CornerTextures.maximumRadius) else {
      return nil
    }
    return r
  }

  private func drawCorners(radius: Double, width: Double, rect: PixelRect, color: SDL_Color) {
    let key = CornerTextures.Key(radius: Int(clamping: radius), width: Int(clamping: width))
    if !corners.draw(key, in: rect, color: color, renderer: renderer) {
      let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
      let rings =
        width > 0
        ? [(0.5, clear), (-0.5, color), (-width + 0.5, color), (-width - 0.5, clear)]
        : [(-0.5, color), (0.5, clear)]
      draw(RoundedRectMesh.corners(rect, radius: radius, rings: rings, fan: width == 0))
    }
  }

  private func fillRects(_ rects: [PixelRect]) {
    for rect in rects where rect.width > 0 && rect.height > 0 {
      var sdl = rect.sdlRect
      SDL_RenderFillRect(renderer, &sdl)
    }
  }

  func stroke(_ rect: PixelRect, radius: Double, width: Double, color: SDL_Color) {
    guard rect.width > 0, rect.height > 0, width > 0, color.a > 0 else { return }
    let radius = min(radius, rect.width / 2, rect.height / 2)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    if radius < 0.5 {
      let w = max(1, width.rounded())
      let sides = [
        PixelRect(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: min(rect.y1, rect.y0 + w)),
        PixelRect(x0: rect.x0, y0: max(rect.y0 + w, rect.y1 - w), x1: rect.x1, y1: rect.y1),
        PixelRect(x0: rect.x0, y0: rect.y0 + w, x1: min(rect.x1, rect.x0 + w), y1: rect.y1 - w),
        PixelRect(x0: max(rect.x0 + w, rect.x1 - w), y0: rect.y0 + w, x1: rect.x1, y1: rect.y1 - w),
      ]
      SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
      for side in sides where side.width > 0 && side.height > 0 {
        var sdl = side.sdlRect
        SDL_RenderFillRect(renderer, &sdl)
      }
    } else if let r = wholeRadius(radius, rect), r >= 2, width >= 1, width.rounded() <= r {
      let w = width.rounded()
      SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
      fillRects([
        PixelRect(x0: rect.x0 + r, y0: rect.y0, x1: rect.x1 - r, y1: rect.y0 + w),
        PixelRect(x0: rect.x0 + r, y0: rect.y1 - w, x1: rect.x1 - r, y1: rect.y1),
        PixelRect(x0: rect.x0, y0: rect.y0 + r, x1: rect.x0 + w, y1: rect.y1 - r),
        PixelRect(x0: rect.x1 - w, y0: rect.y0 + r, x1: rect.x1, y1: rect.y1 - r),
      ])
      drawCorners(radius: r, width: w, rect: rect, color: color)
    } else {
      draw(RoundedRectMesh.stroke(rect, radius: radius, width: width, color: color))
    }
  }

  private func draw(_ mesh: RoundedRectMesh) {
    mesh.vertices.withUnsafeBufferPointer { vertices in
      mesh.indices.withUnsafeBufferPointer { indices in
        _ = SDL_RenderGeometry(
          renderer, nil, vertices.baseAddress, Int32(clamping: vertices.count), indices.baseAddress,
          Int32(clamping: indices.count))
      }
    }
  }

  /// Draws one line of text with its line box's top-left at `origin` (pixels); returns the pixels covered.
  func text(
    _ string: String, font: Font, color: Color, alpha: Double, origin: Point2, scale: Double
  ) -> PixelRect? {
    let (r, g, b, a) = color.rgba8
    let key = TextTextureCache.Key(text: string, font: font, red: r, green: g, blue: b, scale: scale)
    guard
      let entry = textCache.texture(
        for: key, make: { rasterize(string, font: font, color: (r, g, b), scale: scale) })
    else { return nil }
    SDL_SetTextureAlphaMod(entry.texture, UInt8(clamping: (Double(a) * alpha).rounded()))
    var destination = SDL_Rect(
      x: Int32(pixel: origin.x.rounded()), y: Int32(pixel: origin.y.rounded()), w: entry.width,
      h: entry.height)
    SDL_RenderCopy(renderer, entry.texture, nil, &destination)
    return PixelRect(
      x0: Double(destination.x), y0: Double(destination.y), x1: Double(destination.x + destination.w),
      y1: Double(destination.y + destination.h))
  }

  func rasterize(
    _ string: String, font: Font, color: (UInt8, UInt8, UInt8), scale: Double
  ) -> TextTextureCache.Entry? {
    guard let face = FontLibrary.shared.face(for: font, scale: scale) else { return nil }
    var text = string
    var width: Int32 = 0
    var height: Int32 = 0
    _ = text.withCString { TTF_SizeUTF8(face, $0, &width, &height) }
    // Textures have a size limit; a line wider than any screen is cut to what can be shown.
    let limit: Int32 = 8192
    if width > limit {
      if !warnedWideText {
        warnedWideText = true
        Diagnostics.warn("a \(width)-pixel-wide line of text was cut to \(limit) pixels")
      }
      var characters = Array(text)
      while width > limit, !characters.isEmpty {
        characters.removeLast(max(1, characters.count * Int(width - limit) / Int(width) / 2))
        text = String(characters)
        _ = text.withCString { TTF_SizeUTF8(face, $0, &width, &height) }
      }
    }
    let sdlColor = SDL_Color(r: color.0, g: color.1, b: color.2, a: 255)
    guard let surface = text.withCString({ TTF_RenderUTF8_Blended(face, $0, sdlColor) }) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return TextTextureCache.Entry(
      texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: 0)
  }

  /// Draws an image (or its `source` pixels) into a pixel rectangle.
  func image(_ image: Image, rect: PixelRect, source: Rect?, alpha: Double) {
    guard rect.width > 0, rect.height > 0, let texture = imageCache.texture(for: image, renderer: renderer)
    else {
      return
    }
    SDL_SetTextureAlphaMod(texture, UInt8(clamping: (alpha * 255).rounded()))
    var destination = rect.sdlRect
    if let source {
      var sourceRect = SDL_Rect(
        x: Int32(pixel: source.minX.rounded()), y: Int32(pixel: source.minY.rounded()),
        w: Int32(pixel: source.width.rounded()), h: Int32(pixel: source.height.rounded()))
      SDL_RenderCopy(renderer, texture, &sourceRect, &destination)
    } else {
      SDL_RenderCopy(renderer, texture, nil, &destination)
    }
  }

  /// A target texture the size of the output, for opacity and transform groups (one per nesting depth:
  /// groups of both kinds count in the same depth, so a nested group never draws on its parent's layer).
  func layer(depth: Int, size: (Int32, Int32)) -> OpaquePointer? {
    if size != layerSize {
      releaseLayers()
      layerSize = size
    }
    while layers.count <= depth {
      guard
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(bitPattern: SDL_TEXTUREACCESS_TARGET.rawValue),
          size.0,
          size.1)
      else {
        let error = BoxwoodSDLError.textureCreationFailed(
          width: Int(size.0), height: Int(size.1), sdlError: BoxwoodSDLError.sdlError)
        Diagnostics.warn("\(error); drawing the group without its opacity or transform")
        return nil
      }
      // Transform groups are filtered when mapped; 1:1 copies (opacity groups) sample texel centres,
      // which linear filtering returns exactly. Set once: SDL applies it unbatched (see TransformLayer).
      SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
      layers.append(texture)
    }
    return layers[depth]
  }
}
