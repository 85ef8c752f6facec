/// The colours and metrics every control draws from, in a light and a dark variant.
///
/// A window's ``Window/theme`` (``Theme/current`` by default) is what its controls read at draw time, so
/// switching a window to ``dark`` redraws everything in it.
public struct Theme: Hashable, Sendable {
  /// The tint of buttons, checked boxes, switches, sliders and progress bars.
  public var accent: Color
  /// The accent while pressed.
  public var accentPressed: Color
  /// Text on the accent colour.
  public var onAccent: Color
  /// Body text.
  public var text: Color
  /// Secondary text and placeholders.
  public var secondaryText: Color
  /// The fill of bordered controls (plain buttons, unchecked boxes, switch tracks when off).
  public var controlBackground: Color
  /// The fill of bordered controls while pressed.
  public var controlPressed: Color
  /// Borders of controls and fields.
  public var border: Color
  /// The fill of text fields.
  public var fieldBackground: Color
  /// The highlight behind selected text.
  public var selection: Color
  /// Unfilled tracks of sliders and progress bars.
  public var track: Color
  /// Thumbs of sliders and switches.
  public var thumb: Color
  /// The ring around the view with keyboard focus.
  public var focusRing: Color
  /// A window background that suits the theme.
  public var background: Color
  /// How transparent a disabled control is drawn (its opacity).
  public var disabledOpacity: Double
  /// The corner radius of buttons and fields.
  public var cornerRadius: Double
  /// The height of buttons, fields and other single-line controls.
  public var controlHeight: Double
  /// The font of control text.
  public var font: Font

  /// A theme from every colour and metric; ``light`` and ``dark`` are the built-in ones.
  ///
  /// Each parameter sets the property of the same name; colours are straight (not premultiplied) sRGB,
  /// metrics are in points. The defaults (`disabledOpacity` 0.4, `cornerRadius` 8, `controlHeight` 36, the
  /// 15-point system font) are those of the built-in themes. Changing ``Window/theme`` makes every view of
  /// the window redraw and controls recompute their intrinsic sizes (``View/themeDidChange()``).
  public init(
    accent: Color, accentPressed: Color, onAccent: Color, text: Color, secondaryText: Color,
    controlBackground: Color, controlPressed: Color, border: Color, fieldBackground: Color, selection: Color,
    track: Color, thumb: Color, focusRing: Color, background: Color, disabledOpacity: Double = 0.4,
    cornerRadius: Double = 8, controlHeight: Double = 36, font: Font = .system(size: 15)
  ) {
    self.accent = accent
    self.accentPressed = accentPressed
    self.onAccent = onAccent
    self.text = text
    self.secondaryText = secondaryText
    self.controlBackground = controlBackground
    self.controlPressed = controlPressed
    self.border = border
    self.fieldBackground = fieldBackground
    self.selection = selection
    self.track = track
    self.thumb = thumb
    self.focusRing = focusRing
    self.background = background
    self.disabledOpacity = disabledOpacity
    self.cornerRadius = cornerRadius
    self.controlHeight = controlHeight
    self.font = font
  }

  /// Dark text on light surfaces.
  public static let light = Theme(
    accent: Color(hex: 0x007AFF), accentPressed: Color(hex: 0x0062CC), onAccent: .white,
    text: Color(hex: 0x1C1C1E), secondaryText: Color(hex: 0x8A8A8E), controlBackground: Color(hex: 0xFFFFFF),
    controlPressed: Color(hex: 0xE5E5EA), border: Color(hex: 0xC7C7CC), fieldBackground: .white,
    selection: Color(red: 0, green: 0.48, blue: 1, alpha: 0.25), track: Color(hex: 0xE5E5EA), thumb: .white,
    focusRing: Color(red: 0, green: 0.48, blue: 1, alpha: 0.55), background: Color(hex: 0xF2F2F7))

  /// Light text on dark surfaces.
  public static let dark = Theme(
    accent: Color(hex: 0x0A84FF), accentPressed: Color(hex: 0x409CFF), onAccent: .white,
    text: Color(hex: 0xF2F2F7), secondaryText: Color(hex: 0x98989F), controlBackground: Color(hex: 0x2C2C2E),
    controlPressed: Color(hex: 0x3A3A3C), border: Color(hex: 0x48484A), fieldBackground: Color(hex: 0x1C1C1E),
    selection: Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.4), track: Color(hex: 0x3A3A3C),
    thumb: Color(hex: 0xF2F2F7), focusRing: Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.7),
    background: Color(hex: 0x1C1C1E))

  /// The theme of windows that do not set their own.
  @exclusivity(unchecked) @MainActor public static var current: Theme = .light
}

/// What a view is, for tests and assistive technology.
public enum AccessibilityRole: Hashable, Sendable {
  /// No role (a plain container, the default); a label's text; an image; a push button; a checkbox; an on/off
  /// switch; a slider; a progress bar; a single-line text field.
  case none, staticText, image, button, checkbox, toggle, slider, progressIndicator, textField
  /// A text field that hides its text (passwords); a scroll view; a group of related views.
  case secureTextField, scrollArea, group
}
