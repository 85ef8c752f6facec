// Lines, markers and the legend of a ChartView.

import Boxwood
import Foundation

extension ChartView {
  static let lineWidth = 3.0
  static let dash = (on: 9.0, off: 6.0)

  /// A straight stroke from `start` to `end`: a thin view turned about its centre by a transform.
  ///
  /// The view's frame is whole points (the renderer snaps edges to the pixel grid, so a fractional frame
  /// would come out a pixel thicker or thinner depending on where it falls), and the transform's
  /// translation moves it to the exact centre.
  func addSegment(from start: Point, to end: Point, color: Color, width: Double = ChartView.lineWidth) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot().rounded()
    guard length >= 1 else { return }
    let center = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
    let frame = Rect(
      x: (center.x - length / 2).rounded(), y: (center.y - width / 2).rounded(), width: length, height: width)
    let segment = View(frame: frame)
    segment.backgroundColor = color
    segment.cornerRadius = width / 2
    segment.transform = Transform2D(
      translation: Point(x: center.x - frame.midX, y: center.y - frame.midY), rotation: atan2(dy, dx))
    addSubview(segment)
  }

  /// A polyline through `points`, solid or dashed (the dash pattern runs on across corners).
  func addPolyline(_ points: [Point], color: Color, dashed: Bool) {
    var phase = 0.0
    for (start, end) in zip(points, points.dropFirst()) {
      guard dashed else {
        addSegment(from: start, to: end, color: color)
        continue
      }
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { continue }
      let period = ChartView.dash.on + ChartView.dash.off
      var offset = -phase
      while offset < length {
        let from = max(0, offset)
        let to = min(length, offset + ChartView.dash.on)
        if to > from {
          addSegment(
            from: Point(x: start.x + dx * from / length, y: start.y + dy * from / length),
            to: Point(x: start.x + dx * to / length, y: start.y + dy * to / length), color: color)
        }
        offset += period
      }
      phase = (offset - length).truncatingRemainder(dividingBy: period)
      phase = phase > 0 ? period - phase : -phase
    }
  }

  /// A marker: a filled circle for ours, a filled square for the peer (dashed series), hollow for a lower
  /// bound.
  func addMarker(at center: Point, color: Color, square: Bool, hollow: Bool) {
    let size = 9.0
    let marker = View(frame: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
    marker.backgroundColor = hollow ? .white : color
    marker.cornerRadius = square ? 1 : size / 2
    marker.borderWidth = hollow ? 2 : 1
    marker.borderColor = hollow ? color : .white
    addSubview(marker)
  }

  /// A goal: a short bar across the N it is stated for, with a notch below it (the side that meets it).
  func addGoal(at center: Point, color: Color) {
    let bar = View(frame: Rect(x: (center.x - 12).rounded(), y: center.y.rounded() - 1, width: 24, height: 3))
    bar.backgroundColor = color
    addSubview(bar)
    let notch = View(frame: Rect(x: center.x.rounded() - 1, y: center.y.rounded() + 2, width: 3, height: 6))
    notch.backgroundColor = color
    addSubview(notch)
  }

  func addLine(_ series: Series) {
    for goal in series.goals { addGoal(at: location(goal.x, goal.y), color: series.color) }
    let points = series.points.sorted { $0.x < $1.x }
    let locations = points.map { location($0.x, $0.y) }
    addPolyline(locations, color: series.color, dashed: series.dashed)
    for (point, location) in zip(points, locations) {
      addMarker(at: location, color: series.color, square: series.dashed, hollow: point.isLowerBound)
      if point.isLowerBound {
        addLabel(
          "> \(timeLabel(point.y))", Rect(x: location.x - 70, y: location.y - 24, width: 64, height: 16),
          size: 11, color: ChartView.secondaryText, alignment: .right)
      }
    }
  }

  func addLegend() {
    let left = plot.maxX + 24
    var y = plot.minY + 2
    addLabel("Legend", Rect(x: left, y: y, width: ChartView.legendWidth - 10, height: 20), weight: .semibold)
    y += 26
    for series in chart.series {
      addPolyline(
        [Point(x: left, y: y + 10), Point(x: left + 34, y: y + 10)], color: series.color,
        dashed: series.dashed)
      addMarker(at: Point(x: left + 17, y: y + 10), color: series.color, square: series.dashed, hollow: false)
      addLabel(series.name, Rect(x: left + 44, y: y, width: ChartView.legendWidth - 50, height: 20))
      y += 24
    }
    if chart.series.contains(where: { !$0.goals.isEmpty }) {
      addGoal(at: Point(x: left + 17, y: y + 8), color: ChartView.axisColor)
      addLabel("goal (at most)", Rect(x: left + 44, y: y, width: ChartView.legendWidth - 50, height: 20))
      y += 24
    }
    y += 8
    for note in chart.notes {
      let label = addLabel(
        note, Rect(x: left, y: y, width: ChartView.legendWidth - 14, height: 54), size: 12,
        color: ChartView.secondaryText)
      label.numberOfLines = 0
      label.lineBreakMode = .byWordWrapping
      y += 58
    }
  }
}
