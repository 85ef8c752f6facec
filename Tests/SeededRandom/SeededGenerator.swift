/// A small, fast, seedable random generator (SplitMix64) for fuzz and property tests: a seed gives the same
/// sequence on every machine, so a failing seed printed by a test replays exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Whether an event of probability `p` happens.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One of `values` (which must not be empty).
  public mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

  /// Seeds for a fuzz test: `count` fixed ones, or as many as the environment variable `variable` says
  /// (`BOXWOOD_FUZZ_SEEDS=500` for a long local run), starting at `first`.
  public static func seeds(count: Int, variable: String = "BOXWOOD_FUZZ_SEEDS", first: UInt64 = 1) -> [UInt64]
  {
    let wanted = ProcessEnvironment.value(variable).flatMap { Int($0) }.map { max(1, $0) } ?? count
    return (0..<UInt64(wanted)).map { first + $0 }
  }
}

/// Reads the environment without Foundation.
enum ProcessEnvironment {
  static func value(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    return String(cString: raw)
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
