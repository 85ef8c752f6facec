// Publishing solved values: only variables whose row, basis status or definition changed.

extension SolverCore {
  /// Writes the new values of moved variables and returns them.
  ///
  /// Tableau variables are dirty when their row's constant changed or they entered or left the
  /// basis; defined variables when their definition or anything they depend on changed. The
  /// cost is proportional to the number of dirty variables, not to the size of the system.
  mutating func publishValues() {
    for symbol in changedSymbols { changedMark[Int(symbol)] = false }
    changedSymbols.removeAll(keepingCapacity: true)
    changedMaterialized = nil
    for symbol in dirtyList {
      dirty[Int(symbol)] = false
      guard Int(symbol) < info.count, info.items[Int(symbol)].kind == .external else { continue }
      if info.items[Int(symbol)].definition >= 0 {
        markDefinitionDirty(symbol)
        continue
      }
      if publish(symbol, tableauValue(symbol)) { markDependentsDirty(symbol) }
    }
    dirtyList.removeAll(keepingCapacity: true)
    var index = 0
    while index < definitionDirtyList.count {
      let symbol = definitionDirtyList[index]
      index += 1
      if definitionDirty[Int(symbol)] && !evaluateDirectly(symbol) { evaluate(symbol) }
    }
    definitionDirtyList.removeAll(keepingCapacity: true)
  }

  /// The variables the last update moved, in publication order.
  ///
  /// Mutating (it changes nothing) so that the solver calls it on its core in place: a non-mutating
  /// call on the solver's stored core copied the whole core first.
  mutating func changedVariables() -> [Variable] {
    changedMaterialized ?? changedSymbols.compactMap { variables.items[Int($0)] }
  }

  private mutating func tableauValue(_ symbol: Symbol) -> Double {
    let slot = info.items[Int(symbol)].row
    return slot >= 0 ? rows.items[Int(slot)].constant : 0
  }

  /// Stores a value; returns whether it moved.
  @inline(__always)
  private mutating func publish(_ symbol: Symbol, _ value: Double) -> Bool {
    let index = Int(symbol)
    guard value != values[index] else { return false }
    values[index] = value
    guard let variable = unretainedVariables[index] else { return false }
    variable._withUnsafeGuaranteedRef { $0.value = value }
    changedSymbols.append(symbol)
    changedMark[index] = true
    return true
  }

  /// Evaluates a defined variable whose references are all up to date (the common case, since
  /// dirty lists are mostly in dependency order); returns false to take the general path.
  @inline(__always)
  private mutating func evaluateDirectly(_ symbol: Symbol) -> Bool {
    let index = Int(symbol)
    guard index < info.count else { return false }
    let slot = info.items[index].definition
    guard slot >= 0, let definition = definitions.items[Int(slot)] else { return false }
    var value = definition.constant + markerValue(definition)
    for term in definition.range {
      let reference = Int(definitionSymbols.items[term])
      if definitionDirty[reference] { return false }
      value += definitionCoefficients.items[term] * values[reference]
    }
    definitionDirty[index] = false
    _ = publish(symbol, value)
    return true
  }

  /// What a definition's marker adds to its value: nothing for an equality's dummy, the slack's value
  /// (its row's constant while basic, else zero) for an inequality's slack.
  @inline(__always)
  private func markerValue(_ definition: Definition) -> Double {
    let slot = info.items[Int(definition.marker)].row
    guard slot >= 0, info.items[Int(definition.marker)].kind == .slack else { return 0 }
    return definition.markerCoefficient * rows.items[Int(slot)].constant
  }

  /// Evaluates a dirty defined variable after the dirty variables it refers to.
  private mutating func evaluate(_ root: Symbol) {
    walkStack.append(root)
    while let symbol = walkStack.last {
      let index = Int(symbol)
      guard definitionDirty[index] else {
        walkStack.removeLast()
        continue
      }
      let entry = index < info.count ? info.items[index] : SymbolInfo()
      guard entry.kind == .external, entry.definition >= 0,
        let definition = definitions.items[Int(entry.definition)]
      else {
        // Released, or no longer defined: its value (if any) comes from the tableau.
        definitionDirty[index] = false
        walkStack.removeLast()
        if entry.kind == .external { _ = publish(symbol, tableauValue(symbol)) }
        continue
      }
      var waiting = false
      var value = definition.constant + markerValue(definition)
      for term in definition.range {
        let reference = Int(definitionSymbols.items[term])
        if definitionDirty[reference] {
          walkStack.append(Symbol(reference))
          waiting = true
        } else {
          value += definitionCoefficients.items[term] * values[reference]
        }
      }
      if waiting { continue }
      definitionDirty[index] = false
      walkStack.removeLast()
      _ = publish(symbol, value)
    }
  }
}
