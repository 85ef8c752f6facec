// Edit variables, suggestions and in-place constant changes.

extension SolverCore {
  @inline(__always)
  func editSlot(_ variable: Variable) -> Int32? {
    guard let symbol = knownSymbol(variable) else { return nil }
    let slot = info.items[Int(symbol)].edit
    return slot >= 0 ? slot : nil
  }

  /// Adds the soft constraint `variable == suggestion` (initially its current value 0).
  mutating func addEdit(_ variable: Variable, strength: Strength) {
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    // A soft constraint always has a subject, so this cannot throw.
    guard let record = try? add(constraint, isEdit: true) else {
      preconditionFailure("Cassowary: a soft edit constraint was rejected")
    }
    let symbol = retainedSymbol(variable)
    let edit = EditRecord(variable: variable, symbol: symbol, record: record, suggestion: 0, order: order)
    let slot: Int32
    if let reused = freeEdits.last {
      _ = freeEdits.removeLast()
      slot = reused
      edits[reused] = edit
    } else {
      slot = Int32(edits.count)
      edits.append(edit)
    }
    info[symbol].edit = slot
  }

  mutating func removeEdit(_ slot: Int32) -> Bool {
    let edit = edits[slot]!
    info[edit.symbol].edit = -1
    edits[slot] = nil
    freeEdits.append(slot)
    return remove(edit.record)
  }

  mutating func suggest(_ slot: Int32, _ value: Double) {
    let delta = value - edits.items[Int(slot)]!.suggestion
    guard delta != 0 else { return }
    edits[slot]!.suggestion = value
    // The edit constraint is `variable - suggestion == 0`: its constant moves by -delta.
    shiftConstant(edits.items[Int(slot)]!.record, by: -delta)
    guard dualOptimize() == nil else {
      preconditionFailure("Cassowary: dual optimize failed on a soft suggestion")
    }
  }

  /// Changes the expression constant of a constraint by `delta` without re-adding it.
  ///
  /// The new marker m' relates to the old one by m = m' + delta/μ (μ the marker's coefficient in
  /// the original equation), so substituting that into every row that holds m moves only
  /// constants: optimality is kept and the dual simplex repairs feasibility.
  ///
  /// - Returns: nil on success, or the conflicting constraints if a required change is
  ///   infeasible (the caller's transaction rolls back).
  mutating func changeConstant(_ slot: Int32, by delta: Double) -> [Constraint]? {
    let record = records[slot]!
    let marker = record.marker
    if kind(marker) == .dummy && info[marker].row >= 0 {
      guard pivotDummyOut(marker) else {
        return conflicts(rows[info[marker].row].liveSymbols, excluding: slot)
      }
    }
    // A redundant required equality's row (its dummy basic, only dummies, constant 0) holding this
    // marker says the two equalities depend on each other: no new constant for one holds with the
    // other. Shifting would give that dummy a value, which the dual simplex only notices when it is
    // negative, so a positive change would silently drop the other equality.
    if kind(marker) == .dummy,
      let dependent = columns[marker].first(where: { kind(rows.items[Int($0)].basic) == .dummy })
    {
      return conflicts(rows[dependent].liveSymbols + [rows[dependent].basic], excluding: slot)
    }
    shiftConstant(slot, by: delta)
    if let proof = dualOptimize() {
      return conflicts(proof.allSymbols + [proof.basic], excluding: slot)
    }
    record.constraint.setConstant(record.constraint.expression.constant + delta)
    return nil
  }

  /// Whether changing the constant of `slot` can fail: only a required constraint can, and a
  /// definition that no row was built from cannot (unless it is an inequality whose slack is basic:
  /// the slack's row moves too).
  @inline(__always)
  func constantChangeMayFail(_ slot: Int32) -> Bool {
    guard let record = records.items[Int(slot)], record.isRequired else { return false }
    return record.definition < 0 || !columns.isEmpty(record.marker)
      || info.items[Int(record.marker)].row >= 0
  }

  /// Moves the constants of the rows and definition that hold the marker of `slot`.
  mutating func shiftConstant(_ slot: Int32, by delta: Double) {
    let marker = records.items[Int(slot)]!.marker
    let shift = delta / records.items[Int(slot)]!.markerSign
    let definition = records.items[Int(slot)]!.definition
    if definition >= 0 {
      definitions[definition]!.constant += definitions[definition]!.markerCoefficient * shift
      markDefinitionDirty(definitions[definition]!.subject)
    }
    let basicSlot = info[marker].row
    if basicSlot >= 0 {
      rows[basicSlot].constant -= shift
      rowChanged(basicSlot)
      return
    }
    for rowSlot in columns[marker] {
      let coefficient = rows[rowSlot].coefficient(of: marker)
      rows[rowSlot].constant += coefficient * shift
      rowChanged(rowSlot)
    }
  }

  /// Makes a basic dummy parametric by a degenerate pivot (its row's constant is zero, so no
  /// value moves), then restores optimality. Fails if the row holds only dummies.
  private mutating func pivotDummyOut(_ marker: Symbol) -> Bool {
    let slot = info[marker].row
    let row = rows[slot]
    guard let entering = row.liveSymbols.first(where: { kind($0) != .dummy }) else { return false }
    pivot(slot, entering: entering)
    optimize()
    return true
  }
}
