/// The undo and redo stacks of a text field.
///
/// Each entry is one user-visible step: a paste, a cut, a deleted word, or a run of typing or of deleting
/// that coalesces keystrokes. Typing coalesces while the caret only advances with it, and a new step
/// begins at each word (the first letter typed after a space), so undo takes back a word at a time.
/// Moving the caret, clicking or any other kind of edit ends the step.
struct TextUndoHistory {
  /// What made an edit, for coalescing.
  enum Kind: Equatable {
    case typing, deleteBackward, deleteForward, other
  }

  /// One undoable step: `removed` was replaced by `inserted` at `range.lowerBound`.
  struct Step {
    var kind: Kind
    var range: Range<Int>
    var removed: [Character]
    var inserted: [Character]
    var selectionBefore: Range<Int>
    var selectionAfter: Range<Int>
  }

  /// The most steps kept; the oldest are forgotten.
  static let limit = 100

  private(set) var undoStack: [Step] = []
  private(set) var redoStack: [Step] = []
  /// Whether the next edit may join the top step.
  private var open = false

  var canUndo: Bool { !undoStack.isEmpty }
  var canRedo: Bool { !redoStack.isEmpty }

  /// Ends coalescing: the next edit starts a new step.
  mutating func close() { open = false }

  /// Forgets everything (the text was replaced by the program).
  mutating func clear() {
    undoStack.removeAll()
    redoStack.removeAll()
    open = false
  }

  /// Records an edit, joining it to the top step when it continues it.
  mutating func record(
    _ change: TextRunStore.Change, kind: Kind, selectionBefore: Range<Int>, selectionAfter: Range<Int>
  ) {
    redoStack.removeAll()
    if open, kind != .other, let top = undoStack.last, top.kind == kind,
      let merged = TextUndoHistory.merge(top, change, selectionAfter: selectionAfter)
    {
      undoStack[undoStack.count - 1] = merged
      return
    }
    undoStack.append(
      Step(
        kind: kind, range: change.range, removed: change.removed, inserted: change.inserted,
        selectionBefore: selectionBefore, selectionAfter: selectionAfter))
    if undoStack.count > TextUndoHistory.limit {
      undoStack.removeFirst(undoStack.count - TextUndoHistory.limit)
    }
    open = kind != .other
  }

  /// Takes the top step off the undo stack onto the redo stack.
  mutating func popUndo() -> Step? {
    open = false
    guard let step = undoStack.popLast() else { return nil }
    redoStack.append(step)
    return step
  }

  /// Takes the top step off the redo stack back onto the undo stack.
  mutating func popRedo() -> Step? {
    open = false
    guard let step = redoStack.popLast() else { return nil }
    undoStack.append(step)
    return step
  }

  /// `step` followed by `change` as one step, or nil when the change does not continue it.
  private static func merge(_ step: Step, _ change: TextRunStore.Change, selectionAfter: Range<Int>) -> Step?
  {
    var merged = step
    merged.selectionAfter = selectionAfter
    switch step.kind {
    case .typing:
      // The change must lie within (or right after) what this step inserted.
      let offset = change.range.lowerBound - step.range.lowerBound
      guard offset >= 0, change.range.upperBound <= step.range.lowerBound + step.inserted.count else {
        return nil
      }
      // A word typed after a space is a step of its own.
      if let typed = change.inserted.first, !typed.isWhitespace, offset == step.inserted.count,
        step.inserted.last?.isWhitespace == true
      {
        return nil
      }
      merged.inserted.replaceSubrange(offset..<(offset + change.range.count), with: change.inserted)
    case .deleteBackward:
      guard change.inserted.isEmpty, change.range.upperBound == step.range.lowerBound, step.inserted.isEmpty
      else { return nil }
      merged.removed.insert(contentsOf: change.removed, at: 0)
      merged.range = change.range.lowerBound..<step.range.upperBound
    case .deleteForward:
      guard change.inserted.isEmpty, change.range.lowerBound == step.range.lowerBound, step.inserted.isEmpty
      else { return nil }
      merged.removed.append(contentsOf: change.removed)
      merged.range = step.range.lowerBound..<(step.range.lowerBound + merged.removed.count)
    case .other:
      return nil
    }
    return merged
  }
}
