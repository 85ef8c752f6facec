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
      if !dependsOn(otherTerms, reference) { return reference }
    }
    return nil
  }
}
