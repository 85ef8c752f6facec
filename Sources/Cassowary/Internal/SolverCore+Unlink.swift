// SolverCore: a definition leaving the lists of its dependents.

extension SolverCore {
  /// Takes the definition in `definitionSlot` out: its subject leaves the dependents lists of its terms
  /// (found at their recorded positions), the slot is freed and its pool entries become garbage.
  mutating func unlink(_ definitionSlot: Int32) {
    let definition = definitions[definitionSlot]!
    for index in definition.range {
      let symbol = definitionSymbols.items[index]
      let position = Int(definitionDependentPositions.items[index])
      guard position < dependents.count(symbol), dependents.entry(symbol, at: position) == definition.subject
      else {
        dependentsSearches &+= 1
        dependents.removeSwapping(definition.subject, from: symbol)
        continue
      }
      let last = dependents.count(symbol) - 1
      if let moved = dependents.removeSwapping(at: position, from: symbol) {
        notePosition(of: moved, in: symbol, movedFrom: last, to: position)
      }
    }
    info[definition.subject].definition = -1
    if info[definition.marker].markedDefinition == definitionSlot {
      info[definition.marker].markedDefinition = -1
    }
    definitions[definitionSlot] = nil
    freeDefinitions.append(definitionSlot)
    definitionGarbage += definition.count
    markDefinitionDirty(definition.subject)
  }

  /// Records that the subject `moved` of a definition now sits at `position` of `symbol`'s dependents
  /// (it was at `from`, the list's last entry, until an entry before it left).
  private mutating func notePosition(
    of moved: Symbol, in symbol: Symbol, movedFrom from: Int, to position: Int
  ) {
    let slot = info.items[Int(moved)].definition
    guard slot >= 0, let definition = definitions[slot] else { return }
    for index in definition.range
    where definitionSymbols.items[index] == symbol && Int(definitionDependentPositions.items[index]) == from {
      definitionDependentPositions[index] = Int32(truncatingIfNeeded: position)
      return
    }
  }
}
