import Testing

@testable import Cassowary

/// Required constraints whose rows have no variable left to solve for: entered by the dual simplex, a
/// list whose shared width arrives after its rows costs work linear in its length.
@Suite("Entering rows without a subject")
struct SolverEntryTests {
  /// A list of `n` rows, each `left == list.left`, `right == list.right`, a hugging width 73 (weak) that
  /// resists compression (strong); the list's width is fixed to 400 only at the end, as when an outer
  /// stack's constraints come after its content's. Returns the rows the solver rewrote, and checks the
  /// result.
  func listWithLateWidth(_ n: Int, _ method: Solver.EntryMethod) throws -> Int {
    let solver = Solver()
    solver.entryMethod = method
    let listLeft = Variable("list.left")
    let listWidth = Variable("list.width")
    try solver.addConstraint(listLeft == 0)
    var widths: [Variable] = []
    for index in 0..<n {
      let left = Variable("row\(index).left")
      let width = Variable("row\(index).width")
      try solver.addConstraint((width <= 73) | .weak)
      try solver.addConstraint((width >= 73) | .strong)
      try solver.addConstraint(left == listLeft)
      try solver.addConstraint(left + width == listLeft + listWidth)
      widths.append(width)
    }
    try solver.addConstraint(listWidth == 400)
    solver.updateVariables()
    for width in widths { #expect(abs(width.value - 400) < 1e-9) }
    return solver.core.rowsRewritten
  }

  @Test("A list whose width arrives last costs linear work (the artificial variable's is quadratic or worse)")
  func lateWidthIsLinear() throws {
    let small = try listWithLateWidth(40, .dualSimplex)
    let large = try listWithLateWidth(160, .dualSimplex)
    // Four times the rows: at most about four times the rewriting.
    #expect(
      Double(large) <= 4.5 * Double(small), "dual simplex: \(small) rows rewritten at 40, \(large) at 160")
    let oldSmall = try listWithLateWidth(40, .artificialVariable)
    let oldLarge = try listWithLateWidth(160, .artificialVariable)
    // The check above can fail: the artificial variable rewrites every row once per row (12,005 rows
    // at 40, 192,065 at 160).
    #expect(Double(oldLarge) > 10 * Double(oldSmall), "artificial: \(oldSmall) at 40, \(oldLarge) at 160")
  }

  @Test("Both entry methods reach the same values on a well-posed list")
  func methodsAgree() throws {
    for method in [Solver.EntryMethod.dualSimplex, .artificialVariable] {
      _ = try listWithLateWidth(20, method)
    }
  }

  /// A scroll view's content: `n` rows, each as tall as its three labels (hugging 21 weak, compression
  /// 21 strong, as separate inequalities), each row 2 below the one before, the content height pulled
  /// to zero at the fitting-size weight, and the link from the content's bottom to the last row added
  /// last. Returns the cells the solver rewrote, and checks the result.
  func contentWithLateBottom(_ n: Int) throws -> Int {
    let solver = Solver()
    let height = Variable("content.height")
    try solver.addConstraint((height == 0) | Strength(weight: 1e-3))
    var top: Expression?
    var last: (y: Variable, h: Variable)?
    for index in 0..<n {
      let (y, h) = (Variable("row\(index).y"), Variable("row\(index).h"))
      try solver.addConstraint(top.map { y == $0 + 2 } ?? (y == 0))
      for _ in 0..<3 {
        let label = Variable("label.h")
        try solver.addConstraint((label <= 21) | .weak)
        try solver.addConstraint((label >= 21) | .strong)
        try solver.addConstraint(label == h)
      }
      top = y + h
      last = (y, h)
    }
    if let last { try solver.addConstraint(height == last.y + last.h) }
    solver.updateVariables()
    #expect(abs(height.value - Double(23 * n - 2)) < 1e-6, "content height \(height.value)")
    return solver.core.cellsRewritten
  }

  @Test("A content height that arrives last costs linear work (the dual simplex walked it through every row)")
  func lateContentHeightIsLinear() throws {
    let small = try contentWithLateBottom(100)
    let large = try contentWithLateBottom(400)
    #expect(Double(large) <= 5 * Double(small), "\(small) cells rewritten at 100 rows, \(large) at 400")
  }
}
