/// The modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the set: shift 1, control 2, alt 4, command 8, capsLock 16.
  public let rawValue: UInt8
  /// A set from its bits (see ``rawValue``); unknown bits are kept and ignored.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Either Shift key.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Either Control (Ctrl) key. Boxwood's editing shortcuts use Control, as Linux desktops do, not Command.
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Either Alt key (Option on a Mac keyboard).
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// The Super / Windows / Command key.
  public static let command = KeyModifiers(rawValue: 1 << 3)
  /// Caps Lock is on (a lock state, not a held key).
  public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// A pointer button.
public enum PointerButton: Hashable, Sendable {
  /// The primary (usually left), secondary (right, the context-menu button) and middle buttons. Only the
  /// primary button moves keyboard focus on a press.
  case primary, secondary, middle
  /// Another button, by the host's button number (SDL numbers X1 and X2 as 4 and 5).
  case other(Int)
}

/// A key on the keyboard, by what it means (layout-independent for the named keys).
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// Tab, Return (Enter, on either keypad), Escape, the space bar, Backspace (deletes backwards), Delete
  /// (deletes forwards) and Insert.
  case tab, returnKey, escape, space, backspace, delete, insert
  /// The four arrow keys, Home, End, Page Up and Page Down.
  case left, right, up, down, home, end, pageUp, pageDown
  /// The modifier keys themselves, pressed or released on their own (either side); while held they show up in
  /// every event's ``KeyModifiers`` too.
  case shift, control, alt, command, capsLock
  /// A function key, F1 = 1.
  case function(Int)
  /// A key producing a character, lowercased: `.character("a")`, `.character("1")`.
  case character(Character)
  /// A key Boxwood has no name for (its platform scancode).
  case unknown(Int)

  /// A short readable name for logs: `"return"`, `"F5"`, `"'a'"`, `"key#57"` for an unknown scancode.
  public var description: String {
    switch self {
    case .tab: return "tab"
    case .returnKey: return "return"
    case .escape: return "escape"
    case .space: return "space"
    case .backspace: return "backspace"
    case .delete: return "delete"
    case .insert: return "insert"
    case .left: return "left"
    case .right: return "right"
    case .up: return "up"
    case .down: return "down"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pageUp"
    case .pageDown: return "pageDown"
    case .shift: return "shift"
    case .control: return "control"
    case .alt: return "alt"
    case .command: return "command"
    case .capsLock: return "capsLock"
    case .function(let number): return "F\(number)"
    case .character(let character): return "'\(character)'"
    case .unknown(let code): return "key#\(code)"
    }
  }
}

/// A pointer (mouse, pen, touchpad) event. Locations are in window coordinates; convert them with
/// ``location(in:)``.
public struct PointerEvent: Sendable {
  /// What happened to the pointer.
  public enum Kind: Sendable, Hashable {
    /// A button went down or came up; the pointer moved with no button held by a view (``moved``) or while a
    /// view holds it after a press (``dragged``: the window delivers it to that view wherever the pointer
    /// is); the pointer entered or left the host window. Hosts may send `moved` for both:
    /// ``Window/dispatch(_:)`` decides which it is from the capture, unlike UIKit's separate touch phases.
    case down, up, moved, dragged, entered, exited
  }

  /// What happened; see ``Kind``.
  public var kind: Kind
  /// Where the pointer is, in window coordinates.
  public var location: Point
  /// The button that went down or up (``PointerButton/primary`` for moves, which involve no button).
  public var button: PointerButton
  /// 1 for a single click, 2 for a double click, 3 for a triple click (set by the window on `down`).
  public var clickCount: Int
  /// The modifier keys held when the event happened (Shift-click extends a text selection, for example).
  public var modifiers: KeyModifiers
  /// Seconds, on the host's clock.
  public var timestamp: Double

  /// A pointer event; locations are in window coordinates, in points.
  /// - Parameters:
  ///   - kind: What happened.
  ///   - location: Where, in window coordinates (points, not pixels).
  ///   - button: The button, ``PointerButton/primary`` by default.
  ///   - clickCount: 1 by default; ``Window/dispatch(_:)`` recounts it on `down` from timing and distance.
  ///   - modifiers: The held modifier keys, none by default.
  ///   - timestamp: Seconds on the host's clock, 0 by default (click counting compares timestamps).
  public init(
    _ kind: Kind, at location: Point, button: PointerButton = .primary, clickCount: Int = 1,
    modifiers: KeyModifiers = [], timestamp: Double = 0
  ) {
    self.kind = kind
    self.location = location
    self.button = button
    self.clickCount = clickCount
    self.modifiers = modifiers
    self.timestamp = timestamp
  }

  /// The location in a view's coordinates.
  @MainActor public func location(in view: View) -> Point { view.convert(location, from: nil) }
}

/// A scroll-wheel or touchpad scroll. Positive `delta.y` scrolls the content up (shows what is below).
public struct ScrollEvent: Sendable {
  /// How far to scroll, in points: positive `y` scrolls the content up (shows what is below), positive `x`
  /// shows what is to the right. The SDL hosts send 40 points per wheel notch. A non-finite component is
  /// ignored by ``ScrollView`` with a warning.
  public var delta: Point
  /// Where the pointer is, in window coordinates (points); the event goes to the view under it.
  public var location: Point
  /// The modifier keys held; Shift with a plain wheel scrolls sideways in a ``ScrollView``.
  public var modifiers: KeyModifiers
  /// Whether the deltas are precise (touchpad) rather than wheel notches.
  public var isPrecise: Bool
  /// Seconds, on the host's clock.
  public var timestamp: Double

  /// A scroll event.
  /// - Parameters:
  ///   - delta: Points to scroll; positive `y` shows what is below.
  ///   - location: Where the pointer is, in window coordinates (points).
  ///   - modifiers: The held modifier keys, none by default.
  ///   - isPrecise: Whether the deltas come from a touchpad rather than wheel notches (false by default).
  ///   - timestamp: Seconds on the host's clock, 0 by default.
  public init(
    delta: Point, at location: Point, modifiers: KeyModifiers = [], isPrecise: Bool = false,
    timestamp: Double = 0
  ) {
    self.delta = delta
    self.location = location
    self.modifiers = modifiers
    self.isPrecise = isPrecise
    self.timestamp = timestamp
  }
}

/// A key press or release.
public struct KeyEvent: Sendable {
  /// Whether the key went down or came up.
  public enum Kind: Sendable, Hashable {
    /// The key was pressed (or repeats while held, see ``KeyEvent/isRepeat``), or released.
    case down, up
  }

  /// Press or release; ``Window/dispatch(_:)`` sends presses to ``View/keyDown(_:)`` and releases to
  /// ``View/keyUp(_:)`` of the first responder (the root view when there is none).
  public var kind: Kind
  /// Which key, by meaning; text typed with it arrives separately as ``Event/textInput(_:)``.
  public var key: Key
  /// The modifier keys held (including the key itself when it is one).
  public var modifiers: KeyModifiers
  /// Whether the key is held and this is an automatic repeat.
  public var isRepeat: Bool
  /// Seconds, on the host's clock.
  public var timestamp: Double

  /// A key event.
  /// - Parameters:
  ///   - kind: Press or release.
  ///   - key: The key.
  ///   - modifiers: The held modifier keys, none by default.
  ///   - isRepeat: Whether this is an automatic repeat of a held key (false by default).
  ///   - timestamp: Seconds on the host's clock, 0 by default.
  public init(
    _ kind: Kind, _ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double = 0
  ) {
    self.kind = kind
    self.key = key
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.timestamp = timestamp
  }
}

/// Everything a host delivers to a ``Window``.
public enum Event: Sendable {
  /// A pointer event: to the view under the pointer, or to the view that holds it since a press.
  case pointer(PointerEvent)
  /// A scroll: to the view under the pointer (``View/scrollWheel(_:)`` passes it up the responder chain).
  case scroll(ScrollEvent)
  /// A key press or release: to the first responder, or the root view when none.
  case key(KeyEvent)
  /// Committed text from the keyboard or an input method.
  case textInput(String)
  /// Text being composed by an input method (shown inline, not yet committed); `selection` is the
  /// caret or selection inside it, in characters.
  case textComposition(String, selection: Range<Int>)
  /// The host window gained or lost keyboard focus.
  case windowFocus(Bool)
}

/// The pointer's shape.
public enum Cursor: Hashable, Sendable {
  /// The default arrow; the text I-beam; the pointing hand of links and buttons; a crosshair; left-right and
  /// up-down resize arrows; the "not allowed" sign; the busy (wait) cursor. Views choose one through
  /// ``View/cursor``; the host shows the shape of the view under the pointer.
  case arrow, iBeam, pointingHand, crosshair, resizeHorizontal, resizeVertical, notAllowed, wait
}
