extension Int32 {
  /// The farthest pixel coordinate handed to SDL: 2^29, far beyond any surface, and small enough that
  /// the difference of two such coordinates (a width) still fits in `Int32`.
  static let pixelLimit = Double(1 << 29)

  /// A pixel coordinate held within ±``pixelLimit`` (NaN is 0), still a `Double`.
  static func clampedPixel(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(pixelLimit, Swift.max(-pixelLimit, value))
  }

  /// A pixel coordinate for SDL: truncated as `Int32(_:)` truncates, but held within ±``pixelLimit``
  /// instead of trapping beyond `Int32` (NaN is 0).
  ///
  /// Every frame is within the layout limit, but nested views add up: a view a billion points out
  /// inside another is two billion pixels out, which `Int32(_:)` traps on. Clamped, it is just as far
  /// off the surface, so SDL clips it away as before.
  init(pixel value: Double) {
    self = Int32(Int32.clampedPixel(value))
  }
}
