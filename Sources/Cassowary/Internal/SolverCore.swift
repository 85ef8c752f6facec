/// The incremental simplex behind ``Solver`` (kiwi's `SolverImpl`), with three additions that
/// keep UI-shaped systems sparse and cheap:
///
/// - a column index (symbol → row slots holding it), so a pivot touches only the rows that
///   mention the entering symbol instead of scanning all rows;
/// - a dense objective with a list of the symbols whose coefficients went negative, so finding the
///   entering symbol never rescans the objective;
/// - definitions: required equalities and inequalities solved for a variable no row mentions are
///   kept out of the tableau (see ``Definition``), with dirty propagation to the variables that
///   depend on them; a later required equality may take over an inequality's variable.
///
/// Every table that a failing call could touch is a ``JournaledArray`` so that a failed call
/// rolls back exactly.
///
/// The core is a large struct: a non-mutating method that is not inlined receives a copy of it (a
/// memcpy of every field at each call: 6 % of a first layout when `knownSymbol` was such a call), so
/// the queries called per constraint, row or pivot are `@inline(__always)`.
struct SolverCore {
  // MARK: Journaled state

  var info = JournaledArray<SymbolInfo>(filler: SymbolInfo())
  /// The row slots that mention each symbol; a dummy's only once ``dummiesIndexed``.
  var columns = SlotLists()
  /// The defined symbols whose definitions mention each symbol.
  var dependents = SlotLists()
  var objective = JournaledArray<Double>(filler: 0)
  var variables = JournaledArray<Variable?>(filler: nil)
  var freeSymbols = JournaledArray<Symbol>(filler: 0)
  var rows = JournaledArray<Row>(filler: Row())
  var freeRows = JournaledArray<Int32>(filler: 0)
  var definitions = JournaledArray<Definition?>(filler: nil)
  /// The terms of all definitions, back to back (see ``Definition``).
  var definitionSymbols = JournaledArray<Symbol>(filler: 0)
  var definitionCoefficients = JournaledArray<Double>(filler: 0)
  /// For each definition term, where the definition's subject sits in the term symbol's list of
  /// `dependents`: a definition leaves those lists without searching them (a container's position is
  /// referenced by every one of its thousands of items, and emptying it searched its list each time).
  var definitionDependentPositions = JournaledArray<Int32>(filler: 0)
  /// How many times a definition's subject was searched for in a dependents list instead of found at its
  /// recorded position (for tests: never, while the index is right).
  var dependentsSearches = 0
  /// Pool entries of removed definitions, reclaimed by ``compactDefinitions()``.
  var definitionGarbage = 0
  var freeDefinitions = JournaledArray<Int32>(filler: 0)
  var records = JournaledArray<ConstraintRecord?>(filler: nil)
  var freeRecords = JournaledArray<Int32>(filler: 0)
  var edits = JournaledArray<EditRecord?>(filler: nil)
  var freeEdits = JournaledArray<Int32>(filler: 0)
  var constraintIndex = JournaledDictionary<ObjectIdentifier, Int32>()
  var variableIndex = JournaledDictionary<ObjectIdentifier, Symbol>()
  var objectiveConstant = 0.0
  /// Whether the columns hold the dummies (the markers of required equalities) too. They do not until a
  /// removal or a constant change of a required equality first needs a dummy's rows
  /// (``indexDummies()``): dummies never enter the basis, so building and pivoting never read their
  /// columns, and keeping them cost a quarter of a squeezed composition's first layout.
  var dummiesIndexed = false
  /// How often `optimize()` dropped rounding noise from the objective (see there).
  var numericalRepairs = 0
  /// Rows rewritten by substitutions so far: the solver's work, for tests that check its growth.
  var rowsRewritten = 0
  /// Cells written by those substitutions, steps of definition cycle checks, definitions expanded and
  /// ranks raised: the work that grows with the length of rows and chains, for the same tests.
  var cellsRewritten = 0
  /// Work counted where the core is not mutable (queries), for the same tests.
  let work = WorkCounters()
  var order = 0
  var constraintCount = 0
  /// Identifies this core to the variables and constraints it owns.
  private let token = Token()
  var identity: UInt { UInt(bitPattern: ObjectIdentifier(token)) }

  // MARK: Derived or rollback-safe state

  /// Last published value per symbol (NaN until first published).
  var values: [Double] = []
  var dirty: [Bool] = []
  var dirtyList: [Symbol] = []
  var definitionDirty: [Bool] = []
  var definitionDirtyList: [Symbol] = []
  var isCandidateQueued: [Bool] = []
  /// Symbols whose objective coefficient went negative (some may have been repaired since), in no order.
  var candidates: [Symbol] = []
  /// Degenerate primal pivots in a row after which the primal simplex falls back from Dantzig's rule to
  /// Bland's, which cannot cycle (see ``nextEnteringSymbol(bland:)``); tests set 0 or `Int.max`.
  var degenerateRunLimit = 32
  /// See ``Solver/rebuildsWhenDense``.
  var rebuildsWhenDense = true
  /// The tableau's density since it was built (see ``isFilledIn()``).
  var density = DensityWatch()
  /// For tests of a rebuild that fails: adding the constraint after this many fails.
  var failsRebuildAfter = Int.max
  var infeasible: [Symbol] = []
  var artificial: Row?
  /// Variables published by the last update (symbols), marked in `changedMark`; materialized
  /// as objects only on request, or before one of them is released.
  var changedSymbols: [Symbol] = []
  var changedMark: [Bool] = []
  var changedMaterialized: [Variable]?
  /// Each variable, unretained (``variables`` holds it): values are written without touching the
  /// object's reference count.
  var unretainedVariables: [Unmanaged<Variable>?] = []
  var transactionDepth = 0
  /// How required rows with no subject enter (see ``Solver/EntryMethod``).
  var entryMethod = Solver.EntryMethod.dualSimplex
  /// See ``Solver/definesTableauVariables``.
  var definesTableauVariables = true
  /// See ``Solver/definesInequalities``.
  var definesInequalities = true
  var replacesDefinitions = true
  /// See ``Solver/reversesDefinitions``.
  var reversesDefinitions = true
  var takeoverFailed = false
  /// How many definitions were taken over in place (``replace(_:with:subject:)``), for tests.
  var takeovers = 0
  /// How many row equalities were taken over in place (``replaceRow(_:with:)``), for tests.
  var rowTakeovers = 0
  /// Where a row equality may be taken over (see ``isReplaceableRow(_:)``); tests widen them.
  var rowTakeoverLimits = (minimumCells: 64, maximumRows: 8)
  /// How many definitions were turned around (``reverseDefinition(for:)``), for tests.
  var reversals = 0
  /// How many definitions became rows to free a reversal (``demoteDefinitions(naming:among:)``), for tests.
  var demotions = 0
  /// Symbols of variables released in the current transaction: a rollback gives them their entries in
  /// ``unretainedVariables`` back.
  var releasedInTransaction: [Symbol] = []
  /// Constraints removed in the current transaction, with their slots: a rollback gives their hints back.
  var unindexedInTransaction: [(Constraint, Int32)] = []
  var epoch: UInt32 = 0
  /// The last number given by ``nextMark()``.
  var markCounter: UInt32 = 0

  // MARK: Scratch

  var accumulator: [Double] = []
  var accumulated: [Bool] = []
  var touched: [Symbol] = []
  /// The defined variables an ``Expansion`` met, with their weights, until ``finishExpansion(_:)``: a
  /// scratch array, where an array in each expansion cost an allocation per row built.
  var definedRoots: [(Symbol, Double)] = []
  var pending: [Double] = []
  var stamps: [UInt32] = []
  var stamp: UInt32 = 0
  var scratchRow = Row()
  var walkStack: [Symbol] = []
  /// The other terms' symbols while ``definitionSubject(for:symbols:allowingBasic:)`` checks a candidate.
  var otherTerms: [Symbol] = []
  /// The entries of a column being emptied (see ``takeColumn(_:)``).
  var columnScratch: [Int32] = []
  var upStack: [Symbol] = []
  /// The dependents waiting to be raised (see ``raiseDependents(of:)``): a min-heap of
  /// `old rank << 32 | symbol`.
  var rankQueue: [Int64] = []
  /// Defined variables waiting for ``finishExpansion(_:)``, a max-heap of rank << 32 | symbol, and
  /// who is in it.
  var expansionHeap: [Int64] = []
  var expansionQueued: [Bool] = []
  /// Cells a merge added (indices into the new row) and removed (indices into the old one): scratch
  /// arrays that only grow, valid up to the counts ``mergeCells(_:_:times:skip:into:added:removed:)``
  /// returns.
  var added: [Int32] = []
  var removed: [Int32] = []

  // MARK: - Symbols

  @inline(__always)
  func kind(_ symbol: Symbol) -> SymbolKind { info.items[Int(symbol)].kind }

  mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
    if let reused = freeSymbols.last {
      _ = freeSymbols.removeLast()
      info[reused] = SymbolInfo(kind: kind)
      return reused
    }
    let symbol = Symbol(info.count)
    info.append(SymbolInfo(kind: kind))
    columns.appendList()
    dependents.appendList()
    objective.append(0)
    variables.append(nil)
    if values.count < info.count {
      growDerivedTables(by: max(64, values.count))
    } else {
      // A rolled-back transaction may have left a value here for an id it allocated.
      values[Int(symbol)] = .nan
    }
    return symbol
  }

  /// Returns a symbol that no row, definition or objective cell mentions to the free list.
  mutating func freeSymbol(_ symbol: Symbol) {
    info[symbol] = SymbolInfo()
    if objective[symbol] != 0 { objective[symbol] = 0 }
    if variables[symbol] != nil { variables[symbol] = nil }
    columns.removeAll(symbol)
    values[Int(symbol)] = .nan
    freeSymbols.append(symbol)
  }

  // MARK: - Variables

  /// The symbol of a variable of a constraint the solver holds, which its record retained: read through
  /// the variable's hint (``knownSymbol(_:)``), where a list of symbols kept on each record cost an
  /// allocation and two reference counts at every copy of the record.
  @inline(__always)
  func retainedSymbol(_ variable: Variable) -> Symbol {
    guard let symbol = knownSymbol(variable) else {
      preconditionFailure("Cassowary: a variable of a constraint in the solver has no symbol")
    }
    return symbol
  }

  @inline(__always)
  func knownSymbol(_ variable: Variable) -> Symbol? {
    guard variable.owner == identity else { return variableIndex[variable.id] }
    let hint = variable.symbolHint
    // After a rollback the hint may be stale: trust it only if the table agrees.
    guard hint >= 0 && Int(hint) < variables.count && variables.items[Int(hint)] === variable else {
      return nil
    }
    return hint
  }

  /// Refuses a constraint that cannot be added: one with a non-finite term or constant, or one already in
  /// this solver. Inlined: called for each constraint of a batch, a call cost the form's first layout
  /// 1.5 % of its instructions.
  @inline(__always)
  func checkNew(_ constraint: Constraint) throws(SolverError) {
    guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard slot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
  }

  /// The record slot of a user constraint in this solver, or nil.
  @inline(__always)
  func slot(of constraint: Constraint) -> Int32? {
    guard constraint.owner == identity else { return constraintIndex[constraint.id] }
    let hint = constraint.slotHint
    guard hint >= 0 && Int(hint) < records.count, let record = records.items[Int(hint)],
      record.constraint === constraint, !record.isEdit
    else { return nil }
    return hint
  }

  /// A fresh number for marking the constraints of one list (a set of identities cost a hash and a
  /// probe per constraint).
  mutating func nextMark() -> UInt32 {
    markCounter = markCounter == UInt32.max ? 1 : markCounter + 1
    return markCounter
  }

  /// Marks `constraint` with `number`; false if it already was (it is listed twice).
  @inline(__always)
  func mark(_ constraint: Constraint, _ number: UInt32) -> Bool {
    if isMarked(constraint, number) { return false }
    constraint.markOwner = identity
    constraint.markNumber = number
    return true
  }

  @inline(__always)
  func isMarked(_ constraint: Constraint, _ number: UInt32) -> Bool {
    constraint.markOwner == identity && constraint.markNumber == number
  }

  mutating func index(_ constraint: Constraint, at slot: Int32) {
    constraintCount += 1
    if constraint.owner == 0 || constraint.owner == identity {
      constraint.owner = identity
      constraint.slotHint = slot
    } else {
      constraintIndex[constraint.id] = slot
    }
  }

  mutating func unindex(_ constraint: Constraint) {
    constraintCount -= 1
    if constraint.owner == identity {
      // A transaction may roll the removal back; a stale hint is caught by `slot(of:)`, and a rollback
      // puts it back (the constraint may have been added again in the transaction, at another slot).
      if transactionDepth == 0 {
        constraint.owner = 0
      } else {
        unindexedInTransaction.append((constraint, constraint.slotHint))
      }
    } else {
      constraintIndex[constraint.id] = nil
    }
  }

  /// Counts one more reference to `variable`, creating its symbol on first use.
  mutating func retain(_ variable: Variable) -> Symbol {
    if let symbol = knownSymbol(variable) {
      info[symbol].references += 1
      return symbol
    }
    let symbol = newSymbol(.external)
    info[symbol].references = 1
    variables[symbol] = variable
    unretainedVariables[Int(symbol)] = Unmanaged.passUnretained(variable)
    if variable.owner == 0 || variable.owner == identity {
      variable.owner = identity
      variable.symbolHint = symbol
    } else {
      variableIndex[variable.id] = symbol
    }
    markDirty(symbol)
    return symbol
  }

  /// Drops one reference; a variable no constraint mentions leaves the solver entirely.
  mutating func release(_ symbol: Symbol) {
    info[symbol].references -= 1
    guard info[symbol].references == 0 else { return }
    // No live constraint mentions the variable, so any row or cell left for it only describes
    // a free direction; dropping it changes no other value.
    if info[symbol].row >= 0 { _ = takeRow(info[symbol].row) }
    purgeColumn(symbol)
    if changedMark[Int(symbol)] && changedMaterialized == nil {
      changedMaterialized = changedVariables()
    }
    if let variable = variables[symbol] {
      // A transaction may roll the release back; a stale hint is caught by `knownSymbol(_:)`.
      if variable.owner != identity {
        variableIndex[variable.id] = nil
      } else if transactionDepth == 0 {
        variable.owner = 0
      }
      if transactionDepth > 0 { releasedInTransaction.append(symbol) }
    }
    unretainedVariables[Int(symbol)] = nil
    freeSymbol(symbol)
  }

  /// Deletes every cell of a parametric symbol (fixing it at zero).
  mutating func purgeColumn(_ symbol: Symbol) {
    guard !columns.isEmpty(symbol) else { return }
    var slots = takeColumn(symbol)
    for slot in slots { rows[slot].removeCell(symbol) }
    swap(&slots, &columnScratch)
  }

  /// Empties the column of `symbol` and returns its entries in the scratch array (give it back
  /// with `swap(&slots, &columnScratch)`, so that the next call needs no allocation).
  mutating func takeColumn(_ symbol: Symbol) -> [Int32] {
    var slots: [Int32] = []
    swap(&slots, &columnScratch)
    slots.removeAll(keepingCapacity: true)
    slots.append(contentsOf: columns[symbol])
    columns.removeAll(symbol)
    return slots
  }

  // MARK: - Dirty tracking

  @inline(__always)
  mutating func markDirty(_ symbol: Symbol) {
    if !dirty[Int(symbol)] {
      dirty[Int(symbol)] = true
      dirtyList.append(symbol)
    }
  }

  /// Marks a defined variable and everything that depends on it for re-evaluation.
  mutating func markDefinitionDirty(_ symbol: Symbol) {
    guard !definitionDirty[Int(symbol)] else { return }
    definitionDirty[Int(symbol)] = true
    definitionDirtyList.append(symbol)
    guard !dependents.isEmpty(symbol) else { return }
    walkStack.append(symbol)
    while let next = walkStack.popLast() {
      for dependent in dependents[next] where !definitionDirty[Int(dependent)] {
        definitionDirty[Int(dependent)] = true
        definitionDirtyList.append(dependent)
        walkStack.append(dependent)
      }
    }
  }

  mutating func markDependentsDirty(_ symbol: Symbol) {
    for dependent in dependents[symbol] { markDefinitionDirty(dependent) }
  }

}

extension SolverCore {
  /// The number of table entries in use or reserved, for leak tests.
  var footprint: Int {
    info.count + rows.count + records.count + edits.count + definitions.count
      + definitionSymbols.count + freeSymbols.count / 1_000_000
  }
}

/// An object whose identity names one solver core.
private final class Token {}
