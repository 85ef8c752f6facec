import SeededRandom
import Testing

@testable import Cassowary

/// Random edits of UI-shaped systems (chains of definitions, inequalities on defined variables,
/// spacing changed in place, removed and re-added) against the reference simplex.
@Suite("Random layout sequences against the reference simplex")
struct LayoutPropertyTests {
  /// One linear constraint kept in both forms.
  struct Tracked {
    var constraint: Constraint
    var reference: RefConstraint
  }

  @Test("Chains stay optimal through removals, re-adds, constant changes and edits", arguments: 0..<12)
  func chains(batch: Int) throws {
    for seed in 0..<10 {
      try run(seed: UInt64(50_000 + batch * 10 + seed))
    }
  }

  func run(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let n = 4 + Int(seed % 4)
    // Variables: 0 = container width, then per view top, height, width.
    let variables = (0..<(1 + 3 * n)).map { Variable("v\($0)") }
    func top(_ i: Int) -> Int { 1 + 3 * i }
    func height(_ i: Int) -> Int { 2 + 3 * i }
    func width(_ i: Int) -> Int { 3 + 3 * i }
    func make(
      _ terms: [(Int, Double)], _ constant: Double, _ op: RefConstraint.Op, _ strength: Strength
    )
      -> Tracked
    {
      var coefficients = [Double](repeating: 0, count: variables.count)
      var expression = Expression(constant: constant)
      for (index, coefficient) in terms {
        coefficients[index] += coefficient
        expression = expression + coefficient * variables[index]
      }
      let relation: RelationalOperator =
        op == .eq ? .equal : (op == .le ? .lessThanOrEqual : .greaterThanOrEqual)
      return Tracked(
        constraint: Constraint(expression, relation, strength: strength),
        reference: RefConstraint(
          coefficients: coefficients, constant: constant, op: op,
          weight: strength.isRequired ? nil : strength.weight))
    }
    let solver = Solver()
    var live: [Tracked] = []
    var spacing: [Tracked] = []
    for i in 0..<n {
      let gap =
        i == 0
        ? make([(top(i), 1)], -8, .eq, .required)
        : make([(top(i), 1), (top(i - 1), -1), (height(i - 1), -1)], -8, .eq, .required)
      spacing.append(gap)
      live += [
        gap, make([(width(i), 1), (0, -1)], 32, .eq, .required),
        make([(height(i), 1)], -30, .ge, .strong), make([(height(i), 1)], -44, .eq, .weak),
      ]
    }
    live.append(make([(top(n - 1), 1), (height(n - 1), 1)], -Double(40 * n), .le, Strength(priority: 600)))
    try solver.addEditVariable(variables[0], strength: .strong)
    var suggestion = 400.0
    try solver.suggestValue(variables[0], suggestion)
    for tracked in live { try solver.addConstraint(tracked.constraint) }
    for step in 0..<25 {
      let action = Int.random(in: 0..<6, using: &rng)
      let i = Int.random(in: 0..<n, using: &rng)
      switch action {
      case 0:  // remove and re-add a spacing constraint, possibly with extra work in between
        try solver.removeConstraint(spacing[i].constraint)
        live.removeAll { $0.constraint === spacing[i].constraint }
        if Bool.random(using: &rng) {
          solver.updateVariables()
          try compare(solver, live, variables, suggestion, seed, step)
        }
        try solver.addConstraint(spacing[i].constraint)
        live.append(spacing[i])
      case 1:  // change a spacing constant in place
        let constant = -Double(Int.random(in: 0...20, using: &rng))
        try solver.setConstant(constant, of: spacing[i].constraint)
        for index in live.indices where live[index].constraint === spacing[i].constraint {
          live[index].reference.constant = constant
        }
        spacing[i].reference.constant = constant
      case 2:  // a new inequality on defined variables (forces expansions)
        let extra = make(
          [(top(i), 1), (height(i), 1)], -Double(Int.random(in: 50...400, using: &rng)),
          Bool.random(using: &rng) ? .le : .ge, Bool.random(using: &rng) ? .required : .medium)
        do {
          try solver.addConstraint(extra.constraint)
          live.append(extra)
        } catch {}
      case 3:  // remove a random non-spacing constraint
        let candidates = live.indices.filter { index in
          !spacing.contains { $0.constraint === live[index].constraint }
        }
        if let index = candidates.randomElement(using: &rng) {
          try solver.removeConstraint(live[index].constraint)
          live.remove(at: index)
        }
      case 4:
        suggestion = Double(Int.random(in: 100...900, using: &rng))
        try solver.suggestValue(variables[0], suggestion)
      default:  // a soft preference between two views
        let j = Int.random(in: 0..<n, using: &rng)
        let extra = make(
          [(top(i), 1), (top(j), -1)], Double(Int.random(in: -50...50, using: &rng)), .eq, .weak)
        try solver.addConstraint(extra.constraint)
        live.append(extra)
      }
      solver.updateVariables()
      try compare(solver, live, variables, suggestion, seed, step)
    }
  }

  private func compare(
    _ solver: Solver, _ live: [Tracked], _ variables: [Variable], _ suggestion: Double,
    _ seed: UInt64, _ step: Int
  ) throws {
    var all = live.map(\.reference)
    all.append(editReference(0, suggestion, weight: Strength.strong.weight, count: variables.count))
    expectReferenceOptimum(all, variables.map(\.value), "seed \(seed) step \(step)")
  }
}
