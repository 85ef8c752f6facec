import Foundation
import Testing

/// Keeps unchecked number conversions out of the SDL layer: every `Double` that becomes an integer for
/// SDL goes through the checked conversions of `SDLNumber.swift`, which never trap.
@Suite("SDL boundary lint: no unchecked integer conversion in BoxwoodSDL")
struct SDLBoundaryLintTests {
  /// The labels of conversions that cannot trap: the standard library's clamping, truncating, bit-pattern
  /// and exact ones, and `SDLNumber.swift`'s named ones.
  static let safeLabels: Set<String> = [
    "clamping", "truncatingIfNeeded", "bitPattern", "exactly", "pixel", "timeoutMilliseconds",
    "delayMilliseconds",
  ]

  /// The unchecked conversions in `source`, as "line: text". An unlabelled conversion to a fixed-width
  /// type (`Int32(x)`, `UInt32(x)`, `UInt8(x)`, …) is one unless its argument is an integer literal; an
  /// unlabelled `Int(x)` or `UInt(x)` is one when its argument is plainly floating point (rounds, or
  /// names `Double` or `Float`): `Int(someInt32)` is everywhere and safe.
  static func uncheckedConversions(in source: String) -> [String] {
    var found: [String] = []
    for (number, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      for call in conversions(in: String(line)) where isUnchecked(call) {
        found.append("\(number + 1): \(rawLine.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// Each conversion call on a line: the type's name and the text of its argument list.
  static func conversions(in line: String) -> [(type: String, argument: String)] {
    let characters = Array(line)
    var calls: [(String, String)] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "U" || characters[index] == "I",
        index == 0
          || !(characters[index - 1].isLetter || characters[index - 1].isNumber
            || characters[index - 1] == "_" || characters[index - 1] == "." || characters[index - 1] == "[")
      else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
      let name = String(characters[index..<end])
      guard end < characters.count, characters[end] == "(",
        ["Int", "UInt", "Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64"].contains(
          name)
      else {
        index = end
        continue
      }
      var depth = 0
      var close = end
      repeat {
        if characters[close] == "(" { depth += 1 }
        if characters[close] == ")" { depth -= 1 }
        close += 1
      } while depth > 0 && close < characters.count
      calls.append((name, String(characters[(end + 1)..<max(end + 1, close - 1)])))
      index = end
    }
    return calls
  }

  static func isUnchecked(_ call: (type: String, argument: String)) -> Bool {
    let argument = call.argument.trimmingCharacters(in: .whitespaces)
    if let colon = argument.firstIndex(of: ":"),
      argument[..<colon].allSatisfy({ $0.isLetter }), !argument[..<colon].isEmpty
    {
      return !safeLabels.contains(String(argument[..<colon]))
    }
    if argument.allSatisfy(\.isNumber) { return false }
    if call.type == "Int" || call.type == "UInt" {
      return argument.contains("rounded") || argument.contains("Double") || argument.contains("Float")
    }
    return true
  }

  @Test("no file of Sources/BoxwoodSDL converts a number to an SDL integer unchecked")
  func moduleIsClean() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/BoxwoodSDL")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.count > 20)
    var found: [String] = []
    for file in files.sorted() where file != "SDLNumber.swift" {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      found += Self.uncheckedConversions(in: source).map { "\(file):\($0)" }
    }
    #expect(found.isEmpty, "use SDLNumber.swift's checked conversions:\n\(found.joined(separator: "\n"))")
  }

  @Test("the lint finds what it must and passes what is safe")
  func lintFindsUncheckedConversions() {
    let source = """
      let a = Int32(size.width.rounded())
      let b = UInt32(remaining * 1000)  // a delay
      x = [UInt8](repeating: 0, count: 4); let c = UInt8((alpha * 255).rounded())
      let d = Int((font.size * scale).rounded())
      let e = Int32(clamping: value), f = Int32(pixel: x), g = Int32(0), h = Int(someInt32)
      let i = UInt32(truncatingIfNeeded: flags), j = Int32(bitPattern: mask), k = Int32(exactly: 2.5)
      // Int32(inAComment)
      let l = SDL_Foo(Int32(count))
      let m = Int32(weird: 3)
      """
    let found = Self.uncheckedConversions(in: source).map { $0.prefix(2) }
    #expect(found == ["1:", "2:", "3:", "4:", "8:", "9:"])
  }
}
