import Boxwood
import Foundation
import Testing

@Suite("Font")
struct FontTests {
  /// The bundled Inter Regular, found from this file's location in the repository.
  static let interPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Fonts/Inter-Regular.otf").path

  /// The error `Font(path:size:)` throws for `path`, or `nil` when it succeeds.
  func loadError(_ path: String) -> BoxwoodError? {
    do {
      _ = try Font(path: path, size: 12)
      return nil
    } catch {
      return error
    }
  }

  /// The error for a temporary file holding `bytes`.
  func loadError(bytes: [UInt8]) throws -> BoxwoodError? {
    let file = try TemporaryFile(bytes: bytes)
    defer { file.remove() }
    return loadError(file.path)
  }

  /// A big-endian 16-bit value.
  static func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
  /// A big-endian 32-bit value.
  static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }

  /// An sfnt offset table and table directory for `tables` (tag, offset, length).
  static func sfntHeader(_ tables: [(String, Int, Int)], signature: [UInt8] = [0, 1, 0, 0]) -> [UInt8] {
    var bytes = signature + u16(tables.count) + u16(0) + u16(0) + u16(0)
    for (tag, offset, length) in tables {
      bytes += Array(tag.utf8) + u32(0) + u32(offset) + u32(length)
    }
    return bytes
  }

  /// A minimal well-formed font file: the four required tables, each 4 zero bytes after the directory.
  static func minimalFont(signature: [UInt8] = [0, 1, 0, 0], base: Int = 0) -> [UInt8] {
    // The fields a font engine relies on, the rest zero: cmap's encoding count, head's magic number and
    // units per em, hhea's metrics count, maxp's glyph count.
    let contents: [(String, [UInt8])] = [
      ("cmap", u16(0) + u16(1)),
      (
        "head",
        [UInt8](repeating: 0, count: 12) + u32(0x5F0F_3CF5) + u16(0) + u16(1000)
          + [UInt8](repeating: 0, count: 34)
      ),
      ("hhea", [UInt8](repeating: 0, count: 34) + u16(1)),
      ("hmtx", [0, 0, 0, 0]),
      ("maxp", u32(0x5000) + u16(1)),
    ]
    var offset = base + 12 + 16 * contents.count
    var tables: [(String, Int, Int)] = []
    for (tag, bytes) in contents {
      tables.append((tag, offset, bytes.count))
      offset += bytes.count
    }
    return sfntHeader(tables, signature: signature) + contents.flatMap(\.1)
  }

  /// The bundled Inter Regular with the table `tag` overwritten with zeros.
  static func interWithZeroedTable(_ tag: String) throws -> [UInt8] {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: interPath)))
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    for index in 0..<count {
      let record = 12 + 16 * index
      guard String(decoding: bytes[record..<(record + 4)], as: UTF8.self) == tag else { continue }
      let field = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
      let (offset, length) = (field(record + 8), field(record + 12))
      for position in offset..<(offset + length) { bytes[position] = 0 }
    }
    return bytes
  }

  // MARK: Valid fonts

  @Test("the bundled Inter Regular validates")
  func bundledInterValidates() throws {
    #expect(FileManager.default.fileExists(atPath: Self.interPath))
    let font = try Font(path: Self.interPath, size: 14)
    #expect(font.source == .file(Self.interPath))
    #expect(font.size == 14)
    #expect(font.description == "Inter-Regular.otf 14pt")
  }

  @Test("a minimal TrueType and OpenType file with the required tables validates")
  func minimalFontValidates() throws {
    #expect(try loadError(bytes: Self.minimalFont()) == nil)
    #expect(try loadError(bytes: Self.minimalFont(signature: Array("OTTO".utf8))) == nil)
  }

  @Test("a font collection whose first font is well formed validates")
  func fontCollectionValidates() throws {
    let collection = Array("ttcf".utf8) + Self.u16(1) + Self.u16(0) + Self.u32(1) + Self.u32(16)
    #expect(try loadError(bytes: collection + Self.minimalFont(base: 16)) == nil)
  }

  // MARK: Bad files

  @Test("a missing path throws fontNotFound with the path")
  func missingPathThrowsNotFound() {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).ttf").path
    let error = loadError(path)
    #expect(error?.kind == "fontNotFound")
    #expect(error?.description.contains(path) == true)
  }

  @Test("a directory throws fontUnreadable")
  func directoryThrowsUnreadable() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("boxwood-dir-\(UUID()).ttf")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = loadError(directory.path)
    #expect(error?.kind == "fontUnreadable")
    #expect(error?.description.contains("directory") == true)
  }

  @Test("a file of garbage bytes throws fontCorrupt")
  func garbageThrowsCorrupt() throws {
    let error = try loadError(bytes: Array("This is not a font file, only some text pretending.".utf8))
    #expect(error?.kind == "fontCorrupt")
    #expect(error?.description.contains("signature") == true)
  }

  @Test("an empty file or a truncated header throws fontCorrupt")
  func truncatedHeaderThrowsCorrupt() throws {
    #expect(try loadError(bytes: [])?.kind == "fontCorrupt")
    let error = try loadError(bytes: Array("OTTO".utf8) + [0, 4])
    #expect(error?.kind == "fontCorrupt")
    #expect(error?.description.contains("shorter than a font header") == true)
  }

  @Test("a header claiming more tables than the directory holds throws fontCorrupt")
  func truncatedDirectoryThrowsCorrupt() throws {
    var bytes = Self.minimalFont()
    bytes[5] = 9
    let error = try loadError(bytes: Array(bytes.prefix(12 + 16 * 2)))
    #expect(error?.kind == "fontCorrupt")
    #expect(error?.description.contains("truncated") == true)
  }

  @Test("a valid-looking header whose tables lie past the end throws fontCorrupt")
  func tablesPastEndThrowCorrupt() throws {
    let bytes = Self.sfntHeader([
      ("cmap", 76, 4), ("head", 0x10000, 54), ("hhea", 76, 4), ("hmtx", 76, 4),
    ])
    let error = try loadError(bytes: bytes + [0, 0, 0, 0])
    #expect(error?.kind == "fontCorrupt")
    #expect(error?.description.contains("'head' lies past the end") == true)
  }

  @Test("a font whose tables are zeroed throws fontCorrupt at init, naming the table")
  func zeroedTablesThrowCorrupt() throws {
    for tag in ["head", "maxp", "hhea", "cmap"] {
      let error = try loadError(bytes: Self.interWithZeroedTable(tag))
      #expect(error?.kind == "fontCorrupt", "\(tag)")
      #expect(error?.description.contains("'\(tag)'") == true, "\(tag): \(String(describing: error))")
    }
    // Tables the engine does not need at once (the name table) may be damaged: the font still loads.
    #expect(try loadError(bytes: Self.interWithZeroedTable("name")) == nil)
  }

  @Test("a font without a required table throws fontCorrupt naming it")
  func missingRequiredTableThrowsCorrupt() throws {
    let bytes = Self.sfntHeader([("cmap", 44, 4), ("head", 44, 4)]) + [0, 0, 0, 0]
    let error = try loadError(bytes: bytes)
    #expect(error?.kind == "fontCorrupt")
    #expect(error?.description.contains("'hhea'") == true)
  }

  @Test("an implausible table count throws fontCorrupt")
  func implausibleTableCountThrowsCorrupt() throws {
    #expect(try loadError(bytes: Self.sfntHeader([]) + [0, 0, 0, 0])?.kind == "fontCorrupt")
  }

  @Test("a collection whose font offset lies past the end throws fontCorrupt")
  func collectionWithBadOffsetThrowsCorrupt() throws {
    let collection = Array("ttcf".utf8) + Self.u16(1) + Self.u16(0) + Self.u32(1) + Self.u32(5000)
    #expect(try loadError(bytes: collection + Self.minimalFont(base: 16))?.kind == "fontCorrupt")
  }

  // MARK: System fonts

  @Test("system font sizes are clamped to 1…1000 and NaN becomes 17")
  func systemSizeIsClamped() {
    #expect(Font.system(size: 0).size == 1)
    #expect(Font.system(size: -5).size == 1)
    #expect(Font.system(size: 5000).size == 1000)
    #expect(Font.system(size: .infinity).size == 1000)
    #expect(Font.system(size: .nan).size == 17)
    #expect(Font.system(size: 12.5).size == 12.5)
  }

  @Test("the body font is Inter Regular 17")
  func bodyIsInterRegular17() {
    #expect(Font.body == Font.system(size: 17, weight: .regular))
    #expect(Font.body.description == "Inter-regular 17pt")
    #expect(Font.system(size: 10, weight: .bold).description == "Inter-bold 10pt")
  }

  @Test("withSize keeps the face and clamps the size")
  func withSizeKeepsFace() {
    let bold = Font.system(size: 10, weight: .bold)
    #expect(bold.withSize(20) == Font.system(size: 20, weight: .bold))
    #expect(bold.withSize(0).size == 1)
    #expect(bold.withSize(20) != Font.system(size: 20))
  }
}
