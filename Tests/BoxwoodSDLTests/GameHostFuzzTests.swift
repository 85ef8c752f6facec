import Boxwood
import BoxwoodSDL
import CSDL2
import GameOverlayKit
import SeededRandom
import Testing

/// Random SDL events — sensible and absurd — thrown at the GameOverlay example's HUD through its
/// `GameHost`, with frames in between at random times, while the game pauses, restarts and plays. After
/// every event and frame the guest's promises must hold. A failing seed is printed; replay it with
/// `BOXWOOD_FUZZ_SEEDS` or add it to `regressionSeeds`.
@Suite("GameHost fuzzing: random SDL events and frames", .serialized)
@MainActor
struct GameHostFuzzTests {
  /// Seeds that once failed, kept as regression tests (none so far).
  nonisolated static let regressionSeeds: [UInt64] = []

  @Test(
    "nothing crashes; renderer state, finite frames, and keys or text only to a UI that wants them",
    arguments: SeededGenerator.seeds(count: 6) + regressionSeeds)
  func fuzz(seed: UInt64) throws {
    let game = try HeadlessGame(size: Size(width: 640, height: 400), seed: seed)
    let overlay = game.overlay
    let host = overlay.host
    var rng = SeededGenerator(seed: seed)
    var time = 0.0
    var failures: [String] = []
    let (_, report) = Diagnostics.collect {
      for step in 0..<1200 where failures.isEmpty {
        let event = Self.randomEvent(&rng)
        let expectation = Self.check(event, on: host, step: step)
        if let failure = expectation() { failures.append("seed \(seed), step \(step): \(failure)") }
        if rng.chance(0.01) { overlay.togglePause() }
        if rng.chance(0.003) { overlay.restart() }
        if rng.chance(0.2) {
          time +=
            rng.chance(0.9) ? Double.random(in: 0...0.05, using: &rng) : Double.random(in: 0...3, using: &rng)
          overlay.beginFrame(at: time)
          overlay.update(at: time)
          overlay.render()
          if let failure = Self.checkFrame(host, renderer: overlay.renderer, rng: &rng) {
            failures.append("seed \(seed), step \(step), t = \(time): \(failure)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.first ?? "")")
    // The only warnings random input may cause: text that is not UTF-8 and a NaN or infinite wheel delta,
    // each named and repaired.
    let unexpected = report.warnings.filter {
      !$0.contains("invalid UTF-8") && !$0.contains("non-finite precise delta")
    }
    #expect(unexpected.isEmpty, "seed \(seed): \(unexpected.prefix(3))")
  }

  /// Hands `event` to the host and returns a check of what it did (nil when it kept its promises).
  static func check(_ event: SDL_Event, on host: GameHost, step: Int) -> () -> String? {
    let keyboard = host.wantsKeyboard
    let textInput = host.window.wantsTextInput
    let consumed = host.handle(event)
    return {
      switch SDL_EventType(event.type) {
      case SDL_KEYDOWN, SDL_KEYUP:
        if consumed && !keyboard { return "a key was consumed while the UI did not want the keyboard" }
      case SDL_TEXTINPUT, SDL_TEXTEDITING:
        if consumed && !textInput { return "text was consumed while no field wanted text" }
      case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION, SDL_MOUSEWHEEL:
        break
      default:
        if consumed { return "event type \(event.type) (not input) was consumed" }
      }
      return nil
    }
  }

  /// After a frame: every view's frame is finite, and a second render() leaves a random renderer state
  /// exactly as it found it.
  static func checkFrame(_ host: GameHost, renderer: OpaquePointer, rng: inout SeededGenerator) -> String? {
    var stack = [host.window.rootView]
    while let view = stack.popLast() {
      let f = view.frame
      if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) {
        return "\(type(of: view)) has frame \(f)"
      }
      stack.append(contentsOf: view.subviews)
    }
    var clip = SDL_Rect(
      x: Int32.random(in: 0...100, using: &rng), y: Int32.random(in: 0...100, using: &rng),
      w: Int32.random(in: 1...400, using: &rng), h: Int32.random(in: 1...300, using: &rng))
    if rng.chance(0.5) { SDL_RenderSetClipRect(renderer, &clip) }
    SDL_SetRenderDrawColor(
      renderer, UInt8.random(in: 0...255, using: &rng), 7, 9, UInt8.random(in: 0...255, using: &rng))
    SDL_SetRenderDrawBlendMode(
      renderer, rng.pick([SDL_BLENDMODE_NONE, SDL_BLENDMODE_ADD, SDL_BLENDMODE_MOD]))
    let before = TestGame.state(of: renderer)
    host.render()
    let after = TestGame.state(of: renderer)
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    return before == after ? nil : "render() changed the renderer's state: \(before) → \(after)"
  }

  /// A random event: mostly what SDL sends, sometimes what no SDL would (extreme coordinates, unknown
  /// buttons and keys, unterminated or invalid text, unknown event types).
  static func randomEvent(_ rng: inout SeededGenerator) -> SDL_Event {
    var event = SDL_Event()
    func coordinate(_ limit: Int32) -> Int32 {
      rng.chance(0.93)
        ? Int32.random(in: -20...(limit + 20), using: &rng)
        : rng.pick([Int32.min, Int32.max, -1, 1 << 24, -(1 << 24)])
    }
    let windowID: UInt32 =
      rng.chance(0.95) ? rng.pick([0, 1]) : UInt32.random(in: 0...UInt32.max, using: &rng)
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<14:
      event.type = rng.pick([SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP]).rawValue
      event.button.x = coordinate(640)
      event.button.y = coordinate(400)
      event.button.button = rng.chance(0.85) ? UInt8(SDL_BUTTON_LEFT) : UInt8.random(in: 0...255, using: &rng)
      event.button.clicks = UInt8.random(in: 0...4, using: &rng)
      event.button.which = rng.chance(0.95) ? 0 : UInt32.max
      event.button.windowID = windowID
    case 14..<34:
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.x = coordinate(640)
      event.motion.y = coordinate(400)
      event.motion.state = rng.chance(0.3) ? 1 : 0
      event.motion.windowID = windowID
    case 34..<40:
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.mouseX = coordinate(640)
      event.wheel.mouseY = coordinate(400)
      event.wheel.preciseX = rng.pick([0, 1, -1, 0.25, 1e9, -1e30, .nan, .infinity])
      event.wheel.preciseY = rng.pick([0, 1, -1, 3, 1e9, -1e30, .nan, -.infinity])
      event.wheel.direction = rng.pick([0, 1, UInt32.max])
      event.wheel.windowID = windowID
    case 40..<70:
      event.type = rng.pick([SDL_KEYDOWN, SDL_KEYUP]).rawValue
      let keys: [SDL_KeyCode] = [
        SDLK_TAB, SDLK_RETURN, SDLK_ESCAPE, SDLK_BACKSPACE, SDLK_DELETE, SDLK_LEFT, SDLK_RIGHT, SDLK_UP,
        SDLK_DOWN, SDLK_HOME, SDLK_END, SDLK_SPACE, SDLK_a, SDLK_c, SDLK_v, SDLK_x, SDLK_z, SDLK_w, SDLK_d,
      ]
      event.key.keysym.sym =
        rng.chance(0.9)
        ? SDL_Keycode(rng.pick(keys).rawValue)
        : SDL_Keycode(Int32.random(in: Int32.min...Int32.max, using: &rng))
      event.key.keysym.scancode = SDL_Scancode(UInt32.random(in: 0...600, using: &rng))
      event.key.keysym.mod = rng.chance(0.8) ? 0 : UInt16.random(in: 0...UInt16.max, using: &rng)
      event.key.repeat = rng.chance(0.9) ? 0 : 1
      event.key.windowID = windowID
    case 70..<82:
      event.type = rng.pick([SDL_TEXTINPUT, SDL_TEXTEDITING]).rawValue
      let texts = ["a", "gg", "é", "日本", "👍🏽", " ", "\u{202E}abc", "x\u{301}"]
      var bytes = Array(rng.pick(texts).utf8)
      if rng.chance(0.1) {
        bytes = (0..<Int.random(in: 1...32, using: &rng)).map { _ in UInt8.random(in: 1...255, using: &rng) }
      }
      if event.type == SDL_TEXTINPUT.rawValue {
        event.text.windowID = windowID
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
          for (index, byte) in bytes.prefix(buffer.count).enumerated() { buffer[index] = byte }
        }
      } else {
        event.edit.windowID = windowID
        event.edit.start = rng.pick([0, 1, -5, 100, Int32.min, Int32.max])
        event.edit.length = rng.pick([0, 1, 2, -1, 1000, Int32.max])
        withUnsafeMutableBytes(of: &event.edit.text) { buffer in
          for (index, byte) in bytes.prefix(buffer.count).enumerated() { buffer[index] = byte }
        }
      }
    case 82..<92:
      event.type = SDL_WINDOWEVENT.rawValue
      event.window.windowID = windowID
      let kinds: [SDL_WindowEventID] = [
        SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_FOCUS_GAINED,
        SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_MINIMIZED,
        SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_DISPLAY_CHANGED,
        SDL_WINDOWEVENT_CLOSE,
      ]
      event.window.event = UInt8(rng.pick(kinds).rawValue)
      event.window.data1 = rng.pick([0, -1, 640, 100_000, Int32.min])
      event.window.data2 = rng.pick([0, -1, 400, 100_000, Int32.max])
    default:
      event.type =
        rng.chance(0.5)
        ? rng.pick([SDL_QUIT, SDL_USEREVENT, SDL_JOYAXISMOTION, SDL_FINGERDOWN, SDL_DROPFILE]).rawValue
        : UInt32.random(in: 0...UInt32.max, using: &rng)
    }
    return event
  }
}
