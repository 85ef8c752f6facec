import CSDL2
import Foundation

@MainActor
extension Game {
  /// The field's colour, which the game clears each frame to.
  public static let backgroundColor: (UInt8, UInt8, UInt8) = (17, 21, 36)

  /// Draws the game into the renderer's current target with plain SDL calls, `scale` pixels per point.
  /// Sets the draw colour and blend mode it needs; leaves the rest of the renderer's state alone.
  public func draw(into renderer: OpaquePointer, scale: Double) {
    let painter = Painter(renderer: renderer, scale: scale)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    painter.clear(Self.backgroundColor)
    drawGrid(painter)
    for (index, coin) in coins.enumerated() { drawCoin(coin, index: index, painter) }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    for sprite in sprites { drawSprite(sprite, painter) }
    drawPlayer(painter)
  }

  private func drawGrid(_ painter: Painter) {
    let spacing = 40.0
    var x = spacing
    while x < size.x {
      painter.fill(SIMD2(x, 0), SIMD2(1 / painter.scale, size.y), (27, 33, 54))
      x += spacing
    }
    var y = spacing
    while y < size.y {
      painter.fill(SIMD2(0, y), SIMD2(size.x, 1 / painter.scale), (27, 33, 54))
      y += spacing
    }
  }

  private func drawCoin(_ coin: SIMD2<Double>, index: Int, _ painter: Painter) {
    // A slow pulse, each coin in its own phase, so the field looks alive while nothing moves.
    let pulse = (sin(time * 4 + Double(index)) + 1) / 2 * 3
    let side = Self.coinSize + pulse
    let origin = coin - pulse / 2
    painter.fill(origin, SIMD2(side, side), (255, 204, 0))
    painter.fill(origin + side * 0.3, SIMD2(side * 0.4, side * 0.4), (255, 236, 140))
  }

  private func drawSprite(_ sprite: Sprite, _ painter: Painter) {
    let extent = SIMD2(sprite.size, sprite.size)
    if sprite.isHazard {
      painter.fill(sprite.position, extent, sprite.color)
      // A dark core and a light edge: a hazard reads as different from the harmless drifters.
      painter.fill(sprite.position + sprite.size * 0.3, extent * 0.4, (90, 10, 10))
      painter.outline(sprite.position, extent, (255, 180, 170))
    } else {
      painter.fill(sprite.position, extent, sprite.color, alpha: 150)
    }
  }

  private func drawPlayer(_ painter: Painter) {
    if let target {
      let centre = target + Self.playerSize / 2
      painter.fill(centre - SIMD2(6, 0.5), SIMD2(12, 1), (120, 220, 255))
      painter.fill(centre - SIMD2(0.5, 6), SIMD2(1, 12), (120, 220, 255))
    }
    // Blinking after a hit: shown for 0.1 s, hidden for 0.1 s.
    if isInvulnerable, Int((time * 10).rounded(.down)) % 2 == 1 { return }
    let extent = SIMD2(Self.playerSize, Self.playerSize)
    painter.fill(player, extent, isOver ? (110, 110, 120) : (64, 224, 255))
    painter.outline(player, extent, (255, 255, 255))
    painter.fill(player + Self.playerSize * 0.35, extent * 0.3, (10, 60, 90))
  }
}

/// Rectangles in points, drawn in pixels.
@MainActor
struct Painter {
  let renderer: OpaquePointer
  let scale: Double

  func clear(_ color: (UInt8, UInt8, UInt8)) {
    SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, 255)
    SDL_RenderClear(renderer)
  }

  func fill(
    _ origin: SIMD2<Double>, _ extent: SIMD2<Double>, _ color: (UInt8, UInt8, UInt8), alpha: UInt8 = 255
  ) {
    var rect = pixels(origin, extent)
    SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, alpha)
    SDL_RenderFillRect(renderer, &rect)
  }

  func outline(_ origin: SIMD2<Double>, _ extent: SIMD2<Double>, _ color: (UInt8, UInt8, UInt8)) {
    var rect = pixels(origin, extent)
    SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, 255)
    SDL_RenderDrawRect(renderer, &rect)
  }

  /// Edges rounded to whole pixels, at least one pixel wide.
  private func pixels(_ origin: SIMD2<Double>, _ extent: SIMD2<Double>) -> SDL_Rect {
    let x0 = (origin.x * scale).rounded()
    let y0 = (origin.y * scale).rounded()
    let x1 = ((origin.x + extent.x) * scale).rounded()
    let y1 = ((origin.y + extent.y) * scale).rounded()
    return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(1, x1 - x0)), h: Int32(max(1, y1 - y0)))
  }
}
