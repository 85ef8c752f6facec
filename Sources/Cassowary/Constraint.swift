/// The relation between a constraint's expression and zero.
public enum RelationalOperator: Sendable, CustomStringConvertible {
  /// `expression == 0`.
  case equal
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear relation `expression op 0` with a strength.
///
/// Constraints have identity semantics: the solver knows a constraint object, not an equal
/// relation. Build them with the operators (`x + 2 * y == 10`, `(x >= 5) | .strong`). The
/// expression is stored reduced (one term per variable, zero terms dropped), written as
/// `lhs - rhs`, so `x == y + 8` is stored as `x - y - 8 == 0` with constant `-8`.
///
/// Marked `@unchecked Sendable` so that ``SolverError`` can carry it; like ``Variable`` it is not
/// synchronised.
public final class Constraint: Identifiable, @unchecked Sendable {
  /// The reduced left-hand side; the right-hand side is zero.
  @exclusivity(unchecked) public private(set) var expression: Expression
  /// The relation to zero.
  public let op: RelationalOperator
  /// The strength; `.required` unless set with `|`. For a two-sided soft equality (see
  /// ``init(_:equalAbove:below:)``), the cost while the expression is above zero.
  public let strength: Strength
  /// The cost while the expression is below zero, for a two-sided soft equality; nil for every other
  /// constraint, whose one strength counts on both sides.
  public let strengthBelow: Strength?

  /// A description the client may attach for its own diagnostics (say, the constraint it was made
  /// from); the solver never reads it. Kept on the constraint so that a client needs no table keyed by
  /// constraint to name the ones in a conflict.
  @exclusivity(unchecked) public var diagnosticDescription: (() -> String)?

  /// The identity of the solver core that owns this constraint (holds it without a dictionary
  /// entry), or 0, and the record slot there; always validated by identity before use.
  @exclusivity(unchecked) var owner: UInt = 0
  @exclusivity(unchecked) var slotHint: Int32 = -1
  /// A mark a solver core sets while it checks a list of constraints (see ``SolverCore/mark(_:_:)``):
  /// the core's identity and the number of the check.
  @exclusivity(unchecked) var markOwner: UInt = 0
  @exclusivity(unchecked) var markNumber: UInt32 = 0

  /// Creates `expression op 0`, merging duplicate variables.
  public init(_ expression: Expression, _ op: RelationalOperator, strength: Strength = .required) {
    self.expression = Constraint.reduce(expression)
    self.op = op
    self.strength = strength
    self.strengthBelow = nil
  }

  /// Creates the soft equality `expression == 0` that costs `above` per unit while the expression is
  /// positive and `below` per unit while it is negative.
  ///
  /// It has the optimum of the pair `expression <= 0 | above` and `expression >= 0 | below` (each unit
  /// past zero costs the same), in one row with two error symbols where the pair takes two rows, two
  /// slacks and two errors, and no pivot ever trades one of the pair's slacks for the other's. A
  /// view's content hugging and compression resistance on one axis are such a pair.
  ///
  /// Returns nil when a side is required: a required side must hold, so it is an inequality of its
  /// own.
  public init?(_ expression: Expression, equalAbove above: Strength, below: Strength) {
    guard !above.isRequired && !below.isRequired else { return nil }
    self.expression = Constraint.reduce(expression)
    self.op = .equal
    self.strength = above
    self.strengthBelow = below
  }

  /// Creates a copy of `other` with another strength.
  public convenience init(_ other: Constraint, strength: Strength) {
    self.init(other.expression, other.op, strength: strength)
  }

  /// The identity of this constraint, usable as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// Whether every coefficient and the constant are finite.
  var isFinite: Bool {
    expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// Sets the constant after the solver accepted the change.
  func setConstant(_ constant: Double) {
    expression = Expression(expression.terms, constant)
  }

  /// Merges terms of the same variable, keeping first-occurrence order, and drops zero terms.
  private static func reduce(_ expression: Expression) -> Expression {
    let terms = expression.terms
    // UI constraints have a handful of terms: a quadratic scan beats hashing.
    guard terms.count > 16 else { return Expression(merged(terms), expression.constant) }
    var index: [ObjectIdentifier: Int] = [:]
    var merged: [Term] = []
    for term in terms {
      if let at = index[term.variable.id] {
        merged[at] = Term(term.variable, merged[at].coefficient + term.coefficient)
      } else {
        index[term.variable.id] = merged.count
        merged.append(term)
      }
    }
    return Expression(merged.filter { $0.coefficient != 0 }, expression.constant)
  }

  private static func merged(_ terms: [Term]) -> [Term] {
    if isReduced(terms) { return terms }
    var result: [Term] = []
    result.reserveCapacity(terms.count)
    for term in terms {
      if let at = result.firstIndex(where: { $0.variable === term.variable }) {
        result[at] = Term(term.variable, result[at].coefficient + term.coefficient)
      } else {
        result.append(term)
      }
    }
    return result.allSatisfy({ $0.coefficient != 0 }) ? result : result.filter { $0.coefficient != 0 }
  }
}

extension Constraint {
  /// Whether a short list of terms has no zero coefficient and no variable twice (most constraints):
  /// then it is kept as it is, without a copy.
  private static func isReduced(_ terms: [Term]) -> Bool {
    for index in terms.indices {
      guard terms[index].coefficient != 0 else { return false }
      for earlier in 0..<index where terms[earlier].variable === terms[index].variable { return false }
    }
    return true
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint in the form `2 * x + -1 * y + -8 == 0 | strong`.
  public var description: String {
    var parts = expression.terms.map { "\($0.coefficient) * \($0.variable)" }
    if expression.constant != 0 || parts.isEmpty { parts.append("\(expression.constant)") }
    let strengths = strengthBelow.map { "\(strength) above, \($0) below" } ?? "\(strength)"
    return parts.joined(separator: " + ") + " \(op) 0 | \(strengths)"
  }
}
