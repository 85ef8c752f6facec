import Boxwood
import CSDL2

/// A display list cut into the units that ``UILayer`` tracks damage by, each with the pixels it may change.
///
/// A unit is one drawing command outside every group, or one whole opacity or transform group: a group is
/// composited as one piece, so it is compared and redrawn as one. Clip commands outside groups are context,
/// not units: a unit carries the clip in force, and two units are the same only with the same commands under
/// the same clip (at the same scale, which the layer checks).
///
/// Bounds are conservative, in output pixels: a pixel of margin around shapes (their anti-aliased fringe
/// reaches half a pixel out), the filter's padding around groups, then cut to the clip and the output. A
/// unit whose bounds are not finite covers the whole output; so does a list whose pushes and pops do not
/// nest, which becomes a single unit.
struct LayerContent {
  struct Unit {
    /// Its commands in ``LayerContent/commands``.
    var range: Range<Int>
    /// The clip in force, in pixels (`nil`: none).
    var clip: PixelRect?
    /// The pixels it may change, inside the output; `nil` when it cannot change any.
    var bounds: PixelRect?
    /// Whether it has to be redrawn whole or not at all: it draws an image, which SDL's software renderer
    /// stretches by stepping through its pixels from the first one drawn, so that a clipped part of it is
    /// not quite the same part of the whole image.
    var drawsWhole = false
  }

  let commands: [DrawCommand]
  private(set) var units: [Unit] = []

  /// Cuts `commands` drawn at `scale` on an output of `size` pixels. Text is measured with `renderer`'s text
  /// cache (a line not cached yet is rasterised now: the redraw needs it anyway).
  @MainActor
  init(
    _ commands: [DrawCommand], scale: Double, size: (width: Int32, height: Int32),
    renderer: DisplayListRenderer
  ) {
    self.commands = commands
    let output = PixelRect(x0: 0, y0: 0, x1: Double(size.width), y1: Double(size.height))
    var scanner = Scanner(commands: commands, scale: scale, output: output, renderer: renderer)
    units = scanner.scan()
    if scanner.malformed { units = [Unit(range: commands.indices, clip: nil, bounds: output.nonEmpty)] }
    for index in units.indices {
      units[index].drawsWhole = commands[units[index].range].contains {
        if case .image = $0 { true } else { false }
      }
    }
  }

  /// `regions` grown until each one that meets a unit drawn whole holds all of it, those that come to overlap
  /// merged: a redraw of them draws every such unit whole, or not at all.
  func enclosingWholeUnits(_ regions: [LayerTiles.Box]) -> [LayerTiles.Box] {
    let wholes = units.compactMap { unit in unit.drawsWhole ? unit.bounds.map(LayerTiles.Box.init) : nil }
    guard !wholes.isEmpty else { return regions }
    var result = regions
    var changed = true
    while changed {
      changed = false
      for index in result.indices {
        for whole in wholes where result[index].meets(whole) && result[index].union(whole) != result[index] {
          result[index] = result[index].union(whole)
          changed = true
        }
      }
      var merged: [LayerTiles.Box] = []
      for var region in result {
        while let other = merged.firstIndex(where: { $0.meets(region) }) {
          region = region.union(merged.remove(at: other))
          changed = true
        }
        merged.append(region)
      }
      result = merged
    }
    return result
  }

  /// The commands that can change pixels of `rect`: every clip command outside groups (they are context) and
  /// every unit whose bounds meet `rect`, in order. Groups are kept or left out whole, so that each one kept
  /// is drawn exactly as in the whole list.
  func commands(touching rect: PixelRect) -> [DrawCommand] {
    var result: [DrawCommand] = []
    result.reserveCapacity(commands.count)
    var next = 0
    for unit in units where !(unit.bounds.map { $0.meets(rect) } ?? false) {
      result += commands[next..<unit.range.lowerBound]
      next = unit.range.upperBound
    }
    result += commands[next...]
    return result
  }

  /// Whether unit `index` draws exactly what unit `otherIndex` of `other` drew: the same commands under the
  /// same clip, over the same pixels.
  func unit(_ index: Int, isSameAs otherIndex: Int, in other: LayerContent) -> Bool {
    let unit = units[index]
    let otherUnit = other.units[otherIndex]
    guard unit.clip == otherUnit.clip, unit.bounds == otherUnit.bounds,
      unit.range.count == otherUnit.range.count
    else { return false }
    return commands[unit.range].elementsEqual(other.commands[otherUnit.range])
  }

  /// One pass over the commands, following the clip stack and the groups.
  @MainActor
  private struct Scanner {
    let commands: [DrawCommand]
    let scale: Double
    let output: PixelRect
    let renderer: DisplayListRenderer
    var index = 0
    /// Set when pushes and pops do not nest.
    var malformed = false

    mutating func scan() -> [Unit] {
      var units: [Unit] = []
      var clips: [PixelRect?] = [nil]
      while index < commands.count, !malformed {
        let start = index
        let clip = clips.last!
        switch commands[index] {
        case .pushClip(let rect):
          clips.append(clip.map { $0.intersection(snap(rect)) } ?? snap(rect))
          index += 1
        case .popClip:
          // The render pass ignores a pop of its base clip, too.
          if clips.count > 1 { clips.removeLast() }
          index += 1
        case .popOpacity, .popTransform:
          // A pop without its push closes no group and draws nothing.
          index += 1
        case .pushOpacity, .pushTransform:
          let bounds = group(clip: clip)
          units.append(Unit(range: start..<index, clip: clip, bounds: visible(bounds, clip: clip)))
        case .fill, .stroke, .text, .image:
          let bounds = bounds(of: commands[index])
          index += 1
          units.append(Unit(range: start..<index, clip: clip, bounds: visible(bounds, clip: clip)))
        }
      }
      return units
    }

    /// Scans the group opened at `index` up to its end; returns the pixels it may change on the enclosing
    /// target (before the enclosing `clip`, which applies to the group's content too).
    mutating func group(clip: PixelRect?) -> PixelRect? {
      var matrix: AffineTransform?
      if case .pushTransform(let transform) = commands[index] { matrix = transform.inPixels(scale: scale) }
      // A transform group draws on a layer in coordinates of its own, where the enclosing clip does not apply
      // (the layer is output-sized, so the output still bounds it).
      var clips: [PixelRect?] = [matrix == nil ? clip : nil]
      var content: PixelRect?
      index += 1
      while index < commands.count {
        let command = commands[index]
        switch command {
        case .pushClip(let rect):
          clips.append(clips.last!.map { $0.intersection(snap(rect)) } ?? snap(rect))
          index += 1
        case .popClip:
          guard clips.count > 1 else { return malform() }
          clips.removeLast()
          index += 1
        case .pushOpacity, .pushTransform:
          let inner = group(clip: clips.last!)
          if malformed { return output }
          content = union(content, visible(inner, clip: clips.last!))
        case .fill, .stroke, .text, .image:
          content = union(content, visible(bounds(of: command), clip: clips.last!))
          index += 1
        case .popOpacity, .popTransform:
          let closesTransform = if case .popTransform = command { true } else { false }
          guard clips.count == 1, closesTransform == (matrix != nil) else { return malform() }
          index += 1
          // The layer is composited from its drawn pixels padded by one (see `RenderPass.popGroup`).
          guard let padded = content?.grown(by: 1) else { return nil }
          guard let matrix else { return padded }
          // The render pass skips a group it cannot invert, and the filter reaches one pixel further.
          guard matrix.finiteInverse != nil else { return nil }
          return PixelRect.enclosing(padded.corners.map { matrix.apply(to: $0) }).grown(by: 1)
        }
      }
      return malform()
    }

    /// Marks the list as not nesting; the whole output is then one unit.
    private mutating func malform() -> PixelRect {
      malformed = true
      return output
    }

    /// The pixels one drawing command may change, before any clip.
    func bounds(of command: DrawCommand) -> PixelRect? {
      switch command {
      case .fill(let rect, _, _), .stroke(let rect, _, _, _):
        // Anti-aliased edges fade out over half a pixel outside the rectangle.
        return snap(rect).grown(by: 1)
      case .image(_, let rect, _):
        return snap(rect)
      case .text(let string, let font, let color, let origin):
        guard let size = renderer.textExtent(string, font: font, color: color, scale: scale) else {
          return nil
        }
        let x = (origin.x * scale).rounded()
        let y = (origin.y * scale).rounded()
        return PixelRect(x0: x, y0: y, x1: x + Double(size.width), y1: y + Double(size.height))
      case .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform:
        return nil
      }
    }

    /// `bounds` cut to `clip` and the output; the whole output (within the clip) when not finite.
    func visible(_ bounds: PixelRect?, clip: PixelRect?) -> PixelRect? {
      guard let bounds else { return nil }
      let finite = bounds.isFinite ? bounds : output
      let clipped = clip.map { $0.isFinite ? finite.intersection($0) : finite } ?? finite
      return clipped.intersection(output).nonEmpty
    }

    /// The smallest rectangle holding both (either may be missing).
    func union(_ a: PixelRect?, _ b: PixelRect?) -> PixelRect? {
      guard let a else { return b }
      guard let b else { return a }
      return a.union(b)
    }

    func snap(_ rect: Rect) -> PixelRect {
      PixelRect(
        x0: (rect.minX * scale).rounded(), y0: (rect.minY * scale).rounded(),
        x1: (rect.maxX * scale).rounded(),
        y1: (rect.maxY * scale).rounded())
    }
  }
}

extension PixelRect {
  /// Whether every edge is a finite number.
  var isFinite: Bool { x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite }

  /// The rectangle, or `nil` when it covers no pixel.
  var nonEmpty: PixelRect? { isEmpty ? nil : self }

  /// Whether the two share a pixel.
  func meets(_ other: PixelRect) -> Bool {
    x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
  }
}
