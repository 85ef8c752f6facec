// Timing, statistics and formatting helpers shared by the benchmarks.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let clock = ContinuousClock()

/// A duration in microseconds.
public func microseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
}

/// Wall-clock time of `body` in microseconds.
public func time(_ body: () throws -> Void) rethrows -> Double {
  let start = clock.now
  try body()
  return microseconds(clock.now - start)
}

/// The median of the samples (NaN for none).
public func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return .nan }
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// A value with a fixed number of decimals, without Foundation.
public func fixed(_ value: Double, _ decimals: Int = 3) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((abs(value) * scale).rounded())
  let whole = scaled / Int(scale)
  let fraction = String(scaled % Int(scale))
  let padded = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
  return (value < 0 ? "-" : "") + "\(whole)" + (decimals > 0 ? "." + padded : "")
}

/// A duration for people: µs below a millisecond, then ms, then s.
public func human(_ us: Double) -> String {
  if us >= 1e6 { return fixed(us / 1e6, 2) + " s" }
  if us >= 1e3 { return fixed(us / 1e3, 2) + " ms" }
  if us >= 10 { return fixed(us, 1) + " µs" }
  return fixed(us, 3) + " µs"
}

extension String {
  /// The string padded with spaces to `width` (on the left when `right` is true).
  public func padded(_ width: Int, right: Bool = false) -> String {
    let pad = String(repeating: " ", count: max(0, width - count))
    return right ? pad + self : self + pad
  }
}

/// Prints an ERROR line and exits with status 1.
public func fail(_ message: String) -> Never {
  print("ERROR \(message)")
  exit(1)
}

/// One measured workload.
public struct BenchRow {
  public var workload: String
  public var n: Int
  public var median: Double
  public var goal: Double?

  public init(workload: String, n: Int, median: Double, goal: Double?) {
    self.workload = workload
    self.n = n
    self.median = median
    self.goal = goal
  }

  /// "ok", "MISS" or "-" (no goal).
  public var verdict: String { goal.map { median <= $0 ? "ok" : "MISS" } ?? "-" }

  /// The machine-readable line: `<prefix>.<workload> n=<N> median_us=<x> goal_us=<y|-> ok|MISS|-`.
  public func line(_ prefix: String) -> String {
    "\(prefix).\(workload) n=\(n) median_us=\(fixed(median)) goal_us=\(goal.map { $0 == $0.rounded() ? fixed($0, 0) : fixed($0, 2) } ?? "-") \(verdict)"
  }
}

/// Prints the human table of a benchmark's rows.
public func printTable(_ title: String, _ rows: [BenchRow]) {
  print("")
  print(title)
  let header = [
    "workload".padded(18), "N".padded(6, right: true), "median".padded(11, right: true),
    "goal".padded(10, right: true), "  ",
  ]
  print(header.joined(separator: "  ") + "status")
  for row in rows {
    let cells = [
      row.workload.padded(18), "\(row.n)".padded(6, right: true), human(row.median).padded(11, right: true),
      (row.goal.map { "≤ " + human($0) } ?? "-").padded(10, right: true), "  ",
    ]
    print(cells.joined(separator: "  ") + row.verdict)
  }
}

/// Samples of two ways of emptying a container, `repeats` times each, each on a fresh one: `build` makes
/// one laid out (untimed), `all` and `each` empty it (timed), `check` verifies it is empty (untimed).
public func removalSamples<Subject>(
  repeats: Int, build: () -> Subject, all: (Subject) -> Void, each: (Subject) -> Void,
  check: (Subject, String) -> Void
) -> (all: [Double], each: [Double]) {
  var samples: (all: [Double], each: [Double]) = ([], [])
  for _ in 0..<repeats {
    let first = build()
    samples.all.append(time { all(first) })
    check(first, "remove_all")
    let second = build()
    samples.each.append(time { each(second) })
    check(second, "remove_each")
  }
  return samples
}
