import Boxwood
import BoxwoodTesting
import Testing

/// The fill commands of a display list with their colours.
@MainActor
private func fills(_ list: DisplayList) -> [(rect: Rect, color: Color)] {
  list.commands.compactMap { command in
    guard case .fill(let rect, _, let color) = command else { return nil }
    return (rect, color)
  }
}

@Suite("TextField: input methods, Return, editing events, bad input")
@MainActor
struct TextFieldCompositionTests {
  // MARK: Composition

  @Test("a composition is drawn inline at the caret, underlined, and committed by text input")
  func compose() {
    let fixture = FieldFixture("ab")
    let field = fixture.field
    fixture.click(1)
    fixture.driver.compose("ni")
    #expect(field.isComposing)
    #expect(field.markedText == "ni")
    #expect(field.text == "ab")
    var list = fixture.window.makeDisplayList()
    // "a", the composition, then "b" moved right by the composition's width.
    #expect(list.textRuns.map(\.text) == ["a", "b", "ni"])
    #expect(list.textRuns.map(\.origin.x) == [18, 33, 23])
    let underline = fills(list).filter { $0.rect.minX == 23 && $0.rect.height == 1 }
    #expect(underline.first?.rect.width == 10)
    // The caret is at the end of the composition, and the input method's window goes there.
    #expect(fixture.window.textInputRect?.midX == 33)
    fixture.driver.compose("nih", selection: 1..<1)
    #expect(fixture.window.textInputRect?.midX == 28)
    list = fixture.window.makeDisplayList()
    #expect(list.textRuns.map(\.text) == ["a", "b", "nih"])
    fixture.driver.commit("你")
    #expect(!field.isComposing)
    #expect(field.text == "a你b")
    #expect(field.selectedRange == 2..<2)
    #expect(fixture.events == ["begin", "changed", "value"])
  }

  @Test("a composition replaces the selection; an empty composition cancels without inserting")
  func composeOverSelectionAndCancel() {
    let fixture = FieldFixture("hello")
    let field = fixture.field
    fixture.focusAtEnd()
    fixture.driver.press(.left, .shift)
    fixture.driver.press(.left, .shift)
    fixture.driver.compose("ka")
    #expect(field.text == "hel")
    #expect(field.markedText == "ka")
    fixture.driver.compose("")
    #expect(!field.isComposing)
    #expect(field.text == "hel")
    #expect(fixture.drawnText() == "hel")
    // Undo brings back what the composition replaced.
    fixture.driver.shortcut("z")
    #expect(field.text == "hello")
  }

  @Test("keys go to the input method while it composes: no caret moves, no focus changes, no edits")
  func keysConsumedWhileComposing() {
    let fixture = FieldFixture("abc")
    let field = fixture.field
    let other = TextField(placeholder: "Other")
    other.frame = Rect(x: 10, y: 50, width: 100, height: 30)
    fixture.window.rootView.addSubview(other)
    fixture.click(1)
    fixture.driver.compose("x")
    for key: Key in [.left, .right, .home, .end, .backspace, .delete, .tab, .returnKey, .escape] {
      fixture.driver.press(key)
    }
    fixture.driver.shortcut("a")
    fixture.driver.shortcut("z")
    #expect(field.isFirstResponder)
    #expect(field.selectedRange == 1..<1)
    #expect(field.text == "abc")
    #expect(field.markedText == "x")
    // Clicks do not move the caret under the composition either.
    fixture.click(3)
    #expect(field.selectedRange == 1..<1)
    fixture.driver.commit("y")
    #expect(field.text == "aybc")
    #expect(!fixture.events.contains("action"))
  }

  @Test("maxLength cuts committed text; losing focus drops a composition")
  func compositionLimits() {
    let fixture = FieldFixture("abc")
    fixture.field.maxLength = 4
    fixture.focusAtEnd()
    fixture.driver.compose("xyz")
    fixture.driver.commit("xyz")
    #expect(fixture.field.text == "abcx")
    fixture.field.maxLength = nil
    fixture.driver.compose("q")
    fixture.field.resignFirstResponder()
    #expect(!fixture.field.isComposing)
    #expect(fixture.field.text == "abcx")
  }

  // MARK: Return and events

  @Test("Return sends the primary action and editingDidEndOnExit; returnKeyAction moves focus")
  func returnKey() {
    let fixture = FieldFixture("abc")
    let field = fixture.field
    let next = TextField(placeholder: "Next")
    next.frame = Rect(x: 220, y: 10, width: 100, height: 30)
    fixture.window.rootView.addSubview(next)
    fixture.click(1)
    fixture.driver.press(.returnKey)
    #expect(fixture.events == ["begin", "action", "exit"])
    #expect(field.isFirstResponder)
    field.returnKeyAction = .focusNext
    fixture.driver.press(.returnKey)
    #expect(next.isFirstResponder)
    #expect(fixture.events == ["begin", "action", "exit", "action", "exit", "end"])
    field.becomeFirstResponder()
    field.returnKeyAction = .resignFocus
    fixture.driver.press(.returnKey)
    #expect(fixture.window.firstResponder == nil)
  }

  @Test("editing events come in order: begin, changed and value per edit, end")
  func eventOrder() {
    let fixture = FieldFixture()
    let other = TextField(placeholder: "Other")
    other.frame = Rect(x: 220, y: 10, width: 100, height: 30)
    fixture.window.rootView.addSubview(other)
    fixture.click(0)
    fixture.driver.type("hi")
    fixture.driver.press(.left)
    fixture.driver.press(.tab)
    #expect(other.isFirstResponder)
    #expect(fixture.events == ["begin", "changed", "value", "changed", "value", "end"])
    // Tab into the field selects all its text.
    fixture.driver.press(.tab, .shift)
    #expect(fixture.field.selectedRange == 0..<2)
  }

  @Test("a field removed from its window by its own editingChanged action does not crash")
  func removedInOwnAction() {
    let fixture = FieldFixture()
    let field = fixture.field
    let remover = field.addAction(for: .editingChanged) { control in control.removeFromSuperview() }
    field.becomeFirstResponder()
    fixture.driver.type("abc")
    #expect(field.window == nil)
    #expect(field.text == "a")
    #expect(fixture.window.firstResponder == nil)
    #expect(fixture.events == ["begin", "changed", "end", "value"])
    _ = fixture.window.makeDisplayList()
    // It works again when it comes back.
    fixture.window.rootView.addSubview(field)
    field.removeAction(remover)
    fixture.focusAtEnd()
    fixture.driver.type("b")
    #expect(field.text == "ab")
  }

  @Test("a field removed by its Return action does not move focus afterwards")
  func removedOnReturn() {
    let fixture = FieldFixture("abc")
    fixture.field.returnKeyAction = .focusNext
    fixture.field.addAction(for: .primaryActionTriggered) { control in control.removeFromSuperview() }
    fixture.click(1)
    fixture.driver.press(.returnKey)
    #expect(fixture.field.window == nil)
    #expect(fixture.events == ["begin", "action", "end", "exit"])
  }

  // MARK: Bad input

  @Test("text the SDL layer decoded with U+FFFD for invalid UTF-8 goes in as it is")
  func replacementCharacters() {
    let fixture = FieldFixture()
    fixture.field.becomeFirstResponder()
    fixture.window.dispatch(.textInput("a\u{FFFD}\u{FFFD}b"))
    #expect(fixture.field.text == "a\u{FFFD}\u{FFFD}b")
    #expect(fixture.field.selectedRange == 4..<4)
    fixture.driver.press(.backspace)
    fixture.driver.press(.backspace)
    #expect(fixture.field.text == "a\u{FFFD}")
    // Lone combining marks and control characters do not break it either.
    fixture.field.text = "\u{301}x"
    fixture.driver.press(.home)
    fixture.window.dispatch(.textInput("e"))
    #expect(fixture.field.text == "e\u{301}x")
    // Control characters are dropped (a NUL would cut the text short in C APIs).
    fixture.window.dispatch(.textInput("\u{0}\u{7}\u{7F}\u{85}"))
    #expect(fixture.field.text == "e\u{301} x")
  }

  @Test("keys the field does not use go up the chain; printable keys do not")
  func keysPassedOn() {
    let fixture = FieldFixture("abc")
    let recorder = KeyRecorder(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    fixture.window.rootView = recorder
    recorder.addSubview(fixture.field)
    fixture.field.becomeFirstResponder()
    for key: Key in [.escape, .function(5), .pageDown, .character("a"), .space] {
      fixture.driver.press(key)
    }
    fixture.driver.press(.character("q"), .control)
    fixture.driver.press(.left, .alt)
    #expect(recorder.keys == ["escape", "F5", "pageDown", "'q'", "left"])
  }
}

/// A view that records the keys that reach it.
@MainActor
private final class KeyRecorder: View {
  var keys: [String] = []
  override func keyDown(_ event: KeyEvent) { keys.append(event.key.description) }
}
