/// A source of frame timestamps, in seconds. Time is an input: hosts pass it into each frame.
@MainActor
public protocol FrameClock: AnyObject {
  /// The current time in seconds, monotonic.
  var now: Double { get }
}

/// A clock that moves only when told: tests and headless rendering use it for reproducible frames.
@MainActor
public final class ManualClock: FrameClock {
  /// The current time in seconds.
  public private(set) var now: Double

  /// Creates a clock at `start` seconds.
  public init(start: Double = 0) { now = start }

  /// Moves the clock forward; negative or non-finite steps are ignored (time never runs backwards).
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }
}

/// The real monotonic clock, counting seconds from its creation.
@MainActor
public final class SystemClock: FrameClock {
  private let start = ContinuousClock.now

  /// Creates a clock that starts at 0 now.
  public init() {}

  /// Seconds since the clock was created, from the monotonic clock (never jumps with the wall clock).
  public var now: Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }
}
