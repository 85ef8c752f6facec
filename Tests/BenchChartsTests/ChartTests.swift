import Testing

@testable import BenchCharts

/// The chart's axes and labels, and which charts a results set makes.
@Suite struct ChartTests {
  @Test func aLogAxisCoversWholeDecades() {
    let axis = LogAxis(covering: [100, 1000, 10000])
    #expect(axis.low == 2 && axis.high == 4)
    #expect(axis.decades == [100, 1000, 10000])
    #expect(axis.fraction(100) == 0 && axis.fraction(10000) == 1)
    #expect(abs(axis.fraction(1000) - 0.5) < 1e-12)
    #expect(axis.minorTicks.count == 16 && axis.minorTicks.first == 200 && axis.minorTicks.last == 9000)
  }

  @Test func aLogAxisIsAtLeastOneDecadeAndKeepsItsMargin() {
    #expect(LogAxis(covering: [50]).low == 1 && LogAxis(covering: [50]).high == 2)
    #expect(LogAxis(covering: [1000]).low == 3 && LogAxis(covering: [1000]).high == 4)
    // 11 ns (0.011 µs) sits too close to 10 ns for a margin of a tenth of a decade.
    let padded = LogAxis(covering: [0.011, 0.5], margin: 0.1)
    #expect(padded.low == -3 && padded.high == 0)
    #expect(LogAxis(covering: [0.011, 0.5]).low == -2)
    #expect(LogAxis(covering: [0.011, 0.9], margin: 0.1).high == 1)
  }

  @Test func labelsReadAsPeopleWriteThem() {
    #expect(timeLabel(0.01) == "10 ns")
    #expect(timeLabel(1) == "1 µs")
    #expect(timeLabel(1.5) == "1.5 µs")
    #expect(timeLabel(100_000) == "100 ms")
    #expect(timeLabel(60_000_000) == "60 s")
    #expect(countLabel(100) == "100")
    #expect(countLabel(10000) == "10,000")
    #expect(countLabel(1_234_567) == "1,234,567")
  }

  func row(_ bench: String, _ workload: String, _ n: Int, _ ours: Double, peer: PeerTime? = nil) -> ResultRow
  {
    ResultRow(
      bench: bench, workload: workload, n: n, ours: ours, peerName: peer == nil ? nil : "kiwi", peer: peer,
      goal: nil)
  }

  @Test func chartsNeedTwoSizesAndMarkStoppedPeers() {
    var results = Results()
    results.rows = [
      row("solver", "chain.build", 100, 600, peer: .measured(1400)),
      row("solver", "chain.build", 1000, 15000, peer: .moreThan(60_000_000)),
      row("solver", "chain.edit", 100, 1.6, peer: .measured(6.7)),
      row("layout", "resize", 100, 23), row("layout", "resize", 1000, 220),
      row("animation", "start", 1000, 230),
    ]
    let charts = ChartSet.charts(results)
    #expect(charts.map(\.file) == ["perf-solver-build.png", "perf-layout.png"])
    let solver = charts[0].chart
    #expect(solver.series.map(\.name) == ["ours · chain", "kiwi · chain"])
    #expect(solver.series[1].dashed && solver.series[1].points.map(\.isLowerBound) == [false, true])
    #expect(!solver.notes.isEmpty)
  }
}
