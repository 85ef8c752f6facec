@testable import Boxwood
@testable import Cassowary

/// What a solved layout costs, read from the variables' values (not from the solver's tableau): the
/// weighted violation of the optional constraints, and the total violation of the required ones.
///
/// Two layouts of the same constraints that both leave the required ones holding and cost the same are
/// both optimal: where their frames differ, the optimum is not unique (the layout is ambiguous), and
/// another pivot path may legitimately end at another optimum.
struct LayoutCost: Equatable, CustomStringConvertible {
  var optional = 0.0
  var required = 0.0

  var description: String { "optional \(optional), required violation \(required)" }

  /// Whether both hold every required constraint and cost the same, to rounding.
  func isSameOptimum(as other: LayoutCost) -> Bool {
    let scale = max(1, abs(optional), abs(other.optional))
    return required < 1e-6 && other.required < 1e-6 && abs(optional - other.optional) <= 1e-9 * scale
  }
}

extension Solver {
  /// The cost of the current values (after ``updateVariables()``), see ``LayoutCost``.
  var layoutCost: LayoutCost {
    var cost = LayoutCost()
    for record in core.records.items.compactMap({ $0 }) where !record.isEdit {
      let constraint = record.constraint
      let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * $1.variable.value
      }
      let violation: Double
      switch constraint.op {
      case .equal: violation = abs(value)
      case .lessThanOrEqual: violation = max(0, value)
      case .greaterThanOrEqual: violation = max(0, -value)
      }
      if constraint.strength.isRequired {
        cost.required += violation
      } else if let below = constraint.strengthBelow, value < 0 {
        cost.optional += below.weight * violation
      } else {
        cost.optional += constraint.strength.weight * violation
      }
    }
    return cost
  }
}

extension View {
  /// The cost of the layout of the view's tree (its root's engine), or nil if it has none.
  var treeLayoutCost: LayoutCost? { treeRoot.layoutEngine?.solver.layoutCost }
}
