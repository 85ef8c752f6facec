// Row storage, the column index, substitution and the objective.

extension SolverCore {
  // MARK: - Rows and columns

  /// Stores `row` as the row of `basic` and indexes its cells.
  ///
  /// The row is consumed: a borrowed row copied here shared its cells with the caller's, and writing the
  /// column positions then copied them all.
  @discardableResult
  mutating func insertRow(_ row: consuming Row, basic: Symbol) -> Int32 {
    var row = row
    row.basic = basic
    let reused = freeRows.last
    if reused != nil { _ = freeRows.removeLast() }
    let slot = reused ?? Int32(rows.count)
    row.tracked = true
    for index in row.cells.indices {
      let symbol = row.cells[index].symbol
      guard tracksColumn(symbol) else { continue }
      row.cells[index].position = Int32(columns.count(symbol))
      columns.append(slot, to: symbol)
    }
    if reused != nil { rows[slot] = row } else { rows.append(row) }
    info[basic].row = slot
    if kind(basic) == .external { markDirty(basic) } else { markerChanged(basic) }
    return slot
  }

  /// Removes the row in `slot` from the tableau and returns it; its basic symbol turns parametric.
  mutating func takeRow(_ slot: Int32) -> Row {
    // Compacted in place: compacting the copy below would copy the cells it still shares.
    if rows.items[Int(slot)].holes > 0 { rows[slot].compact() }
    var row = rows[slot]
    for cell in row.cells { removeFromColumn(cell.symbol, at: cell.position) }
    info[row.basic].row = -1
    if kind(row.basic) == .external { markDirty(row.basic) } else { markerChanged(row.basic) }
    rows[slot] = Row()
    freeRows.append(slot)
    row.tracked = false
    return row
  }

  /// Removes the entry at `position` of the column of `symbol`: the last entry moves into its
  /// place (the order a linear search and swap would leave), and that entry's row learns its new
  /// position, so no removal searches the column.
  mutating func removeFromColumn(_ symbol: Symbol, at position: Int32) {
    guard tracksColumn(symbol) else { return }
    let last = Int32(columns.count(symbol) - 1)
    if position != last {
      let moved = columns.entry(symbol, at: Int(last))
      columns.setEntry(symbol, at: Int(position), to: moved)
      guard let cell = rows.items[Int(moved)].index(of: symbol) else {
        preconditionFailure("Cassowary: the column of a symbol names a row without it")
      }
      rows[moved].cells[cell].position = position
    }
    columns.removeLast(from: symbol)
  }

  /// Whether the column of `symbol` is kept: every symbol's but a dummy's before ``indexDummies()``.
  @inline(__always)
  func tracksColumn(_ symbol: Symbol) -> Bool {
    dummiesIndexed || info.items[Int(symbol)].kind != .dummy
  }

  /// Builds the columns of every dummy from the rows, once: one pass over the tableau's cells gives each
  /// dummy cell its place, then each column takes a block of its final size and its entries in one go.
  /// From then on they are kept like any other column.
  ///
  /// Called outside transactions, before a removal or a constant change that may read a dummy's column;
  /// a rebuilt tableau starts without them again.
  mutating func indexDummies() {
    guard !dummiesIndexed else { return }
    dummiesIndexed = true
    var isDummy = [Bool](repeating: false, count: info.count)
    for symbol in 0..<info.count where info.items[symbol].kind == .dummy { isDummy[symbol] = true }
    var lengths = [Int32](repeating: 0, count: info.count)
    var entries: [Int64] = []
    var cellCount = 0
    for row in rows.items where row.tracked { cellCount += row.cells.count }
    entries.reserveCapacity(cellCount)
    isDummy.withUnsafeBufferPointer { isDummy in
      lengths.withUnsafeMutableBufferPointer { lengths in
        for slot in 0..<Int32(rows.count) where rows.items[Int(slot)].tracked {
          rows[slot].placeDummyCells(isDummy, slot: slot, lengths: lengths, entries: &entries)
        }
      }
    }
    columns.reserve(lengths)
    columns.fill(entries, counts: lengths)
  }

  // MARK: - Substitution

  /// Replaces `symbol` by `row` (`symbol = row`) in every row, the objective and the artificial
  /// objective; restricted rows that turn negative are queued for the dual simplex.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    if !columns.isEmpty(symbol) {
      var slots = takeColumn(symbol)
      rowsRewritten += slots.count
      for slot in slots { substitute(symbol, row, inSlot: slot) }
      swap(&slots, &columnScratch)
    }
    substituteInObjective(symbol, row)
    if artificial != nil { substituteInArtificial(symbol, row) }
  }

  private mutating func substitute(_ symbol: Symbol, _ row: Row, inSlot slot: Int32) {
    let coefficient = rows.items[Int(slot)].coefficient(of: symbol)
    if row.cells.count * 8 < rows.items[Int(slot)].cells.count {
      substituteInPlace(symbol, row, times: coefficient, inSlot: slot)
      return
    }
    // A merge rewrites the whole row anyway.
    if rows.items[Int(slot)].holes > 0 { rows[slot].compact() }
    let (count, addedCount, removedCount) = mergeCells(
      rows.items[Int(slot)], row, times: coefficient, skip: symbol,
      into: &scratchRow, added: &added, removed: &removed)
    // The column of `symbol` was emptied by the caller; the other cells keep their columns exact.
    for index in added[..<addedCount] {
      let cell = scratchRow.cells[Int(index)].symbol
      guard tracksColumn(cell) else { continue }
      scratchRow.cells[Int(index)].position = Int32(columns.count(cell))
      columns.append(slot, to: cell)
    }
    for index in removed[..<removedCount] {
      // The row still holds its old cells: `removed` indexes them.
      let cell = rows.items[Int(slot)].cells[Int(index)]
      removeFromColumn(cell.symbol, at: cell.position)
    }
    rows[slot].constant += coefficient * row.constant
    rows[slot].setCells(scratchRow, count: count)
    cellsRewritten += count
    rowChanged(slot)
  }

  /// `substitute(_:_:inSlot:)` for a short `row` into a long one: each of its cells found by binary
  /// search and updated, inserted or dropped in place, so the work follows the short row. A merge
  /// rewrites the long row whole: a scroll view's content height, a sum over every row, took one
  /// such rewrite per row as the rows' sizes settled, O(N²) for N rows.
  ///
  /// Cells leave a long row as holes (``Row/bury(at:)``), which later cells fill or a compaction drops.
  private mutating func substituteInPlace(_ symbol: Symbol, _ row: Row, times k: Double, inSlot slot: Int32) {
    rows[slot].reserveCells(adding: row.cells.count)
    // The column of `symbol` was emptied by the caller.
    if let index = rows.items[Int(slot)].index(of: symbol) { rows[slot].takeOutCell(at: index) }
    for source in row.cells {
      let cell = source.symbol
      let change = k * source.coefficient
      if let index = rows.items[Int(slot)].index(of: cell) {
        let old = rows.items[Int(slot)].cells[index].coefficient
        let sum = old + change
        if old == 0 {
          // A hole of this very symbol: the cell comes back, into its column.
          guard !nearZero(sum) else { continue }
          let tracked = tracksColumn(cell)
          rows[slot].fillHole(at: index, sum, position: tracked ? Int32(columns.count(cell)) : -1)
          if tracked { columns.append(slot, to: cell) }
        } else if nearZero(sum) {
          removeFromColumn(cell, at: rows.items[Int(slot)].cells[index].position)
          rows[slot].takeOutCell(at: index)
        } else {
          rows[slot].cells[index].coefficient = sum
        }
      } else if !nearZero(change) {
        let tracked = tracksColumn(cell)
        rows[slot].insertCell(cell, change, position: tracked ? Int32(columns.count(cell)) : -1)
        if tracked { columns.append(slot, to: cell) }
      }
    }
    rows[slot].compactIfHoly()
    rows[slot].constant += k * row.constant
    cellsRewritten += row.cells.count + 1
    rowChanged(slot)
  }

  /// Records the consequences of a new constant in `slot`.
  @inline(__always)
  mutating func rowChanged(_ slot: Int32) {
    // Read the two fields, not the row: copying a row costs two reference counts.
    let basic = rows.items[Int(slot)].basic
    if kind(basic) == .external {
      markDirty(basic)
    } else {
      if rows.items[Int(slot)].constant < 0 { infeasible.append(basic) }
      markerChanged(basic)
    }
  }

  /// Marks the variable defined through `symbol` dirty if `symbol` is the slack marker of an
  /// inequality definition (whose value it adds to the definition's).
  @inline(__always)
  mutating func markerChanged(_ symbol: Symbol) {
    let slot = info.items[Int(symbol)].markedDefinition
    guard slot >= 0, let subject = definitions.items[Int(slot)]?.subject else { return }
    markDefinitionDirty(subject)
  }

  private mutating func substituteInArtificial(_ symbol: Symbol, _ row: Row) {
    guard var target = artificial else { return }
    let coefficient = target.coefficient(of: symbol)
    guard coefficient != 0 else { return }
    let count = mergeCells(
      target, row, times: coefficient, skip: symbol,
      into: &scratchRow, added: &added, removed: &removed
    ).count
    target.constant += coefficient * row.constant
    target.setCells(scratchRow, count: count)
    artificial = target
  }

  // MARK: - Objective

  mutating func substituteInObjective(_ symbol: Symbol, _ row: Row) {
    let weight = objective[symbol]
    guard weight != 0 else { return }
    objective[symbol] = 0
    addToObjective(row, times: weight)
  }

  /// Adds `row × factor` (its cells and constant) to the objective.
  mutating func addToObjective(_ row: Row, times factor: Double) {
    objectiveConstant += factor * row.constant
    for cell in row.cells { addToObjective(cell.symbol, factor * cell.coefficient) }
  }

  mutating func addToObjective(_ symbol: Symbol, _ delta: Double) {
    var value = objective[symbol] + delta
    if nearZero(value) { value = 0 }
    objective[symbol] = value
    if value < 0 && !isCandidateQueued[Int(symbol)] { queueCandidate(symbol) }
  }

  // MARK: - Candidates (symbols whose objective coefficient went negative)

  /// Queues `symbol` for ``nextEnteringSymbol(bland:)``.
  mutating func queueCandidate(_ symbol: Symbol) {
    isCandidateQueued[Int(symbol)] = true
    candidates.append(symbol)
  }
}
