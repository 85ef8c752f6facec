// A libFuzzer harness for VBAutolayout's constant strings (see Scripts/fuzz). Built only with
// BOXWOOD_LIBFUZZER=1 and -sanitize=fuzzer; the seeded fuzzer in Tests/BoxwoodTests is what CI runs.
import Boxwood

/// One input: any bytes, read as UTF-8 (repaired), must parse to an in-range constant whose description
/// parses back to it, or be refused with an error that quotes the string and points inside it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConstant(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  MainActor.assumeIsolated { check(text) }
  return 0
}

@MainActor
private func check(_ text: String) {
  do {
    let constant = try VBConstant(parsing: text)
    precondition(
      constant.value.isFinite && abs(constant.value) <= VBConstant.maximumMagnitude, "value \(constant)")
    precondition((1...1000).contains(constant.priority.rawValue), "priority \(constant.priority)")
    // What the grammar accepts is ASCII from its own alphabet.
    precondition(
      text.unicodeScalars.allSatisfy { "0123456789.+-()=<>@".unicodeScalars.contains($0) }, "accepted")
    let again = try VBConstant(parsing: constant.description)
    precondition(again == constant, "\(constant.description) → \(again)")
  } catch {
    guard case .invalidDictionaryLayout(let layoutError) = error,
      case .malformedConstant(let quoted, let offset, let reason) = layoutError.problem
    else { preconditionFailure("\(error)") }
    precondition(quoted == text && (0...text.count).contains(offset) && !reason.isEmpty, "\(layoutError)")
    precondition(layoutError.description.contains(String(reflecting: text)), "the message does not quote it")
  }
}

typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// libFuzzer's driver: SwiftPM links an executable's entry point as `<module>_main` and points `main` at it,
/// so libFuzzer's own `main` is not used and the driver is started from here.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzCallback
) -> CInt

@_cdecl("VBConstantFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var vector = argv
  return runFuzzerDriver(&count, &vector) { fuzzConstant($0, $1) }
}
