import Boxwood
import CSDL2

/// The typed errors of the SDL layer. SDL's own message is read with `SDL_GetError()` when the error
/// is made, so it is never stale.
public enum BoxwoodSDLError: Error, CustomStringConvertible {
  /// `SDL_Init` (or `TTF_Init`) failed for the named subsystem.
  case initializationFailed(subsystem: String, sdlError: String)
  /// No window could be created.
  case windowCreationFailed(title: String, sdlError: String)
  /// A window's size is beyond what SDL makes (``WindowHost/maximumSide`` points a side); SDL was not
  /// asked.
  case windowTooLarge(title: String, width: Double, height: Double, limit: Int)
  /// No renderer could be created.
  case rendererCreationFailed(sdlError: String)
  /// A texture or surface could not be created (usually out of memory or too large).
  case textureCreationFailed(width: Int, height: Int, sdlError: String)
  /// Reading pixels back from the renderer failed.
  case readPixelsFailed(sdlError: String)
  /// An image file is missing, unreadable or not a decodable image.
  case imageLoadFailed(path: String, reason: String)
  /// A bundled asset is missing from the resource bundle.
  case assetNotFound(name: String)
  /// A PNG could not be written to the path.
  case pngWriteFailed(path: String, reason: String)
  /// A font could not be opened by SDL_ttf.
  case fontOpenFailed(path: String, sdlError: String)
  /// A command-line option was malformed.
  case invalidOption(option: String, value: String, expected: String)
  /// A drawing scale (pixels per point) is NaN, infinite or outside ``Window/scaleRange``;
  /// nothing was drawn.
  case scaleOutOfRange(scale: Double, range: ClosedRange<Double>)
  /// A game host's renderer or window is gone (destroyed by the game before the host was detached); the
  /// host draws and handles nothing from then on.
  case hostDetached(reason: String)

  /// One readable sentence naming the culprit (the file, window, size or option) with SDL's own message where
  /// there is one: `cannot create a 20000×20000 texture: …`.
  public var description: String {
    switch self {
    case .initializationFailed(let subsystem, let error):
      return "SDL \(subsystem) failed to initialise: \(error)"
    case .windowCreationFailed(let title, let error): return "cannot create window \"\(title)\": \(error)"
    case .windowTooLarge(let title, let width, let height, let limit):
      return "cannot create window \"\(title)\" of \(Size(width: width, height: height)) points: "
        + "SDL makes windows of at most \(limit) points a side"
    case .rendererCreationFailed(let error): return "cannot create a renderer: \(error)"
    case .textureCreationFailed(let w, let h, let error): return "cannot create a \(w)×\(h) texture: \(error)"
    case .readPixelsFailed(let error): return "cannot read pixels back: \(error)"
    case .imageLoadFailed(let path, let reason): return "cannot load image \(path): \(reason)"
    case .assetNotFound(let name): return "bundled asset not found: \(name)"
    case .pngWriteFailed(let path, let reason): return "cannot write PNG \(path): \(reason)"
    case .fontOpenFailed(let path, let error): return "cannot open font \(path): \(error)"
    case .invalidOption(let option, let value, let expected):
      return "invalid value \"\(value)\" for \(option): expected \(expected)"
    case .hostDetached(let reason): return "the game host is detached: \(reason)"
    case .scaleOutOfRange(let scale, let range):
      return "cannot draw at scale \(scale) pixels per point: the scale must be within "
        + "\(range.lowerBound)...\(range.upperBound); nothing drawn"
    }
  }

  /// SDL's current error message (`SDL_GetError()`), for errors of code that calls SDL itself.
  public static var sdlError: String {
    SDLThreadCleanup.enroll()
    guard let message = SDL_GetError() else { return "unknown SDL error" }
    let text = String(cString: message)
    return text.isEmpty ? "unknown SDL error" : text
  }
}
