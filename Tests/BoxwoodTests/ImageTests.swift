import Boxwood
import Testing

@Suite("Image")
struct ImageTests {
  /// `count` opaque red pixels.
  func red(_ count: Int) -> [UInt8] { Array(repeating: [255, 0, 0, 255], count: count).flatMap { $0 } }

  /// Whether `body` throws ``BoxwoodError/invalidImageData(reason:)``, with the reason.
  func invalidReason(_ body: () throws -> Image) -> String? {
    do {
      _ = try body()
      return nil
    } catch let error as BoxwoodError {
      guard case .invalidImageData(let reason) = error else { return nil }
      return reason
    } catch {
      return nil
    }
  }

  @Test("valid RGBA bytes make an image with their dimensions")
  func validImage() throws {
    let image = try Image(pixelWidth: 2, pixelHeight: 3, pixels: red(6), name: "dot")
    #expect(image.pixelWidth == 2)
    #expect(image.pixelHeight == 3)
    #expect(image.pixels.count == 24)
    #expect(image.scale == 1)
    #expect(image.size == Size(width: 2, height: 3))
    #expect(image.description == "Image(dot, 2×3@1x)")
  }

  @Test("size is in points: pixels divided by scale")
  func sizeIsInPoints() throws {
    let image = try Image(pixelWidth: 4, pixelHeight: 6, pixels: red(24), scale: 2)
    #expect(image.size == Size(width: 2, height: 3))
    #expect(image.description == "Image(image, 4×6@2x)")
  }

  @Test("a byte count that does not match the size is refused")
  func wrongByteCountIsRefused() throws {
    let reason = try #require(
      invalidReason {
        try Image(pixelWidth: 2, pixelHeight: 2, pixels: red(3), name: "short")
      })
    #expect(reason.contains("short"))
    #expect(reason.contains("12 bytes"))
    #expect(reason.contains("expected 16"))
    #expect(invalidReason { try Image(pixelWidth: 1, pixelHeight: 1, pixels: red(2)) } != nil)
  }

  @Test("a zero or negative dimension is refused", arguments: [(0, 1), (1, 0), (-1, 1), (2, -2)])
  func nonPositiveDimensionIsRefused(_ dimensions: (Int, Int)) {
    #expect(
      invalidReason {
        try Image(pixelWidth: dimensions.0, pixelHeight: dimensions.1, pixels: [])
      } != nil)
  }

  @Test("a scale that is not a positive finite number is refused", arguments: [0, -1, Double.nan, .infinity])
  func badScaleIsRefused(_ scale: Double) {
    #expect(
      invalidReason {
        try Image(pixelWidth: 1, pixelHeight: 1, pixels: red(1), scale: scale)
      } != nil)
  }

  @Test("dimensions whose byte count overflows are refused, not a crash")
  func overflowingDimensionsAreRefused() {
    #expect(
      invalidReason {
        try Image(pixelWidth: Int.max / 2, pixelHeight: 3, pixels: [])
      } != nil)
    #expect(
      invalidReason {
        try Image(pixelWidth: 1 << 31, pixelHeight: 1 << 31, pixels: [])
      } != nil)
  }

  @Test("images are equal only to themselves")
  func imagesCompareByIdentity() throws {
    let a = try Image(pixelWidth: 1, pixelHeight: 1, pixels: red(1))
    let b = try Image(pixelWidth: 1, pixelHeight: 1, pixels: red(1))
    #expect(a == a)
    #expect(a != b)
  }
}
