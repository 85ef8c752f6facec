// Adding and removing constraints (kiwi's addConstraint / removeConstraint).

extension SolverCore {
  /// Whether the constraint can be added without a transaction (it cannot fail).
  ///
  /// Soft constraints always have a subject. A required constraint with a definition subject
  /// (a variable no row mentions and no term depends on) cannot fail either: for an equality
  /// it becomes a definition, and for an inequality that variable survives expansion into the
  /// row, so the row has an external subject.
  mutating func cannotFail(_ constraint: Constraint) -> Bool {
    !constraint.strength.isRequired || definitionSubject(for: constraint) != nil
  }

  /// Adds a validated constraint; returns its record slot.
  ///
  /// - Throws: `SolverError.unsatisfiableConstraint` (the caller's transaction rolls back).
  @discardableResult
  mutating func add(_ constraint: Constraint, isEdit: Bool = false) throws(SolverError) -> Int32 {
    let slot = newRecord(for: constraint, isEdit: isEdit)
    guard constraint.strength.isRequired else {
      try addToTableau(slot)
      return slot
    }
    if constraint.op != .equal {
      // Without `allowingBasic`, the subject is a variable no row mentions.
      if definesInequalities, let subject = definitionSubject(for: constraint) {
        define(slot, subject: subject)
      } else {
        try addToTableau(slot)
      }
    } else if let subject = definitionSubject(
      for: constraint, allowingBasic: definesTableauVariables)
    {
      if info[subject].row < 0 && columns.isEmpty(subject) {
        define(slot, subject: subject)
      } else if info[subject].row >= 0 {
        // A definition turned around first: redefining a basic subject enters its old row again, and the
        // links of a settings screen's rows each entered the row of the link before (N² cells).
        if let reversed = reverseDefinition(for: constraint) {
          define(slot, subject: reversed)
        } else {
          try redefine(slot, subject: subject)
        }
      } else if !defineParametric(slot, subject: subject) {
        try addToTableau(slot)
      }
    } else if let subject = reverseDefinition(for: constraint) {
      define(slot, subject: subject)
    } else if try !handOver(to: slot) {
      try addToTableau(slot)
    }
    return slot
  }

  /// A record for `constraint`, its variables retained, next in order and indexed (unless an edit's).
  mutating func newRecord(for constraint: Constraint, isEdit: Bool) -> Int32 {
    for term in constraint.expression.terms { _ = retain(term.variable) }
    let record = ConstraintRecord(constraint: constraint, order: order, isEdit: isEdit)
    order += 1
    let slot: Int32
    if let reused = freeRecords.last {
      _ = freeRecords.removeLast()
      records[reused] = record
      slot = reused
    } else {
      records.append(record)
      slot = Int32(records.count - 1)
    }
    if !isEdit { index(constraint, at: slot) }
    return slot
  }

  /// Frees the record in `slot`, whose constraint has left the tableau and definitions: unindexed, its
  /// variables released.
  mutating func dropRecord(_ slot: Int32) {
    let record = records[slot]!
    if !record.isEdit { unindex(record.constraint) }
    records[slot] = nil
    freeRecords.append(slot)
    for term in record.constraint.expression.terms { release(retainedSymbol(term.variable)) }
  }

  private mutating func addToTableau(_ slot: Int32) throws(SolverError) {
    let (row, scale) = makeRow(slot)
    try enter(consume row, scale: scale, slot: slot)
  }

  /// Enters `row` (`0 = row`, constant ≥ 0, made for the constraint in `slot`) into the tableau:
  /// solved for a subject, kept as a redundant equality's zero row, or by ``addWithoutSubject(_:scale:)``.
  ///
  /// An optional constraint's row that already holds (its constant zero), whose marker as the subject
  /// would leave a negative objective coefficient, is solved instead for the symbol of the lowest
  /// objective ratio on the side whose choice is in fewer rows (``degenerateEnteringSymbol(_:)``): the
  /// objective stays optimal, and the primal simplex has nothing to repair. A fill-proportionally stack
  /// holds each view at its share of a reference view's width (priority 999); solved for its marker, each
  /// share's row gave the reference's errors a negative cost, and the primal simplex pivoted them through
  /// the rows of every share before it (a row of ten labels: 59, 95, 133, … 351 cells a share, 26 % of the
  /// first layout of 1,000 labels). Solved for the view's own error, a share costs its row.
  ///
  /// The row is consumed: solving a row its caller still held copied both of its arrays.
  mutating func enter(_ row: consuming Row, scale: Double, slot: Int32) throws(SolverError) {
    var row = row
    let record = records[slot]!
    var subject = chooseSubject(row, record)
    if subject >= 0, !record.isRequired, kind(subject) != .external, nearZero(row.constant, scale: scale),
      !keepsObjectiveOptimal(row, solvedFor: subject), let degenerate = degenerateEnteringSymbol(row)
    {
      subject = degenerate
      row.constant = 0
    }
    if subject < 0 && row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
      guard nearZero(row.constant, scale: scale) else {
        throw .unsatisfiableConstraint(
          record.constraint, conflicts: conflicts(row.allSymbols, excluding: slot))
      }
      // A redundant required equality: keep its dummy basic with an exact zero, so rounding
      // noise cannot later look like an infeasible row (kiwi #15).
      subject = record.marker
      row.constant = 0
    }
    if subject < 0 {
      if let proof = addWithoutSubject(consume row, scale: scale) {
        let symbols = proof.basic >= 0 ? proof.allSymbols + [proof.basic] : proof.allSymbols
        throw .unsatisfiableConstraint(record.constraint, conflicts: conflicts(symbols, excluding: slot))
      }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(consume row, basic: subject)
    }
  }

  /// Whether solving `row` for `subject` leaves every parametric symbol's objective coefficient
  /// non-negative (else the primal simplex has pivots to make).
  private func keepsObjectiveOptimal(_ row: borrowing Row, solvedFor subject: Symbol) -> Bool {
    let weight = objective.items[Int(subject)]
    guard weight != 0 else { return true }
    let factor = -weight / row.coefficient(of: subject)
    for cell in row.cells where cell.symbol != subject && kind(cell.symbol) != .dummy {
      if objective.items[Int(cell.symbol)] + factor * cell.coefficient < 0 { return false }
    }
    return true
  }

  /// kiwi's `chooseSubject`: an external, else a marker or error with a negative coefficient.
  ///
  /// Of the externals, the one fewest rows mention (the first of those), since entering substitutes the
  /// subject into each of them. kiwi takes the first: a right-to-left list of cards solved each card's
  /// alignment for the list's width as the previous card had left it, moving the width into the newest
  /// card's variables and rewriting every row before it (N² cells rewritten).
  private mutating func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
    var best: Symbol = -1
    var fewest = Int.max
    for cell in row.cells where kind(cell.symbol) == .external && cell.coefficient != 0 {
      let count = columns.count(cell.symbol)
      if count < fewest { (best, fewest) = (cell.symbol, count) }
      if count == 0 { break }
    }
    if best >= 0 { return best }
    for symbol in [record.marker, record.other] where symbol >= 0 {
      let symbolKind = kind(symbol)
      if (symbolKind == .slack || symbolKind == .error) && row.coefficient(of: symbol) < 0 {
        return symbol
      }
    }
    return -1
  }

  /// The required user constraints owning `symbols`, in insertion order.
  func conflicts(_ symbols: [Symbol], excluding slot: Int32) -> [Constraint] {
    var owners: [Int32] = []
    for symbol in symbols {
      let owner = info.items[Int(symbol)].owner
      guard owner >= 0, owner != slot, !owners.contains(owner),
        let record = records[owner], record.isRequired, !record.isEdit
      else { continue }
      owners.append(owner)
    }
    return owners.compactMap { records[$0] }.sorted { $0.order < $1.order }.map(\.constraint)
  }

  // MARK: - Removal

  /// Removes a known constraint. Returns whether the objective may now improve.
  @discardableResult
  mutating func remove(_ slot: Int32) -> Bool {
    let record = records[slot]!
    var needsOptimize = true
    if record.definition >= 0 {
      needsOptimize = removeDefinition(slot)
    } else {
      removeFromTableau(slot)
    }
    dropRecord(slot)
    compactDefinitions()
    return needsOptimize
  }

  mutating func removeFromTableau(_ slot: Int32) {
    let record = records[slot]!
    removeErrorEffects(record)
    let marker = record.marker
    if info[marker].row >= 0 {
      _ = takeRow(info[marker].row)
    } else {
      let slot = markerLeavingRow(marker)
      guard slot >= 0 else { preconditionFailure("Cassowary: no leaving row for a removed marker") }
      var row = takeRow(slot)
      row.solve(for: marker, leaving: row.basic)
      substitute(marker, row)
    }
    // The second error symbol describes nothing once its constraint is gone; fixing it at zero
    // keeps the current values and stops dead symbols from piling up in the rows.
    if record.other >= 0 {
      if info[record.other].row >= 0 { _ = takeRow(info[record.other].row) }
      purgeColumn(record.other)
      freeSymbol(record.other)
    }
    freeSymbol(marker)
  }

  private mutating func removeErrorEffects(_ record: ConstraintRecord) {
    for (symbol, weight) in [(record.marker, record.weight), (record.other, record.otherWeight)]
    where symbol >= 0 && kind(symbol) == .error {
      let slot = info[symbol].row
      if slot >= 0 {
        addToObjective(rows[slot], times: -weight)
      } else {
        addToObjective(symbol, -weight)
      }
    }
  }

  /// kiwi's `getMarkerLeavingRow`: prefer restricted rows by ratio, then any external row.
  ///
  /// One exception first: the row of a redundant required equality's dummy (`d = marker + …`, only
  /// dummies, constant exactly 0; see `addToTableau`). That dummy must stay 0, and nothing else
  /// holds it there: pivoting the marker into another row would substitute that row into this one
  /// and give the dummy a value, silently dropping the redundant equality just when the removal
  /// makes it the one that counts. Its ratio is 0 and it holds only dummies, so pivoting there
  /// moves no constant; the redundant equality then takes over from the removed one.
  private mutating func markerLeavingRow(_ marker: Symbol) -> Int32 {
    for slot in columns[marker] where kind(rows.items[Int(slot)].basic) == .dummy {
      return slot
    }
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.infinity
    var r2 = Double.infinity
    for slot in columns[marker] {
      let row = rows.items[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      if kind(row.basic) == .external {
        third = slot
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < r1 { (r1, first) = (ratio, slot) }
      } else {
        let ratio = row.constant / coefficient
        if ratio < r2 { (r2, second) = (ratio, slot) }
      }
    }
    return first >= 0 ? first : (second >= 0 ? second : third)
  }
}
