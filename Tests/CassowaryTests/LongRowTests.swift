import Testing

@testable import Cassowary

/// Long rows lose cells in place, as holes (``Row/bury(at:)``), when short rows are substituted into
/// them: random churn over a system whose edit variable is the sum of many others must keep every
/// hole out of the columns and every result optimal.
@Suite("Long rows with holes")
struct LongRowTests {
  static let termCount = 40

  @Test("A sum of 40 variables under random churn stays exact, with holes made and filled", arguments: 0..<4)
  func churnOverALongSum(batch: Int) throws {
    var stepsWithHoles = 0
    for seed in 0..<5 {
      stepsWithHoles += try run(seed: UInt64(70_000 + batch * 5 + seed))
    }
    // Without holes (cells moved out of long rows) this would be 0.
    #expect(stepsWithHoles >= 50, "only \(stepsWithHoles) of 200 steps left a hole in a row")
  }

  /// `x0 = x1 + … + x40` (required), each `x ≥ 0`, and x0 a strong edit variable, then 40 steps of
  /// random short constraints added and removed and new suggestions. Returns how many steps ended
  /// with a hole in some row.
  func run(seed: UInt64) throws -> Int {
    var gen = SystemGenerator(seed: seed, variableCount: Self.termCount + 1)
    let solver = Solver()
    var live = [sum(gen.variables)]
    for index in 1...Self.termCount { live.append(atLeastZero(gen.variables, index)) }
    try solver.addConstraints(live.map(\.constraint))
    try solver.addEditVariable(gen.variables[0], strength: .strong)
    var edits: [Int: (weight: Strength, value: Double)] = [0: (.strong, 0)]
    var stepsWithHoles = 0
    for step in 0..<40 {
      let action = gen.index(10)
      if action < 5 {
        let random = gen.constraint()
        if (try? solver.addConstraint(random.constraint)) != nil { live.append(random) }
      } else if action < 7 && live.count > 1 {
        let victim = live.remove(at: 1 + gen.index(live.count - 1))
        try solver.removeConstraint(victim.constraint)
      } else {
        let value = gen.value() * 4
        try solver.suggestValue(gen.variables[0], value)
        edits[0]!.value = value
      }
      if solver.core.rows.items.contains(where: { $0.holes > 0 }) { stepsWithHoles += 1 }
      solver.updateVariables()
      let problem = solver.core.columnIndexProblem()
      #expect(problem == nil, "seed \(seed) step \(step): \(problem ?? "")")
      try compareWithReference(solver, live, edits, gen.variables, seed: seed, step: step)
    }
    return stepsWithHoles
  }

  /// `x0 == x1 + … + xn`, required.
  private func sum(_ variables: [Variable]) -> RandomConstraint {
    var expression = Expression(constant: 0) + 1 * variables[0]
    var coefficients = [1.0]
    for variable in variables.dropFirst() {
      expression = expression - 1 * variable
      coefficients.append(-1)
    }
    let constraint = Constraint(expression, .equal, strength: .required)
    let reference = RefConstraint(coefficients: coefficients, constant: 0, op: .eq, weight: nil)
    return RandomConstraint(constraint: constraint, reference: reference)
  }

  /// `x[index] >= 0`, required.
  private func atLeastZero(_ variables: [Variable], _ index: Int) -> RandomConstraint {
    var coefficients = [Double](repeating: 0, count: variables.count)
    coefficients[index] = 1
    let constraint = Constraint(Expression(constant: 0) + 1 * variables[index], .greaterThanOrEqual)
    let reference = RefConstraint(coefficients: coefficients, constant: 0, op: .ge, weight: nil)
    return RandomConstraint(constraint: constraint, reference: reference)
  }
}
