// A log–log line chart as a Boxwood view tree: grid lines, axes and markers are plain views, line
// segments are thin views rotated with a transform, and all text is labels. Rendered headless by
// BoxwoodSDL's OffscreenRenderer like any other window.

import Boxwood
import Foundation

/// A view that draws one ``Chart``: a title, log–log axes with tick labels and grid, one line per series
/// (dashed for the peer), markers at the measured points, and a legend on the right.
@MainActor
final class ChartView: View {
  /// The chart shown.
  let chart: Chart
  /// The plotting area, in this view's coordinates.
  let plot: Rect
  let xAxis: LogAxis
  let yAxis: LogAxis

  static let textColor = Color(hex: 0x1C1C1E)
  static let secondaryText = Color(hex: 0x55555C)
  static let majorGrid = Color(hex: 0xD4D4D8)
  static let minorGrid = Color(hex: 0xEEEEF0)
  static let axisColor = Color(hex: 0x3A3A3F)
  static let legendWidth = 250.0

  /// Builds the chart's views for a view of `size` points.
  /// - Precondition: every point is finite and positive (log axes); ``ChartSet`` only makes such charts.
  init(chart: Chart, size: Size = Size(width: 960, height: 540)) {
    self.chart = chart
    let points = chart.allPoints
    xAxis = LogAxis(covering: points.map(\.x))
    // Times keep a tenth of a decade from the plot's edges, so no line runs along an axis.
    yAxis = LogAxis(covering: points.map(\.y), margin: 0.1)
    plot = Rect(
      x: 96, y: 100, width: size.width - 96 - ChartView.legendWidth - 30, height: size.height - 100 - 76)
    super.init(frame: Rect(origin: .zero, size: size))
    backgroundColor = .white
    addTitles()
    addGrid()
    addAxes()
    for series in chart.series { addLine(series) }
    addLegend()
  }

  /// The point of (x, y) in this view.
  func location(_ x: Double, _ y: Double) -> Point {
    Point(
      x: plot.minX + xAxis.fraction(x) * plot.width,
      y: plot.maxY - yAxis.fraction(y) * plot.height)
  }

  // MARK: Text

  @discardableResult
  func addLabel(
    _ text: String, _ frame: Rect, size: Double = 13, weight: Font.Weight = .regular,
    color: Color = ChartView.textColor, alignment: TextAlignment = .left
  ) -> Label {
    let label = Label(text, font: .system(size: size, weight: weight), textColor: color)
    label.frame = frame
    label.textAlignment = alignment
    addSubview(label)
    return label
  }

  private func addTitles() {
    addLabel(
      chart.title, Rect(x: 24, y: 14, width: bounds.width - 48, height: 28), size: 20, weight: .semibold)
    addLabel(
      chart.subtitle, Rect(x: 24, y: 44, width: bounds.width - 48, height: 20), size: 13,
      color: ChartView.secondaryText)
    addLabel(
      chart.xTitle, Rect(x: plot.minX, y: plot.maxY + 40, width: plot.width, height: 20), size: 13,
      weight: .medium, alignment: .center)
    // The y title sits above the y axis, read horizontally (a rotated label would be clipped at the
    // window's edge).
    addLabel(
      chart.yTitle, Rect(x: 24, y: plot.minY - 30, width: plot.width, height: 18), size: 13, weight: .medium)
  }

  // MARK: Grid and axes

  private func addRule(_ frame: Rect, _ color: Color) {
    let rule = View(frame: frame)
    rule.backgroundColor = color
    addSubview(rule)
  }

  private func addGrid() {
    for value in xAxis.minorTicks {
      addRule(
        Rect(x: location(value, 1).x.rounded(), y: plot.minY, width: 1, height: plot.height),
        ChartView.minorGrid)
    }
    for value in yAxis.minorTicks {
      let y = location(1, value).y.rounded()
      addRule(Rect(x: plot.minX, y: y, width: plot.width, height: 1), ChartView.minorGrid)
    }
    for value in xAxis.decades {
      addRule(
        Rect(x: location(value, 1).x.rounded(), y: plot.minY, width: 1, height: plot.height),
        ChartView.majorGrid)
    }
    for value in yAxis.decades {
      addRule(
        Rect(x: plot.minX, y: location(1, value).y.rounded(), width: plot.width, height: 1),
        ChartView.majorGrid)
    }
  }

  private func addAxes() {
    addRule(Rect(x: plot.minX - 1, y: plot.minY, width: 2, height: plot.height + 1), ChartView.axisColor)
    addRule(Rect(x: plot.minX - 1, y: plot.maxY, width: plot.width + 1, height: 2), ChartView.axisColor)
    for value in xAxis.decades {
      let x = location(value, 1).x.rounded()
      addRule(Rect(x: x, y: plot.maxY + 2, width: 1, height: 6), ChartView.axisColor)
      addLabel(
        countLabel(value), Rect(x: x - 50, y: plot.maxY + 10, width: 100, height: 20), alignment: .center)
    }
    for value in yAxis.decades {
      let y = location(1, value).y.rounded()
      addRule(Rect(x: plot.minX - 7, y: y, width: 6, height: 1), ChartView.axisColor)
      addLabel(timeLabel(value), Rect(x: plot.minX - 92, y: y - 10, width: 82, height: 20), alignment: .right)
    }
  }
}
