import Cassowary
import Testing

/// `rowCount`, `definitionCount` and `symbolCount`: what soak tests compare between identical states.
@Suite("Solver introspection")
struct SolverIntrospectionTests {
  @Test("an empty solver counts nothing")
  func emptySolver() {
    let solver = Solver()
    #expect(solver.rowCount == 0)
    #expect(solver.definitionCount == 0)
    #expect(solver.symbolCount == 0)
    #expect(solver.constraintCount == 0)
  }

  @Test("rows, definitions and symbols grow with constraints and come back exactly when they are removed")
  func countsReturn() throws {
    let solver = Solver()
    let width = Variable("width")
    let a = Variable("a")
    let b = Variable("b")
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(width, 400)
    try solver.addConstraint(a >= 0)
    let base = (solver.rowCount, solver.definitionCount, solver.symbolCount, solver.constraintCount)
    #expect(base.0 >= 1)
    for cycle in 0..<200 {
      // A required equality (a definition), an inequality (a row) and a soft constraint (errors).
      let added = [b == a + 8, (a <= width - 16), (b == 44) | .weak]
      try solver.addConstraints(added)
      #expect(solver.constraintCount == base.3 + 3)
      #expect(solver.symbolCount > base.2)
      #expect(solver.rowCount + solver.definitionCount > base.0 + base.1)
      try solver.suggestValue(width, Double(300 + cycle % 50))
      solver.updateVariables()
      try solver.removeConstraints(added)
      #expect(solver.rowCount == base.0, "cycle \(cycle)")
      #expect(solver.definitionCount == base.1, "cycle \(cycle)")
      #expect(solver.symbolCount == base.2, "cycle \(cycle)")
      #expect(solver.constraintCount == base.3, "cycle \(cycle)")
    }
  }

  @Test("a required equality on a fresh variable is a definition, not a row")
  func definitionsAreCounted() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == y + 10)
    #expect(solver.definitionCount == 1)
    #expect(solver.rowCount == 0)
    // y, which only x's definition mentions, can be an inequality's subject too: `y := 5 + slack`.
    try solver.addConstraint(y >= 5)
    #expect(solver.rowCount == 0 && solver.definitionCount == 2)
    solver.updateVariables()
    #expect(x.value == 15 && y.value == 5)
    let kiwi = Solver()
    kiwi.definesInequalities = false
    try kiwi.addConstraint(x == y + 10)
    try kiwi.addConstraint(y >= 5)
    #expect(kiwi.rowCount == 1 && kiwi.definitionCount == 1)
    solver.reset()
    #expect(solver.rowCount == 0 && solver.definitionCount == 0 && solver.symbolCount == 0)
  }
}
