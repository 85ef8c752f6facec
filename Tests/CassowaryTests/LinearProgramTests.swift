import Cassowary
import Testing

/// `Solver.linearProgram()`: the solver's problem in CPLEX LP format, with its solution's cost.
@Suite("Linear program export")
struct LinearProgramTests {
  /// x ≥ 10 (required), x = 4 (strong), y ≤ x − 2 (weak), y an edit variable (medium) suggested 30.
  func solved() throws -> (Solver, Variable, Variable) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((x == 4) | .strong)
    try solver.addConstraint((y <= x - 2) | .weak)
    try solver.addEditVariable(y, strength: .medium)
    try solver.suggestValue(y, 30)
    solver.updateVariables()
    return (solver, x, y)
  }

  @Test("the program names every constraint, weighs each error by its strength and asks for the suggestion")
  func text() throws {
    let (solver, _, _) = try solved()
    let program = solver.linearProgram()
    #expect(
      program.text == """
        \\ Written by Cassowary's Solver.linearProgram()
        \\ x0 = x
        \\ x1 = y
        Minimize
         cost:
         + 1000000 e0 + 1000000 e1
         + 1 e2
         + 1000 e3 + 1000 e4
        Subject To
         c0: + 1 x0 >= 10
         c1: + 1 x0 - 1 e0 + 1 e1 = 4
         c2: + 1 x1 - 1 x0 - 1 e2 <= -2
         c3: + 1 x1 - 1 e3 + 1 e4 = 30
        Bounds
         x0 free
         x1 free
        End

        """)
    #expect(program.constraintCount == 4)
    #expect(program.variableCount == 2)
  }

  @Test("the cost is the objective at the solver's values: strength times violation, summed")
  func cost() throws {
    let (solver, x, y) = try solved()
    #expect(x.value == 10)
    #expect(y.value == 30)
    let program = solver.linearProgram()
    // x = 4 misses by 6 at strong (1e6); y ≤ x − 2 misses by 22 at weak (1); the edit holds.
    #expect(program.currentCost == 6_000_022)
    #expect(program.worstRequiredViolation == 0)
  }

  @Test("a two-sided soft equality costs its lower strength below and its upper one above")
  func twoSided() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 8)
    let hug = try #require(Constraint(x - 5, equalAbove: .weak, below: .strong))
    try solver.addConstraint(hug)
    solver.updateVariables()
    let program = solver.linearProgram()
    #expect(program.text.contains(" + 1 e0 + 1000000 e1\n"))
    #expect(program.currentCost == 3)
    try solver.removeConstraint(hug)
    try solver.addConstraint((x <= 2) | .strong)
    try solver.addConstraint(Constraint(x - 9, equalAbove: .weak, below: .strong)!)
    solver.updateVariables()
    // x ≤ 2 (strong) against x ≥ 8 (required) and x = 9 (strong below): x = 9 costs 7e6.
    #expect(solver.linearProgram().currentCost == 7_000_000)
  }

  @Test("values not yet updated show as a violated required constraint; removed constraints are gone")
  func staleValuesAndRemovals() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 10
    try solver.addConstraint(floor)
    #expect(solver.linearProgram().worstRequiredViolation == 10)
    solver.updateVariables()
    #expect(solver.linearProgram().worstRequiredViolation == 0)
    try solver.removeConstraint(floor)
    let empty = solver.linearProgram()
    #expect(empty.constraintCount == 0)
    #expect(!empty.text.contains(" c0:"))
  }

  @Test("a constraint without variables writes no row (none an LP reader accepts) but keeps its cost")
  func constantOnly() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x - x - 3 >= 0) | .weak)
    try solver.addConstraint(x == 2)
    solver.updateVariables()
    let program = solver.linearProgram()
    #expect(program.constraintCount == 1)
    #expect(program.text.contains(" c0: + 1 x0 = 2\n"))
    #expect(!program.text.contains(": >="))
    #expect(program.currentCost == 3)
  }
}
