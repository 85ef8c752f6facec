import Boxwood
import BoxwoodSDL
import CSDL2
import Testing

/// Fading the whole UI over the game: ``UILayer/composite(at:opacity:)`` and ``GameHost/opacity``.
@Suite("UI layer opacity", .serialized)
@MainActor
struct UILayerOpacityTests {
  /// The game's frame with the layer composited over it at `opacity`, on a fresh texture.
  func frame(_ canvas: GameCanvas, opacity: Double?, width: Int32, height: Int32) -> RenderedImage {
    let target = canvas.texture(width: width, height: height)
    SDL_SetRenderTarget(canvas.renderer, target)
    canvas.paintFrame(width: width, height: height)
    if let opacity { canvas.layer.composite(opacity: opacity) }
    defer { SDL_SetRenderTarget(canvas.renderer, nil) }
    return canvas.read(width: width, height: height)
  }

  @Test("a composite at an opacity mixes the UI and the game's frame in proportion, on every renderer")
  func fadeMixesInProportion() throws {
    var canvases = [("software", try GameCanvas.software(width: 8, height: 8))]
    if let gpu = GameCanvas.accelerated() { canvases.append((gpu.driverName, gpu)) }
    for (name, canvas) in canvases {
      let (width, height): (Int32, Int32) = (200, 120)
      _ = try canvas.composited(hudWindow(), width: width, height: height)  // draws the layer
      let game = frame(canvas, opacity: nil, width: width, height: height)
      let full = frame(canvas, opacity: 1, width: width, height: height)
      let half = frame(canvas, opacity: 0.5, width: width, height: height)
      let none = frame(canvas, opacity: 0, width: width, height: height)
      #expect(none.pixels == game.pixels, "\(name): opacity 0 leaves the game's frame")
      var worst = 0
      var differing = 0
      for y in 0..<Int(height) {
        for x in 0..<Int(width) {
          let (g, f, h) = (game.rgba(x: x, y: y), full.rgba(x: x, y: y), half.rgba(x: x, y: y))
          if g != f { differing += 1 }
          for channel in 0..<3 {
            let expected = (Int(g[channel]) + Int(f[channel])) / 2
            worst = max(worst, abs(Int(h[channel]) - expected))
          }
        }
      }
      #expect(differing > 2000, "\(name): the UI covers part of the frame")
      #expect(worst <= 3, "\(name): a pixel at opacity 0.5 is \(worst) levels off the mean of game and UI")
    }
  }

  @Test(
    "GameHost.opacity: a faded HUD is drawn faded, a hidden one lets clicks through; NaN is refused by name")
  func hostOpacity() throws {
    let game = try TestGame()
    game.frame(at: 0)
    let shown = game.image()
    game.host.opacity = 0
    #expect(game.host.needsRedraw, "the game must composite again")
    game.frame(at: 0.1)
    #expect(!game.host.needsRedraw)
    let hidden = game.image()
    // Hidden: the click on the button reaches the game.
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20)))
    #expect(game.presses == 0)
    game.host.opacity = 0.5
    game.frame(at: 0.2)
    let faded = game.image()
    // The panel's pixel lies between the game's and the shown panel's.
    let (a, b, c) = (hidden.rgba(x: 260, y: 40), shown.rgba(x: 260, y: 40), faded.rgba(x: 260, y: 40))
    #expect(a != b)
    for channel in 0..<3 { #expect(abs(Int(c[channel]) - (Int(a[channel]) + Int(b[channel])) / 2) <= 3) }
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20)))
    #expect(game.presses == 1)
    // NaN is refused where it is set, once, and the HUD stays as faded as it was.
    let (_, report) = Diagnostics.collect {
      game.host.opacity = .nan
      for frame in 0..<3 { game.frame(at: 0.3 + Double(frame) / 60) }
    }
    #expect(report.errors.count == 1 && report.warnings.isEmpty)
    #expect(report.errors.first?.description.contains("opacity nan") == true)
    #expect(game.host.opacity == 0.5)
    #expect(game.image().rgba(x: 260, y: 40) == c, "the refused NaN leaves the opacity at 0.5")
  }
}
