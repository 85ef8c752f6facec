/// A colour in sRGB with straight (not premultiplied) alpha; each component runs from 0 to 1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0…1.
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from components in 0…1; values outside are clamped and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.alpha = Color.clamp(alpha)
  }

  /// Creates a grey of the given brightness.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a colour from a CSS-style hex string: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`
  /// (the `#` is optional); returns `nil` for anything else.
  public init?(hex string: String) {
    var digits = Substring(string)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    // `UInt64(_:radix:)` alone would also accept a leading "+" or "-" ("#+FFF", "#-000").
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
      let value = UInt64(digits, radix: 16)
    else {
      return nil
    }
    let short = digits.count <= 4
    let hasAlpha = digits.count == 4 || digits.count == 8
    let bits: UInt64 = short ? 4 : 8
    let count = hasAlpha ? 4 : 3
    var components: [Double] = []
    for index in 0..<count {
      let shift = bits * UInt64(count - 1 - index)
      let raw = (value >> shift) & ((1 << bits) - 1)
      components.append(short ? Double(raw * 17) / 255 : Double(raw) / 255)
    }
    self.init(
      red: components[0], green: components[1], blue: components[2],
      alpha: hasAlpha ? components[3] : 1)
  }

  /// The colour with its alpha replaced.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour with its alpha multiplied by `factor` (how a translucent parent affects it).
  public func multiplyingAlpha(by factor: Double) -> Color { withAlpha(alpha * factor) }

  /// This colour composited over `background` with the usual source-over rule.
  public func composited(over background: Color) -> Color {
    let outAlpha = alpha + background.alpha * (1 - alpha)
    guard outAlpha > 0 else { return .clear }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
    }
    return Color(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: outAlpha)
  }

  /// The colour `fraction` of the way to `other` (0 gives self, 1 gives other), per component.
  public func interpolated(to other: Color, fraction: Double) -> Color {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Color(
      red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
      alpha: lerp(alpha, other.alpha))
  }

  /// The components as bytes 0…255, rounded to nearest.
  public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
  }

  /// Whether the colour is fully transparent.
  public var isClear: Bool { alpha <= 0 }

  /// `#RRGGBB` in uppercase hex (components rounded to bytes), followed by ` α` and the alpha to three
  /// decimals when the colour is not opaque: `"#FF8000 α0.5"`.
  public var description: String {
    let (r, g, b, a) = rgba8
    let hex = [r, g, b].map { byte -> String in
      let s = String(byte, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }.joined()
    return a == 255 ? "#\(hex)" : "#\(hex) α\(formatScalar((alpha * 1000).rounded() / 1000))"
  }

  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }

  static func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
}
