extension Window {
  /// `event` with a NaN or infinite location or timestamp repaired, each repair reported
  /// (``BoxwoodError/invalidValue(subject:property:value:expected:)``): the location becomes the last
  /// known pointer location (the window's centre before any), the timestamp the frame time. The event is
  /// still delivered, so a release is never lost and a press that captured the pointer still ends.
  func repaired(_ event: PointerEvent) -> PointerEvent {
    var event = event
    event.location = repairedLocation(event.location, of: "pointer event")
    event.timestamp = repairedTimestamp(event.timestamp, of: "pointer event")
    return event
  }

  /// `event` with its location and timestamp repaired as for a pointer event (see ``repaired(_:)``); a
  /// non-finite delta is left to the scroll view, which ignores it with a warning.
  func repaired(_ event: ScrollEvent) -> ScrollEvent {
    var event = event
    event.location = repairedLocation(event.location, of: "scroll event")
    event.timestamp = repairedTimestamp(event.timestamp, of: "scroll event")
    return event
  }

  private func repairedLocation(_ location: Point, of kind: String) -> Point {
    guard !location.x.isFinite || !location.y.isFinite else { return location }
    let fallback = lastPointerLocation ?? Point(x: size.width / 2, y: size.height / 2)
    Diagnostics.report(
      .invalidValue(
        subject: "window \"\(title)\"", property: "\(kind) location", value: "\(location)",
        expected: "a finite point; used the last pointer location \(fallback)"))
    return fallback
  }

  private func repairedTimestamp(_ timestamp: Double, of kind: String) -> Double {
    guard !timestamp.isFinite else { return timestamp }
    Diagnostics.report(
      .invalidValue(
        subject: "window \"\(title)\"", property: "\(kind) timestamp", value: "\(timestamp)",
        expected: "a finite time in seconds; used the frame time \(frameTime)"))
    return frameTime
  }
}
