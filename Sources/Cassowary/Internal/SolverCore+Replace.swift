// A batch that removes constraints and adds others, where a required equality leaving hands its
// definition over to one entering on the same variable (see ``Solver/replaceConstraints(_:with:)``).

extension SolverCore {
  /// Removes the constraints in `removals` and adds `additions`, in one transaction of the caller's.
  ///
  /// A removed definition that rows were built through (the spacing between two rows of a stack: every
  /// row below was expanded through it) is costly to remove, since its subject needs a row of its own
  /// first, and as costly to define again. If an addition is a required equality that can define the same
  /// subject, it takes the definition over in place (``replace(_:with:subject:)``). Additions that
  /// cannot fail go in as they come, in order, so that an addition that a takeover expands through
  /// already has its definition (``takeOver(_:_:postponing:mayPostpone:)``); the rest wait until the
  /// definitions nobody took over have left, so that no addition meets a constraint on its way out.
  /// A required equality kept in the rows (a container's closing constraint) can be taken over the same
  /// way by one that cannot be a definition (``takeOverRow(_:_:postponing:mayPostpone:)``).
  ///
  /// A takeover that leaves rows infeasible and the objective short of optimal at once sets
  /// `takeoverFailed` and throws: neither simplex can repair both, and the caller runs the batch again
  /// with `takingOver` false.
  mutating func replace(
    _ removals: [Int32], with additions: [Constraint], takingOver: Bool
  ) throws(SolverError) {
    var retiring: [Symbol: Int32] = [:]
    var retiringRows = RetiringRows()
    // Built only once a removal could be taken over: most batches have none.
    var readded: Set<ObjectIdentifier>?
    for slot in removals {
      guard takingOver, !readdedIDs(&readded, additions).contains(records[slot]!.constraint.id) else {
        remove(slot)
        continue
      }
      if let subject = replaceableSubject(slot), retiring[subject] == nil {
        retiring[subject] = slot
      } else if isReplaceableRow(slot) {
        retire(slot, into: &retiringRows)
      } else {
        remove(slot)
      }
    }
    optimize()
    guard !retiring.isEmpty || !retiringRows.isEmpty else {
      for constraint in additions { try add(constraint) }
      return
    }
    var waiting: [Constraint] = []
    var postponed: [Constraint] = []
    for constraint in additions {
      if try takeOverAny(constraint, &retiring, &retiringRows, postponing: &postponed, mayPostpone: true) {
        continue
      }
      if cannotFail(constraint) { try add(constraint) } else { waiting.append(constraint) }
    }
    var unused: [Constraint] = []
    for constraint in postponed
    where try !takeOverAny(constraint, &retiring, &retiringRows, postponing: &unused, mayPostpone: false) {
      waiting.append(constraint)
    }
    for slot in (Array(retiring.values) + retiringRows.remaining).sorted() { remove(slot) }
    optimize()
    for constraint in waiting { try add(constraint) }
  }

  /// Lets `constraint` take over a definition of `retiring`, else, if it cannot go in as a definition
  /// of its own (which costs no row), a row equality of `retiringRows`.
  private mutating func takeOverAny(
    _ constraint: Constraint, _ retiring: inout [Symbol: Int32], _ retiringRows: inout RetiringRows,
    postponing postponed: inout [Constraint], mayPostpone: Bool
  ) throws(SolverError) -> Bool {
    if try takeOver(constraint, &retiring, postponing: &postponed, mayPostpone: mayPostpone) { return true }
    guard !retiringRows.isEmpty, !cannotFail(constraint) else { return false }
    return try takeOverRow(constraint, &retiringRows, postponing: &postponed, mayPostpone: mayPostpone)
  }

  /// Lets `constraint` take over a definition of `retiring` if it can; returns whether it did (or, with
  /// `mayPostpone`, was put off). A takeover whose other terms are not all defined or basic waits, with
  /// `mayPostpone`, until the batch's other additions are in: a variable still free would enter the rows
  /// through the takeover, and defining it later would move their constants with nothing to repair
  /// them (a row inserted into a stack: the new row's top is defined by the batch, maybe after the
  /// takeover that refers to it).
  private mutating func takeOver(
    _ constraint: Constraint, _ retiring: inout [Symbol: Int32], postponing postponed: inout [Constraint],
    mayPostpone: Bool
  ) throws(SolverError) -> Bool {
    guard !retiring.isEmpty, let (subject, old) = takeOverSubject(for: constraint, retiring) else {
      return false
    }
    let settled = constraint.expression.terms.allSatisfy { term in
      guard let symbol = knownSymbol(term.variable) else { return false }
      let entry = info.items[Int(symbol)]
      return symbol == subject || entry.definition >= 0 || entry.row >= 0
    }
    guard settled else {
      if mayPostpone { postponed.append(constraint) }
      return mayPostpone
    }
    retiring[subject] = nil
    try replace(old, with: constraint, subject: subject)
    return true
  }

  /// The identities of `additions`, made on first use.
  private func readdedIDs(
    _ cache: inout Set<ObjectIdentifier>?, _ additions: [Constraint]
  ) -> Set<ObjectIdentifier> {
    if let cache { return cache }
    let made = Set(additions.map(\.id))
    cache = made
    return made
  }

  /// The subject of the definition of the constraint in `slot` if it can be taken over in place: a
  /// required equality's definition (its marker a dummy) that rows were built through, whose marker is
  /// in no row as a basic symbol and in no row of a redundant equality (whose
  /// dummy basic only holds while its constant stays zero, which the dual simplex does not watch).
  @inline(__always)
  func replaceableSubject(_ slot: Int32) -> Symbol? {
    guard artificial == nil, let record = records.items[Int(slot)], record.definition >= 0,
      let definition = definitions.items[Int(record.definition)]
    else { return nil }
    let marker = Int(definition.marker)
    guard info.items[marker].kind == .dummy, info.items[marker].row < 0, !columns.isEmpty(Symbol(marker))
    else { return nil }
    for row in columns[Symbol(marker)] where kind(rows.items[Int(row)].basic) == .dummy { return nil }
    return definition.subject
  }

  /// A subject of `retiring` that the required equality `constraint` can define, and the slot of the
  /// constraint that defines it now; only a term of the largest magnitude qualifies (as in
  /// ``handOver(to:)``), and only if the equality's other terms do not depend on it.
  private mutating func takeOverSubject(
    for constraint: Constraint, _ retiring: [Symbol: Int32]
  ) -> (Symbol, Int32)? {
    guard constraint.strength.isRequired, constraint.op == .equal else { return nil }
    let terms = constraint.expression.terms
    let largest = terms.reduce(0) { max($0, abs($1.coefficient)) }
    let symbols = terms.map { knownSymbol($0.variable) }
    for (index, term) in terms.enumerated() where abs(term.coefficient) >= largest * (1 - 1e-9) {
      guard let subject = symbols[index], let old = retiring[subject], replaceableSubject(old) == subject
      else { continue }
      let others = symbols.indices.filter { $0 != index }.compactMap { symbols[$0] }
      if !dependsOn(others, subject) { return (subject, old) }
    }
    return nil
  }

  /// Adds the required equality `constraint` as the new definition of `subject`, in place of the
  /// definition of the constraint in `old`, which leaves.
  ///
  /// The marker `d` of the old definition `subject = E + μ·d` is in no other equation: set free, it
  /// takes the old constraint out, and the definition then only names `subject`. The new one,
  /// `subject = E' + μ'·d'`, enters through it as the row `0 = E' + μ'·d' − E − μ·d`, solved for `d` and
  /// put for it everywhere; every row built through the old definition is then as if built through
  /// the new one, which takes the old one's place, and `d` (basic in a row of its own that nothing
  /// else mentions) leaves with that row. Expanded together, `E' − E` cancels down to where the two
  /// meet (a row inserted between two others of a stack: the new row's height and spacing), so the
  /// work follows the change, not the rows below it.
  /// Row constants move as for a constant change, and the dual simplex repairs them while the objective
  /// stays optimal; when only the objective moved, the primal simplex repairs it later.
  ///
  /// - Throws: `SolverError.unsatisfiableConstraint` when the new definition cannot hold with the rows
  ///   (the caller's transaction rolls back).
  private mutating func replace(
    _ old: Int32, with constraint: Constraint, subject: Symbol
  ) throws(SolverError) {
    if !candidates.isEmpty { optimize() }
    let slot = newRecord(for: constraint, isEdit: false)
    let leaving = records[old]!
    let former = definitions[leaving.definition]!
    // `0 = E' + μ'·d' − E − μ·d`, the difference of the two definitions, over parametric symbols.
    var expansion = startExpansion(constant: -former.constant)
    for index in former.range {
      accumulate(definitionSymbols.items[index], -definitionCoefficients.items[index], into: &expansion)
    }
    accumulate(former.marker, -former.markerCoefficient, into: &expansion)
    unlink(leaving.definition)
    records[old]!.definition = -1
    define(slot, subject: subject)
    let current = definitions[records[slot]!.definition]!
    expansion.constant += current.constant
    expansion.scale = max(expansion.scale, abs(current.constant))
    for index in current.range {
      accumulate(definitionSymbols.items[index], definitionCoefficients.items[index], into: &expansion)
    }
    accumulate(current.marker, current.markerCoefficient, into: &expansion)
    finishExpansion(&expansion)
    var difference = takeAccumulatedRow(constant: expansion.constant)
    // `d` can come back through the rows of basic variables of either side; solved for, it must remain.
    guard !nearZero(difference.coefficient(of: former.marker)) else {
      takeoverFailed = true
      throw .unsatisfiableConstraint(constraint, conflicts: [])
    }
    difference.solve(for: former.marker)
    substitute(former.marker, difference)
    dropRecord(old)
    freeSymbol(former.marker)
    try repairAfterTakeover(of: constraint, slot: slot)
    takeovers += 1
  }

  /// After a takeover moved the rows' constants and the objective: when both moved, neither simplex can
  /// repair them (sets `takeoverFailed` and throws); rows alone, the dual simplex repairs them now; the
  /// objective alone, the primal simplex later.
  ///
  /// - Throws: `SolverError.unsatisfiableConstraint` when the rows cannot be repaired.
  mutating func repairAfterTakeover(of constraint: Constraint, slot: Int32) throws(SolverError) {
    let objectiveMoved = candidates.contains { symbol in
      let entry = info.items[Int(symbol)]
      return entry.kind != .dummy && entry.kind != .unused && entry.row < 0
        && objective.items[Int(symbol)] < 0
    }
    let rowsMoved = infeasible.contains { symbol in
      let row = info.items[Int(symbol)].row
      return row >= 0 && rows.items[Int(row)].constant < 0 && !nearZero(rows.items[Int(row)].constant)
    }
    if objectiveMoved && rowsMoved {
      takeoverFailed = true
      throw .unsatisfiableConstraint(constraint, conflicts: [])
    }
    if rowsMoved, let proof = dualOptimize() {
      throw .unsatisfiableConstraint(
        constraint, conflicts: conflicts(proof.allSymbols + [proof.basic], excluding: slot))
    }
  }
}
