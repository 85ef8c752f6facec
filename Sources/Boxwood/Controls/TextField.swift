/// A single-line editable text field.
///
/// Everything a desktop user expects works: a blinking caret (timed by the window's
/// ``Window/frameTime``), selection with the mouse (click, drag, Shift-click, double-click for a word,
/// triple-click for everything) and with Shift and the arrow, Home and End keys, Control-arrow word
/// jumps, Backspace and Delete by grapheme cluster (an emoji with joiners or skin tone, a letter with
/// combining marks or a flag is deleted whole), Control-Backspace and Control-Delete by word, copy, cut
/// and paste through the window's ``Window/clipboard`` (line breaks pasted become spaces), undo and redo
/// (Control-Z, Control-Shift-Z, Control-Y), horizontal scrolling that keeps the caret in view, secure
/// entry, a length limit, and input-method composition drawn inline.
///
/// Positions (``selectedRange``, ``maxLength``) count grapheme clusters — Swift `Character`s.
///
/// Taking focus (by Tab or from the program) selects all the text, as on the desktop; a click then puts
/// the caret where it landed. While an input method composes, the field keeps every key and ignores
/// clicks; losing focus drops the composition.
///
/// Events: `.editingDidBegin` when it takes focus; `.editingChanged` then `.valueChanged` after each
/// change the user makes (typing, deleting, pasting, undoing — not setting ``text``);
/// `.primaryActionTriggered` then `.editingDidEndOnExit` on Return; `.editingDidEnd` when it loses focus.
///
/// Right-to-left: with an effective right-to-left layout direction, `.natural` alignment puts text that
/// fits against the right edge. The text itself is laid out left to right in logical order (no
/// bidirectional reordering), and text wider than the field scrolls from its left edge.
///
/// Drawing costs what is visible: the text is kept in short measured runs (TextRunStore.swift), so a
/// keystroke in a 10,000-character field measures one or two short runs, not the whole string.
@MainActor
open class TextField: Control {
  /// What Return does to focus, after the field sent its Return actions.
  public enum ReturnKeyAction: Hashable, Sendable {
    /// Focus stays in the field.
    case none
    /// The field gives up focus (editing ends).
    case resignFocus
    /// Focus moves to the next view in Tab order, as Tab would.
    case focusNext
  }

  /// The text shown and edited. Setting it puts the caret at the end, ends any composition and forgets
  /// undo history; it sends no actions. Line breaks become spaces (the field has one line), and
  /// ``maxLength`` does not cut text set here (it limits what the user enters).
  public var text: String {
    get { storage.string }
    set {
      let clean = TextField.singleLine(newValue)
      guard clean != storage.string else { return }
      storage.setText(clean)
      markedText = ""
      history.clear()
      select(anchor: storage.count, head: storage.count)
    }
  }

  /// Grey text shown while the field is empty; also the field's default accessibility label.
  public var placeholder: String = "" {
    didSet {
      guard placeholder != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The font of the text: the theme's unless set.
  public var font: Font {
    get { fontStorage ?? themeFont }
    set {
      guard newValue != fontStorage else { return }
      fontStorage = newValue
      invalidateIntrinsicContentSize()
      textDidChange()
    }
  }
  private var fontStorage: Font?

  /// The colour of the text: the theme's text colour unless set.
  public var textColor: Color {
    get { textColorStorage ?? theme.text }
    set {
      guard newValue != textColorStorage else { return }
      textColorStorage = newValue
      setNeedsDisplay()
    }
  }
  private var textColorStorage: Color?

  /// Where text that fits sits; `.natural` is the leading edge (the right one in a right-to-left layout).
  public var textAlignment: TextAlignment = .natural {
    didSet { if textAlignment != oldValue { textDidChange() } }
  }

  /// Whether the text is drawn as bullets (one per grapheme) and kept off the clipboard: copy and cut do
  /// nothing, and the accessibility value is nil.
  public var isSecureTextEntry = false {
    didSet {
      guard isSecureTextEntry != oldValue else { return }
      textDidChange()
    }
  }

  /// The most graphemes the user can enter (typing, pasting and composing are cut to fit); nil for no
  /// limit. Lowering it does not cut the current text.
  public var maxLength: Int? {
    didSet { if let maxLength, maxLength < 0 { self.maxLength = 0 } }
  }

  /// What Return does to focus after the Return actions ran.
  public var returnKeyAction: ReturnKeyAction = .none

  /// The selected graphemes; an empty range is the caret. Setting it clamps it to the text.
  public var selectedRange: Range<Int> {
    get { min(anchor, head)..<max(anchor, head) }
    set {
      let lower = max(0, min(newValue.lowerBound, storage.count))
      let upper = max(lower, min(newValue.upperBound, storage.count))
      history.close()
      select(anchor: lower, head: upper)
    }
  }

  /// The selected text ("" for none).
  public var selectedText: String { String(storage.characters(in: selectedRange)) }

  /// The text an input method is composing, shown at the caret until committed ("" when none).
  public internal(set) var markedText = ""
  /// The caret or selection inside ``markedText``, in graphemes.
  public internal(set) var markedSelection: Range<Int> = 0..<0

  /// Whether an input method is composing text in the field.
  public var isComposing: Bool { !markedText.isEmpty }

  // MARK: State (the editing extensions use it)

  let storage = TextRunStore()
  var history = TextUndoHistory()
  /// The fixed end of the selection.
  var anchor = 0
  /// The moving end of the selection, where the caret is drawn.
  var head = 0
  /// How far the text is scrolled to the left, in points.
  var scrollOffset = 0.0
  /// When the caret was last moved or the field focused: the blink restarts, visible, from here.
  var blinkStart = 0.0
  /// What a double-click selected, while the pointer drags by words (`nil` when dragging by graphemes).
  var dragWordRange: Range<Int>?
  /// Whether the pointer selects everything (triple-click drag).
  var dragSelectsAll = false
  /// The width of a bullet, for the font and measurer it was measured with.
  var bulletWidthCache: (font: Font, measurer: ObjectIdentifier, width: Double)?

  /// The space between the field's edges and its text, in points.
  static let horizontalInset = 8.0

  /// Creates a field with a placeholder and text.
  public init(placeholder: String = "", text: String = "") {
    super.init(frame: .zero)
    self.placeholder = placeholder
    if !text.isEmpty { self.text = text }
  }

  /// Creates an empty field with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  // MARK: View

  /// Wide enough for the ``placeholder`` plus the insets on both sides (rounded up to whole points), and the
  /// theme's ``Theme/controlHeight`` tall. Measured from the placeholder, not the text, so that typing never
  /// changes layout; constrain the width for a wider field.
  open override var intrinsicContentSize: Size {
    // From the placeholder, not the text, so typing never causes layout.
    let width = textMeasurer.width(of: placeholder[...], font: font)
    return Size(width: (width + 2 * TextField.horizontalInset + 2).rounded(.up), height: themeControlHeight)
  }

  override func baselineLayout(first: Bool) -> (fraction: Double, offset: Double) {
    let metrics = textMeasurer.metrics(of: font)
    return (0.5, metrics.ascent - metrics.lineHeight / 2)
  }

  /// Keeps the caret in view while focused; otherwise keeps the horizontal text scroll within the text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if isFirstResponder { scrollToCaret() } else { clampScroll() }
  }

  /// Invalidates the intrinsic size (another window may measure text differently) and clamps the text scroll.
  open override func didMoveToWindow() {
    super.didMoveToWindow()  // (which invalidates the intrinsic size: another window may measure differently)
    clampScroll()
  }

  /// Re-measures the text with the new theme's font, unless the field has a ``font`` of its own.
  open override func themeDidChange() {
    super.themeDidChange()
    guard fontStorage == nil else { return }
    textDidChange()
  }

  // MARK: Control

  /// True while enabled: the host turns its text input (and input method) on while the field has focus.
  open override var acceptsTextInput: Bool { isEnabled }
  /// The text I-beam while enabled; nil (the inherited cursor) while disabled.
  open override var cursor: Cursor? { isEnabled ? .iBeam : nil }
  /// The focus ring follows the field's rounded corners.
  open override var focusRingShape: (rect: Rect, cornerRadius: Double) { (bounds, theme.cornerRadius) }

  /// Selects all the text (as desktop fields do when focused by Tab or by code; a click then places the caret
  /// where it landed) and sends ``ControlEvent/editingDidBegin``.
  open override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    // As on the desktop, focus (by Tab or by the program) selects everything; a click then places the
    // caret where it landed.
    history.close()
    select(anchor: 0, head: storage.count)
    sendActions(for: .editingDidBegin)
  }

  /// Drops an unfinished input-method composition, scrolls the text back to its start and sends
  /// ``ControlEvent/editingDidEnd``.
  open override func didResignFirstResponder() {
    super.didResignFirstResponder()
    markedText = ""
    markedSelection = 0..<0
    history.close()
    dragWordRange = nil
    // An unfocused field shows its text from the start.
    scrollOffset = 0
    setNeedsDisplay()
    sendActions(for: .editingDidEnd)
  }

  /// Redraws; disabling the field also drops an unfinished input-method composition.
  open override func stateDidChange() {
    super.stateDidChange()
    if !isEnabled, isComposing {
      markedText = ""
      markedSelection = 0..<0
    }
  }

  // MARK: Events (the work is in TextField+Input.swift and TextField+Editing.swift)

  /// Editing keys: arrows (Control moves by word, Shift extends the selection), Home/End and Up/Down to the
  /// ends, Backspace and Delete (Control deletes a word), Return (sends
  /// ``ControlEvent/primaryActionTriggered`` and ``ControlEvent/editingDidEndOnExit``), Control-A/C/X/V/Z/Y
  /// and Shift-Z, Shift-Delete, Control-Insert and Shift-Insert. Character keys are consumed (their text
  /// arrives through ``insertText(_:)``). Tab, Escape, Alt and Super combinations and unknown shortcuts go up
  /// the responder chain; while an input method composes, it owns every key.
  open override func keyDown(_ event: KeyEvent) {
    if !handleKey(event) { super.keyDown(event) }
  }

  /// Replaces the selection with committed text (ending any composition): line breaks and tabs become spaces,
  /// other control characters are dropped, and the result is cut to ``maxLength``. Nothing happens while
  /// disabled. Consecutive typing undoes as one step.
  open override func insertText(_ text: String) { handleInsertText(text) }

  /// Shows an input method's composition inline at the caret, replacing the selection; an empty string ends
  /// the composition. `selection` is in characters of `text`.
  open override func setMarkedText(_ text: String, selection: Range<Int>) {
    handleMarkedText(text, selection: selection)
  }

  /// The caret, so that an input method's candidate window opens beside it.
  open override var textInputRect: Rect? { caretRect }

  /// A click places the caret (Shift-click extends the selection), a double click selects a word, a triple
  /// click everything. Refused while an input method composes.
  open override func beginTracking(_ event: PointerEvent) -> Bool { beginSelecting(event) }
  /// Extends the selection to the pointer (by words after a double click), scrolling the text when the
  /// pointer goes past an edge.
  open override func continueTracking(_ event: PointerEvent) { continueSelecting(event) }
  /// A press in a field selects; it never triggers the primary action.
  open override func endTracking(_ event: PointerEvent, inside: Bool) { endSelecting() }

  /// Draws the background, border, placeholder or text (bullets for ``isSecureTextEntry``), selection,
  /// composition and caret, clipped to the text area; faded when disabled.
  open override func draw(in context: GraphicsContext) { drawField(in: context) }

  // MARK: Semantics

  /// The ``placeholder``, or nil when it is empty.
  open override var defaultAccessibilityLabel: String? { placeholder.isEmpty ? nil : placeholder }
  /// ``AccessibilityRole/secureTextField`` for a secure field, ``AccessibilityRole/textField`` otherwise.
  open override var accessibilityRole: AccessibilityRole { isSecureTextEntry ? .secureTextField : .textField }
  /// The text; nil for a secure field (its text is never exposed, not even as bullets).
  open override var accessibilityValue: String? { isSecureTextEntry ? nil : text }

  // MARK: Shared helpers

  /// The caret shows at once and blinks on from now.
  func restartBlink() {
    blinkStart = window?.frameTime ?? 0
  }

  /// Something about the text's look changed: re-measure lazily, keep the caret in view, redraw.
  func textDidChange() {
    scrollToCaret()
    setNeedsDisplay()
  }

  /// Text as a single line: each line break and tab becomes one space, and other control characters
  /// are dropped (a NUL would cut the text short in C APIs, and none of them has a glyph).
  static func singleLine(_ text: String) -> String {
    // Most text has none: check the bytes before walking graphemes (C1 controls and the Unicode line
    // separators start with 0xC2 and 0xE2).
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline || character == "\t" {
        result.append(" ")
      } else if character.unicodeScalars.count > 1
        || character.unicodeScalars.first?.properties.generalCategory != .control
      {
        result.append(character)
      }
    }
    return result
  }
}
