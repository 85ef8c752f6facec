import CSDL2

/// Encodes pixels as PNG bytes in memory with SDL_image, through an `SDL_RWops` that appends to an array:
/// the file is then written by ``FileWriter``, which checks every step (SDL_image's own file writer
/// reports success when the disk is full).
enum PNGEncoder {
  /// The bytes written so far, reached from the stream's callbacks through its `data1` pointer.
  private final class Sink {
    var bytes: [UInt8] = []
  }

  /// PNG bytes of RGBA pixels (`width` × `height`, 4 bytes a pixel, rows top to bottom).
  /// - Throws: SDL's message when the surface or the encoding fails.
  static func encode(_ pixels: [UInt8], width: Int, height: Int) throws(PNGEncodingError) -> [UInt8] {
    var copy = pixels
    let sink = Sink()
    let status: Int32 = copy.withUnsafeMutableBytes { bytes in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          bytes.baseAddress, Int32(clamping: width), Int32(clamping: height), 32, Int32(clamping: width * 4),
          SDL_PIXELFORMAT_ABGR8888.rawValue)
      else { return -1 }
      defer { SDL_FreeSurface(surface) }
      guard let stream = makeStream(into: sink) else { return -1 }
      // The stream is freed by IMG_SavePNG_RW (freedst 1), through its close callback.
      return withExtendedLifetime(sink) { IMG_SavePNG_RW(surface, stream, 1) }
    }
    guard status == 0 else { throw PNGEncodingError(reason: BoxwoodSDLError.sdlError) }
    return sink.bytes
  }

  /// A write-only stream appending to `sink` (held by the caller while the stream is used).
  private static func makeStream(into sink: Sink) -> UnsafeMutablePointer<SDL_RWops>? {
    guard let stream = SDL_AllocRW() else { return nil }
    stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
    stream.pointee.write = { context, source, size, count in
      guard let context, let source, let raw = context.pointee.hidden.unknown.data1 else { return 0 }
      let sink = Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: size * count))
      return count
    }
    stream.pointee.size = { context in
      guard let raw = context?.pointee.hidden.unknown.data1 else { return -1 }
      return Int64(truncatingIfNeeded: Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue().bytes.count)
    }
    // Only "where am I" is answered (the end: everything is appended); the encoder never moves back.
    stream.pointee.seek = { context, offset, whence in
      guard let raw = context?.pointee.hidden.unknown.data1 else { return -1 }
      let count = Int64(truncatingIfNeeded: Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue().bytes.count)
      switch whence {
      case RW_SEEK_CUR, RW_SEEK_END: return offset == 0 ? count : -1
      case RW_SEEK_SET: return offset == count ? count : -1
      default: return -1
      }
    }
    stream.pointee.read = { _, _, _, _ in 0 }
    stream.pointee.close = { context in
      if let context { SDL_FreeRW(context) }
      return 0
    }
    return stream
  }
}

/// SDL_image could not encode the pixels.
struct PNGEncodingError: Error {
  /// SDL's message.
  let reason: String
}
