import Boxwood
import CSDL2

/// SDL events as Boxwood events: the one place where SDL's input reaches the view tree.
enum EventTranslation {
  /// The Boxwood event for an SDL input event, and the SDL window it is for; nil for events that are
  /// not input (window events are handled by the application).
  static func translate(_ event: SDL_Event) -> (windowID: UInt32, event: Event)? {
    let time = Double(event.common.timestamp) / 1000
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let button = event.button
      // Touches also arrive as touch events; their synthesised mouse copies (SDL_TOUCH_MOUSEID) are left out.
      guard button.which != UInt32.max else { return nil }
      let kind: PointerEvent.Kind = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
      let pointer = PointerEvent(
        kind, at: Point(x: Double(button.x), y: Double(button.y)), button: pointerButton(button.button),
        clickCount: Int(button.clicks), modifiers: modifiers(), timestamp: time)
      return (button.windowID, .pointer(pointer))
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard motion.which != UInt32.max else { return nil }
      let pointer = PointerEvent(
        motion.state != 0 ? .dragged : .moved, at: Point(x: Double(motion.x), y: Double(motion.y)),
        modifiers: modifiers(), timestamp: time)
      return (motion.windowID, .pointer(pointer))
    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      // Where the pointer was when the wheel turned (SDL 2.26): the current mouse state may have moved
      // on while the event waited in the queue, or never moved at all for a synthesised event.
      let x = wheel.mouseX
      let y = wheel.mouseY
      var delta = Point(
        x: wheelDelta(precise: wheel.preciseX, notches: wheel.x),
        y: wheelDelta(precise: wheel.preciseY, notches: wheel.y))
      if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { delta = Point(x: -delta.x, y: -delta.y) }
      // SDL's y grows upwards (away from the user): the content should then move down, showing what is
      // above; Boxwood's positive y shows what is below. One notch scrolls 40 points.
      let scroll = ScrollEvent(
        delta: Point(x: delta.x * 40, y: -delta.y * 40), at: Point(x: Double(x), y: Double(y)),
        modifiers: modifiers(), isPrecise: false, timestamp: time)
      return (wheel.windowID, .scroll(scroll))
    case SDL_KEYDOWN, SDL_KEYUP:
      let keyboard = event.key
      let key = self.key(keyboard.keysym)
      let kind: KeyEvent.Kind = event.type == SDL_KEYDOWN.rawValue ? .down : .up
      let keyEvent = KeyEvent(
        kind, key, modifiers: modifiers(UInt32(truncatingIfNeeded: keyboard.keysym.mod)),
        isRepeat: keyboard.repeat != 0,
        timestamp: time)
      return (keyboard.windowID, .key(keyEvent))
    case SDL_TEXTINPUT:
      var input = event.text
      let text = withUnsafeBytes(of: &input.text) { EventTranslation.decodeText($0) }
      return (input.windowID, .textInput(text))
    case SDL_TEXTEDITING:
      var editing = event.edit
      let text = withUnsafeBytes(of: &editing.text) { EventTranslation.decodeText($0) }
      let selection = compositionSelection(start: editing.start, length: editing.length, in: text)
      return (editing.windowID, .textComposition(text, selection: selection))
    default:
      return nil
    }
  }

  /// SDL's composition caret or selection — `start` and `length` in Unicode scalars (SDL counts UTF-8
  /// characters), clamped to the text — in Boxwood's characters: a boundary inside a character made of
  /// several scalars ("👍🏽", "x" + a combining accent) widens to the whole character.
  static func compositionSelection(start: Int32, length: Int32, in text: String) -> Range<Int> {
    let scalars = text.unicodeScalars.count
    let first = min(max(0, Int(start)), scalars)
    let last = min(first + max(0, Int(length)), scalars)
    var lower = 0
    var upper = 0
    var offset = 0
    for character in text {
      let end = offset + character.unicodeScalars.count
      if end <= first { lower += 1 }
      if offset < last { upper += 1 }
      offset = end
    }
    // A caret (no length) inside a character goes before it.
    return lower..<(last > first ? max(lower, upper) : lower)
  }

  /// A wheel axis's delta: the precise one, or — when that is NaN or infinite, which only a broken
  /// driver or a synthesised event sends — the whole notches SDL reports beside it (reported), so that a
  /// scroll view is never handed a non-finite delta and the other axis still scrolls.
  static func wheelDelta(precise: Float, notches: Int32) -> Double {
    if precise.isFinite { return Double(precise) }
    Diagnostics.warn(
      "a mouse wheel event had a non-finite precise delta (\(precise)); used its \(notches) notches")
    return Double(notches)
  }

  /// UTF-8 text up to its terminating zero; invalid sequences become U+FFFD (and are reported), so a
  /// broken input method can never put invalid text into a field.
  static func decodeText(_ bytes: UnsafeRawBufferPointer) -> String {
    let length = bytes.firstIndex(of: 0) ?? bytes.count
    let slice = UnsafeRawBufferPointer(rebasing: bytes[0..<length])
    if let valid = String(validating: slice, as: UTF8.self) { return valid }
    Diagnostics.warn("text input held invalid UTF-8 (\(length) bytes); invalid sequences became U+FFFD")
    return String(decoding: slice, as: UTF8.self)
  }

  static func pointerButton(_ button: UInt8) -> PointerButton {
    switch Int32(truncatingIfNeeded: button) {
    case SDL_BUTTON_LEFT: return .primary
    case SDL_BUTTON_RIGHT: return .secondary
    case SDL_BUTTON_MIDDLE: return .middle
    default: return .other(Int(button))
    }
  }

  static func modifiers(
    _ state: UInt32 = UInt32(truncatingIfNeeded: SDL_GetModState().rawValue)
  ) -> KeyModifiers {
    var result: KeyModifiers = []
    if state & UInt32(truncatingIfNeeded: KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
    if state & UInt32(truncatingIfNeeded: KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
    if state & UInt32(truncatingIfNeeded: KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
    if state & UInt32(truncatingIfNeeded: KMOD_GUI.rawValue) != 0 { result.insert(.command) }
    if state & UInt32(truncatingIfNeeded: KMOD_CAPS.rawValue) != 0 { result.insert(.capsLock) }
    return result
  }

  static func key(_ symbol: SDL_Keysym) -> Key {
    let code = Int(symbol.sym)
    switch code {
    case Int(SDLK_TAB.rawValue): return .tab
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .returnKey
    case Int(SDLK_ESCAPE.rawValue): return .escape
    case Int(SDLK_SPACE.rawValue): return .space
    case Int(SDLK_BACKSPACE.rawValue): return .backspace
    case Int(SDLK_DELETE.rawValue): return .delete
    case Int(SDLK_INSERT.rawValue): return .insert
    case Int(SDLK_LEFT.rawValue): return .left
    case Int(SDLK_RIGHT.rawValue): return .right
    case Int(SDLK_UP.rawValue): return .up
    case Int(SDLK_DOWN.rawValue): return .down
    case Int(SDLK_HOME.rawValue): return .home
    case Int(SDLK_END.rawValue): return .end
    case Int(SDLK_PAGEUP.rawValue): return .pageUp
    case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
    case Int(SDLK_LSHIFT.rawValue), Int(SDLK_RSHIFT.rawValue): return .shift
    case Int(SDLK_LCTRL.rawValue), Int(SDLK_RCTRL.rawValue): return .control
    case Int(SDLK_LALT.rawValue), Int(SDLK_RALT.rawValue): return .alt
    case Int(SDLK_LGUI.rawValue), Int(SDLK_RGUI.rawValue): return .command
    case Int(SDLK_CAPSLOCK.rawValue): return .capsLock
    case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): return .function(code - Int(SDLK_F1.rawValue) + 1)
    default:
      // Printable keys have their (unshifted) character as keycode.
      if code > 32, code < 127, let scalar = Unicode.Scalar(code) {
        return .character(Character(String(scalar).lowercased()))
      }
      return .unknown(Int(symbol.scancode.rawValue))
    }
  }
}

/// The system clipboard, through SDL (needs the video subsystem).
@MainActor
public final class SDLClipboard: Clipboard {
  /// A handle on the system clipboard; ``Application`` installs one in each window it opens. Reading and
  /// writing need SDL's video subsystem to be initialised.
  public init() {}

  /// The clipboard's text through `SDL_GetClipboardText`/`SDL_SetClipboardText`: nil when it holds no text.
  /// Setting nil empties it; a refusal by SDL is logged as a warning and the clipboard is left as it was.
  public var string: String? {
    get {
      SDLThreadCleanup.enroll()
      guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
      defer { SDL_free(raw) }
      return String(cString: raw)
    }
    set {
      SDLThreadCleanup.enroll()
      if SDL_SetClipboardText(newValue ?? "") != 0 {
        Diagnostics.warn("the system clipboard refused the text: \(BoxwoodSDLError.sdlError)")
      }
    }
  }
}
