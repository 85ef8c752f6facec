import Foundation

/// How an animation's progress follows time: a cubic Bézier easing curve, as in UIKit and CSS.
///
/// The curve runs from (0, 0) to (1, 1) through two control points; x is the fraction of the duration
/// elapsed, y the fraction of the change made. The named curves are the standard ones
/// (`ease-in` = (0.42, 0, 1, 1), `ease-out` = (0, 0, 0.58, 1), `ease-in-out` = (0.42, 0, 0.58, 1)).
public struct TimingCurve: Sendable, Hashable, CustomStringConvertible {
  /// The first control point.
  public let controlPoint1: Point
  /// The second control point.
  public let controlPoint2: Point

  /// Constant speed.
  public static let linear = TimingCurve(uncheckedControlPoint1: Point(x: 0, y: 0), Point(x: 1, y: 1))
  /// Starts slowly, then speeds up.
  public static let easeIn = TimingCurve(uncheckedControlPoint1: Point(x: 0.42, y: 0), Point(x: 1, y: 1))
  /// Starts quickly, then slows down.
  public static let easeOut = TimingCurve(uncheckedControlPoint1: Point(x: 0, y: 0), Point(x: 0.58, y: 1))
  /// Starts slowly, speeds up, slows down again (UIKit's default).
  public static let easeInOut = TimingCurve(
    uncheckedControlPoint1: Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))

  /// A curve with custom control points.
  ///
  /// The x coordinates must lie in 0…1 (so that the curve is a function of time); y may overshoot
  /// (a value above 1 or below 0 makes the animation go past its ends and come back). Non-finite
  /// coordinates are reported and replaced by the linear curve; x outside 0…1 is reported and clamped.
  public init(controlPoint1: Point, controlPoint2: Point) {
    guard controlPoint1.isFinite, controlPoint2.isFinite else {
      Diagnostics.report(
        .invalidAnimation(
          reason: "refused timing curve control points \(controlPoint1), \(controlPoint2) (not finite); "
            + "used the linear curve"))
      self = .linear
      return
    }
    var p1 = controlPoint1
    var p2 = controlPoint2
    if !(0...1).contains(p1.x) || !(0...1).contains(p2.x) {
      Diagnostics.report(
        .invalidAnimation(
          reason: "timing curve control point x must lie in 0…1, got \(p1.x) and \(p2.x); clamped"))
      p1.x = min(1, max(0, p1.x))
      p2.x = min(1, max(0, p2.x))
    }
    self.init(uncheckedControlPoint1: p1, p2)
  }

  /// A curve with custom control points given as coordinates.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
  }

  private init(uncheckedControlPoint1 p1: Point, _ p2: Point) {
    controlPoint1 = p1
    controlPoint2 = p2
  }

  /// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"` for the named curves, otherwise `"cubic(x1, y1, x2,
  /// y2)"` with the control points.
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    default:
      return "cubic(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
  }

  /// The progress (y) at the fraction of time `x`; `x` is clamped to 0…1, and the ends are exact.
  public func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    if self == .linear { return x }
    let s = parameter(forX: x)
    return TimingCurve.bezier(s, controlPoint1.y, controlPoint2.y)
  }

  /// The Bézier parameter whose x is `x` (x is monotonic in the parameter because both control x lie
  /// in 0…1): Newton's method from a good start, falling back to bisection, to about 1e-12.
  private func parameter(forX x: Double) -> Double {
    let x1 = controlPoint1.x
    let x2 = controlPoint2.x
    var s = x
    for _ in 0..<8 {
      let error = TimingCurve.bezier(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let slope = TimingCurve.derivative(s, x1, x2)
      if abs(slope) < 1e-9 { break }
      let next = s - error / slope
      if next < 0 || next > 1 { break }
      s = next
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = TimingCurve.bezier(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the cubic Bézier from 0 to 1 with inner control values `a` and `b`.
  @inline(__always)
  static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  @inline(__always)
  static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }
}

/// A damped spring that brings an animation to rest exactly at the end of its duration (UIKit's
/// `usingSpringWithDamping:initialSpringVelocity:`).
///
/// The progress is `1 − x(t)` for a damped harmonic oscillator with `x(0) = 1` and
/// `x′(0) = −initialVelocity` (the velocity is in changes per second: 1 covers the whole change in one
/// second, as in UIKit). Its natural frequency is chosen from the duration so that the slowest decaying
/// part of the motion shrinks by 10,000 over the duration (`λ·duration = ln 10⁴`, where λ is the slowest
/// decay rate of the oscillator); what is left then is at most about 0.1% of the change (critical damping,
/// whose decay carries a `1 + ωt` factor, leaves the most), and the last frame lands on the end value.
public struct SpringTiming: Sendable, Hashable {
  /// The damping ratio: 1 is critical (no overshoot), below 1 oscillates, above 1 creeps in slowly.
  public let dampingRatio: Double
  /// The initial speed, in whole changes per second.
  public let initialVelocity: Double

  /// The decay the duration must reach: the residual motion is e^(−settle) of the change.
  static let settle = 9.210340371976184  // ln(10_000)

  /// Creates a spring. A damping ratio that is not a positive finite number is reported and replaced
  /// (by 0.01 when ≤ 0, by 1 when not finite); so is a non-finite velocity (by 0).
  public init(dampingRatio: Double, initialVelocity: Double = 0) {
    var ratio = dampingRatio
    if !ratio.isFinite {
      Diagnostics.report(.invalidAnimation(reason: "refused spring damping ratio \(ratio); used 1"))
      ratio = 1
    } else if ratio <= 0 {
      Diagnostics.report(
        .invalidAnimation(
          reason:
            "spring damping ratio must be above 0, got \(ratio); used 0.01 (an undamped spring never rests)"
        ))
      ratio = 0.01
    }
    var velocity = initialVelocity
    if !velocity.isFinite {
      Diagnostics.report(.invalidAnimation(reason: "refused spring initial velocity \(velocity); used 0"))
      velocity = 0
    }
    self.dampingRatio = ratio
    self.initialVelocity = velocity
  }

  /// The natural angular frequency for a spring that settles within `duration` seconds.
  func naturalFrequency(duration: Double) -> Double {
    let zeta = dampingRatio
    // The slowest decay rate per unit of natural frequency.
    let rate = zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
    return SpringTiming.settle / (rate * duration)
  }

  /// The progress after `elapsed` seconds of an animation lasting `duration` seconds; exactly 0 at the
  /// start and 1 from the end on.
  public func value(elapsed: Double, duration: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration, duration > 0 else { return 1 }
    let omega = naturalFrequency(duration: duration)
    let zeta = dampingRatio
    let v0 = initialVelocity
    let t = elapsed
    let x: Double
    if abs(zeta - 1) < 1e-9 {
      x = (1 + (omega - v0) * t) * exp(-omega * t)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / damped
      x = exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      x = (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return 1 - x
  }
}

/// The timing of an animation: an easing curve or a spring.
public enum AnimationTiming: Sendable, Hashable {
  /// Progress follows a cubic Bézier curve over the duration.
  case curve(TimingCurve)
  /// Progress follows a damped spring that rests at the end of the duration.
  case spring(SpringTiming)

  /// The progress after `elapsed` seconds of `duration`.
  public func value(elapsed: Double, duration: Double) -> Double {
    switch self {
    case .curve(let curve):
      return duration > 0 ? curve.value(at: elapsed / duration) : 1
    case .spring(let spring):
      return spring.value(elapsed: elapsed, duration: duration)
    }
  }
}
