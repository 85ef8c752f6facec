import Testing

@testable import Cassowary

@Suite("Variables, terms, expressions and constraints")
struct ExpressionTests {
  @Test("Variables have identity semantics")
  func variableIdentity() {
    let a = Variable("x")
    let b = Variable("x")
    #expect(a !== b)
    #expect(a.id != b.id)
    #expect(a.value == 0)
    #expect(a.description == "x")
    #expect(Variable().description == "<anonymous>")
  }

  @Test("Operators build the expected terms and constants")
  func operators() {
    let x = Variable("x")
    let y = Variable("y")
    let e = x + 2 * y - 3
    #expect(e.terms.count == 2)
    #expect(e.terms[1].coefficient == 2)
    #expect(e.constant == -3)
    let f = -(x / 2 - y * 4 + 1)
    #expect(f.terms.map(\.coefficient) == [-0.5, 4])
    #expect(f.constant == -1)
    let g = 10 - x
    #expect(g.terms[0].coefficient == -1)
    #expect(g.constant == 10)
    let h = (x + y) * 3 + (2 * x) / 2
    #expect(h.terms.map(\.coefficient) == [3, 3, 1])
  }

  @Test("Relations move everything to the left and merge duplicate variables")
  func relations() {
    let x = Variable("x")
    let y = Variable("y")
    let c = x + 2 * y == 10 + x
    #expect(c.op == .equal)
    #expect(c.strength == .required)
    #expect(c.expression.terms.count == 1)
    #expect(c.expression.terms[0].variable === y)
    #expect(c.expression.constant == -10)
    let d = (x <= y) | .strong
    #expect(d.op == .lessThanOrEqual)
    #expect(d.strength == .strong)
    let e = (5 >= x) | 750
    #expect(e.op == .greaterThanOrEqual)
    #expect(e.strength == .strong)
    #expect(c !== (x + 2 * y == 10 + x))
  }

  @Test("Constraints describe themselves readably")
  func description() {
    let x = Variable("x")
    #expect(((2 * x >= 4) | .weak).description == "2.0 * x + -4.0 >= 0 | weak")
  }
}

@Suite("Strength")
struct StrengthTests {
  @Test("kiwi's tiers and clipping")
  func tiers() {
    #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
    #expect(Strength(strong: 0, medium: 1, weak: 0) == .medium)
    #expect(Strength(strong: 0, medium: 0, weak: 1) == .weak)
    #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
    #expect(Strength(strong: 5000, medium: 0, weak: 0).weight == 1e9)
    #expect(Strength(strong: -1, medium: .nan, weak: 2, weight: 2).weight == 4)
    #expect(Strength(weight: 1e20) == .required)
    #expect(Strength(weight: -3).weight == 0)
    #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    #expect(Strength.strong.description == "strong")
  }

  @Test("UIKit priorities map to strictly increasing weights")
  func priorities() {
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 250) == .weak)
    #expect(Strength(priority: 500) == .medium)
    #expect(Strength(priority: 750) == .strong)
    var previous = Strength(priority: 0)
    for p in 1...999 {
      let s = Strength(priority: Double(p))
      #expect(s > previous, "priority \(p)")
      #expect(!s.isRequired)
      previous = s
    }
    #expect(Strength(priority: 749.5) > Strength(priority: 749))
    #expect(Strength(priority: 749.5) < Strength(priority: 750))
    // One priority-750 constraint outweighs a million priority-250 ones.
    #expect(Strength(priority: 750).weight >= 999_999 * Strength(priority: 250).weight)
  }

  @Test("A priority-750 preference beats many priority-250 ones")
  func priorityBeatsMany() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 100) | 750)
    for _ in 0..<1000 { try solver.addConstraint((x == 0) | 250) }
    solver.updateVariables()
    #expect(x.value == 100)
  }
}
