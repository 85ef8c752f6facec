// BoxBench: a BoxView with N items (issue 5).
//
//   swift build -c release --product BoxBench --scratch-path .build-boxbench
//   .build-boxbench/release/BoxBench [N ...]          # default N = 100 1000 10000
//
// A `.y` BoxView 400 points wide (a detached root, laid out with `layoutIfNeeded()`) holds N views, each
// `view.boxed.height(20)`, the last with `bottom(>=0)`. Timed, as medians of wall-clock samples in µs:
//   first_layout    assigning the N items + the first layout pass
//   append          appending one item + the layout pass
//   remove_last     removing that item again + the layout pass
//   remove_middle   removing the middle item + the layout pass
//   insert_middle   inserting it back (insertItem(_:after:)) + the layout pass
//   toggle_spacing  spacing 0 ↔ 2 + the layout pass
//   remove_all      `items = []` on a laid-out box of N items + the layout pass
//   remove_each     each of the N views removed from the box one by one (`removeFromSuperview()`), then
//                   the layout pass
// Every frame is checked (untimed) after each phase; a wrong frame or any diagnostic is an ERROR line and
// exit status 1. Goal (issue 5): appending or removing one item in a 1,000-item box ≤ 1 ms; issue 27:
// removing all N items, at once or one by one, within 2× of adding them (first_layout, same run).

import BenchSupport
import Boxwood

func goal(_ workload: String, _ n: Int) -> Double? {
  switch workload {
  case "append", "remove_last", "remove_middle", "insert_middle": return n == 1000 ? 1000 : nil
  default: return nil
  }
}

var rows: [BenchRow] = []

/// Issue 27: emptying a box, at once or view by view, within 2× of filling it (first_layout at the same N,
/// measured just before in the same run).
@MainActor func removalGoal(_ workload: String, _ n: Int) -> Double? {
  guard workload == "remove_all" || workload == "remove_each" else { return nil }
  return rows.first { $0.workload == "first_layout" && $0.n == n }.map { 2 * $0.median }
}

@MainActor
func report(_ workload: String, _ n: Int, _ samples: [Double]) {
  let row = BenchRow(
    workload: workload, n: n, median: median(samples), goal: goal(workload, n) ?? removalGoal(workload, n))
  rows.append(row)
  print(row.line("box"))
}

/// A box of `n` items and its views.
@MainActor
struct Column {
  let box: BoxView
  var views: [View]

  init(_ n: Int) {
    box = BoxView(frame: Rect(x: 0, y: 0, width: 400, height: Double(n) * 22 + 100))
    box.debugName = "column"
    views = (0..<n).map { index in
      let view = View()
      view.debugName = "item\(index)"
      return view
    }
  }

  func item(_ view: View, last: Bool) -> BoxItem {
    let item = view.boxed.height(20)
    return last ? item.bottom(>=0) : item
  }

  var items: [BoxItem] { views.enumerated().map { item($0.element, last: $0.offset == views.count - 1) } }

  /// Every view is 20 high, one after the other with `spacing` between, across the full width.
  func check(_ context: String) {
    guard box.managedViews.count == views.count, box.items.count == views.count else {
      fail("\(context): \(box.items.count) items, \(box.managedViews.count) managed, expected \(views.count)")
    }
    for (index, view) in views.enumerated() {
      let expected = Rect(x: 0, y: Double(index) * (20 + box.spacing), width: 400, height: 20)
      if view.frame != expected {
        fail("\(context): \(view.shortDescription) at \(view.frame), expected \(expected)")
      }
    }
  }
}

@MainActor
func run(_ n: Int) {
  let repeats = n <= 100 ? 21 : (n <= 1000 ? 11 : 3)
  let edits = n <= 100 ? 201 : (n <= 1000 ? 101 : 11)

  var first: [Double] = []
  var column = Column(n)
  for _ in 0..<repeats {
    column = Column(n)
    let box = column.box
    let items = column.items
    first.append(
      time {
        box.items = items
        box.layoutIfNeeded()
      })
  }
  column.check("first_layout")
  report("first_layout", n, first)

  let box = column.box
  var append: [Double] = []
  var removeLast: [Double] = []
  for _ in 0..<edits {
    let extra = View()
    extra.debugName = "extra"
    // The previous last item keeps its plain layout: the new last one carries the >= bottom.
    let lastIndex = box.items.count - 1
    append.append(
      time {
        box.items[lastIndex] = column.item(column.views[lastIndex], last: false)
        box.items.append(column.item(extra, last: true))
        box.layoutIfNeeded()
      })
    removeLast.append(
      time {
        box.items.removeLast()
        box.items[lastIndex] = column.item(column.views[lastIndex], last: true)
        box.layoutIfNeeded()
      })
  }
  column.check("append/remove_last")
  report("append", n, append)
  report("remove_last", n, removeLast)

  let middle = n / 2
  var remove: [Double] = []
  var insert: [Double] = []
  for _ in 0..<edits {
    let view = column.views[middle]
    // At N = 2 the middle item is the last one, which carries the bottom pin back in. (While it is out, the
    // first item is last without one and its default bottom pin conflicts with the box's height: reported.)
    let last = middle == n - 1
    remove.append(
      time {
        view.removeFromSuperview()
        box.layoutIfNeeded()
      })
    insert.append(
      time {
        box.insertItem(column.item(view, last: last), after: column.views[middle - 1])
        box.layoutIfNeeded()
      })
  }
  column.check("remove_middle/insert_middle")
  report("remove_middle", n, remove)
  report("insert_middle", n, insert)

  var toggle: [Double] = []
  for index in 0..<edits {
    let spacing = index % 2 == 0 ? 2.0 : 0.0
    toggle.append(
      time {
        box.spacing = spacing
        box.layoutIfNeeded()
      })
  }
  column.check("toggle_spacing")
  report("toggle_spacing", n, toggle)
  measureRemoval(n, repeats: repeats)
}

/// Empties laid-out boxes of `n` items, all at once and one view at a time.
@MainActor
func measureRemoval(_ n: Int, repeats: Int) {
  let samples = removalSamples(
    repeats: repeats,
    build: {
      let column = Column(n)
      column.box.items = column.items
      column.box.layoutIfNeeded()
      return column
    },
    all: { column in
      column.box.items = []
      column.box.layoutIfNeeded()
    },
    each: { column in
      for view in column.views { view.removeFromSuperview() }
      column.box.layoutIfNeeded()
    },
    check: checkEmpty)
  report("remove_all", n, samples.all)
  report("remove_each", n, samples.each)
}

/// The box holds nothing and its views are out of it, with no constraint left on them.
@MainActor
func checkEmpty(_ column: Column, _ context: String) {
  guard column.box.items.isEmpty, column.box.managedViews.isEmpty, column.box.subviews.isEmpty else {
    fail("\(context): \(column.box.items.count) items, \(column.box.subviews.count) subviews left")
  }
  if let held = column.views.first(where: { $0.superview != nil || !$0.constraints.isEmpty }) {
    fail("\(context): \(held.shortDescription) still in the box or constrained")
  }
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.isEmpty ? [100, 1000, 10000] : arguments.map { Int($0) ?? 0 }
if sizes.contains(where: { $0 < 2 }) { fail("usage: BoxBench [N ...] (each N ≥ 2)") }

let (_, diagnostics) = Diagnostics.collect {
  for n in sizes { run(n) }
}
if !diagnostics.errors.isEmpty || !diagnostics.warnings.isEmpty {
  let all = diagnostics.errors.map(\.description) + diagnostics.warnings
  fail("\(all.count) diagnostic(s) during the benchmark; first: \(all[0])")
}
printTable("BoxBench (median, wall clock, -c release)", rows)
