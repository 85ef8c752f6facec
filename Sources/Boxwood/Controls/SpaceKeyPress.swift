/// Space-bar activation, as on every desktop: a control looks pressed while Space is held and acts when
/// it comes up; Escape, losing focus or being disabled cancel the press.
///
/// Only the state: the control highlights itself from ``isPressed`` after each call (setting the
/// highlight from in here would re-enter this value through the control's state callbacks).
struct SpaceKeyPress {
  /// Whether Space went down on the control and has not come up yet.
  private(set) var isPressed = false

  /// Handles a key going down; returns whether it was consumed (Space, its repeats, or Escape ending a
  /// press).
  mutating func keyDown(_ event: KeyEvent, isEnabled: Bool) -> Bool {
    if event.key == .escape, isPressed {
      isPressed = false
      return true
    }
    guard event.key == .space, isEnabled, event.modifiers.isDisjoint(with: [.control, .alt, .command]) else {
      return false
    }
    if !event.isRepeat { isPressed = true }
    return true
  }

  /// Handles a key coming up; returns true when it ends a press (the control acts now).
  mutating func keyUp(_ event: KeyEvent) -> Bool {
    guard event.key == .space, isPressed else { return false }
    isPressed = false
    return true
  }

  /// Ends a press without acting.
  mutating func cancel() { isPressed = false }
}
