import Cassowary
import Testing

/// Required equalities on a variable that is basic in a row become definitions again
/// (`SolverCore.redefine`), so a system whose constraints come and go returns to the same split of
/// tableau rows and definitions, not only the same sum.
@Suite("Solver: rows and definitions return to the same split")
struct SolverRatchetTests {
  /// A form's column: a field, a button below it and a window bottom that must hold the button.
  final class Form {
    let solver = Solver()
    let height = Variable("height")
    let fieldTop = Variable("fieldTop")
    let fieldHeight = Variable("fieldHeight")
    let buttonTop = Variable("buttonTop")
    let buttonHeight = Variable("buttonHeight")
    let labelTop = Variable("labelTop")
    let labelHeight = Variable("labelHeight")
    lazy var link = buttonTop == fieldTop + fieldHeight + 8
    var labelConstraints: [Constraint] = []

    init(requiredHeight: Double? = nil) throws {
      if let requiredHeight {
        try solver.addConstraint(height == requiredHeight)
      } else {
        try solver.addEditVariable(height, strength: .strong)
        try solver.suggestValue(height, 400)
      }
      try solver.addConstraints([fieldTop == 20, fieldHeight == 30, link, buttonHeight == 40])
      // Built through buttonTop's definition: removing the link later needs the rows rewritten.
      try solver.addConstraint(height >= buttonTop + buttonHeight + 20)
      solver.updateVariables()
    }

    var split: (rows: Int, definitions: Int) { (solver.rowCount, solver.definitionCount) }

    /// Shows the error label between the field and the button (the link is replaced).
    func showLabel() throws {
      try solver.removeConstraint(link)
      labelConstraints = [
        labelTop == fieldTop + fieldHeight + 4, labelHeight == 16, buttonTop == labelTop + labelHeight + 8,
      ]
      try solver.addConstraints(labelConstraints)
      solver.updateVariables()
    }

    /// Hides it again (the link comes back).
    func hideLabel() throws {
      try solver.removeConstraints(labelConstraints)
      link = buttonTop == fieldTop + fieldHeight + 8
      try solver.addConstraint(link)
      solver.updateVariables()
    }
  }

  @Test("a label shown and hidden 50 times leaves the same rows and the same definitions")
  func labelComesAndGoes() throws {
    let form = try Form()
    let base = form.split
    #expect(base.definitions >= 4)
    for cycle in 0..<50 {
      try form.showLabel()
      #expect(form.buttonTop.value == 20 + 30 + 4 + 16 + 8, "cycle \(cycle)")
      try form.hideLabel()
      #expect(form.buttonTop.value == 58, "cycle \(cycle)")
      #expect(form.split == base, "cycle \(cycle): \(form.split) against \(base)")
    }
  }

  @Test("with the label shown, the split is the one a solver given the same constraints afresh has")
  func shownStateMatchesAFreshSolver() throws {
    let form = try Form()
    try form.showLabel()
    try form.hideLabel()
    try form.showLabel()
    let fresh = Solver()
    try fresh.addEditVariable(form.height, strength: .strong)
    try fresh.suggestValue(form.height, 400)
    try fresh.addConstraints([form.fieldTop == 20, form.fieldHeight == 30, form.buttonHeight == 40])
    try fresh.addConstraints(
      form.labelConstraints.map { Constraint($0.expression, $0.op, strength: $0.strength) })
    try fresh.addConstraint(form.height >= form.buttonTop + form.buttonHeight + 20)
    #expect(form.split == (fresh.rowCount, fresh.definitionCount))
  }

  @Test("an equality on a basic variable that cannot hold is refused and nothing changes")
  func refusedRedefinitionRollsBack() throws {
    let form = try Form(requiredHeight: 600)
    try form.showLabel()
    try form.hideLabel()
    try form.solver.removeConstraint(form.link)
    form.solver.updateVariables()
    let before = (form.split, form.solver.symbolCount, form.buttonTop.value)
    // buttonTop is basic in the bottom's row now; 1000 below the field cannot fit in 600.
    let impossible = form.buttonTop == form.fieldTop + 1000
    #expect(throws: SolverError.self) { try form.solver.addConstraint(impossible) }
    #expect(!form.solver.hasConstraint(impossible))
    form.solver.updateVariables()
    #expect(form.split == before.0)
    #expect(form.solver.symbolCount == before.1)
    #expect(form.buttonTop.value == before.2)
    // And the solver still works: the link comes back and holds.
    try form.solver.addConstraint(form.link)
    form.solver.updateVariables()
    #expect(form.buttonTop.value == 58)
  }
}
