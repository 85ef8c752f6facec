import LayoutCorpus
import Testing

@testable import Boxwood
@testable import Cassowary

/// The solver's work for a first layout of the corpus grows linearly with the number of views (issue 18:
/// no cliffs). Work is counted, not timed: cells rewritten by substitutions plus steps of definition
/// cycle checks, which is what grew quadratically in grids, toolbars and fill stacks in scroll views
/// (the content height walked through every row) and in forms (cycle checks down the chain of rows),
/// and the cells of the tableau left behind, which grew quadratically in a list of cards (each link a
/// row expanded through the one before it, see ``Solver/reversesDefinitions``).
@MainActor
@Suite("Corpus work grows linearly")
struct CorpusGrowthTests {
  /// The work of one first layout of `shape` with `n` views.
  func work(_ shape: String, _ n: Int) -> Int {
    measure(shape, n).work
  }

  /// The work of one first layout of `shape` with `n` views, and the cells of the tableau it leaves;
  /// with `rightToLeft`, the window's root forces right to left and the whole tree follows.
  func measure(_ shape: String, _ n: Int, rightToLeft: Bool = false) -> (work: Int, cells: Int) {
    guard let item = Corpus.make(shape, n) else { return (-1, -1) }
    if rightToLeft { item.window.rootView.semanticContentAttribute = .forceRightToLeft }
    item.window.layoutIfNeeded()
    guard let solver = item.window.rootView.layoutEngine?.solver else { return (-1, -1) }
    return (solver.core.cellsRewritten, solver.cellCount)
  }

  /// The tree has its own test below; random compositions (a third of their views squeezed in a small
  /// window) are not yet linear; see Benchmarks/README.md, "Compositions".
  @Test(
    "Four times the views cost at most about four times the work, left to right and right to left",
    arguments: Corpus.names.filter { $0 != "tree" && !$0.hasPrefix("random") }, [false, true])
  func linear(shape: String, rightToLeft: Bool) {
    let (_, diagnostics) = Diagnostics.collect {
      let small = measure(shape, 100, rightToLeft: rightToLeft)
      let large = measure(shape, 400, rightToLeft: rightToLeft)
      #expect(small.work > 0 && small.cells > 0)
      #expect(
        Double(large.work) <= 5 * Double(small.work),
        "\(shape), rtl \(rightToLeft): \(small.work) cells rewritten at N = 100, \(large.work) at N = 400")
      // Rows built long from the start (each link of a list expanded through the one before) cost no
      // rewriting; they show in the tableau's size.
      #expect(
        Double(large.cells) <= 5 * Double(small.cells),
        "\(shape), rtl \(rightToLeft): \(small.cells) cells in the tableau at N = 100, \(large.cells) at N = 400"
      )
    }
    #expect(diagnostics.errors.isEmpty, "\(shape): \(diagnostics.errors.first.map { "\($0)" } ?? "")")
  }

  /// A vertical stack pins each view's left edge before its right edge in either direction, so that right
  /// to left builds the tableau left to right builds: the right edge first defined the view's x by three
  /// terms while its width was basic in its intrinsic-size row, and the left edge then entered the tableau
  /// (one row more for every arranged view: 406 rows against 304 for a list of 100 buttons).
  @Test(
    "Right to left, a vertical stack's views add no rows",
    arguments: ["list_in_stack", "list_in_box", "list_pinned", "deep_nesting"])
  func rightToLeftRows(shape: String) throws {
    func rows(_ rightToLeft: Bool) throws -> Int {
      let item = try #require(Corpus.make(shape, 100))
      if rightToLeft { item.window.rootView.semanticContentAttribute = .forceRightToLeft }
      item.window.layoutIfNeeded()
      return try #require(item.window.rootView.layoutEngine?.solver.rowCount)
    }
    let (leftToRight, rightToLeft) = (try rows(false), try rows(true))
    #expect(leftToRight > 0)
    // The containers around the stack (the app's pins to the window's leading and trailing edges, a box's
    // cross-axis pins) add a row or two right to left; the stack's hundred views none.
    #expect(
      rightToLeft - leftToRight <= 2,
      "\(shape): \(rightToLeft) rows right to left, \(leftToRight) left to right")
  }

  /// amoeba's tree with views: a chain of inequalities per row, each parent midway between its children.
  /// Every inequality a row, each row held every slack before it on its row (N² cells); kept as
  /// definitions and handed over to the parents' equalities, the rows are differences of nearby points
  /// and the work grows like N log N (127 to 511 views: 4.8× the work; N log N gives 5.1×). As rows,
  /// 5.4× here, 4.6 times the work of definitions at 511 views, and growing as N² (the solver-level test
  /// in InequalityDefinitionTests shows the same).
  @Test("The tree: four times the views cost at most 5.5 times the work")
  func treeGrowth() {
    let (_, diagnostics) = Diagnostics.collect {
      let small = work("tree", 127)
      let large = work("tree", 511)
      #expect(small > 0)
      #expect(Double(large) <= 5.5 * Double(small), "tree: \(small) cells at N = 127, \(large) at N = 511")
      let rows = LayoutSolverOptions.$definesInequalities.withValue(false) {
        (work("tree", 127), work("tree", 511))
      }
      // The count tells the two apart: rows grow faster and cost several times as much.
      #expect(
        Double(rows.1) / Double(rows.0) > Double(large) / Double(small) && rows.1 > 4 * large,
        "tree, inequalities as rows: \(rows); as definitions: \((small, large))")
    }
    #expect(diagnostics.errors.isEmpty, "tree: \(diagnostics.errors.first.map { "\($0)" } ?? "")")
  }
}
