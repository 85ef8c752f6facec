import BenchSupport
import Boxwood
import BoxwoodSDL
import Foundation

@MainActor
enum Bench {
  static let size = Size(width: 1280, height: 800)
  static let frames = Int(ProcessInfo.processInfo.environment["BENCH_FRAMES"] ?? "") ?? 60

  /// A 40×25 grid of rounded, bordered views, each holding a label: 1,000 labelled views.
  static func makeTree() -> View {
    let root = View()
    for row in 0..<25 {
      for column in 0..<40 {
        let index = row * 40 + column
        let cell = View(
          frame: Rect(x: Double(column) * 32 + 1, y: Double(row) * 32 + 1, width: 30, height: 30))
        cell.backgroundColor = Color(hue: Double(index % 40) / 40)
        cell.cornerRadius = 6
        cell.borderWidth = 1
        cell.borderColor = Color(white: 0.3)
        let label = Label("\(index)", font: .system(size: 10, weight: .medium), textColor: .white)
        label.textAlignment = .center
        label.frame = Rect(x: 0, y: 0, width: 30, height: 30)
        cell.addSubview(label)
        root.addSubview(cell)
      }
    }
    return root
  }

  static func offscreen() throws {
    let renderer = try OffscreenRenderer()
    let window = Window(title: "bench", size: size, rootView: makeTree())
    _ = try renderer.render(window)  // warm the caches
    let before = renderer.renderer.statistics
    var full: [Double] = []
    var lists: [Double] = []
    var unchanged: [Double] = []
    for frame in 0..<frames {
      window.rootView.subviews[frame % 1000].backgroundColor = .black  // one real change per frame
      let listStart = cpuTime()
      _ = window.makeDisplayList()
      lists.append(cpuTime() - listStart)
      window.setNeedsDisplay()
      let start = cpuTime()
      _ = try renderer.render(window)
      full.append(cpuTime() - start)
      // A host's frame when nothing changed: it asks the window and skips drawing.
      let idleStart = cpuTime()
      if window.needsRedraw { _ = try renderer.render(window) }
      unchanged.append(cpuTime() - idleStart)
    }
    let stats = renderer.renderer.statistics
    let hits = stats.textHits - before.textHits
    let misses = stats.textMisses - before.textMisses
    print("offscreen 1280x800 views=1000 labels=1000 frames=\(frames)")
    print(
      String(
        format: "  full frame (layout + display list + software raster + readback) median_ms=%.2f",
        median(full) * 1000))
    print(String(format: "  display list only median_ms=%.3f", median(lists) * 1000))
    print(
      String(
        format: "  unchanged frame (needsRedraw check, nothing drawn) median_us=%.2f", median(unchanged) * 1e6
      ))
    print(
      String(
        format: "  text cache hit rate=%.4f (hits=%d misses=%d)",
        Double(hits) / Double(max(1, hits + misses)), hits, misses))
    machine("offscreen.full_frame", median(full))
    machine("offscreen.display_list", median(lists))
    machine("offscreen.unchanged_frame", median(unchanged))
  }

  /// The machine-readable line of one measurement in seconds, as the other benchmarks print them:
  /// `render.<workload> n=1000 median_us=<x> goal_us=- -` (N is the number of views).
  static func machine(_ workload: String, _ seconds: Double) {
    print(BenchRow(workload: workload, n: 1000, median: seconds * 1e6, goal: nil).line("render"))
  }

  static func window() throws {
    let app = try Application()
    let window = Window(title: "RenderBench", size: size, rootView: makeTree())
    let host = try app.open(window)
    var times: [Double] = []
    var frame = 0
    var last = cpuTime()
    app.frameInterval = 0
    app.onFrame = { _ in
      let now = cpuTime()
      if frame > 5 { times.append(now - last) }
      last = now
      window.rootView.subviews[frame % 1000].backgroundColor = .black
      frame += 1
      if frame > frames + 5 { app.stop() }
    }
    app.run()
    let stats = host.renderer.statistics
    print(
      "window 1280x800 views=1000 labels=1000 frames=\(times.count) vsync=\(host.hasVSync) driver=\(host.rendererName)"
    )
    print(
      String(format: "  CPU per frame (loop + layout + draw + present) median_ms=%.2f", median(times) * 1000))
    print(String(format: "  text cache hit rate=%.4f", stats.textHitRate))
    machine("window.\(host.rendererName).frame_cpu", median(times))
  }

  static func idle(seconds: Double) throws {
    let app = try Application()
    let window = Window(title: "RenderBench idle", size: size, rootView: makeTree())
    try app.open(window)
    app.runOnce(timeout: 0)  // the first frame: build and draw, not part of the idle measurement
    let clock = SystemClock()
    let start = clock.now
    let cpuStart = cpuTime()
    // A timer thread would wake the loop; instead check the time whenever SDL wakes us (≤ 1 s apart).
    while clock.now - start < seconds {
      app.runOnce(timeout: 1.0)
    }
    let cpu = cpuTime() - cpuStart
    print(
      String(
        format: "idle window %.0fs: frames=%d cpu_s=%.3f cpu_percent=%.2f", seconds, app.renderedFrames, cpu,
        cpu / seconds * 100))
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func cpuTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}

extension Color {
  init(hue: Double) {
    let h = hue * 6
    let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (1, x, 0)
      case 1: (x, 1, 0)
      case 2: (0, 1, x)
      case 3: (0, x, 1)
      case 4: (x, 0, 1)
      default: (1, 0, x)
      }
    self.init(red: 0.2 + 0.6 * r, green: 0.2 + 0.6 * g, blue: 0.2 + 0.6 * b)
  }
}
