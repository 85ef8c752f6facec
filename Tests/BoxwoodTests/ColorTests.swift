import Boxwood
import Testing

@Suite("Color")
struct ColorTests {
  /// Whether two colours match component by component to within `tolerance`.
  func close(_ a: Color, _ b: Color, tolerance: Double = 1e-9) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
      && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
  }

  // MARK: Creating colours

  @Test("components in range are stored as given, alpha defaults to opaque")
  func componentsAreStored() {
    let c = Color(red: 0.1, green: 0.2, blue: 0.3)
    #expect(c.red == 0.1)
    #expect(c.green == 0.2)
    #expect(c.blue == 0.3)
    #expect(c.alpha == 1)
  }

  @Test("components outside 0…1 are clamped")
  func componentsAreClamped() {
    let c = Color(red: 2, green: -1, blue: .infinity, alpha: 1.5)
    #expect(c == Color(red: 1, green: 0, blue: 1, alpha: 1))
    #expect(Color(red: 0, green: 0, blue: 0, alpha: -.infinity).alpha == 0)
  }

  @Test("NaN components become zero")
  func nanBecomesZero() {
    let c = Color(red: .nan, green: 0.5, blue: .nan, alpha: .nan)
    #expect(c == Color(red: 0, green: 0.5, blue: 0, alpha: 0))
  }

  @Test("white makes a grey of equal components")
  func whiteMakesGrey() {
    #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
  }

  @Test("hex integer splits into red, green and blue bytes")
  func hexIntegerSplitsBytes() {
    let c = Color(hex: 0x3366CC)
    #expect(c == Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xCC / 255.0))
    #expect(Color(hex: 0xFF0000) == .red)
  }

  @Test("hex integer ignores the top byte and takes alpha separately")
  func hexIntegerIgnoresTopByte() {
    #expect(Color(hex: 0xAB00FF00) == Color(hex: 0x00FF00))
    #expect(Color(hex: 0x000000, alpha: 0.25).alpha == 0.25)
  }

  @Test("hex string #RGB repeats each digit")
  func hexStringShort() throws {
    let c = try #require(Color(hex: "#F0A"))
    #expect(c == Color(red: 1, green: 0, blue: 0xAA / 255.0, alpha: 1))
  }

  @Test("hex string #RGBA includes alpha")
  func hexStringShortWithAlpha() throws {
    let c = try #require(Color(hex: "#F0A8"))
    #expect(c == Color(red: 1, green: 0, blue: 0xAA / 255.0, alpha: 0x88 / 255.0))
  }

  @Test("hex string #RRGGBB is opaque")
  func hexStringLong() throws {
    let c = try #require(Color(hex: "#3366CC"))
    #expect(c == Color(hex: 0x3366CC))
  }

  @Test("hex string #RRGGBBAA includes alpha")
  func hexStringLongWithAlpha() throws {
    let c = try #require(Color(hex: "#00FF0080"))
    #expect(c == Color(red: 0, green: 1, blue: 0, alpha: 128 / 255.0))
  }

  @Test("hex string without # and in lower case is accepted")
  func hexStringWithoutHash() {
    #expect(Color(hex: "ff8000") == Color(hex: 0xFF8000))
    #expect(Color(hex: "abc") == Color(hex: "#AABBCC"))
  }

  @Test(
    "invalid hex strings give nil",
    arguments: [
      "", "#", "#12", "#12345", "#1234567", "#123456789", "#GGG", "red", "##FFF", "#FF 00 0", "#+FFF",
      "#-000", "+FFFFFF", "#FFF ",
    ])
  func invalidHexStringsGiveNil(_ string: String) {
    #expect(Color(hex: string) == nil)
  }

  @Test("named colours match their hex values")
  func namedColours() {
    #expect(Color(hex: "#007AFF") == .systemBlue)
    #expect(Color.clear.alpha == 0)
    #expect(Color.black == Color(red: 0, green: 0, blue: 0))
    #expect(Color.white == Color(red: 1, green: 1, blue: 1))
  }

  // MARK: Operations

  @Test("withAlpha replaces alpha only, clamped")
  func withAlphaReplacesAlpha() {
    #expect(Color.red.withAlpha(0.3) == Color(red: 1, green: 0, blue: 0, alpha: 0.3))
    #expect(Color.red.withAlpha(7).alpha == 1)
  }

  @Test("multiplyingAlpha scales alpha and clamps the result")
  func multiplyingAlphaScales() {
    let c = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    #expect(close(c.multiplyingAlpha(by: 0.5), Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.4)))
    #expect(c.multiplyingAlpha(by: 3).alpha == 1)
    #expect(c.multiplyingAlpha(by: 0).isClear)
  }

  @Test("an opaque colour composited over anything is itself")
  func opaqueOverAnythingIsItself() {
    #expect(Color.red.composited(over: .blue) == .red)
  }

  @Test("a clear colour composited over a background is the background")
  func clearOverBackgroundIsBackground() {
    let background = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)
    #expect(close(Color.clear.composited(over: background), background))
  }

  @Test("half-transparent red over opaque blue mixes evenly")
  func halfRedOverBlue() {
    let result = Color.red.withAlpha(0.5).composited(over: .blue)
    #expect(close(result, Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
  }

  @Test("source-over of two translucent colours follows the straight-alpha formula")
  func translucentOverTranslucent() {
    // outA = 0.5 + 0.5 × 0.5 = 0.75; red = 1 × 0.5 / 0.75; blue = 1 × 0.5 × 0.5 / 0.75.
    let result = Color.red.withAlpha(0.5).composited(over: Color.blue.withAlpha(0.5))
    #expect(close(result, Color(red: 2.0 / 3.0, green: 0, blue: 1.0 / 3.0, alpha: 0.75)))
  }

  @Test("clear over clear is clear")
  func clearOverClearIsClear() {
    #expect(Color.clear.composited(over: .clear) == .clear)
    #expect(Color.red.withAlpha(0).composited(over: Color.blue.withAlpha(0)) == .clear)
  }

  @Test("interpolated goes component-wise from self to the other colour")
  func interpolatedIsLinear() {
    #expect(Color.black.interpolated(to: .white, fraction: 0) == .black)
    #expect(Color.black.interpolated(to: .white, fraction: 1) == .white)
    #expect(close(Color.black.interpolated(to: .white, fraction: 0.25), Color(white: 0.25)))
    let fading = Color.red.interpolated(to: Color.red.withAlpha(0), fraction: 0.5)
    #expect(close(fading, Color.red.withAlpha(0.5)))
  }

  @Test("interpolated beyond the ends is clamped to valid components")
  func interpolatedBeyondEndsIsClamped() {
    #expect(Color.black.interpolated(to: .white, fraction: 2) == .white)
    #expect(Color.black.interpolated(to: .white, fraction: -1) == .black)
  }

  // MARK: Bytes and descriptions

  @Test("rgba8 rounds each component to the nearest byte")
  func rgba8Rounds() {
    let c = Color(red: 0.5, green: 0.2, blue: 1.0 / 3.0, alpha: 1)
    let bytes = c.rgba8
    #expect(bytes.red == 128)
    #expect(bytes.green == 51)
    #expect(bytes.blue == 85)
    #expect(bytes.alpha == 255)
    #expect(Color(red: 127.4 / 255, green: 0, blue: 0).rgba8.red == 127)
    #expect(Color.clear.rgba8.alpha == 0)
  }

  @Test("rgba8 of a hex colour gives the hex bytes back")
  func rgba8RoundTripsHex() throws {
    let bytes = try #require(Color(hex: "#12ABEF7F")).rgba8
    #expect([bytes.red, bytes.green, bytes.blue, bytes.alpha] == [0x12, 0xAB, 0xEF, 0x7F])
  }

  @Test("description is #RRGGBB when opaque and adds alpha otherwise")
  func descriptionIsHex() {
    #expect(Color.orange.description == "#FF8000")
    #expect(Color(hex: 0x0A0B0C).description == "#0A0B0C")
    #expect(Color.red.withAlpha(0.5).description == "#FF0000 α0.5")
    #expect(Color.clear.description == "#000000 α0")
  }

  @Test("isClear only when alpha is zero")
  func isClearOnlyAtZeroAlpha() {
    #expect(Color.clear.isClear)
    #expect(!Color.black.withAlpha(0.01).isClear)
  }

  @Test("colours are Sendable values that hash by components")
  func coloursAreSendableValues() async {
    let base = Color.red.withAlpha(0.5)
    let composited = await Task.detached { base.composited(over: .white) }.value
    #expect(composited == base.composited(over: .white))
    #expect(Set([Color.red, Color(hex: 0xFF0000), Color.blue]).count == 2)
  }
}
