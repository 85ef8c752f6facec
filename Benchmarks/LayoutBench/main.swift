// LayoutBench: the Auto Layout engine on the solver's chain workload (issue 4).
//
//   swift build -c release --product LayoutBench --scratch-path .build-layoutbench
//   .build-layoutbench/release/LayoutBench [N ...]          # default N = 100 1000 10000
//
// A window 400 points wide holds N views stacked with anchors (see Workload.swift). Timed, as medians
// of wall-clock samples in microseconds:
//   first_layout       activation of all 5N constraints + the first `window.layoutIfNeeded()`
//   first_layout_only  the first `window.layoutIfNeeded()` alone (same runs)
//   activate           `LayoutConstraint.activate` alone (same runs)
//   resize             `window.size = …` (width alternating around 400) + `window.layoutIfNeeded()`
//   constant_change    the middle spacing constraint's constant 8 ↔ 12 + `window.layoutIfNeeded()`
//   no_change          `window.layoutIfNeeded()` with nothing changed (per call, batches of 1000)
//   no_change_view     `window.rootView.layoutIfNeeded()` with nothing changed (per call; no goal)
//   regenerate         all 5N constraints deactivated, 5N fresh equal ones activated (made untimed
//                      beforehand), then `window.layoutIfNeeded()`: BoxView's update pass (no goal)
//   regenerate_layout  the `window.layoutIfNeeded()` of that alone (same runs; no goal)
//   remove_all         all 5N constraints of a laid-out chain deactivated in one call + the layout pass
//   remove_each        each of the N views removed one by one (`removeFromSuperview()`) + the layout pass
//                      (issue 27: both within 2× of first_layout at the same N)
// Every frame is checked (untimed) after each phase; a wrong frame or any diagnostic is an ERROR
// line and exit status 1 (a MISS does not change the exit status). Output: one line
// `layout.<workload> n=<N> median_us=<x> goal_us=<y|-> ok|MISS|-` per workload and N, then a table.

import BenchSupport
import Boxwood

/// Issue 4's targets. First layout and resize are stated for N = 1000. The issue gives no N for the
/// other two: a constant change is held to its goal up to N = 1000, and a pass with nothing changed
/// at every N (it must not depend on N).
@MainActor
func goal(_ workload: String, _ n: Int) -> Double? {
  switch workload {
  case "remove_all", "remove_each":
    return results.first { $0.workload == "first_layout" && $0.n == n }.map { 2 * $0.median }
  case "first_layout": return n == 1000 ? 30_000 : nil
  case "resize": return n == 1000 ? 1000 : nil
  case "constant_change": return n <= 1000 ? 100 : nil
  case "no_change": return 5
  default: return nil
  }
}

struct Row {
  var workload: String
  var n: Int
  var median: Double
  var samples: Int
}

var results: [Row] = []

@MainActor
func report(_ workload: String, _ n: Int, _ samples: [Double]) {
  let result = Row(workload: workload, n: n, median: median(samples), samples: samples.count)
  results.append(result)
  let target = goal(workload, n)
  let verdict = target.map { result.median <= $0 ? "ok" : "MISS" } ?? "-"
  let goalText = target.map { fixed($0, 0) } ?? "-"
  print("layout.\(workload) n=\(n) median_us=\(fixed(result.median)) goal_us=\(goalText) \(verdict)")
}

/// Activation + first layout on fresh windows; returns the last window (laid out) for the next phases.
@MainActor @inline(never)
func measureFirstLayout(_ n: Int, repeats: Int) -> Chain {
  var activate: [Double] = []
  var layoutOnly: [Double] = []
  // One untimed run first, to warm the allocator.
  var chain = Chain(n)
  LayoutConstraint.activate(chain.constraints)
  chain.window.layoutIfNeeded()
  for _ in 0..<repeats {
    chain = Chain(n)
    let window = chain.window
    let constraints = chain.constraints
    activate.append(time { LayoutConstraint.activate(constraints) })
    layoutOnly.append(time { window.layoutIfNeeded() })
  }
  chain.check("first_layout", width: Chain.width, middle: n / 2)
  report("first_layout", n, zip(activate, layoutOnly).map { $0 + $1 })
  report("first_layout_only", n, layoutOnly)
  report("activate", n, activate)
  return chain
}

/// Window resizes, the width walking 420, 440, 400, 380, … so that every step changes it; returns
/// the last width.
@MainActor @inline(never)
func measureResize(_ chain: Chain, edits: Int) -> Double {
  let window = chain.window
  let widths = [420.0, 440, 400, 380]
  var samples: [Double] = []
  var width = Chain.width
  for k in 0..<edits {
    width = widths[k % widths.count]
    let size = Size(width: width, height: chain.height)
    samples.append(
      time {
        window.size = size
        window.layoutIfNeeded()
      })
  }
  chain.check("resize", width: width, middle: chain.views.count / 2)
  report("resize", chain.views.count, samples)
  return width
}

/// The constant of the middle spacing constraint, 8 → 12 → 8 …
@MainActor @inline(never)
func measureConstantChange(_ chain: Chain, width: Double, edits: Int) {
  let window = chain.window
  let middle = chain.views.count / 2
  let spacing = chain.spacing[middle]
  var samples: [Double] = []
  for k in 0..<edits {
    let constant = k % 2 == 0 ? 12.0 : 8.0
    samples.append(
      time {
        spacing.constant = constant
        window.layoutIfNeeded()
      })
  }
  chain.check("constant_change", width: width, shift: spacing.constant - 8, middle: middle)
  report("constant_change", chain.views.count, samples)
}

/// Layout passes with nothing changed, per call over batches: the window's, and the root view's
/// (which always walks the tree).
@MainActor @inline(never)
func measureNoChange(_ chain: Chain, width: Double) {
  let n = chain.views.count
  let window = chain.window
  window.layoutIfNeeded()
  if window.needsLayout { fail("no_change n=\(n): the window still needs layout after a pass") }
  let batch = 1000
  var samples: [Double] = []
  for _ in 0..<21 {
    samples.append(time { for _ in 0..<batch { window.layoutIfNeeded() } } / Double(batch))
  }
  report("no_change", n, samples)
  let root = window.rootView
  let viewBatch = n <= 1000 ? 100 : 10
  var viewSamples: [Double] = []
  for _ in 0..<21 {
    viewSamples.append(time { for _ in 0..<viewBatch { root.layoutIfNeeded() } } / Double(viewBatch))
  }
  report("no_change_view", n, viewSamples)
  chain.check("no_change", width: width, shift: chain.spacing[n / 2].constant - 8, middle: n / 2)
}

/// The whole constraint set replaced by fresh equal objects, as a view that regenerates its constraints
/// in every update pass does; each sample starts from the set the previous one activated.
@MainActor @inline(never)
func measureRegenerate(_ chain: Chain, width: Double, repeats: Int) {
  let n = chain.views.count
  let window = chain.window
  var current = chain.constraints
  var total: [Double] = []
  var layoutOnly: [Double] = []
  for _ in 0..<repeats {
    let old = current
    let fresh = old.map(Chain.copy)
    let swap = time {
      LayoutConstraint.deactivate(old)
      LayoutConstraint.activate(fresh)
    }
    let layout = time { window.layoutIfNeeded() }
    total.append(swap + layout)
    layoutOnly.append(layout)
    current = fresh
  }
  report("regenerate", n, total)
  report("regenerate_layout", n, layoutOnly)
  chain.check("regenerate", width: width, shift: chain.spacing[n / 2].constant - 8, middle: n / 2)
}

@MainActor
func run(_ n: Int) {
  let repeats = n <= 100 ? 21 : (n <= 1000 ? 11 : 3)
  let edits = n <= 100 ? 401 : (n <= 1000 ? 201 : 41)
  let chain = measureFirstLayout(n, repeats: repeats)
  let width = measureResize(chain, edits: edits)
  measureConstantChange(chain, width: width, edits: edits)
  measureNoChange(chain, width: width)
  measureRegenerate(chain, width: width, repeats: repeats)
  measureRemoval(n, repeats: repeats)
}

/// Empties laid-out chains: every constraint deactivated at once, and every view removed one by one.
@MainActor
func measureRemoval(_ n: Int, repeats: Int) {
  let samples = removalSamples(
    repeats: repeats,
    build: {
      let chain = Chain(n)
      LayoutConstraint.activate(chain.constraints)
      chain.window.layoutIfNeeded()
      return chain
    },
    all: { chain in
      LayoutConstraint.deactivate(chain.constraints)
      chain.window.layoutIfNeeded()
    },
    each: { chain in
      for view in chain.views { view.removeFromSuperview() }
      chain.window.layoutIfNeeded()
    },
    check: { chain, context in
      // Removed views keep the constraints on themselves alone (their heights), as in UIKit.
      if context == "remove_all", let held = chain.views.first(where: { !$0.constraints.isEmpty }) {
        fail("remove_all n=\(n): \(held.shortDescription) still constrained")
      }
      if context == "remove_each",
        !chain.window.rootView.subviews.isEmpty || !chain.window.rootView.constraints.isEmpty
      {
        fail("remove_each n=\(n): the root still holds subviews or constraints")
      }
    })
  report("remove_all", n, samples.all)
  report("remove_each", n, samples.each)
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.isEmpty ? [100, 1000, 10000] : arguments.map { Int($0) ?? 0 }
if sizes.contains(where: { $0 < 2 }) { fail("usage: LayoutBench [N ...] (each N ≥ 2)") }

let (_, diagnostics) = Diagnostics.collect {
  for n in sizes { run(n) }
}
if !diagnostics.errors.isEmpty || !diagnostics.warnings.isEmpty {
  let all = diagnostics.errors.map(\.description) + diagnostics.warnings
  fail("\(all.count) diagnostic(s) during the benchmark; first: \(all[0])")
}

print("")
print("LayoutBench (median, wall clock, -c release)")
let header = [
  "workload".padded(18), "N".padded(6, right: true), "median".padded(11, right: true),
  "goal".padded(10, right: true), "  ",
]
print(header.joined(separator: "  ") + "status")
for result in results {
  let target = goal(result.workload, result.n)
  let verdict = target.map { result.median <= $0 ? "ok" : "MISS" } ?? "-"
  let row = [
    result.workload.padded(18), "\(result.n)".padded(6, right: true),
    human(result.median).padded(11, right: true),
    (target.map { "≤ " + human($0) } ?? "-").padded(10, right: true), "  ",
  ]
  print(row.joined(separator: "  ") + verdict)
}
