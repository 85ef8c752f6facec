extension TextField {
  // MARK: Public editing commands (what the shortcuts do)

  /// Selects all the text.
  public func selectAll() {
    history.close()
    select(anchor: 0, head: storage.count)
  }

  /// Whether ``undo()`` would change anything.
  public var canUndo: Bool { history.canUndo }
  /// Whether ``redo()`` would change anything.
  public var canRedo: Bool { history.canRedo }

  /// Puts the selected text on the window's clipboard. A secure field refuses (its text never leaves it).
  public func copy() {
    guard !isSecureTextEntry, !selectedRange.isEmpty, let window else { return }
    window.clipboard.string = selectedText
  }

  /// Moves the selected text to the window's clipboard. A secure field refuses and keeps its text.
  public func cut() {
    guard isEnabled, !isSecureTextEntry, !selectedRange.isEmpty, let window else { return }
    window.clipboard.string = selectedText
    applyEdit(selectedRange, "", kind: .other)
  }

  /// Replaces the selection with the clipboard's text: line breaks become spaces, and the text is cut to
  /// fit ``maxLength``.
  public func paste() {
    guard isEnabled, let string = window?.clipboard.string, !string.isEmpty else { return }
    replaceSelection(with: string, kind: .other)
  }

  /// Takes back the last editing step (a word typed, a run of deletions, a paste…).
  public func undo() {
    guard isEnabled, !isComposing, let step = history.popUndo() else { return }
    let start = step.range.lowerBound
    storage.replace(start..<(start + step.inserted.count), with: String(step.removed))
    select(anchor: step.selectionBefore.lowerBound, head: step.selectionBefore.upperBound)
    userDidEdit()
  }

  /// Does again the last step taken back by ``undo()``.
  public func redo() {
    guard isEnabled, !isComposing, let step = history.popRedo() else { return }
    let start = step.range.lowerBound
    storage.replace(start..<(start + step.removed.count), with: String(step.inserted))
    select(anchor: step.selectionAfter.lowerBound, head: step.selectionAfter.upperBound)
    userDidEdit()
  }

  // MARK: Text and composition from the window

  /// Committed text: it replaces the selection (and ends a composition).
  func handleInsertText(_ text: String) {
    guard isEnabled else { return }
    if isComposing {
      markedText = ""
      markedSelection = 0..<0
    }
    if !replaceSelection(with: text, kind: .typing) { setNeedsDisplay() }
  }

  /// Composed text from an input method: shown at the caret, replacing the selection; "" ends it.
  func handleMarkedText(_ text: String, selection: Range<Int>) {
    guard isEnabled else { return }
    let clean = TextField.singleLine(text)
    history.close()
    guard !clean.isEmpty else {
      markedText = ""
      markedSelection = 0..<0
      scrollToCaret()
      setNeedsDisplay()
      return
    }
    if !isComposing, !selectedRange.isEmpty {
      // The composition takes the selection's place, as the committed text will.
      applyEdit(selectedRange, "", kind: .other)
      history.close()
    }
    markedText = clean
    let count = clean.count
    let lower = max(0, min(selection.lowerBound, count))
    markedSelection = lower..<max(lower, min(selection.upperBound, count))
    restartBlink()
    scrollToCaret()
    setNeedsDisplay()
  }

  // MARK: Edits

  /// Replaces the selection with text the user entered: on one line, cut to ``maxLength``.
  /// Returns whether the text changed.
  @discardableResult
  func replaceSelection(with text: String, kind: TextUndoHistory.Kind) -> Bool {
    let range = selectedRange
    var insertion = text
    if let maxLength {
      // Only as many graphemes as there is room for are even looked at: a huge paste costs the room.
      let room = max(0, maxLength - (storage.count - range.count))
      let fitting = insertion.prefix(room)
      if fitting.endIndex != insertion.endIndex { insertion = String(fitting) }
    }
    insertion = TextField.singleLine(insertion)
    guard !insertion.isEmpty || !range.isEmpty else { return false }
    return applyEdit(range, insertion, kind: kind)
  }

  /// Replaces `range` with `replacement`, puts the caret after it, records undo and sends the editing
  /// actions. Returns whether the text changed.
  @discardableResult
  func applyEdit(_ range: Range<Int>, _ replacement: String, kind: TextUndoHistory.Kind) -> Bool {
    let before = selectedRange
    let change = storage.replace(range, with: replacement)
    select(anchor: change.caret, head: change.caret)
    guard !change.isEmpty else { return false }
    history.record(change, kind: kind, selectionBefore: before, selectionAfter: selectedRange)
    userDidEdit()
    return true
  }

  /// The user changed the text: tell the actions. They may remove the field, even from its window.
  func userDidEdit() {
    sendActions(for: .editingChanged)
    sendActions(for: .valueChanged)
  }

  /// Backspace: the selection, else the grapheme (or with `byWord` the word) before the caret.
  func deleteBackward(byWord: Bool) {
    let range = selectedRange
    guard range.isEmpty else {
      applyEdit(range, "", kind: .other)
      return
    }
    guard head > 0 else { return }
    let start = byWord ? wordStart(before: head) : head - 1
    applyEdit(start..<head, "", kind: byWord ? .other : .deleteBackward)
  }

  /// Delete: the selection, else the grapheme (or with `byWord` the word) after the caret.
  func deleteForward(byWord: Bool) {
    let range = selectedRange
    guard range.isEmpty else {
      applyEdit(range, "", kind: .other)
      return
    }
    guard head < storage.count else { return }
    let end = byWord ? wordEnd(after: head) : head + 1
    applyEdit(head..<end, "", kind: byWord ? .other : .deleteForward)
  }

  // MARK: Selection

  /// Sets both ends of the selection (clamped), restarts the blink and keeps the caret in view.
  func select(anchor newAnchor: Int, head newHead: Int) {
    let count = storage.count
    anchor = max(0, min(newAnchor, count))
    head = max(0, min(newHead, count))
    restartBlink()
    scrollToCaret()
    setNeedsDisplay()
  }

  /// Moves the caret (or with `extending` the selection's moving end) to `position`.
  func moveCaret(to position: Int, extending: Bool) {
    history.close()
    select(anchor: extending ? anchor : position, head: position)
  }

  /// Left arrow: one grapheme or word back; a selection collapses to its start.
  func moveLeft(extending: Bool, byWord: Bool) {
    let range = selectedRange
    if !extending, !range.isEmpty, !byWord {
      moveCaret(to: range.lowerBound, extending: false)
      return
    }
    let from = extending ? head : range.lowerBound
    moveCaret(to: byWord ? wordStart(before: from) : max(0, from - 1), extending: extending)
  }

  /// Right arrow: one grapheme or word on; a selection collapses to its end.
  func moveRight(extending: Bool, byWord: Bool) {
    let range = selectedRange
    if !extending, !range.isEmpty, !byWord {
      moveCaret(to: range.upperBound, extending: false)
      return
    }
    let from = extending ? head : range.upperBound
    moveCaret(to: byWord ? wordEnd(after: from) : min(storage.count, from + 1), extending: extending)
  }

  // MARK: Words

  /// Letters, digits (with their marks) and the underscore make words.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// Where Control-Left goes: the start of the word before `position` (skipping spaces and punctuation).
  /// A secure field is one word.
  func wordStart(before position: Int) -> Int {
    guard !isSecureTextEntry else { return 0 }
    let gap = storage.scanBackward(from: position) { !TextField.isWordCharacter($0) }
    return storage.scanBackward(from: gap) { TextField.isWordCharacter($0) }
  }

  /// Where Control-Right goes: the end of the word after `position`. A secure field is one word.
  func wordEnd(after position: Int) -> Int {
    guard !isSecureTextEntry else { return storage.count }
    let gap = storage.scanForward(from: position) { !TextField.isWordCharacter($0) }
    return storage.scanForward(from: gap) { TextField.isWordCharacter($0) }
  }

  /// What a double-click on grapheme `index` selects: its word, its run of spaces, or the grapheme alone
  /// (punctuation, an emoji). Everything in a secure field.
  func wordRange(at index: Int) -> Range<Int> {
    let count = storage.count
    guard !isSecureTextEntry, count > 0 else { return 0..<count }
    let index = max(0, min(index, count - 1))
    guard let character = storage.characters(in: index..<(index + 1)).first else { return index..<index }
    let test: (Character) -> Bool
    if TextField.isWordCharacter(character) {
      test = { TextField.isWordCharacter($0) }
    } else if character.isWhitespace {
      test = { $0.isWhitespace }
    } else {
      return index..<(index + 1)
    }
    return storage.scanBackward(from: index, while: test)..<storage.scanForward(from: index, while: test)
  }
}
