// Room in the solver's tables ahead of a large batch.

extension SolverCore {
  /// Batches at least this large make room first (smaller ones grow the tables as they go).
  static let reservingBatch = 256

  /// Makes room for the tables to take `count` constraints more, for a batch of at least
  /// ``reservingBatch`` (an added or a replacing one; an estimate: the first layout of every
  /// corpus shape at 10,000 views issued 2.0–2.2 symbols, 0.1–0.5 rows and 0.5–0.9 definitions with
  /// 0.8–1.4 terms, 1.3–5 column entries (fill-proportionally 19) and 1.3–3.4 dependents a constraint),
  /// so that a first layout grows each table once instead of doubling it a dozen times.
  ///
  /// Each doubling copied the whole table: at 10,000 views 3 % of the instructions of a list's first
  /// layout and a sixth of its cache misses (the copies of tables larger than the cache), which made
  /// the first layout grow faster than the number of views. Only tables smaller than they will need
  /// to be grow, to at least twice their capacity, so that small batches never reallocate.
  mutating func reserveCapacity(forAdding count: Int) {
    guard count >= SolverCore.reservingBatch else { return }
    let symbols = info.count + 5 * count / 2
    info.reserveCapacity(symbols)
    objective.reserveCapacity(symbols)
    variables.reserveCapacity(symbols)
    columns.reserve(lists: symbols, entries: columns.storageCount + 4 * count)
    dependents.reserve(lists: symbols, entries: dependents.storageCount + 3 * count)
    if values.count < symbols { growDerivedTables(by: symbols - values.count) }
    records.reserveCapacity(records.count + count)
    rows.reserveCapacity(rows.count + count / 2)
    definitions.reserveCapacity(definitions.count + count)
    definitionSymbols.reserveCapacity(definitionSymbols.count + 3 * count / 2)
    definitionCoefficients.reserveCapacity(definitionCoefficients.count + 3 * count / 2)
  }

  /// Makes room in the tables that are not journaled for `count` symbols not issued yet: one append
  /// per table per symbol was a tenth of adding a constraint. Entries past the last issued symbol hold
  /// their initial values, as after a rolled-back transaction.
  mutating func growDerivedTables(by count: Int) {
    values.append(contentsOf: repeatElement(.nan, count: count))
    dirty.append(contentsOf: repeatElement(false, count: count))
    definitionDirty.append(contentsOf: repeatElement(false, count: count))
    isCandidateQueued.append(contentsOf: repeatElement(false, count: count))
    accumulator.append(contentsOf: repeatElement(0, count: count))
    accumulated.append(contentsOf: repeatElement(false, count: count))
    pending.append(contentsOf: repeatElement(0, count: count))
    expansionQueued.append(contentsOf: repeatElement(false, count: count))
    stamps.append(contentsOf: repeatElement(0, count: count))
    changedMark.append(contentsOf: repeatElement(false, count: count))
    unretainedVariables.append(contentsOf: repeatElement(nil, count: count))
  }
}
