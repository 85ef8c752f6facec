import CSDL2

/// Anti-aliased quarter-disc (fill) and quarter-ring (border) coverage masks, one texture per
/// (radius, border width) in whole pixels, drawn tinted and flipped into each corner.
///
/// Copying a small cached texture is far cheaper than rasterising triangles, above all in SDL's
/// software renderer, and coverage is computed exactly (4×4 samples per pixel) once per shape.
@MainActor
final class CornerTextures {
  struct Key: Hashable {
    var radius: Int
    var width: Int  // 0 for a filled corner
  }

  private var textures: [Key: OpaquePointer] = [:]
  static let maximumRadius = 256

  /// The top-left corner mask for a key, made on first use; `nil` if SDL cannot make the texture.
  func texture(_ key: Key, renderer: OpaquePointer) -> OpaquePointer? {
    if let texture = textures[key] { return texture }
    let size = key.radius
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(bitPattern: SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(clamping: size),
        Int32(clamping: size))
    else { return nil }
    let pixels = CornerTextures.coverage(radius: Double(key.radius), width: Double(key.width))
    pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(clamping: size * 4)) }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    textures[key] = texture
    return texture
  }

  /// White pixels whose alpha is the covered fraction of the corner shape, centre of the arc at (r, r).
  static func coverage(radius r: Double, width: Double) -> [UInt8] {
    let size = Int(r)
    let inner = width > 0 ? max(0, r - width) : -1
    var pixels = [UInt8](repeating: 255, count: size * size * 4)
    for y in 0..<size {
      for x in 0..<size {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let dx = Double(x) + (Double(sx) + 0.5) / 4 - r
            let dy = Double(y) + (Double(sy) + 0.5) / 4 - r
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance <= r && distance >= inner { covered += 1 }
          }
        }
        pixels[(y * size + x) * 4 + 3] = UInt8(clamping: (Double(covered) / 16 * 255).rounded())
      }
    }
    return pixels
  }

  /// Draws the four corners of `rect` with the mask for `key`, tinted `color`.
  func draw(_ key: Key, in rect: PixelRect, color: SDL_Color, renderer: OpaquePointer) -> Bool {
    guard let texture = texture(key, renderer: renderer) else { return false }
    SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
    SDL_SetTextureAlphaMod(texture, color.a)
    let r = Int32(clamping: key.radius)
    let x0 = Int32(pixel: rect.x0)
    let y0 = Int32(pixel: rect.y0)
    let x1 = Int32(pixel: rect.x1) - r
    let y1 = Int32(pixel: rect.y1) - r
    let placements: [(Int32, Int32, UInt32)] = [
      (x0, y0, SDL_FLIP_NONE.rawValue), (x1, y0, SDL_FLIP_HORIZONTAL.rawValue),
      (x1, y1, SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue),
      (x0, y1, SDL_FLIP_VERTICAL.rawValue),
    ]
    for (x, y, flip) in placements {
      var destination = SDL_Rect(x: x, y: y, w: r, h: r)
      SDL_RenderCopyEx(renderer, texture, nil, &destination, 0, nil, SDL_RendererFlip(flip))
    }
    return true
  }

  /// Drops every texture; `destroying: false` only forgets them (their renderer was destroyed with them).
  func removeAll(destroying: Bool = true) {
    if destroying { for texture in textures.values { SDL_DestroyTexture(texture) } }
    textures.removeAll()
  }
}
