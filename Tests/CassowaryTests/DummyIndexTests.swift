import Testing

@testable import Cassowary

/// The dummies (markers of required equalities) stay out of the column index until a removal or a
/// required constant change first needs one's rows (``SolverCore/indexDummies()``).
@Suite("Dummies indexed on demand")
struct DummyIndexTests {
  /// A solver, its variables (tops, then heights), the bottom's constraint and the links.
  typealias Column = (solver: Solver, variables: [Variable], last: Constraint, links: [Constraint])

  /// A column of `count` boxes: `top[0] == 0`, `top[i] == top[i-1] + height[i-1] + 4` (but for link
  /// `skipping`), each height strongly 20, the last bottom required at `bottom`. The bottom's row
  /// expands the whole chain, so it holds the markers of its links: dummies in a row.
  func column(_ count: Int, bottom: Double, skipping: Int? = nil) throws -> Column {
    let solver = Solver()
    let tops = (0..<count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("height\($0)") }
    var constraints = [tops[0] == 0]
    var links: [Constraint] = []
    for index in 1..<count {
      let link = tops[index] == tops[index - 1] + heights[index - 1] + 4
      links.append(link)
      if index - 1 != skipping { constraints.append(link) }
    }
    for height in heights {
      constraints.append(Constraint(height - 20, .equal, strength: .strong))
      constraints.append(height >= 0)
    }
    let last = tops[count - 1] + heights[count - 1] == bottom
    constraints.append(last)
    try solver.addConstraints(constraints)
    return (solver, tops + heights, last, links)
  }

  func dummyCells(_ solver: Solver) -> [Cell] {
    solver.core.rows.items.filter(\.tracked).flatMap(\.cells).filter {
      $0.coefficient != 0 && solver.core.kind($0.symbol) == .dummy
    }
  }

  @Test("Building leaves the dummies in their rows but out of the columns")
  func buildingLeavesDummiesUnindexed() throws {
    let (solver, _, _, _) = try column(30, bottom: 500)
    let dummies = dummyCells(solver)
    try #require(!dummies.isEmpty, "the column holds no dummy in a row: the test checks nothing")
    #expect(!solver.core.dummiesIndexed)
    #expect(dummies.allSatisfy { $0.position == -1 })
    #expect(solver.core.columnIndexProblem() == nil)
    // Suggestions and more additions do not index them either.
    let extra = Variable("extra")
    try solver.addEditVariable(extra, strength: .strong)
    try solver.suggestValue(extra, 12)
    try solver.addConstraint(extra == 3 * extra - 24)
    #expect(!solver.core.dummiesIndexed)
    #expect(solver.core.columnIndexProblem() == nil)
  }

  @Test("A removal indexes them once, and the layout is the one a fresh solver finds")
  func removalIndexes() throws {
    let (solver, variables, _, links) = try column(30, bottom: 500)
    try solver.removeConstraint(links[10])
    #expect(solver.core.dummiesIndexed)
    #expect(dummyCells(solver).allSatisfy { $0.position >= 0 })
    #expect(solver.core.columnIndexProblem() == nil)
    solver.updateVariables()
    let incremental = variables.map(\.value)
    let (fresh, freshVariables, _, _) = try column(30, bottom: 500, skipping: 10)
    fresh.updateVariables()
    // Without that link the column fits (the boxes below it hang from the bottom): every value is
    // forced, and the same as a solver's that never had the link.
    for (index, (a, b)) in zip(incremental, freshVariables.map(\.value)).enumerated() {
      #expect(abs(a - b) < 1e-9, "variable \(index): \(a) against \(b)")
    }
  }

  @Test("A required constant change indexes them and moves the rows built through the constraint")
  func constantChangeIndexes() throws {
    let (solver, variables, last, links) = try column(10, bottom: 300)
    try solver.setConstant(-8, of: links[3])  // top[4] == top[3] + height[3] + 8
    #expect(solver.core.dummiesIndexed)
    #expect(solver.core.columnIndexProblem() == nil)
    try solver.setConstant(-280, of: last)
    solver.updateVariables()
    // Ten boxes and nine gaps (one of them 8) squeezed into 280 points: both changed constants hold.
    let bottom = variables[9].value + variables[19].value
    #expect(abs(bottom - 280) < 1e-9, "\(bottom)")
    #expect(abs(variables[4].value - (variables[3].value + variables[13].value + 8)) < 1e-9)
  }

  @Test("A failed required constant change leaves the indexed solver as it was")
  func failedConstantChangeRollsBack() throws {
    let (solver, variables, _, links) = try column(10, bottom: 300)
    solver.updateVariables()
    let before = variables.map(\.value)
    // A gap of 400 points cannot fit in a column 300 high whose heights are at least 0.
    #expect(throws: SolverError.self) { try solver.setConstant(-400, of: links[2]) }
    #expect(solver.core.dummiesIndexed)
    #expect(solver.core.columnIndexProblem() == nil)
    solver.updateVariables()
    #expect(variables.map(\.value) == before)
  }

  @Test("Random churn with constant changes and removals reaches the reference optimum", arguments: 0..<4)
  func churnWithConstantChanges(batch: Int) throws {
    for seed in 0..<10 { try churn(seed: UInt64(80_000 + batch * 10 + seed)) }
  }

  /// A random batch, then 30 steps of additions, removals and constant changes, each checked against
  /// the reference simplex and the column index.
  func churn(seed: UInt64) throws {
    var gen = SystemGenerator(seed: seed, variableCount: 6)
    let solver = Solver()
    var live = (0..<12).map { _ in gen.constraint() }
    if (try? solver.addConstraints(live.map(\.constraint))) == nil {
      live = live.filter { (try? solver.addConstraint($0.constraint)) != nil }
    }
    #expect(!solver.core.dummiesIndexed)
    for step in 0..<30 {
      let action = gen.index(10)
      if action < 3 || live.isEmpty {
        let random = gen.constraint()
        if (try? solver.addConstraint(random.constraint)) != nil { live.append(random) }
      } else if action < 5 {
        try solver.removeConstraint(live.remove(at: gen.index(live.count)).constraint)
      } else {
        let index = gen.index(live.count)
        let constant = gen.value() / 2
        if (try? solver.setConstant(constant, of: live[index].constraint)) != nil {
          live[index].reference.constant = constant
        }
      }
      solver.updateVariables()
      let problem = solver.core.columnIndexProblem()
      #expect(problem == nil, "seed \(seed) step \(step): \(problem ?? "")")
      try compareWithReference(solver, live, [:], gen.variables, seed: seed, step: step)
    }
  }
}
