import Boxwood
import SeededRandom

/// A seeded fuzzer that mutates a live view tree in a headless ``Window`` and checks the toolkit's
/// invariants after every step.
///
/// Each step is drawn at random: add, remove or reparent views of every kind (cycles included), edit
/// BoxView items, activate and deactivate random constraints, change properties (NaN, infinities, 0×0
/// and huge windows included), dispatch events, open animation blocks and move the clock (backwards
/// too). After each step a whole frame runs at an explicit time (constraint update, solve, layout,
/// animation, display list) and ``checkInvariants()`` looks at the result. A failure names the seed, the
/// step and the last operations, so it can be replayed and turned into a regression test.
@MainActor
final class TreeFuzzer {
  /// The seed the generator started from.
  let seed: UInt64
  var rng: SeededGenerator
  let window: Window
  /// Every view the fuzzer made (kept alive, so detached subtrees can come back).
  var views: [View] = []
  /// Views the toolkit owns (a scroll view's content view and bars): filled, but never moved away.
  var internalViews = Set<ObjectIdentifier>()
  /// Every constraint the fuzzer made.
  var constraints: [LayoutConstraint] = []
  /// Guides the fuzzer made for BoxView items.
  var guides: [LayoutGuide] = []
  /// Managed constraints the fuzzer deactivated behind their container's back (they stay inactive, as
  /// in UIKit), held so their identities stay unique.
  var deactivatedByApp = Set<ObjectIdentifier>()
  var deactivatedByAppObjects: [LayoutConstraint] = []
  /// The frame time of the next frame.
  var time = 0.0
  /// One line per operation, newest last.
  var log: [String] = []
  /// The step being run.
  var step = 0
  /// The problems found by the checks of the current step.
  var failures: [String] = []
  /// What the current step expects of the reports it makes (checked against the collector).
  var expectations: [(description: String, check: (Diagnostics.Collector) -> Bool)] = []
  /// Constraints known to be broken, held so their identities stay unique.
  var brokenConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
  /// Whether every operation is printed as it starts (`BOXWOOD_FUZZ_TRACE=1`), to find a crashing step.
  static let traces = getenv("BOXWOOD_FUZZ_TRACE").map { String(cString: $0) == "1" } ?? false
  /// How many operations the failure report shows.
  let logLength = 40

  init(seed: UInt64) {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    let root = View()
    root.debugName = "root"
    window = Window(title: "fuzz \(seed)", size: Size(width: 640, height: 480), rootView: root)
    window.textMeasurer = ApproximateTextMeasurer()
    views.append(root)
  }

  var root: View { window.rootView }

  /// Runs `steps` steps; returns a failure report, or `nil` when every invariant held throughout.
  func run(steps: Int) -> String? {
    for index in 0..<steps {
      step = index
      if let report = runStep() { return report }
    }
    return nil
  }

  /// Runs one random operation and a frame, then the checks; returns a failure report or `nil`.
  func runStep() -> String? {
    failures = []
    expectations = []
    let brokenBefore = Set(brokenConstraints.keys)
    let (_, collector) = Diagnostics.collect {
      randomOperation()
      runFrame()
    }
    for expectation in expectations where !expectation.check(collector) {
      failures.append("expected report missing: \(expectation.description)")
    }
    checkInvariants(collector: collector, brokenBefore: brokenBefore)
    checkWarnings(collector)
    return failures.isEmpty ? nil : failureReport()
  }

  /// Runs a frame at ``time``: constraint passes, solve, layout, animation, display list.
  func runFrame() {
    window.frameTime = time
    let list = window.makeDisplayList()
    checkDisplayList(list)
  }

  /// Records an operation in the log.
  func note(_ text: String) {
    log.append("step \(step): \(text)")
    // A crash cannot print the log afterwards: BOXWOOD_FUZZ_TRACE=1 prints each operation as it starts.
    if Self.traces { print("fuzz seed \(seed) step \(step): \(text)") }
    if log.count > logLength * 2 { log.removeFirst(log.count - logLength) }
  }

  /// Adds what the current step expects to have been reported.
  func expect(_ description: String, _ check: @escaping (Diagnostics.Collector) -> Bool) {
    expectations.append((description, check))
  }

  func failureReport() -> String {
    var lines = ["tree fuzz failed: seed \(seed), step \(step)"]
    lines += failures.prefix(8).map { "  ✗ \($0)" }
    lines.append("  last operations:")
    lines += log.suffix(logLength).map { "    \($0)" }
    lines.append("  tree:")
    lines += root.treeDescription().split(separator: "\n").prefix(60).map { "    \($0)" }
    var seen = Set<ObjectIdentifier>()
    let active = windowViews.flatMap(\.constraints).filter { seen.insert(ObjectIdentifier($0)).inserted }
    lines.append("  active constraints in the window (\(active.count)):")
    lines += active.prefix(60).map { "    \($0)\($0.isBroken ? " (broken)" : "")" }
    return lines.joined(separator: "\n")
  }

  // MARK: Picking

  /// The views in the window's tree, depth first.
  var windowViews: [View] {
    var result: [View] = []
    func walk(_ view: View) {
      result.append(view)
      for child in view.subviews { walk(child) }
    }
    walk(root)
    return result
  }

  /// A view the app could move or remove (not the root, not a control's internal part).
  func pickMovable() -> View? {
    let candidates = views.filter { $0 !== root && !internalViews.contains(ObjectIdentifier($0)) }
    return candidates.isEmpty ? nil : rng.pick(candidates)
  }

  /// A view to add into: mostly in the window, sometimes a detached one.
  func pickContainer() -> View {
    if rng.chance(0.85) || views.count < 3 { return rng.pick(windowViews) }
    return rng.pick(views)
  }

  /// Any view, in the window or not.
  func pickAny() -> View { rng.pick(views) }

  func isInternalPart(_ view: View) -> Bool { internalViews.contains(ObjectIdentifier(view)) }

  func pick<T>(_ type: T.Type) -> T? {
    let matching = views.compactMap { $0 as? T }
    return matching.isEmpty ? nil : rng.pick(matching)
  }

  func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
  func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  /// A number as apps pass them, with the odd absurd one (negative, huge, NaN, infinite).
  func wildNumber(typical: ClosedRange<Double> = 0...200) -> Double {
    if rng.chance(0.85) { return double(in: typical).rounded() }
    return rng.pick([0, -1, -50, 1e6, 1e12, -1e12, .nan, .infinity, -.infinity, 0.5, 1e-9])
  }

  /// A name for a view in the log.
  func name(_ view: View?) -> String {
    guard let view else { return "nil" }
    return view.shortDescription
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
