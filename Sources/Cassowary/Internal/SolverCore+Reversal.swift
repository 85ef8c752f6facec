// Definitions turned around, so that a required equality whose variables are all defined can still
// define one of them instead of entering the tableau.

extension SolverCore {
  /// Frees a variable of the required equality `constraint`, whose variables are all defined, by turning
  /// the variable's definition around; returns the variable, now a definition subject for `constraint`,
  /// or nil, having changed nothing.
  ///
  /// The choice of a subject is made when an equality arrives and cannot see what comes later. A card
  /// (a BoxView around a stack) pins its stack's top to its own: the stack's top has dependents (its
  /// labels' tops), so the card's top is defined as an alias of it. The list then links the cards'
  /// tops, each below the one before, and finds them all defined: every link entered the tableau, each
  /// row expanded through the row before it (N² cells, 17 s for 2,000 cards). Turned around, the
  /// stack's top is defined by the card's, the card's top is free, and the link defines it: a chain of
  /// definitions, as for a list of plain views.
  ///
  /// A definition `s := Σ c·x + k` turns around to define a reference `t` of the largest coefficient
  /// (at least 1, so that no coefficient grows) when `t` is free as a subject needs to be (no row
  /// mentions it, not defined, not edited) and nothing turns into a cycle: the definition's other
  /// references do not depend on `t`, and the equality's other terms depend on neither `s` nor `t`. It
  /// keeps its marker, so rows built through it stay true. In a right-to-left card the box pins its
  /// content's right edge first (`card.x := content.x + content.width - card.width`) and its left edge
  /// next, which finds `card.x` defined: the definition turns around to define `card.width`.
  mutating func reverseDefinition(for constraint: Constraint) -> Symbol? {
    guard reversesDefinitions else { return nil }
    let terms = constraint.expression.terms
    for (index, term) in terms.enumerated() where !nearZero(term.coefficient) {
      guard let subject = knownSymbol(term.variable) else { continue }
      let slot = info.items[Int(subject)].definition
      guard slot >= 0, let definition = definitions.items[Int(slot)], kind(definition.marker) == .dummy,
        let reference = reversibleReference(of: definition, terms, excluding: index)
      else { continue }
      unlink(slot)
      define(info[definition.marker].owner, subject: reference, marker: definition.marker)
      reversals += 1
      return subject
    }
    return nil
  }

  /// The reference an equality's `definition` can be solved for instead of its subject, the term
  /// `excluding` of `terms`, or nil. The searches for cycles come last: most equalities that reach here
  /// have no free reference, and a search walks definitions.
  private mutating func reversibleReference(
    of definition: Definition, _ terms: [Term], excluding: Int
  ) -> Symbol? {
    let largest = definition.range.reduce(0) { max($0, abs(definitionCoefficients.items[$1])) }
    guard largest >= 1 - 1e-9 else { return nil }
    var subjectChecked = false
    for candidate in definition.range
    where abs(definitionCoefficients.items[candidate]) >= largest * (1 - 1e-9) {
      let reference = definitionSymbols.items[candidate]
      let entry = info.items[Int(reference)]
      guard entry.definition < 0, entry.edit < 0, entry.row < 0, columns.isEmpty(reference) else { continue }
      if !subjectChecked {
        // The equality's other terms must not depend on the subject, which it is about to define.
        guard !othersDependOn(definition.subject, terms, excluding: excluding) else { return nil }
        subjectChecked = true
      }
      guard !othersDependOn(reference, terms, excluding: excluding) else { continue }
      if definition.count == 1 { return reference }
      otherTerms.removeAll(keepingCapacity: true)
      for index in definition.range where index != candidate {
        otherTerms.append(definitionSymbols.items[index])
      }
      if !dependsOn(otherTerms, reference) || demoteDefinitions(naming: reference, among: otherTerms) {
        return reference
      }
    }
    return nil
  }

  /// Frees `reference` of the definitions among `terms` that name it, when that is what makes turning a
  /// definition around to `reference` a cycle and their expansions do not hold it: each becomes its
  /// expansion's row in the tableau (its subject basic, its marker parametric: kiwi's form of a required
  /// equality, as ``removeDefinition(_:)`` makes before a removal). Returns whether it did; nothing changes
  /// when it cannot.
  ///
  /// A settings screen centres each row on a stack of a title and a detail. The stack's height is
  /// defined by its bottom, `h := title.y + title.h - y`, and the title's top by the stack's, `title.y :=
  /// y - d`, so the height names the stack's top although its expansion (`title.h - d`) does not. The
  /// row's top, defined by the centring through the stack's top and height, could not be turned around
  /// to the stack's top (the height would have depended on what it defines), and every link between two
  /// rows entered the tableau expanded through the link before it: 5.1 million cells for 1,000 rows.
  /// With the height a short row, the centring turns around and each link defines its row's top.
  private mutating func demoteDefinitions(naming reference: Symbol, among terms: [Symbol]) -> Bool {
    var demoted: [(subject: Symbol, row: Row)] = []
    var rest: [Symbol] = []
    for symbol in terms {
      let slot = info.items[Int(symbol)].definition
      guard slot >= 0, let definition = definitions.items[Int(slot)],
        definition.range.contains(where: { definitionSymbols.items[$0] == reference })
      else {
        rest.append(symbol)
        continue
      }
      // Bounded: a long expansion costs more as a row than the reversal saves.
      guard demoted.count < 4 else { return false }
      guard let row = shortExpansion(of: definition, limit: 16), row.coefficient(of: reference) == 0 else {
        return false
      }
      demoted.append((symbol, row))
    }
    guard !demoted.isEmpty, !dependsOn(rest, reference) else { return false }
    for (subject, row) in demoted {
      let slot = info[subject].definition
      let owner = info[definitions[slot]!.marker].owner
      unlink(slot)
      insertRow(row, basic: subject)
      records[owner]!.definition = -1
      demotions += 1
    }
    return true
  }

  /// `definition`'s expanded row (``expandedRow(of:)``) if it has at most `limit` cells; nil, having
  /// given up as soon as it grew past them, if not.
  private mutating func shortExpansion(of definition: Definition, limit: Int) -> Row? {
    var expansion = startExpansion(constant: definition.constant)
    for index in definition.range {
      accumulate(definitionSymbols.items[index], definitionCoefficients.items[index], into: &expansion)
    }
    accumulate(definition.marker, definition.markerCoefficient, into: &expansion)
    guard finishExpansion(&expansion, limit: limit) else { return nil }
    return takeAccumulatedRow(constant: expansion.constant)
  }
}
