import Boxwood
import BoxwoodSDL
import CSDL2
import Foundation
import Testing

/// A game's renderer for the UI layer tests: SDL's software renderer on a surface (the game's window), or
/// an accelerated renderer on a hidden window. The layer and the reference drawing share one display-list
/// renderer, as a game's would.
@MainActor
final class GameCanvas {
  let renderer: OpaquePointer
  let lists: DisplayListRenderer
  let layer: UILayer
  /// The software renderer's surface: what the game's window shows.
  let surface: UnsafeMutablePointer<SDL_Surface>?
  private var textures: [OpaquePointer] = []
  private let close: () -> Void

  private init(
    renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>?, close: @escaping () -> Void
  ) throws {
    self.renderer = renderer
    self.surface = surface
    self.close = close
    lists = try DisplayListRenderer(renderer: renderer)
    layer = UILayer(renderer: lists)
  }

  /// The software renderer on a `width`×`height` ARGB surface.
  static func software(width: Int32, height: Int32) throws -> GameCanvas {
    let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    let renderer = SDL_CreateSoftwareRenderer(surface)!
    return try GameCanvas(renderer: renderer, surface: surface) {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
    }
  }

  /// An OpenGL (or other accelerated) renderer on a hidden window; SDL's `offscreen` video driver is used
  /// when there is no display (Mesa renders it in software). `nil` when none can be made.
  static func accelerated() -> GameCanvas? {
    guard let (renderer, close) = makeAcceleratedRenderer(title: "ui layer test") else { return nil }
    guard let canvas = try? GameCanvas(renderer: renderer, surface: nil, close: close) else {
      close()
      return nil
    }
    return canvas
  }

  /// The SDL render driver's name.
  var driverName: String {
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    return info.name.map { String(cString: $0) } ?? "unknown"
  }

  /// A render-target texture, freed with the canvas.
  func texture(width: Int32, height: Int32) -> OpaquePointer {
    let texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)!
    textures.append(texture)
    return texture
  }

  /// Paints a game's frame by hand on the current target, in its current coordinates: a checkerboard of
  /// 10-unit cells in two colours, crossed by a band of a horizontal gradient, all opaque.
  func paintFrame(width: Int32, height: Int32) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    for row in 0..<(height + 9) / 10 {
      for column in 0..<(width + 9) / 10 {
        let light = (row + column) % 2 == 0
        SDL_SetRenderDrawColor(renderer, light ? 230 : 40, light ? 200 : 90, light ? 120 : 150, 255)
        var cell = SDL_Rect(x: column * 10, y: row * 10, w: 10, h: 10)
        SDL_RenderFillRect(renderer, &cell)
      }
    }
    for x in 0..<width {
      let t = Int(x) * 255 / Int(max(1, width - 1))
      SDL_SetRenderDrawColor(renderer, UInt8(t), UInt8(255 - t), 128, 255)
      var line = SDL_Rect(x: x, y: height / 3, w: 1, h: height / 3)
      SDL_RenderFillRect(renderer, &line)
    }
  }

  /// Reads a rectangle of the current target (pixels of a target without a logical size).
  func read(width: Int32, height: Int32) -> RenderedImage {
    var pixels = [UInt8](repeating: 0, count: Int(width * height * 4))
    var rect = SDL_Rect(x: 0, y: 0, w: width, h: height)
    _ = pixels.withUnsafeMutableBytes {
      SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, width * 4)
    }
    return RenderedImage(width: Int(width), height: Int(height), pixels: pixels)
  }

  /// The software renderer's whole surface, whatever the renderer's viewport and logical size.
  func readSurface() -> RenderedImage {
    SDL_RenderFlush(renderer)
    let converted = SDL_ConvertSurfaceFormat(surface!, SDL_PIXELFORMAT_ABGR8888.rawValue, 0)!
    defer { SDL_FreeSurface(converted) }
    let width = Int(converted.pointee.w)
    let height = Int(converted.pointee.h)
    let pitch = Int(converted.pointee.pitch)
    let base = converted.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      for byte in 0..<(width * 4) { pixels[row * width * 4 + byte] = base[row * pitch + byte] }
    }
    return RenderedImage(width: width, height: height, pixels: pixels)
  }

  /// The reference: the game's frame (painted at `frameScale`) on a fresh texture with the UI drawn
  /// straight over it.
  func drawnDirectly(_ window: Window, width: Int32, height: Int32, frameScale: Float = 1) -> RenderedImage {
    let target = texture(width: width, height: height)
    SDL_SetRenderTarget(renderer, target)
    SDL_RenderSetScale(renderer, frameScale, frameScale)
    paintFrame(width: Int32(Float(width) / frameScale), height: Int32(Float(height) / frameScale))
    SDL_RenderSetScale(renderer, 1, 1)
    lists.draw(window.makeDisplayList(), scale: window.scale)
    defer { SDL_SetRenderTarget(renderer, nil) }
    return read(width: width, height: height)
  }

  /// The game's frame on a fresh texture with the UI layer redrawn and composited over it.
  func composited(_ window: Window, width: Int32, height: Int32) throws -> RenderedImage {
    let target = texture(width: width, height: height)
    SDL_SetRenderTarget(renderer, target)
    paintFrame(width: width, height: height)
    try layer.redraw(window.makeDisplayList(), scale: window.scale, pixelSize: (width, height))
    layer.composite()
    defer { SDL_SetRenderTarget(renderer, nil) }
    return read(width: width, height: height)
  }

  /// Frees the layer and the textures, then the SDL renderer (and its window).
  isolated deinit {
    layer.release()
    lists.releaseTextures()
    for texture in textures { SDL_DestroyTexture(texture) }
    close()
  }
}

/// Every renderer state a layer may touch, through SDL's getters; the viewport and the clip are read both
/// at the renderer's scale and at scale 1, since SDL rounds them differently.
struct RendererSnapshot: Equatable {
  var target: OpaquePointer?
  var logicalSize: [Int32]
  var scale: [Float]
  var viewport: [Int32]
  var viewportPixels: [Int32]
  var clip: [Int32]
  var clipPixels: [Int32]
  var clipEnabled: Bool
  var color: [UInt8]
  var blend: UInt32

  @MainActor
  init(_ renderer: OpaquePointer) {
    target = SDL_GetRenderTarget(renderer)
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_RenderGetLogicalSize(renderer, &w, &h)
    logicalSize = [w, h]
    var sx: Float = 0
    var sy: Float = 0
    SDL_RenderGetScale(renderer, &sx, &sy)
    scale = [sx, sy]
    var rect = SDL_Rect()
    SDL_RenderGetViewport(renderer, &rect)
    viewport = [rect.x, rect.y, rect.w, rect.h]
    SDL_RenderGetClipRect(renderer, &rect)
    clip = [rect.x, rect.y, rect.w, rect.h]
    SDL_RenderSetScale(renderer, 1, 1)
    SDL_RenderGetViewport(renderer, &rect)
    viewportPixels = [rect.x, rect.y, rect.w, rect.h]
    SDL_RenderGetClipRect(renderer, &rect)
    clipPixels = [rect.x, rect.y, rect.w, rect.h]
    SDL_RenderSetScale(renderer, sx, sy)
    clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
    var r: UInt8 = 0
    var g: UInt8 = 0
    var b: UInt8 = 0
    var a: UInt8 = 0
    SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a)
    color = [r, g, b, a]
    var mode = SDL_BLENDMODE_NONE
    SDL_GetRenderDrawBlendMode(renderer, &mode)
    blend = mode.rawValue
  }
}

/// How a game may have left its renderer when the UI layer draws.
enum GameRendererSetup: String, CaseIterable, Sendable {
  case windowWithClip
  /// 320×180 on 643×360 is letterboxed at pixel 1, which SDL's getters cannot name at scale 2.
  case windowWithLogicalSizeAndClip
  case windowWithLogicalSize
  /// Leaving a texture target for another loses its viewport, clip and scale (SDL backs up only the
  /// window's); a clip set at scale 1.5 lies on a half pixel.
  case textureWithViewportScaleAndClip
  case texture

  @MainActor
  func apply(to renderer: OpaquePointer, texture: OpaquePointer) {
    switch self {
    case .windowWithClip:
      var clip = SDL_Rect(x: 5, y: 6, w: 30, h: 20)
      SDL_RenderSetClipRect(renderer, &clip)
    case .windowWithLogicalSizeAndClip:
      SDL_RenderSetLogicalSize(renderer, 320, 180)
      var clip = SDL_Rect(x: 7, y: 9, w: 100, h: 50)
      SDL_RenderSetClipRect(renderer, &clip)
    case .windowWithLogicalSize:
      SDL_RenderSetLogicalSize(renderer, 320, 180)
    case .textureWithViewportScaleAndClip:
      SDL_SetRenderTarget(renderer, texture)
      var viewport = SDL_Rect(x: 3, y: 4, w: 50, h: 30)
      SDL_RenderSetViewport(renderer, &viewport)
      SDL_RenderSetScale(renderer, 1.5, 1.5)
      var clip = SDL_Rect(x: 1, y: 1, w: 10, h: 10)
      SDL_RenderSetClipRect(renderer, &clip)
    case .texture:
      SDL_SetRenderTarget(renderer, texture)
    }
  }
}

/// A game's HUD over a clear window background, `width`×`height` points at `scale`: a translucent panel
/// with rounded corners and a border, anti-aliased text, a half-transparent group of two overlapping views,
/// a turned badge (a transform group), and translucent text straight over the game.
@MainActor
func hudWindow(width: Double = 200, height: Double = 120, scale: Double = 1) -> Window {
  let root = View()
  let panel = box(
    10, 10, 140, 84, Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.5), radius: 12, border: 1.5,
    borderColor: .white)
  let title = Label("Score 1280", font: .system(size: 15, weight: .semibold), textColor: .white)
  title.frame = Rect(origin: Point(x: 14, y: 10), size: title.intrinsicContentSize)
  panel.addSubview(title)
  panel.clipsToBounds = true
  let group = View(frame: Rect(x: 14, y: 40, width: 70, height: 30))
  group.alpha = 0.5
  group.addSubview(box(0, 0, 40, 30, .red))
  group.addSubview(box(25, 0, 45, 30, .blue, radius: 6))
  panel.addSubview(group)
  let badge = box(96, 44, 34, 20, .systemOrange, radius: 5)
  badge.transform = Transform2D(rotationAngle: 0.35)
  panel.addSubview(badge)
  root.addSubview(panel)
  let caption = Label(
    "Ready", font: .system(size: 13), textColor: Color(red: 1, green: 0.95, blue: 0.3, alpha: 0.8))
  caption.frame = Rect(origin: Point(x: 156, y: 96), size: caption.intrinsicContentSize)
  root.addSubview(caption)
  let window = Window(title: "hud", size: Size(width: width, height: height), rootView: root)
  window.backgroundColor = .clear
  window.scale = scale
  return window
}

/// Writes images to `$BOXWOOD_UILAYER_PNG/<name>.png` when that folder is set, to look at them.
func writeForInspection(_ images: [String: RenderedImage]) {
  guard let folder = ProcessInfo.processInfo.environment["BOXWOOD_UILAYER_PNG"], !folder.isEmpty else {
    return
  }
  for (name, image) in images {
    try? image.writePNG(to: (folder as NSString).appendingPathComponent("\(name).png"))
  }
}

/// Expects two images to match within `tolerance` per channel: ±3 by default, since SDL's software blending
/// rounds with `>> 8`.
func expectMatch(
  _ actual: RenderedImage, _ expected: RenderedImage, _ what: String, tolerance: UInt8 = 3,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let difference = actual.difference(from: expected, tolerance: tolerance)
  // A plain Bool: the expectation macro would print the whole difference image.
  let matches = difference.isMatch
  #expect(
    matches,
    "\(what): \(difference.differingPixels) pixels differ, up to \(difference.maxChannelDelta), first at \(String(describing: difference.firstDifference))",
    sourceLocation: sourceLocation)
}
