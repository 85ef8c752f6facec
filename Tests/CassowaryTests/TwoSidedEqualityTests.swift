import Cassowary
import SeededRandom
import Testing

/// `Constraint(_:equalAbove:below:)`: one soft equality whose two sides cost differently, which must
/// solve exactly as the pair `expression <= 0 | above` and `expression >= 0 | below` does.
@Suite("Two-sided soft equalities")
struct TwoSidedEqualityTests {
  @Test("A hugging and compression pair: each side gives only to a stronger pull")
  func pullsOnEachSide() throws {
    for (pull, expected) in [(20.0, 20.0), (0.0, 10.0)] {
      let solver = Solver()
      let x = Variable("x")
      let size = try #require(Constraint(x - 10, equalAbove: .weak, below: .strong))
      try solver.addConstraint(size)
      try solver.addConstraint((x == pull) | .medium)
      solver.updateVariables()
      // Above 10 costs weak, less than the medium pull to 20; below 10 costs strong, more than the pull
      // to 0.
      #expect(abs(x.value - expected) < 1e-9, "pull to \(pull): x = \(x.value)")
    }
  }

  @Test("A required side is refused: it must be an inequality of its own")
  func requiredSideIsRefused() {
    let x = Variable("x")
    #expect(Constraint(x - 10, equalAbove: .required, below: .strong) == nil)
    #expect(Constraint(x - 10, equalAbove: .weak, below: .required) == nil)
  }

  @Test("It takes one row, and removing it leaves the solver as it was")
  func removalRestores() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    let rows = solver.rowCount
    let symbols = solver.symbolCount
    let size = try #require(Constraint(x - 10, equalAbove: .weak, below: .strong))
    try solver.addConstraint(size)
    #expect(solver.rowCount == rows + 1)
    let pull = (x == 30) | .medium
    try solver.addConstraint(pull)
    try solver.removeConstraint(size)
    solver.updateVariables()
    #expect(abs(x.value - 30) < 1e-9)
    try solver.removeConstraint(pull)
    #expect(solver.rowCount == rows)
    #expect(solver.symbolCount == symbols)
    #expect(size.description == "1.0 * x + -10.0 == 0 | weak above, strong below")
  }

  @Test("Random systems: the same optimum as the pair of inequalities", arguments: 0..<10)
  func matchesThePair(batch: Int) throws {
    for seed in 0..<50 { try checkSystem(seed: UInt64(batch * 50 + seed)) }
  }

  /// A random system plus two-sided equalities, solved by the solver and by the reference simplex with
  /// each two-sided equality written as its pair.
  func checkSystem(seed: UInt64) throws {
    var gen = SystemGenerator(seed: seed, variableCount: 2 + Int(seed % 3))
    let solver = Solver()
    var accepted: [RefConstraint] = []
    let softs = SystemGenerator.strengths.filter { !$0.isRequired }
    for step in 0..<(3 + Int(seed % 6)) {
      var random = gen.constraint()
      if step % 2 == 0 {
        let (above, below) = (softs[gen.index(softs.count)], softs[gen.index(softs.count)])
        let expression = random.constraint.expression
        random.constraint = try #require(Constraint(expression, equalAbove: above, below: below))
        var pair = random.reference
        pair.op = .le
        pair.weight = above.weight
        accepted.append(pair)
        random.reference.op = .ge
        random.reference.weight = below.weight
      }
      do {
        try solver.addConstraint(random.constraint)
        accepted.append(random.reference)
      } catch {
        // Only a required constraint can be refused (a two-sided one is never required).
        #expect(random.constraint.strength.isRequired, "seed \(seed): refused \(random.constraint)")
      }
    }
    solver.updateVariables()
    let values = gen.variables.map(\.value)
    let ours = evaluate(accepted, values)
    guard case .optimal(let objective, _) = referenceSolve(accepted, variableCount: gen.variables.count)
    else {
      Issue.record("seed \(seed): reference infeasible for accepted constraints")
      return
    }
    #expect(ours.required < 1e-6, "seed \(seed): required violated by \(ours.required)")
    #expect(objectivesAgree(ours.objective, objective), "seed \(seed): \(ours.objective) vs \(objective)")
  }
}
