import CSDL2
import Foundation

/// Writes whole files so that a failure is never silent and never costs the file that was there.
///
/// Every write, flush and close is checked. A regular file (or a new one) is written to a temporary
/// file beside it, flushed to the disk, and renamed over the target only when all of it is there: a
/// full disk or a failing device leaves the previous file as it was. A path that is not a regular file
/// (a device such as `/dev/full`, a pipe) is written in place, with the same checks.
enum FileWriter {
  /// Writes `bytes` to `path`.
  /// - Throws: the failing step and the system's reason (`write: No space left on device`).
  static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    let target = resolved(path)
    var status = stat()
    if lstat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      try writeInPlace(bytes, to: target)
    } else {
      try writeReplacing(target, with: bytes)
    }
  }

  /// The path with symbolic links followed, so that a link's target is replaced, not the link.
  private static func resolved(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileWriteError(step: "open", code: errno) }
    do throws(FileWriteError) {
      try writeAll(bytes, to: descriptor)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw FileWriteError(step: "close", code: errno) }
  }

  private static func writeReplacing(_ path: String, with bytes: [UInt8]) throws(FileWriteError) {
    let url = URL(fileURLWithPath: path)
    var template = Array(
      url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path
        .utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw FileWriteError(step: "create a temporary file", code: errno) }
    let temporary = String(cString: template)
    do throws(FileWriteError) {
      // mkstemp makes the file private; a written file gets the usual permissions (umask applied).
      let mask = umask(0)
      umask(mask)
      guard fchmod(descriptor, 0o666 & ~mask) == 0 else { throw FileWriteError(step: "chmod", code: errno) }
      try writeAll(bytes, to: descriptor)
      guard fsync(descriptor) == 0 else { throw FileWriteError(step: "fsync", code: errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(step: "close", code: code)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(step: "rename into place", code: code)
    }
  }

  /// For tests: when set, a write past this many bytes (in the current task) fails as on a full disk.
  @TaskLocal static var spaceLeft: Int?

  /// Writes all of `bytes`, going on after short writes and interruptions.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(FileWriteError) {
    var offset = 0
    while offset < bytes.count {
      if let spaceLeft, offset + (bytes.count - offset) > spaceLeft {
        throw FileWriteError(step: "write", code: ENOSPC)
      }
      let written = bytes.withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw FileWriteError(step: "write", code: errno)
      }
      guard written > 0 else { throw FileWriteError(step: "write", code: EIO) }
      offset += written
    }
  }
}

/// A failed step of writing a file and the system's reason.
struct FileWriteError: Error, CustomStringConvertible {
  /// What was being done: `write`, `fsync`, `close`, …
  let step: String
  /// The `errno` it failed with.
  let code: Int32

  var description: String { "\(step): \(String(cString: strerror(code)))" }
}
