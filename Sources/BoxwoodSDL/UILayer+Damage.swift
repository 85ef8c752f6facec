import Boxwood
import CSDL2

/// Damage tracking: a redraw draws only the pixels that changed, a composite copies only the pixels the UI
/// covers, so that a game pays per frame for the HUD's area and for what changed in it, not for the window.
///
/// Every redraw cuts the display list into units (``LayerContent``) and finds the tiles each touches
/// (``LayerTiles``). The tiles whose units, in order, are not the ones of the last redraw are redrawn: each
/// merged rectangle of them is cleared and drawn again, clipped to it, with only the units that meet it. The
/// drawing primitives give every pixel the same value whatever the clip (transform groups see to it on GPU
/// renderers, see `compositeOnGPU`), except stretched images on the software renderer: a rectangle that
/// meets an image grows to hold all of it. So the texture ends up bit for bit what a full redraw would
/// leave. A change of size or scale, the first redraw and ``invalidate()`` draw everything.
extension UILayer {
  /// What the texture shows: the content of the last redraw, for the next one to compare with.
  struct Drawn {
    var content: LayerContent
    var tiles: LayerTiles
    var scale: Double
  }

  /// The number of pixels the last ``redraw(_:scale:pixelSize:)`` drew: the area of ``lastDamagedRects``.
  public var lastDamagedPixelCount: Int { lastDamagedRects.reduce(0) { $0 + Int($1.w) * Int($1.h) } }

  /// Makes the next ``redraw(_:scale:pixelSize:)`` draw everything, as after a change of size: for a game
  /// that drew into ``texture`` itself, or to measure a full redraw.
  public func invalidate() {
    drawn = nil
  }

  /// Draws what changed in `list` since the last redraw onto `target`, and brings the software renderer's
  /// straight copy up to date. The target is made current only when something changed (switching targets
  /// makes some drivers finish the game's pending drawing); the caller restores the renderer's state.
  /// - Throws: ``BoxwoodSDLError/readPixelsFailed(sdlError:)`` when the software renderer's read-back fails.
  func update(_ target: OpaquePointer, with list: DisplayList, scale: Double) throws(BoxwoodSDLError) {
    let whole = LayerTiles.Box(x0: 0, y0: 0, x1: Int(pixelSize.width), y1: Int(pixelSize.height))
    let previous = drawn
    // Until the texture is known again (a read-back may fail), it has to be redrawn whole and copied whole.
    drawn = nil
    coveredRects = [whole.sdlRect]
    guard tracksDamage else {
      try drawWhole(list.commands, on: target, scale: scale)
      return
    }
    let content = LayerContent(list.commands, scale: scale, size: pixelSize, renderer: renderer)
    let tiles = LayerTiles(content, width: whole.x1, height: whole.y1)
    if let previous, previous.scale == scale {
      let damage = tiles.damage(of: content, since: previous.tiles, of: previous.content)
      let regions = content.enclosingWholeUnits(damage.map { $0.intersection(whole) })
      try draw(content, on: target, scale: scale, regions: regions)
    } else {
      try drawWhole(content.commands, on: target, scale: scale)
    }
    drawn = Drawn(content: content, tiles: tiles, scale: scale)
    coveredRects = tiles.coverage.map(\.sdlRect)
  }

  /// Redraws `regions` of the target with the commands of `content` that meet each.
  private func draw(
    _ content: LayerContent, on target: OpaquePointer, scale: Double, regions: [LayerTiles.Box]
  ) throws(BoxwoodSDLError) {
    lastDamagedRects = regions.map(\.sdlRect)
    guard !regions.isEmpty else { return }
    makeCurrent(target)
    for region in regions {
      renderer.drawIsolated(
        content.commands(touching: region.pixelRect), scale: scale, clip: region.pixelRect)
    }
    renderer.imageCache.purge()
    if let straight { try unpremultiply(target: target, into: straight, regions: regions) }
    settle(target)
  }

  /// Draws `commands` over the whole target.
  private func drawWhole(
    _ commands: [DrawCommand], on target: OpaquePointer, scale: Double
  ) throws(BoxwoodSDLError) {
    let whole = LayerTiles.Box(x0: 0, y0: 0, x1: Int(pixelSize.width), y1: Int(pixelSize.height))
    lastDamagedRects = [whole.sdlRect]
    makeCurrent(target)
    renderer.drawIsolated(commands, scale: scale, clip: nil)
    renderer.imageCache.purge()
    if let straight { try unpremultiply(target: target, into: straight, regions: [whole]) }
  }

  /// Samples the freshly redrawn `target` once, into the 1×1 ``sink``, before the game draws (the caller
  /// restores the render target). Mesa's llvmpipe, the first time a draw samples a texture that a batch not
  /// yet retired rendered to, waits until everything queued before it is rasterised: at the composite that is
  /// the game's frame so far (0.3 ms for a clear of 1280×720, 1 ms with 300 rectangles, charged to
  /// ``GameHost/render()``); here it is only the few damaged tiles. A whole redraw is left alone: waiting for
  /// all of it here would cost about what it saves. The copy goes to a texture of the layer's own, so no
  /// pixel of the game's changes; GPU renderers only (the software path reads the target back anyway).
  private func settle(_ target: OpaquePointer) {
    guard straight == nil, let sink else { return }
    let sdl = renderer.renderer
    var mode = SDL_BLENDMODE_NONE
    SDL_GetTextureBlendMode(target, &mode)
    SDL_SetRenderTarget(sdl, sink)
    SDL_SetTextureBlendMode(target, SDL_BLENDMODE_NONE)
    var texel = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderCopy(sdl, target, &texel, &texel)
    SDL_SetTextureBlendMode(target, mode)
  }

  /// Makes `target` the render target, at scale 1 (what it gets from SDL unless it already was the target).
  private func makeCurrent(_ target: OpaquePointer) {
    let sdl = renderer.renderer
    SDL_SetRenderTarget(sdl, target)
    SDL_RenderSetScale(sdl, 1, 1)
  }

  /// Copies the covered parts of `texture` onto the current target, its top-left corner at `origin` (in the
  /// target's coordinates at the current scale, which the caller sets to 1 for a copy texel for pixel).
  func copyCovered(_ texture: OpaquePointer, origin: (x: Int32, y: Int32)) {
    let sdl = renderer.renderer
    for rect in coveredRects {
      var source = rect
      // Summed as pixels held within ±2^29: an origin near Int32's ends must not overflow the sum.
      var destination = SDL_Rect(
        x: Int32(pixel: Double(origin.x) + Double(rect.x)),
        y: Int32(pixel: Double(origin.y) + Double(rect.y)),
        w: rect.w, h: rect.h)
      SDL_RenderCopy(sdl, texture, &source, &destination)
    }
  }
}

extension DisplayListRenderer {
  /// Runs one isolated pass of `commands` on the current target (a texture, at scale 1), restricted to `clip`
  /// when given; the caller saves and restores the renderer's state.
  func drawIsolated(_ commands: [DrawCommand], scale: Double, clip: PixelRect?) {
    let target = SDL_GetRenderTarget(renderer)
    var output = (w: Int32(0), h: Int32(0))
    SDL_QueryTexture(target, nil, nil, &output.w, &output.h)
    var pass = RenderPass(
      owner: self, scale: scale, output: output, baseTarget: target, isolated: true, clip: clip)
    pass.run(commands)
  }

  /// The size in pixels of a line of text as drawn, from the text cache; a line not cached yet is rasterised
  /// now (counted as a miss; the drawing that follows counts a hit). `nil` when it cannot be rasterised.
  func textExtent(
    _ string: String, font: Font, color: Color, scale: Double
  ) -> (width: Int32, height: Int32)? {
    let (r, g, b, _) = color.rgba8
    let key = TextTextureCache.Key(text: string, font: font, red: r, green: g, blue: b, scale: scale)
    if let entry = textCache.cached(key) { return (entry.width, entry.height) }
    let entry = textCache.texture(
      for: key, make: { rasterize(string, font: font, color: (r, g, b), scale: scale) })
    return entry.map { ($0.width, $0.height) }
  }
}
