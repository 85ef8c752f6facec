/// A decoded bitmap: 8-bit RGBA pixels (straight alpha, row-major, no padding) and a scale.
///
/// Images are immutable and compared by identity, which lets renderers cache one texture per image.
/// Load files with `Image(contentsOfFile:)` and bundled icons with `Image.named(_:)` from `BoxwoodSDL`.
public final class Image: Sendable, Equatable, CustomStringConvertible {
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// Pixels per point (2 for an `@2x` image).
  public let scale: Double
  /// The RGBA bytes, `pixelWidth * pixelHeight * 4` of them.
  public let pixels: [UInt8]
  /// Where the image came from, for descriptions and errors.
  public let name: String

  /// Creates an image from RGBA bytes.
  /// - Throws: ``BoxwoodError/invalidImageData(reason:)`` when the byte count does not match the size,
  ///   a dimension is not positive, or the scale is not a positive finite number.
  public init(
    pixelWidth: Int, pixelHeight: Int, pixels: [UInt8], scale: Double = 1, name: String = "image"
  )
    throws(BoxwoodError)
  {
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw .invalidImageData(reason: "\(name): dimensions \(pixelWidth)×\(pixelHeight) must be positive")
    }
    guard pixels.count == pixelWidth * pixelHeight * 4 else {
      throw .invalidImageData(
        reason: "\(name): \(pixels.count) bytes for \(pixelWidth)×\(pixelHeight) RGBA "
          + "(expected \(pixelWidth * pixelHeight * 4))")
    }
    guard scale.isFinite, scale > 0 else { throw .invalidImageData(reason: "\(name): scale \(scale)") }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.pixels = pixels
    self.scale = scale
    self.name = name
  }

  /// The size in points.
  public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

  public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

  public var description: String { "Image(\(name), \(pixelWidth)×\(pixelHeight)@\(formatScalar(scale))x)" }
}
