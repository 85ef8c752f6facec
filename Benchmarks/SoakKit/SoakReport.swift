import Boxwood
import BoxwoodSDL
import Foundation

/// What the soak measured at one frame: memory, the layout system, views, animations and caches.
public struct SoakCheckpoint: Sendable {
  /// Frames played.
  public var frame: Int
  /// Wall-clock seconds since the soak started.
  public var seconds: Double
  /// Resident set size in bytes (`/proc/self/statm`), 0 where it cannot be read.
  public var rss: Int
  /// The window's statistics at that frame (whatever state the script is in).
  public var window: WindowStatistics
  /// ``View/liveInstanceCount``.
  public var liveViews: Int
  /// The renderer's cache counts.
  public var render: RenderStatistics
  /// Rounds completed so far.
  public var rounds: Int

  /// Takes a checkpoint of `soak` now.
  @MainActor
  public init(_ soak: LoginSoak, seconds: Double) {
    frame = soak.frame
    self.seconds = seconds
    rss = residentSetSize()
    window = soak.window.statistics
    liveViews = View.liveInstanceCount
    render = soak.renderer.renderer.statistics
    rounds = soak.rounds
  }

  /// The table's header line.
  public static let header =
    "   frame     time  RSS MiB  rounds  constr  rows  defs  symbols  nodes  views  live  anim  tracks"
    + "  text#  text KiB  img#  img KiB"

  /// One line of the table.
  public var line: String {
    let columns: [(String, Int)] = [
      ("\(frame)", 8), (String(format: "%.1fs", seconds), 9), (String(format: "%.2f", mebibytes(rss)), 9),
      ("\(rounds)", 8), ("\(window.solverConstraints)", 8), ("\(window.solverRows)", 6),
      ("\(window.solverDefinitions)", 6), ("\(window.solverSymbols)", 9), ("\(window.layoutNodes)", 7),
      ("\(window.views)", 7), ("\(liveViews)", 6), ("\(window.animatingViews)", 6),
      ("\(window.animationTracks)", 8), ("\(render.cachedTextTextures)", 7),
      ("\(render.cachedTextBytes / 1024)", 10), ("\(render.cachedImageTextures)", 6),
      ("\(render.cachedImageBytes / 1024)", 9),
    ]
    return columns.map { text, width in String(repeating: " ", count: max(0, width - text.count)) + text }
      .joined()
  }
}

/// Bytes as MiB.
public func mebibytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

/// The process's resident set size in bytes, from `/proc/self/statm` (0 if it cannot be read).
public func residentSetSize() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The soak's verdict: everything that grew or broke a bound, one readable line each.
public struct SoakVerdict: Sendable {
  /// What went wrong; empty when the soak passed.
  public var failures: [String] = []
  /// Lines worth reporting that are not failures.
  public var notes: [String] = []

  /// Judges a soak: every home sample after the start must equal the first one taken after a round
  /// (`strictStart`: the start's too), no cache over its bound, and — when `checkpoints` span the run —
  /// RSS may not grow by more than `rssTolerance` bytes from the checkpoint at the end of warm-up (the
  /// first `warmUpFraction` of the frames) to the last.
  @MainActor
  public init(
    _ soak: LoginSoak, checkpoints: [SoakCheckpoint], rssTolerance: Int?, warmUpFraction: Double = 0.1,
    strictStart: Bool = true
  ) {
    let homes = soak.homeSamples
    if homes.count < 3 {
      failures.append("only \(homes.count) home samples: the script did not get home (stuck?)")
    } else {
      let reference = strictStart ? homes[0] : homes[1]
      if !strictStart, !homes[0].sameState(as: homes[1]) {
        notes.append("start differs from the first return home: \(homes[0]) vs \(homes[1])")
      }
      for home in homes.dropFirst() where !home.sameState(as: reference) {
        failures.append(
          "home at frame \(home.frame) differs from home at frame \(reference.frame): "
            + "\(home.window) live=\(home.liveViews) images=\(home.imageTextures) focus=\(home.firstResponder ?? "none")"
            + " \(home.form) vs \(reference.window) live=\(reference.liveViews) "
            + "images=\(reference.imageTextures) focus=\(reference.firstResponder ?? "none") \(reference.form)"
        )
        if failures.count > 5 { break }
      }
    }
    let splits = Set(
      homes.map { "\($0.window.solverRows) rows + \($0.window.solverDefinitions) definitions" })
    if splits.count > 1 {
      notes.append("home solver split (same sum): " + splits.sorted().joined(separator: ", "))
    }
    failures += soak.cacheViolations.prefix(5)
    failures += soak.stuck.prefix(5)
    guard let tolerance = rssTolerance, let last = checkpoints.last else { return }
    let warmUp = Int(Double(last.frame) * warmUpFraction)
    guard let base = checkpoints.first(where: { $0.frame >= warmUp && $0.frame < last.frame }) else {
      notes.append("too few checkpoints to judge RSS growth")
      return
    }
    // The software renderer keeps its textures in process memory: the caches may fill up to their bounds
    // (checked every frame) without that counting as growth.
    let cacheGrowth = last.cacheBytes - base.cacheBytes
    let growth = last.rss - base.rss - cacheGrowth
    let line = String(
      format: "RSS %.2f MiB at frame %d → %.2f MiB at frame %d: %+.2f MiB, of which texture caches %+.2f MiB;"
        + " growth %+.2f MiB (tolerance %.2f MiB)",
      mebibytes(base.rss), base.frame, mebibytes(last.rss), last.frame, mebibytes(last.rss - base.rss),
      mebibytes(cacheGrowth), mebibytes(growth), mebibytes(tolerance))
    if growth > tolerance { failures.append(line) } else { notes.append(line) }
  }
}

extension SoakCheckpoint {
  /// Bytes of texture pixels in the renderer's text and image caches.
  public var cacheBytes: Int { render.cachedTextBytes + render.cachedImageBytes }
}
