import Testing

@testable import Cassowary

/// Required inequalities kept out of the tableau as definitions (`x := e + slack`), and handed over to a
/// later required equality on their variable (``Solver/definesInequalities``).
@Suite("Inequality definitions")
struct InequalityDefinitionTests {
  /// amoeba's binary tree (`test_binarytree`) with `rows` rows and its root (a strong edit variable)
  /// wanting x = `root`: the solver, the points row by row, every constraint and the number of leaves.
  func buildTree(
    rows: Int, root: Double, definesInequalities: Bool = true
  ) throws -> (
    solver: Solver, xs: [Variable], constraints: [Constraint], leaves: Int
  ) {
    let solver = Solver()
    solver.definesInequalities = definesInequalities
    var xs = [Variable("x0")]
    try solver.addEditVariable(xs[0], strength: .strong)
    try solver.suggestValue(xs[0], root)
    var (rowStart, rowCount) = (0, 1)
    var constraints: [Constraint] = []
    for _ in 1..<rows {
      let previousStart = rowStart
      rowStart += rowCount
      rowCount *= 2
      for point in 0..<rowCount {
        let x = Variable("x\(rowStart + point)")
        xs.append(x)
        constraints.append(point > 0 ? x >= xs[rowStart + point - 1] + 5 : x >= 0)
        try solver.addConstraint(constraints.last!)
        if point % 2 == 1 {
          constraints.append(xs[previousStart + point / 2] == 0.5 * x + 0.5 * xs[rowStart + point - 1])
          try solver.addConstraint(constraints.last!)
        }
      }
    }
    solver.updateVariables()
    return (solver, xs, constraints, rowCount)
  }

  /// The tree packed as tightly as the siblings allow, which wanting the root at 0 gives (a unique
  /// optimum; so does amoeba's 500 for 9 rows, whose tightest root is at 637.5): checks the layout and
  /// returns the solver's work (cells rewritten, cycle-check steps, definitions expanded, ranks raised).
  func binaryTree(rows: Int, root: Double = 0, definesInequalities: Bool = true) throws -> Int {
    let tree = try buildTree(rows: rows, root: root, definesInequalities: definesInequalities)
    let xs = tree.xs
    #expect(abs(xs[0].value - (xs[1].value + xs[2].value) / 2) < 1e-6, "root \(xs[0].value)")
    for (k, leaf) in xs.suffix(tree.leaves).enumerated() { #expect(abs(leaf.value - 5 * Double(k)) < 1e-6) }
    return tree.solver.core.cellsRewritten
  }

  @Test("amoeba's own case: 9 rows, the root wanting 500, comes out at 637.5 with leaf k at 5k")
  func amoebaTree() throws {
    _ = try binaryTree(rows: 9, root: 500)
    _ = try binaryTree(rows: 9, root: 500, definesInequalities: false)
  }

  /// Every required constraint of the tree holds, whatever the root wants: with the root far right the
  /// optimum is not unique, and each hand-over must still keep its inequality. Solving a parent's
  /// equality for a child (`b := 2 p - a`, when the parent cannot be defined) doubled the weights at each
  /// level: at 8 rows an expansion cancelled terms of 5.6e9 down to 10, the relative tolerance took that
  /// 10 for zero, and a leaf sat 10 points left of where its inequality allows.
  @Test("amoeba's tree with 2–9 rows and the root wanting 0, 100, 500 or 2,000: every constraint holds")
  func everyTreeConstraintHolds() throws {
    for rows in 2...9 {
      for root in [0.0, 100, 500, 2000] {
        let all = try buildTree(rows: rows, root: root).constraints
        for constraint in all {
          let value = constraint.expression.terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * $1.variable.value
          }
          let holds = constraint.op == .equal ? abs(value) < 1e-6 : value > -1e-6
          #expect(holds, "\(rows) rows, root \(root): \(constraint) is off by \(value)")
        }
      }
    }
  }

  @Test("A chain of inequalities is a chain of definitions, each at its bound")
  func chainOfDefinitions() throws {
    let solver = Solver()
    let xs = (0..<50).map { Variable("x\($0)") }
    try solver.addConstraint(xs[0] >= 0)
    for i in 1..<xs.count { try solver.addConstraint(xs[i] >= xs[i - 1] + 5) }
    #expect(solver.rowCount == 0 && solver.definitionCount == 50)
    solver.updateVariables()
    for (i, x) in xs.enumerated() { #expect(x.value == 5 * Double(i)) }
  }

  /// Each parent midway between its children takes over the parent's inequality: the inequality's row is
  /// the difference of two points that expand down the same chains and cancel, so the work grows like
  /// N log N (5.3× the work for 4× the points, then 4.9×). With every inequality a row, each row holds every slack
  /// before it on its chain: 11× the work.
  ///
  /// Handing a parent over raises its rank, and with it the ranks of the later parents of its row, still
  /// defined by their inequalities on the one before; raised only as far as needed, each hand-over walked
  /// the rest of the row (6.2× and 7.4× the work here); raised twice as far, about log N walks do.
  @Test("amoeba's binary tree: 4× the points cost at most 6× the work")
  func binaryTreeGrowth() throws {
    let small = try binaryTree(rows: 6)
    let large = try binaryTree(rows: 8)
    let huge = try binaryTree(rows: 10)
    #expect(large <= 6 * small, "work \(small) at 63 points, \(large) at 255")
    #expect(huge <= 6 * large, "work \(large) at 255 points, \(huge) at 1,023")
    let kiwiSmall = try binaryTree(rows: 6, definesInequalities: false)
    let kiwiLarge = try binaryTree(rows: 8, definesInequalities: false)
    #expect(kiwiLarge > 6 * kiwiSmall, "rows: work \(kiwiSmall) at 63 points, \(kiwiLarge) at 255")
  }

  /// `p >= 0`, `a >= 0` and `b >= a + 5` are definitions; `p == (a + b) / 2` takes p over, and `p >= 0`
  /// becomes a row.
  func handedOver() throws -> (Solver, p: Variable, a: Variable, b: Variable, [Constraint]) {
    let solver = Solver()
    let (p, a, b) = (Variable("p"), Variable("a"), Variable("b"))
    let constraints = [p >= 0, a >= 0, b >= a + 5, p == 0.5 * a + 0.5 * b]
    for constraint in constraints.prefix(3) { try solver.addConstraint(constraint) }
    #expect(solver.definitionCount == 3 && solver.rowCount == 0)
    try solver.addConstraint(constraints[3])
    #expect(solver.definitionCount == 3 && solver.rowCount == 1)
    solver.updateVariables()
    #expect(p.value == 2.5 && a.value == 0 && b.value == 5)
    return (solver, p, a, b, constraints)
  }

  @Test("An equality takes over a variable an inequality defines; removing either leaves the other")
  func handOverAndRemove() throws {
    var (solver, p, _, _, constraints) = try handedOver()
    try solver.removeConstraint(constraints[3])
    solver.updateVariables()
    #expect(p.value >= 0, "nothing but p >= 0 holds p now")
    #expect(solver.rowCount + solver.definitionCount == 3)
    (solver, p, _, _, constraints) = try handedOver()
    try solver.removeConstraint(constraints[0])
    try solver.addConstraint((p == -10) | .strong)
    solver.updateVariables()
    #expect(p.value == 2.5, "the equality holds p midway, whatever pulls it")
    try solver.removeConstraints(Array(constraints[1...3]))
    solver.updateVariables()
    #expect(p.value == -10)
  }

  @Test("A hand-over that breaks the inequality is refused, naming it, and nothing changes")
  func handOverConflict() throws {
    let solver = Solver()
    let (p, a, b) = (Variable("p"), Variable("a"), Variable("b"))
    let floor = p >= 10
    try solver.addConstraints([floor, a == 0, b == 4])
    let before = (solver.rowCount, solver.definitionCount, solver.symbolCount, solver.constraintCount)
    let midway = p == 0.5 * a + 0.5 * b
    #expect {
      try solver.addConstraint(midway)
    } throws: { error in
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error as? SolverError else {
        return false
      }
      return constraint === midway && conflicts.contains { $0 === floor }
    }
    #expect(before == (solver.rowCount, solver.definitionCount, solver.symbolCount, solver.constraintCount))
    solver.updateVariables()
    #expect(p.value == 10 && a.value == 0 && b.value == 4)
    try solver.removeConstraint(floor)
    try solver.addConstraint(midway)
    solver.updateVariables()
    #expect(p.value == 2)
  }

  /// `variable`'s value once the solver has published its solution.
  func solved(_ solver: Solver, _ variable: Variable) -> Double {
    solver.updateVariables()
    return variable.value
  }

  @Test("A variable pulled off its bound: the slack turns basic and the definition follows it")
  func slackTurnsBasic() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 5
    try solver.addConstraint(floor)
    let pull = (x == 20) | .weak
    try solver.addConstraint(pull)
    #expect(solved(solver, x) == 20 && solver.definitionCount == 1)
    try solver.setConstant(-25, of: floor)
    #expect(solved(solver, x) == 25)
    try solver.setConstant(-12, of: floor)
    #expect(solved(solver, x) == 20)
    try solver.removeConstraint(pull)
    #expect(solved(solver, x) == 12)
    try solver.removeConstraint(floor)
    #expect(solver.rowCount == 0 && solver.definitionCount == 0)
  }

  /// The slack of `x >= 5` is basic while `x <= 10` and a weak pull hold x at 10: moving the floor above
  /// the ceiling must be refused, naming the ceiling (it was taken for a change that cannot fail).
  @Test("A new constant that breaks an inequality definition off its bound is refused")
  func constantChangeConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 5
    let ceiling = x <= 10
    try solver.addConstraints([floor, ceiling, (x == 20) | .weak])
    #expect(solved(solver, x) == 10)
    #expect {
      try solver.setConstant(-15, of: floor)
    } throws: { error in
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error as? SolverError else {
        return false
      }
      return constraint === floor && conflicts.contains { $0 === ceiling }
    }
    #expect(solved(solver, x) == 10 && floor.expression.constant == -5)
    try solver.setConstant(-8, of: floor)
    try solver.removeConstraint(ceiling)
    #expect(solved(solver, x) == 20)
  }

  @Test("New constants for inequality definitions, both ways round")
  func constantChanges() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    let floor = x >= 5
    let ceiling = y <= 5
    try solver.addConstraints([floor, ceiling, (y == 10) | .weak])
    solver.updateVariables()
    #expect(x.value == 5 && y.value == 5 && solver.definitionCount == 2)
    try solver.setConstant(-7, of: floor)
    try solver.setConstant(-3, of: ceiling)
    solver.updateVariables()
    #expect(x.value == 7 && y.value == 3)
  }
}
