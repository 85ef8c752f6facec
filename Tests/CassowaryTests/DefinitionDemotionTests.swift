import Testing

@testable import Cassowary

/// A definition that names a variable only literally (its expansion cancels it) becomes a short row of the
/// tableau when that lets another definition turn around to that variable (``SolverCore/demotions``).
@Suite("Definitions demoted to free a reversal")
struct DefinitionDemotionTests {
  /// A settings screen's rows, as stacks give them: in each row a stack holds a label (the label's top is
  /// the stack's, the stack's bottom the label's, the label strongly 21 high); the row centres the stack,
  /// holds it between its edges and hugs it (weakly 0 high); then the rows are linked, each 10 below
  /// the one before.
  struct Rows {
    let solver = Solver()
    var rowTops: [Variable] = []
    var labelTops: [Variable] = []
    var bottoms: [Constraint] = []
    var links: [Constraint] = []

    init(_ count: Int) throws {
      var inner: [Constraint] = []
      var rowHeights: [Variable] = []
      for index in 0..<count {
        let (stack, stackHeight) = (Variable("stack\(index).top"), Variable("stack\(index).height"))
        let (label, labelHeight) = (Variable("label\(index).top"), Variable("label\(index).height"))
        let (row, rowHeight) = (Variable("row\(index).top"), Variable("row\(index).height"))
        bottoms.append(stack + stackHeight == label + labelHeight)
        inner += [label == stack, bottoms.last!, Constraint(labelHeight - 21, .equal, strength: .strong)]
        inner += [
          row + 0.5 * rowHeight == stack + 0.5 * stackHeight, stack >= row,
          stack + stackHeight <= row + rowHeight, Constraint(rowHeight - 0, .equal, strength: .weak),
        ]
        rowTops.append(row)
        labelTops.append(label)
        rowHeights.append(rowHeight)
      }
      try solver.addConstraints(inner)
      links = [rowTops[0] == 0]
      for index in 1..<count {
        links.append(rowTops[index] == rowTops[index - 1] + rowHeights[index - 1] + 10)
      }
      try solver.addConstraints(links)
      solver.updateVariables()
    }

    /// Whether row `index` and its label sit at `index · step`.
    func placed(_ index: Int, step: Double = 31, offset: Double = 0) -> Bool {
      abs(rowTops[index].value - Double(index) * step) < 1e-9
        && abs(labelTops[index].value - Double(index) * step - offset) < 1e-9
    }
  }

  @Test("The links define the rows' tops, the rows in place; four times the rows, about four times the cells")
  func linearCells() throws {
    let small = try Rows(100)
    let large = try Rows(400)
    #expect(small.solver.core.demotions > 0)
    #expect((0..<400).allSatisfy { large.placed($0) })
    let (before, after) = (small.solver.cellCount, large.solver.cellCount)
    // Without demotions every other link entered the tableau expanded through the one before it.
    #expect(Double(after) <= 4.5 * Double(before), "\(before) cells at 100 rows, \(after) at 400")
    #expect(large.solver.core.columnIndexProblem() == nil)
  }

  @Test("A demoted equality's constant changes, and it leaves and comes back, the rows following")
  func changeAndRemove() throws {
    let rows = try Rows(12)
    #expect(rows.solver.core.demotions > 0)
    // The stack 4 taller than its label: every row 4 taller, its label still at its top.
    for bottom in rows.bottoms { try rows.solver.setConstant(-4, of: bottom) }
    rows.solver.updateVariables()
    #expect((0..<12).allSatisfy { rows.placed($0, step: 35) })
    for bottom in rows.bottoms { try rows.solver.removeConstraint(bottom) }
    for bottom in rows.bottoms { try rows.solver.addConstraint(bottom) }
    rows.solver.updateVariables()
    #expect((0..<12).allSatisfy { rows.placed($0, step: 35) })
    try rows.solver.removeConstraint(rows.links[5])
    try rows.solver.addConstraint(rows.links[5])
    rows.solver.updateVariables()
    #expect((0..<12).allSatisfy { rows.placed($0, step: 35) })
    #expect(rows.solver.core.columnIndexProblem() == nil)
  }

  @Test("A batch that fails after a demotion rolls it back")
  func rollback() throws {
    let rows = try Rows(3)
    let (tableRows, definitions) = (rows.solver.rowCount, rows.solver.definitionCount)
    // One more row, linked below the last: its link demotes; the last constraint contradicts the link.
    let (stack, stackHeight) = (Variable("stack"), Variable("stackHeight"))
    let (label, labelHeight) = (Variable("label"), Variable("labelHeight"))
    let (row, rowHeight) = (Variable("row"), Variable("rowHeight"))
    let good = [
      label == stack, stack + stackHeight == label + labelHeight, labelHeight == 21,
      row + 0.5 * rowHeight == stack + 0.5 * stackHeight, rowHeight == 21,
      row == rows.rowTops[2] + 31,
    ]
    #expect(throws: SolverError.self) { try rows.solver.addConstraints(good + [row == rows.rowTops[2] + 40]) }
    #expect(rows.solver.rowCount == tableRows && rows.solver.definitionCount == definitions)
    #expect(rows.solver.core.columnIndexProblem() == nil)
    let demotions = rows.solver.core.demotions
    try rows.solver.addConstraints(good)
    #expect(rows.solver.core.demotions > demotions)
    rows.solver.updateVariables()
    #expect(row.value == 93 && label.value == 93)
    #expect((0..<3).allSatisfy { rows.placed($0) })
  }
}
