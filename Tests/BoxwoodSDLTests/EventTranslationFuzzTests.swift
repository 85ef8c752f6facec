import Boxwood
import CSDL2
import GameOverlayKit
import SeededRandom
import Testing

@testable import BoxwoodSDL

/// Seeded fuzzing of SDL event translation: raw bytes over the whole `SDL_Event` union and every SDL 2.26
/// event type with extreme fields, translated directly and then handled by a game's guest host and by a
/// desktop window, so that dispatch runs too. Nothing may crash, every point must be finite, text must be
/// the event's bytes (repaired only where they are not UTF-8) and selections must lie in the text. A
/// failing seed and event are printed; `BOXWOOD_FUZZ_SEEDS=N` runs N seeds.
@Suite("SDL event translation fuzzing", .serialized)
@MainActor
struct EventTranslationFuzzTests {
  nonisolated static let seeds = SeededGenerator.seeds(count: 4)

  @Test("random bytes and extreme fields translate to finite points and valid text", arguments: seeds)
  func translation(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let (_, report) = Diagnostics.collect {
      for step in 0..<20_000 {
        let event =
          rng.chance(0.5)
          ? RawEvents.bytes(&rng) : RawEvents.extreme(rng.pick(RawEvents.types), windowIDs: [1], &rng)
        if let failure = Self.check(event) {
          Issue.record("seed \(seed), step \(step), \(Self.describe(event)): \(failure)")
          return
        }
      }
    }
    let unexpected = report.warnings.filter { !Self.isExpected($0) }
    #expect(unexpected.isEmpty, "seed \(seed): \(unexpected.prefix(3))")
  }

  @Test("a game's guest host takes random and extreme events; its frames stay finite", arguments: seeds)
  func guestHost(seed: UInt64) throws {
    let game = try HeadlessGame(size: Size(width: 640, height: 400), seed: seed)
    let overlay = game.overlay
    var rng = SeededGenerator(seed: seed)
    var time = 0.0
    let (_, report) = Diagnostics.collect {
      for step in 0..<3000 {
        let event = Self.mixed(&rng, windowIDs: [0, 1])
        let keep = GameHostFuzzTests.check(event, on: overlay.host, step: step)
        if let failure = keep() ?? Self.checkViews(overlay.host.window) {
          Issue.record("seed \(seed), step \(step), \(Self.describe(event)): \(failure)")
          return
        }
        guard rng.chance(0.1) else { continue }
        time += 0.02
        overlay.beginFrame(at: time)
        overlay.update(at: time)
        overlay.render()
        if let failure = GameHostFuzzTests.checkFrame(overlay.host, renderer: overlay.renderer, rng: &rng) {
          Issue.record("seed \(seed), step \(step): \(failure)")
          return
        }
      }
    }
    let unexpected = report.warnings.filter { !Self.isExpected($0) }
    #expect(unexpected.isEmpty, "seed \(seed): \(unexpected.prefix(3))")
  }

  @Test(
    "a desktop window takes random and extreme events with a focused field and a scroll view",
    .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"), arguments: seeds)
  func desktopWindow(seed: UInt64) throws {
    let app = try Application()
    let window = Window(title: "Boxwood event fuzzing", size: Size(width: 400, height: 300))
    let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 30))
    let scroll = ScrollView(frame: Rect(x: 240, y: 20, width: 140, height: 200))
    scroll.contentSize = Size(width: 600, height: 2000)
    let button = Button(frame: Rect(x: 20, y: 70, width: 120, height: 36))
    for view in [field, scroll, button] as [View] { window.rootView.addSubview(view) }
    let host = try app.open(window)
    defer { app.close(window) }
    var rng = SeededGenerator(seed: seed)
    let (_, report) = Diagnostics.collect {
      for step in 0..<3000 {
        if rng.chance(0.05) { window.makeFirstResponder(field) }
        let event = Self.mixed(&rng, windowIDs: [host.windowID])
        // A window closed by a random close event would end the test: the window's own close is tested
        // elsewhere.
        if event.type == SDL_WINDOWEVENT.rawValue && event.window.event == SDL_WINDOWEVENT_CLOSE.rawValue {
          continue
        }
        host.host.handle(event)
        let offset = scroll.contentOffset
        if let failure = Self.checkViews(window)
          ?? (offset.x.isFinite && offset.y.isFinite ? nil : "content offset \(offset)")
          ?? (field.text.contains("\0") ? "the field holds a NUL: \(String(reflecting: field.text))" : nil)
        {
          Issue.record("seed \(seed), step \(step), \(Self.describe(event)): \(failure)")
          return
        }
        if rng.chance(0.05) { host.renderFrame() }
      }
    }
    let unexpected = report.warnings.filter { !Self.isExpected($0) }
    #expect(unexpected.isEmpty, "seed \(seed): \(unexpected.prefix(3))")
  }

  @Test("regression: a wheel event with a NaN or infinite precise delta scrolls by its notches on that axis")
  func nonFiniteWheelDelta() {
    // Found by `translation` (seed 1): the scroll delta was (-20, nan), which a scroll view then ignored
    // whole, losing the axis that was fine too.
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.preciseX = -0.5
    event.wheel.preciseY = .nan
    event.wheel.y = 2
    event.wheel.mouseX = 10
    let (translated, report) = Diagnostics.collect { EventTranslation.translate(event) }
    guard case .scroll(let scroll)? = translated?.event else {
      Issue.record("not a scroll: \(String(describing: translated))")
      return
    }
    #expect(scroll.delta == Point(x: -20, y: -80))
    #expect(scroll.location == Point(x: 10, y: 0))
    #expect(report.warnings.count == 1 && report.warnings[0].contains("non-finite precise delta (nan)"))
    event.wheel.preciseX = -.infinity
    event.wheel.x = -1
    event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
    let flipped = Diagnostics.collect { EventTranslation.translate(event) }.0
    guard case .scroll(let again)? = flipped?.event else { return }
    #expect(again.delta == Point(x: 40, y: 80))
    // The fuzzer's own input, replayed.
    let bytes: [UInt8] = [
      3, 4, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0x29, 0xb8, 0x3b, 0x7f, 0, 0, 0, 0xff, 0x9b, 2, 0, 0, 1,
      0,
      0, 0, 0, 0, 0, 0x3f, 0, 0, 0xc0, 0x7f, 0, 0, 0, 0xff, 0xc0, 1, 0, 0, 0xe0, 0xf6, 3, 0xc6, 0xb0, 0x5c,
      0x91,
      0x98, 0x4b, 0x53, 0x11, 0xc1,
    ]
    var found = SDL_Event()
    withUnsafeMutableBytes(of: &found) { RawEvents.copy(bytes, into: $0) }
    #expect(Diagnostics.collect { Self.check(found) }.0 == nil)
  }

  @Test(
    "regression: a composition's caret and selection count SDL's scalars, not characters",
    arguments: [
      // (text, start, length, expected characters)
      ("x\u{301}y", 2, 0, 1..<1), ("x\u{301}y", 2, 1, 1..<2), ("x\u{301}y", 1, 0, 0..<0),
      ("x\u{301}y", 1, 1, 0..<1), ("👍🏽a", 2, 1, 1..<2), ("👍🏽a", 1, 2, 0..<2), ("日本", 2, 0, 2..<2),
      ("日本", 0, 2, 0..<2), ("ab", -5, 100, 0..<2), ("ab", Int32.max, Int32.max, 2..<2),
      ("ab", Int32.min, Int32.min, 0..<0), ("", 3, 3, 0..<0),
    ] as [(String, Int32, Int32, Range<Int>)])
  func compositionSelectionInScalars(text: String, start: Int32, length: Int32, expected: Range<Int>) {
    // Found by reading the translation while writing the fuzzer: SDL's IBus support counts the caret in
    // UTF-8 characters (scalars); "x" + U+0301 + "y" with the caret before "y" (2) put it after "y".
    var event = SDL_Event()
    event.type = SDL_TEXTEDITING.rawValue
    event.edit.start = start
    event.edit.length = length
    withUnsafeMutableBytes(of: &event.edit.text) { RawEvents.copy(Array(text.utf8), into: $0) }
    guard case .textComposition(let composed, let selection)? = EventTranslation.translate(event)?.event
    else {
      Issue.record("not a composition")
      return
    }
    #expect(composed == text)
    #expect(selection == expected)
  }

  // MARK: Helpers

  /// The warnings random input may cause: text that is not UTF-8 and a NaN or infinite wheel delta, each
  /// named and repaired.
  static func isExpected(_ warning: String) -> Bool {
    warning.contains("invalid UTF-8") || warning.contains("non-finite precise delta")
  }

  /// Raw bytes, extreme fields or a sensible event (the GameHost fuzzer's), a third each.
  static func mixed(_ rng: inout SeededGenerator, windowIDs: [UInt32]) -> SDL_Event {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return RawEvents.bytes(&rng)
    case 1: return RawEvents.extreme(rng.pick(RawEvents.types), windowIDs: windowIDs, &rng)
    default: return GameHostFuzzTests.randomEvent(&rng)
    }
  }

  /// What is wrong with the translation of `event` (nil: nothing).
  static func check(_ event: SDL_Event) -> String? {
    guard let (_, translated) = EventTranslation.translate(event) else {
      let input = RawEvents.inputTypes.contains(event.type)
      let touch = event.button.which == UInt32.max && event.type != SDL_MOUSEWHEEL.rawValue
      return input && !touch ? "an input event was not translated" : nil
    }
    switch translated {
    case .pointer(let pointer):
      guard pointer.location.isFinite, pointer.timestamp.isFinite else { return "pointer \(pointer)" }
      guard pointer.clickCount >= 0 else { return "click count \(pointer.clickCount)" }
    case .scroll(let scroll):
      guard scroll.location.isFinite, scroll.delta.isFinite, scroll.timestamp.isFinite else {
        return "scroll by \(scroll.delta) at \(scroll.location)"
      }
    case .key(let key):
      if case .character(let character) = key.key,
        !(33...126).contains(character.asciiValue ?? 0) || character.isUppercase
      {
        return "key character \(String(reflecting: character))"
      }
      if case .function(let number) = key.key, !(1...12).contains(number) { return "function key \(number)" }
    case .textInput(let text):
      return checkText(text, of: event)
    case .textComposition(let text, let selection):
      if let failure = checkText(text, of: event) { return failure }
      guard selection.lowerBound >= 0, selection.upperBound <= text.count else {
        return "selection \(selection) in \(text.count) characters"
      }
    case .windowFocus:
      return "window focus from translation"
    }
    return nil
  }

  /// The text of a text event is its bytes up to the NUL, exactly when they are UTF-8.
  static func checkText(_ text: String, of event: SDL_Event) -> String? {
    let (bytes, valid) = RawEvents.expectedText(event)
    if let valid {
      return text == valid ? nil : "text \(String(reflecting: text)), not \(String(reflecting: valid))"
    }
    // Scalars: U+FFFD may combine with a mark that follows it into another Character.
    guard text.unicodeScalars.contains("\u{FFFD}"), !text.contains("\0"), text.utf8.count <= bytes.count * 3
    else {
      return "invalid bytes \(bytes) became \(String(reflecting: text))"
    }
    return nil
  }

  /// Every view's frame and bounds are finite.
  static func checkViews(_ window: Window) -> String? {
    var stack = [window.rootView]
    while let view = stack.popLast() {
      let f = view.frame
      let b = view.bounds
      guard [f.minX, f.minY, f.width, f.height, b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite)
      else {
        return "\(view.shortDescription) has frame \(f), bounds \(b)"
      }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }

  /// The event's type and bytes, to replay it.
  static func describe(_ event: SDL_Event) -> String {
    var copy = event
    let bytes = withUnsafeBytes(of: &copy) { $0.map { String($0, radix: 16) }.joined(separator: " ") }
    return "type 0x\(String(event.type, radix: 16)), bytes [\(bytes)]"
  }
}

extension Point {
  fileprivate var isFinite: Bool { x.isFinite && y.isFinite }
}
