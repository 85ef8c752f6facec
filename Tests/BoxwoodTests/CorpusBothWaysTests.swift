import Cassowary
import LayoutCorpus
import Testing

@testable import Boxwood

/// The corpus of Benchmarks/LayoutCorpus laid out by today's solver and by kiwi's way (its artificial
/// variable, every required inequality a row): the frames must be the same (issue 18: the speed-ups must
/// not move a view).
@MainActor
@Suite("Corpus laid out both ways")
struct CorpusBothWaysTests {
  /// Every view's frame after a first layout, a resize, an insert and a constant change; with
  /// `rightToLeft`, the window's root forces right to left and the whole tree follows.
  func frames(
    _ shape: String, _ n: Int, _ method: Solver.EntryMethod, rightToLeft: Bool = false
  ) -> [[Rect]] {
    solving(method) {
      guard let item = Corpus.make(shape, n) else { return [] }
      if rightToLeft { item.window.rootView.semanticContentAttribute = .forceRightToLeft }
      var result: [[Rect]] = []
      item.window.layoutIfNeeded()
      result.append(item.allViews.map(\.frame))
      item.window.size = Size(width: 520, height: 600)
      item.window.layoutIfNeeded()
      result.append(item.allViews.map(\.frame))
      item.insertMiddle()
      item.window.layoutIfNeeded()
      result.append(item.allViews.map(\.frame))
      item.changeConstant()
      item.window.layoutIfNeeded()
      result.append(item.allViews.map(\.frame))
      return result
    }
  }

  /// Runs `body` with engines whose solver enters rows by `method`; kiwi's artificial variable also comes
  /// with every required inequality as a row and without definitions taken over in place or turned
  /// around, as in kiwi.
  func solving<T>(_ method: Solver.EntryMethod, _ body: () -> T) -> T {
    LayoutSolverOptions.$entryMethod.withValue(method) {
      LayoutSolverOptions.$definesInequalities.withValue(method == .dualSimplex) {
        LayoutSolverOptions.$replacesDefinitions.withValue(method == .dualSimplex) {
          LayoutSolverOptions.$reversesDefinitions.withValue(method == .dualSimplex, operation: body)
        }
      }
    }
  }

  /// `random` has its own test below (and `random_natural` builds the same compositions): they can be
  /// ambiguous.
  @Test(
    "Every corpus shape at small N: identical frames both ways, left to right and right to left",
    arguments: Corpus.names.filter { !$0.hasPrefix("random") }, [false, true])
  func sameFrames(shape: String, rightToLeft: Bool) {
    let (_, diagnostics) = Diagnostics.collect {
      for n in [20, 60] {
        let dual = frames(shape, n, .dualSimplex, rightToLeft: rightToLeft)
        let artificial = frames(shape, n, .artificialVariable, rightToLeft: rightToLeft)
        #expect(!dual.isEmpty)
        #expect(dual == artificial, "\(shape) at \(n), right to left \(rightToLeft): frames differ")
      }
    }
    #expect(diagnostics.errors.isEmpty, "\(shape): \(diagnostics.errors.first.map { "\($0)" } ?? "")")
  }

  /// Random compositions put stacks with every distribution and alignment in scroll views and boxes;
  /// some leave a view's frame undetermined (several optimal layouts), and there another pivot path may
  /// end at another optimum, as it may in UIKit. Where any frame differs both ways, both layouts must hold
  /// every required constraint and cost the same (``LayoutCost``), and the views that moved must be ones
  /// the engine reports ambiguous; where the layouts are the same optimum no view may move.
  @Test(
    "Random compositions: frames differ both ways only where the optimum is not unique", arguments: [20, 60])
  func randomDiffersOnlyWhereAmbiguous(n: Int) {
    var compared = 0
    var differing = 0
    let (_, diagnostics) = Diagnostics.collect {
      for seed in UInt64(1)...6 {
        let cases = [Solver.EntryMethod.dualSimplex, .artificialVariable].map { method in
          solving(method) { () -> CorpusCase? in
            let item = Corpus.make("random", n, seed: seed)
            item?.window.layoutIfNeeded()
            return item
          }
        }
        guard let dual = cases[0], let artificial = cases[1] else {
          Issue.record("no random case for seed \(seed)")
          continue
        }
        let costs = (dual.window.rootView.treeLayoutCost, artificial.window.rootView.treeLayoutCost)
        for (one, other) in zip(dual.allViews, artificial.allViews) {
          compared += 1
          // In window coordinates: a view inside an ambiguous container may move with it, relatively.
          guard one.convert(one.bounds, to: nil) != other.convert(other.bounds, to: nil) else { continue }
          differing += 1
          #expect(
            costs.0 != nil && costs.1 != nil && costs.0!.isSameOptimum(as: costs.1!),
            "seed \(seed) n \(n): \(one) differs from \(other); costs \(costs)")
          #expect(
            one.hasAmbiguousLayout || other.hasAmbiguousLayout,
            "seed \(seed) n \(n): \(one) differs from \(other) but is not ambiguous")
        }
      }
    }
    #expect(compared > 6 * n)
    #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors.first.map { "\($0)" } ?? "")")
    print("random n=\(n): \(differing) of \(compared) frames differ, each between two optima")
  }

  @Test("A list in a scroll view in a stack: the list's rows fill the width the outer stack gives")
  func listInStackFillsTheWidth() throws {
    let item = try #require(Corpus.make("list_in_stack", 30))
    item.window.layoutIfNeeded()
    let buttons = item.allViews.compactMap { $0 as? Button }
    #expect(buttons.count == 30)
    for button in buttons { #expect(button.frame.width == 480) }
  }
}
