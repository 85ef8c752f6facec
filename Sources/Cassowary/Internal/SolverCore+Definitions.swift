// Required equalities kept out of the tableau as definitions (see `Definition`).

extension SolverCore {
  /// The variable a required equality can define, or nil if it must go into the tableau.
  ///
  /// A candidate is a variable that no row mentions (not basic, empty column), not already
  /// defined and not an edit variable, and that the other terms do not depend on (no cycle).
  /// Candidates nothing depends on yet are preferred, since they need no cycle check.
  /// With `allowingBasic`, variables in the tableau come last: basic in a row, then parametric.
  /// Asked before the constraint is added (``cannotFail(_:)``), a variable the solver has never seen
  /// answers 0: some subject exists, though its symbol does not yet.
  mutating func definitionSubject(for constraint: Constraint, allowingBasic: Bool = false) -> Symbol? {
    let terms = constraint.expression.terms
    var fallback: Int?
    var basic: Int?
    var parametric: Int?
    for (index, term) in terms.enumerated() where !nearZero(term.coefficient) {
      guard let symbol = knownSymbol(term.variable) else {
        // A variable the solver has never seen is the ideal subject.
        return 0
      }
      let entry = info.items[Int(symbol)]
      guard entry.definition < 0 && entry.edit < 0 else { continue }
      if entry.row >= 0 {
        if allowingBasic && basic == nil { basic = index }
        continue
      }
      guard columns.isEmpty(symbol) else {
        if allowingBasic && parametric == nil { parametric = index }
        continue
      }
      if dependents.isEmpty(symbol) { return symbol }
      if fallback == nil { fallback = index }
    }
    // Then a variable in the tableau (see ``redefine(_:subject:)`` and ``defineParametric(_:subject:)``).
    for case let index? in [fallback, basic, parametric] {
      let symbol = knownSymbol(terms[index].variable) ?? -1
      if !othersDependOn(symbol, terms, excluding: index) { return symbol }
    }
    return nil
  }

  /// Whether the other terms of `terms` than `excluding` (those the solver knows) reach `target` through
  /// definitions; gathered in a scratch array, not one a candidate.
  mutating func othersDependOn(_ target: Symbol, _ terms: [Term], excluding: Int) -> Bool {
    otherTerms.removeAll(keepingCapacity: true)
    for index in terms.indices where index != excluding {
      if let known = knownSymbol(terms[index].variable) { otherTerms.append(known) }
    }
    return dependsOn(otherTerms, target)
  }

  /// Whether any of `roots` reaches `target` through definitions.
  ///
  /// Two searches run in turns, and the first to finish answers: one down from the roots through
  /// their definitions, one up from the target through the definitions that mention it. Either finds
  /// a path on its own, and a symbol both have seen lies on one. Ranks prune both: a definition
  /// reaches only lower ranks, so the search down stops at the target's rank and the search up at the
  /// highest root's. Going down a chain of N links costs N steps, going up from a row's variable only
  /// its few dependents: a form of N rows, each pinned below the one before, costs O(N) to build
  /// instead of O(N²).
  mutating func dependsOn(_ roots: [Symbol], _ target: Symbol) -> Bool {
    let floor = info.items[Int(target)].rank
    var ceiling = floor
    nextStamps()
    let (down, up) = (stamp - 1, stamp)
    // The stack is shared (``markDefinitionDirty(_:)`` and the evaluation drain it as they find it):
    // a search that stops early leaves it empty, not holding symbols for them to walk.
    defer {
      if !walkStack.isEmpty { walkStack.removeAll(keepingCapacity: true) }
      if !upStack.isEmpty { upStack.removeAll(keepingCapacity: true) }
    }
    for root in roots {
      if root == target { return true }
      let rank = info.items[Int(root)].rank
      if rank > floor && stamps[Int(root)] != down {
        stamps[Int(root)] = down
        walkStack.append(root)
        ceiling = max(ceiling, rank)
      }
    }
    stamps[Int(target)] = up
    upStack.append(target)
    while !walkStack.isEmpty && !upStack.isEmpty {
      if let found = stepDown(floor: floor, down: down, up: up) { return found }
      if let found = stepUp(ceiling: ceiling, down: down, up: up) { return found }
    }
    return false
  }

  /// One symbol of the search down: true when it meets the search up, nil to go on.
  private mutating func stepDown(floor: Int32, down: UInt32, up: UInt32) -> Bool? {
    guard let symbol = walkStack.popLast() else { return nil }
    cellsRewritten += 1
    // A ranked variable need not be defined (any more): its rank outlives a removed definition.
    let slot = info.items[Int(symbol)].definition
    guard slot >= 0, let definition = definitions.items[Int(slot)] else { return nil }
    for index in definition.range {
      let reference = definitionSymbols.items[index]
      let mark = stamps[Int(reference)]
      if mark == up { return true }
      if info.items[Int(reference)].rank > floor && mark != down {
        stamps[Int(reference)] = down
        walkStack.append(reference)
      }
    }
    return nil
  }

  /// One symbol of the search up: true when it meets the search down, nil to go on.
  private mutating func stepUp(ceiling: Int32, down: UInt32, up: UInt32) -> Bool? {
    guard let symbol = upStack.popLast() else { return nil }
    cellsRewritten += 1
    for dependent in dependents[symbol] {
      let mark = stamps[Int(dependent)]
      if mark == down { return true }
      if info.items[Int(dependent)].rank <= ceiling && mark != up {
        stamps[Int(dependent)] = up
        upStack.append(dependent)
      }
    }
    return nil
  }

  /// Two fresh stamps for a search, `stamp - 1` and `stamp`.
  private mutating func nextStamps() {
    if stamp >= UInt32.max - 2 {
      for index in stamps.indices { stamps[index] = 0 }
      stamp = 0
    }
    stamp += 2
  }

  /// Gives `subject` a rank above its references (the entries `references` of the definition pool),
  /// raising its dependents' ranks if needed.
  ///
  /// A subject that others depend on passes a raise down to all of them, and a chain raised a little at a
  /// time is walked each time: a row of a tree, each parent defined by its inequality on the one before,
  /// had every later parent raised at each hand-over along the row (O(N²) steps, a fifth of the time at
  /// 8,191 views). Such a subject is raised to twice what it needs, which leaves room for the raises that
  /// follow along the chain: about log N walks instead of N. Ranks are only an order (any higher rank is
  /// as good); the doubling stops at 2^27, so that they never overflow.
  ///
  /// A subject ranked for the first time (at most 0: above nothing yet, its dependents defined before
  /// it) takes just the rank it needs. Doubled, a row inserted into a stack went far above the row
  /// after it, which then went above the new row, and so every row below, at every insert: a sixth
  /// of a grid's inserts, and each insert walked more than the one before.
  ///
  /// A reference that is not defined has nothing below it, so it moves down under the subject instead
  /// (ranks may go below zero): a chain defined from its far end (nested stacks whose inner constraints
  /// arrive first) had every link raise the whole chain above it, a tenth of a deep stack's first layout.
  private mutating func rank(_ subject: Symbol, above references: Range<Int>) {
    let current = info.items[Int(subject)].rank
    var rank = Int32.min
    for index in references {
      let reference = definitionSymbols.items[index]
      let entry = info.items[Int(reference)]
      if entry.definition < 0 && current > -(1 << 27) {
        if entry.rank >= current { info[reference].rank = current - 1 }
      } else {
        rank = max(rank, entry.rank)
      }
    }
    guard rank > Int32.min else { return }
    let needed = rank + 1
    guard needed > current else { return }
    let raisedAgain = current > 0 && !dependents.isEmpty(subject) && needed < 1 << 27
    info[subject].rank = raisedAgain ? 2 * needed : needed
    raiseDependents(of: subject)
  }

  /// Raises the dependents of `subject`, just raised, and theirs in turn, each just above its highest
  /// reference, in the order of their ranks before the raise (a heap).
  ///
  /// Those ranks order the definitions as they were, so a dependent comes out after every reference of
  /// it that moves and is raised once, to its final rank. A walk in stack order reached a dependent
  /// once per path and walked on from it each time: a grid's insert raised the rows below it through
  /// their y and through their height, 53,000 steps in one raise at 1,000 views (with a new row's
  /// rank not doubled, see ``rank(_:above:)``). The ranks come out the same either way: each the lowest
  /// at or above its old one and above its references. A dependent raised after it came out (which the
  /// order rules out) would go back into the queue; one with no dependents only needs its rank.
  private mutating func raiseDependents(of subject: Symbol) {
    nextStamps()
    let (walked, queued) = (stamp - 1, stamp)
    rankQueue.removeAll(keepingCapacity: true)
    var symbol = subject
    while true {
      stamps[Int(symbol)] = walked
      let floor = info.items[Int(symbol)].rank
      for dependent in dependents[symbol] where info.items[Int(dependent)].rank <= floor {
        cellsRewritten += 1
        if stamps[Int(dependent)] != queued && !dependents.isEmpty(dependent) {
          stamps[Int(dependent)] = queued
          // The rank before this raise in the high half: the smallest comes out first.
          let key = Int64(info.items[Int(dependent)].rank) << 32 | Int64(UInt32(bitPattern: dependent))
          BinaryHeap.push(key, into: &rankQueue, <)
        }
        info[dependent].rank = floor + 1
      }
      guard let next = BinaryHeap.pop(&rankQueue, <) else { return }
      symbol = Symbol(truncatingIfNeeded: next)
    }
  }

  /// Records the required equality or inequality in `slot` as the definition of `subject`.
  ///
  /// An equality's marker is a dummy (always zero); an inequality's is its slack, as in its row
  /// (`expression + sign·slack = 0`, sign +1 for `<=` and -1 for `>=`): the definition holds the
  /// subject at its bound while the slack is parametric, and rows built through the definition can
  /// move it off by making the slack basic. A definition turned around (``reverseDefinition(for:)``) keeps the
  /// `marker` it had, which rows built through it may mention.
  mutating func define(_ slot: Int32, subject: Symbol, marker kept: Symbol? = nil) {
    let record = records[slot]!
    let expression = record.constraint.expression
    let op = record.constraint.op
    let marker = kept ?? newSymbol(op == .equal ? .dummy : .slack)
    let sign: Double = op == .greaterThanOrEqual ? -1 : 1
    info[marker].owner = slot
    // The row is `expression + sign·marker = 0`; solving it for the subject scales by -1/a. The other
    // terms go straight into the pools (local arrays cost two allocations a definition).
    var a = 0.0
    for term in expression.terms where retainedSymbol(term.variable) == subject { a = term.coefficient }
    let factor = -1 / a
    let start = definitionSymbols.count
    for term in expression.terms {
      let symbol = retainedSymbol(term.variable)
      guard symbol != subject else { continue }
      definitionSymbols.append(symbol)
      definitionCoefficients.append(term.coefficient * factor)
    }
    let definition = Definition(
      subject: subject, marker: marker, markerCoefficient: sign * factor,
      constant: expression.constant * factor, start: start, count: definitionSymbols.count - start)
    let definitionSlot: Int32
    if let reused = freeDefinitions.last {
      _ = freeDefinitions.removeLast()
      definitionSlot = reused
      definitions[reused] = definition
    } else {
      definitionSlot = Int32(definitions.count)
      definitions.append(definition)
    }
    info[subject].definition = definitionSlot
    if op != .equal { info[marker].markedDefinition = definitionSlot }
    rank(subject, above: start..<definitionSymbols.count)
    for index in start..<definitionSymbols.count {
      let symbol = definitionSymbols.items[index]
      definitionDependentPositions.append(Int32(truncatingIfNeeded: dependents.count(symbol)))
      dependents.append(subject, to: symbol)
    }
    records[slot]!.marker = marker
    records[slot]!.markerSign = sign
    records[slot]!.definition = definitionSlot
    markDefinitionDirty(subject)
  }

  /// Adds the required equality in `slot` as the definition of `subject`, a variable that is basic
  /// in a row: the row leaves the tableau, the subject is defined, and the row enters again as a
  /// relation among the other symbols (the subject expanded through its new definition).
  ///
  /// The tableau keeps as many rows and gains a definition: the split a solver given the same
  /// constraints afresh would have. Without it, a definition removed after rows were built through
  /// it leaves its subject basic, every later equality on that subject goes into the tableau, and
  /// definitions turn into rows one by one as constraints come and go (a form's error label
  /// shown and hidden left one more row and one fewer definition each time).
  ///
  /// - Throws: `SolverError.unsatisfiableConstraint` when the row cannot enter again (the caller's
  ///   transaction rolls back).
  mutating func redefine(_ slot: Int32, subject: Symbol) throws(SolverError) {
    let old = takeRow(info[subject].row)
    define(slot, subject: subject)
    // `subject = old` becomes `0 = old - subject`; the old row's symbols are all parametric.
    var expansion = startExpansion(constant: old.constant)
    for cell in old.cells { accumulateCell(cell.symbol, cell.coefficient) }
    accumulate(subject, -1, into: &expansion)
    finishExpansion(&expansion)
    var row = takeAccumulatedRow(constant: expansion.constant)
    if row.constant < 0 { row.scale(by: -1) }
    try enter(consume row, scale: expansion.scale, slot: slot)
  }

  /// Adds the required equality in `slot` as the definition of `subject`, a variable that rows
  /// mention (parametric): those rows get the definition substituted for it, the same substitution
  /// that solving the equality's row for the subject would make, without keeping that row.
  ///
  /// Returns false, having changed nothing, when the definition's expansion mentions the subject
  /// itself (a term is basic in a row that mentions it); the equality must then enter the tableau.
  mutating func defineParametric(_ slot: Int32, subject: Symbol) -> Bool {
    define(slot, subject: subject)
    let definitionSlot = records[slot]!.definition
    let row = expandedRow(of: definitions[definitionSlot]!)
    guard row.coefficient(of: subject) == 0 else {
      let marker = records[slot]!.marker
      unlink(definitionSlot)
      freeSymbol(marker)
      records[slot]!.definition = -1
      records[slot]!.marker = -1
      return false
    }
    substitute(subject, row)
    return true
  }

  /// Defines a variable of the required equality in `slot` that an inequality defines now, if one can be
  /// handed over: the equality defines it, and the inequality enters the tableau as the row of its
  /// slack, built from its own terms with the variable expanded through the equality. Returns false,
  /// having changed nothing, when no variable qualifies.
  ///
  /// A chain of inequalities (`x[i] >= x[i-1] + 5`) is a chain of definitions, and an equality that
  /// later pins a point of it (a parent midway between its children) takes the point over; the
  /// inequality's row, the difference of two points that both expand down the chain, cancels down to
  /// the few slacks between them. amoeba's binary tree then builds short rows, where a row per
  /// inequality held every slack before it on the chain.
  ///
  /// - Throws: `SolverError.unsatisfiableConstraint` when the inequality's row cannot enter (the
  ///   caller's transaction rolls back).
  mutating func handOver(to slot: Int32) throws(SolverError) -> Bool {
    guard definesInequalities else { return false }
    let record = records[slot]!
    let terms = record.constraint.expression.terms
    // Only a term of the largest magnitude may be solved for, so that the definition's coefficients stay
    // at most 1: solving `p == (a + b) / 2` for a child (`b := 2 p - a`) doubles the weights at each
    // level of a tree, and the expansions then cancel terms of 1e9 to leave one of 10.
    let largest = terms.reduce(0) { max($0, abs($1.coefficient)) }
    for (index, term) in terms.enumerated() where abs(term.coefficient) >= largest * (1 - 1e-9) {
      let subject = retainedSymbol(term.variable)
      let old = info[subject].definition
      guard old >= 0, let definition = definitions[old], kind(definition.marker) == .slack,
        info[definition.marker].row < 0
      else { continue }
      guard !othersDependOn(subject, terms, excluding: index) else { continue }
      let inequality = info[definition.marker].owner
      unlink(old)
      records[inequality]!.definition = -1
      define(slot, subject: subject)
      // `expression + sign·slack = 0`, its variables over parametric symbols.
      let (row, scale) = inequalityRow(inequality)
      try enter(row, scale: scale, slot: slot)
      return true
    }
    return false
  }

  /// The row of the required inequality in `slot`, its marker already made: `0 = expression + sign·marker`,
  /// defined variables expanded and basic ones substituted, its constant made non-negative.
  private mutating func inequalityRow(_ slot: Int32) -> (row: Row, scale: Double) {
    let record = records[slot]!
    var (row, scale) = expressionRow(slot, plus: (record.marker, record.markerSign))
    if row.constant < 0 { row.scale(by: -1) }
    return (row, scale)
  }

  /// Removes a definition. Returns whether the tableau changed (and needs optimizing).
  mutating func removeDefinition(_ slot: Int32) -> Bool {
    let definitionSlot = records[slot]!.definition
    let definition = definitions[definitionSlot]!
    let subject = definition.subject
    if columns.isEmpty(definition.marker) && info[definition.marker].row < 0 {
      // No row was built from this definition: the subject simply becomes a free variable.
      unlink(definitionSlot)
      freeSymbol(definition.marker)
      markDirty(subject)
      return false
    }
    // Rows were expanded through the definition: give the subject a real row, then remove the
    // constraint the way kiwi removes any required equality.
    let row = expandedRow(of: definition)
    unlink(definitionSlot)
    insertRow(consume row, basic: subject)
    records[slot]!.definition = -1
    removeFromTableau(slot)
    return true
  }

  /// Repacks the definition pools once more than half of them is garbage.
  mutating func compactDefinitions() {
    guard transactionDepth == 0, definitionGarbage > 64,
      definitionGarbage * 2 > definitionSymbols.count
    else { return }
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    var positions: [Int32] = []
    symbols.reserveCapacity(definitionSymbols.count - definitionGarbage)
    coefficients.reserveCapacity(definitionSymbols.count - definitionGarbage)
    positions.reserveCapacity(definitionSymbols.count - definitionGarbage)
    for slot in 0..<definitions.count {
      guard let definition = definitions[slot] else { continue }
      definitions[slot]!.start = symbols.count
      symbols.append(contentsOf: definitionSymbols.items[definition.range])
      coefficients.append(contentsOf: definitionCoefficients.items[definition.range])
      positions.append(contentsOf: definitionDependentPositions.items[definition.range])
    }
    definitionSymbols.replaceAll(with: symbols)
    definitionCoefficients.replaceAll(with: coefficients)
    definitionDependentPositions.replaceAll(with: positions)
    definitionGarbage = 0
  }
}
