// BenchCharts: the performance charts and docs/performance.md, from the results Benchmarks/report collects.
//
//   BenchCharts <results.tsv> <output directory>
//
// Each chart is a Boxwood view tree (ChartView) rendered headless to PNG through OffscreenRenderer, at
// scale 1. See Results.swift for the file format.

import Boxwood
import BoxwoodSDL
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
  print("usage: BenchCharts <results.tsv> <output directory>")
  exit(2)
}
let (resultsPath, outputDirectory) = (arguments[0], arguments[1])

let status: Int32 = MainActor.assumeIsolated {
  do {
    let results = try Results(path: resultsPath)
    let charts = ChartSet.charts(results)
    let renderer = try OffscreenRenderer()
    for named in charts {
      let view = ChartView(chart: named.chart)
      let window = Window(title: named.chart.title, size: view.frame.size, rootView: view)
      let path = outputDirectory + "/" + named.file
      try renderer.render(window).writePNG(to: path)
      print("wrote \(path)")
    }
    let page = outputDirectory + "/performance.md"
    try Markdown.document(results, charts: charts).write(toFile: page, atomically: true, encoding: .utf8)
    print("wrote \(page)")
    return 0
  } catch {
    print("BenchCharts: \(error)")
    return 1
  }
}
exit(status)
