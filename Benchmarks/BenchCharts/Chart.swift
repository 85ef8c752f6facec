// What a chart shows: series of (N, time) points on log–log axes.

import Boxwood
import Foundation

/// One point of a series: N and a time in µs. A point that is only a lower bound (the run was stopped at a
/// limit) is drawn hollow, with a note.
struct ChartPoint: Equatable {
  var x: Double
  var y: Double
  var isLowerBound = false
}

/// One line of a chart, with its legend entry.
struct Series: Equatable {
  var name: String
  var color: Color
  /// Drawn dashed (the peer's line, by convention), else solid.
  var dashed = false
  var points: [ChartPoint]
  /// Time bounds the workload is held to, at some N: drawn as short bars in the series' colour.
  var goals: [ChartPoint] = []
}

/// A whole chart: titles and series.
struct Chart {
  var title: String
  var subtitle: String
  var xTitle = "N"
  var yTitle = "median time per operation"
  var series: [Series]
  /// Creates a chart; `xTitle` says what N counts.
  init(title: String, subtitle: String, xTitle: String, series: [Series]) {
    self.title = title
    self.subtitle = subtitle
    self.xTitle = xTitle
    self.series = series
  }

  /// A line under the legend, such as what a hollow marker means.
  var notes: [String] = []

  /// Every plotted point, goals included.
  var allPoints: [ChartPoint] { series.flatMap { $0.points + $0.goals } }
}

/// A base-10 logarithmic axis covering whole decades.
struct LogAxis: Equatable {
  /// The first and last decade exponents (10^low … 10^high).
  var low: Int
  var high: Int

  /// The decades that cover every value (at least one decade wide), with at least `margin` of a decade
  /// between a value and either end (0: a power of ten may sit on the end itself).
  /// - Precondition: the values are finite and positive (the caller filters them).
  init(covering values: [Double], margin: Double = 0) {
    precondition(!values.isEmpty && values.allSatisfy { $0 > 0 && $0.isFinite }, "log axis of \(values)")
    let logs = values.map(log10)
    // A value a hair under a power of ten (999.9999) belongs to the decade below only by rounding noise.
    let inset = margin > 0 ? -margin : 1e-9
    low = Int((logs.min()! + inset).rounded(.down))
    high = Int((logs.max()! - inset).rounded(.up))
    if high <= low { high = low + 1 }
  }

  /// Where `value` falls, from 0 (10^low) to 1 (10^high).
  func fraction(_ value: Double) -> Double {
    (log10(value) - Double(low)) / Double(high - low)
  }

  /// The powers of ten on the axis.
  var decades: [Double] { (low...high).map { pow(10, Double($0)) } }

  /// 2…9 × each decade below the top one.
  var minorTicks: [Double] {
    decades.dropLast().flatMap { decade in (2...9).map { Double($0) * decade } }
  }
}

/// Chart palette: distinguishable on white, in legend order.
let palette: [Color] = [
  Color(hex: 0x1F77B4), Color(hex: 0xE8710A), Color(hex: 0x2CA02C), Color(hex: 0xD62728),
  Color(hex: 0x9467BD), Color(hex: 0x8C564B), Color(hex: 0xE377C2), Color(hex: 0x17BECF),
]

/// A time for an axis label: ns, µs, ms or s, without trailing zeros.
func timeLabel(_ us: Double) -> String {
  func trimmed(_ value: Double) -> String { String(format: value >= 10 ? "%.0f" : "%.3g", value) }
  if us >= 1e6 { return trimmed(us / 1e6) + " s" }
  if us >= 1e3 { return trimmed(us / 1e3) + " ms" }
  if us >= 1 { return trimmed(us) + " µs" }
  return trimmed(us * 1e3) + " ns"
}

/// A count with thousands separators: 10000 → "10,000".
func countLabel(_ value: Double) -> String {
  let digits = String(Int(value.rounded()))
  var groups: [Substring] = []
  var end = digits.endIndex
  while end > digits.startIndex {
    let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
    groups.insert(digits[start..<end], at: 0)
    end = start
  }
  return groups.joined(separator: ",")
}
