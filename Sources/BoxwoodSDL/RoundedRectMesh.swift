import CSDL2
import Foundation

/// Triangles for anti-aliased rounded rectangles, in pixel space, for `SDL_RenderGeometry`.
///
/// Each edge is feathered over one pixel: the solid part ends half a pixel inside the edge and a ring
/// fades to transparent half a pixel outside. On whole-pixel edges the pixel centres fall exactly on
/// those two contours, so straight edges stay crisp while curves get smooth coverage.
struct RoundedRectMesh {
  var vertices: [SDL_Vertex] = []
  var indices: [Int32] = []

  /// A filled rounded rectangle.
  static func fill(_ rect: PixelRect, radius: Double, color: SDL_Color) -> RoundedRectMesh {
    var mesh = RoundedRectMesh()
    let segments = segmentCount(radius: radius)
    let inner = contour(rect, radius: radius, offset: -0.5, segments: segments)
    let outer = contour(rect, radius: radius, offset: 0.5, segments: segments)
    let center = mesh.add(Point2(x: (rect.x0 + rect.x1) / 2, y: (rect.y0 + rect.y1) / 2), color)
    let innerStart = mesh.addContour(inner, color)
    let outerStart = mesh.addContour(outer, SDL_Color(r: color.r, g: color.g, b: color.b, a: 0))
    let count = Int32(clamping: inner.count)
    for i in 0..<count {
      mesh.indices += [center, innerStart + i, innerStart + (i + 1) % count]
    }
    mesh.addStrip(from: innerStart, to: outerStart, count: count)
    return mesh
  }

  /// A border of `width` pixels drawn inside the rounded rectangle's edge.
  static func stroke(_ rect: PixelRect, radius: Double, width: Double, color: SDL_Color) -> RoundedRectMesh {
    var mesh = RoundedRectMesh()
    let segments = segmentCount(radius: radius)
    let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
    if width >= 1 {
      let rings = [(0.5, clear), (-0.5, color), (-width + 0.5, color), (-width - 0.5, clear)]
      let starts = rings.map {
        mesh.addContour(contour(rect, radius: radius, offset: $0.0, segments: segments), $0.1)
      }
      let count = Int32(clamping: 4 * (segments + 1))
      for ring in 0..<3 { mesh.addStrip(from: starts[ring], to: starts[ring + 1], count: count) }
    } else {
      // A hairline: one contour at the line's centre carrying its coverage, fading to both sides.
      let partial = SDL_Color(r: color.r, g: color.g, b: color.b, a: UInt8(clamping: Double(color.a) * width))
      let rings = [(0.5, clear), (-width / 2, partial), (-width - 0.5, clear)]
      let starts = rings.map {
        mesh.addContour(contour(rect, radius: radius, offset: $0.0, segments: segments), $0.1)
      }
      let count = Int32(clamping: 4 * (segments + 1))
      for ring in 0..<2 { mesh.addStrip(from: starts[ring], to: starts[ring + 1], count: count) }
    }
    return mesh
  }

  /// Corner arcs get more segments as they grow, enough that chords stay within a fraction of a pixel.
  static func segmentCount(radius: Double) -> Int {
    min(32, max(2, Int(clamping: (radius * 0.75).rounded(.up))))
  }

  /// The outline of the rounded rectangle grown by `offset` (shrunk when negative), clockwise from
  /// the top-left corner; every contour of one mesh has the same point count, so strips pair up.
  static func contour(_ rect: PixelRect, radius: Double, offset: Double, segments: Int) -> [Point2] {
    let x0 = rect.x0 - offset
    let y0 = rect.y0 - offset
    let x1 = max(x0, rect.x1 + offset)
    let y1 = max(y0, rect.y1 + offset)
    let r = min(max(0, radius + offset), (x1 - x0) / 2, (y1 - y0) / 2)
    let corners = [
      (Point2(x: x0 + r, y: y0 + r), Double.pi),
      (Point2(x: x1 - r, y: y0 + r), Double.pi * 1.5),
      (Point2(x: x1 - r, y: y1 - r), 0),
      (Point2(x: x0 + r, y: y1 - r), Double.pi * 0.5),
    ]
    var points: [Point2] = []
    points.reserveCapacity(4 * (segments + 1))
    for (center, start) in corners {
      for step in 0...segments {
        let angle = start + Double.pi / 2 * Double(step) / Double(segments)
        points.append(Point2(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
      }
    }
    return points
  }

  fileprivate mutating func add(_ point: Point2, _ color: SDL_Color) -> Int32 {
    vertices.append(
      SDL_Vertex(
        position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color, tex_coord: SDL_FPoint()))
    return Int32(clamping: vertices.count - 1)
  }

  fileprivate mutating func addContour(_ points: [Point2], _ color: SDL_Color) -> Int32 {
    let start = Int32(clamping: vertices.count)
    for point in points { _ = add(point, color) }
    return start
  }

  private mutating func addStrip(from a: Int32, to b: Int32, count: Int32) {
    for i in 0..<count {
      let j = (i + 1) % count
      indices += [a + i, b + i, b + j, a + i, b + j, a + j]
    }
  }
}

/// A point in pixel space.
struct Point2 {
  var x: Double
  var y: Double
}

/// A rectangle in pixel space given by its edges.
struct PixelRect: Equatable {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double

  var width: Double { x1 - x0 }
  var height: Double { y1 - y0 }

  /// The rectangle for SDL, its edges held within ±``Int32/pixelLimit`` (see ``Int32/init(pixel:)``).
  var sdlRect: SDL_Rect {
    let (left, top) = (Int32.clampedPixel(x0), Int32.clampedPixel(y0))
    let (right, bottom) = (Int32.clampedPixel(x1), Int32.clampedPixel(y1))
    return SDL_Rect(
      x: Int32(clamping: left), y: Int32(clamping: top), w: Int32(clamping: Swift.max(0, right - left)),
      h: Int32(clamping: Swift.max(0, bottom - top)))
  }
}

extension RoundedRectMesh {
  /// Only the four corner patches of a rounded rectangle with a whole-pixel `radius`; the straight parts
  /// are drawn as plain rectangles by the caller (much cheaper than triangles in the software renderer).
  ///
  /// `rings` are offsets from the arc (negative inward) with their colours; consecutive rings are joined
  /// by strips, and with `fan` the innermost ring is also joined to the corner's centre.
  static func corners(
    _ rect: PixelRect, radius: Double, rings: [(Double, SDL_Color)], fan: Bool
  ) -> RoundedRectMesh {
    var mesh = RoundedRectMesh()
    let segments = segmentCount(radius: radius)
    let corners = [
      (Point2(x: rect.x0 + radius, y: rect.y0 + radius), Double.pi),
      (Point2(x: rect.x1 - radius, y: rect.y0 + radius), Double.pi * 1.5),
      (Point2(x: rect.x1 - radius, y: rect.y1 - radius), 0),
      (Point2(x: rect.x0 + radius, y: rect.y1 - radius), Double.pi * 0.5),
    ]
    for (center, start) in corners {
      var starts: [Int32] = []
      for (offset, color) in rings {
        let r = max(0, radius + offset)
        let points = (0...segments).map { step -> Point2 in
          let angle = start + Double.pi / 2 * Double(step) / Double(segments)
          return Point2(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        starts.append(mesh.addContour(points, color))
      }
      let count = Int32(clamping: segments + 1)
      for ring in 0..<(starts.count - 1) {
        for i in 0..<(count - 1) {
          let a = starts[ring]
          let b = starts[ring + 1]
          mesh.indices += [a + i, b + i, b + i + 1, a + i, b + i + 1, a + i + 1]
        }
      }
      if fan, let innermost = starts.first {
        let middle = mesh.add(center, rings[0].1)
        for i in 0..<(count - 1) { mesh.indices += [middle, innermost + i, innermost + i + 1] }
      }
    }
    return mesh
  }
}
