import Foundation

/// A typeface at a size in points: one of the bundled Inter weights, or a font file.
///
/// `Font` is a value: two fonts are equal when they name the same face and size. Rendering and
/// measurement happen in the SDL layer, which opens each face once per pixel size.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The weights of the bundled system font (Inter).
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    /// Inter Regular (400), Medium (500), SemiBold (600) and Bold (700), bundled in `BoxwoodAssets`.
    case regular, medium, semibold, bold
  }

  /// Where a font's glyphs come from.
  public enum Source: Hashable, Sendable {
    /// The bundled Inter face of that weight.
    case system(Weight)
    /// A TrueType/OpenType file, already validated by ``Font/init(path:size:)``.
    case file(String)
  }

  /// Where the glyphs come from.
  public let source: Source
  /// The size in points (the em size).
  public let size: Double

  /// The bundled Inter at a size (clamped to 1…1000 points; NaN becomes the default 17).
  public static func system(size: Double = 17, weight: Weight = .regular) -> Font {
    Font(source: .system(weight), size: size)
  }

  /// The default body font: Inter Regular 17.
  public static let body = Font.system()

  /// A font from a TrueType/OpenType file.
  ///
  /// The file is checked now, so a bad path fails here and not at first draw.
  /// - Throws: ``BoxwoodError/fontNotFound(path:)`` when nothing is at `path`;
  ///   ``BoxwoodError/fontUnreadable(path:reason:)`` when it is a directory or cannot be read;
  ///   ``BoxwoodError/fontCorrupt(path:reason:)`` when it is not a valid font file.
  public init(path: String, size: Double) throws(BoxwoodError) {
    try FontFileValidator.validate(path: path)
    self.init(source: .file(path), size: size)
  }

  init(source: Source, size: Double) {
    self.source = source
    self.size = size.isNaN ? 17 : min(1000, max(1, size))
  }

  /// The same face at another size.
  public func withSize(_ size: Double) -> Font { Font(source: source, size: size) }

  /// The face and the size in points: `"Inter-semibold 15pt"`, or the file name for a font from a file.
  public var description: String {
    switch source {
    case .system(let weight): return "Inter-\(weight.rawValue) \(formatScalar(size))pt"
    case .file(let path): return "\((path as NSString).lastPathComponent) \(formatScalar(size))pt"
    }
  }
}

/// Checks that a file is a plausible TrueType/OpenType font before anyone relies on it.
enum FontFileValidator {
  static func validate(path: String) throws(BoxwoodError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .fontNotFound(path: path)
    }
    guard !isDirectory.boolValue else { throw .fontUnreadable(path: path, reason: "it is a directory") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .fontUnreadable(path: path, reason: "permission denied or I/O error")
    }
    defer { try? handle.close() }
    let length = (try? handle.seekToEnd()) ?? 0
    guard var header = read(handle, at: 0, count: 12) else {
      throw .fontCorrupt(path: path, reason: "file is shorter than a font header")
    }
    try checkHeader(header, fileLength: length, path: path)
    var directoryStart: UInt64 = 12
    if isCollection(header) {
      // A collection's header points at the offset table of each font; check the first one's.
      let offset = try firstFontOffset(handle, fileLength: length, path: path)
      guard let fontHeader = read(handle, at: offset, count: 12), !isCollection(fontHeader) else {
        throw .fontCorrupt(path: path, reason: "collection's first font lies past the end of the file")
      }
      try checkHeader(fontHeader, fileLength: length, path: path)
      header = fontHeader
      directoryStart = offset + 12
    }
    let tableCount = Int(header[4]) << 8 | Int(header[5])
    guard let directory = read(handle, at: directoryStart, count: tableCount * 16) else {
      throw .fontCorrupt(path: path, reason: "table directory is truncated")
    }
    let tables = try checkTables(directory, count: tableCount, fileLength: length, path: path)
    try checkContents(of: tables, in: handle, path: path)
  }

  /// Exactly `count` bytes at `offset`, or `nil` when the file ends sooner.
  private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> [UInt8]? {
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.read(upToCount: count) ?? Data(), data.count == count
    else { return nil }
    return [UInt8](data)
  }

  private static func isCollection(_ header: [UInt8]) -> Bool { Array(header[0..<4]) == Array("ttcf".utf8) }

  /// The offset of the first font of a collection (`ttcf` header: tag, version, count, offsets).
  private static func firstFontOffset(
    _ handle: FileHandle, fileLength: UInt64, path: String
  ) throws(BoxwoodError) -> UInt64 {
    guard let bytes = read(handle, at: 8, count: 8) else {
      throw .fontCorrupt(path: path, reason: "collection header is truncated")
    }
    let values = bytes.map { UInt64($0) }
    let count = values[0] << 24 | values[1] << 16 | values[2] << 8 | values[3]
    let offset = values[4] << 24 | values[5] << 16 | values[6] << 8 | values[7]
    guard count > 0, offset + 12 <= fileLength else {
      throw .fontCorrupt(path: path, reason: "collection's first font lies past the end of the file")
    }
    return offset
  }

  private static func checkHeader(_ bytes: [UInt8], fileLength: UInt64, path: String) throws(BoxwoodError) {
    let tag = bytes[0..<4]
    let known: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)]
    guard known.contains(where: { $0 == Array(tag) }) else {
      throw .fontCorrupt(path: path, reason: "unknown signature; expected TrueType, OpenType or a collection")
    }
    if Array(tag) == Array("ttcf".utf8) { return }
    let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
    guard tableCount > 0, tableCount < 512 else {
      throw .fontCorrupt(path: path, reason: "implausible table count \(tableCount)")
    }
  }

  /// The tables of the directory, by tag: where each starts and how long it is.
  private static func checkTables(
    _ directory: [UInt8], count: Int, fileLength: UInt64, path: String
  ) throws(BoxwoodError) -> [String: (offset: UInt64, size: UInt64)] {
    var tables: [String: (offset: UInt64, size: UInt64)] = [:]
    for index in 0..<count {
      let record = directory[(index * 16)..<(index * 16 + 16)].map { UInt64($0) }
      let tag = String(decoding: directory[(index * 16)..<(index * 16 + 4)], as: UTF8.self)
      let offset = record[8] << 24 | record[9] << 16 | record[10] << 8 | record[11]
      let size = record[12] << 24 | record[13] << 16 | record[14] << 8 | record[15]
      guard offset + size <= fileLength else {
        throw .fontCorrupt(path: path, reason: "table '\(tag)' lies past the end of the file")
      }
      tables[tag] = (offset, size)
    }
    for required in ["cmap", "head", "hhea", "hmtx", "maxp"] where tables[required] == nil {
      throw .fontCorrupt(path: path, reason: "missing required table '\(required)'")
    }
    return tables
  }

  /// The fields every font engine relies on, read from the tables themselves: a directory pointing at
  /// zeroed or overwritten tables passes every check above and fails only when text is first drawn.
  private static func checkContents(
    of tables: [String: (offset: UInt64, size: UInt64)], in handle: FileHandle, path: String
  ) throws(BoxwoodError) {
    /// The big-endian number of `count` bytes at `offset` of table `tag`, or nil past its end.
    func field(_ tag: String, at offset: UInt64, bytes count: Int) -> UInt64? {
      guard let table = tables[tag], offset + UInt64(count) <= table.size,
        let bytes = read(handle, at: table.offset + offset, count: count)
      else { return nil }
      return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
    guard field("head", at: 12, bytes: 4) == 0x5F0F_3CF5 else {
      throw .fontCorrupt(
        path: path, reason: "table 'head' does not carry the font magic number (zeroed or damaged)")
    }
    guard let unitsPerEm = field("head", at: 18, bytes: 2), (16...16384).contains(unitsPerEm) else {
      throw .fontCorrupt(path: path, reason: "table 'head' gives no usable units per em")
    }
    guard let glyphs = field("maxp", at: 4, bytes: 2), glyphs > 0 else {
      throw .fontCorrupt(path: path, reason: "table 'maxp' counts no glyphs")
    }
    guard let metrics = field("hhea", at: 34, bytes: 2), metrics > 0 else {
      throw .fontCorrupt(path: path, reason: "table 'hhea' gives no horizontal metrics")
    }
    guard let encodings = field("cmap", at: 2, bytes: 2), encodings > 0 else {
      throw .fontCorrupt(path: path, reason: "table 'cmap' maps no characters")
    }
  }
}
