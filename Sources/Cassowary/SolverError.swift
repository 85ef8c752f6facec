/// Everything a ``Solver`` call can reject. A call that throws leaves the solver as it was.
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver (never added, or already removed).
  case unknownConstraint(Constraint)
  /// The required constraint cannot hold together with the required constraints in `conflicts`
  /// (the constraints whose rows prove the contradiction; the rejected one is not listed).
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required: a suggestion must be able to give way.
  case requiredEditVariable(Variable)
  /// A coefficient or constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)
  /// A suggested value or a new constant is NaN or infinite.
  case nonFiniteValue(Double)

  /// A one-line explanation naming the offending object.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .unsatisfiableConstraint(let c, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "unsatisfiable constraint: \(c)\nconflicts with:\n\(list)"
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
    case .requiredEditVariable(let v): return "edit variable cannot be required: \(v)"
    case .nonFiniteConstraint(let c): return "non-finite coefficient or constant: \(c)"
    case .nonFiniteValue(let value): return "non-finite value: \(value)"
    }
  }
}
