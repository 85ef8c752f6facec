// Which charts the collected results make.

import Boxwood

/// A chart and the file name it is written to.
struct NamedChart {
  var file: String
  var chart: Chart
}

/// The charts of a results file: one per solver workload (ours against kiwi), and cost against N for the
/// benches that sweep N. A bench measured at fewer than two sizes gets no chart.
enum ChartSet {
  static let solverWorkloads: [(workload: String, title: String)] = [
    ("build", "build: make the objects, add 5N + 2 constraints, solve"),
    ("add", "add: one addConstraint, during the build"),
    ("edit", "edit: suggest the container width, update, read all frames"),
    ("remove_readd", "remove_readd: remove and re-add the middle spacing constraint"),
    ("suggest", "suggest: suggestValue on the container width alone"),
  ]
  static let variants = ["chain", "independent", "required-heights"]

  static func charts(_ results: Results) -> [NamedChart] {
    var charts: [NamedChart] = []
    for (workload, title) in solverWorkloads {
      if let chart = solver(results, workload, title) {
        charts.append(NamedChart(file: "perf-solver-\(workload).png", chart: chart))
      }
    }
    let sweeps:
      [(bench: String, file: String, title: String, subtitle: String, x: String, workloads: [String])] = [
        (
          "layout", "perf-layout.png", "LayoutBench: Auto Layout in a window, N views in a chain",
          "5 constraints per view; each change followed by a layout pass", "N (views)",
          [
            "first_layout", "regenerate", "resize", "constant_change", "no_change", "remove_all",
            "remove_each",
          ]
        ),
        (
          "box", "perf-box.png", "BoxBench: a BoxView holding N items",
          "each change followed by a layout pass", "N (items)",
          [
            "first_layout", "toggle_spacing", "remove_middle", "insert_middle", "append", "remove_last",
            "remove_all",
            "remove_each",
          ]
        ),
        (
          "animation", "perf-animation.png", "AnimationBench: N views animating in one block",
          "one frame of the interpolator (frame_sample) and a whole display list", "N (views animating)",
          ["start", "display_list", "frame_sample_4", "frame_sample", "display_static"]
        ),
      ]
    for sweep in sweeps {
      let series = sweep.workloads.enumerated().compactMap { index, workload in
        line(results, sweep.bench, workload, name: workload, color: palette[index % palette.count])
      }
      if !series.isEmpty {
        charts.append(
          NamedChart(
            file: sweep.file,
            chart: Chart(title: sweep.title, subtitle: sweep.subtitle, xTitle: sweep.x, series: series)))
      }
    }
    if let chart = stack(results) { charts.append(NamedChart(file: "perf-stack.png", chart: chart)) }
    return charts
  }

  /// Ours (solid) against the peer (dashed) for one solver workload, a colour per variant.
  static func solver(_ results: Results, _ workload: String, _ title: String) -> Chart? {
    var series: [Series] = []
    for (index, variant) in variants.enumerated() {
      let rows = results.rows("solver").filter {
        $0.workload == "\(variant).\(workload)" && $0.n > 0 && $0.ours > 0
      }
      guard rows.count >= 2 else { continue }
      let color = palette[index]
      series.append(
        Series(
          name: "ours · \(variant)", color: color,
          points: rows.map { ChartPoint(x: Double($0.n), y: $0.ours) }, goals: goals(rows)))
      let peers = rows.compactMap { row in
        row.peer.map {
          ChartPoint(x: Double(row.n), y: $0.plotted, isLowerBound: $0 != .measured($0.plotted))
        }
      }
      if peers.count >= 2 {
        series.append(Series(name: "kiwi · \(variant)", color: color, dashed: true, points: peers))
      }
    }
    guard !series.isEmpty else { return nil }
    var chart = Chart(
      title: "Solver against kiwisolver — \(title)",
      subtitle:
        "a vertical stack of N views, 5 constraints each; solid: our Cassowary, dashed: kiwi (Python binding)",
      xTitle: "N (views in the stack: 5N + 2 constraints)", series: series)
    if series.contains(where: { $0.points.contains(where: \.isLowerBound) }) {
      chart.notes = ["Hollow marker: kiwi was stopped at the time limit; its real time is longer."]
    }
    return chart
  }

  /// StackView (solid) against BoxView (dashed), a colour per workload.
  static func stack(_ results: Results) -> Chart? {
    var series: [Series] = []
    for (index, workload) in ["first_layout", "toggle_spacing", "append", "remove_middle"].enumerated() {
      let rows = results.rows("stack").filter { $0.workload == workload && $0.n > 0 && $0.ours > 0 }
      guard rows.count >= 2 else { continue }
      let color = palette[index]
      series.append(
        Series(
          name: "StackView · \(workload)", color: color,
          points: rows.map { ChartPoint(x: Double($0.n), y: $0.ours) }))
      let peers = rows.compactMap { row in row.peer.map { ChartPoint(x: Double(row.n), y: $0.plotted) } }
      if peers.count >= 2 {
        series.append(Series(name: "BoxView · \(workload)", color: color, dashed: true, points: peers))
      }
    }
    guard !series.isEmpty else { return nil }
    return Chart(
      title: "StackBench: StackView against BoxView, N bars",
      subtitle: "the same column laid out by both, each change followed by a layout pass; solid: StackView, "
        + "dashed: BoxView", xTitle: "N (bars)", series: series)
  }

  /// One workload of a bench against N, if measured at two sizes or more.
  static func line(
    _ results: Results, _ bench: String, _ workload: String, name: String, color: Color
  ) -> Series? {
    let rows = results.rows(bench).filter { $0.workload == workload && $0.n > 0 && $0.ours > 0 }
    guard rows.count >= 2 else { return nil }
    return Series(
      name: name, color: color, points: rows.map { ChartPoint(x: Double($0.n), y: $0.ours) },
      goals: goals(rows))
  }

  /// The time bounds among the rows' goals, at their N.
  static func goals(_ rows: [ResultRow]) -> [ChartPoint] {
    rows.compactMap { row in
      if case .atMost(let bound) = row.goal { return ChartPoint(x: Double(row.n), y: bound) }
      return nil
    }
  }
}
