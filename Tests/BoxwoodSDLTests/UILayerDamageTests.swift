import Boxwood
import BoxwoodSDL
import CSDL2
import Testing

/// A layer that redraws only what changed must hold, after every redraw, exactly the pixels of a full
/// redraw, bit for bit; it must redraw only the tiles a change touched, nothing on an idle frame, and
/// composite only the tiles the UI covers.
@Suite("UI layer damage", .serialized)
@MainActor
struct UILayerDamageTests {
  @Test("every step of a changing UI matches a full redraw bit for bit", arguments: [1.0, 1.5, 2.0])
  func damagedRedrawsMatchFullRedraws(scale: Double) throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    try expectStepsMatchFullRedraws(on: canvas, scale: scale)
  }

  @Test("on a GPU renderer too, every step matches a full redraw bit for bit")
  func damagedRedrawsMatchOnGPU() throws {
    guard let gpu = GameCanvas.accelerated() else { return }  // no accelerated renderer on this machine
    for scale in [1.0, 1.5, 2.0] { try expectStepsMatchFullRedraws(on: gpu, scale: scale) }
    #expect(gpu.layer.isPremultiplied, "the GPU path: \(gpu.driverName)")
  }

  @Test("a changed label damages only its own tiles")
  func damageIsConfinedToTheLabel() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let scene = DamageScene()
    let size = scene.pixelSize(scale: 1)
    try canvas.layer.redraw(scene.window.makeDisplayList(), scale: 1, pixelSize: size)
    #expect(canvas.layer.lastDamagedPixelCount == Int(size.width * size.height), "the first redraw is whole")
    let before = scene.score.frame
    scene.score.text = "Score 99"
    scene.window.layoutIfNeeded()
    try canvas.layer.redraw(scene.window.makeDisplayList(), scale: 1, pixelSize: size)
    // The label's old and new frames, out to the tiles (32 pixels) they touch.
    let changed = before.union(scene.score.frame)
    let tiles = SDL_Rect(
      x: Int32(changed.minX / 32) * 32, y: Int32(changed.minY / 32) * 32,
      w: (Int32((changed.maxX / 32).rounded(.up)) - Int32(changed.minX / 32)) * 32,
      h: (Int32((changed.maxY / 32).rounded(.up)) - Int32(changed.minY / 32)) * 32)
    let damaged = canvas.layer.lastDamagedRects
    #expect(!damaged.isEmpty)
    #expect(damaged.allSatisfy { contains(tiles, $0) }, "\(damaged) outside \(tiles)")
    #expect(canvas.layer.lastDamagedPixelCount <= Int(tiles.w * tiles.h))
    #expect(canvas.layer.lastDamagedPixelCount * 20 < Int(size.width * size.height))
  }

  @Test("an idle frame damages nothing and leaves the texture as it was")
  func idleFramesDamageNothing() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let scene = DamageScene()
    let size = scene.pixelSize(scale: 1)
    try canvas.layer.redraw(scene.window.makeDisplayList(), scale: 1, pixelSize: size)
    let first = layerPixels(canvas.layer, canvas)
    for _ in 0..<3 {
      // A new list of the same commands, as a host makes it every time the window asks to be redrawn.
      try canvas.layer.redraw(scene.window.makeDisplayList(), scale: 1, pixelSize: size)
      #expect(canvas.layer.lastDamagedRects.isEmpty && canvas.layer.lastDamagedPixelCount == 0)
    }
    #expect(layerPixels(canvas.layer, canvas) == first)
  }

  @Test("a change of scale or size, or invalidate(), redraws everything")
  func scaleAndSizeChangesRedrawEverything() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let scene = DamageScene()
    let list = scene.window.makeDisplayList()
    try canvas.layer.redraw(list, scale: 1, pixelSize: (320, 200))
    try canvas.layer.redraw(list, scale: 1.5, pixelSize: (320, 200))
    #expect(canvas.layer.lastDamagedPixelCount == 320 * 200, "scale")
    try canvas.layer.redraw(list, scale: 1.5, pixelSize: (480, 300))
    #expect(canvas.layer.lastDamagedPixelCount == 480 * 300, "size")
    try canvas.layer.redraw(list, scale: 1.5, pixelSize: (480, 300))
    #expect(canvas.layer.lastDamagedPixelCount == 0, "nothing")
    canvas.layer.invalidate()
    try canvas.layer.redraw(list, scale: 1.5, pixelSize: (480, 300))
    #expect(canvas.layer.lastDamagedPixelCount == 480 * 300, "invalidate()")
  }

  @Test("a composite copies only the covered tiles; the game's pixels elsewhere are untouched")
  func compositeCoversOnlyCoveredTiles() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let scene = DamageScene()
    let (width, height) = scene.pixelSize(scale: 1)
    try canvas.layer.redraw(scene.window.makeDisplayList(), scale: 1, pixelSize: (width, height))
    let covered = canvas.layer.coveredRects
    let area = covered.reduce(0) { $0 + Int($1.w * $1.h) }
    #expect(area > 0 && area * 4 < Int(width * height) * 3, "covered: \(area) pixels")
    // Rectangles that overlapped would blend their pixels twice.
    for (index, rect) in covered.enumerated() {
      for other in covered[(index + 1)...] { #expect(!overlaps(rect, other), "\(rect) and \(other)") }
    }
    // Every pixel the UI drew lies in a covered rectangle.
    let layer = layerPixels(canvas.layer, canvas)
    for y in 0..<layer.height {
      for x in 0..<layer.width where layer.rgba(x: x, y: y)[3] != 0 {
        #expect(covered.contains { contains($0, x: x, y: y) }, "(\(x), \(y)) drawn but not covered")
      }
    }
    // Over a game's frame: only covered pixels change, and they change as with a copy of the whole texture.
    let target = canvas.texture(width: width, height: height)
    SDL_SetRenderTarget(canvas.renderer, target)
    defer { SDL_SetRenderTarget(canvas.renderer, nil) }
    canvas.paintFrame(width: width, height: height)
    let frame = canvas.read(width: width, height: height)
    canvas.layer.composite()
    let composited = canvas.read(width: width, height: height)
    for y in 0..<Int(height) {
      for x in 0..<Int(width) where !covered.contains(where: { contains($0, x: x, y: y) }) {
        if composited.rgba(x: x, y: y) != frame.rgba(x: x, y: y) { Issue.record("(\(x), \(y)) changed") }
      }
    }
    // Texel for pixel, composite(in:) copies the same covered parts.
    for rect in [nil, SDL_Rect(x: 0, y: 0, w: width, h: height)] {
      canvas.paintFrame(width: width, height: height)
      canvas.layer.composite(in: rect)
      #expect(
        canvas.read(width: width, height: height) == composited, "composite(in: \(String(describing: rect)))")
    }
    canvas.paintFrame(width: width, height: height)
    canvas.layer.tracksDamage = false
    try canvas.layer.redraw(scene.window.makeDisplayList(), scale: 1, pixelSize: (width, height))
    #expect(canvas.layer.coveredRects.count == 1 && canvas.layer.lastDamagedPixelCount == Int(width * height))
    canvas.layer.composite()
    #expect(canvas.read(width: width, height: height) == composited, "the whole texture copied")
  }

  @Test("hand-made lists: nested groups, clips around and inside groups, lists that do not nest")
  func handMadeLists() throws {
    let canvas = try GameCanvas.software(width: 8, height: 8)
    let fill = { (x: Double, color: Color) in
      DrawCommand.fill(Rect(x: x, y: 20, width: 40, height: 30), cornerRadius: 3, color: color)
    }
    let text = DrawCommand.text("Hi", font: .system(size: 14), color: .white, origin: Point(x: 150, y: 70))
    let turn = AffineTransform(a: 0.9, b: 0.4, c: -0.4, d: 0.9, tx: 60, ty: -30)
    let nested: [DrawCommand] = [
      .pushTransform(turn), .pushOpacity(0.7), fill(110, .red),
      .pushClip(Rect(x: 100, y: 0, width: 70, height: 40)),
      fill(140, .blue), .popClip, .popOpacity, .popTransform,
    ]
    let base: [DrawCommand] = [
      .pushClip(Rect(x: 0, y: 0, width: 100, height: 60)), fill(10, .green), .pushOpacity(0.5),
      fill(30, .red), fill(50, .blue), .popOpacity, .popClip, text,
    ]
    let picture = try #require(DamageScene.image(seed: 2))
    // A stretched image, part of one (a sprite sheet's cell) in a turned group, and a shape over both.
    let sprites = { (shape: DrawCommand) -> [DrawCommand] in
      [
        .image(picture, rect: Rect(x: 60, y: 55, width: 37, height: 29), source: nil), .pushTransform(turn),
        .image(
          picture, rect: Rect(x: 20, y: 60, width: 30, height: 30),
          source: Rect(x: 2, y: 2, width: 4, height: 4)),
        .popTransform, shape,
      ]
    }
    let frames: [(String, [DrawCommand])] = [
      ("first", base),
      ("colour in a group", base.map { $0 == fill(50, .blue) ? fill(50, .yellow) : $0 }),
      ("nested groups", base + nested),
      (
        "clip inside a transform",
        base
          + nested.map {
            $0 == .pushClip(Rect(x: 100, y: 0, width: 70, height: 40))
              ? .pushClip(Rect(x: 0, y: 0, width: 130, height: 35)) : $0
          }
      ),
      ("transform", base + nested.map { $0 == .pushTransform(turn) ? .pushTransform(.identity) : $0 }),
      ("no pop", [fill(10, .green), .pushOpacity(0.5), fill(30, .red)]),
      ("balanced again", base),
      ("images", base + sprites(fill(60, .red))),
      ("next to images", base + sprites(fill(64, .red))),
      ("stray pops", [.popOpacity, fill(10, .green), .popClip, .popTransform, text]),
      ("empty", []),
      ("back", base + nested),
    ]
    try expectMatchFullRedraws(on: canvas, scale: 1, size: (200, 100), names: frames.map(\.0)) {
      DisplayList(frames[$0].1)
    }
  }

  /// Runs the scene's steps on `canvas`'s layer and on a reference layer that redraws everything, and
  /// expects the textures and their composites over a game's frame to be identical after every step.
  private func expectStepsMatchFullRedraws(on canvas: GameCanvas, scale: Double) throws {
    let scene = DamageScene()
    let size = scene.pixelSize(scale: scale)
    try expectMatchFullRedraws(
      on: canvas, scale: scale, size: size, names: DamageScene.steps.map(\.0), limitsDamage: true
    ) { index in
      DamageScene.steps[index].1(scene)
      return scene.window.makeDisplayList()
    }
  }

  /// Redraws the lists that `makeList` makes for the frames `names`, in order, with `canvas`'s layer and with a
  /// reference layer that redraws everything, and expects the textures and their composites over a game's
  /// frame to be identical after every one. A frame named "nothing" must damage nothing; with `limitsDamage`,
  /// every frame after the first must redraw less than half the texture.
  private func expectMatchFullRedraws(
    on canvas: GameCanvas, scale: Double, size: (width: Int32, height: Int32), names: [String],
    limitsDamage: Bool = false, makeList: (Int) -> DisplayList
  ) throws {
    let reference = UILayer(renderer: canvas.lists)
    reference.tracksDamage = false
    defer { reference.release() }
    let tracked = canvas.layer
    tracked.invalidate()
    for (index, name) in names.enumerated() {
      let list = makeList(index)
      try tracked.redraw(list, scale: scale, pixelSize: size)
      try reference.redraw(list, scale: scale, pixelSize: size)
      let damaged = tracked.lastDamagedPixelCount
      if name == "nothing" { #expect(damaged == 0) }
      if limitsDamage, index > 0 {
        #expect(
          damaged < Int(size.width * size.height) / 2, "\(name) at \(scale)x: \(damaged) pixels redrawn")
      }
      expectIdentical(
        layerPixels(tracked, canvas), layerPixels(reference, canvas), "\(name) at \(scale)x, layer")
      expectIdentical(
        composited(tracked, canvas, size), composited(reference, canvas, size),
        "\(name) at \(scale)x, composite")
    }
  }

  /// The game's frame with `layer` composited over it.
  private func composited(
    _ layer: UILayer, _ canvas: GameCanvas, _ size: (width: Int32, height: Int32)
  ) -> RenderedImage {
    let target = canvas.texture(width: size.width, height: size.height)
    SDL_SetRenderTarget(canvas.renderer, target)
    defer { SDL_SetRenderTarget(canvas.renderer, nil) }
    canvas.paintFrame(width: size.width, height: size.height)
    layer.composite()
    return canvas.read(width: size.width, height: size.height)
  }

  /// What a layer's texture holds, read back (straight alpha on the software renderer, premultiplied on a GPU).
  private func layerPixels(_ layer: UILayer, _ canvas: GameCanvas) -> RenderedImage {
    let (width, height) = layer.pixelSize
    let target = canvas.texture(width: width, height: height)
    SDL_SetRenderTarget(canvas.renderer, target)
    defer { SDL_SetRenderTarget(canvas.renderer, nil) }
    SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 0)
    SDL_RenderClear(canvas.renderer)
    SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_NONE)
    SDL_RenderCopy(canvas.renderer, layer.texture, nil, nil)
    return canvas.read(width: width, height: height)
  }

  private func expectIdentical(
    _ actual: RenderedImage, _ expected: RenderedImage, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let difference = actual.difference(from: expected)
    // A plain Bool: the expectation macro would print the whole difference image.
    let matches = difference.isMatch
    let first = difference.firstDifference.map { "(\($0.x), \($0.y))" } ?? "-"
    let summary =
      "\(difference.differingPixels) pixels differ, up to \(difference.maxChannelDelta), first at \(first)"
    #expect(matches, "\(what): \(summary)", sourceLocation: sourceLocation)
    if !matches { writeForInspection(["damage-\(what)": actual, "damage-\(what)-expected": expected]) }
  }
}

/// Whether `outer` holds all of `inner`.
private func contains(_ outer: SDL_Rect, _ inner: SDL_Rect) -> Bool {
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w
    && inner.y + inner.h <= outer.y + outer.h
}

private func contains(_ rect: SDL_Rect, x: Int, y: Int) -> Bool {
  x >= Int(rect.x) && y >= Int(rect.y) && x < Int(rect.x + rect.w) && y < Int(rect.y + rect.h)
}

private func overlaps(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}
