// A libFuzzer harness for SDL event translation (see Scripts/fuzz). Built only with BOXWOOD_LIBFUZZER=1
// and -sanitize=fuzzer; the seeded fuzzer in Tests/BoxwoodSDLTests is what CI runs.
import Boxwood
import CSDL2

@testable import BoxwoodSDL

/// One input: its first bytes are an `SDL_Event` (the rest zero); its translation must have finite points,
/// text without NUL, and a composition selection inside its text.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzEvent(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var event = SDL_Event()
  withUnsafeMutableBytes(of: &event) { buffer in
    for index in 0..<min(size, buffer.count) { buffer[index] = data![index] }
  }
  MainActor.assumeIsolated {
    Diagnostics.collect { check(event) }
  }
  return 0
}

@MainActor
private func check(_ event: SDL_Event) {
  guard let (_, translated) = EventTranslation.translate(event) else { return }
  switch translated {
  case .pointer(let pointer):
    precondition(pointer.location.x.isFinite && pointer.location.y.isFinite, "\(pointer)")
  case .scroll(let scroll):
    let values = [scroll.delta.x, scroll.delta.y, scroll.location.x, scroll.location.y]
    precondition(values.allSatisfy(\.isFinite), "\(scroll)")
  case .textInput(let text):
    precondition(!text.contains("\0"), "text \(String(reflecting: text))")
  case .textComposition(let text, let selection):
    precondition(
      !text.contains("\0") && selection.lowerBound >= 0 && selection.upperBound <= text.count, "\(selection)")
  case .key, .windowFocus:
    break
  }
}

typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// libFuzzer's driver, started from SwiftPM's renamed entry point (see VBConstantFuzz).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzCallback
) -> CInt

@_cdecl("EventFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var vector = argv
  return runFuzzerDriver(&count, &vector) { fuzzEvent($0, $1) }
}
