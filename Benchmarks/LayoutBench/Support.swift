// Timing, statistics and formatting helpers for LayoutBench.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let clock = ContinuousClock()

func microseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
}

/// Wall-clock time of `body` in microseconds.
func time(_ body: () -> Void) -> Double {
  let start = clock.now
  body()
  return microseconds(clock.now - start)
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return .nan }
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// A non-negative value with a fixed number of decimals, without Foundation.
func fixed(_ value: Double, _ decimals: Int = 3) -> String {
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
func human(_ us: Double) -> String {
  if us >= 1e6 { return fixed(us / 1e6, 2) + " s" }
  if us >= 1e3 { return fixed(us / 1e3, 2) + " ms" }
  if us >= 10 { return fixed(us, 1) + " µs" }
  return fixed(us, 3) + " µs"
}

extension String {
  func padded(_ width: Int, right: Bool = false) -> String {
    let pad = String(repeating: " ", count: max(0, width - count))
    return right ? pad + self : self + pad
  }
}

/// Prints an ERROR line and exits with status 1.
func fail(_ message: String) -> Never {
  print("ERROR \(message)")
  exit(1)
}
