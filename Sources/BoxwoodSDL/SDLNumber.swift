/// The one way a floating-point number becomes an integer handed to SDL (or sized for it).
///
/// `Int32(_:)` and its kin trap on NaN, on infinity and on anything beyond their range, and a `Double`
/// from an app, a layout or a clock can be any of those. Every such conversion in this module goes
/// through ``Swift/FixedWidthInteger/init(clamping:to:nan:)`` or one of the named uses below, which
/// never trap: the value is rounded toward zero, as `init(_:)` rounds, held within a range, and NaN
/// becomes a stated value. `SDLBoundaryLintTests` keeps unchecked conversions out of the module.
extension FixedWidthInteger {
  /// `value` rounded toward zero and held within `range` (the type's whole range by default); NaN
  /// becomes `nan`. Never traps.
  init<Source: BinaryFloatingPoint>(
    clamping value: Source, to range: ClosedRange<Self> = Self.min...Self.max, nan: Self = 0
  ) {
    guard !value.isNaN else {
      self = Swift.min(range.upperBound, Swift.max(range.lowerBound, nan))
      return
    }
    // Compared as floating point: the bounds as `Source` round outward at most to the next power of two,
    // so a value past them is caught before the conversion (which would trap) and the one inside converts.
    if value <= Source(range.lowerBound) {
      self = range.lowerBound
    } else if value >= Source(range.upperBound) {
      self = range.upperBound
    } else {
      self = Self(value)
    }
  }
}

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
    self = Int32(clamping: Int32.clampedPixel(value))
  }

  /// A timeout for `SDL_WaitEventTimeout`: `seconds` in whole milliseconds rounded up (so that a wait
  /// ends at or after the time), 0 for a negative or NaN time, and -1 — SDL's "until an event
  /// arrives" — for an infinite one or one beyond `Int32`'s milliseconds (24.8 days).
  init(timeoutMilliseconds seconds: Double) {
    let milliseconds = (seconds * 1000).rounded(.up)
    if milliseconds >= Double(Int32.max) {
      self = -1
    } else {
      self = Int32(clamping: milliseconds, to: 0...Int32.max)
    }
  }
}

extension UInt32 {
  /// A delay for `SDL_Delay`: `seconds` in whole milliseconds, truncated, 0 for a negative or NaN time,
  /// and at most `Int32.max` milliseconds (SDL's own timers are signed).
  init(delayMilliseconds seconds: Double) {
    self = UInt32(clamping: seconds * 1000, to: 0...UInt32(Int32.max))
  }
}
