// Transactions: a call that may fail half-way runs in one, and a failure restores the journaled state.

extension SolverCore {

  /// Runs `body`; if it throws, every journaled table returns to its state before the call.
  mutating func transaction<T>(_ body: (inout SolverCore) throws(SolverError) -> T) throws(SolverError) -> T {
    if transactionDepth > 0 { return try body(&self) }
    epoch = epoch == UInt32.max ? 1 : epoch + 1
    let savedConstant = objectiveConstant
    let savedOrder = order
    let savedCount = constraintCount
    let savedGarbage = definitionGarbage
    beginJournals()
    transactionDepth += 1
    defer { transactionDepth -= 1 }
    releasedInTransaction.removeAll(keepingCapacity: true)
    unindexedInTransaction.removeAll(keepingCapacity: true)
    do {
      let result = try body(&self)
      commitJournals()
      return result
    } catch {
      rollbackJournals()
      restoreReleasedVariables()
      objectiveConstant = savedConstant
      order = savedOrder
      constraintCount = savedCount
      definitionGarbage = savedGarbage
      // The state before the call was optimal and feasible, so nothing was pending.
      for symbol in candidates where Int(symbol) < isCandidateQueued.count {
        isCandidateQueued[Int(symbol)] = false
      }
      candidates.removeAll()
      infeasible.removeAll()
      artificial = nil
      throw error
    }
  }

  /// Gives the variables released in a rolled-back transaction their unretained entries and published
  /// values back.
  fileprivate mutating func restoreReleasedVariables() {
    for symbol in releasedInTransaction {
      guard let variable = variables.items[Int(symbol)] else { continue }
      unretainedVariables[Int(symbol)] = Unmanaged.passUnretained(variable)
      values[Int(symbol)] = variable.value
      // Retained again in the transaction, it may have got another symbol, and its hint with it.
      if variable.owner == identity { variable.symbolHint = symbol }
    }
    releasedInTransaction.removeAll()
    for (constraint, slot) in unindexedInTransaction where constraint.owner == identity {
      constraint.slotHint = slot
    }
    unindexedInTransaction.removeAll()
  }

  fileprivate mutating func beginJournals() {
    info.begin(epoch)
    columns.begin(epoch)
    dependents.begin(epoch)
    objective.begin(epoch)
    variables.begin(epoch)
    freeSymbols.begin(epoch)
    rows.begin(epoch)
    freeRows.begin(epoch)
    definitions.begin(epoch)
    freeDefinitions.begin(epoch)
    definitionSymbols.begin(epoch)
    definitionCoefficients.begin(epoch)
    definitionDependentPositions.begin(epoch)
    records.begin(epoch)
    freeRecords.begin(epoch)
    edits.begin(epoch)
    freeEdits.begin(epoch)
    constraintIndex.begin()
    variableIndex.begin()
  }

  fileprivate mutating func commitJournals() {
    info.commit()
    columns.commit()
    dependents.commit()
    objective.commit()
    variables.commit()
    freeSymbols.commit()
    rows.commit()
    freeRows.commit()
    definitions.commit()
    freeDefinitions.commit()
    definitionSymbols.commit()
    definitionCoefficients.commit()
    definitionDependentPositions.commit()
    records.commit()
    freeRecords.commit()
    edits.commit()
    freeEdits.commit()
    constraintIndex.commit()
    variableIndex.commit()
  }

  fileprivate mutating func rollbackJournals() {
    info.rollback()
    columns.rollback()
    dependents.rollback()
    objective.rollback()
    variables.rollback()
    freeSymbols.rollback()
    rows.rollback()
    freeRows.rollback()
    definitions.rollback()
    freeDefinitions.rollback()
    definitionSymbols.rollback()
    definitionCoefficients.rollback()
    definitionDependentPositions.rollback()
    records.rollback()
    freeRecords.rollback()
    edits.rollback()
    freeEdits.rollback()
    constraintIndex.rollback()
    variableIndex.rollback()
  }
}
