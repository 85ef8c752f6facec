import Boxwood
import BoxwoodAssets
import CSDL2
import Foundation

/// Opens fonts through SDL_ttf, once per face and pixel size, and measures text with them.
///
/// Layout measures at one pixel per point, so layout is the same at every display scale; drawing
/// rasterises at the target's pixel size, so text is crisp at scale 2.
@MainActor
final class FontLibrary: TextMeasuring {
  static let shared = FontLibrary()

  private struct FaceKey: Hashable {
    var source: Font.Source
    var quarterPixels: Int
  }

  private var faces: [FaceKey: OpaquePointer] = [:]
  private var metricsCache: [Font: FontMetrics] = [:]
  private var failedSources: Set<Font.Source> = []

  /// The file behind a font source.
  static func path(for source: Font.Source) -> String {
    switch source {
    case .file(let path): return path
    case .system(let weight):
      let name: String
      switch weight {
      case .regular: name = "Inter-Regular.otf"
      case .medium: name = "Inter-Medium.otf"
      case .semibold: name = "Inter-SemiBold.otf"
      case .bold: name = "Inter-Bold.otf"
      }
      return BoxwoodAssets.fontsDirectory.appendingPathComponent(name).path
    }
  }

  /// The SDL_ttf face for `font` rasterised at `scale` pixels per point.
  ///
  /// A face that cannot be opened is reported once, by path, and the bundled regular face stands in,
  /// so text stays visible; `nil` only if even that fails.
  func face(for font: Font, scale: Double) -> OpaquePointer? {
    SDLThreadCleanup.enroll()
    // SDL_ttf sizes are whole points at a whole DPI; quarter points at 18 DPI give quarter-pixel
    // precision for any size and scale (pixels = points × DPI / 72).
    let quarterPixels = max(4, Int(clamping: (font.size * scale * 4).rounded()))
    let key = FaceKey(source: font.source, quarterPixels: quarterPixels)
    if let face = faces[key] { return face }
    if !failedSources.contains(font.source) {
      let path = FontLibrary.path(for: font.source)
      if let face = TTF_OpenFontDPI(path, Int32(clamping: quarterPixels), 18, 18) {
        TTF_SetFontHinting(face, TTF_HINTING_LIGHT)
        faces[key] = face
        return face
      }
      failedSources.insert(font.source)
      let error = BoxwoodSDLError.fontOpenFailed(path: path, sdlError: BoxwoodSDLError.sdlError)
      Diagnostics.warn("\(error); drawing with the bundled Inter Regular instead")
    }
    guard font.source != .system(.regular) else { return nil }
    return face(for: Font.system(size: font.size), scale: scale)
  }

  func metrics(of font: Font) -> FontMetrics {
    if let known = metricsCache[font] { return known }
    guard let face = face(for: font, scale: 1) else {
      return FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2)
    }
    let metrics = FontMetrics(
      ascent: Double(TTF_FontAscent(face)), descent: Double(-TTF_FontDescent(face)),
      lineHeight: Double(max(TTF_FontLineSkip(face), TTF_FontHeight(face))))
    metricsCache[font] = metrics
    return metrics
  }

  func width(of text: Substring, font: Font) -> Double {
    guard !text.isEmpty, let face = face(for: font, scale: 1) else { return 0 }
    var width: Int32 = 0
    var height: Int32 = 0
    let status = String(text).withCString { TTF_SizeUTF8(face, $0, &width, &height) }
    return status == 0 ? Double(width) : 0
  }
}
