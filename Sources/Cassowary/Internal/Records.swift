/// Per-symbol bookkeeping, one entry per symbol id.
struct SymbolInfo {
  var kind: SymbolKind = .unused
  /// The slot of the row in which this symbol is basic, or -1.
  var row: Int32 = -1
  /// The constraint record this marker or error symbol belongs to, or -1.
  var owner: Int32 = -1
  /// For variables: how many live constraints mention it; 0 releases the symbol.
  var references: Int32 = 0
  /// For variables defined outside the tableau: the definition slot, or -1.
  var definition: Int32 = -1
  /// For edit variables: the edit slot, or -1.
  var edit: Int32 = -1
  /// A topological rank: every defined variable ranks above the variables its definition refers
  /// to (a variable keeps its rank when its definition goes), so the cycle check can skip every
  /// variable that ranks at or below the candidate subject.
  var rank: Int32 = 0
  /// For the slack marker of a required inequality kept as a definition: that definition's slot, or -1.
  /// The definition's value then follows the slack's (see ``SolverCore/markerChanged(_:)``).
  var markedDefinition: Int32 = -1

  init(kind: SymbolKind = .unused) {
    self.kind = kind
  }
}

/// A required equality or inequality solved for a variable that no tableau row mentions:
/// `subject = constant + Σ coefficients[i]·symbols[i] + markerCoefficient·marker`.
///
/// Such definitions (`top[i] == top[i-1] + height[i-1] + 8`, `width == container.width - 32`)
/// stay out of the tableau and refer to other variables by name instead of by their expanded
/// rows, so a chain of N views costs N short definitions instead of a triangle of N² cells.
/// The terms (variables, defined or not) live in the solver's flat definition pools at
/// `start..<start + count`, so evaluating a definition touches no reference counts;
/// `marker` is an equality's dummy (always zero) or an inequality's slack (`x >= e` is `x := e + s`),
/// whose value, zero while parametric, is its row's constant while basic.
struct Definition {
  var subject: Symbol
  var marker: Symbol
  var markerCoefficient: Double
  var constant: Double
  var start: Int
  var count: Int

  var range: Range<Int> { start..<(start + count) }
}

/// What the solver knows about one added constraint.
struct ConstraintRecord {
  var constraint: Constraint
  /// The slack, first error or dummy symbol that identifies the constraint's row.
  var marker: Symbol = -1
  /// The second error symbol of a non-required constraint, or -1.
  var other: Symbol = -1
  /// The coefficient of `marker` in the constraint's original equation (±1).
  var markerSign: Double = 1
  /// The definition slot when the constraint is kept out of the tableau, or -1.
  var definition: Int32 = -1
  /// Insertion order, for readable dumps and conflict lists.
  var order: Int
  /// Whether the record belongs to an edit variable rather than a user constraint.
  var isEdit: Bool

  var isRequired: Bool { constraint.strength.isRequired }
  /// The weight of `marker`'s error (of both errors but for a two-sided soft equality).
  var weight: Double { constraint.strength.weight }
  /// The weight of `other`'s error: the side below zero of a two-sided soft equality.
  var otherWeight: Double { constraint.strengthBelow?.weight ?? constraint.strength.weight }
}

/// An edit variable: the soft constraint `variable == suggestion`.
struct EditRecord {
  var variable: Variable
  var symbol: Symbol
  var record: Int32
  var suggestion: Double
  var order: Int
}
