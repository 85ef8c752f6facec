import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import CSDL2
import Foundation
import Testing

/// Transform groups in the SDL renderer: geometry, colour of the premultiplied compositing, nesting with
/// opacity groups, clipping, flat transforms, renderer state, the GPU path, and goldens of a transformed
/// card (in `__Snapshots__/TransformRenderingTests/`; record with `BOXWOOD_RECORD_SNAPSHOTS=1`).
@Suite("Transform rendering", .serialized)
@MainActor
struct TransformRenderingTests {
  // MARK: Geometry

  @Test("a view scaled by 2 about its centre covers twice its box")
  func scaleAboutCentre() throws {
    // 40×20 at (30, 20): centre (50, 30), scaled to (10, 10)–(90, 50).
    let image = try render(box(30, 20, 40, 20, .red, transform: Transform2D(scaleX: 2, y: 2)))
    expect(image, red, at: [(11, 11), (88, 11), (11, 48), (88, 48), (50, 30), (20, 45)])
    expect(image, white, at: [(8, 30), (91, 30), (50, 8), (50, 51), (8, 8), (91, 51)])
    // Magnified edges are filtered, half a pixel either side of the exact edge at 10 (and 90).
    #expect(image.rgba(x: 10, y: 30)[1] < 128 && image.rgba(x: 9, y: 30)[1] > 128)
    #expect(image.rgba(x: 89, y: 30)[1] < 128 && image.rgba(x: 90, y: 30)[1] > 128)
  }

  @Test("a view rotated by π/2 covers the rotated box, crisply")
  func quarterTurn() throws {
    // 40×20 about (50, 30) turns into 20×40: (40, 10)–(60, 50).
    let image = try render(box(30, 20, 40, 20, .red, transform: Transform2D(rotationAngle: .pi / 2)))
    expect(image, red, at: [(40, 10), (59, 10), (40, 49), (59, 49), (50, 15), (50, 45)])
    expect(image, white, at: [(39, 30), (60, 30), (50, 9), (50, 50), (32, 25), (68, 35)])
  }

  @Test("nested transforms compose: scale 2 inside scale 0.5 is the original size")
  func nestedTransformsCompose() throws {
    // The blue parent (20, 10)–(80, 50) halves about (50, 30) to (35, 20)–(65, 40); its red child
    // (40, 25)–(60, 35) doubles about the same point first, so it keeps its size. Each group needs its own
    // layer: the child's must not wipe the parent's.
    let parent = box(20, 10, 60, 40, .blue, transform: Transform2D(scaleX: 0.5, y: 0.5))
    parent.addSubview(box(20, 15, 20, 10, .red, transform: Transform2D(scaleX: 2, y: 2)))
    let image = try render(parent)
    expect(image, red, at: [(42, 27), (57, 27), (42, 32), (57, 32), (50, 30)])
    expect(image, [0, 0, 255, 255], at: [(35, 20), (64, 39), (50, 22), (50, 38), (37, 30), (62, 30)])
    expect(image, white, at: [(33, 30), (66, 30), (50, 18), (50, 41)])
  }

  @Test("the superview's clip cuts the transformed content")
  func enclosingClipApplies() throws {
    // The child (30, 25)–(70, 45) grows threefold about (50, 35), far past the clip (20, 20)–(80, 50).
    let clip = box(20, 20, 60, 30, nil)
    clip.clipsToBounds = true
    clip.addSubview(box(10, 5, 40, 20, .red, transform: Transform2D(scaleX: 3, y: 3)))
    let image = try render(clip, height: 70)
    expect(image, red, at: [(20, 20), (79, 20), (20, 49), (79, 49), (50, 35)])
    expect(image, white, at: [(19, 35), (80, 35), (50, 19), (50, 50), (5, 5), (95, 65)])
  }

  @Test("a transformed view outside the window costs no layer")
  func culledGroupHasNoLayer() throws {
    let before = TestRenderer.shared.renderer.statistics.layers
    let image = try render(box(300, 200, 40, 20, .red, transform: Transform2D(rotationAngle: 0.3)))
    #expect(TestRenderer.shared.renderer.statistics.layers == before && image.pixels.allSatisfy { $0 == 255 })
  }

  @Test("a zero scale draws nothing and does not crash; what follows still draws")
  func flatTransformDrawsNothing() throws {
    let image = try render(box(10, 10, 40, 20, .red, transform: Transform2D(scaleX: 0, y: 0)))
    #expect(image.pixels.allSatisfy { $0 == 255 })

    // The renderer itself skips a flat group with everything nested in it, up to its own end.
    let flat = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 30, ty: 20)
    let list = DisplayList([
      .pushTransform(flat), .fill(rect(0, 0, 60, 40), cornerRadius: 0, color: .red),
      .pushTransform(.identity), .pushOpacity(0.5), .fill(rect(0, 0, 60, 40), cornerRadius: 0, color: .blue),
      .popOpacity, .popTransform, .popTransform,
      .fill(rect(0, 0, 10, 10), cornerRadius: 0, color: .green),
    ])
    let canvas = try ListCanvas.software()
    let drawn = canvas.render(list, width: 60, height: 40)
    #expect(close(drawn.rgba(x: 5, y: 5), [0, 255, 0, 255]))
    #expect(close(drawn.rgba(x: 30, y: 20), white))
    let nan = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let poisoned = canvas.render(
      DisplayList([
        .pushTransform(nan), .fill(rect(0, 0, 60, 40), cornerRadius: 0, color: .red), .popTransform,
      ]),
      width: 60, height: 40)
    #expect(poisoned.pixels.allSatisfy { $0 == 255 })
  }

  // MARK: Colour

  @Test("a translucent fill in a transform group has the colour it has without one")
  func translucentFillKeepsItsColour() throws {
    for color in [
      Color(red: 1, green: 0, blue: 0, alpha: 0.5), Color(red: 0.2, green: 0.6, blue: 0.4, alpha: 0.3),
    ] {
      let plain = try TestRenderer.render(Self.translucent(color, .identity), width: 100, height: 60)
      for transform in [Transform2D(scaleX: 1.5, y: 1.5), Transform2D(rotationAngle: .pi / 5)] {
        let image = try TestRenderer.render(Self.translucent(color, transform), width: 100, height: 60)
        expect(image, plain.rgba(x: 50, y: 30), at: [(50, 30)])
      }
    }
  }

  @Test("text and soft edges composite through an identity transform pixel for pixel")
  func identityGroupIsInvisible() throws {
    let content: [DrawCommand] = [
      .fill(
        rect(10, 10, 120, 40), cornerRadius: 12, color: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)),
      .stroke(rect(10, 10, 120, 40), cornerRadius: 12, lineWidth: 1.5, color: .systemOrange),
      .text("Grouped text", font: .system(size: 15), color: .black, origin: Point(x: 20, y: 18)),
      .text(
        "Pale", font: .system(size: 15), color: Color(red: 1, green: 0.2, blue: 0.2, alpha: 0.7),
        origin: Point(x: 20, y: 52)),
    ]
    let canvas = try ListCanvas.software()
    let plain = canvas.render(DisplayList(content), width: 150, height: 80)
    let grouped = canvas.render(
      DisplayList([.pushTransform(.identity)] + content + [.popTransform]), width: 150, height: 80)
    // 3, not 2: SDL's fast blitter rounds the *direct* drawing with `>> 8` (its alpha over an opaque
    // background even drops to 253), while the layer is composited exactly. A double multiplication by
    // alpha would be off by tens of levels on every anti-aliased pixel.
    let difference = grouped.difference(from: plain, tolerance: 3)
    #expect(
      difference.isMatch, "\(difference.differingPixels) pixels differ by up to \(difference.maxChannelDelta)"
    )
  }

  @Test("a translucent transformed view is composited once at its alpha")
  func translucentTransformedView() throws {
    let group = Self.overlapping(alpha: 0.5)
    group.transform = Transform2D(scaleX: 2, y: 2)
    let before = TestRenderer.shared.renderer.statistics.layers
    let image = try render(group)
    // The opacity group is the transform group's whole content: the transform layer takes its alpha.
    #expect(TestRenderer.shared.renderer.statistics.layers == before + 1)
    // Blue over red at 50% over white; red alone at 50% over white.
    #expect(close(image.rgba(x: 50, y: 30), [128, 128, 255, 255]))
    #expect(close(image.rgba(x: 25, y: 30), [255, 128, 128, 255]))
  }

  @Test("an opacity group inside a transform group has the right colour")
  func opacityInsideTransform() throws {
    let parent = box(10, 10, 80, 40, .systemGreen, transform: Transform2D(rotationAngle: .pi))
    let group = Self.overlapping(alpha: 0.5)
    group.frame.origin = Point(x: 10, y: 10)
    parent.addSubview(group)
    let image = try render(parent)
    let (r, g, b, _) = Color.systemGreen.rgba8
    let green = [Int(r), Int(g), Int(b)]
    // A half turn about (50, 30), x ↦ 100 − x: the group's red (20…40) lands at 60…80, its blue (30…60)
    // at 40…70; each is half transparent over the parent's green.
    #expect(close(image.rgba(x: 65, y: 30), [green[0] / 2, green[1] / 2, (green[2] + 255) / 2, 255]))
    #expect(close(image.rgba(x: 75, y: 30), [(green[0] + 255) / 2, green[1] / 2, green[2] / 2, 255]))
    #expect(close(image.rgba(x: 50, y: 30), [green[0] / 2, green[1] / 2, (green[2] + 255) / 2, 255]))
    #expect(close(image.rgba(x: 15, y: 15), green + [255]))
  }

  @Test("a transform group inside an opacity group has the right colour")
  func transformInsideOpacity() throws {
    let parent = box(10, 10, 80, 40, nil)
    parent.alpha = 0.5
    parent.addSubview(box(20, 10, 40, 20, .red, transform: Transform2D(rotationAngle: .pi / 2)))
    let image = try render(parent)
    // The child turns about (50, 30) into (40, 10)–(60, 50), then the whole is half transparent.
    #expect(close(image.rgba(x: 50, y: 15), [255, 128, 128, 255]) && close(image.rgba(x: 35, y: 30), white))
  }

  // MARK: Renderer state and GPU path

  @Test("drawing transform groups leaves the renderer's state as it found it")
  func rendererStateIsRestored() throws {
    let canvas = try ListCanvas.software()
    let list = DisplayList([
      .pushClip(rect(2, 2, 70, 50)),
      .pushTransform(AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 20, ty: -5)),
      .pushOpacity(0.5), .fill(rect(10, 10, 40, 20), cornerRadius: 6, color: .red),
      .fill(rect(20, 15, 40, 20), cornerRadius: 0, color: .blue), .popOpacity, .popTransform, .popClip,
    ])
    for target in [canvas.texture(width: 80, height: 60), nil] {
      let renderer = canvas.renderer
      SDL_SetRenderTarget(renderer, target)
      SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4)
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
      var clip = SDL_Rect(x: 5, y: 6, w: 30, h: 20)
      SDL_RenderSetClipRect(renderer, &clip)
      canvas.lists.draw(list, scale: 1)
      var color: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
      var blend = SDL_BLENDMODE_NONE
      var after = SDL_Rect()
      SDL_GetRenderDrawColor(renderer, &color.0, &color.1, &color.2, &color.3)
      SDL_GetRenderDrawBlendMode(renderer, &blend)
      SDL_RenderGetClipRect(renderer, &after)
      #expect(SDL_GetRenderTarget(renderer) == target && color == (1, 2, 3, 4) && blend == SDL_BLENDMODE_ADD)
      #expect(SDL_RenderIsClipEnabled(renderer) == SDL_TRUE)
      #expect((after.x, after.y, after.w, after.h) == (5, 6, 30, 20))
      SDL_RenderSetClipRect(renderer, nil)
      SDL_SetRenderTarget(renderer, nil)
    }
  }

  @Test("a GPU renderer composites with its blend mode to the software renderer's pixels")
  func gpuMatchesSoftware() throws {
    guard let gpu = ListCanvas.accelerated() else { return }  // no accelerated renderer on this machine
    let software = try ListCanvas.software()
    // A card: rounded fill, border and text, turned by 30° about (100, 70).
    let list = DisplayList([
      .fill(rect(0, 0, 200, 140), cornerRadius: 0, color: Color(hex: 0xECEFF1)),
      .pushTransform(AffineTransform(a: 0.866, b: 0.5, c: -0.5, d: 0.866, tx: 48.4, ty: -40.6)),
      .fill(rect(40, 40, 120, 60), cornerRadius: 10, color: Color(hex: 0xFFF3E0)),
      .stroke(rect(40, 40, 120, 60), cornerRadius: 10, lineWidth: 2, color: .systemOrange),
      .text("Card", font: .system(size: 17), color: .black, origin: Point(x: 52, y: 50)), .popTransform,
    ])
    let expected = software.render(list, width: 200, height: 140)
    let actual = gpu.render(list, width: 200, height: 140)
    // Both filter bilinearly at pixel centres and composite premultiplied-over; they differ by rounding
    // only (the GPU interpolates in 8 bits, the CPU in doubles).
    let difference = actual.difference(from: expected, tolerance: 3)
    #expect(difference.isMatch, "\(difference.differingPixels) pixels, up to \(difference.maxChannelDelta)")
    // Translucent content keeps its colour on the GPU too (no double multiplication by alpha).
    let translucent = DisplayList([
      .pushTransform(AffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -25, ty: -15)),
      .fill(rect(20, 10, 60, 40), cornerRadius: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
      .pushOpacity(0.5), .fill(rect(30, 20, 20, 20), cornerRadius: 0, color: .blue),
      .fill(rect(40, 20, 20, 20), cornerRadius: 0, color: .blue), .popOpacity, .popTransform,
    ])
    let soft = software.render(translucent, width: 100, height: 60)
    let hard = gpu.render(translucent, width: 100, height: 60)
    #expect(hard.difference(from: soft, tolerance: 3).isMatch)
    #expect(close(hard.rgba(x: 10, y: 30), [255, 128, 128, 255]))
  }

  // MARK: Goldens

  @Test("a rotated, scaled card", arguments: [1, 2])
  func card(scale: Int) throws {
    let image = try TestRenderer.render(Self.card(), width: 240, height: 160, scale: Double(scale))
    assertSnapshot(image, named: "card@\(scale)x")
  }

  // MARK: Fixtures

  /// A card (background, corner radius, border, a label) turned by 30° and scaled by 1.2 about its centre.
  static func card() -> View {
    let root = View()
    root.backgroundColor = Color(hex: 0xECEFF1)
    let card = box(50, 45, 140, 70, Color(hex: 0xFFF3E0), radius: 12, border: 2, borderColor: .systemOrange)
    let label = Label("Boxwood card", font: .system(size: 17, weight: .semibold), textColor: .black)
    label.frame = Rect(origin: Point(x: 14, y: 12), size: label.intrinsicContentSize)
    card.addSubview(label)
    let caption = Label("rotated 30°, ×1.2", font: .system(size: 12), textColor: .systemBlue)
    caption.frame = Rect(origin: Point(x: 14, y: 40), size: caption.intrinsicContentSize)
    card.addSubview(caption)
    card.transform = Transform2D(scale: Size(width: 1.2, height: 1.2), rotation: .pi / 6)
    root.addSubview(card)
    return root
  }

  /// A 40×20 view of the given colour and transform centred at (50, 30) on a blue root.
  static func translucent(_ color: Color, _ transform: Transform2D) -> View {
    let root = View()
    root.backgroundColor = Color(hex: 0x336699)
    root.addSubview(box(30, 20, 40, 20, color, transform: transform))
    return root
  }

  /// A 40×20 group at (30, 20) at `alpha`: red on its left 20 points, blue on the right 30 points,
  /// overlapping in the middle (so the group is not folded into one command).
  static func overlapping(alpha: Double) -> View {
    let group = View(frame: Rect(x: 30, y: 20, width: 40, height: 20))
    group.alpha = alpha
    group.addSubview(box(0, 0, 20, 20, .red))
    group.addSubview(box(10, 0, 30, 20, .blue))
    return group
  }
}

private let red: [UInt8] = [255, 0, 0, 255]
private let white: [UInt8] = [255, 255, 255, 255]

/// Renders a view alone in a white window (100 × 60 points unless told).
@MainActor
private func render(_ view: View, width: Double = 100, height: Double = 60) throws -> RenderedImage {
  let root = View()
  root.addSubview(view)
  return try TestRenderer.render(root, width: width, height: height)
}

/// A view with a fill and a transform.
@MainActor
private func box(
  _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color?, transform: Transform2D
) -> View {
  let view = box(x, y, w, h, color)
  view.transform = transform
  return view
}

/// Expects `color` (±2 per channel) at every point.
private func expect(
  _ image: RenderedImage, _ color: [UInt8], at points: [(Int, Int)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (x, y) in points {
    #expect(close(image.rgba(x: x, y: y), color), "at (\(x), \(y))", sourceLocation: sourceLocation)
  }
}

/// Whether two pixels agree to within `tolerance` per channel.
private func close<T: BinaryInteger>(_ actual: [UInt8], _ expected: [T], tolerance: Int = 2) -> Bool {
  zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// A display-list renderer over a bare SDL renderer, for drawing hand-built lists: the software
/// renderer on a surface, or an accelerated one on a hidden window when the machine has one.
@MainActor
private final class ListCanvas {
  let renderer: OpaquePointer
  let lists: DisplayListRenderer
  private var textures: [OpaquePointer] = []
  private let release: () -> Void

  private init(renderer: OpaquePointer, release: @escaping () -> Void) throws {
    self.renderer = renderer
    self.release = release
    lists = try DisplayListRenderer(renderer: renderer)
  }

  static func software() throws -> ListCanvas {
    let surface = SDL_CreateRGBSurfaceWithFormat(0, 80, 60, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    let renderer = SDL_CreateSoftwareRenderer(surface)!
    return try ListCanvas(renderer: renderer) {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
    }
  }

  /// An OpenGL (or other accelerated) renderer on a hidden window; SDL's `offscreen` video driver is
  /// used when there is no display (Mesa renders it in software). `nil` when none can be made.
  static func accelerated() -> ListCanvas? {
    guard let (renderer, close) = makeAcceleratedRenderer(title: "transform test") else { return nil }
    guard let canvas = try? ListCanvas(renderer: renderer, release: close) else {
      close()
      return nil
    }
    return canvas
  }

  /// A render-target texture, freed with the canvas.
  func texture(width: Int32, height: Int32) -> OpaquePointer {
    let texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)!
    textures.append(texture)
    return texture
  }

  /// Draws a list over white on a fresh target texture and reads it back.
  func render(_ list: DisplayList, width: Int32, height: Int32, scale: Double = 1) -> RenderedImage {
    let target = texture(width: width, height: height)
    SDL_SetRenderTarget(renderer, target)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    lists.draw(list, scale: scale)
    var pixels = [UInt8](repeating: 0, count: Int(width * height * 4))
    var rect = SDL_Rect(x: 0, y: 0, w: width, h: height)
    _ = pixels.withUnsafeMutableBytes {
      SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, width * 4)
    }
    SDL_SetRenderTarget(renderer, nil)
    return RenderedImage(width: Int(width), height: Int(height), pixels: pixels)
  }

  /// Frees the textures, then the SDL renderer (and its window).
  isolated deinit {
    lists.releaseTextures()
    for texture in textures { SDL_DestroyTexture(texture) }
    release()
  }
}
