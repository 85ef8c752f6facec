import Boxwood
import CSDL2

/// Counters that show how well the renderer's caches work.
public struct RenderStatistics: Sendable, Equatable {
  /// Text lines drawn from a cached texture (a line that a ``UILayer`` measured for its damage tracking
  /// before drawing it counts a miss when measured, then a hit when drawn).
  public var textHits = 0
  /// Text lines rasterised anew.
  public var textMisses = 0
  /// Textures currently cached for text.
  public var cachedTextTextures = 0
  /// Textures currently cached for images.
  public var cachedImageTextures = 0
  /// Bytes of pixels in the cached text textures (4 per pixel).
  public var cachedTextBytes = 0
  /// Bytes of pixels in the cached image textures (4 per pixel).
  public var cachedImageBytes = 0
  /// The bounds the text cache keeps to (see ``DisplayListRenderer/textCacheLimits``).
  public var textCacheLimits = TextCacheLimits()
  /// Opacity groups drawn through an offscreen layer (the others were folded into their one command).
  public var layers = 0

  /// The share of text lines served from the cache, 0…1 (1 when nothing was drawn).
  public var textHitRate: Double {
    textHits + textMisses == 0 ? 1 : Double(textHits) / Double(textHits + textMisses)
  }
}

/// How much the text texture cache of a ``DisplayListRenderer`` may hold. Whichever bound is passed first
/// evicts the least recently used lines, down to three quarters of both; a line drawn in the current frame
/// is rasterised again if it was evicted.
public struct TextCacheLimits: Sendable, Equatable {
  /// The most lines cached (at least 1).
  public var entries: Int
  /// The most bytes of texture pixels cached, 4 per pixel (the newest line is kept even if larger).
  public var bytes: Int

  /// Limits of `entries` lines and `bytes` bytes; the defaults, 2,048 lines and 16 MiB, hold several
  /// screens of text.
  public init(entries: Int = 2048, bytes: Int = 16 << 20) {
    self.entries = max(1, entries)
    self.bytes = max(0, bytes)
  }
}

/// Rasterised lines of text, keyed by (string, font, colour, pixel size); least recently used go first
/// once the entry count or the pixel bytes pass their ``TextCacheLimits``.
@MainActor
final class TextTextureCache {
  struct Key: Hashable {
    var text: String
    var font: Font
    var red: UInt8, green: UInt8, blue: UInt8
    var scale: Double
  }

  struct Entry {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
    var lastUsed: UInt64

    /// The texture's pixel bytes.
    var bytes: Int { Int(width) * Int(height) * 4 }
  }

  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0
  /// The bounds; lowering them evicts at once.
  var limits: TextCacheLimits {
    didSet { if isOverLimits { evict() } }
  }
  /// Bytes of pixels in the cached textures.
  private(set) var bytes = 0
  var hits = 0
  var misses = 0

  init(limits: TextCacheLimits = TextCacheLimits()) { self.limits = limits }

  var count: Int { entries.count }

  private var isOverLimits: Bool { entries.count > limits.entries || bytes > limits.bytes }

  /// The texture for a key, made by `make` on a miss; `nil` when `make` fails.
  func texture(for key: Key, make: () -> Entry?) -> Entry? {
    clock += 1
    if var entry = entries[key] {
      hits += 1
      entry.lastUsed = clock
      entries[key] = entry
      return entry
    }
    misses += 1
    guard var entry = make() else { return nil }
    entry.lastUsed = clock
    entries[key] = entry
    bytes += entry.bytes
    if isOverLimits { evict() }
    return entry
  }

  /// The cached entry for a key, if any, without counting a hit or marking it used (for measuring).
  func cached(_ key: Key) -> Entry? { entries[key] }

  /// Drops the least recently used entries until both counts are at most three quarters of their limits
  /// (so that eviction, a sort, runs once per many misses), always keeping the newest entry.
  private func evict() {
    let entryTarget = limits.entries - limits.entries / 4
    let byteTarget = limits.bytes - limits.bytes / 4
    let sorted = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
    for (key, entry) in sorted.dropLast() {
      guard entries.count > entryTarget || bytes > byteTarget else { break }
      SDL_DestroyTexture(entry.texture)
      entries[key] = nil
      bytes -= entry.bytes
    }
  }

  /// Drops every texture; `destroying: false` only forgets them (their renderer was destroyed with them).
  func removeAll(destroying: Bool = true) {
    if destroying { for entry in entries.values { SDL_DestroyTexture(entry.texture) } }
    entries.removeAll()
    bytes = 0
  }
}

/// One texture per live ``Image``; entries whose image was released are dropped.
@MainActor
final class ImageTextureCache {
  private struct Entry {
    weak var image: Image?
    var texture: OpaquePointer
    var bytes: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Bytes of pixels in the cached textures.
  private(set) var bytes = 0

  var count: Int { entries.count }

  func texture(for image: Image, renderer: OpaquePointer) -> OpaquePointer? {
    let id = ObjectIdentifier(image)
    if let entry = entries[id], entry.image === image { return entry.texture }
    if let stale = entries[id] {
      SDL_DestroyTexture(stale.texture)
      entries[id] = nil
      bytes -= stale.bytes
    }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(bitPattern: SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(clamping: image.pixelWidth), Int32(clamping: image.pixelHeight))
    else {
      Diagnostics.warn(
        "\(BoxwoodSDLError.textureCreationFailed(width: image.pixelWidth, height: image.pixelHeight, sdlError: BoxwoodSDLError.sdlError)) for \(image)"
      )
      return nil
    }
    image.pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(clamping: image.pixelWidth * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    let size = image.pixelWidth * image.pixelHeight * 4
    entries[id] = Entry(image: image, texture: texture, bytes: size)
    bytes += size
    return texture
  }

  /// Frees the textures of images that no longer exist.
  func purge() {
    for (id, entry) in entries where entry.image == nil {
      SDL_DestroyTexture(entry.texture)
      entries[id] = nil
      bytes -= entry.bytes
    }
  }

  /// Drops every texture; `destroying: false` only forgets them (their renderer was destroyed with them).
  func removeAll(destroying: Bool = true) {
    if destroying { for entry in entries.values { SDL_DestroyTexture(entry.texture) } }
    entries.removeAll()
    bytes = 0
  }
}
