// AnimationBench: the per-frame cost of running animations (issue 7).
//
//   swift build -c release --product AnimationBench --scratch-path .build-animbench
//   .build-animbench/release/AnimationBench [N ...]          # default N = 100 1000 10000
//
// A window holds N views in a grid. One animation block moves every view's frame (and, in the second
// workload, also its alpha, background colour and corner radius) over 10 s, so no frame of the measurement
// ends it. Timed, as medians of wall-clock samples in µs:
//   start           the animate block that gives all N views a new frame (tracks created from the values
//                   on screen)
//   frame_sample    one frame of the interpolator: set the frame time, advanceAnimations(), and read
//                   every view's presentation values (what drawing reads) — drawing itself excluded
//   frame_sample_4  the same with four properties animating per view
//   display_list    for context: a whole makeDisplayList() of the animating window (drawing commands too)
//   display_static  for context: makeDisplayList() of the same window with nothing animating
// Values are checked (untimed): at each sampled time every presentation frame must lie on the linear path
// between its start and end; a wrong value is an ERROR line and exit status 1.
// Goal (issue 7): frame_sample ≤ 0.5 ms at N = 1,000.

import BenchSupport
import Boxwood

var rows: [BenchRow] = []

@MainActor
func report(_ workload: String, _ n: Int, _ samples: [Double], goal: Double? = nil) {
  let row = BenchRow(workload: workload, n: n, median: median(samples), goal: goal)
  rows.append(row)
  print(row.line("anim"))
}

@MainActor
func grid(_ n: Int) -> (Window, [View]) {
  let columns = 50
  let window = Window(title: "bench", size: Size(width: 2000, height: 2000))
  let views = (0..<n).map { index in
    let view = View(
      frame: Rect(x: Double(index % columns) * 40, y: Double(index / columns) * 10, width: 30, height: 8))
    view.backgroundColor = .white
    return view
  }
  for view in views { window.rootView.addSubview(view) }
  window.frameTime = 0
  _ = window.makeDisplayList()
  return (window, views)
}

@MainActor
func run(_ n: Int) {
  let frames = n <= 1000 ? 301 : 61
  let repeats = n <= 1000 ? 11 : 3

  // start
  var starts: [Double] = []
  var (window, views) = grid(n)
  for _ in 0..<repeats {
    (window, views) = grid(n)
    let views = views
    starts.append(
      time {
        View.animate(withDuration: 10, options: .curveLinear) {
          for view in views { view.frame.origin.x += 7 }
        }
      })
  }
  report("start", n, starts)

  // frame_sample: frame positions only
  var samples: [Double] = []
  var sink = 0.0
  for index in 0..<frames {
    let t = 1 + Double(index) * (1.0 / 60) / 4
    samples.append(
      time {
        window.frameTime = t
        window.advanceAnimations()
        for view in views { sink += view.presentation(at: t).frame.origin.x }
      })
    if index % 50 == 0 {
      for (i, view) in views.enumerated() {
        let expected = Double(i % 50) * 40 + 7 * t / 10
        if abs(view.presentation.frame.minX - expected) > 1e-9 {
          fail("frame_sample: \(i) at \(view.presentation.frame.minX), expected \(expected) at t=\(t)")
        }
      }
    }
  }
  report("frame_sample", n, samples, goal: n == 1000 ? 500 : nil)

  var lists: [Double] = []
  for index in 0..<(frames / 3) {
    let t = 2 + Double(index) / 60
    lists.append(
      time {
        window.frameTime = t
        sink += Double(window.makeDisplayList().commands.count)
      })
  }
  report("display_list", n, lists)

  // frame_sample_4: four properties per view
  (window, views) = grid(n)
  let four = views
  View.animate(withDuration: 10, options: .curveLinear) {
    for view in four {
      view.frame.origin.y += 3
      view.alpha = 0.5
      view.backgroundColor = Color(red: 1, green: 0, blue: 0)
      view.cornerRadius = 4
    }
  }
  var samples4: [Double] = []
  for index in 0..<frames {
    let t = 1 + Double(index) / 240
    samples4.append(
      time {
        window.frameTime = t
        window.advanceAnimations()
        for view in four {
          let look = view.presentation(at: t)
          sink += look.frame.origin.y + look.alpha + look.cornerRadius + look.backgroundColor!.red
        }
      })
  }
  report("frame_sample_4", n, samples4)

  let (still, _) = grid(n)
  var statics: [Double] = []
  for index in 0..<(frames / 3) {
    statics.append(
      time {
        still.frameTime = Double(index)
        still.setNeedsDisplay()
        sink += Double(still.makeDisplayList().commands.count)
      })
  }
  report("display_static", n, statics)
  if sink.isNaN { print(sink) }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let sizes = arguments.isEmpty ? [100, 1000, 10000] : arguments
MainActor.assumeIsolated {
  for n in sizes { run(n) }
  printTable("AnimationBench (median per operation)", rows)
}
