import Boxwood
import CSDL2

/// Compositing of isolated layers: transparent textures that a group was drawn on, mapped onto the
/// enclosing target through a pixel-space affine matrix (the identity for an opacity group nested in a
/// transform group).
///
/// Drawing with `SDL_BLENDMODE_BLEND` on a transparent texture leaves *premultiplied* colour in it
/// (`rgb·a` over zero), so the layer has to be composited premultiplied-over (`src + dst·(1−srcα)` on all
/// four channels); plain BLEND would multiply by alpha a second time and darken every anti-aliased or
/// translucent pixel. (BLEND itself is premultiplied-over for a premultiplied *target*, which is why
/// nested layers compose.)
///
/// - GPU renderers take a custom blend mode for that, and draw the layer as two textured triangles,
///   filtered linearly.
/// - SDL's software renderer rejects custom blend modes, its `SDL_RenderGeometry` samples the nearest
///   texel whatever the scale mode (rotated text and edges come out jagged), and its fast BLEND blitter
///   rounds with `>> 8` (an opaque background ends up with alpha 253 under anti-aliased pixels). There the
///   layer region and the destination region are read back, the layer is resampled bilinearly through the
///   inverse matrix and composited on the CPU with exact arithmetic, and the result is copied back with
///   BLENDMODE_NONE. Only groups drawn on isolated layers pay for the read-backs.
///
/// In both paths the layer region is padded by one transparent pixel, so that the filter fades the group's
/// outer edges out instead of cutting them at the quad's (aliased) triangle edges.
extension DisplayListRenderer {
  /// `src + dst·(1 − srcα)` on every channel: "over" for premultiplied sources, such as a target drawn with
  /// ``draw(_:scale:isolated:)``. A custom blend mode: SDL's software renderer refuses it.
  public static var premultipliedOver: SDL_BlendMode {
    SDL_ComposeCustomBlendMode(
      SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD, SDL_BLENDFACTOR_ONE,
      SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
  }

  /// Whether the renderer composites premultiplied layers itself (asked once, with a layer texture).
  func composesPremultiplied(_ texture: OpaquePointer) -> Bool {
    if let premultipliedSupport { return premultipliedSupport }
    let supported = SDL_SetTextureBlendMode(texture, DisplayListRenderer.premultipliedOver) == 0
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    premultipliedSupport = supported
    return supported
  }

  /// Makes `rect` of the current target fully transparent (an isolated layer starts empty).
  func clear(_ rect: PixelRect) {
    guard !rect.isEmpty else { return }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    var sdl = rect.sdlRect
    SDL_RenderFillRect(renderer, &sdl)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Reads `rect` of the current target as ARGB8888 words, row-major (SDL flushes queued drawing first).
  func readPixels(_ rect: PixelRect) -> [UInt32]? {
    let width = Int(clamping: rect.width)
    let height = Int(clamping: rect.height)
    guard width > 0, height > 0 else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    var sdl = rect.sdlRect
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, &sdl, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(clamping: width * 4))
    }
    return status == 0 ? pixels : nil
  }

  /// Draws `source` (layer pixels) of a premultiplied layer onto the current target through `matrix` at
  /// `alpha`, with the renderer's custom blend mode; returns the target pixels it may have touched. The
  /// target's clip rectangle is left set to them.
  ///
  /// The quad drawn is the whole layer, clipped to what `source` covers: the GPU interpolates texture
  /// coordinates across the quad's triangles with rounding of its own, so a quad that depended on the clip
  /// (`source` does) would give pixels a level apart under different clips, and a layer redrawn in parts
  /// (see `UILayer+Damage.swift`) has to match one drawn whole. Outside `source` the layer is transparent
  /// where it can show (its cleared region reaches past what `visible` samples), which changes nothing.
  ///
  /// The layer's scale mode is linear from its creation: SDL applies texture scale modes at once but
  /// draws batched, so switching it around this call would not reach the GPU in time.
  func compositeOnGPU(
    _ layer: OpaquePointer, source: PixelRect, matrix: AffineTransform, alpha: Double, visible: PixelRect
  ) -> PixelRect? {
    let covered = PixelRect.enclosing(source.corners.map { matrix.apply(to: $0) }).intersection(visible)
    guard !covered.isEmpty else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(layer, nil, nil, &width, &height)
    let whole = PixelRect(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
    let corners = whole.corners.map { matrix.apply(to: $0) }
    var clip = covered.sdlRect
    SDL_RenderSetClipRect(renderer, &clip)
    // The colour is premultiplied, so the group alpha scales all four channels (vertex colour modulates).
    let a = UInt8(clamping: (alpha * 255).rounded())
    let vertices = zip(whole.corners, corners).map { texel, position in
      SDL_Vertex(
        position: SDL_FPoint(x: Float(position.x), y: Float(position.y)),
        color: SDL_Color(r: a, g: a, b: a, a: a),
        tex_coord: SDL_FPoint(x: Float(texel.x / Double(width)), y: Float(texel.y / Double(height))))
    }
    let indices: [Int32] = [0, 1, 2, 2, 1, 3]
    // The blend mode, unlike the scale mode, is recorded with the queued command.
    SDL_SetTextureBlendMode(layer, DisplayListRenderer.premultipliedOver)
    SDL_SetTextureColorMod(layer, 255, 255, 255)
    SDL_SetTextureAlphaMod(layer, 255)
    _ = SDL_RenderGeometry(renderer, layer, vertices, 4, indices, 6)
    SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_BLEND)
    return covered
  }

  /// Composites premultiplied pixels read back from `source` onto the current target through `matrix` at
  /// `alpha`, on the CPU (see the type's notes); returns the target pixels it changed.
  func compositeOnCPU(
    _ pixels: [UInt32], source: PixelRect, matrix: AffineTransform, alpha: Double, visible: PixelRect
  ) -> PixelRect? {
    guard let inverse = matrix.finiteInverse else { return nil }
    let region = PixelRect.enclosing(source.corners.map { matrix.apply(to: $0) }).intersection(visible)
    guard !region.isEmpty, var destination = readPixels(region),
      let covered = PremultipliedResampler.composite(
        pixels, source: source, inverse: inverse, alpha: alpha, over: &destination, region: region),
      let texture = streaming(size: layerSize)
    else { return nil }
    var upload = SDL_Rect(x: 0, y: 0, w: Int32(pixel: region.width), h: Int32(pixel: region.height))
    destination.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, &upload, bytes.baseAddress, Int32(pixel: region.width) * 4)
    }
    // The pixels are final: copied, not blended (the clip still applies).
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    var from = SDL_Rect(
      x: Int32(pixel: covered.x0 - region.x0), y: Int32(pixel: covered.y0 - region.y0),
      w: Int32(pixel: covered.width), h: Int32(pixel: covered.height))
    var to = covered.sdlRect
    SDL_RenderCopy(renderer, texture, &from, &to)
    return covered
  }

  /// A streaming texture the size of the output, for CPU-composited regions (made on first use).
  private func streaming(size: (Int32, Int32)) -> OpaquePointer? {
    if let streamingTexture { return streamingTexture }
    streamingTexture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(bitPattern: SDL_TEXTUREACCESS_STREAMING.rawValue),
      size.0, size.1
    )
    if streamingTexture == nil {
      let error = BoxwoodSDLError.textureCreationFailed(
        width: Int(size.0), height: Int(size.1), sdlError: BoxwoodSDLError.sdlError)
      Diagnostics.warn("\(error); a transformed group is not drawn")
    }
    return streamingTexture
  }
}

/// Premultiplied-over compositing through an affine map with bilinear filtering, on the CPU, for renderers
/// without custom blend modes.
enum PremultipliedResampler {
  /// Samples `layer` (premultiplied ARGB8888 covering `source` in layer pixels, transparent outside it)
  /// at the centre of every pixel of `region` mapped back through `inverse`, scales it by `alpha`, and
  /// composites it over `destination` (ARGB8888 of `region`, row-major): `src + dst·(1 − srcα)` on every
  /// channel. Returns the part of the region that changed, `nil` when none did.
  ///
  /// Filtering premultiplied values is what keeps colour from bleeding out of transparent texels.
  static func composite(
    _ layer: [UInt32], source: PixelRect, inverse: AffineTransform, alpha: Double,
    over destination: inout [UInt32], region: PixelRect
  ) -> PixelRect? {
    let sourceWidth = Int(clamping: source.width)
    let sourceHeight = Int(clamping: source.height)
    let width = Int(clamping: region.width)
    let height = Int(clamping: region.height)
    guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0,
      layer.count == sourceWidth * sourceHeight, destination.count == width * height
    else { return nil }
    let groupAlpha = min(1, max(0, alpha))
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    layer.withUnsafeBufferPointer { texels in
      destination.withUnsafeMutableBufferPointer { out in
        for row in 0..<height {
          for column in 0..<width {
            // Pixel centre → layer point → position relative to the texel centres of the read-back rect.
            let centre = inverse.apply(
              to: Point(x: region.x0 + Double(column) + 0.5, y: region.y0 + Double(row) + 0.5))
            let fx = centre.x - source.x0 - 0.5
            let fy = centre.y - source.y0 - 0.5
            guard fx > -1, fy > -1, fx < Double(sourceWidth), fy < Double(sourceHeight) else { continue }
            let x0 = Int(clamping: fx.rounded(.down))
            let y0 = Int(clamping: fy.rounded(.down))
            let tx = fx - Double(x0)
            let ty = fy - Double(y0)
            var sum = (a: 0.0, r: 0.0, g: 0.0, b: 0.0)
            func add(_ x: Int, _ y: Int, _ weight: Double) {
              guard weight > 0, x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return }
              let value = texels[y * sourceWidth + x]
              sum.a += weight * Double(value >> 24)
              sum.r += weight * Double((value >> 16) & 0xFF)
              sum.g += weight * Double((value >> 8) & 0xFF)
              sum.b += weight * Double(value & 0xFF)
            }
            add(x0, y0, (1 - tx) * (1 - ty))
            add(x0 + 1, y0, tx * (1 - ty))
            add(x0, y0 + 1, (1 - tx) * ty)
            add(x0 + 1, y0 + 1, tx * ty)
            // Less than half a level of coverage would change nothing but rounding.
            guard sum.a * groupAlpha >= 0.5 else { continue }
            let keep = 1 - sum.a * groupAlpha / 255
            let index = row * width + column
            let below = out[index]
            func over(_ channel: Double, _ shift: UInt32) -> UInt32 {
              let value = channel * groupAlpha + Double((below >> shift) & 0xFF) * keep
              return UInt32(clamping: value.rounded(), to: 0...255) << shift
            }
            out[index] = over(sum.a, 24) | over(sum.r, 16) | over(sum.g, 8) | over(sum.b, 0)
            minX = min(minX, column)
            maxX = max(maxX, column)
            minY = min(minY, row)
            maxY = max(maxY, row)
          }
        }
      }
    }
    guard maxX >= 0 else { return nil }
    return PixelRect(
      x0: region.x0 + Double(minX), y0: region.y0 + Double(minY), x1: region.x0 + Double(maxX + 1),
      y1: region.y0 + Double(maxY + 1))
  }
}

extension AffineTransform {
  /// The same map acting on pixels: points become pixels by `scale`, so only the translation scales.
  func inPixels(scale: Double) -> AffineTransform {
    AffineTransform(a: a, b: b, c: c, d: d, tx: tx * scale, ty: ty * scale)
  }

  /// The inverse, when it exists and all its coefficients are finite (a nearly flat map has none).
  var finiteInverse: AffineTransform? {
    guard [a, b, c, d, tx, ty].allSatisfy(\.isFinite), let inverse = inverted,
      [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite)
    else { return nil }
    return inverse
  }

  func apply(to point: Point2) -> Point2 {
    Point2(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}

extension PixelRect {
  /// Whether the rectangle covers no pixel.
  var isEmpty: Bool { !(width > 0 && height > 0) }

  /// Top-left, top-right, bottom-left, bottom-right: the order of the two triangles' vertices.
  var corners: [Point2] {
    [Point2(x: x0, y: y0), Point2(x: x1, y: y0), Point2(x: x0, y: y1), Point2(x: x1, y: y1)]
  }

  /// The smallest whole-pixel rectangle holding all the points.
  static func enclosing(_ points: [Point2]) -> PixelRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    return PixelRect(
      x0: xs.min()!.rounded(.down), y0: ys.min()!.rounded(.down), x1: xs.max()!.rounded(.up),
      y1: ys.max()!.rounded(.up))
  }

  /// The common part (empty, at the larger origin, when there is none).
  func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x0, other.x0)
    let top = max(y0, other.y0)
    return PixelRect(x0: left, y0: top, x1: max(left, min(x1, other.x1)), y1: max(top, min(y1, other.y1)))
  }

  /// The smallest rectangle holding both.
  func union(_ other: PixelRect) -> PixelRect {
    PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// The rectangle grown by `amount` on every side.
  func grown(by amount: Double) -> PixelRect {
    PixelRect(x0: x0 - amount, y0: y0 - amount, x1: x1 + amount, y1: y1 + amount)
  }
}
