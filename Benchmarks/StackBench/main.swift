// StackBench: a StackView of N arranged subviews against the same content in a BoxView (issue 8).
//
//   swift build -c release --product StackBench --scratch-path .build-stack
//   .build-stack/release/StackBench [N ...]          # default N = 100 1000 10000
//
// The content: N bars, each a view with an intrinsic height of 20 and no intrinsic width, in a column
// 400 points wide whose top, left and right are pinned to a detached root (its height follows the
// content). The StackView is vertical with the default fill distribution and fill alignment; the BoxView
// is `.y` with every bar `bar.boxed` (so each is pinned left, right and to its neighbours, the last one
// to the bottom). Both produce the same frames. Timed, as medians of wall-clock samples in µs:
//   first_layout    adding the N bars (addArrangedSubview / items) + the first layout pass
//   append          appending one bar + the layout pass
//   remove_last     removing that bar again + the layout pass
//   remove_middle   removing the middle bar (removeFromSuperview) + the layout pass
//   insert_middle   inserting it back + the layout pass
//   toggle_spacing  spacing 0 ↔ 2 + the layout pass
//   toggle_hidden   hiding or showing the middle bar + the layout pass (the StackView collapses it; the
//                   box, with excludeHiddenViews, leaves it out of the chain)
// Every frame is checked (untimed) after each phase; a wrong frame or any diagnostic is an ERROR line and
// exit status 1. Goal (issue 8): the StackView's first layout and append within 2× of the BoxView's.

import BenchSupport
import Boxwood

/// A bar 20 points high with no intrinsic width.
final class Bar: View {
  override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 20) }
}

/// One column: a stack or a box holding bars, in a detached root.
@MainActor
protocol Column: AnyObject {
  var root: View { get }
  var bars: [View] { get set }
  var spacing: Double { get set }
  func fill()
  func append(_ bar: View)
  func removeLast()
  func insert(_ bar: View, at index: Int)
  func setHidden(_ hidden: Bool, _ bar: View)
}

@MainActor
func makeBars(_ n: Int) -> [View] {
  (0..<n).map { index in
    let bar = Bar()
    bar.debugName = "bar\(index)"
    return bar
  }
}

@MainActor
func pin(_ container: View, in root: View) {
  root.addSubview(container)
  LayoutConstraint.activate([
    container.topAnchor.constraint(equalTo: root.topAnchor),
    container.leftAnchor.constraint(equalTo: root.leftAnchor),
    container.rightAnchor.constraint(equalTo: root.rightAnchor),
  ])
}

@MainActor
final class StackColumn: Column {
  let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 1000))
  let stack = StackView()
  var bars: [View]

  init(_ n: Int) {
    bars = makeBars(n)
    stack.axis = .vertical
    pin(stack, in: root)
  }

  var spacing: Double {
    get { stack.spacing }
    set { stack.spacing = newValue }
  }

  func fill() { for bar in bars { stack.addArrangedSubview(bar) } }
  func append(_ bar: View) { stack.addArrangedSubview(bar) }
  func removeLast() { stack.arrangedSubviews.last?.removeFromSuperview() }
  func insert(_ bar: View, at index: Int) { stack.insertArrangedSubview(bar, at: index) }
  func setHidden(_ hidden: Bool, _ bar: View) { bar.isHidden = hidden }
}

@MainActor
final class BoxColumn: Column {
  let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 1000))
  let box = BoxView(axis: .y)
  var bars: [View]

  init(_ n: Int) {
    bars = makeBars(n)
    box.excludeHiddenViews = true
    pin(box, in: root)
  }

  var spacing: Double {
    get { box.spacing }
    set { box.spacing = newValue }
  }

  func fill() { box.items = bars.map(\.boxed) }
  func append(_ bar: View) { box.items.append(bar.boxed) }
  func removeLast() { box.items.removeLast() }
  func insert(_ bar: View, at index: Int) { box.insertItem(bar.boxed, after: box.items[index - 1].object) }
  func setHidden(_ hidden: Bool, _ bar: View) { bar.isHidden = hidden }
}

/// Every visible bar is 20 high, one after the other with the spacing between, across the full width.
@MainActor
func check(_ column: Column, _ context: String) {
  var y = 0.0
  for bar in column.bars where !bar.isHidden {
    let expected = Rect(x: 0, y: y, width: 400, height: 20)
    if bar.frame != expected {
      fail("\(context): \(bar.shortDescription) at \(bar.frame), expected \(expected)")
    }
    y += 20 + column.spacing
  }
}

var rows: [(kind: String, row: BenchRow)] = []

@MainActor
func report(_ kind: String, _ workload: String, _ n: Int, _ samples: [Double]) {
  let row = BenchRow(workload: workload, n: n, median: median(samples), goal: nil)
  rows.append((kind, row))
  print(row.line(kind))
}

@MainActor
func run(_ kind: String, _ n: Int, make: (Int) -> Column) {
  let repeats = n <= 100 ? 21 : (n <= 1000 ? 11 : 3)
  let edits = n <= 100 ? 201 : (n <= 1000 ? 101 : 11)
  var first: [Double] = []
  var column = make(n)
  for _ in 0..<repeats {
    column = make(n)
    let current = column
    first.append(
      time {
        current.fill()
        current.root.layoutIfNeeded()
      })
  }
  check(column, "\(kind) first_layout")
  report(kind, "first_layout", n, first)

  var append: [Double] = []
  var removeLast: [Double] = []
  for _ in 0..<edits {
    let extra = Bar()
    extra.debugName = "extra"
    column.bars.append(extra)
    append.append(
      time {
        column.append(extra)
        column.root.layoutIfNeeded()
      })
    column.bars.removeLast()
    removeLast.append(
      time {
        column.removeLast()
        column.root.layoutIfNeeded()
      })
  }
  check(column, "\(kind) append/remove_last")
  report(kind, "append", n, append)
  report(kind, "remove_last", n, removeLast)

  let middle = n / 2
  let bar = column.bars[middle]
  var remove: [Double] = []
  var insert: [Double] = []
  for _ in 0..<edits {
    remove.append(
      time {
        bar.removeFromSuperview()
        column.root.layoutIfNeeded()
      })
    insert.append(
      time {
        column.insert(bar, at: middle)
        column.root.layoutIfNeeded()
      })
  }
  check(column, "\(kind) remove_middle/insert_middle")
  report(kind, "remove_middle", n, remove)
  report(kind, "insert_middle", n, insert)

  var toggle: [Double] = []
  var hide: [Double] = []
  for index in 0..<edits {
    let even = index % 2 == 0
    toggle.append(
      time {
        column.spacing = even ? 2 : 0
        column.root.layoutIfNeeded()
      })
    check(column, "\(kind) toggle_spacing")
    hide.append(
      time {
        column.setHidden(even, bar)
        column.root.layoutIfNeeded()
      })
    check(column, "\(kind) toggle_hidden")
  }
  report(kind, "toggle_spacing", n, toggle)
  report(kind, "toggle_hidden", n, hide)
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.isEmpty ? [100, 1000, 10000] : arguments.map { Int($0) ?? 0 }
if sizes.contains(where: { $0 < 2 }) { fail("usage: StackBench [N ...] (each N ≥ 2)") }

let (_, diagnostics) = Diagnostics.collect {
  for n in sizes {
    run("box", n, make: BoxColumn.init)
    run("stack", n, make: StackColumn.init)
  }
}
if !diagnostics.errors.isEmpty || !diagnostics.warnings.isEmpty {
  let all = diagnostics.errors.map(\.description) + diagnostics.warnings
  fail("\(all.count) diagnostic(s) during the benchmark; first: \(all[0])")
}

var machine: [String] = []
var missed = false
print("")
print(
  "StackBench (median, wall clock, -c release): StackView / BoxView, goal ≤ 2 at N = 1000 for first_layout and append"
)
let header = [
  "workload".padded(16), "N".padded(6, right: true), "box".padded(11, right: true),
  "stack".padded(11, right: true),
  "ratio".padded(7, right: true), "  ",
]
print(header.joined(separator: "  ") + "status")
for (kind, row) in rows where kind == "stack" {
  guard
    let box = rows.first(where: { $0.kind == "box" && $0.row.workload == row.workload && $0.row.n == row.n })
  else { continue }
  let ratio = row.median / box.row.median
  let goal = row.n == 1000 && (row.workload == "first_layout" || row.workload == "append")
  let status = goal ? (ratio <= 2 ? "ok" : "MISS") : "-"
  if status == "MISS" { missed = true }
  let cells = [
    row.workload.padded(16), "\(row.n)".padded(6, right: true), human(box.row.median).padded(11, right: true),
    human(row.median).padded(11, right: true), fixed(ratio, 2).padded(7, right: true), "  ",
  ]
  print(cells.joined(separator: "  ") + status)
  machine.append("stack_vs_box.\(row.workload) n=\(row.n) ratio=\(fixed(ratio, 3)) \(status)")
}
print("")
for line in machine { print(line) }
if missed { print("MISS: a goal was not met") }
