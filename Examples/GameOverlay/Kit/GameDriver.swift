import Boxwood
import CSDL2

/// Input for a ``GameOverlay`` as SDL would deliver it: every event is a real `SDL_Event` handed to
/// ``GameOverlay/handle(_:)``, the path the window's loop takes, so the UI decides what the game gets.
///
/// What the scenarios and the tests act with. Coordinates are in points (SDL's window coordinates).
@MainActor
public struct GameDriver {
  /// The overlay the events go to.
  public let overlay: GameOverlay

  /// A driver for `overlay`.
  public init(overlay: GameOverlay) { self.overlay = overlay }

  /// SDL's timestamps are milliseconds; the events carry the frame's time (for double-click timing).
  private var timestamp: UInt32 { UInt32((max(0, overlay.host.window.frameTime) * 1000).rounded()) }

  /// A key goes down (and stays down until ``keyUp(_:)``).
  public func keyDown(_ key: SDL_KeyCode) { overlay.handle(keyEvent(key, down: true)) }

  /// A key comes up.
  public func keyUp(_ key: SDL_KeyCode) { overlay.handle(keyEvent(key, down: false)) }

  /// A key pressed and released.
  public func press(_ key: SDL_KeyCode) {
    keyDown(key)
    keyUp(key)
  }

  /// Text typed key by key: for each character its key goes down, SDL's text input delivers the
  /// character, and the key comes up — as on a real keyboard, so the game sees the keys the UI leaves it.
  public func type(_ text: String) {
    for character in text {
      // Letter keys' codes are their lowercase characters, whatever Shift does to the text.
      let scalar = character.lowercased().unicodeScalars.first
      let code = scalar.map { SDL_KeyCode(UInt32($0.value)) } ?? SDLK_UNKNOWN
      keyDown(code)
      overlay.handle(textEvent(String(character)))
      keyUp(code)
    }
  }

  /// The pointer moves to a point (points, window coordinates).
  public func move(to point: Point) { overlay.handle(mouseEvent(SDL_MOUSEMOTION, at: point)) }

  /// A left click at a point: the pointer moves there, the button goes down and comes up.
  public func click(at point: Point) {
    move(to: point)
    overlay.handle(mouseEvent(SDL_MOUSEBUTTONDOWN, at: point))
    overlay.handle(mouseEvent(SDL_MOUSEBUTTONUP, at: point))
  }

  /// A left click at the centre of a HUD view, where it is laid out now.
  public func click(_ view: View) {
    overlay.host.window.layoutIfNeeded()
    click(at: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }

  // MARK: Events

  private func keyEvent(_ key: SDL_KeyCode, down: Bool) -> SDL_Event {
    var event = SDL_Event()
    event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
    event.key.timestamp = timestamp
    event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    event.key.keysym.sym = SDL_Keycode(key.rawValue)
    event.key.keysym.scancode = Self.scancode(for: key)
    return event
  }

  private func textEvent(_ text: String) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    event.text.timestamp = timestamp
    withUnsafeMutableBytes(of: &event.text.text) { bytes in
      for (index, byte) in text.utf8.prefix(31).enumerated() { bytes[index] = byte }
    }
    return event
  }

  private func mouseEvent(_ type: SDL_EventType, at point: Point) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    let x = Int32(point.x.rounded())
    let y = Int32(point.y.rounded())
    if type == SDL_MOUSEMOTION {
      event.motion.timestamp = timestamp
      event.motion.x = x
      event.motion.y = y
    } else {
      event.button.timestamp = timestamp
      event.button.x = x
      event.button.y = y
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.button.clicks = 1
    }
    return event
  }

  /// The US-layout scan code of a key code (SDL's own table needs the video subsystem, which headless
  /// runs do not start); the game reads WASD by scan code.
  static func scancode(for key: SDL_KeyCode) -> SDL_Scancode {
    switch key {
    case SDLK_UP: return SDL_SCANCODE_UP
    case SDLK_DOWN: return SDL_SCANCODE_DOWN
    case SDLK_LEFT: return SDL_SCANCODE_LEFT
    case SDLK_RIGHT: return SDL_SCANCODE_RIGHT
    case SDLK_ESCAPE: return SDL_SCANCODE_ESCAPE
    case SDLK_RETURN: return SDL_SCANCODE_RETURN
    case SDLK_SPACE: return SDL_SCANCODE_SPACE
    case SDLK_TAB: return SDL_SCANCODE_TAB
    case SDLK_BACKSPACE: return SDL_SCANCODE_BACKSPACE
    default:
      // Letters: SDL numbers their scan codes from A = 4 in alphabetical order.
      if key.rawValue >= SDLK_a.rawValue, key.rawValue <= SDLK_z.rawValue {
        return SDL_Scancode(SDL_SCANCODE_A.rawValue + key.rawValue - SDLK_a.rawValue)
      }
      return SDL_SCANCODE_UNKNOWN
    }
  }
}
