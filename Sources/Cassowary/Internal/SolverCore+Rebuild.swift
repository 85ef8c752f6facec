// Rebuilding the tableau from the constraints it holds, when incremental changes have filled it in.

extension SolverCore {
  /// Whether the tableau has grown dense enough, through work enough, to be worth building again
  /// (see ``Solver/rebuildsWhenDense``). Amortized O(1): the rows are counted only after work in
  /// proportion to their number.
  mutating func isFilledIn() -> Bool {
    let work = cellsRewritten
    let liveRows = rows.count - freeRows.count
    guard work - density.workAtLastCheck > max(4 * liveRows, SolverCore.denseCheckWork) else { return false }
    density.workAtLastCheck = work
    // A tableau never rebuilt was built by the work done before its first check.
    if density.builds == 0 && density.buildWork == 0 { density.buildWork = work }
    guard liveRows >= SolverCore.denseMinimumRows else { return false }
    let perRow = Double(cellCount) / Double(liveRows)
    if perRow < density.leanest {
      density.leanest = perRow
      return false
    }
    // Half again as dense as it has been at its leanest, and more work done since the last build than that
    // build cost: each rebuild is paid for by the work it saves.
    return perRow > SolverCore.denseGrowth * density.leanest
      && work - density.workAtBuild > density.buildWork
  }

  /// The number of cells in the tableau's rows (holes not counted).
  var cellCount: Int {
    rows.items.reduce(0) { $0 + $1.cells.count - Int($1.holes) }
  }

  /// Work between two density checks at the least (cells rewritten).
  static let denseCheckWork = 16_384
  /// Smaller tableaus are never rebuilt: their fill-in costs too little to notice.
  static let denseMinimumRows = 512
  /// How many times denser than at its leanest the tableau must be to be rebuilt.
  static let denseGrowth = 1.5

  /// Whether removing the constraints in `slots` (and adding `added`) is better done by building the
  /// tableau again from the rest: each removal takes its constraint's rows apart, which in a box of 10,000
  /// items emptied at once cost more than the box's first layout, where a build costs only what stays.
  /// Only with ``rebuildsWhenDense``, and for at least ``bulkRemovalMinimum`` removals.
  ///
  /// Two measures: twice as many leave as stay (and enter); or the rows the removals would substitute
  /// into (those holding a parametric marker) hold ``bulkRemovalTableauMultiple`` times the tableau's
  /// cells. Keeping every other row of a search list of 2,000 in a scroll view (two labels in a box each)
  /// touched rows of 20 million cells, from a tableau of 78,000: the scroll view's pull on its content
  /// spans every row. It took 0.34 s, and 1.1 s at 4,000.
  func isBulkRemoval(_ slots: [Int32], adding added: Int) -> Bool {
    guard rebuildsWhenDense, slots.count >= SolverCore.bulkRemovalMinimum else { return false }
    if slots.count >= 2 * (constraintCount - slots.count + added) { return true }
    var touched = 0
    for slot in slots {
      guard let marker = records.items[Int(slot)]?.marker, marker >= 0, info.items[Int(marker)].row < 0
      else { continue }
      for row in columns[marker] { touched += rows.items[Int(row)].cells.count }
    }
    return touched >= SolverCore.bulkRemovalTableauMultiple * cellCount
  }

  /// Fewer removals are always taken out one by one: a small tableau's removals cost too little to notice.
  static let bulkRemovalMinimum = 512

  /// How many times the tableau's cells the rows a batch of removals substitutes into must hold for a
  /// build to be cheaper (a build writes each row about once).
  static let bulkRemovalTableauMultiple = 8

  /// A new core holding the same constraints and edit variables, added again in their order as one
  /// batch, or nil if adding them failed (rounding can make a system that held incrementally fail
  /// when built again; the caller then keeps this core). Variables and constraints are handed to the
  /// new core (their hints name its symbols and slots); on failure they are handed back.
  ///
  /// The constraints marked with `leaving` (see ``nextMark()``) are left out, and `additions` are added
  /// after the others: the result of removing and adding them, built afresh (see ``isBulkRemoval``).
  mutating func rebuilt(leaving: UInt32? = nil, adding additions: [Constraint] = []) -> SolverCore? {
    var fresh = SolverCore()
    fresh.copyOptions(from: self)
    // Read before the hand-over: an edit's constraint is `variable == suggestion`, and the variable finds
    // its edit record through its hint.
    let entries = records.items.compactMap { $0 }
      .filter { record in leaving.map { !isMarked(record.constraint, $0) } ?? true }
      .sorted { $0.order < $1.order }
      .map { record in (record, record.isEdit ? editRecord(of: record) : nil) }
    let owned = handOver()
    do {
      for (record, edit) in entries {
        if record.isEdit {
          guard let edit else { continue }
          fresh.addEdit(edit.variable, strength: record.constraint.strength)
          if let slot = fresh.editSlot(edit.variable) { fresh.suggest(slot, edit.suggestion) }
        } else {
          guard fresh.constraintCount < failsRebuildAfter else {
            throw SolverError.unsatisfiableConstraint(record.constraint, conflicts: [])
          }
          _ = try fresh.add(record.constraint)
        }
      }
      for constraint in additions { _ = try fresh.add(constraint) }
      fresh.optimize()
    } catch {
      takeBack(owned)
      // Additions the new core took are nobody's again.
      for constraint in additions where constraint.owner == fresh.identity { constraint.owner = 0 }
      // Not again until as much work again is done: a system that fails to build would otherwise be
      // built (and fail) at every check.
      density.workAtBuild = cellsRewritten
      density.failedBuilds += 1
      return nil
    }
    fresh.carryValues(from: self)
    fresh.changedMaterialized = changedVariables()
    fresh.numericalRepairs += numericalRepairs
    fresh.rowsRewritten += rowsRewritten
    fresh.cellsRewritten += cellsRewritten
    // A build costs at least the cells it writes, also where no row was substituted into another.
    let buildWork = fresh.cellsRewritten - cellsRewritten + fresh.cellCount
    fresh.density = DensityWatch(
      workAtBuild: fresh.cellsRewritten, buildWork: buildWork, workAtLastCheck: fresh.cellsRewritten,
      builds: density.builds + 1, failedBuilds: density.failedBuilds)
    return fresh
  }

  /// The edit record of an edit variable's constraint record.
  private func editRecord(of record: ConstraintRecord) -> EditRecord? {
    guard let variable = record.constraint.expression.terms.first?.variable,
      let slot = editSlot(variable)
    else { return nil }
    return edits.items[Int(slot)]
  }

  /// Lets the next core that meets them claim the variables and constraints this core owns (their
  /// hints then name that core's symbols and slots); returns them, for ``takeBack(_:)``.
  private func handOver() -> (variables: [Symbol], records: [Int32]) {
    var owned: (variables: [Symbol], records: [Int32]) = ([], [])
    for (index, variable) in variables.items.enumerated() where variable?.owner == identity {
      variable?.owner = 0
      owned.variables.append(Symbol(index))
    }
    for (index, record) in records.items.enumerated() where record?.constraint.owner == identity {
      record?.constraint.owner = 0
      owned.records.append(Int32(index))
    }
    return owned
  }

  /// Owns again what ``handOver()`` let go, with this core's hints.
  private func takeBack(_ owned: (variables: [Symbol], records: [Int32])) {
    for symbol in owned.variables {
      guard let variable = variables.items[Int(symbol)] else { continue }
      variable.owner = identity
      variable.symbolHint = symbol
    }
    for slot in owned.records {
      guard let constraint = records.items[Int(slot)]?.constraint else { continue }
      constraint.owner = identity
      constraint.slotHint = slot
    }
  }

  private mutating func copyOptions(from other: SolverCore) {
    entryMethod = other.entryMethod
    definesTableauVariables = other.definesTableauVariables
    definesInequalities = other.definesInequalities
    replacesDefinitions = other.replacesDefinitions
    reversesDefinitions = other.reversesDefinitions
    degenerateRunLimit = other.degenerateRunLimit
    rebuildsWhenDense = other.rebuildsWhenDense
  }

  /// The values `other` last published, for the same variables here: the next update then publishes
  /// only the variables the rebuild moved.
  private mutating func carryValues(from other: SolverCore) {
    for (index, variable) in other.variables.items.enumerated() {
      guard let variable, let symbol = knownSymbol(variable) else { continue }
      values[Int(symbol)] = other.values[index]
    }
  }
}

/// What ``SolverCore/isFilledIn()`` remembers between checks.
struct DensityWatch {
  /// ``SolverCore/cellsRewritten`` when the tableau was last built, and what that build cost.
  var workAtBuild = 0
  var buildWork = 0
  var workAtLastCheck = 0
  /// The fewest cells a row the tableau has had at a check since it was built.
  var leanest = Double.infinity
  /// How many times the tableau was built again, and how many times building it again failed.
  var builds = 0
  var failedBuilds = 0
}
