/// The modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1 << 0)
  public static let control = KeyModifiers(rawValue: 1 << 1)
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// The Super / Windows / Command key.
  public static let command = KeyModifiers(rawValue: 1 << 3)
  public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// A pointer button.
public enum PointerButton: Hashable, Sendable {
  case primary, secondary, middle
  case other(Int)
}

/// A key on the keyboard, by what it means (layout-independent for the named keys).
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case tab, returnKey, escape, space, backspace, delete, insert
  case left, right, up, down, home, end, pageUp, pageDown
  case shift, control, alt, command, capsLock
  /// A function key, F1 = 1.
  case function(Int)
  /// A key producing a character, lowercased: `.character("a")`, `.character("1")`.
  case character(Character)
  /// A key Boxwood has no name for (its platform scancode).
  case unknown(Int)

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
  public enum Kind: Sendable, Hashable {
    case down, up, moved, dragged, entered, exited
  }

  public var kind: Kind
  /// Where the pointer is, in window coordinates.
  public var location: Point
  public var button: PointerButton
  /// 1 for a single click, 2 for a double click, 3 for a triple click (set by the window on `down`).
  public var clickCount: Int
  public var modifiers: KeyModifiers
  /// Seconds, on the host's clock.
  public var timestamp: Double

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
  public var delta: Point
  public var location: Point
  public var modifiers: KeyModifiers
  /// Whether the deltas are precise (touchpad) rather than wheel notches.
  public var isPrecise: Bool
  public var timestamp: Double

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
  public enum Kind: Sendable, Hashable {
    case down, up
  }

  public var kind: Kind
  public var key: Key
  public var modifiers: KeyModifiers
  /// Whether the key is held and this is an automatic repeat.
  public var isRepeat: Bool
  public var timestamp: Double

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
  case pointer(PointerEvent)
  case scroll(ScrollEvent)
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
  case arrow, iBeam, pointingHand, crosshair, resizeHorizontal, resizeVertical, notAllowed, wait
}
