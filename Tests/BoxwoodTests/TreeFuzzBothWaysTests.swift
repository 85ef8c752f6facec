import Cassowary
import Testing

@testable import Boxwood

/// The tree fuzzer's trees laid out by the solver before issue 18 (kiwi's artificial variable, required
/// equalities defining only variables no row mentions, every inequality a row) and by today's (the dual
/// simplex entry, equalities defining variables the tableau holds, inequalities kept as definitions): after the same 150 steps every view is where it was, except in
/// trees whose optimum is not unique: there both layouts hold every required constraint and cost the
/// same (``LayoutCost``), and another pivot path may end at another optimum.
@MainActor
@Suite("Tree fuzzing: the same trees, laid out by the old and the new solver", .serialized)
struct TreeFuzzBothWaysTests {
  /// Each view's frame in its tree's root, after `steps` steps of `seed`, with the solver options.
  func run(_ seed: UInt64, old: Bool, steps: Int) -> (TreeFuzzer, [Rect]) {
    LayoutSolverOptions.$entryMethod.withValue(old ? .artificialVariable : .dualSimplex) {
      LayoutSolverOptions.$definesTableauVariables.withValue(!old) {
        LayoutSolverOptions.$definesInequalities.withValue(!old) {
          LayoutSolverOptions.$replacesDefinitions.withValue(!old) {
            LayoutSolverOptions.$reversesDefinitions.withValue(!old) {
              let fuzzer = TreeFuzzer(seed: seed)
              _ = Diagnostics.collect { fuzzer.run(steps: steps) }
              fuzzer.window.layoutIfNeeded()
              return (fuzzer, fuzzer.views.map { $0.convert($0.bounds, to: $0.treeRoot) })
            }
          }
        }
      }
    }
  }

  @Test("seeds 1–12: every frame is the same both ways, or both layouts of its tree are optimal")
  func sameFramesOrAmbiguous() {
    var differing = 0
    var compared = 0
    var detached = 0
    for seed in UInt64(1)...12 {
      let (oldFuzzer, oldFrames) = run(seed, old: true, steps: 150)
      let (newFuzzer, newFrames) = run(seed, old: false, steps: 150)
      #expect(oldFrames.count == newFrames.count, "seed \(seed)")
      for (index, (before, after)) in zip(oldFrames, newFrames).enumerated() where before != after {
        differing += 1
        let oldView = oldFuzzer.views[index]
        let newView = newFuzzer.views[index]
        // A view out of every window keeps the frame of its last layout, whose optimum no engine can
        // tell any more; another pivot path may have ended at another optimum then.
        if oldView.treeRoot.layoutEngine == nil && newView.treeRoot.layoutEngine == nil {
          detached += 1
          continue
        }
        let costs = (oldView.treeLayoutCost, newView.treeLayoutCost)
        #expect(
          costs.0 != nil && costs.1 != nil && costs.0!.isSameOptimum(as: costs.1!),
          "seed \(seed): \(oldFuzzer.name(oldView)) at \(before) before, \(after) now; costs \(costs)")
      }
      compared += oldFrames.count
    }
    #expect(compared > 100)
    #expect(
      detached * 4 <= differing + 4, "\(detached) of \(differing) differing frames are out of every window")
    print(
      "tree fuzzer both ways: \(differing) of \(compared) frames differ, each in a tree with two optima"
        + " (\(detached) out of every window)")
  }
}
