// A required equality in the tableau's rows (not a definition) taken over in place by one entering in
// the same batch: the closing constraint of a chain (a container's bottom on its last item's bottom),
// which each item appended replaces (see ``SolverCore/replace(_:with:takingOver:)``).

extension SolverCore {
  /// Row equalities on their way out that entering ones may take over, indexed by their terms' symbols.
  struct RetiringRows {
    /// The retiring constraints' slots by each symbol of their terms.
    var bySymbol: [Symbol: [Int32]] = [:]
    /// The slots not taken over yet.
    var remaining: Set<Int32> = []
    /// The slots a takeover was tried for and refused: each costs an expansion, so one try each.
    var tried: Set<Int32> = []

    var isEmpty: Bool { remaining.isEmpty }
  }

  /// Whether the constraint in `slot` can be taken over in place by an equality entering in its batch
  /// (``takeOverRow(_:_:postponing:mayPostpone:)``): a required equality kept in the rows, whose marker
  /// (a dummy) is in some row, basic in none, and in no row of a redundant equality (whose dummy basic
  /// holds only while its constant stays zero).
  ///
  /// And only where it pays: the marker in a few rows (at most ``rowTakeoverLimits``' `maximumRows`)
  /// that hold many cells (more than its `minimumCells`), as a chain's closing equality is (2 rows of
  /// 25,000 cells in a form of 10,000 views). The takeover adds the difference of the two equalities to
  /// every row that holds the marker, where removing the old one pivots it into one row: in the stacks
  /// of a random composition, whose spacers' equal sizes are in 80–100 rows, takeovers filled the rows
  /// in and made inserts 8 % dearer.
  func isReplaceableRow(_ slot: Int32) -> Bool {
    guard artificial == nil, let record = records.items[Int(slot)], record.definition < 0,
      record.isRequired, record.constraint.op == .equal, !record.constraint.expression.terms.isEmpty
    else { return false }
    let marker = record.marker
    guard marker >= 0, info.items[Int(marker)].kind == .dummy, info.items[Int(marker)].row < 0,
      !columns.isEmpty(marker), columns.count(marker) <= rowTakeoverLimits.maximumRows
    else { return false }
    var cells = 0
    for row in columns[marker] {
      if kind(rows.items[Int(row)].basic) == .dummy { return false }
      cells += rows.items[Int(row)].cells.count
    }
    return cells > rowTakeoverLimits.minimumCells
  }

  /// Adds the row equality in `slot` to `retiring`.
  func retire(_ slot: Int32, into retiring: inout RetiringRows) {
    retiring.remaining.insert(slot)
    for term in records.items[Int(slot)]!.constraint.expression.terms {
      retiring.bySymbol[retainedSymbol(term.variable), default: []].append(slot)
    }
  }

  /// Lets the required equality `constraint` take over one of `retiring` in place; returns whether it
  /// did (or, with `mayPostpone`, was put off until the batch's other additions are in, as for
  /// definitions).
  ///
  /// The one taken over starts the same and shares the most terms with `constraint` (same variable,
  /// same coefficient): a container's closing constraint leaving (`box.bottom == old last.bottom + 16`)
  /// and the one entering (`box.bottom == new last.bottom + 16`), whose difference cancels down to the
  /// new item.
  mutating func takeOverRow(
    _ constraint: Constraint, _ retiring: inout RetiringRows, postponing postponed: inout [Constraint],
    mayPostpone: Bool
  ) throws(SolverError) -> Bool {
    guard !retiring.isEmpty, constraint.strength.isRequired, constraint.op == .equal,
      let old = closestRow(to: constraint, in: retiring), isReplaceableRow(old)
    else { return false }
    let oldTerms = records[old]!.constraint.expression.terms
    let settled = constraint.expression.terms.allSatisfy { term in
      guard let symbol = knownSymbol(term.variable) else { return false }
      let entry = info.items[Int(symbol)]
      return entry.definition >= 0 || entry.row >= 0 || oldTerms.contains { $0.variable === term.variable }
    }
    guard settled else {
      if mayPostpone { postponed.append(constraint) }
      return mayPostpone
    }
    guard try replaceRow(old, with: constraint) else {
      retiring.tried.insert(old)
      return false
    }
    retiring.remaining.remove(old)
    return true
  }

  /// The retiring constraint, not tried yet, that starts with the same term as `constraint` and shares
  /// the most terms with it, at least half of either's (ties to the lowest slot). Two constraints that
  /// share less differ by the expansion of what they do not share, which may reach far: a stack's
  /// spacing leaving and the one entering below the new item share one term of three, and taking one
  /// over by the other made inserts into a list of cards 14 % dearer.
  private func closestRow(to constraint: Constraint, in retiring: RetiringRows) -> Int32? {
    let terms = constraint.expression.terms
    var best: (slot: Int32, score: Int)?
    for term in terms {
      guard let symbol = knownSymbol(term.variable), let slots = retiring.bySymbol[symbol] else { continue }
      for slot in slots where retiring.remaining.contains(slot) && !retiring.tried.contains(slot) {
        let other = records.items[Int(slot)]!.constraint.expression.terms
        var score = 0
        for term in terms
        where other.contains(where: { $0.variable === term.variable && $0.coefficient == term.coefficient }) {
          score += 2
        }
        guard score >= max(terms.count, other.count),
          other[0].variable === terms[0].variable && other[0].coefficient == terms[0].coefficient
        else { continue }
        if let current = best, current.score > score || (current.score == score && current.slot <= slot) {
          continue
        }
        best = (slot, score)
      }
    }
    return best?.slot
  }

  /// Adds the required equality `constraint` in place of the row equality in `old`, which leaves;
  /// returns false, changing nothing, where the takeover would leave both the rows and the objective
  /// to repair (neither simplex can repair both: the batch would run again without takeovers).
  ///
  /// The old equation `E + d = 0` (its dummy `d` parametric, in the rows built from it) and the new one
  /// `E' + d' = 0` differ by the row `0 = E' + d' − E − d`: solved for `d` and put for it everywhere,
  /// it makes every row built from the old equation as if built from the new one, `d'` in place of `d`,
  /// and `d` leaves with it. Expanded together, `E' − E` cancels down to where the two differ (a chain's
  /// new last item), so the work follows the change, not the length of the rows (removing the old
  /// closing row of a chain of N items and entering the new one each rewrote a row of N items' cells).
  ///
  /// - Throws: `SolverError.unsatisfiableConstraint` when the new equation cannot hold with the rows
  ///   (the caller's transaction rolls back).
  private mutating func replaceRow(_ old: Int32, with constraint: Constraint) throws(SolverError) -> Bool {
    if !candidates.isEmpty { optimize() }
    let leaving = records[old]!
    let before = leaving.constraint.expression
    let after = constraint.expression
    guard !hasLongRow(unshared: after, before), !hasLongRow(unshared: before, after) else { return false }
    var expansion = startExpansion(constant: after.constant - before.constant)
    expansion.scale = max(abs(after.constant), abs(before.constant))
    // Terms the two share cancel here, before anything is expanded (a basic one would add its row and
    // take it away again).
    for term in after.terms {
      let shared = before.terms.reduce(0) { $0 + ($1.variable === term.variable ? $1.coefficient : 0) }
      if term.coefficient != shared {
        accumulate(retainedSymbol(term.variable), term.coefficient - shared, into: &expansion)
      }
    }
    for term in before.terms where !after.terms.contains(where: { $0.variable === term.variable }) {
      accumulate(retainedSymbol(term.variable), -term.coefficient, into: &expansion)
    }
    accumulate(leaving.marker, -leaving.markerSign, into: &expansion)
    // A long difference saves nothing: it is the expansion a removal and an addition would make.
    guard finishExpansion(&expansion, limit: SolverCore.rowTakeoverMaximumDifference) else { return false }
    var difference = takeAccumulatedRow(constant: expansion.constant)
    // `d` can come back through the rows of basic variables of either side; solved for, it must remain.
    let pivot = difference.coefficient(of: leaving.marker)
    guard !nearZero(pivot) else { return false }
    difference.solve(for: leaving.marker)
    guard !movesRowsAndObjective(difference) else { return false }
    let slot = newRecord(for: constraint, isEdit: false)
    let marker = newSymbol(.dummy)
    info[marker].owner = slot
    records[slot]!.marker = marker
    difference.addCell(marker, -1 / pivot)
    substitute(leaving.marker, difference)
    dropRecord(old)
    freeSymbol(leaving.marker)
    try repairAfterTakeover(of: constraint, slot: slot)
    rowTakeovers += 1
    return true
  }

  /// The most cells a row takeover's difference may have (see ``replaceRow(_:with:)``): where the new
  /// item's place is a row of the tableau rather than a definition (a card appended to a stack of cards:
  /// 2,350 cells at 1,000 views), the difference does not cancel, and putting it into the rows filled
  /// them in (appends twice as dear).
  static let rowTakeoverMaximumDifference = 64

  /// Whether a term of `expression` that `other` does not have is basic in a row longer than
  /// ``rowTakeoverMaximumDifference``: the difference would hold that row, so the takeover is refused
  /// before the expansion is paid for.
  private func hasLongRow(unshared expression: Expression, _ other: Expression) -> Bool {
    expression.terms.contains { term in
      guard !other.terms.contains(where: { $0.variable === term.variable }),
        let symbol = knownSymbol(term.variable)
      else { return false }
      let row = info.items[Int(symbol)].row
      return row >= 0 && rows.items[Int(row)].cells.count > SolverCore.rowTakeoverMaximumDifference
    }
  }

  /// Whether putting `row` (solved for a parametric dummy `d`) for `d` everywhere would leave a row
  /// infeasible and the objective short of optimal at once: the checks of
  /// ``repairAfterTakeover(of:slot:)``, made before anything changes.
  private func movesRowsAndObjective(_ row: borrowing Row) -> Bool {
    let marker = row.basic
    let weight = objective.items[Int(marker)]
    guard weight != 0, !nearZero(row.constant) else { return false }
    let objectiveMoves = row.cells.contains { cell in
      guard kind(cell.symbol) != .dummy else { return false }
      let value = objective.items[Int(cell.symbol)] + weight * cell.coefficient
      return value < 0 && !nearZero(value)
    }
    guard objectiveMoves else { return false }
    return columns[marker].contains { slot in
      let target = rows.items[Int(slot)]
      guard kind(target.basic) != .external else { return false }
      let value = target.constant + target.coefficient(of: marker) * row.constant
      return value < 0 && !nearZero(value)
    }
  }
}
