import Boxwood

/// Why the driver could not do what a test asked.
public enum UIDriverError: Error, CustomStringConvertible {
  /// No visible view has that label (and role).
  case notFound(label: String, role: AccessibilityRole?, available: [String])
  /// Several visible views match; the test must say which.
  case ambiguous(label: String, role: AccessibilityRole?, count: Int)

  public var description: String {
    switch self {
    case .notFound(let label, let role, let available):
      return "no visible view labelled \"\(label)\"\(role.map { " with role \($0)" } ?? ""); "
        + "labelled views: \(available.joined(separator: ", "))"
    case .ambiguous(let label, let role, let count):
      return "\(count) visible views labelled \"\(label)\"\(role.map { " with role \($0)" } ?? "")"
    }
  }
}

/// Drives a window the way a user would: it finds views by their accessibility label or role and sends
/// real events through ``Window/dispatch(_:)`` — the same path as the desktop host — so a test reads
/// like a user's actions: `try driver.tap("Login")`, `driver.type("alice")`, `driver.press(.tab)`.
///
/// Every event is stamped with the driver's clock, which advances a little per event (so that separate
/// clicks never count as double clicks unless asked).
@MainActor
public final class UIDriver {
  public let window: Window
  /// The time stamped on the next event, in seconds.
  public var time: Double
  /// How far the clock moves between actions.
  public var step = 1.0

  public init(_ window: Window, startTime: Double = 100) {
    self.window = window
    time = startTime
  }

  // MARK: Finding

  /// Every visible view (not hidden, not transparent, in the window) matching the label and role.
  public func findAll(_ label: String? = nil, role: AccessibilityRole? = nil) -> [View] {
    window.layoutIfNeeded()
    var found: [View] = []
    func visit(_ view: View) {
      guard !view.isHidden, view.alpha >= 0.01 else { return }
      if (label == nil || view.accessibilityLabel == label) && (role == nil || view.accessibilityRole == role)
        && (label != nil || role != nil)
      {
        found.append(view)
      }
      for child in view.subviews { visit(child) }
    }
    visit(window.rootView)
    return found
  }

  /// The one visible view with this label (and role).
  public func find(_ label: String, role: AccessibilityRole? = nil) throws -> View {
    let matches = findAll(label, role: role)
    // A control and the label inside it often share a name: the control wins.
    let preferred = matches.filter { $0.accessibilityRole != .staticText }
    let candidates = preferred.isEmpty ? matches : preferred
    if candidates.count == 1 { return candidates[0] }
    if candidates.isEmpty {
      let available = findAllLabelled().map { "\"\($0.accessibilityLabel ?? "")\" (\($0.accessibilityRole))" }
      throw UIDriverError.notFound(label: label, role: role, available: available)
    }
    throw UIDriverError.ambiguous(label: label, role: role, count: candidates.count)
  }

  private func findAllLabelled() -> [View] {
    var found: [View] = []
    func visit(_ view: View) {
      guard !view.isHidden else { return }
      if view.accessibilityLabel != nil { found.append(view) }
      for child in view.subviews { visit(child) }
    }
    visit(window.rootView)
    return found
  }

  /// The centre of a view in window coordinates.
  public func center(of view: View) -> Point {
    window.layoutIfNeeded()
    let frame = view.convert(view.bounds, to: nil)
    return Point(x: frame.midX, y: frame.midY)
  }

  // MARK: Pointer

  private func send(_ event: Event) {
    window.dispatch(event)
  }

  private func tick() -> Double {
    time += step
    return time
  }

  /// A click (press and release) at a point in window coordinates; `count` 2 or 3 for double or triple
  /// clicks (sent as quick successive clicks, as a user's would be).
  public func click(
    at point: Point, count: Int = 1, button: PointerButton = .primary, modifiers: KeyModifiers = []
  ) {
    let start = tick()
    for index in 0..<max(1, count) {
      let at = start + Double(index) * 0.1
      send(.pointer(PointerEvent(.moved, at: point, modifiers: modifiers, timestamp: at)))
      send(.pointer(PointerEvent(.down, at: point, button: button, modifiers: modifiers, timestamp: at)))
      send(.pointer(PointerEvent(.up, at: point, button: button, modifiers: modifiers, timestamp: at + 0.05)))
    }
  }

  /// Clicks the centre of a view (or a point in its coordinates).
  public func click(_ view: View, at local: Point? = nil, count: Int = 1, modifiers: KeyModifiers = []) {
    window.layoutIfNeeded()
    let point = local.map { view.convert($0, to: nil) } ?? center(of: view)
    click(at: point, count: count, modifiers: modifiers)
  }

  /// Clicks the view with this label (and role).
  public func tap(_ label: String, role: AccessibilityRole? = nil) throws {
    click(try find(label, role: role))
  }

  /// Presses at `from`, moves in `steps` steps to `to`, and releases (window coordinates).
  public func drag(from: Point, to: Point, steps: Int = 5, modifiers: KeyModifiers = []) {
    let start = tick()
    send(.pointer(PointerEvent(.moved, at: from, modifiers: modifiers, timestamp: start)))
    send(.pointer(PointerEvent(.down, at: from, modifiers: modifiers, timestamp: start)))
    let count = max(1, steps)
    for index in 1...count {
      let t = Double(index) / Double(count)
      let point = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
      send(
        .pointer(
          PointerEvent(.dragged, at: point, modifiers: modifiers, timestamp: start + 0.01 * Double(index))))
    }
    send(
      .pointer(PointerEvent(.up, at: to, modifiers: modifiers, timestamp: start + 0.01 * Double(count + 1))))
  }

  /// Presses the primary button at a point (window coordinates) and keeps it down: follow with
  /// ``move(to:)`` and ``release(at:)`` to check states in the middle of a press.
  public func pressDown(at point: Point, modifiers: KeyModifiers = []) {
    let at = tick()
    send(.pointer(PointerEvent(.moved, at: point, modifiers: modifiers, timestamp: at)))
    send(.pointer(PointerEvent(.down, at: point, modifiers: modifiers, timestamp: at)))
  }

  /// Moves the pointer while the button is held.
  public func move(to point: Point) {
    send(.pointer(PointerEvent(.dragged, at: point, timestamp: tick())))
  }

  /// Releases the primary button at a point.
  public func release(at point: Point) {
    send(.pointer(PointerEvent(.up, at: point, timestamp: tick())))
  }

  /// Moves the pointer to a point (window coordinates) with no button held.
  public func hover(at point: Point) {
    send(.pointer(PointerEvent(.moved, at: point, timestamp: tick())))
  }

  /// Scrolls over a view; positive `dy` shows what is below.
  public func scroll(_ view: View, dx: Double = 0, dy: Double) {
    send(
      .scroll(
        ScrollEvent(delta: Point(x: dx, y: dy), at: center(of: view), isPrecise: true, timestamp: tick())))
  }

  // MARK: Keyboard

  /// Presses and releases a key.
  public func press(_ key: Key, _ modifiers: KeyModifiers = []) {
    let at = tick()
    send(.key(KeyEvent(.down, key, modifiers: modifiers, timestamp: at)))
    send(.key(KeyEvent(.up, key, modifiers: modifiers, timestamp: at + 0.05)))
  }

  /// Holds a key down for `repeats` automatic repeats, then releases it.
  public func hold(_ key: Key, _ modifiers: KeyModifiers = [], repeats: Int) {
    let at = tick()
    send(.key(KeyEvent(.down, key, modifiers: modifiers, timestamp: at)))
    for index in 0..<repeats {
      send(
        .key(
          KeyEvent(.down, key, modifiers: modifiers, isRepeat: true, timestamp: at + 0.03 * Double(index + 1))
        ))
    }
    send(.key(KeyEvent(.up, key, modifiers: modifiers, timestamp: at + 0.03 * Double(repeats + 1))))
  }

  /// Types text into the focused view, one character at a time (as a keyboard delivers it).
  public func type(_ text: String) {
    for character in text {
      let at = tick()
      let key: Key = character == " " ? .space : .character(Character(character.lowercased()))
      send(.key(KeyEvent(.down, key, timestamp: at)))
      send(.textInput(String(character)))
      send(.key(KeyEvent(.up, key, timestamp: at + 0.01)))
    }
  }

  /// Sends a composition update from an input method (text shown inline, not yet committed).
  public func compose(_ text: String, selection: Range<Int>? = nil) {
    let count = text.count
    send(.textComposition(text, selection: selection ?? count..<count))
  }

  /// Commits composed text (the input method's final text), ending the composition.
  public func commit(_ text: String) {
    send(.textComposition("", selection: 0..<0))
    send(.textInput(text))
  }

  /// Selects-all shortcut, copy, cut, paste and undo helpers (Control-based, as on Linux).
  public func shortcut(_ character: Character, shift: Bool = false) {
    press(.character(character), shift ? [.control, .shift] : [.control])
  }
}
