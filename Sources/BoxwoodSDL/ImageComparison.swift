/// How two images differ: what a golden-image test reports.
public struct ImageDifference: Sendable {
  /// Pixels whose channels differ by more than the tolerance.
  public let differingPixels: Int
  /// The first differing pixel in reading order, if any.
  public let firstDifference: (x: Int, y: Int)?
  /// The largest channel difference seen.
  public let maxChannelDelta: Int
  /// Whether the sizes differ (then nothing else was compared).
  public let sizeMismatch: Bool
  /// An image showing the differences in red over a faded copy of the expected image.
  public let diffImage: RenderedImage?

  /// Whether the images match within the tolerance.
  public var isMatch: Bool { !sizeMismatch && differingPixels == 0 }
}

extension RenderedImage {
  /// Compares with `expected`; a pixel differs when any channel differs by more than `tolerance`.
  public func difference(from expected: RenderedImage, tolerance: UInt8 = 0) -> ImageDifference {
    guard width == expected.width, height == expected.height else {
      return ImageDifference(
        differingPixels: max(width * height, expected.width * expected.height), firstDifference: (0, 0),
        maxChannelDelta: 255, sizeMismatch: true, diffImage: nil)
    }
    var count = 0
    var first: (Int, Int)?
    var maxDelta = 0
    var diff = [UInt8](repeating: 255, count: pixels.count)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      var delta = 0
      for channel in 0..<4 {
        delta = max(delta, abs(Int(pixels[index + channel]) - Int(expected.pixels[index + channel])))
      }
      maxDelta = max(maxDelta, delta)
      if delta > Int(tolerance) {
        count += 1
        if first == nil { first = ((index / 4) % width, (index / 4) / width) }
        diff[index] = 255
        diff[index + 1] = 0
        diff[index + 2] = 0
      } else {
        // A faded copy of the expected image keeps the differences in context.
        for channel in 0..<3 { diff[index + channel] = 191 + expected.pixels[index + channel] / 4 }
      }
    }
    return ImageDifference(
      differingPixels: count, firstDifference: first, maxChannelDelta: maxDelta, sizeMismatch: false,
      diffImage: RenderedImage(width: width, height: height, pixels: diff))
  }
}
