import Boxwood
import CSDL2
import SeededRandom

@testable import BoxwoodSDL

/// Random `SDL_Event`s for ``EventTranslationFuzzTests``: raw bytes over the whole union, and every event
/// type SDL 2.26 has with sensible-but-extreme fields. (Sensible events are `GameHostFuzzTests.randomEvent`.)
enum RawEvents {
  /// Every event type of SDL 2.26, then values no SDL sends.
  static let types: [UInt32] =
    [
      SDL_FIRSTEVENT, SDL_QUIT, SDL_APP_TERMINATING, SDL_APP_LOWMEMORY, SDL_APP_WILLENTERBACKGROUND,
      SDL_APP_DIDENTERBACKGROUND, SDL_APP_WILLENTERFOREGROUND, SDL_APP_DIDENTERFOREGROUND, SDL_LOCALECHANGED,
      SDL_DISPLAYEVENT, SDL_WINDOWEVENT, SDL_SYSWMEVENT, SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTEDITING,
      SDL_TEXTINPUT,
      SDL_KEYMAPCHANGED, SDL_TEXTEDITING_EXT, SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP,
      SDL_MOUSEWHEEL, SDL_JOYAXISMOTION, SDL_JOYBALLMOTION, SDL_JOYHATMOTION, SDL_JOYBUTTONDOWN,
      SDL_JOYBUTTONUP,
      SDL_JOYDEVICEADDED, SDL_JOYDEVICEREMOVED, SDL_JOYBATTERYUPDATED, SDL_CONTROLLERAXISMOTION,
      SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP, SDL_CONTROLLERDEVICEADDED,
      SDL_CONTROLLERDEVICEREMOVED,
      SDL_CONTROLLERDEVICEREMAPPED, SDL_CONTROLLERTOUCHPADDOWN, SDL_CONTROLLERTOUCHPADMOTION,
      SDL_CONTROLLERTOUCHPADUP, SDL_CONTROLLERSENSORUPDATE, SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION,
      SDL_DOLLARGESTURE, SDL_DOLLARRECORD, SDL_MULTIGESTURE, SDL_CLIPBOARDUPDATE, SDL_DROPFILE, SDL_DROPTEXT,
      SDL_DROPBEGIN, SDL_DROPCOMPLETE, SDL_AUDIODEVICEADDED, SDL_AUDIODEVICEREMOVED, SDL_SENSORUPDATE,
      SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET, SDL_POLLSENTINEL, SDL_USEREVENT, SDL_LASTEVENT,
    ].map(\.rawValue) + [0x303, 0x404, 0x8001, 0xFFFE, UInt32.max]

  /// The input types, which translation turns into Boxwood events.
  static let inputTypes: [UInt32] = [
    SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL, SDL_KEYDOWN, SDL_KEYUP,
    SDL_TEXTINPUT, SDL_TEXTEDITING,
  ].map(\.rawValue)

  /// An event whose every byte is random (with, mostly, an input type, so translation reads the rest).
  static func bytes(_ rng: inout SeededGenerator) -> SDL_Event {
    var event = SDL_Event()
    withUnsafeMutableBytes(of: &event) { buffer in
      for index in buffer.indices { buffer[index] = UInt8.random(in: 0...255, using: &rng) }
    }
    if rng.chance(0.7) { event.type = rng.pick(inputTypes) }
    return event
  }

  /// An event of `type` with extreme values in the fields that type has (and, half of the time, random
  /// bytes in the rest).
  static func extreme(_ type: UInt32, windowIDs: [UInt32], _ rng: inout SeededGenerator) -> SDL_Event {
    var event = rng.chance(0.5) ? bytes(&rng) : SDL_Event()
    event.type = type
    event.common.timestamp = rng.pick([0, 1, UInt32.max, UInt32.random(in: 0...UInt32.max, using: &rng)])
    let windowID = rng.pick(windowIDs + [0, 2, UInt32.max, UInt32.random(in: 0...UInt32.max, using: &rng)])
    switch SDL_EventType(type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      event.button.windowID = windowID
      event.button.x = coordinate(&rng)
      event.button.y = coordinate(&rng)
      event.button.button = UInt8.random(in: 0...255, using: &rng)
      event.button.clicks = UInt8.random(in: 0...255, using: &rng)
      event.button.which = rng.pick([0, 1, UInt32.max, UInt32.max - 1])
    case SDL_MOUSEMOTION:
      event.motion.windowID = windowID
      event.motion.x = coordinate(&rng)
      event.motion.y = coordinate(&rng)
      event.motion.xrel = coordinate(&rng)
      event.motion.yrel = coordinate(&rng)
      event.motion.state = rng.pick([0, 1, UInt32.max])
      event.motion.which = rng.pick([0, UInt32.max])
    case SDL_MOUSEWHEEL:
      event.wheel.windowID = windowID
      event.wheel.x = coordinate(&rng)
      event.wheel.y = coordinate(&rng)
      event.wheel.preciseX = wheelDelta(&rng)
      event.wheel.preciseY = wheelDelta(&rng)
      event.wheel.mouseX = coordinate(&rng)
      event.wheel.mouseY = coordinate(&rng)
      event.wheel.direction = rng.pick([0, 1, 2, UInt32.max])
    case SDL_KEYDOWN, SDL_KEYUP:
      event.key.windowID = windowID
      event.key.keysym.sym = rng.pick([
        0, -1, Int32.min, Int32.max, 127, 32, 33, 126, 1 << 30, (1 << 30) + 58,
      ])
      if rng.chance(0.5) { event.key.keysym.sym = Int32.random(in: Int32.min...Int32.max, using: &rng) }
      event.key.keysym.scancode = SDL_Scancode(
        rng.pick([0, 512, UInt32.max, UInt32.random(in: 0...1000, using: &rng)]))
      event.key.keysym.mod = UInt16.random(in: 0...UInt16.max, using: &rng)
      event.key.repeat = UInt8.random(in: 0...255, using: &rng)
      event.key.state = UInt8.random(in: 0...255, using: &rng)
    case SDL_TEXTINPUT:
      event.text.windowID = windowID
      let text = textBytes(&rng)
      withUnsafeMutableBytes(of: &event.text.text) { copy(text, into: $0) }
    case SDL_TEXTEDITING:
      event.edit.windowID = windowID
      let text = textBytes(&rng)
      withUnsafeMutableBytes(of: &event.edit.text) { copy(text, into: $0) }
      event.edit.start = rng.pick([0, 1, 2, 5, 31, 32, 33, -1, Int32.min, Int32.max])
      event.edit.length = rng.pick([0, 1, 2, 5, 31, 32, 33, -1, Int32.min, Int32.max])
    case SDL_WINDOWEVENT:
      event.window.windowID = windowID
      event.window.event = UInt8.random(in: 0...20, using: &rng)
      event.window.data1 = coordinate(&rng)
      event.window.data2 = coordinate(&rng)
    default:
      break
    }
    return event
  }

  /// A coordinate: mostly on screen, often absurd.
  static func coordinate(_ rng: inout SeededGenerator) -> Int32 {
    rng.chance(0.5)
      ? Int32.random(in: -50...700, using: &rng)
      : rng.pick([Int32.min, Int32.min + 1, Int32.max, -1, 1 << 24, -(1 << 24), 1 << 30])
  }

  static func wheelDelta(_ rng: inout SeededGenerator) -> Float {
    rng.pick([
      .nan, -.nan, .signalingNaN, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, 0, -0.0, 1, -1, 0.5, 1e30, -1e30,
    ])
  }

  /// Text bytes: valid, invalid UTF-8, a full 32-byte buffer with no terminator, multi-byte characters cut
  /// by the end of the buffer, NULs inside.
  static func textBytes(_ rng: inout SeededGenerator) -> [UInt8] {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: return Array(rng.pick(["a", "é", "日本語", "👍🏽", "x\u{301}", "\u{202E}abc", "\u{FEFF}"]).utf8)
    case 1: return (0..<32).map { _ in UInt8.random(in: 1...255, using: &rng) }
    case 2: return (0..<32).map { _ in UInt8.random(in: 0...255, using: &rng) }
    case 3:
      return rng.pick([
        [0xFF], [0xC0, 0x80], [0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      ])
    case 4: return Array(String(repeating: "日", count: 11).utf8.prefix(32))  // the 11th character cut
    case 5: return Array(String(repeating: "a", count: 32).utf8)  // full: no terminator
    case 6: return Array("ab".utf8) + [0] + Array("cd".utf8)
    default: return []
    }
  }

  static func copy(_ bytes: [UInt8], into buffer: UnsafeMutableRawBufferPointer) {
    for index in buffer.indices { buffer[index] = index < bytes.count ? bytes[index] : 0 }
  }

  /// What the text of a text event must decode to: its bytes up to the first NUL (or all 32), exactly when
  /// they are UTF-8, else with U+FFFD for what is not.
  static func expectedText(_ event: SDL_Event) -> (bytes: [UInt8], valid: String?) {
    var copy = event
    let all: [UInt8] =
      event.type == SDL_TEXTINPUT.rawValue
      ? withUnsafeBytes(of: &copy.text.text) { Array($0) }
      : withUnsafeBytes(of: &copy.edit.text) { Array($0) }
    let bytes = Array(all.prefix { $0 != 0 })
    return (bytes, String(validating: bytes, as: UTF8.self))
  }
}
