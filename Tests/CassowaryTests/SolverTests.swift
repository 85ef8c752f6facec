import Testing

@testable import Cassowary

@Suite("Solver")
struct SolverTests {
  @Test("kiwi's textbook simplex case (a maximization through a weak edit)")
  func textbookSimplex() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    let solver = Solver()
    try solver.addConstraint(x1 >= 0)
    try solver.addConstraint(x2 >= 0)
    try solver.addConstraint(x3 >= 0)
    try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
    try solver.addConstraint(-x1 + 3 * x2 + x3 == 7)
    try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
    try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
    try solver.addEditVariable(z, strength: .weak)
    try solver.suggestValue(z, 1e6)
    solver.updateVariables()
    #expect(abs(x1.value - 13) < 1e-4)
    #expect(abs(x2.value - 3) < 1e-4)
    #expect(abs(x3.value - 11) < 1e-4)
    #expect(abs(z.value - 39) < 1e-4)
  }

  @Test("The issue's example")
  func issueExample() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + 2 * y == 10)
    try solver.addConstraint((x >= 5) | .strong)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 7)
    solver.updateVariables()
    #expect(x.value == 7)
    #expect(y.value == 1.5)
  }

  @Test("Classic Cassowary midpoint: edits move as far as the required constraints allow")
  func midpoint() throws {
    let left = Variable("left")
    let mid = Variable("mid")
    let right = Variable("right")
    let solver = Solver()
    try solver.addConstraint(2 * mid == left + right)
    try solver.addConstraint(left + 10 <= right)
    try solver.addConstraint(right <= 100)
    try solver.addConstraint(left >= 0)
    try solver.addConstraint((left == 10) | .medium)
    try solver.addConstraint((right == 90) | .weak)
    solver.updateVariables()
    #expect(left.value == 10 && right.value == 90 && mid.value == 50)
    try solver.addEditVariable(mid, strength: .strong)
    try solver.suggestValue(mid, 60)
    solver.updateVariables()
    #expect(mid.value == 60 && left.value == 20 && right.value == 100)
    try solver.suggestValue(mid, 200)
    solver.updateVariables()
    #expect(mid.value == 95 && left.value == 90 && right.value == 100)
    try solver.removeEditVariable(mid)
    solver.updateVariables()
    #expect(left.value == 10 && right.value == 90 && mid.value == 50)
  }

  @Test("A weak edit yields to a required inequality (kiwi's sanity test)")
  func editAgainstRequired() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addEditVariable(v, strength: .weak)
    try solver.addConstraint(v >= 1)
    try solver.suggestValue(v, 2)
    solver.updateVariables()
    #expect(v.value == 2)
    try solver.suggestValue(v, 0)
    solver.updateVariables()
    #expect(v.value == 1)
  }

  @Test("Stronger constraints win; removing them lets weaker ones through")
  func strengthsAndRemoval() throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = (x == 10) | .strong
    try solver.addConstraint((x == 5) | .weak)
    try solver.addConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(solver.hasConstraint(strong))
    try solver.removeConstraint(strong)
    #expect(!solver.hasConstraint(strong))
    solver.updateVariables()
    #expect(x.value == 5)
    #expect(solver.constraintCount == 1)
    solver.reset()
    #expect(solver.constraintCount == 0)
    #expect(x.value == 5)
  }

  @Test("Chains of required equalities solve and update")
  func chain() throws {
    let solver = Solver()
    let tops = (0..<50).map { Variable("top\($0)") }
    let heights = (0..<50).map { Variable("h\($0)") }
    try solver.addConstraint(tops[0] == 8)
    for i in 1..<50 { try solver.addConstraint(tops[i] == tops[i - 1] + heights[i - 1] + 8) }
    for h in heights {
      try solver.addConstraint((h >= 30) | .strong)
      try solver.addConstraint((h == 44) | .weak)
    }
    try solver.addConstraint(tops[49] + heights[49] <= 2000)
    solver.updateVariables()
    // 50 views of 44 would need 2600 points, of 30 only 1900: the weak 44 gives way.
    #expect(abs(tops[49].value + heights[49].value - 2000) < 1e-9)
    for h in heights { #expect(h.value >= 30 - 1e-9 && h.value <= 44 + 1e-9) }
  }

  @Test("Re-adding a link that would close a cycle of definitions goes through the tableau")
  func definitionCycle() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let first = a == b + 1
    try solver.addConstraint(first)
    try solver.addConstraint(c == a + 1)
    try solver.addConstraint(b == 10)
    try solver.removeConstraint(first)
    #expect(throws: SolverError.self) { try solver.addConstraint(a == c - 2) }
    try solver.addConstraint(a == c - 1)  // redundant with c == a + 1, not a conflict
    try solver.addConstraint((a == 3) | .weak)
    solver.updateVariables()
    #expect(a.value == 3 && c.value == 4 && b.value == 10)
    try solver.addConstraint(first)
    solver.updateVariables()
    #expect(a.value == 11 && c.value == 12)
  }

  @Test("Dump names every section and the objects in them")
  func dump() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == y + 8)
    try solver.addConstraint((y >= 2) | .strong)
    try solver.addEditVariable(y, strength: .weak)
    solver.updateVariables()
    let text = solver.dump()
    for header in [
      "Objective", "Tableau", "Infeasible", "Definitions", "Variables", "Edit Variables", "Constraints",
    ] {
      #expect(text.contains(header + "\n" + String(repeating: "-", count: header.count)))
    }
    #expect(text.contains("x#"))
    #expect(text.contains("y#"))
    #expect(text.contains(">= 0 | strong"))
    #expect(text.contains("| weak"))
  }
}
