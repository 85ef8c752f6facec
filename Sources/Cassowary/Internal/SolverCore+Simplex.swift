// Primal and dual simplex steps (kiwi's optimize / dualOptimize), driven by the column index.

extension SolverCore {
  /// Makes `entering` basic in place of the basic symbol of `slot`.
  mutating func pivot(_ slot: Int32, entering: Symbol) {
    var row = takeRow(slot)
    let leaving = row.basic
    row.solve(for: entering, leaving: leaving)
    substitute(entering, row)
    insertRow(consume row, basic: entering)
  }

  /// Primal simplex on the main objective until no parametric symbol has a negative coefficient.
  /// Entering: the steepest coefficient, or after a run of degenerate pivots the lowest id (see
  /// ``nextEnteringSymbol(bland:)``); leaving: minimum ratio, ties to the shortest row, or under Bland's rule
  /// to the lowest basic id (see ``leavingRow(for:shortest:)``).
  mutating func optimize() {
    var degenerateRun = 0
    while true {
      let bland = degenerateRun >= degenerateRunLimit
      guard let entering = nextEnteringSymbol(bland: bland) else { break }
      let slot = leavingRow(for: entering, shortest: !bland)
      guard slot >= 0 else {
        // In exact arithmetic the objective, a weighted sum of non-negative errors, cannot fall
        // without bound, so a negative coefficient with nothing (or only noise) to limit its symbol is
        // rounding noise: substitutions between strengths 12 decades apart (priority 999 beside priority 1)
        // leave about 1e-7 on coefficients, above the tolerance. Drop it (kiwi throws here).
        objective[entering] = 0
        numericalRepairs += 1
        continue
      }
      degenerateRun = nearZero(rows.items[Int(slot)].constant) ? degenerateRun + 1 : 0
      pivot(slot, entering: entering)
    }
  }

  /// The restricted row that limits `entering` first, or -1 if nothing does. Among rows that limit it
  /// equally (degenerate steps, where several rows sit at zero) the shortest wins with `shortest`, then the
  /// lowest basic id; without it the lowest basic id (Bland's rule, which cannot cycle, needs both the
  /// entering and the leaving choice by id).
  ///
  /// The pivot substitutes the leaving row into every row of the entering column, so its length is the
  /// work per row (Markowitz's rule for sparse pivots). In a squeezed random composition of 1,000 views,
  /// whose rows hold a hundred errors each, twenty inserts took 5.3 billion instructions with ties to the
  /// lowest id and 3.3 billion with this rule (other seeds' inserts the same); first layouts of seeds 1–8
  /// took 0.6 % fewer in all (from 8.6 % more to 6.6 % fewer each); the other corpus shapes are unchanged.
  ///
  /// Rows whose coefficient is above `-pivotTolerance` do not limit the symbol: such a coefficient is
  /// rounding noise (its ratio is noise over noise, and a pivot on it divides the row by it), and a
  /// symbol that only noise limits is treated as one that nothing limits (its objective coefficient is
  /// noise too, see ``optimize()``). In the benchmark's squeezed random composition of 1,000 views, one
  /// pivot on −1.2e-8 (in a row at 4e-11) put coefficients of 5e7 into the tableau, and the inserts after
  /// it ran for minutes on objective coefficients of 1e90. A row passed over moves by its coefficient
  /// times the step, which stays in the noise.
  @inline(__always)
  func leavingRow(for entering: Symbol, shortest: Bool) -> Int32 {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestLength = Int.max
    var bestBasic = Symbol.max
    // Rows are read field by field: copying one costs two reference counts per candidate.
    for slot in columns[entering] {
      let basic = rows.items[Int(slot)].basic
      guard kind(basic) != .external else { continue }
      let coefficient = rows.items[Int(slot)].coefficient(of: entering)
      guard coefficient < -SolverCore.pivotTolerance else { continue }
      let ratio = -rows.items[Int(slot)].constant / coefficient
      guard ratio <= bestRatio else { continue }
      let length = shortest ? rows.items[Int(slot)].cells.count : 0
      if ratio < bestRatio || length < bestLength || (length == bestLength && basic < bestBasic) {
        (best, bestRatio, bestLength, bestBasic) = (slot, ratio, length, basic)
      }
    }
    return best
  }

  /// Dual simplex: restores feasibility after constants changed, keeping optimality.
  ///
  /// - Returns: nil on success, or the row that proves the constraints contradictory (a
  ///   negative basic value that no non-dummy symbol can raise).
  /// `shortColumns` breaks ties between equally cheap entering symbols by the fewest rows to rewrite
  /// (see ``dualEnteringSymbol(_:shortColumns:)``); otherwise by the lowest id.
  mutating func dualOptimize(shortColumns: Bool = false) -> Row? {
    while true {
      let slot = nextLeavingRow()
      guard slot >= 0 else { break }
      let entering = dualEnteringSymbol(slot, shortColumns: shortColumns)
      guard entering >= 0 else {
        infeasible.removeAll()
        var proof = rows[slot]
        proof.compact()
        return proof
      }
      pivot(slot, entering: entering)
    }
    return nil
  }

  /// The entering symbol of a dual pivot on `slot`: the lowest objective ratio among the symbols that
  /// can raise the row. Ties (common: slacks of required inequalities all cost nothing) go to the lowest
  /// id, or with `shortColumns` to the symbol in the fewest rows, which makes the pivot cheapest. The
  /// tie-break chooses between optimal vertices of an ambiguous system, so code paths whose results
  /// apps already see (suggestions, constant changes) keep the lowest id.
  @inline(__always)
  func dualEnteringSymbol(_ slot: Int32, shortColumns: Bool) -> Symbol {
    cheapestEnteringSymbol(slot, side: 1, shortColumns: shortColumns).symbol
  }

  /// The non-dummy symbol whose coefficient in the row in `slot`, times `side`, is positive (at least
  /// ``pivotTolerance`` if any is), with the lowest objective ratio; ties go to the shortest column with
  /// `shortColumns`, else to the first (the lowest id). Only symbols that `accepts` (given the symbol
  /// and its coefficient times `side`) can win; it is asked only of those that would. Returns the
  /// symbol (-1 if none) and its column length.
  @inline(__always)
  func cheapestEnteringSymbol(
    _ slot: Int32, side: Double, shortColumns: Bool, accepts: (Symbol, Double) -> Bool = { _, _ in true }
  ) -> (symbol: Symbol, column: Int) {
    cheapestEnteringSymbol(
      in: rows.items[Int(slot)], side: side, shortColumns: shortColumns, accepts: accepts)
  }

  /// ``cheapestEnteringSymbol(_:side:shortColumns:accepts:)`` for a row that need not be in the tableau.
  ///
  /// Coefficients below ``pivotTolerance`` are passed over while any other symbol qualifies: they are
  /// mostly rounding noise left by long runs of pivots (rows of a squeezed random composition of 1,000
  /// views hold dozens between 1e-8 and 1e-6), and a pivot on one divides its row by it. The objective
  /// ratios of free slacks are all zero, so such a cell can win the tie-break: in an experiment that
  /// entered violated inequalities in another order, one did at an insert, the objective grew to 1e23,
  /// and the next primal simplex ran for minutes on the garbage. A symbol with only a small coefficient
  /// still enters when nothing else can, so no satisfiable system is called contradictory.
  @inline(__always)
  func cheapestEnteringSymbol(
    in row: borrowing Row, side: Double, shortColumns: Bool,
    accepts: (Symbol, Double) -> Bool = { _, _ in true }
  ) -> (symbol: Symbol, column: Int) {
    let found = cheapestEnteringSymbol(
      in: row, side: side, above: SolverCore.pivotTolerance, shortColumns: shortColumns, accepts: accepts)
    if found.symbol >= 0 { return found }
    return cheapestEnteringSymbol(in: row, side: side, above: 0, shortColumns: shortColumns, accepts: accepts)
  }

  /// ``cheapestEnteringSymbol(in:side:shortColumns:accepts:)`` among the coefficients (times `side`)
  /// above `minimum`.
  @inline(__always)
  private func cheapestEnteringSymbol(
    in row: borrowing Row, side: Double, above minimum: Double, shortColumns: Bool,
    accepts: (Symbol, Double) -> Bool
  ) -> (symbol: Symbol, column: Int) {
    var entering: Symbol = -1
    var best = Double.infinity
    var bestColumn = Int.max
    for cell in row.cells {
      let coefficient = cell.coefficient * side
      let symbol = cell.symbol
      guard coefficient > minimum && kind(symbol) != .dummy else { continue }
      let ratio = objective.items[Int(symbol)] / coefficient
      let column = shortColumns ? columns.count(symbol) : 0
      guard ratio < best || (ratio == best && column < bestColumn), accepts(symbol, coefficient) else {
        continue
      }
      (best, entering, bestColumn) = (ratio, symbol, column)
    }
    return (entering, bestColumn)
  }

  /// The smallest coefficient the dual simplex pivots on while a larger one will do (see
  /// ``cheapestEnteringSymbol(in:side:shortColumns:accepts:)``).
  static let pivotTolerance = 1e-6
}
