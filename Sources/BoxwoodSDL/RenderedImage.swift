import Boxwood
import BoxwoodAssets
import CSDL2
import Foundation

/// The pixels of a rendered frame (or a PNG read back): 8-bit RGBA, straight alpha, row-major.
public struct RenderedImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha per pixel.
  public let pixels: [UInt8]

  /// Creates an image from RGBA bytes; the count must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RenderedImage: pixel count does not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Reads a PNG (or any format SDL_image decodes).
  /// - Throws: ``BoxwoodSDLError/imageLoadFailed(path:reason:)`` naming the file.
  public init(contentsOfFile path: String) throws(BoxwoodSDLError) {
    let (width, height, pixels) = try ImageDecoder.decode(path: path)
    self.init(width: width, height: height, pixels: pixels)
  }

  /// The colour of one pixel.
  public func color(x: Int, y: Int) -> Color {
    let i = (y * width + x) * 4
    return Color(
      red: Double(pixels[i]) / 255, green: Double(pixels[i + 1]) / 255, blue: Double(pixels[i + 2]) / 255,
      alpha: Double(pixels[i + 3]) / 255)
  }

  /// The bytes of one pixel.
  public func rgba(x: Int, y: Int) -> [UInt8] {
    let i = (y * width + x) * 4
    return Array(pixels[i..<(i + 4)])
  }

  /// The frame as an ``Image`` that views can show.
  public func makeImage(scale: Double = 1, name: String = "rendered") throws(BoxwoodError) -> Image {
    try Image(pixelWidth: width, pixelHeight: height, pixels: pixels, scale: scale, name: name)
  }

  /// Writes the image as a PNG file.
  ///
  /// The file is written whole or not at all: the PNG is encoded in memory, written beside the target,
  /// flushed to the disk and renamed over it, every step checked, so that a full disk or a failing
  /// device is an error and leaves a previous file as it was. (A path that is no regular file, such as
  /// a device, is written in place, with the same checks.)
  /// - Throws: ``BoxwoodSDLError/pngWriteFailed(path:reason:)`` when the folder does not exist, the
  ///   path is a directory, or any step of the writing fails (`write: No space left on device`).
  public func writePNG(to path: String) throws(BoxwoodSDLError) {
    let folder = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      throw .pngWriteFailed(path: path, reason: "folder \(folder) does not exist")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .pngWriteFailed(path: path, reason: "it is a directory")
    }
    let bytes: [UInt8]
    do {
      bytes = try PNGEncoder.encode(pixels, width: width, height: height)
    } catch {
      throw .pngWriteFailed(path: path, reason: "cannot encode the image (\(error.reason))")
    }
    do {
      try FileWriter.write(bytes, to: path)
    } catch {
      throw .pngWriteFailed(path: path, reason: error.description)
    }
  }
}

/// Decodes image files with SDL_image into RGBA bytes.
enum ImageDecoder {
  static func decode(path: String) throws(BoxwoodSDLError) -> (Int, Int, [UInt8]) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .imageLoadFailed(path: path, reason: "file not found")
    }
    guard !isDirectory.boolValue else { throw .imageLoadFailed(path: path, reason: "it is a directory") }
    guard let loaded = IMG_Load(path) else {
      throw .imageLoadFailed(path: path, reason: "not a decodable image (\(BoxwoodSDLError.sdlError))")
    }
    defer { SDL_FreeSurface(loaded) }
    guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
      throw .imageLoadFailed(path: path, reason: "cannot convert pixels (\(BoxwoodSDLError.sdlError))")
    }
    defer { SDL_FreeSurface(surface) }
    return (Int(surface.pointee.w), Int(surface.pointee.h), copyPixels(surface))
  }

  /// Copies a 32-bit surface's rows into a tightly packed array (surfaces may pad their rows).
  static func copyPixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    SDL_LockSurface(surface)
    defer { SDL_UnlockSurface(surface) }
    guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return pixels }
    pixels.withUnsafeMutableBufferPointer { out in
      for row in 0..<height {
        (out.baseAddress! + row * width * 4).update(from: base + row * pitch, count: width * 4)
      }
    }
    return pixels
  }
}

extension Image {
  /// Loads an image file (PNG, JPEG, … — whatever SDL_image decodes). A name ending in `@2x` gets scale 2.
  /// - Throws: ``BoxwoodSDLError/imageLoadFailed(path:reason:)`` naming the file when it is missing,
  ///   a directory, or not a decodable image.
  public convenience init(contentsOfFile path: String) throws(BoxwoodSDLError) {
    let (width, height, pixels) = try ImageDecoder.decode(path: path)
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    do {
      try self.init(pixelWidth: width, pixelHeight: height, pixels: pixels, scale: scale, name: path)
    } catch {
      throw .imageLoadFailed(path: path, reason: error.description)
    }
  }

  /// A bundled icon by name (`"user"`, `"lock"`, …), from `Assets/Icons`; the `@2x` file is preferred.
  /// - Throws: ``BoxwoodSDLError/assetNotFound(name:)`` when no such icon is bundled.
  public static func named(_ name: String) throws(BoxwoodSDLError) -> Image {
    let folder = BoxwoodAssets.iconsDirectory
    for candidate in ["\(name)@2x.png", "\(name).png"] {
      let path = folder.appendingPathComponent(candidate).path
      if FileManager.default.fileExists(atPath: path) { return try Image(contentsOfFile: path) }
    }
    throw .assetNotFound(name: "Icons/\(name).png")
  }
}
