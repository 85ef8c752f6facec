import Boxwood
import SeededRandom
import Testing

/// The tree-mutation fuzzer (``TreeFuzzer``) over a handful of seeds: random tree, BoxView, constraint,
/// property, event, animation and clock steps, with a frame and the invariant checks after each.
///
/// A failure prints the seed, the step and the last operations. Run more seeds with
/// `BOXWOOD_FUZZ_SEEDS=500 swift test --filter TreeFuzzTests`; the step count per seed follows
/// `BOXWOOD_FUZZ_STEPS` (300 by default).
@Suite("Tree fuzzing: random mutations of a live view tree", .serialized)
@MainActor
struct TreeFuzzTests {
  /// Seeds that once failed, replayed as regression tests.
  nonisolated static let regressionSeeds: [UInt64] = []

  nonisolated static let steps: Int = {
    guard let raw = getenv("BOXWOOD_FUZZ_STEPS"), let value = Int(String(cString: raw)) else { return 300 }
    return max(1, value)
  }()

  @Test(
    "the tree, boxes, constraints and presentation values stay consistent after every step",
    arguments: SeededGenerator.seeds(count: 5) + regressionSeeds)
  func fuzz(seed: UInt64) {
    let fuzzer = TreeFuzzer(seed: seed)
    let failure = fuzzer.run(steps: Self.steps)
    #expect(failure == nil, "\(failure ?? "")")
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
