import Boxwood
import Foundation
import Testing

@testable import BoxwoodSDL

/// Files the toolkit writes are written whole or not at all, and a failure is an error naming the file
/// and the system's reason.
@Suite("Writing files: no write is lost silently")
struct FileWriteTests {
  /// A 64×64 image whose PNG is a few hundred bytes, in one colour.
  func image(_ red: UInt8) -> RenderedImage {
    RenderedImage(
      width: 64, height: 64, pixels: Array(repeating: [red, 40, 200, 255], count: 64 * 64).flatMap { $0 })
  }

  @Test("a full device (/dev/full) is an error naming the path and the reason, not a success")
  func fullDevice() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    #expect {
      try image(10).writePNG(to: "/dev/full")
    } throws: { error in
      guard case BoxwoodSDLError.pngWriteFailed(let path, let reason) = error else { return false }
      return path == "/dev/full" && reason.contains("No space left on device")
        && "\(error)".contains("/dev/full")
    }
  }

  @Test("a disk that fills up mid-write leaves the previous file as it was and no temporary behind")
  func fullDiskKeepsPreviousFile() throws {
    let folder = temporaryPath("png-folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/picture.png"
    try image(10).writePNG(to: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      try FileWriter.$spaceLeft.withValue(100) { try image(250).writePNG(to: path) }
    } throws: { error in
      guard case BoxwoodSDLError.pngWriteFailed(let failed, let reason) = error else { return false }
      return failed == path && reason.contains("No space left on device")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try RenderedImage(contentsOfFile: path).rgba(x: 5, y: 5) == [10, 40, 200, 255])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["picture.png"])
  }

  @Test("a written PNG replaces the old one whole, with the usual permissions, through a symbolic link")
  func replacesThroughLinks() throws {
    let folder = temporaryPath("png-links")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let real = folder + "/real.png"
    let link = folder + "/link.png"
    try image(10).writePNG(to: real)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    try image(99).writePNG(to: link)
    #expect(try RenderedImage(contentsOfFile: real).rgba(x: 1, y: 1) == [99, 40, 200, 255])
    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays a link")
    // A new file's permissions, not the private ones of the temporary it was written as.
    let mask = umask(0)
    umask(mask)
    let mode = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int ?? 0
    #expect(mode == Int(0o666 & ~mask), "mode \(String(mode, radix: 8))")
  }
}
