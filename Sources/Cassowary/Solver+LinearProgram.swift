// The solver's problem written out as a linear program, to check a solution against another solver.

/// A solver's constraints as a linear program in CPLEX LP format, which LP solvers read (`clp FILE`,
/// `glpsol --lp FILE`, HiGHS, CPLEX, Gurobi), with the cost of the solver's own solution.
///
/// Required constraints are the program's constraints; each non-required one gets error variables
/// (one for an inequality, two for an equality) that the objective weighs by its strength, as the
/// solver does. The program's optimum therefore equals ``currentCost`` when the solver's solution is
/// optimal. Variables are named `x0`, `x1`, … in order of first use, their own names listed in a
/// comment; errors are `e0`, `e1`, …; an edit variable's constraint asks for its last suggestion.
public struct LinearProgram: Sendable {
  /// The program in CPLEX LP format.
  public let text: String
  /// The objective at the variables' current values (after ``Solver/updateVariables()``): the sum
  /// over non-required constraints of strength × violation.
  public let currentCost: Double
  /// The largest violation of a required constraint at the variables' current values.
  public let worstRequiredViolation: Double
  /// The number of constraints written (edit constraints included).
  public let constraintCount: Int
  /// The number of distinct variables.
  public let variableCount: Int
}

extension Solver {
  /// The solver's constraints and edit variables as a linear program (see ``LinearProgram``). O(terms).
  public func linearProgram() -> LinearProgram {
    var writer = LinearProgramWriter()
    var suggestions: [Int32: Double] = [:]
    for case let edit? in core.edits.items { suggestions[edit.record] = edit.suggestion }
    let records = core.records.items.indices.compactMap { slot in
      core.records.items[slot].map { (record: $0, suggestion: suggestions[Int32(slot)]) }
    }
    for (record, suggestion) in records.sorted(by: { $0.record.order < $1.record.order }) {
      writer.add(record.constraint, suggestion: suggestion)
    }
    return writer.finish()
  }
}

/// Builds a ``LinearProgram`` one constraint at a time.
struct LinearProgramWriter {
  private var names: [ObjectIdentifier: Int] = [:]
  private var variables: [Variable] = []
  private var objective: [String] = []
  private var rows: [String] = []
  private var errorCount = 0
  private var cost = 0.0
  private var worstViolation = 0.0

  /// Adds `constraint`; `suggestion` is set for an edit variable's constraint (`variable == suggestion`).
  mutating func add(_ constraint: Constraint, suggestion: Double?) {
    var terms = ""
    var value = constraint.expression.constant
    for term in constraint.expression.terms {
      terms += " \(signed(term.coefficient)) \(name(term.variable))"
      value += term.coefficient * term.variable.value
    }
    var rhs = -constraint.expression.constant
    if let suggestion {
      rhs = suggestion
      value -= suggestion
    }
    count(constraint, value)
    // A constant alone (`x - x + 5 >= 0`) is no row an LP reader accepts; what it costs is counted above.
    guard !terms.isEmpty else { return }
    let label = " c\(rows.count):"
    if constraint.strength.isRequired {
      rows.append("\(label)\(terms) \(relation(constraint.op)) \(number(rhs))")
    } else if constraint.op == .equal {
      let above = constraint.strength.weight
      let below = constraint.strengthBelow?.weight ?? above
      let (over, under) = (nextError(), nextError())
      objective.append("\(signed(above)) \(over) \(signed(below)) \(under)")
      rows.append("\(label)\(terms) - 1 \(over) + 1 \(under) = \(number(rhs))")
    } else {
      let error = nextError()
      objective.append("\(signed(constraint.strength.weight)) \(error)")
      // `expression >= 0` becomes `expression + e >= 0`, `expression <= 0` becomes `expression - e <= 0`.
      rows.append(
        "\(label)\(terms) \(constraint.op == .greaterThanOrEqual ? "+" : "-") 1 \(error) "
          + "\(relation(constraint.op)) \(number(rhs))")
    }
  }

  /// Adds the violation of `constraint`, whose expression is `value` at the current values, to the worst
  /// (required) or, weighed by its strength on that side, to the cost (soft).
  private mutating func count(_ constraint: Constraint, _ value: Double) {
    let violation = constraint.op == .equal ? abs(value) : max(0, sign(constraint.op) * -value)
    if constraint.strength.isRequired {
      worstViolation = max(worstViolation, violation)
    } else {
      let below = constraint.op == .equal && value < 0 ? constraint.strengthBelow : nil
      cost += (below ?? constraint.strength).weight * violation
    }
  }

  /// The program: objective, constraints, the variables declared free, and their names.
  func finish() -> LinearProgram {
    var lines = ["\\ Written by Cassowary's Solver.linearProgram()"]
    for (index, variable) in variables.enumerated() where !variable.name.isEmpty {
      lines.append("\\ x\(index) = \(String(variable.name.map { $0.isNewline ? " " : $0 }))")
    }
    lines.append("Minimize")
    lines.append(" cost:" + (objective.isEmpty ? " 0 x0" : ""))
    lines += objective.map { " \($0)" }
    lines.append("Subject To")
    lines += rows
    lines.append("Bounds")
    lines += variables.indices.map { " x\($0) free" }
    lines.append("End")
    return LinearProgram(
      text: lines.joined(separator: "\n") + "\n", currentCost: cost, worstRequiredViolation: worstViolation,
      constraintCount: rows.count, variableCount: variables.count)
  }

  private mutating func name(_ variable: Variable) -> String {
    let key = ObjectIdentifier(variable)
    if let index = names[key] { return "x\(index)" }
    names[key] = variables.count
    variables.append(variable)
    return "x\(variables.count - 1)"
  }

  private mutating func nextError() -> String {
    errorCount += 1
    return "e\(errorCount - 1)"
  }

  /// +1 for `>=` (violated below zero), -1 for `<=`.
  private func sign(_ op: RelationalOperator) -> Double { op == .lessThanOrEqual ? -1 : 1 }

  private func relation(_ op: RelationalOperator) -> String {
    switch op {
    case .equal: return "="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  /// `+ 2` or `- 0.5`: a coefficient with its sign apart, as the format wants.
  private func signed(_ value: Double) -> String { (value < 0 ? "- " : "+ ") + number(abs(value)) }

  /// Shortest round-tripping decimal (Swift's description), without a trailing `.0`.
  private func number(_ value: Double) -> String {
    let text = "\(value == 0 ? 0 : value)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
