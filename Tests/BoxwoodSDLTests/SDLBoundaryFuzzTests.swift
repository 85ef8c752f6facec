import Boxwood
import BoxwoodSDL
import CSDL2
import SeededRandom
import Testing

/// Bad numbers — NaN, ±infinity, ±1e10, 0, negatives, random magnitudes — at every public entry point of
/// the SDL layer that takes one: the process survives, and each refusal names its culprit. A failing seed
/// is printed; replay it with `BOXWOOD_FUZZ_SEEDS`.
@Suite("SDL boundary fuzzing: bad numbers at the public entry points", .serialized)
@MainActor
struct SDLBoundaryFuzzTests {
  /// The headless entry points: an offscreen renderer, a game's host, a UI layer and a display-list
  /// renderer on the game's software renderer.
  static func headlessProbes(game: TestGame, offscreen: OffscreenRenderer, layer: UILayer) -> [BoundaryProbe]
  {
    let side = Double(OffscreenRenderer.maximumPixelSide)
    let outOfLayout = { (v: Double) in !v.isFinite || abs(v) > 1e9 }
    let list = { game.host.window.makeDisplayList() }
    // A layer reports a NaN opacity once (composites run every frame), so the first NaN must be reported.
    let opacityReported = Once()
    return [
      BoundaryProbe(
        name: "OffscreenRenderer.render(size:)", culprits: ["size", "pixels a side"],
        mustRefuse: { outOfLayout($0) || $0.rounded() > side },
        call: { _ = try offscreen.render(Label("size"), size: Size(width: $0, height: 40)) }),
      BoundaryProbe(
        name: "OffscreenRenderer.render(scale:)", culprits: ["scale", "pixels a side"],
        mustRefuse: { !Window.scaleRange.contains($0) || ($0 * 40).rounded() > side },
        call: { _ = try offscreen.render(Label("scale"), size: Size(width: 40, height: 40), scale: $0) }),
      BoundaryProbe(
        name: "DisplayListRenderer.draw(scale:)", culprits: ["scale"], mustRefuse: { isBadScale($0) },
        call: { game.host.layer.renderer.draw(list(), scale: $0) }),
      BoundaryProbe(
        name: "UILayer.redraw(scale:)", culprits: ["scale"], mustRefuse: { isBadScale($0) },
        call: { try layer.redraw(list(), scale: $0, pixelSize: (64, 48)) }),
      BoundaryProbe(
        name: "UILayer.redraw(pixelSize:)", culprits: ["texture"], mustRefuse: { _ in nil },
        call: { try layer.redraw(list(), scale: 1, pixelSize: (int32($0), 48)) }),
      BoundaryProbe(
        name: "UILayer.composite(at:)", culprits: [], mustRefuse: { _ in false },
        call: { layer.composite(at: (int32($0), int32(-$0))) }),
      BoundaryProbe(
        name: "UILayer.composite(in:opacity:)", culprits: ["opacity"],
        mustRefuse: { $0.isNaN ? (opacityReported.once() ? true : nil) : false },
        call: {
          let side = int32($0)
          layer.composite(in: SDL_Rect(x: side, y: int32(-$0), w: side, h: side), opacity: $0)
        }),
      BoundaryProbe(
        name: "GameHost.scaleOverride", culprits: ["scaleOverride"], mustRefuse: { isBadScale($0) },
        call: {
          game.host.scaleOverride = $0
          game.frame(at: game.host.window.frameTime)
        }),
      BoundaryProbe(
        name: "GameHost.opacity", culprits: ["opacity"], mustRefuse: { $0.isNaN },
        call: {
          game.host.opacity = $0
          game.frame(at: game.host.window.frameTime)
        }),
      BoundaryProbe(
        name: "GameHost.beginFrame(at:)", culprits: ["frameTime"], mustRefuse: { !$0.isFinite },
        call: { game.host.beginFrame(at: $0) }),
      BoundaryProbe(
        name: "GameHost.update(at:)", culprits: ["frameTime"], mustRefuse: { !$0.isFinite },
        call: {
          game.host.update(at: $0)
          game.host.render()
        }),
    ]
  }

  @Test(
    "headless: offscreen renderer, game host, UI layer and renderer survive and name each refusal",
    arguments: SeededGenerator.seeds(count: 3))
  func headless(seed: UInt64) throws {
    let game = try TestGame()
    let offscreen = try OffscreenRenderer()
    let layer = UILayer(renderer: try DisplayListRenderer(renderer: game.renderer))
    defer { layer.release() }
    let probes = Self.headlessProbes(game: game, offscreen: offscreen, layer: layer)
    var failures: [String] = []
    // Every probe with every listed value once, then random ones.
    for probe in probes {
      for value in BoundaryProbe.badValues {
        if let failure = probe.check(value) { failures.append(failure) }
        resetGame(game)
      }
    }
    var rng = SeededGenerator(seed: seed)
    for step in 0..<200 {
      let probe = rng.pick(probes)
      if let failure = probe.check(BoundaryProbe.value(&rng)) {
        failures.append("seed \(seed), step \(step): \(failure)")
      }
      if rng.chance(0.3) { resetGame(game) }
      if let broken = Self.brokenState(game.host.window) {
        failures.append("seed \(seed), step \(step): \(broken)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(8).joined(separator: "\n"))")
  }

  /// Puts the game host's settings back to plain ones between probes.
  func resetGame(_ game: TestGame) {
    game.host.scaleOverride = nil
    game.host.opacity = 1
  }

  /// What is wrong with a window's state after a probe, if anything.
  static func brokenState(_ window: Window) -> String? {
    if !window.frameTime.isFinite { return "frame time \(window.frameTime)" }
    if !(window.scale.isFinite && window.scale > 0) { return "scale \(window.scale)" }
    if !window.size.isFinite || window.size.width < 0 || window.size.height < 0 {
      return "size \(window.size)"
    }
    return nil
  }
}
