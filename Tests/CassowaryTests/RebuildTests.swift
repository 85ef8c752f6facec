import Testing

@testable import Cassowary

/// Building the tableau again from the constraints it holds (``Solver/rebuildsWhenDense``): the same
/// optimum, nothing published that did not move, edit variables and shared variables intact, and a
/// failed rebuild leaves the solver as it was.
@Suite("Rebuilding the tableau")
struct RebuildTests {
  @Test(
    "Random add/remove/suggest sequences rebuilt every few steps equal a from-scratch solve", arguments: 0..<8
  )
  func rebuiltSequences(batch: Int) throws {
    for seed in 0..<25 {
      try PropertyTests().checkSequence(seed: UInt64(30_000 + batch * 25 + seed), rebuildEvery: 1 + seed % 3)
    }
  }

  @Test(
    "Chains of required equalities added and removed, rebuilt every few steps, stay exact", arguments: 0..<4)
  func rebuiltChurn(batch: Int) throws {
    for seed in 0..<40 {
      try DefinitionChurnTests().run(seed: UInt64(60_000 + batch * 40 + seed), rebuildEvery: 1 + seed % 4)
    }
  }

  /// A chain `y[i] = y[i-1] + h[i-1] + 2` whose heights prefer 10 but whose end must stay within 300:
  /// squeezed, with one view short of its height (a unique optimum: priorities decide who gives way).
  /// Returns the variables and the limit `y[count] <= 300`.
  func squeezedChain(
    _ solver: Solver, count: Int
  ) throws -> (tops: [Variable], heights: [Variable], limit: Constraint) {
    let tops = (0...count).map { Variable("y\($0)") }
    let heights = (0..<count).map { Variable("h\($0)") }
    try solver.addConstraint(tops[0] == 0)
    for index in 0..<count {
      try solver.addConstraint(tops[index + 1] == tops[index] + heights[index] + 2)
      try solver.addConstraint(heights[index] >= 0)
      let strength = Strength(weight: Double(index + 1))
      try solver.addConstraint((heights[index] == 10) | strength)
    }
    let limit = tops[count] <= 300
    try solver.addConstraint(limit)
    return (tops, heights, limit)
  }

  @Test("A rebuild keeps every value and publishes nothing that did not move")
  func rebuildKeepsValues() throws {
    let solver = Solver()
    let (tops, heights, limit) = try squeezedChain(solver, count: 40)
    solver.updateVariables()
    let before = (tops + heights).map(\.value)
    // 40 views of 10 and 40 gaps of 2 need 480: the 18 weakest give way, first to zero.
    #expect(tops[40].value == 300)
    #expect(heights[0].value == 0 && heights[39].value == 10)
    #expect(solver.rebuild())
    #expect(solver.rebuildCount == 1)
    solver.updateVariables()
    #expect(solver.changedVariables.isEmpty)
    #expect((tops + heights).map(\.value) == before)
    #expect(solver.core.columnIndexProblem() == nil)
    // The rebuilt solver goes on: the end is let go to 500 and every view takes its height.
    try solver.removeConstraint(limit)
    solver.updateVariables()
    #expect(heights.allSatisfy { $0.value == 10 })
    #expect(tops[40].value == 480)
  }

  @Test("Edit variables keep their suggestions across a rebuild")
  func editsSurvive() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(y == 2 * x + 1)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 42)
    try solver.addConstraint((x == 5) | .weak)
    solver.updateVariables()
    #expect(x.value == 42 && y.value == 85)
    #expect(solver.rebuild())
    #expect(solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value == 42 && y.value == 85)
    try solver.suggestValue(x, 7)
    solver.updateVariables()
    #expect(x.value == 7 && y.value == 15)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(x.value == 5 && y.value == 11)
  }

  @Test("Variables and constraints shared with another solver survive a rebuild of either")
  func sharedSurvive() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let shared = x >= 3
    try first.addConstraint(shared)
    try second.addConstraint(shared)
    let a = (x == 1) | .medium
    let b = (x == 8) | .medium
    try first.addConstraint(a)
    try second.addConstraint(b)
    #expect(first.rebuild())
    #expect(second.rebuild())
    first.updateVariables()
    #expect(x.value == 3)
    second.updateVariables()
    #expect(x.value == 8)
    try first.removeConstraint(shared)
    try second.removeConstraint(b)
    #expect(first.hasConstraint(a) && !first.hasConstraint(shared))
    #expect(second.hasConstraint(shared) && !second.hasConstraint(b))
    first.updateVariables()
    #expect(x.value == 1)
    second.updateVariables()
    #expect(x.value == 3)
  }

  @Test("A rebuild that fails leaves the solver as it was")
  func failedRebuild() throws {
    let solver = Solver()
    let (tops, heights, limit) = try squeezedChain(solver, count: 10)
    solver.updateVariables()
    let before = (tops + heights).map(\.value)
    let rows = solver.rowCount
    let symbols = solver.symbolCount
    solver.core.failsRebuildAfter = 5
    #expect(!solver.rebuild())
    #expect(solver.rebuildCount == 0)
    #expect(solver.rowCount == rows && solver.symbolCount == symbols)
    #expect(solver.core.columnIndexProblem() == nil)
    // Its variables and constraints are still its own: removing and changing them works.
    #expect(solver.core.slot(of: limit) != nil)
    try solver.setConstant(-100, of: limit)
    solver.updateVariables()
    #expect(tops[10].value == 100)
    try solver.setConstant(-300, of: limit)
    solver.updateVariables()
    #expect((tops + heights).map(\.value) == before)
  }

  /// Counts the work the next check looks at as done (the checks follow ``SolverCore/cellsRewritten``),
  /// then makes a change that checks.
  func work(_ solver: Solver, _ cells: Int, thenAdd constraint: Constraint) throws {
    solver.core.cellsRewritten += cells
    try solver.addConstraint(constraint)
  }

  @Test("A tableau grown dense after enough work is rebuilt, once; work alone rebuilds nothing")
  func densityTriggersRebuild() throws {
    let solver = Solver()
    let widths = (0..<600).map { Variable("w\($0)") }
    for (index, width) in widths.enumerated() { try solver.addConstraint((width == Double(index)) | .strong) }
    let extra = Variable("extra")
    // The first check takes the tableau as built: 600 rows of three cells.
    try work(solver, 1_000_000, thenAdd: (extra == 1) | .weak)
    // Work without fill-in rebuilds nothing.
    for round in 0..<5 {
      try work(solver, 10_000_000, thenAdd: (extra == Double(round)) | .weak)
    }
    #expect(solver.rebuildCount == 0)
    // Rows of 40 widths each (which the strong widths overrule) make it four times as dense; the next
    // check finds the work done since it was built enough to pay for a rebuild.
    for start in stride(from: 0, to: 560, by: 6) {
      let sum = widths[start..<(start + 40)].reduce(Expression(constant: 0)) { $0 + $1 }
      try solver.addConstraint((sum == 100) | .weak)
    }
    #expect(solver.rebuildCount == 0)
    // A rebuild that fails is not tried again until as much work again is done.
    solver.core.failsRebuildAfter = 100
    try work(solver, 1_000_000, thenAdd: (extra == 9) | .weak)
    #expect(solver.rebuildCount == 0 && solver.core.density.failedBuilds == 1)
    try work(solver, 100_000, thenAdd: (extra == 8) | .weak)
    #expect(solver.core.density.failedBuilds == 1)
    solver.core.failsRebuildAfter = Int.max
    try work(solver, 1_000_000, thenAdd: (extra == 7) | .weak)
    #expect(solver.rebuildCount == 1 && solver.core.density.failedBuilds == 1)
    solver.updateVariables()
    #expect(widths.enumerated().allSatisfy { $0.element.value == Double($0.offset) })
    #expect(solver.core.columnIndexProblem() == nil)
    // These rows are long by nature, not by fill-in: the rebuilt tableau stays as dense, and more work
    // does not rebuild it again.
    for round in 0..<5 {
      try work(solver, 40_000_000, thenAdd: (extra == Double(10 + round)) | .weak)
    }
    #expect(solver.rebuildCount == 1)
  }
}
