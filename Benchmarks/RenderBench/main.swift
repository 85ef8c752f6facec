// Rendering benchmarks (run with -c release):
//   swift run -c release RenderBench offscreen     1,000 labelled rounded views at 1280×800, software renderer
//   swift run -c release RenderBench window        the same in a real SDL window (needs a display, e.g. Xvfb)
//   swift run -c release RenderBench idle [SECS]   a still window for SECS seconds (measure CPU with /usr/bin/time)
// offscreen and window also print machine-readable lines, `render.<workload> n=1000 median_us=<x> goal_us=- -`
// (N is the number of views), which Benchmarks/report collects.
import Boxwood
import BoxwoodSDL
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "offscreen"
let code: Int32 = MainActor.assumeIsolated {
  do {
    switch mode {
    case "offscreen": try Bench.offscreen()
    case "window": try Bench.window()
    case "idle": try Bench.idle(seconds: arguments.count > 1 ? Double(arguments[1]) ?? 10 : 10)
    default:
      print("usage: RenderBench offscreen|window|idle [SECS]")
      return 2
    }
    return 0
  } catch {
    print("RenderBench: \(error)")
    return 1
  }
}
exit(code)
