extension TextField {
  // MARK: Keys

  /// Handles a key the field has focus for; false passes it up the responder chain (Tab, Escape,
  /// function keys and Control shortcuts the field does not know go on to the window).
  ///
  /// While an input method composes, every key is the input method's: none moves the caret or leaves
  /// the field.
  func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    if isComposing { return true }
    let modifiers = event.modifiers
    let shift = modifiers.contains(.shift)
    let control = modifiers.contains(.control)
    // Alt and Super combinations belong to the desktop or the application.
    guard !modifiers.contains(.alt), !modifiers.contains(.command) else { return false }
    switch event.key {
    case .left: moveLeft(extending: shift, byWord: control)
    case .right: moveRight(extending: shift, byWord: control)
    case .up, .home: moveCaret(to: 0, extending: shift)
    case .down, .end: moveCaret(to: storage.count, extending: shift)
    case .backspace: deleteBackward(byWord: control)
    case .delete:
      if shift && !control { cut() } else { deleteForward(byWord: control) }
    case .insert:
      if shift { paste() } else if control { copy() } else { return false }
    case .returnKey: pressReturn()
    case .character(let character) where control:
      return handleShortcut(character, shift: shift)
    case .character, .space:
      // The text itself arrives as text input; the key must not reach views behind the field (a button
      // that Space would press).
      return !control
    default:
      return false
    }
    return true
  }

  /// Control-A, C, X, V, Z, Shift-Z and Y.
  private func handleShortcut(_ character: Character, shift: Bool) -> Bool {
    switch character {
    case "a": selectAll()
    case "c": copy()
    case "x": cut()
    case "v": paste()
    case "z": if shift { redo() } else { undo() }
    case "y": redo()
    default: return false
    }
    return true
  }

  /// Return: the actions, then what ``returnKeyAction`` says — unless an action took the field away.
  private func pressReturn() {
    let window = self.window
    sendActions(for: .primaryActionTriggered)
    sendActions(for: .editingDidEndOnExit)
    guard let window, self.window === window, isFirstResponder else { return }
    switch returnKeyAction {
    case .none: break
    case .resignFocus: resignFirstResponder()
    case .focusNext: window.selectNextKeyView()
    }
  }

  // MARK: Pointer

  /// A press: place the caret (Shift extends the selection), select a word on a double click, all on a
  /// triple click. Ignored while composing: the input method owns the caret then.
  func beginSelecting(_ event: PointerEvent) -> Bool {
    guard !isComposing else { return false }
    history.close()
    dragWordRange = nil
    dragSelectsAll = false
    let x = contentX(of: event.location)
    switch event.clickCount {
    case 2:
      let word = wordRange(at: grapheme(atContentX: x))
      dragWordRange = word
      select(anchor: word.lowerBound, head: word.upperBound)
    case 3...:
      dragSelectsAll = true
      select(anchor: 0, head: storage.count)
    default:
      let position = position(nearestContentX: x)
      select(anchor: event.modifiers.contains(.shift) ? anchor : position, head: position)
    }
    return true
  }

  /// A drag extends the selection from where it began, by words after a double click. Dragging past an
  /// edge scrolls the text (the moving end is kept in view).
  func continueSelecting(_ event: PointerEvent) {
    guard !dragSelectsAll, !isComposing else { return }
    let x = contentX(of: event.location)
    guard let word = dragWordRange else {
      select(anchor: anchor, head: position(nearestContentX: x))
      return
    }
    let other = wordRange(at: grapheme(atContentX: x))
    if other.lowerBound < word.lowerBound {
      select(anchor: word.upperBound, head: other.lowerBound)
    } else {
      select(anchor: word.lowerBound, head: max(word.upperBound, other.upperBound))
    }
  }

  /// The press ended.
  func endSelecting() {
    dragWordRange = nil
    dragSelectsAll = false
  }

  /// A window location as x in the text's own coordinates (0 at the first grapheme's left edge).
  private func contentX(of location: Point) -> Double {
    convert(location, from: nil).x - textOriginX
  }

  /// The grapheme boundary nearest to a content x.
  private func position(nearestContentX x: Double) -> Int {
    prepareStorage()
    guard isSecureTextEntry else { return storage.position(nearestX: x) }
    let width = bulletWidth
    guard width > 0 else { return 0 }
    return max(0, min(storage.count, Int((x / width).rounded())))
  }

  /// The grapheme under a content x (the last one past the end).
  private func grapheme(atContentX x: Double) -> Int {
    let position = position(nearestContentX: x)
    return position > 0 && contentX(at: position) > x ? position - 1 : position
  }
}
