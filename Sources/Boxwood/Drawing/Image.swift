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
    guard let expected = Image.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight) else {
      throw .invalidImageData(reason: "\(name): dimensions \(pixelWidth)×\(pixelHeight) are too large")
    }
    guard pixels.count == expected else {
      throw .invalidImageData(
        reason: "\(name): \(pixels.count) bytes for \(pixelWidth)×\(pixelHeight) RGBA (expected \(expected))")
    }
    guard scale.isFinite, scale > 0 else { throw .invalidImageData(reason: "\(name): scale \(scale)") }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.pixels = pixels
    self.scale = scale
    self.name = name
  }

  /// The number of RGBA bytes for the dimensions, or `nil` when it does not fit in an `Int`.
  static func byteCount(pixelWidth: Int, pixelHeight: Int) -> Int? {
    let (pixels, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
    let (bytes, overflow4) = pixels.multipliedReportingOverflow(by: 4)
    return overflow || overflow4 ? nil : bytes
  }

  /// The size in points.
  public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

  /// Identity, not pixel equality: two images are equal only when they are the same object (renderers cache
  /// one texture per image). Compare ``pixels`` for content.
  public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

  /// `Image(name, W×H@Sx)`: the name, the size in pixels and the scale.
  public var description: String { "Image(\(name), \(pixelWidth)×\(pixelHeight)@\(formatScalar(scale))x)" }
}
