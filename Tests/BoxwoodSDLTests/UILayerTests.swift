import Boxwood
import BoxwoodSDL
import CSDL2
import Foundation
import Testing

/// A UI drawn into a layer texture and composited over a game's frame must look as if it had been drawn
/// straight onto that frame: on the software renderer and on a GPU one, with a logical size, at any size
/// (zero included), leaving the game's renderer state as it was. Set `BOXWOOD_UILAYER_PNG` to a folder to
/// get the composited and reference images as PNGs.
@Suite("UI layer", .serialized)
@MainActor
struct UILayerTests {
  @Test("an isolated draw clears the target and leaves premultiplied colour")
  func isolatedDrawIsPremultiplied() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let target = canvas.texture(width: 60, height: 20)
    SDL_SetRenderTarget(canvas.renderer, target)
    SDL_SetRenderDrawColor(canvas.renderer, 0, 255, 0, 255)
    SDL_RenderClear(canvas.renderer)
    let list = DisplayList([
      .fill(
        Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0,
        color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
      .pushOpacity(0.5), .fill(Rect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 0, color: .red),
      .fill(Rect(x: 30, y: 0, width: 20, height: 20), cornerRadius: 0, color: .blue), .popOpacity,
    ])
    canvas.lists.draw(list, scale: 1, isolated: true)
    let image = canvas.read(width: 60, height: 20)
    SDL_SetRenderTarget(canvas.renderer, nil)
    // Premultiplied: a half-transparent colour keeps half its value; the group's blue covers its red.
    #expect(close(image.rgba(x: 10, y: 10), [128, 0, 0, 128]))
    #expect(close(image.rgba(x: 25, y: 10), [128, 0, 0, 128]))
    #expect(close(image.rgba(x: 35, y: 10), [0, 0, 128, 128]))
    #expect(image.rgba(x: 55, y: 10) == [0, 0, 0, 0])
  }

  @Test("the composited UI matches the UI drawn straight onto the game's frame", arguments: [1.0, 2.0])
  func compositeMatchesDirectDrawing(scale: Double) throws {
    let canvas = try GameCanvas.software(width: Int32(200 * scale), height: Int32(120 * scale))
    let window = hudWindow(scale: scale)
    let (width, height) = (Int32(200 * scale), Int32(120 * scale))
    let expected = canvas.drawnDirectly(window, width: width, height: height)
    let composited = try canvas.composited(window, width: width, height: height)
    // The software renderer takes no custom blend mode: the texture is the straight-alpha copy.
    #expect(!canvas.layer.isPremultiplied && canvas.layer.textureBlendMode == SDL_BLENDMODE_BLEND)
    expectMatch(composited, expected, "over a texture target")

    // The game's window itself (the surface) as the target.
    canvas.paintFrame(width: width, height: height)
    let frame = canvas.readSurface()
    canvas.layer.composite()
    let onWindow = canvas.readSurface()
    expectMatch(onWindow, expected, "over the window")
    // The UI did draw: the panel's 50% blue tints the frame.
    let s = Int(scale)
    #expect(onWindow.rgba(x: 30 * s, y: 80 * s) != frame.rgba(x: 30 * s, y: 80 * s))
    writeForInspection([
      "composited@\(s)x": composited, "direct@\(s)x": expected, "frame@\(s)x": frame,
      "layer@\(s)x": try layerPixels(canvas),
    ])
  }

  @Test(
    "redraw and composite leave the renderer's state bit for bit as they found it",
    arguments: GameRendererSetup.allCases)
  func rendererStateIsRestored(setup: GameRendererSetup) throws {
    let canvas = try GameCanvas.software(width: 643, height: 360)
    let renderer = canvas.renderer
    let list = hudWindow().makeDisplayList()
    SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
    setup.apply(to: renderer, texture: canvas.texture(width: 100, height: 50))
    let before = RendererSnapshot(renderer)
    try canvas.layer.redraw(list, scale: 1, pixelSize: (200, 120))
    #expect(RendererSnapshot(renderer) == before, "after redraw")
    canvas.layer.composite(at: (2, 3))
    #expect(RendererSnapshot(renderer) == before, "after composite(at:)")
    canvas.layer.composite(in: nil)
    canvas.layer.composite(in: SDL_Rect(x: 4, y: 4, w: 50, h: 30))
    #expect(RendererSnapshot(renderer) == before, "after composite(in:)")
    // A redraw at another size (new textures) and at zero size restore it too.
    try canvas.layer.redraw(list, scale: 2, pixelSize: (400, 240))
    try canvas.layer.redraw(list, scale: 1, pixelSize: (0, 0))
    #expect(RendererSnapshot(renderer) == before, "after resizing")
  }

  @Test("with a logical size the UI covers the logical area pixel for pixel", arguments: [360, 400])
  func logicalSize(surfaceHeight: Int32) throws {
    // 320×180 logical on 640×360 fills it at scale 2; on 640×400 it is letterboxed 20 pixels down.
    let canvas = try GameCanvas.software(width: 640, height: surfaceHeight)
    let renderer = canvas.renderer
    let window = hudWindow(width: 320, height: 180, scale: 2)
    let expected = canvas.drawnDirectly(window, width: 640, height: 360, frameScale: 2)
    let top = (surfaceHeight - 360) / 2
    for composite in [{ canvas.layer.composite() }, { canvas.layer.composite(in: nil) }] {
      SDL_FillRect(canvas.surface!, nil, 0xFF20_2020)
      SDL_RenderSetLogicalSize(renderer, 320, 180)
      canvas.paintFrame(width: 320, height: 180)
      #expect(canvas.layer.viewportPixelSize == (640, 360))
      try canvas.layer.redraw(window.makeDisplayList(), scale: 2, pixelSize: canvas.layer.viewportPixelSize)
      composite()
      SDL_RenderSetLogicalSize(renderer, 0, 0)
      let image = canvas.readSurface()
      expectMatch(image.crop(y: Int(top), height: 360), expected, "the logical area")
      // The letterbox bars are untouched.
      let bars =
        (0..<Int(top)).map { image.rgba(x: 300, y: $0) }
        + (Int(top) + 360..<Int(surfaceHeight)).map {
          image.rgba(x: 300, y: $0)
        }
      #expect(bars.allSatisfy { $0 == [0x20, 0x20, 0x20, 255] })
      writeForInspection(["logical-\(surfaceHeight)": image, "logical-direct": expected])
    }
  }

  @Test("a zero size makes no texture and composites nothing")
  func zeroSize() throws {
    let canvas = try GameCanvas.software(width: 100, height: 60)
    let list = hudWindow().makeDisplayList()
    try canvas.layer.redraw(list, scale: 1, pixelSize: (0, 0))
    #expect(canvas.layer.texture == nil && canvas.layer.pixelSize == (0, 0))
    canvas.paintFrame(width: 100, height: 60)
    let frame = canvas.readSurface()
    canvas.layer.composite()
    canvas.layer.composite(in: nil)
    #expect(canvas.readSurface() == frame)
    // From a size to zero (minimised) and back.
    try canvas.layer.redraw(list, scale: 1, pixelSize: (100, 60))
    #expect(canvas.layer.texture != nil)
    try canvas.layer.redraw(list, scale: 1, pixelSize: (0, 60))
    #expect(canvas.layer.texture == nil && canvas.layer.pixelSize == (0, 60))
    canvas.layer.composite()
    #expect(canvas.readSurface() == frame)
    try canvas.layer.redraw(list, scale: 1, pixelSize: (100, 60))
    #expect(canvas.layer.texture != nil && canvas.layer.pixelSize == (100, 60))
  }

  @Test("resizing the layer remakes its texture; the UI still matches")
  func resizing() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    for scale in [1.0, 2.0, 1.0] {
      let window = hudWindow(scale: scale)
      let (width, height) = (Int32(200 * scale), Int32(120 * scale))
      let composited = try canvas.composited(window, width: width, height: height)
      #expect(canvas.layer.pixelSize == (width, height))
      expectMatch(composited, canvas.drawnDirectly(window, width: width, height: height), "at scale \(scale)")
    }
  }

  @Test("after release a redraw makes the texture again")
  func releaseThenRedraw() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let window = hudWindow()
    let first = try canvas.composited(window, width: 200, height: 120)
    canvas.layer.release()
    #expect(canvas.layer.texture == nil && canvas.layer.pixelSize == (0, 0))
    canvas.layer.composite()  // nothing to draw, no crash
    let again = try canvas.composited(window, width: 200, height: 120)
    #expect(canvas.layer.texture != nil)
    #expect(again == first)
  }

  @Test("a GPU renderer composites the premultiplied texture with its blend mode, to the same pixels")
  func gpuPath() throws {
    guard let gpu = GameCanvas.accelerated() else { return }  // no accelerated renderer on this machine
    let software = try GameCanvas.software(width: 8, height: 8)
    for scale in [1.0, 2.0] {
      let window = hudWindow(scale: scale)
      let (width, height) = (Int32(200 * scale), Int32(120 * scale))
      let composited = try gpu.composited(window, width: width, height: height)
      #expect(gpu.layer.isPremultiplied, "\(gpu.driverName)")
      #expect(gpu.layer.textureBlendMode == DisplayListRenderer.premultipliedOver)
      expectMatch(composited, gpu.drawnDirectly(window, width: width, height: height), "GPU, direct")
      // SDL's software blending rounds with `>> 8`: even drawn directly, its pixels are up to 4 levels off the
      // GPU's (and its opaque alpha drops to 253). The layer adds at most one level to that.
      let onSoftware = try software.composited(window, width: width, height: height)
      expectMatch(composited, onSoftware, "GPU, software", tolerance: 5)
      writeForInspection(["gpu@\(Int(scale))x": composited])
    }
    // The GPU path leaves the renderer's state alone too.
    GameRendererSetup.textureWithViewportScaleAndClip.apply(
      to: gpu.renderer, texture: gpu.texture(width: 100, height: 50))
    let before = RendererSnapshot(gpu.renderer)
    try gpu.layer.redraw(hudWindow().makeDisplayList(), scale: 1, pixelSize: (200, 120))
    gpu.layer.composite(at: (1, 1))
    gpu.layer.composite(in: nil)
    #expect(RendererSnapshot(gpu.renderer) == before)
    SDL_SetRenderTarget(gpu.renderer, nil)
  }

  /// What the layer's texture holds, read back (straight alpha on the software renderer).
  private func layerPixels(_ canvas: GameCanvas) throws -> RenderedImage {
    let (width, height) = canvas.layer.pixelSize
    let target = canvas.texture(width: width, height: height)
    SDL_SetRenderTarget(canvas.renderer, target)
    SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 0)
    SDL_RenderClear(canvas.renderer)
    SDL_SetTextureBlendMode(canvas.layer.texture, SDL_BLENDMODE_NONE)
    SDL_RenderCopy(canvas.renderer, canvas.layer.texture, nil, nil)
    defer { SDL_SetRenderTarget(canvas.renderer, nil) }
    return canvas.read(width: width, height: height)
  }
}

extension RenderedImage {
  /// The rows `y..<y + height`.
  fileprivate func crop(y: Int, height: Int) -> RenderedImage {
    RenderedImage(
      width: width, height: height, pixels: Array(pixels[(y * width * 4)..<((y + height) * width * 4)]))
  }
}

/// Whether two pixels agree to within `tolerance` per channel.
private func close(_ actual: [UInt8], _ expected: [Int], tolerance: Int = 2) -> Bool {
  zip(actual, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
}
