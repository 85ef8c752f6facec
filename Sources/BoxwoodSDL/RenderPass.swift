import Boxwood
import CSDL2

/// One run of a display list through a ``DisplayListRenderer``: the clip stack, opacity and transform
/// groups and the pixel snapping of one frame.
///
/// An opacity group holding a single drawing command is folded into that command's alpha. Any other
/// opacity group is drawn on a layer that starts as a copy of what lies beneath, then composited at the group's
/// alpha: `a·(group over background) + (1−a)·background` is exactly the group composited at `a`, and
/// it needs only the blend modes every SDL renderer has, the software one included.
///
/// A transform group is drawn untransformed on a transparent ("isolated") layer, which is then mapped onto
/// the enclosing target through the group's matrix (see `TransformLayer.swift`). The background-copy trick
/// needs an opaque background, which a transparent layer is not, so opacity groups inside a transform group
/// get isolated layers too, composited through the identity. An opacity group that is the whole content of
/// a transform group (a translucent transformed view) needs no layer of its own: it sets the transform
/// layer's alpha.
///
/// An isolated pass (`DisplayListRenderer.draw(_:scale:isolated:)`) treats its base target as an isolated
/// layer too: it clears it to transparent, draws every opacity group on an isolated layer, and needs no
/// canvas; the target ends up holding premultiplied colour.
@MainActor
struct RenderPass {
  let owner: DisplayListRenderer
  let scale: Double
  let output: (w: Int32, h: Int32)
  let baseTarget: OpaquePointer?
  /// Whether the base target is a transparent layer of its own rather than an opaque background.
  let isolated: Bool
  private var renderer: OpaquePointer { owner.renderer }
  private var clips: [PixelRect?] = [nil]
  private var alphas: [Double] = [1]
  private var groups: [Group] = []
  private var targets: [OpaquePointer?] = []
  private var plan = Plan()

  /// A group drawn on a texture of the layer pool.
  private struct Layer {
    var texture: OpaquePointer
    /// The alpha the layer is composited at.
    var alpha: Double
    /// The pixels drawn so far, in the layer's coordinates.
    var bounds: PixelRect?
    /// `nil` for a layer that starts as a copy of the background and is composited with BLEND; for an
    /// isolated (transparent) layer, the pixel-space matrix it is composited through, premultiplied.
    var matrix: AffineTransform?
    /// For an isolated layer, the part that was cleared and may be drawn on.
    var region: PixelRect
    /// Whether the group pushed `region` on the clip stack (a transform group starts new coordinates).
    var ownsClip: Bool
  }

  private enum Group {
    /// Drawn straight on the enclosing target: the alpha is folded into the commands (or into the
    /// enclosing transform layer), or a layer texture could not be made.
    case folded
    case layer(Layer)
  }

  /// What one scan of the commands decides before anything is drawn.
  struct Plan {
    /// The `pushOpacity` indices drawn by folding the alpha into the group's single command.
    var foldable: Set<Int> = []
    /// The `pushOpacity` indices whose group is the whole content of a transform group.
    var absorbed: Set<Int> = []
    /// The index of the matching `popTransform` of each `pushTransform`.
    var transformEnds: [Int: Int] = [:]
    /// The `pushTransform` indices whose group draws nothing (its content was culled): no layer for them.
    var emptyTransforms: Set<Int> = []
    /// Whether an opacity group outside every transform group needs a background-copy layer.
    var needsBackgroundLayers = false
  }

  /// A pass; `clip` (pixels) confines everything it draws, and what an isolated pass clears (`UILayer` redraws
  /// only damaged parts).
  init(
    owner: DisplayListRenderer, scale: Double, output: (w: Int32, h: Int32), baseTarget: OpaquePointer?,
    isolated: Bool = false, clip: PixelRect? = nil
  ) {
    self.owner = owner
    self.scale = scale
    self.output = output
    self.baseTarget = baseTarget
    self.isolated = isolated
    targets = [baseTarget]
    clips = [clip]
  }

  mutating func run(_ commands: [DrawCommand]) {
    plan = RenderPass.plan(commands)
    if isolated {
      applyClip()
      owner.clear(clips[0] ?? fullOutput)
    }
    // Layers copy what is beneath them, so drawing on the window itself goes through a canvas texture.
    var canvas: OpaquePointer?
    if plan.needsBackgroundLayers, baseTarget == nil, !isolated,
      let texture = owner.layer(depth: 0, size: (output.w, output.h))
    {
      canvas = texture
      SDL_SetRenderTarget(renderer, texture)
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
      SDL_RenderClear(renderer)
      targets = [texture]
    }
    var skipThrough: Int?
    for index in commands.indices {
      if let end = skipThrough {
        if index >= end { skipThrough = nil }
        continue
      }
      if case .pushTransform(let transform) = commands[index] {
        // A group of which nothing can show is skipped with everything in it, its end included.
        if plan.emptyTransforms.contains(index) || !pushTransform(transform) {
          skipThrough = plan.transformEnds[index] ?? commands.count
        }
        continue
      }
      execute(commands[index], at: index)
    }
    // Lists are balanced; should one not be, its open layers still reach the target.
    while !groups.isEmpty { popGroup() }
    if let canvas {
      SDL_SetRenderTarget(renderer, nil)
      SDL_RenderSetClipRect(renderer, nil)
      SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_BLEND)
      SDL_SetTextureAlphaMod(canvas, 255)
      SDL_RenderCopy(renderer, canvas, nil, nil)
    }
  }

  private mutating func execute(_ command: DrawCommand, at index: Int) {
    switch command {
    case .fill(let rect, let radius, let color):
      let pixels = snap(rect)
      owner.fill(pixels, radius: radius * scale, color: sdlColor(color))
      note(pixels)
    case .stroke(let rect, let radius, let width, let color):
      let pixels = snap(rect)
      owner.stroke(pixels, radius: radius * scale, width: width * scale, color: sdlColor(color))
      note(pixels)
    case .text(let string, let font, let color, let origin):
      let covered = owner.text(
        string, font: font, color: color, alpha: alphas.last!,
        origin: Point2(x: origin.x * scale, y: origin.y * scale),
        scale: scale)
      if let covered { note(covered) }
    case .image(let image, let rect, let source):
      let pixels = snap(rect)
      owner.image(image, rect: pixels, source: source, alpha: alphas.last!)
      note(pixels)
    case .pushClip(let rect):
      let pixels = snap(rect)
      let current = clips.last!
      clips.append(current.map { $0.intersection(pixels) } ?? pixels)
      applyClip()
    case .popClip:
      if clips.count > 1 { clips.removeLast() }
      applyClip()
    case .pushOpacity(let alpha):
      pushOpacity(alpha, at: index)
    case .popOpacity, .popTransform:
      popGroup()
    case .pushTransform:
      break  // opened by `run`, which may skip the whole group
    }
  }

  /// The whole output, in pixels.
  private var fullOutput: PixelRect { PixelRect(x0: 0, y0: 0, x1: Double(output.w), y1: Double(output.h)) }

  /// The pool depth for a new layer: depth 0 is the canvas (an isolated pass has none), each open layer (of
  /// either kind) takes one.
  private var nextLayerDepth: Int {
    groups.filter { if case .layer = $0 { return true } else { return false } }.count + (isolated ? 0 : 1)
  }

  /// Whether the current target is an isolated (transparent) layer or drawn into one.
  private var insideIsolatedLayer: Bool {
    isolated || groups.contains { if case .layer(let layer) = $0 { layer.matrix != nil } else { false } }
  }

  /// Opens a transform group on an isolated layer; `false` when nothing of it can show (a flat or
  /// non-finite matrix, or nothing of the target visible), so that the caller skips the group.
  private mutating func pushTransform(_ transform: AffineTransform) -> Bool {
    let matrix = transform.inPixels(scale: scale)
    guard let inverse = matrix.finiteInverse else { return false }
    let visible = clips.last! ?? fullOutput
    guard !visible.isEmpty else { return false }
    // Only what lands in the visible part of the target can show: its preimage is all the layer needs,
    // with a margin for the filter, which reads one texel around each sample (cutting the content at the
    // preimage's edge would fade it out at the clip).
    let preimage = PixelRect.enclosing(visible.corners.map { inverse.apply(to: $0) })
    let region = preimage.grown(by: 2).intersection(fullOutput)
    guard !region.isEmpty else { return false }
    guard let texture = owner.layer(depth: nextLayerDepth, size: (output.w, output.h)) else {
      groups.append(.folded)
      alphas.append(alphas.last!)
      return true
    }
    SDL_SetRenderTarget(renderer, texture)
    owner.clear(region)
    clips.append(region)
    applyClip()
    targets.append(texture)
    let layer = Layer(
      texture: texture, alpha: alphas.last!, bounds: nil, matrix: matrix, region: region, ownsClip: true)
    groups.append(.layer(layer))
    alphas.append(1)
    owner.layerCount += 1
    return true
  }

  private mutating func pushOpacity(_ alpha: Double, at index: Int) {
    if plan.absorbed.contains(index), case .layer(var layer) = groups.last, layer.matrix != nil {
      // The group is all the transform layer holds: compositing that layer at `alpha` is the same.
      layer.alpha *= alpha
      groups[groups.count - 1] = .layer(layer)
      groups.append(.folded)
      alphas.append(alphas.last!)
      return
    }
    let depth = nextLayerDepth
    let isolatedLayer = insideIsolatedLayer
    // A background-copy layer needs a texture to copy from; an isolated one starts empty.
    let source = targets.last!
    guard !plan.foldable.contains(index), isolatedLayer || source != nil,
      let texture = owner.layer(depth: depth, size: (output.w, output.h))
    else {
      groups.append(.folded)
      alphas.append(alphas.last! * alpha)
      return
    }
    SDL_SetRenderTarget(renderer, texture)
    SDL_RenderSetClipRect(renderer, nil)
    let region = clips.last! ?? fullOutput
    if isolatedLayer {
      owner.clear(region)
    } else if let source {
      SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
      SDL_RenderCopy(renderer, source, nil, nil)
      SDL_SetTextureBlendMode(source, SDL_BLENDMODE_BLEND)
    }
    applyClip()
    targets.append(texture)
    let layer = Layer(
      texture: texture, alpha: alpha * alphas.last!, bounds: nil,
      matrix: isolatedLayer ? .identity : nil, region: region, ownsClip: false)
    groups.append(.layer(layer))
    alphas.append(1)
    owner.layerCount += 1
  }

  private mutating func popGroup() {
    guard let group = groups.popLast() else { return }
    alphas.removeLast()
    guard case .layer(let layer) = group else { return }
    if layer.ownsClip, clips.count > 1 { clips.removeLast() }
    // The padding pixel lets the filter fade the group's edges out; it is inside the cleared region.
    let source = layer.bounds.map { $0.grown(by: 1).intersection(layer.region) }
    let onGPU = layer.matrix != nil && owner.composesPremultiplied(layer.texture)
    // SDL reads back only from the current target, so the CPU path reads before leaving the layer.
    var readBack: [UInt32]?
    if layer.matrix != nil, !onGPU, let source { readBack = owner.readPixels(source) }
    targets.removeLast()
    SDL_SetRenderTarget(renderer, targets.last!)
    applyClip()
    guard let bounds = layer.bounds else { return }
    if let matrix = layer.matrix, let source {
      let visible = clips.last! ?? fullOutput
      let covered =
        if let readBack {
          owner.compositeOnCPU(readBack, source: source, matrix: matrix, alpha: layer.alpha, visible: visible)
        } else if onGPU {
          owner.compositeOnGPU(
            layer.texture, source: source, matrix: matrix, alpha: layer.alpha, visible: visible)
        } else {
          PixelRect?.none
        }
      // The GPU composite clips to what it covers.
      applyClip()
      if let covered { note(covered) }
      return
    }
    // Composite only where the group drew: elsewhere the layer equals the background anyway, and
    // blending it would only add rounding noise.
    let region = clips.last!.map { $0.intersection(bounds) } ?? bounds
    guard region.width > 0, region.height > 0 else { return }
    SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureAlphaMod(layer.texture, UInt8(clamping: (layer.alpha * 255).rounded()))
    var rect = region.sdlRect
    SDL_RenderCopy(renderer, layer.texture, &rect, &rect)
    note(region)
  }

  /// Records that `rect` was drawn, growing the bounds of the open layer.
  private mutating func note(_ rect: PixelRect) {
    guard let index = groups.lastIndex(where: { if case .layer = $0 { return true } else { return false } }),
      case .layer(var layer) = groups[index]
    else { return }
    let clipped = clips.last!.map { $0.intersection(rect) } ?? rect
    layer.bounds = layer.bounds.map { $0.union(clipped) } ?? clipped
    groups[index] = .layer(layer)
  }

  private func applyClip() {
    if let clip = clips.last! {
      var rect = clip.sdlRect
      SDL_RenderSetClipRect(renderer, &rect)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  private func snap(_ rect: Rect) -> PixelRect {
    PixelRect(
      x0: (rect.minX * scale).rounded(), y0: (rect.minY * scale).rounded(), x1: (rect.maxX * scale).rounded(),
      y1: (rect.maxY * scale).rounded())
  }

  private func sdlColor(_ color: Color) -> SDL_Color {
    let (r, g, b, a) = color.rgba8
    return SDL_Color(r: r, g: g, b: b, a: UInt8(clamping: (Double(a) * alphas.last!).rounded()))
  }

  /// Scans the commands once: foldable and absorbed opacity groups, the ends of transform groups, and
  /// whether any background-copy layer is needed.
  static func plan(_ commands: [DrawCommand]) -> Plan {
    var plan = Plan()
    plan.foldable = foldableGroups(commands)
    var opacityStarts: [Int] = []
    var opacityEnds: [Int: Int] = [:]
    var transformStarts: [(index: Int, draws: Int)] = []
    for (index, command) in commands.enumerated() {
      switch command {
      case .pushOpacity:
        opacityStarts.append(index)
        if transformStarts.isEmpty, !plan.foldable.contains(index) { plan.needsBackgroundLayers = true }
      case .popOpacity:
        if let start = opacityStarts.popLast() { opacityEnds[start] = index }
      case .pushTransform:
        transformStarts.append((index, 0))
      case .popTransform:
        guard let start = transformStarts.popLast() else { continue }
        plan.transformEnds[start.index] = index
        if start.draws == 0 { plan.emptyTransforms.insert(start.index) }
        if !transformStarts.isEmpty { transformStarts[transformStarts.count - 1].draws += start.draws }
      case .fill, .stroke, .text, .image:
        if !transformStarts.isEmpty { transformStarts[transformStarts.count - 1].draws += 1 }
      case .pushClip, .popClip:
        break
      }
    }
    for (start, end) in plan.transformEnds where end - start > 2 {
      let inner = start + 1
      if case .pushOpacity = commands[inner], !plan.foldable.contains(inner), opacityEnds[inner] == end - 1 {
        plan.absorbed.insert(inner)
      }
    }
    return plan
  }

  /// The indices of `pushOpacity` commands whose group holds at most one drawing command and no
  /// nested group (opacity or transform): those are drawn by folding the alpha into the command.
  static func foldableGroups(_ commands: [DrawCommand]) -> Set<Int> {
    var result: Set<Int> = []
    var open: [(index: Int, draws: Int, nested: Bool)] = []
    for (index, command) in commands.enumerated() {
      switch command {
      case .pushOpacity:
        if !open.isEmpty { open[open.count - 1].nested = true }
        open.append((index, 0, false))
      case .pushTransform:
        // A transform group is drawn on its own layer: one command's alpha cannot stand for it.
        if !open.isEmpty { open[open.count - 1].nested = true }
      case .popOpacity:
        guard let group = open.popLast() else { continue }
        if group.draws <= 1 && !group.nested { result.insert(group.index) }
        if !open.isEmpty { open[open.count - 1].draws += group.draws }
      case .fill, .stroke, .text, .image:
        if !open.isEmpty { open[open.count - 1].draws += 1 }
      case .pushClip, .popClip, .popTransform:
        break
      }
    }
    return result
  }
}
