// Entering a required row that has no variable to solve for (kiwi's artificial-variable phase one,
// and the dual simplex entry that replaces it).

extension SolverCore {
  /// How a row with no usable subject enters the tableau (see ``Solver/EntryMethod``).
  mutating func addWithoutSubject(_ row: consuming Row, scale: Double) -> Row? {
    switch entryMethod {
    case .dualSimplex: return addWithDualSimplex(row, scale: scale)
    case .artificialVariable: return addWithArtificialVariable(row, scale: scale)
    }
  }

  // MARK: - Dual simplex entry

  /// Adds `row` (`0 = row`, constant ≥ 0) by the dual simplex.
  ///
  /// The row enters as the row of a new restricted symbol `r = -row`, negative while the constraint
  /// is violated. When a symbol can make it hold without driving another row negative, one primal
  /// pivot does it (``feasibleEnteringSymbol(_:)``) and the objective is left to the primal simplex.
  /// Otherwise one dual pivot makes `r` parametric at zero, `r` is dropped (the constraint now
  /// holds), and the dual simplex repairs the rows that pivot made negative. Dual pivots choose the
  /// entering symbol by its objective ratio, so the objective stays optimal and each repair is
  /// local: a list of N views whose shared width arrives last costs N short pivots, where the
  /// artificial variable's primal phase walked the shared width through every row N times.
  ///
  /// - Returns: nil on success, or a row that proves the constraints contradictory: a negative
  ///   constant that no symbol free to grow can raise.
  mutating func addWithDualSimplex(_ row: consuming Row, scale: Double) -> Row? {
    var row = row
    // The dual simplex needs an optimal objective; inside a batch of additions it may not be yet.
    if !candidates.isEmpty {
      optimize()
      row = reexpressed(row)
      if row.constant < 0 { row.scale(by: -1) }
    }
    row.scale(by: -1)
    let degenerate = nearZero(row.constant, scale: scale)
    if degenerate { row.constant = 0 }
    // A feasible or degenerate pivot would make the entering symbol basic in the row of a new slack `r`
    // and then drop `r` at zero: the row is solved for that symbol directly instead (the same tableau).
    if !degenerate, let entering = feasibleEnteringSymbol(row) {
      enterSolved(consume row, for: entering)
      // A feasible entry leaves every other row as it was.
      return nil
    }
    if degenerate {
      guard let entering = degenerateEnteringSymbol(row) else { return row }
      enterSolved(consume row, for: entering)
      // A degenerate pivot moves no value, but rows made negative before it are still owed a repair.
      return dualOptimize(shortColumns: true)
    }
    // A dual pivot: `r`, negative while the constraint is violated, leaves at zero.
    let r = newSymbol(.slack)
    let slot = insertRow(consume row, basic: r)
    let entering = dualEnteringSymbol(slot, shortColumns: true)
    guard entering >= 0 else {
      let proof = takeRow(slot)
      freeSymbol(r)
      return proof
    }
    pivot(slot, entering: entering)
    purgeColumn(r)
    freeSymbol(r)
    return dualOptimize(shortColumns: true)
  }

  /// A symbol that can make `row` (not in the tableau) hold by itself: restricted, raising the row, and such that
  /// pivoting it in leaves every other restricted row non-negative (it takes the value
  /// `-constant / coefficient`, and each row that mentions it moves by that much). Among those the lowest
  /// objective ratio wins, then the shortest column. `nil` when there is none.
  ///
  /// Such a pivot keeps the tableau feasible, so only the objective may need repairs, by the primal
  /// simplex. The dual simplex instead keeps the objective optimal and moves the infeasibility from row
  /// to row: when slacks that cost nothing sit in every row of a long sum (the content height of a
  /// scroll view in which each row's height rests on its hugging slack), it walks the whole sum through
  /// every row, once per row, where entering the scroll view's fitting-size error at once costs one pivot.
  @inline(__always)
  private func feasibleEnteringSymbol(_ row: borrowing Row) -> Symbol? {
    let constant = row.constant
    // The check reads every row that mentions the symbol: a symbol in a long column (a width shared by
    // every row of a list) would cost that column at each row entering, O(N²) for a list of N; such a
    // symbol is left to the dual pivot.
    let entering = cheapestEnteringSymbol(in: row, side: 1, shortColumns: true) { symbol, coefficient in
      columns.count(symbol) <= SolverCore.feasibleCheckLimit
        && keepsRowsFeasible(symbol, value: -constant / coefficient)
    }.symbol
    return entering >= 0 ? entering : nil
  }

  /// The longest column whose rows ``feasibleEnteringSymbol(_:)`` reads.
  static let feasibleCheckLimit = 32

  /// Whether every restricted row that mentions `symbol` stays non-negative when
  /// `symbol` rises from zero to `value`.
  @inline(__always)
  private func keepsRowsFeasible(_ symbol: Symbol, value: Double) -> Bool {
    // Rows are read field by field: copying one costs a reference count per array, and a column can
    // hold every row of a list.
    work.feasibilityRowsRead += columns.count(symbol)
    for other in columns[symbol] {
      guard kind(rows.items[Int(other)].basic) != .external else { continue }
      let moved = rows.items[Int(other)].constant + rows.items[Int(other)].coefficient(of: symbol) * value
      if moved < 0 && !nearZero(moved) { return false }
    }
    return true
  }

  /// `row` with the symbols that turned basic since it was made replaced by their rows.
  private mutating func reexpressed(_ row: Row) -> Row {
    guard row.cells.contains(where: { info.items[Int($0.symbol)].row >= 0 }) else { return row }
    var expansion = startExpansion(constant: row.constant)
    for cell in row.cells { accumulate(cell.symbol, cell.coefficient, into: &expansion) }
    return takeAccumulatedRow(constant: expansion.constant)
  }

  /// For a row already at zero any non-dummy symbol may take its place without moving a value; the
  /// smallest objective ratio on one side of the row keeps the objective optimal (symbols on the
  /// other side only gain). Either side will do, so the one whose choice is in fewer rows wins (ties,
  /// and within a side equal ratios, to the first): the pivot rewrites those rows. A list whose rows
  /// are as wide as the widest would otherwise re-express the shared width through every row at each
  /// new row as wide.
  @inline(__always)
  func degenerateEnteringSymbol(_ row: borrowing Row) -> Symbol? {
    let above = cheapestEnteringSymbol(in: row, side: 1, shortColumns: true)
    let below = cheapestEnteringSymbol(in: row, side: -1, shortColumns: true)
    if above.symbol < 0 { return below.symbol < 0 ? nil : below.symbol }
    if below.symbol < 0 { return above.symbol }
    return below.column < above.column ? below.symbol : above.symbol
  }

  /// Enters `row` (`0 = row`) solved for `symbol`, substituted into the rows that mention it.
  private mutating func enterSolved(_ row: consuming Row, for symbol: Symbol) {
    var row = row
    row.solve(for: symbol)
    substitute(symbol, row)
    insertRow(consume row, basic: symbol)
  }

  // MARK: - Artificial variable (kiwi's phase one)

  /// Adds `row` (`0 = row`, constant ≥ 0) through an artificial variable.
  ///
  /// - Returns: nil on success, or the final artificial objective, whose cells name the
  ///   constraints that make the row unsatisfiable.
  mutating func addWithArtificialVariable(_ row: Row, scale: Double) -> Row? {
    let art = newSymbol(.slack)
    insertRow(row, basic: art)
    artificial = row
    while let entering = artificialEnteringSymbol() {
      let slot = leavingRow(for: entering, shortest: false)
      guard slot >= 0 else {
        // As in optimize(): the artificial variable is never negative, so this is rounding noise.
        _ = artificial?.removeCell(entering)
        numericalRepairs += 1
        continue
      }
      pivot(slot, entering: entering)
    }
    let final = artificial ?? Row()
    artificial = nil
    guard nearZero(final.constant, scale: scale) else { return final }
    let slot = info[art].row
    if slot >= 0 {
      var artRow = takeRow(slot)
      if !artRow.isEmpty {
        let restricted = artRow.cells.first { kind($0.symbol) == .slack || kind($0.symbol) == .error }
        guard let entering = restricted?.symbol else { return final }
        artRow.solve(for: entering, leaving: art)
        substitute(entering, artRow)
        insertRow(consume artRow, basic: entering)
      }
    }
    purgeColumn(art)
    freeSymbol(art)
    return nil
  }

  private mutating func artificialEnteringSymbol() -> Symbol? {
    guard let row = artificial else { return nil }
    for cell in row.cells where cell.coefficient < 0 && kind(cell.symbol) != .dummy {
      return cell.symbol
    }
    return nil
  }
}
