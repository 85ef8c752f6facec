/// Vertical metrics of a font, in points.
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the top of the line box to the baseline.
  public var ascent: Double
  /// Distance from the baseline to the bottom of the glyphs (positive).
  public var descent: Double
  /// Distance between the baselines of consecutive lines.
  public var lineHeight: Double

  /// Creates metrics.
  public init(ascent: Double, descent: Double, lineHeight: Double) {
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
  }
}

/// Measures text for layout. The SDL layer implements it with SDL_ttf and the real font files.
@MainActor
public protocol TextMeasuring: AnyObject {
  /// The vertical metrics of a font.
  func metrics(of font: Font) -> FontMetrics
  /// The advance width of a single line of text, in points.
  func width(of text: Substring, font: Font) -> Double
}

/// The text measurer used by views that are not in a window with a measurer of its own.
///
/// `BoxwoodSDL` installs its SDL_ttf measurer here the first time any of its hosts or renderers is
/// made (or when you call `BoxwoodSDL.bootstrap()`), so build views after that. Until then an
/// ``ApproximateTextMeasurer`` answers, and the first label that asks logs a warning saying so.
@MainActor
public enum TextSystem {
  @exclusivity(unchecked) private static var installed: (any TextMeasuring)?
  private static var warned = false
  private static let fallback = ApproximateTextMeasurer()

  /// The measurer in force.
  public static var measurer: any TextMeasuring {
    if let installed { return installed }
    if !warned {
      warned = true
      Diagnostics.warn(
        "text was measured before a text system was installed; using approximate metrics "
          + "(create the Application or call BoxwoodSDL.bootstrap() before building views)")
    }
    return fallback
  }

  /// Whether a real measurer has been installed.
  public static var isInstalled: Bool { installed != nil }

  /// Installs the measurer (normally done by `BoxwoodSDL`).
  public static func install(_ measurer: any TextMeasuring) {
    installed = measurer
  }
}

/// A deterministic stand-in measurer: every character is 0.5 em wide, ascent 0.8 em, descent 0.2 em,
/// line height 1.2 em. Useful for layout tests that must not depend on a font engine.
@MainActor
public final class ApproximateTextMeasurer: TextMeasuring {
  /// Creates the measurer.
  public init() {}

  /// Ascent 0.8 em, descent 0.2 em and line height 1.2 em of the font's size (points), whatever the face.
  public func metrics(of font: Font) -> FontMetrics {
    FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2)
  }

  /// 0.5 em per `Character` (grapheme cluster), whatever the characters: a string of 10 characters in a
  /// 20-point font is 100 points wide. No kerning, no tabs, no line breaks.
  public func width(of text: Substring, font: Font) -> Double {
    Double(text.count) * font.size * 0.5
  }
}
