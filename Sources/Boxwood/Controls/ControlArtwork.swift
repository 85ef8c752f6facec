/// The pieces of control drawing that several controls share, and the shapes a display list cannot
/// express (a check mark), rasterised once into small images.
@MainActor
enum ControlArtwork {
  private struct CheckmarkKey: Hashable {
    var pixels: Int
    var color: Color
  }

  private static var checkmarks: [CheckmarkKey: Image] = [:]

  /// The points of the check mark's stroke, as fractions of its square.
  private static let checkmarkPath: [(x: Double, y: Double)] = [(0.25, 0.52), (0.42, 0.69), (0.76, 0.32)]
  /// The check mark's stroke width, as a fraction of its square.
  private static let checkmarkWidth = 0.12

  /// A check mark filling a square of `side` points at `scale` pixels per point, anti-aliased, in `color`.
  ///
  /// Made at the exact pixel size it is drawn at, so it is never resampled; cached per size and colour.
  static func checkmark(side: Double, scale: Double, color: Color) -> Image? {
    let pixels = max(1, min(512, Int((side * scale).rounded())))
    let key = CheckmarkKey(pixels: pixels, color: color)
    if let image = checkmarks[key] { return image }
    // A handful of sizes and colours are in use at a time; a theme switch makes new ones.
    if checkmarks.count >= 32 { checkmarks.removeAll() }
    let size = Double(pixels)
    let path = checkmarkPath.map { (x: $0.x * size, y: $0.y * size) }
    let coverage = strokeCoverage(path, halfWidth: checkmarkWidth * size / 2, pixels: pixels)
    let (r, g, b, a) = color.rgba8
    var bytes = [UInt8](repeating: 0, count: pixels * pixels * 4)
    for index in 0..<(pixels * pixels) {
      bytes[index * 4] = r
      bytes[index * 4 + 1] = g
      bytes[index * 4 + 2] = b
      bytes[index * 4 + 3] = UInt8((coverage[index] * Double(a)).rounded())
    }
    let image = try? Image(
      pixelWidth: pixels, pixelHeight: pixels, pixels: bytes, scale: scale, name: "checkmark")
    checkmarks[key] = image
    return image
  }

  /// The fraction (4×4 samples) of each pixel of a square within `halfWidth` of a polyline: a stroke
  /// with round caps and joins.
  private static func strokeCoverage(
    _ path: [(x: Double, y: Double)], halfWidth: Double, pixels: Int
  ) -> [Double] {
    var coverage = [Double](repeating: 0, count: pixels * pixels)
    let limit = halfWidth * halfWidth
    for y in 0..<pixels {
      for x in 0..<pixels {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let point = (x: Double(x) + (Double(sx) + 0.5) / 4, y: Double(y) + (Double(sy) + 0.5) / 4)
            if zip(path, path.dropFirst()).contains(where: {
              squaredDistance(point, $0.0, $0.1) <= limit
            }) {
              covered += 1
            }
          }
        }
        coverage[y * pixels + x] = Double(covered) / 16
      }
    }
    return coverage
  }

  private static func squaredDistance(
    _ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
  ) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length)) : 0
    let (ex, ey) = (p.x - a.x - t * dx, p.y - a.y - t * dy)
    return ex * ex + ey * ey
  }

  /// `image` recoloured: every pixel takes `color`, keeping the image's alpha as a mask (UIKit's
  /// template rendering).
  static func tinted(_ image: Image, color: Color) -> Image? {
    var pixels = image.pixels
    let (r, g, b, a) = color.rgba8
    let alpha = Double(a) / 255
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = r
      pixels[index + 1] = g
      pixels[index + 2] = b
      pixels[index + 3] = UInt8((Double(pixels[index + 3]) * alpha).rounded())
    }
    return try? Image(
      pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, pixels: pixels, scale: image.scale,
      name: "\(image.name) tinted \(color)")
  }

  /// A round knob (a switch's or a slider's thumb) in `color`, lifted by a soft shadow and a hairline
  /// edge so that a white knob still stands out on a light track.
  static func drawThumb(_ rect: Rect, color: Color, in context: GraphicsContext) {
    let radius = min(rect.width, rect.height) / 2
    context.fill(
      rect.insetBy(dx: -1, dy: -1).offsetBy(dx: 0, dy: 1), color: Color(white: 0, alpha: 0.06),
      cornerRadius: radius + 1)
    context.fill(rect.offsetBy(dx: 0, dy: 1), color: Color(white: 0, alpha: 0.14), cornerRadius: radius)
    context.fill(rect, color: color, cornerRadius: radius)
    context.stroke(rect, color: Color(white: 0, alpha: 0.08), lineWidth: 0.5, cornerRadius: radius)
  }

  /// The colour halfway between a resting colour and its pressed one: how a control looks hovered.
  static func hover(_ normal: Color, _ pressed: Color) -> Color {
    normal.interpolated(to: pressed, fraction: 0.5)
  }
}

extension Control {
  /// Runs `body`, its drawing faded to the theme's disabled opacity while the control is disabled.
  func drawFadedWhenDisabled(_ context: GraphicsContext, _ body: () -> Void) {
    if isEnabled {
      body()
    } else {
      context.withOpacity(theme.disabledOpacity, body)
    }
  }

  /// Whether the control lays out right to left.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Pixels per point of the control's window (1 outside a window).
  var displayScale: Double { window?.scale ?? 1 }
}
