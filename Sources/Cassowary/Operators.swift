// The constraint DSL: `Term`, `Expression`, and every operator that builds them, in one file
// (kiwi's symbolics.h). Arithmetic builds expressions; `==`, `<=`, `>=` build required
// constraints; `|` gives a constraint a strength.

/// A variable multiplied by a coefficient.
public struct Term: Sendable {
  /// The variable.
  public let variable: Variable
  /// The coefficient the variable is multiplied by.
  public let coefficient: Double

  /// Creates `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The current value of the term, from the variable's last solved value.
  public var value: Double { coefficient * variable.value }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable {
  /// The terms, in the order they were written (duplicates are merged by constraints).
  public let terms: [Term]
  /// The constant part.
  public let constant: Double

  /// Creates `Σ terms + constant`.
  public init(_ terms: [Term] = [], _ constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// Creates the one-term expression.
  public init(_ term: Term) { self.init([term]) }

  /// Creates the constant expression.
  public init(constant: Double) { self.init([], constant) }

  /// The current value, from the variables' last solved values.
  public var value: Double { terms.reduce(constant) { $0 + $1.value } }

  func scaled(_ factor: Double) -> Expression {
    Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant * factor)
  }

  func plus(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant + other.constant)
  }
}

// MARK: - Multiplication, division, negation

/// `coefficient * variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// `-variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// Scales a term.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// Scales a term.
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
/// Divides a term.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
/// Negates a term.
public prefix func - (operand: Term) -> Term { operand * -1 }
/// Scales an expression.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(rhs) }
/// Scales an expression.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(lhs) }
/// Divides an expression.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(1 / rhs) }
/// Negates an expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(-1) }

// MARK: - Addition and subtraction

/// Sums two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.plus(rhs) }
/// Adds a term.
public func + (lhs: Expression, rhs: Term) -> Expression { lhs.plus(Expression(rhs)) }
/// Adds a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.plus(Expression(rhs)) }
/// Adds a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, lhs.constant + rhs) }
/// Adds to a term.
public func + (lhs: Term, rhs: Expression) -> Expression { Expression(lhs).plus(rhs) }
/// Sums two terms.
public func + (lhs: Term, rhs: Term) -> Expression { Expression([lhs, rhs]) }
/// Adds a variable to a term.
public func + (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, Term(rhs)]) }
/// Adds a constant to a term.
public func + (lhs: Term, rhs: Double) -> Expression { Expression([lhs], rhs) }
/// Adds to a variable.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).plus(rhs) }
/// Adds a term to a variable.
public func + (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), rhs]) }
/// Sums two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
/// Adds a constant to a variable.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], rhs) }
/// Adds an expression to a constant.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// Adds a term to a constant.
public func + (lhs: Double, rhs: Term) -> Expression { rhs + lhs }
/// Adds a variable to a constant.
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

/// Subtracts two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.plus(-rhs) }
/// Subtracts a term.
public func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }
/// Subtracts a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// Subtracts a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// Subtracts an expression from a term.
public func - (lhs: Term, rhs: Expression) -> Expression { lhs + -rhs }
/// Subtracts two terms.
public func - (lhs: Term, rhs: Term) -> Expression { lhs + -rhs }
/// Subtracts a variable from a term.
public func - (lhs: Term, rhs: Variable) -> Expression { lhs + -rhs }
/// Subtracts a constant from a term.
public func - (lhs: Term, rhs: Double) -> Expression { lhs + -rhs }
/// Subtracts an expression from a variable.
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs + -rhs }
/// Subtracts a term from a variable.
public func - (lhs: Variable, rhs: Term) -> Expression { lhs + -rhs }
/// Subtracts two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs + -rhs }
/// Subtracts a constant from a variable.
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
/// Subtracts an expression from a constant.
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
/// Subtracts a term from a constant.
public func - (lhs: Double, rhs: Term) -> Expression { -rhs + lhs }
/// Subtracts a variable from a constant.
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }

// MARK: - Relations (required constraints)

/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Term) -> Constraint { lhs == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Term, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `lhs == rhs`, required.
public func == (lhs: Term, rhs: Term) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Term, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Term, rhs: Double) -> Constraint { Expression(lhs) == rhs }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Term) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }
/// `lhs == rhs`, required.
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) == rhs }
/// `lhs == rhs`, required.
public func == (lhs: Double, rhs: Term) -> Constraint { Expression(constant: lhs) == Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) == Expression(rhs) }

/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Term) -> Constraint { lhs <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Term, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Term, rhs: Term) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Term, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Term, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Term) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) <= rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Double, rhs: Term) -> Constraint { Expression(constant: lhs) <= Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) <= Expression(rhs) }

/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Term) -> Constraint { lhs >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Term, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Term, rhs: Term) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Term, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Term, rhs: Double) -> Constraint { Expression(lhs) >= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Term) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) >= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Double, rhs: Term) -> Constraint { Expression(constant: lhs) >= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) >= Expression(rhs) }

// MARK: - Strength

/// The same relation with another strength: `(x >= 5) | .strong`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { Constraint(lhs, strength: rhs) }
/// The same relation with the strength of an Auto Layout priority: `(x >= 5) | 750`.
public func | (lhs: Constraint, rhs: Double) -> Constraint {
  Constraint(lhs, strength: Strength(priority: rhs))
}
