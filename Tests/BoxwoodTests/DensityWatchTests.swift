import LayoutCorpus
import Testing

@testable import Boxwood
@testable import Cassowary

/// The layout engine's solver rebuilds a filled-in tableau (`Solver.rebuildsWhenDense`), but only once
/// the first layout has settled: a squeezed layout ends denser than it starts, and watched from the start
/// a random composition of 10,000 views was rebuilt inside its first layout, 34 % slower.
@MainActor
@Suite("The engine's density watch")
struct DensityWatchTests {
  @Test("It starts once the first layout has settled, taking that tableau and its work as the build")
  func startsAfterFirstLayout() throws {
    // 300 views of nested stacks, boxes and scroll views, squeezed into 480 × 640 points.
    let item = try #require(Corpus.make("random", 300))
    let window = item.window
    window.layoutIfNeeded()
    let solver = try #require(window.rootView.layoutEngine?.solver)
    let built = solver.core.cellsRewritten
    // Enough rows and work that a watch from the start would have checked during the layout.
    #expect(solver.rowCount >= SolverCore.denseMinimumRows && built > SolverCore.denseCheckWork)
    #expect(solver.rebuildsWhenDense)
    #expect(solver.core.density.leanest == .infinity, "checked during the first layout")
    // The next change checks: the first layout's density is the baseline and its work the build's cost.
    item.insertMiddle()
    window.layoutIfNeeded()
    #expect(solver.core.density.leanest.isFinite)
    #expect(solver.core.density.buildWork >= built)
    #expect(solver.rebuildCount == 0)
  }
}
