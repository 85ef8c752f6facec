/// Timed redraws: how a view that changes with time alone (a blinking caret) gets its next frame
/// without keeping the host busy in between.
///
/// The protocol, for hosts:
/// 1. Before handling an iteration's events and before drawing, set ``Window/frameTime`` from the host's
///    clock (`Application` does this with its ``FrameClock``; a game host does it each game frame; tests
///    set it by hand).
/// 2. Draw when ``Window/needsRedraw`` is true. It becomes true once `frameTime` reaches a time a view
///    asked for, even though nothing else changed.
/// 3. While idle, sleep no longer than until ``Window/nextRedrawTime``.
///
/// And for views: call ``Window/requestRedraw(at:)`` (usually from `draw(in:)`) with the time at which
/// the view will look different. A request is spent by the first frame drawn at or after its time, so a
/// view that keeps changing asks again each time it draws.
extension Window {
  /// Asks for a frame once ``frameTime`` reaches `time` (seconds on the host's clock). The earliest
  /// pending request wins; a NaN or infinite time is ignored and reported
  /// (``BoxwoodError/invalidValue(subject:property:value:expected:)``).
  public func requestRedraw(at time: Double) {
    guard time.isFinite else {
      Diagnostics.report(
        .invalidValue(
          subject: "window \"\(title)\"", property: "redraw time", value: "\(time)",
          expected: "a finite time in seconds on the host's clock; no redraw requested"))
      return
    }
    if let deadline = redrawDeadline, deadline <= time { return }
    redrawDeadline = time
  }

  /// Asks for a frame `delay` seconds after the current ``frameTime``.
  public func requestRedraw(after delay: Double) {
    requestRedraw(at: frameTime + max(0, delay))
  }

  /// The time of the earliest pending redraw request, if any: a host with nothing else to do may sleep
  /// until then. It can lie in the past (the host should draw now; ``needsRedraw`` then says so).
  public var nextRedrawTime: Double? {
    switch (redrawDeadline, animationWakeTime) {
    case (let a?, let b?): return min(a, b)
    case (let a, let b): return a ?? b
    }
  }
}
