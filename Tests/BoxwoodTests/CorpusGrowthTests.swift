import LayoutCorpus
import Testing

@testable import Boxwood
@testable import Cassowary

/// The solver's work for a first layout of the corpus grows linearly with the number of views (issue 18:
/// no cliffs). Work is counted, not timed: cells rewritten by substitutions plus steps of definition
/// cycle checks, which is what grew quadratically in grids, toolbars and fill stacks in scroll views
/// (the content height walked through every row) and in forms (cycle checks down the chain of rows).
@MainActor
@Suite("Corpus work grows linearly")
struct CorpusGrowthTests {
  /// The work of one first layout of `shape` with `n` views.
  func work(_ shape: String, _ n: Int) -> Int {
    guard let item = Corpus.make(shape, n) else { return -1 }
    item.window.layoutIfNeeded()
    return item.window.rootView.layoutEngine?.solver.core.cellsRewritten ?? -1
  }

  /// The tree (a chain of inequalities per level, joined at every point) and random compositions are
  /// not yet linear; see Benchmarks/README.md, "Compositions".
  @Test(
    "Four times the views cost at most about four times the work",
    arguments: Corpus.names.filter { $0 != "tree" && $0 != "random" })
  func linear(shape: String) {
    let (_, diagnostics) = Diagnostics.collect {
      let small = work(shape, 100)
      let large = work(shape, 400)
      #expect(small > 0)
      #expect(
        Double(large) <= 5 * Double(small), "\(shape): \(small) cells at N = 100, \(large) at N = 400")
    }
    #expect(diagnostics.errors.isEmpty, "\(shape): \(diagnostics.errors.first.map { "\($0)" } ?? "")")
  }
}
