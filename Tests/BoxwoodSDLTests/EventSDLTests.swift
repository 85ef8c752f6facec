import Boxwood
import CSDL2
import Testing

@testable import BoxwoodSDL

/// A focusable view that takes text: it records keys, committed text and compositions, and passes
/// every key on (so Tab still moves focus).
@MainActor
private final class TypingField: View {
  var keys: [Key] = []
  var text = ""
  var marked: [(String, Range<Int>)] = []

  init(_ name: String, frame: Rect) {
    super.init(frame: frame)
    debugName = name
    accessibilityLabel = name
  }
  override var canBecomeFirstResponder: Bool { true }
  override var acceptsTextInput: Bool { true }
  override var cursor: Cursor? { .iBeam }
  override var textInputRect: Rect? { Rect(x: 4, y: 2, width: 2, height: bounds.height - 4) }
  override func keyDown(_ event: KeyEvent) {
    keys.append(event.key)
    super.keyDown(event)
  }
  override func insertText(_ text: String) { self.text += text }
  override func setMarkedText(_ text: String, selection: Range<Int>) { marked.append((text, selection)) }
}

/// A focusable control that counts its activations and shows a pointing hand.
@MainActor
private final class PushButton: Control {
  var taps = 0
  override init(frame: Rect) {
    super.init(frame: frame)
    addAction(for: .primaryActionTriggered) { control in (control as? PushButton)?.taps += 1 }
  }
  override var cursor: Cursor? { .pointingHand }
}

/// An SDL window with two fields, a button and a scroll view, and helpers to push raw SDL events at it.
@MainActor
private struct EventFixture {
  let app: Application
  let host: WindowHost
  let window: Window
  let name = TypingField("name", frame: Rect(x: 20, y: 20, width: 200, height: 30))
  let password = TypingField("password", frame: Rect(x: 20, y: 60, width: 200, height: 30))
  let button = PushButton(frame: Rect(x: 20, y: 110, width: 120, height: 36))
  let scrollView = ScrollView(frame: Rect(x: 240, y: 20, width: 120, height: 150))

  init() throws {
    app = try Application()
    window = Window(title: "Boxwood events", size: Size(width: 380, height: 200))
    for view in [name, password, button, scrollView] as [View] { window.rootView.addSubview(view) }
    scrollView.contentSize = Size(width: 120, height: 600)
    host = try app.open(window)
    pump()
  }

  /// Runs the loop until the queue is empty (a few iterations: the window's own events come first).
  func pump() {
    for _ in 0..<4 { app.runOnce(timeout: 0) }
  }

  func push(_ event: SDL_Event) {
    var copy = event
    #expect(SDL_PushEvent(&copy) == 1, "SDL_PushEvent: \(BoxwoodSDLError.sdlError)")
  }

  func click(_ x: Int32, _ y: Int32) {
    push(mouseButton(down: true, x, y))
    push(mouseButton(down: false, x, y))
    pump()
  }

  func mouseButton(down: Bool, _ x: Int32, _ y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.button.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
    event.button.windowID = host.windowID
    event.button.which = 0
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    event.button.clicks = 1
    event.button.x = x
    event.button.y = y
    return event
  }

  func motion(_ x: Int32, _ y: Int32) {
    var event = SDL_Event()
    event.motion.type = SDL_MOUSEMOTION.rawValue
    event.motion.windowID = host.windowID
    event.motion.x = x
    event.motion.y = y
    push(event)
    pump()
  }

  func wheel(_ x: Int32, _ y: Int32, notches: Int32) {
    var event = SDL_Event()
    event.wheel.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.windowID = host.windowID
    event.wheel.y = notches
    event.wheel.preciseY = Float(notches)
    event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    event.wheel.mouseX = x
    event.wheel.mouseY = y
    push(event)
    pump()
  }

  func key(_ code: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
    for down in [true, false] {
      var event = SDL_Event()
      event.key.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
      event.key.windowID = host.windowID
      event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      event.key.keysym.sym = SDL_Keycode(code.rawValue)
      event.key.keysym.scancode = SDL_GetScancodeFromKey(SDL_Keycode(code.rawValue))
      event.key.keysym.mod = UInt16(modifiers.rawValue)
      push(event)
    }
    pump()
  }

  /// An SDL_TEXTINPUT event carrying raw bytes (at most 31, zero-terminated as SDL does).
  func textInput(_ bytes: [UInt8]) {
    var event = SDL_Event()
    event.text.type = SDL_TEXTINPUT.rawValue
    event.text.windowID = host.windowID
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      let count = min(bytes.count, buffer.count - 1)
      for index in 0..<count { buffer[index] = bytes[index] }
      buffer[count] = 0
    }
    push(event)
    pump()
  }

  /// An SDL_TEXTEDITING event: the composition so far and its caret (start, length in characters).
  func textEditing(_ text: String, start: Int32, length: Int32) {
    var event = SDL_Event()
    event.edit.type = SDL_TEXTEDITING.rawValue
    event.edit.windowID = host.windowID
    event.edit.start = start
    event.edit.length = length
    let bytes = Array(text.utf8)
    withUnsafeMutableBytes(of: &event.edit.text) { buffer in
      let count = min(bytes.count, buffer.count - 1)
      for index in 0..<count { buffer[index] = bytes[index] }
      buffer[count] = 0
    }
    push(event)
    pump()
  }

  var textInputIsActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }
}

/// Real SDL events pushed into a real SDL window (Xvfb in CI) reach the views through the event
/// translation, the application's routing and the window's dispatch. Skipped without a display.
@Suite(
  "SDL events", .serialized, .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct EventSDLTests {
  @Test("clicks hit the view under the pointer and focus it; text input follows focus")
  func clicksFocusAndTextInput() throws {
    let fixture = try EventFixture()
    #expect(!fixture.textInputIsActive)
    fixture.click(60, 35)
    #expect(fixture.window.firstResponder === fixture.name)
    #expect(fixture.textInputIsActive)
    fixture.click(60, 120)
    #expect(fixture.button.taps == 1)
    #expect(fixture.window.firstResponder === fixture.button)
    #expect(!fixture.textInputIsActive)
    // A click outside every view changes nothing.
    fixture.click(200, 190)
    #expect(fixture.window.firstResponder === fixture.button)
    #expect(fixture.button.taps == 1)
  }

  @Test("keys reach the first responder; Tab and Shift-Tab move focus, turning text input on and off")
  func keysAndTab() throws {
    let fixture = try EventFixture()
    fixture.click(60, 35)
    fixture.key(SDLK_a)
    fixture.key(SDLK_LEFT)
    #expect(fixture.name.keys == [.character("a"), .left])
    fixture.key(SDLK_TAB)
    #expect(fixture.window.firstResponder === fixture.password)
    #expect(fixture.name.keys.last == .tab)
    #expect(fixture.textInputIsActive)
    fixture.key(SDLK_TAB)
    #expect(fixture.window.firstResponder === fixture.button)
    #expect(!fixture.textInputIsActive)
    fixture.key(SDLK_TAB, modifiers: KMOD_LSHIFT)
    #expect(fixture.window.firstResponder === fixture.password)
    #expect(fixture.textInputIsActive)
    #expect(fixture.password.keys == [.tab])
  }

  @Test("committed text arrives as UTF-8; invalid bytes become U+FFFD with a warning")
  func textInputDecoding() throws {
    let fixture = try EventFixture()
    fixture.click(60, 35)
    fixture.textInput(Array("héllo ✓".utf8))
    #expect(fixture.name.text == "héllo ✓")
    let (_, collector) = Diagnostics.collect { fixture.textInput([0x61, 0xFF, 0xC3, 0x62]) }
    #expect(fixture.name.text == "héllo ✓a\u{FFFD}\u{FFFD}b")
    #expect(collector.warnings.contains { $0.contains("invalid UTF-8") })
    // With no text-taking view focused, text goes nowhere.
    fixture.click(60, 120)
    fixture.textInput(Array("lost".utf8))
    #expect(!fixture.name.text.hasSuffix("lost") && !fixture.password.text.hasSuffix("lost"))
  }

  @Test("text editing (IME composition) reaches the focused field with its caret, then the commit")
  func textEditing() throws {
    let fixture = try EventFixture()
    fixture.click(60, 75)
    fixture.textEditing("にほ", start: 2, length: 0)
    fixture.textEditing("日本", start: 0, length: 2)
    fixture.textEditing("", start: 0, length: 0)
    fixture.textInput(Array("日本".utf8))
    #expect(fixture.password.marked.map(\.0) == ["にほ", "日本", ""])
    #expect(fixture.password.marked.map(\.1) == [2..<2, 0..<2, 0..<0])
    #expect(fixture.password.text == "日本")
    // Out-of-range carets from a confused input method are clamped to the text.
    fixture.textEditing("かな", start: 9, length: 40)
    #expect(fixture.password.marked.last?.1 == 2..<2)
  }

  @Test("a field focused by code before the first frame gets text input at once")
  func textInputFollowsProgrammaticFocus() throws {
    let fixture = try EventFixture()
    #expect(fixture.password.becomeFirstResponder())
    fixture.pump()
    #expect(fixture.textInputIsActive)
    fixture.password.resignFirstResponder()
    fixture.pump()
    #expect(!fixture.textInputIsActive)
  }

  @Test("the cursor follows the view under the pointer, through SDL_SetCursor")
  func cursorFollowsPointer() throws {
    let fixture = try EventFixture()
    fixture.motion(60, 35)
    #expect(fixture.window.cursor == .iBeam)
    #expect(SDL_GetCursor() == WindowHost.systemCursor(.iBeam))
    fixture.motion(60, 120)
    #expect(fixture.window.cursor == .pointingHand)
    #expect(SDL_GetCursor() == WindowHost.systemCursor(.pointingHand))
    fixture.motion(200, 190)
    #expect(fixture.window.cursor == .arrow)
    #expect(SDL_GetCursor() == WindowHost.systemCursor(.arrow))
  }

  @Test("a cursor SDL no longer knows (the game restarted SDL's video) is made again, not shown stale")
  func staleCursorIsRemade() throws {
    let fixture = try EventFixture()
    fixture.motion(200, 190)
    // What SDL_VideoQuit leaves behind: a cached pointer that is in none of SDL's cursor lists (SDL compares
    // it by address and refuses it; it is never read).
    let stale = try #require(OpaquePointer(bitPattern: 0x10))
    let saved = WindowHost.cursors
    WindowHost.cursors[.iBeam] = stale
    defer { if WindowHost.cursors[.iBeam] == stale { WindowHost.cursors = saved } }
    fixture.motion(60, 35)
    #expect(fixture.window.cursor == .iBeam)
    let shown = SDL_GetCursor()
    #expect(shown != stale)
    #expect(shown == WindowHost.cursors[.iBeam])
    #expect(shown != WindowHost.systemCursor(.arrow))
  }

  @Test("the wheel scrolls the scroll view under the pointer (towards the user shows what is below)")
  func wheelScrolls() throws {
    let fixture = try EventFixture()
    // Somewhere else first: the event's own position counts, not where SDL last saw the mouse.
    fixture.motion(60, 35)
    fixture.wheel(300, 100, notches: -2)
    #expect(fixture.scrollView.contentOffset.y == 80)
    fixture.wheel(300, 100, notches: 1)
    #expect(fixture.scrollView.contentOffset.y == 40)
    // Over the fields the wheel scrolls nothing.
    fixture.wheel(60, 35, notches: -1)
    #expect(fixture.scrollView.contentOffset.y == 40)
  }

  @Test("the SDL clipboard round-trips text (skipped when the X clipboard is unavailable)")
  func clipboardRoundTrip() throws {
    let fixture = try EventFixture()
    #expect(fixture.window.clipboard is SDLClipboard)
    let clipboard = fixture.window.clipboard
    let text = "Boxwood ✓ clipboard \(Int.random(in: 1000...9999))"
    let (_, collector) = Diagnostics.collect { clipboard.string = text }
    if let refusal = collector.warnings.first {
      try Test.cancel("the X clipboard is unavailable under this display: \(refusal)")
    }
    #expect(SDL_HasClipboardText() == SDL_TRUE)
    #expect(clipboard.string == text)
    // Another reader (SDL itself) sees the same text.
    let raw = SDL_GetClipboardText()
    defer { SDL_free(raw) }
    #expect(raw.map { String(cString: $0) } == text)
    clipboard.string = nil
    #expect(clipboard.string == nil || clipboard.string == "")
  }
}
