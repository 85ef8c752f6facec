// A readable dump of the solver state, in kiwi's section order.

extension SolverCore {
  func dump() -> String {
    var out = ""
    section("Objective", into: &out)
    out += cells(objectiveConstant, objectiveCells()) + "\n"
    section("Tableau", into: &out)
    for row in rows.items.filter({ $0.basic >= 0 }).sorted(by: { $0.basic < $1.basic }) {
      let live = row.cells.filter { $0.coefficient != 0 }.map { ($0.symbol, $0.coefficient) }
      out += "\(name(row.basic)) | \(cells(row.constant, live))\n"
    }
    section("Infeasible", into: &out)
    for symbol in infeasible { out += name(symbol) + "\n" }
    section("Definitions", into: &out)
    for definition in definitions.items.compactMap({ $0 }).sorted(by: { $0.subject < $1.subject }) {
      let terms =
        definition.range.map { (definitionSymbols.items[$0], definitionCoefficients.items[$0]) }
        + [(definition.marker, definition.markerCoefficient)]
      out += "\(name(definition.subject)) := \(cells(definition.constant, terms))\n"
    }
    section("Variables", into: &out)
    for (index, variable) in variables.items.enumerated() {
      guard let variable else { continue }
      out += "\(name(Symbol(index))) = \(variable.value)\n"
    }
    section("Edit Variables", into: &out)
    for edit in edits.items.compactMap({ $0 }).sorted(by: { $0.order < $1.order }) {
      let strength = records[edit.record]!.constraint.strength
      out += "\(name(edit.symbol)) = \(edit.suggestion) | \(strength)\n"
    }
    section("Constraints", into: &out)
    for record in records.items.compactMap({ $0 }).filter({ !$0.isEdit }).sorted(by: { $0.order < $1.order })
    {
      out += "\(record.constraint)\n"
    }
    return out
  }

  /// Where the column index and the rows disagree, or nil (for tests): every cell of a row in the
  /// tableau must be a parametric symbol in use and sit in its symbol's column at the position the
  /// row records, and the columns must hold nothing else. The definitions' index is checked first
  /// (``dependentsIndexProblem()``).
  func columnIndexProblem() -> String? {
    if let problem = dependentsIndexProblem() { return problem }
    var cellCount = 0
    for (slot, row) in rows.items.enumerated() where row.basic >= 0 {
      var untracked = 0
      guard row.tracked else { return "row \(slot) (\(name(row.basic))): not marked as in the tableau" }
      for cell in row.cells {
        let (symbol, position) = (cell.symbol, cell.position)
        // A hole (see ``Row/bury(at:)``) is in no column.
        guard cell.coefficient != 0 else {
          guard position == -1 else { return "row \(slot) (\(name(row.basic))): a hole at \(position)" }
          continue
        }
        guard kind(symbol) != .unused && info.items[Int(symbol)].row < 0 else {
          return "row \(slot) (\(name(row.basic))): \(name(symbol)) is basic or free"
        }
        guard tracksColumn(symbol) else {
          // A dummy before ``indexDummies()``: in no column.
          guard position == -1 else { return "row \(slot) (\(name(row.basic))): a dummy at \(position)" }
          untracked += 1
          continue
        }
        let column = columns[symbol]
        guard
          position >= 0 && Int(position) < column.count
            && columns.entry(symbol, at: Int(position)) == Int32(slot)
        else {
          return "row \(slot) (\(name(row.basic))): \(name(symbol)) not at \(position) in \(Array(column))"
        }
      }
      cellCount += row.cells.count - Int(row.holes) - untracked
      let holes = row.cells.count { $0.coefficient == 0 }
      guard holes == row.holes else {
        return "row \(slot) (\(name(row.basic))): \(holes) holes, \(row.holes) counted"
      }
    }
    let entryCount = columns.entryCount
    return entryCount == cellCount ? nil : "\(entryCount) column entries for \(cellCount) cells"
  }

  /// Where the definitions and the lists of their dependents disagree, or nil (for tests): each term of
  /// a definition must find the definition's subject at the position it records in its symbol's list,
  /// and the lists must hold nothing else.
  func dependentsIndexProblem() -> String? {
    guard definitionDependentPositions.count == definitionSymbols.count else {
      return "\(definitionDependentPositions.count) dependent positions for \(definitionSymbols.count) terms"
    }
    var terms = 0
    for case let definition? in definitions.items {
      for index in definition.range {
        let symbol = definitionSymbols.items[index]
        let position = Int(definitionDependentPositions.items[index])
        guard position < dependents.count(symbol),
          dependents.entry(symbol, at: position) == definition.subject
        else {
          return "\(name(definition.subject)) not at \(position) of \(name(symbol))'s dependents "
            + "\(Array(dependents[symbol]))"
        }
      }
      terms += definition.count
    }
    let entries = dependents.entryCount
    return entries == terms ? nil : "\(entries) dependents for \(terms) definition terms"
  }

  private func section(_ title: String, into out: inout String) {
    if !out.isEmpty { out += "\n" }
    out += title + "\n" + String(repeating: "-", count: title.count) + "\n"
  }

  private func objectiveCells() -> [(Symbol, Double)] {
    objective.items.enumerated().compactMap { index, value in
      value != 0 ? (Symbol(index), value) : nil
    }
  }

  private func cells(_ constant: Double, _ terms: [(Symbol, Double)]) -> String {
    ([String(describing: constant)] + terms.map { "\($0.1) * \(name($0.0))" }).joined(separator: " + ")
  }

  /// `x#3` for variables, `s4`/`e5`/`d6` for slack, error and dummy symbols.
  func name(_ symbol: Symbol) -> String {
    switch kind(symbol) {
    case .external: return "\(variables.items[Int(symbol)]?.description ?? "?")#\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .unused: return "u\(symbol)"
    }
  }
}
