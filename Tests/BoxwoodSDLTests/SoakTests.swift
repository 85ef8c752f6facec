import Boxwood
import BoxwoodSDL
import SeededRandom
import SoakKit
import Testing

/// The short soak (issue 10): the LoginForm script of `Benchmarks/SoakKit` for a few thousand frames, drawn
/// by the software renderer (and once by OpenGL in a window), with what can be asserted deterministically — every return home holds the same
/// layout system, views and animations, and the caches keep to their bounds. RSS is for the long run
/// (`swift run -c release Soak`), not for tests. `BOXWOOD_SOAK_SEEDS=N` plays N seeds.
@Suite("Soak", .serialized)
@MainActor
struct SoakTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  nonisolated static let seeds = SeededGenerator.seeds(count: 1, variable: "BOXWOOD_SOAK_SEEDS")

  @Test(
    "2,400 frames of typing, errors, hints, sign-ins and resizes: every home is the same", arguments: seeds)
  func homesRepeat(seed: UInt64) throws {
    let soak = try LoginSoak(seed: seed)
    try soak.play(frames: 2400)
    let verdict = SoakVerdict(soak, checkpoints: [], rssTolerance: nil)
    #expect(verdict.failures.isEmpty, "seed \(seed):\n\(verdict.failures.joined(separator: "\n"))")
    #expect(soak.rounds >= 5, "seed \(seed): only \(soak.rounds) rounds")
    let homes = soak.homeSamples
    let start = try #require(homes.first)
    // The start is the app at rest: a real layout system, the form's views, nothing animating.
    #expect(start.window.solverConstraints > 100)
    #expect(start.window.views > 15)
    #expect(start.firstResponder == "nameField")
    for home in homes {
      #expect(home.window.solverConstraints == start.window.solverConstraints, "frame \(home.frame)")
      // Rows and definitions each come back (issue 18): no equality drifts from a definition into a row.
      #expect(home.window.solverRows == start.window.solverRows, "frame \(home.frame)")
      #expect(home.window.solverDefinitions == start.window.solverDefinitions, "frame \(home.frame)")
      #expect(home.window.solverSymbols == start.window.solverSymbols, "frame \(home.frame)")
      #expect(home.window.layoutNodes == start.window.layoutNodes, "frame \(home.frame)")
      #expect(home.window.views == start.window.views, "frame \(home.frame)")
      #expect(home.liveViews == start.liveViews, "frame \(home.frame)")
      #expect(home.window.animatingViews == 0 && home.window.animationTracks == 0, "frame \(home.frame)")
      #expect(home.window.pendingCompletions == 0, "frame \(home.frame)")
    }
    let stats = soak.renderer.renderer.statistics
    #expect(stats.cachedTextTextures <= stats.textCacheLimits.entries)
    #expect(stats.cachedTextBytes <= stats.textCacheLimits.bytes)
    #expect(stats.cachedImageTextures <= LoginSoak.imageBound)
  }

  @Test(
    "1,800 frames on SDL's OpenGL renderer in a window resized to any size: every home is the same",
    .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
  func homesRepeatOnOpenGL() throws {
    let renderer = try OpenGLSoakRenderer()
    #expect(renderer.driverName == "opengl")
    let soak = try LoginSoak(seed: 3, renderer: renderer, anySize: true)
    try soak.play(frames: 1800)
    let verdict = SoakVerdict(soak, checkpoints: [], rssTolerance: nil)
    #expect(verdict.failures.isEmpty, "\(verdict.failures.joined(separator: "\n"))")
    #expect(soak.rounds >= 4, "only \(soak.rounds) rounds")
    let start = try #require(soak.homeSamples.first)
    for home in soak.homeSamples {
      #expect(home.window.solverConstraints == start.window.solverConstraints, "frame \(home.frame)")
      #expect(home.window.views == start.window.views, "frame \(home.frame)")
    }
  }

  @Test("the soak's home check fails when a constraint is left behind")
  func homeCheckCatchesALeak() throws {
    let soak = try LoginSoak(seed: 1)
    try soak.play(frames: 1000)
    #expect(SoakVerdict(soak, checkpoints: [], rssTolerance: nil).failures.isEmpty)
    // A constraint the app forgets to deactivate: the next home holds one constraint more.
    let leaked = soak.form.titleLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    leaked.isActive = true
    try soak.play(frames: 600)
    let failures = SoakVerdict(soak, checkpoints: [], rssTolerance: nil).failures
    #expect(failures.contains { $0.contains("differs") }, "\(failures)")
  }
}

/// The text texture cache's bounds: entries and bytes (issue 10).
@Suite("Text texture cache", .serialized)
@MainActor
struct TextTextureCacheTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// A window with one label; each frame shows a new string.
  func churn(
    _ renderer: OffscreenRenderer, frames: Int, check: (RenderStatistics) -> Void
  ) throws {
    let window = Window(title: "churn", size: Size(width: 400, height: 40))
    let label = Label("", font: .system(size: 17))
    label.frame = Rect(x: 4, y: 4, width: 392, height: 30)
    window.rootView.addSubview(label)
    for index in 0..<frames {
      label.text = "line \(index) of text that keeps changing as a user types"
      try renderer.draw(window)
      check(renderer.renderer.statistics)
    }
  }

  @Test("text that keeps changing stays within the cache's byte bound (textCacheKeepsToItsByteBound)")
  func textCacheKeepsToItsByteBound() throws {
    let renderer = try OffscreenRenderer()
    renderer.renderer.textCacheLimits = TextCacheLimits(entries: 2048, bytes: 256 * 1024)
    var peak = 0
    try churn(renderer, frames: 300) { stats in
      peak = max(peak, stats.cachedTextBytes)
      #expect(stats.cachedTextBytes <= 256 * 1024)
      #expect(stats.cachedTextTextures <= 2048)
    }
    // The bound was reached (so the check could fail), and eviction left the cache below it.
    #expect(peak > 3 * 256 * 1024 / 4)
    #expect(renderer.renderer.statistics.textMisses == 300)
  }

  @Test("the entry bound holds too, and lowering the limits evicts at once")
  func entryBoundAndLowering() throws {
    let renderer = try OffscreenRenderer()
    renderer.renderer.textCacheLimits = TextCacheLimits(entries: 40)
    try churn(renderer, frames: 100) { stats in #expect(stats.cachedTextTextures <= 40) }
    #expect(renderer.renderer.statistics.cachedTextTextures >= 30)
    renderer.renderer.textCacheLimits = TextCacheLimits(entries: 8)
    let stats = renderer.renderer.statistics
    #expect(stats.cachedTextTextures <= 8)
    #expect(stats.cachedTextBytes > 0)
    #expect(TextCacheLimits(entries: -3, bytes: -1) == TextCacheLimits(entries: 1, bytes: 0))
  }

  @Test("the default bound: 2,048 lines and 16 MiB")
  func defaultBound() throws {
    let renderer = try OffscreenRenderer()
    #expect(renderer.renderer.textCacheLimits == TextCacheLimits(entries: 2048, bytes: 16 << 20))
  }
}
