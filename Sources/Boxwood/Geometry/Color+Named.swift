extension Color {
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// A middle grey (50%).
  public static let gray = Color(white: 0.5)
  /// A light grey (two thirds).
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// A dark grey (one third).
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  /// The accent blue of the default theme.
  public static let systemBlue = Color(hex: 0x007AFF)
  /// The destructive red of the default theme.
  public static let systemRed = Color(hex: 0xFF3B30)
  /// The success green of the default theme.
  public static let systemGreen = Color(hex: 0x34C759)
  /// The warning orange of the default theme.
  public static let systemOrange = Color(hex: 0xFF9500)
  /// A neutral grey for secondary content.
  public static let systemGray = Color(hex: 0x8E8E93)
  /// A light grey for grouped backgrounds.
  public static let systemGray6 = Color(hex: 0xF2F2F7)
  /// The default text colour of the light theme.
  public static let label = Color(hex: 0x1C1C1E)
  /// The secondary text colour of the light theme.
  public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
}
