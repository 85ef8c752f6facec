import SeededRandom
import Testing

@testable import Cassowary

/// A random constraint both as a solver `Constraint` and as a reference constraint.
struct RandomConstraint {
  var constraint: Constraint
  var reference: RefConstraint
}

/// Builds random small systems over a fixed set of variables.
struct SystemGenerator {
  var rng: SeededGenerator
  let variables: [Variable]

  init(seed: UInt64, variableCount: Int) {
    rng = SeededGenerator(seed: seed)
    variables = (0..<variableCount).map { Variable("x\($0)") }
  }

  static let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(priority: 600)]

  mutating func constraint() -> RandomConstraint {
    var coefficients = [Double](repeating: 0, count: variables.count)
    let termCount = Int.random(in: 1...min(3, variables.count), using: &rng)
    for _ in 0..<termCount {
      let index = Int.random(in: 0..<variables.count, using: &rng)
      var value = Double(Int.random(in: -3...3, using: &rng))
      if value == 0 { value = 1 }
      coefficients[index] += value
    }
    let constant = Double(Int.random(in: -20...20, using: &rng))
    let opIndex = Int.random(in: 0..<3, using: &rng)
    let strength = SystemGenerator.strengths[Int.random(in: 0..<5, using: &rng)]
    var expression = Expression(constant: constant)
    for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
      expression = expression + coefficient * variables[index]
    }
    let op: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][opIndex]
    let refOp: RefConstraint.Op = [.eq, .le, .ge][opIndex]
    let constraint = Constraint(expression, op, strength: strength)
    let reference = RefConstraint(
      coefficients: coefficients, constant: constant, op: refOp,
      weight: strength.isRequired ? nil : strength.weight)
    return RandomConstraint(constraint: constraint, reference: reference)
  }

  mutating func value() -> Double { Double(Int.random(in: -50...50, using: &rng)) }
  mutating func index(_ count: Int) -> Int { Int.random(in: 0..<count, using: &rng) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
}

/// The weighted violation of the soft constraints at the variables' current values, and the
/// largest violation of a required one.
func evaluate(_ constraints: [RefConstraint], _ values: [Double]) -> (objective: Double, required: Double) {
  var objective = 0.0
  var required = 0.0
  for c in constraints {
    let expr = zip(c.coefficients, values).reduce(c.constant) { $0 + $1.0 * $1.1 }
    let violation: Double
    switch c.op {
    case .eq: violation = abs(expr)
    case .ge: violation = max(0, -expr)
    case .le: violation = max(0, expr)
    }
    if let weight = c.weight {
      objective += weight * violation
    } else {
      required = max(required, violation)
    }
  }
  return (objective, required)
}

/// The reference constraint `variable == value` with the edit's strength.
func editReference(_ index: Int, _ value: Double, weight: Double, count: Int) -> RefConstraint {
  var coefficients = [Double](repeating: 0, count: count)
  coefficients[index] = 1
  return RefConstraint(coefficients: coefficients, constant: -value, op: .eq, weight: weight)
}

/// Whether two objective values agree to the tolerance of the property tests.
func objectivesAgree(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
}

/// Expects `values` (by variable index) to hold every required constraint of `all` and to reach the
/// reference simplex's optimum; `context` starts each message and `detail` ends a mismatch's. Returns
/// the reference objective, or nil (recorded) when the reference finds the constraints infeasible.
@discardableResult
func expectReferenceOptimum(
  _ all: [RefConstraint], _ values: [Double], _ context: String, detail: () -> String = { "" }
) -> Double? {
  let ours = evaluate(all, values)
  guard case .optimal(let objective, _) = referenceSolve(all, variableCount: values.count) else {
    Issue.record("\(context): reference infeasible")
    return nil
  }
  #expect(ours.required < 1e-6, "\(context): required violated by \(ours.required)")
  #expect(
    objectivesAgree(ours.objective, objective), "\(context): \(ours.objective) vs \(objective)\(detail())")
  return objective
}

/// Checks a solver against the reference simplex and against a fresh solver given the same `live`
/// constraints and `edits` (by variable index): required constraints hold and both objectives are optimal.
func compareWithReference(
  _ solver: Solver, _ live: [RandomConstraint], _ edits: [Int: (weight: Strength, value: Double)],
  _ variables: [Variable], seed: UInt64, step: Int
) throws {
  var all = live.map(\.reference)
  for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
    all.append(editReference(index, edit.value, weight: edit.weight.weight, count: variables.count))
  }
  // A fresh solver with the same live constraints and edits.
  let fresh = Solver()
  for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
    try fresh.addEditVariable(variables[index], strength: edit.weight)
  }
  for random in live { try fresh.addConstraint(random.constraint) }
  for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
    try fresh.suggestValue(variables[index], edit.value)
  }
  let saved = variables.map(\.value)
  fresh.updateVariables()
  let scratch = evaluate(all, variables.map(\.value))
  // The solver publishes only what moved, so give the shared variables back the incremental
  // solver's values for the next step.
  for (variable, value) in zip(variables, saved) { variable.value = value }
  let context = "seed \(seed) step \(step)"
  guard let objective = expectReferenceOptimum(all, saved, context, detail: { "\n\(solver.dump())" }) else {
    return
  }
  #expect(
    objectivesAgree(scratch.objective, objective), "\(context): fresh \(scratch.objective) vs \(objective)")
}
