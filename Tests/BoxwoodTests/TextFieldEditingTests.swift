import Boxwood
import BoxwoodTesting
import Foundation
import Testing

@Suite("TextField: clipboard, length limit, undo, key storms")
@MainActor
struct TextFieldEditingTests {
  // MARK: Clipboard

  @Test("copy, cut and paste round-trip through the window's clipboard")
  func clipboardRoundTrip() {
    let fixture = FieldFixture("hello world")
    let clipboard = MemoryClipboard()
    fixture.window.clipboard = clipboard
    let driver = fixture.driver
    fixture.driver.click(at: fixture.point(1), count: 2)
    driver.shortcut("c")
    #expect(clipboard.string == "hello")
    #expect(fixture.field.text == "hello world")
    driver.press(.end)
    driver.type(" ")
    driver.shortcut("v")
    #expect(fixture.field.text == "hello world hello")
    driver.press(.home, .shift)
    driver.shortcut("x")
    #expect(clipboard.string == "hello world hello")
    #expect(fixture.field.text == "")
    driver.shortcut("v")
    driver.shortcut("v")
    #expect(fixture.field.text == "hello world hellohello world hello")
    // The Insert-key spellings do the same.
    driver.shortcut("a")
    driver.press(.insert, .control)
    driver.press(.delete, .shift)
    #expect(fixture.field.text == "")
    driver.press(.insert, .shift)
    #expect(fixture.field.text == "hello world hellohello world hello")
  }

  @Test("pasted line breaks and tabs become spaces; paste replaces the selection")
  func pasteNewlines() {
    let fixture = FieldFixture("[xx]")
    fixture.window.clipboard = MemoryClipboard("one\ntwo\r\nthree\rfour\u{2028}five\tsix")
    fixture.driver.drag(from: fixture.point(1), to: fixture.point(3))
    fixture.driver.shortcut("v")
    #expect(fixture.field.text == "[one two three four five six]")
    #expect(fixture.field.selectedRange == 28..<28)
  }

  @Test("copy with nothing selected keeps the clipboard; paste of an empty clipboard does nothing")
  func emptyClipboardCases() {
    let fixture = FieldFixture("abc")
    let clipboard = MemoryClipboard("keep")
    fixture.window.clipboard = clipboard
    fixture.click(1)
    fixture.driver.shortcut("c")
    fixture.driver.shortcut("x")
    #expect(clipboard.string == "keep")
    clipboard.string = nil
    fixture.driver.shortcut("v")
    #expect(fixture.field.text == "abc")
    #expect(fixture.events == ["begin"])
  }

  // MARK: Length limit

  @Test("maxLength cuts typing and pasting to fit, counting graphemes")
  func maxLength() {
    let fixture = FieldFixture()
    let field = fixture.field
    field.maxLength = 5
    field.becomeFirstResponder()
    fixture.driver.type("abc👩‍👩‍👧de")
    #expect(field.text == "abc👩‍👩‍👧d")
    fixture.window.clipboard = MemoryClipboard("XYZ")
    fixture.driver.shortcut("v")
    #expect(field.text == "abc👩‍👩‍👧d")
    // Replacing a selection makes room.
    fixture.driver.press(.left, .shift)
    fixture.driver.press(.left, .shift)
    fixture.driver.shortcut("v")
    #expect(field.text == "abcXY")
    field.maxLength = 2
    #expect(field.text == "abcXY")
    fixture.driver.type("q")
    #expect(field.text == "abcXY")
  }

  @Test("a 1 MB paste stays quick, and maxLength is honoured without looking at all of it")
  func hugePaste() {
    let line = String(repeating: "lorem ipsum dolor sit amet, ", count: 10) + "\n"
    let megabyte = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
    #expect(megabyte.utf8.count >= 1_048_576)
    let limited = FieldFixture()
    limited.field.maxLength = 100
    limited.field.becomeFirstResponder()
    limited.window.clipboard = MemoryClipboard(megabyte)
    let clock = ContinuousClock()
    var elapsed = clock.measure { limited.driver.shortcut("v") }
    #expect(limited.field.text.count == 100)
    #expect(elapsed < .milliseconds(200))
    // Without a limit all of it goes in, line breaks as spaces, and the field keeps working.
    let open = FieldFixture()
    open.field.becomeFirstResponder()
    open.window.clipboard = MemoryClipboard(megabyte)
    elapsed = clock.measure {
      open.driver.shortcut("v")
      _ = open.window.makeDisplayList()
    }
    #expect(open.field.text.utf8.count == megabyte.utf8.count)
    #expect(!open.field.text.contains("\n"))
    #expect(elapsed < .seconds(20))
    elapsed = clock.measure {
      open.driver.type("xyz")
      open.driver.press(.backspace)
      _ = open.window.makeDisplayList()
    }
    #expect(open.field.text.hasSuffix("amet,  xy"))
    #expect(elapsed < .milliseconds(200))
    open.driver.shortcut("z")
    #expect(open.field.text.hasSuffix("amet,  xyz"))
  }

  // MARK: Undo

  @Test("undo takes typing back a word at a time, redo with Control-Shift-Z and Control-Y")
  func undoTyping() {
    let fixture = FieldFixture()
    let field = fixture.field
    let driver = fixture.driver
    field.becomeFirstResponder()
    driver.type("hello big world")
    #expect(field.canUndo)
    driver.shortcut("z")
    #expect(field.text == "hello big ")
    driver.shortcut("z")
    #expect(field.text == "hello ")
    driver.shortcut("z")
    #expect(field.text == "")
    #expect(!field.canUndo)
    driver.shortcut("z")
    #expect(field.text == "")
    driver.shortcut("z", shift: true)
    #expect(field.text == "hello ")
    driver.shortcut("y")
    #expect(field.text == "hello big ")
    #expect(field.selectedRange == 10..<10)
    // A new edit forgets what could be redone.
    driver.type("x")
    #expect(!field.canRedo)
    driver.shortcut("y")
    #expect(field.text == "hello big x")
  }

  @Test("moving the caret ends a typing step; deletions coalesce by direction; undo restores selection")
  func undoSteps() {
    let fixture = FieldFixture()
    let field = fixture.field
    let driver = fixture.driver
    field.becomeFirstResponder()
    driver.type("abc")
    driver.press(.left)
    driver.type("X")
    #expect(field.text == "abXc")
    driver.shortcut("z")
    #expect(field.text == "abc")
    #expect(field.selectedRange == 2..<2)
    driver.press(.end)
    for _ in 0..<3 { driver.press(.backspace) }
    #expect(field.text == "")
    driver.shortcut("z")
    #expect(field.text == "abc")
    driver.press(.home)
    driver.press(.delete)
    driver.press(.delete)
    #expect(field.text == "c")
    driver.shortcut("z")
    #expect(field.text == "abc")
    // A cut selection comes back selected.
    driver.press(.home)
    driver.press(.right, .shift)
    driver.press(.right, .shift)
    driver.shortcut("x")
    #expect(field.text == "c")
    driver.shortcut("z")
    #expect(field.text == "abc")
    #expect(field.selectedRange == 0..<2)
    driver.shortcut("y")
    #expect(field.text == "c")
    #expect(field.selectedRange == 0..<0)
  }

  @Test("undo and redo send the editing events")
  func undoEvents() {
    let fixture = FieldFixture()
    fixture.field.becomeFirstResponder()
    fixture.driver.type("a")
    fixture.driver.shortcut("z")
    fixture.driver.shortcut("y")
    #expect(fixture.events == ["begin", "changed", "value", "changed", "value", "changed", "value"])
  }

  // MARK: Storms

  @Test("key repeat storms: thousands of repeats edit and move without trouble")
  func keyRepeatStorm() {
    let fixture = FieldFixture(String(repeating: "ab ", count: 1000))
    let field = fixture.field
    fixture.focusAtEnd()
    fixture.driver.hold(.left, repeats: 5000)
    #expect(field.selectedRange == 0..<0)
    fixture.driver.hold(.right, .shift, repeats: 1500)
    #expect(field.selectedRange == 0..<1501)
    fixture.driver.press(.end)
    fixture.driver.hold(.backspace, repeats: 4000)
    #expect(field.text == "")
    fixture.driver.shortcut("z")
    #expect(field.text == String(repeating: "ab ", count: 1000))
    for _ in 0..<2000 { fixture.window.dispatch(.textInput("x")) }
    #expect(field.text.count == 5000)
  }
}
