import Boxwood
import BoxwoodTesting
import Testing

/// A window 400×100 holding one text field at (10, 10), 200×30, in 10-point text (5 points a grapheme
/// with the approximate measurer), so the boundary before grapheme `i` is at window x 18 + 5i.
@MainActor
struct FieldFixture {
  let window: Window
  let field: TextField
  let driver: UIDriver
  /// Every control event the field sent, in order.
  var events: [String] { log.entries }
  private let log = FieldEventLog()

  init(_ text: String = "", width: Double = 200, placeholder: String = "Name") {
    field = TextField(placeholder: placeholder, text: text)
    field.font = tenPoint
    field.frame = Rect(x: 10, y: 10, width: width, height: 30)
    window = makeWindow(width: 400, height: 100)
    window.rootView.addSubview(field)
    driver = UIDriver(window)
    log.watch(field)
  }

  /// The window point on the boundary before grapheme `index` (text unscrolled and left-aligned).
  func point(_ index: Int) -> Point { Point(x: 18 + 5 * Double(index), y: 25) }

  /// Clicks into the field (focusing it) with the caret ending at `index`.
  func click(_ index: Int, count: Int = 1, modifiers: KeyModifiers = []) {
    driver.click(at: point(index), count: count, modifiers: modifiers)
  }

  /// Focuses the field with the caret at the end.
  func focusAtEnd() {
    field.becomeFirstResponder()
    driver.press(.end)
  }

  /// The text of the frame's text commands, joined (the field draws its text as several runs).
  func drawnText() -> String { window.makeDisplayList().textRuns.map(\.text).joined() }
}

/// Records a field's control events by name.
@MainActor
final class FieldEventLog {
  var entries: [String] = []

  func watch(_ field: TextField) {
    let names: [(ControlEvent, String)] = [
      (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.valueChanged, "value"),
      (.editingDidEnd, "end"), (.editingDidEndOnExit, "exit"), (.primaryActionTriggered, "action"),
    ]
    for (event, name) in names {
      field.addAction(for: event) { [unowned self] _ in entries.append(name) }
    }
  }
}

@Suite("TextField: typing, selection, navigation, graphemes")
@MainActor
struct TextFieldTests {
  // MARK: Typing and semantics

  @Test("typed text goes in at the caret, and the field describes itself")
  func typing() {
    let fixture = FieldFixture()
    let field = fixture.field
    #expect(field.accessibilityLabel == "Name")
    #expect(field.accessibilityRole == .textField)
    #expect(field.cursor == .iBeam)
    fixture.click(0)
    #expect(field.isFirstResponder)
    #expect(fixture.window.wantsTextInput)
    fixture.driver.type("alice")
    #expect(field.text == "alice")
    #expect(field.selectedRange == 5..<5)
    #expect(field.accessibilityValue == "alice")
    fixture.driver.press(.left)
    fixture.driver.press(.left)
    fixture.driver.type("X")
    #expect(field.text == "aliXce")
    #expect(field.selectedRange == 4..<4)
  }

  @Test("the driver finds a field by its placeholder, and an explicit label wins")
  func findByPlaceholder() throws {
    let fixture = FieldFixture(placeholder: "Username")
    #expect(try fixture.driver.find("Username", role: .textField) === fixture.field)
    fixture.field.accessibilityLabel = "User"
    #expect(try fixture.driver.find("User") === fixture.field)
  }

  @Test("the placeholder shows only while the field is empty, in the secondary colour")
  func placeholder() {
    let fixture = FieldFixture()
    var texts = fixture.window.makeDisplayList().commands.compactMap { command -> (String, Color)? in
      guard case .text(let text, _, let color, _) = command else { return nil }
      return (text, color)
    }
    #expect(texts.map(\.0) == ["Name"])
    #expect(texts.first?.1 == fixture.window.theme.secondaryText)
    fixture.field.text = "Bob"
    texts = fixture.window.makeDisplayList().commands.compactMap { command -> (String, Color)? in
      guard case .text(let text, _, let color, _) = command else { return nil }
      return (text, color)
    }
    #expect(texts.map(\.0) == ["Bob"])
    #expect(texts.first?.1 == fixture.window.theme.text)
  }

  @Test("setting text puts the caret at the end, sends nothing, and makes line breaks spaces")
  func programmaticText() {
    let fixture = FieldFixture()
    fixture.field.text = "one\ntwo\r\nthree"
    #expect(fixture.field.text == "one two three")
    #expect(fixture.field.selectedRange == 13..<13)
    #expect(fixture.events.isEmpty)
  }

  // MARK: Mouse selection

  @Test("a click places the caret at the nearest boundary, a drag selects, Shift-click extends")
  func mouseSelection() {
    let fixture = FieldFixture("hello world")
    let field = fixture.field
    fixture.click(3)
    #expect(field.selectedRange == 3..<3)
    // Just past the middle of grapheme 6 rounds to the boundary after it.
    fixture.driver.click(at: Point(x: 18 + 5 * 6 + 3, y: 25))
    #expect(field.selectedRange == 7..<7)
    fixture.driver.drag(from: fixture.point(2), to: fixture.point(8))
    #expect(field.selectedRange == 2..<8)
    #expect(field.selectedText == "llo wo")
    fixture.click(10, modifiers: .shift)
    #expect(field.selectedRange == 2..<10)
    // Dragging backwards selects backwards; Shift-click then moves the moving end.
    fixture.driver.drag(from: fixture.point(9), to: fixture.point(4))
    #expect(field.selectedRange == 4..<9)
    fixture.click(1, modifiers: .shift)
    #expect(field.selectedRange == 1..<9)
    // Clicking past the end puts the caret at the end.
    fixture.driver.click(at: Point(x: 190, y: 25))
    #expect(field.selectedRange == 11..<11)
  }

  @Test("a double click selects a word, a triple click everything; a double-click drag goes by words")
  func multiClicks() {
    let fixture = FieldFixture("one two, three")
    let field = fixture.field
    fixture.driver.click(at: Point(x: 18 + 5 * 5 + 1, y: 25), count: 2)
    #expect(field.selectedText == "two")
    // On the comma: the punctuation alone; on the space: the spaces.
    fixture.driver.click(at: Point(x: 18 + 5 * 7 + 2, y: 25), count: 2)
    #expect(field.selectedText == ",")
    fixture.driver.click(at: Point(x: 18 + 5 * 3 + 2, y: 25), count: 2)
    #expect(field.selectedText == " ")
    fixture.driver.click(at: fixture.point(5), count: 3)
    #expect(field.selectedRange == 0..<14)
    // Double-click on "two" and drag into "three": whole words.
    let start = Point(x: 18 + 5 * 5 + 1, y: 25)
    fixture.driver.click(at: start)
    fixture.driver.time += 0.1
    let at = fixture.driver.time
    fixture.window.dispatch(.pointer(PointerEvent(.down, at: start, clickCount: 1, timestamp: at)))
    fixture.window.dispatch(
      .pointer(PointerEvent(.dragged, at: Point(x: 18 + 5 * 11, y: 25), timestamp: at + 0.01)))
    fixture.window.dispatch(
      .pointer(PointerEvent(.up, at: Point(x: 18 + 5 * 11, y: 25), timestamp: at + 0.02)))
    #expect(field.selectedText == "two, three")
  }

  // MARK: Keyboard selection and navigation

  @Test("Shift with arrows, Home and End selects; arrows collapse a selection; Control-A selects all")
  func keyboardSelection() {
    let fixture = FieldFixture("abcdef")
    let field = fixture.field
    let driver = fixture.driver
    fixture.click(3)
    driver.press(.right, .shift)
    driver.press(.right, .shift)
    #expect(field.selectedRange == 3..<5)
    driver.press(.left, .shift)
    #expect(field.selectedRange == 3..<4)
    driver.press(.left, .shift)
    driver.press(.left, .shift)
    #expect(field.selectedRange == 2..<3)
    driver.press(.home, .shift)
    #expect(field.selectedRange == 0..<3)
    driver.press(.end, .shift)
    #expect(field.selectedRange == 3..<6)
    driver.press(.left)
    #expect(field.selectedRange == 3..<3)
    driver.press(.home)
    #expect(field.selectedRange == 0..<0)
    driver.press(.end)
    #expect(field.selectedRange == 6..<6)
    driver.shortcut("a")
    #expect(field.selectedRange == 0..<6)
    driver.press(.right)
    #expect(field.selectedRange == 6..<6)
    driver.press(.up, .shift)
    #expect(field.selectedRange == 0..<6)
    driver.press(.down)
    #expect(field.selectedRange == 6..<6)
  }

  @Test("Control-arrows jump by words; Control-Backspace and Control-Delete delete words")
  func wordJumps() {
    let fixture = FieldFixture("foo bar_baz, qux")
    let field = fixture.field
    let driver = fixture.driver
    fixture.focusAtEnd()
    driver.press(.left, .control)
    #expect(field.selectedRange == 13..<13)
    driver.press(.left, .control)
    #expect(field.selectedRange == 4..<4)
    driver.press(.left, .control)
    #expect(field.selectedRange == 0..<0)
    driver.press(.left, .control)
    #expect(field.selectedRange == 0..<0)
    driver.press(.right, .control)
    #expect(field.selectedRange == 3..<3)
    driver.press(.right, .control)
    #expect(field.selectedRange == 11..<11)
    driver.press(.right, [.control, .shift])
    #expect(field.selectedRange == 11..<16)
    driver.press(.end)
    driver.press(.backspace, .control)
    #expect(field.text == "foo bar_baz, ")
    driver.press(.backspace, .control)
    #expect(field.text == "foo ")
    driver.press(.home)
    driver.press(.delete, .control)
    #expect(field.text == " ")
  }

  // MARK: Grapheme clusters

  @Test(
    "Backspace and Delete remove whole grapheme clusters",
    arguments: ["👩‍👩‍👧", "e\u{301}", "🇫🇷", "👍🏽", "🏳️‍🌈", "각", "\u{1100}\u{1161}\u{11A8}"])
  func graphemes(_ cluster: String) {
    let fixture = FieldFixture("a\(cluster)b\(cluster)")
    let field = fixture.field
    #expect(field.text.count == 4)
    fixture.focusAtEnd()
    fixture.driver.press(.backspace)
    #expect(field.text == "a\(cluster)b")
    fixture.driver.press(.left)
    #expect(field.selectedRange == 2..<2)
    fixture.driver.press(.left, .shift)
    #expect(field.selectedText == cluster)
    fixture.driver.press(.right)
    fixture.driver.press(.home)
    fixture.driver.press(.right)
    fixture.driver.press(.delete)
    #expect(field.text == "ab")
  }

  @Test("a combining mark typed after a letter joins it, and undo takes it off again")
  func combiningMarkTyped() {
    let fixture = FieldFixture("cafe")
    fixture.focusAtEnd()
    fixture.window.dispatch(.textInput("\u{301}"))
    #expect(fixture.field.text == "cafe\u{301}")
    #expect(fixture.field.selectedRange == 4..<4)
    fixture.driver.press(.backspace)
    #expect(fixture.field.text == "caf")
    fixture.driver.shortcut("z")
    #expect(fixture.field.text == "cafe\u{301}")
    fixture.driver.shortcut("z")
    #expect(fixture.field.text == "cafe")
  }

  @Test("flags pair up by regional indicators, and each flag is one step of the caret")
  func flags() {
    let fixture = FieldFixture("🇯🇵🇰🇷🇩🇪")
    fixture.focusAtEnd()
    #expect(fixture.field.selectedRange == 3..<3)
    fixture.driver.press(.left)
    fixture.driver.press(.backspace)
    #expect(fixture.field.text == "🇯🇵🇩🇪")
  }

  // MARK: Scrolling and alignment

  @Test("text wider than the field scrolls to keep the caret in view, and only visible runs are drawn")
  func scrolling() {
    let fixture = FieldFixture(width: 100)
    let field = fixture.field
    fixture.field.becomeFirstResponder()
    let words = (0..<40).map { "w\($0 % 10)" }.joined(separator: " ")
    fixture.driver.type(words)
    #expect(field.text == words)
    func caretInside() -> Bool {
      guard let caret = fixture.window.textInputRect else { return false }
      return caret.minX >= 10 + 8 - 1 && caret.maxX <= 110 - 8 + 1
    }
    #expect(caretInside())
    var runs = fixture.window.makeDisplayList().textRuns
    #expect(runs.count < 10)
    #expect(runs.last.map { words.hasSuffix($0.text) } == true)
    fixture.driver.press(.home)
    #expect(caretInside())
    runs = fixture.window.makeDisplayList().textRuns
    #expect(runs.first?.text == "w0 ")
    #expect(runs.first?.origin.x == 18)
    // Jump to the middle: still in view.
    for _ in 0..<50 { fixture.driver.press(.right) }
    #expect(caretInside())
    fixture.driver.press(.end)
    #expect(caretInside())
    // Deleting everything scrolls back.
    fixture.driver.shortcut("a")
    fixture.driver.press(.backspace)
    fixture.driver.type("x")
    #expect(fixture.window.makeDisplayList().textRuns.first?.origin.x == 18)
  }

  @Test("alignment: natural is right in a right-to-left layout; centre and right align text that fits")
  func alignment() {
    let fixture = FieldFixture("abcd")
    #expect(fixture.window.makeDisplayList().textRuns.first?.origin.x == 18)
    fixture.field.semanticContentAttribute = .forceRightToLeft
    // Field right edge 210, inset 8: the 20-point text ends at 202.
    #expect(fixture.window.makeDisplayList().textRuns.first?.origin.x == 182)
    fixture.field.text = ""
    #expect(fixture.window.makeDisplayList().textRuns.first?.origin.x == 182)
    fixture.field.text = "abcd"
    fixture.field.semanticContentAttribute = .unspecified
    fixture.field.textAlignment = .center
    // (184 − 20) / 2 = 82 points in.
    #expect(fixture.window.makeDisplayList().textRuns.first?.origin.x == 100)
    fixture.field.textAlignment = .right
    #expect(fixture.window.makeDisplayList().textRuns.first?.origin.x == 182)
  }

  @Test("in a right-to-left field a click still finds the grapheme under the pointer")
  func rightToLeftClick() {
    let fixture = FieldFixture("abcd")
    fixture.field.semanticContentAttribute = .forceRightToLeft
    fixture.driver.click(at: Point(x: 182 + 5, y: 25))
    #expect(fixture.field.selectedRange == 1..<1)
  }

  // MARK: Secure entry and disabled fields

  @Test("a secure field draws a bullet per grapheme and never exposes its text")
  func secureEntry() {
    let fixture = FieldFixture("pa👩‍👩‍👧ss")
    let field = fixture.field
    field.isSecureTextEntry = true
    #expect(field.accessibilityRole == .secureTextField)
    #expect(field.accessibilityValue == nil)
    #expect(fixture.drawnText() == "•••••")
    let clipboard = MemoryClipboard("before")
    fixture.window.clipboard = clipboard
    fixture.focusAtEnd()
    fixture.driver.shortcut("a")
    fixture.driver.shortcut("c")
    #expect(clipboard.string == "before")
    fixture.driver.shortcut("x")
    #expect(clipboard.string == "before")
    #expect(field.text == "pa👩‍👩‍👧ss")
    // Word jumps go to the ends (the text's words are not revealed).
    fixture.driver.press(.right)
    fixture.driver.press(.left, .control)
    #expect(field.selectedRange == 0..<0)
    fixture.driver.click(at: fixture.point(2), count: 2)
    #expect(field.selectedRange == 0..<5)
    // Paste still works.
    fixture.driver.press(.end)
    fixture.driver.shortcut("v")
    #expect(field.text == "pa👩‍👩‍👧ssbefore")
  }

  @Test("a disabled field takes no focus, clicks or text, and disabling a focused field ends editing")
  func disabled() {
    let fixture = FieldFixture("abc")
    let field = fixture.field
    field.isEnabled = false
    fixture.click(1)
    #expect(!field.isFirstResponder)
    #expect(!field.becomeFirstResponder())
    fixture.window.dispatch(.textInput("x"))
    fixture.driver.press(.backspace)
    #expect(field.text == "abc")
    #expect(!fixture.window.wantsTextInput)
    field.isEnabled = true
    fixture.click(1)
    #expect(field.isFirstResponder)
    fixture.driver.compose("k")
    field.isEnabled = false
    #expect(!field.isFirstResponder)
    #expect(!field.isComposing)
    #expect(fixture.events == ["begin", "end"])
  }
}
