import BoxwoodSDL
import Foundation
import Testing

/// The environment variable that makes ``assertSnapshot(_:named:tolerance:filePath:sourceLocation:)``
/// record goldens instead of comparing: `BOXWOOD_RECORD_SNAPSHOTS=1 swift test`.
public let recordSnapshotsVariable = "BOXWOOD_RECORD_SNAPSHOTS"

/// Compares a rendered image with its golden PNG, stored beside the test file at
/// `__Snapshots__/<TestFile>/<name>.png`.
///
/// - A missing golden is recorded and the test fails, saying so (run again to compare).
/// - With `BOXWOOD_RECORD_SNAPSHOTS=1` the golden is overwritten and the test fails as a reminder.
/// - On a mismatch the actual image and a diff image (differences in red) are written beside the
///   golden as `<name>.actual.png` and `<name>.diff.png`, and the failure names the count and the first
///   position of the differing pixels.
/// - `tolerance` is the per-channel difference allowed; 0 unless a test states why it needs more.
public func assertSnapshot(
  _ image: RenderedImage, named name: String, tolerance: UInt8 = 0, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
  let folder = ((filePath as NSString).deletingLastPathComponent as NSString)
    .appendingPathComponent("__Snapshots__/\(testFile)")
  let golden = (folder as NSString).appendingPathComponent("\(name).png")
  let actualPath = (folder as NSString).appendingPathComponent("\(name).actual.png")
  let diffPath = (folder as NSString).appendingPathComponent("\(name).diff.png")
  let recording =
    ProcessInfo.processInfo.environment[recordSnapshotsVariable].map { !$0.isEmpty && $0 != "0" } ?? false
  do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if recording || !FileManager.default.fileExists(atPath: golden) {
      try image.writePNG(to: golden)
      let why = recording ? "\(recordSnapshotsVariable) is set" : "no golden existed"
      Issue.record(
        "Recorded golden \(golden) because \(why); run the test again to compare.",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try RenderedImage(contentsOfFile: golden)
    let difference = image.difference(from: expected, tolerance: tolerance)
    if difference.isMatch {
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: diffPath)
      return
    }
    try image.writePNG(to: actualPath)
    try difference.diffImage?.writePNG(to: diffPath)
    Issue.record(
      Comment(
        rawValue: describe(
          difference, image: image, expected: expected, golden: golden, actual: actualPath, diff: diffPath)),
      sourceLocation: sourceLocation)
  } catch {
    Issue.record("Snapshot \(name) could not be compared: \(error)", sourceLocation: sourceLocation)
  }
}

private func describe(
  _ difference: ImageDifference, image: RenderedImage, expected: RenderedImage, golden: String,
  actual: String,
  diff: String
) -> String {
  if difference.sizeMismatch {
    return
      "Snapshot size \(image.width)×\(image.height) differs from golden \(expected.width)×\(expected.height) "
      + "(\(golden)). Wrote the actual image to \(actual)."
  }
  let first = difference.firstDifference.map { "(\($0.x), \($0.y))" } ?? "-"
  return "\(difference.differingPixels) pixels differ from \(golden), first at \(first), "
    + "largest channel difference \(difference.maxChannelDelta). Wrote \(actual) and \(diff); "
    + "if the change is intended, re-record with \(recordSnapshotsVariable)=1."
}
