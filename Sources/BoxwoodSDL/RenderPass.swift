import Boxwood
import CSDL2

/// One run of a display list through a ``DisplayListRenderer``: the clip stack, opacity groups and
/// the pixel snapping of one frame.
///
/// An opacity group holding a single drawing command is folded into that command's alpha. Any other
/// group is drawn on a layer that starts as a copy of what lies beneath, then composited at the group's
/// alpha: `a·(group over background) + (1−a)·background` is exactly the group composited at `a`, and
/// it needs only the blend modes every SDL renderer has, the software one included.
@MainActor
struct RenderPass {
  let owner: DisplayListRenderer
  let scale: Double
  let output: (w: Int32, h: Int32)
  let baseTarget: OpaquePointer?
  private var renderer: OpaquePointer { owner.renderer }
  private var clips: [PixelRect?] = [nil]
  private var alphas: [Double] = [1]
  private var groups: [Group] = []
  private var targets: [OpaquePointer?] = []

  private enum Group {
    case folded
    case layer(texture: OpaquePointer, alpha: Double, bounds: PixelRect?)
  }

  init(owner: DisplayListRenderer, scale: Double, output: (w: Int32, h: Int32), baseTarget: OpaquePointer?) {
    self.owner = owner
    self.scale = scale
    self.output = output
    self.baseTarget = baseTarget
    targets = [baseTarget]
  }

  mutating func run(_ commands: [DrawCommand]) {
    let foldable = RenderPass.foldableGroups(commands)
    let needsLayers = commands.indices.contains { index in
      if case .pushOpacity = commands[index] { return !foldable.contains(index) }
      return false
    }
    // Layers copy what is beneath them, so drawing on the window itself goes through a canvas texture.
    var canvas: OpaquePointer?
    if needsLayers, baseTarget == nil, let texture = owner.layer(depth: 0, size: (output.w, output.h)) {
      canvas = texture
      SDL_SetRenderTarget(renderer, texture)
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
      SDL_RenderClear(renderer)
      targets = [texture]
    }
    for index in commands.indices {
      execute(commands[index], fold: foldable.contains(index))
    }
    if let canvas {
      SDL_SetRenderTarget(renderer, nil)
      SDL_RenderSetClipRect(renderer, nil)
      SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_BLEND)
      SDL_SetTextureAlphaMod(canvas, 255)
      SDL_RenderCopy(renderer, canvas, nil, nil)
    }
  }

  private mutating func execute(_ command: DrawCommand, fold: Bool) {
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
      clips.append(current.map { intersect($0, pixels) } ?? pixels)
      applyClip()
    case .popClip:
      if clips.count > 1 { clips.removeLast() }
      applyClip()
    case .pushOpacity(let alpha):
      pushGroup(alpha: alpha, fold: fold)
    case .popOpacity:
      popGroup()
    case .pushTransform, .popTransform:
      // TODO(transform groups): drawn untransformed until the layer compositing lands.
      break
    }
  }

  private mutating func pushGroup(alpha: Double, fold: Bool) {
    // Depth 0 is the canvas; each open layer group takes the next texture.
    let depth = groups.filter { if case .layer = $0 { return true } else { return false } }.count + 1
    guard !fold, let source = targets.last!, let layer = owner.layer(depth: depth, size: (output.w, output.h))
    else {
      groups.append(.folded)
      alphas.append(alphas.last! * alpha)
      return
    }
    SDL_SetRenderTarget(renderer, layer)
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
    SDL_RenderCopy(renderer, source, nil, nil)
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_BLEND)
    applyClip()
    targets.append(layer)
    groups.append(.layer(texture: layer, alpha: alpha * alphas.last!, bounds: nil))
    alphas.append(1)
    owner.layerCount += 1
  }

  private mutating func popGroup() {
    guard let group = groups.popLast() else { return }
    alphas.removeLast()
    guard case .layer(let texture, let alpha, let bounds) = group else { return }
    targets.removeLast()
    SDL_SetRenderTarget(renderer, targets.last!)
    applyClip()
    guard let bounds else { return }
    // Composite only where the group drew: elsewhere the layer equals the background anyway, and
    // blending it would only add rounding noise.
    let region = clips.last!.map { intersect($0, bounds) } ?? bounds
    guard region.width > 0, region.height > 0 else { return }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureAlphaMod(texture, UInt8((min(1, max(0, alpha)) * 255).rounded()))
    var rect = region.sdlRect
    SDL_RenderCopy(renderer, texture, &rect, &rect)
    note(region)
  }

  /// Records that `rect` was drawn, growing the bounds of the open layer.
  private mutating func note(_ rect: PixelRect) {
    guard let index = groups.lastIndex(where: { if case .layer = $0 { return true } else { return false } }),
      case .layer(let texture, let alpha, let bounds) = groups[index]
    else { return }
    let clipped = clips.last!.map { intersect($0, rect) } ?? rect
    let grown = bounds.map { union($0, clipped) } ?? clipped
    groups[index] = .layer(texture: texture, alpha: alpha, bounds: grown)
  }

  private func applyClip() {
    if let clip = clips.last!, clips.count > 1 {
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
    return SDL_Color(r: r, g: g, b: b, a: UInt8((Double(a) * alphas.last!).rounded()))
  }

  private func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
    let x0 = max(a.x0, b.x0)
    let y0 = max(a.y0, b.y0)
    return PixelRect(x0: x0, y0: y0, x1: max(x0, min(a.x1, b.x1)), y1: max(y0, min(a.y1, b.y1)))
  }

  private func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
    PixelRect(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
  }

  /// The indices of `pushOpacity` commands whose group holds at most one drawing command and no
  /// nested group: those are drawn by folding the alpha into the command.
  static func foldableGroups(_ commands: [DrawCommand]) -> Set<Int> {
    var result: Set<Int> = []
    var open: [(index: Int, draws: Int, nested: Bool)] = []
    for (index, command) in commands.enumerated() {
      switch command {
      case .pushOpacity:
        if !open.isEmpty { open[open.count - 1].nested = true }
        open.append((index, 0, false))
      case .popOpacity:
        guard let group = open.popLast() else { continue }
        if group.draws <= 1 && !group.nested { result.insert(group.index) }
        if !open.isEmpty { open[open.count - 1].draws += group.draws }
      case .fill, .stroke, .text, .image:
        if !open.isEmpty { open[open.count - 1].draws += 1 }
      case .pushClip, .popClip, .pushTransform, .popTransform:
        break
      }
    }
    return result
  }
}
