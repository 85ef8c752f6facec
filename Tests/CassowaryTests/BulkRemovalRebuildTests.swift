import Testing

@testable import Cassowary

/// Removing most of a solver's constraints at once builds the tableau again from the rest
/// (``SolverCore/isBulkRemoval(_:adding:)``): the values a fresh solver gives, the removed
/// constraints gone (and addable again), edit variables kept, and all or nothing when an addition fails.
@Suite("Bulk removal builds the rest afresh")
struct BulkRemovalRebuildTests {
  /// A chain of `count` views, `top[i+1] == top[i] + height[i] + 2`, each height `>= 0` and preferring
  /// `10 + i % 7` with its own weight, the chain's end held within `limit` (squeezed: the weakest give
  /// way, a unique optimum). Each view's three constraints are listed together.
  struct Chain {
    let tops: [Variable]
    let heights: [Variable]
    let views: [[Constraint]]
    let first: Constraint
    let limit: Constraint

    init(count: Int, limit: Double) {
      tops = (0...count).map { Variable("y\($0)") }
      heights = (0..<count).map { Variable("h\($0)") }
      views = (0..<count).map { [tops, heights] index in
        let link: Constraint = tops[index + 1] == tops[index] + heights[index] + 2
        let floor: Constraint = heights[index] >= 0
        let preferred: Double = Double(10 + index % 7)
        let strength = Strength(weight: Double(index + 1))
        let preference: Constraint = (heights[index] == preferred) | strength
        return [link, floor, preference]
      }
      first = tops[0] == 0
      self.limit = tops[count] <= limit
    }

    var all: [Constraint] { [first] + views.flatMap { $0 } + [limit] }

    /// The tops and heights of the first `count` views, as last published.
    func values(_ count: Int) -> [Double] {
      (tops[...count] + heights[..<count]).map(\.value)
    }

    /// A solver holding the whole chain, its values published.
    func solved() throws -> Solver {
      let solver = Solver()
      try solver.addConstraints(all)
      solver.updateVariables()
      return solver
    }

    /// ``values(_:)`` in a fresh solver given `constraints` in this order.
    func freshValues(_ count: Int, _ constraints: [Constraint]) throws -> [Double] {
      let solver = Solver()
      try solver.addConstraints(constraints)
      solver.updateVariables()
      return values(count)
    }
  }

  @Test("Removing most constraints gives a fresh solver's values, and the removed ones can come back")
  func removeMost() throws {
    let chain = Chain(count: 300, limit: 2_000)
    let solver = try chain.solved()
    let before = chain.values(300)
    let removed = chain.views[40...].flatMap { $0 }
    try solver.removeConstraints(removed)
    #expect(solver.rebuildCount == 1)
    #expect(solver.constraintCount == chain.all.count - removed.count)
    #expect(removed.allSatisfy { !solver.hasConstraint($0) })
    #expect(solver.core.columnIndexProblem() == nil)
    solver.updateVariables()
    let kept = [chain.first] + chain.views[..<40].flatMap { $0 } + [chain.limit]
    let after = chain.values(40)
    #expect(after == (try chain.freshValues(40, kept)))
    // Back in, the chain is squeezed as before.
    try solver.addConstraints(removed)
    solver.updateVariables()
    #expect(chain.values(300) == before)
  }

  @Test("A bulk replacement equals removing and adding, and keeps edit variables")
  func replaceMost() throws {
    let chain = Chain(count: 300, limit: 2_000)
    let solver = try chain.solved()
    try solver.addEditVariable(chain.heights[3], strength: .strong)
    try solver.suggestValue(chain.heights[3], 30)
    let removed = chain.views[20...].flatMap { $0 } + [chain.limit]
    let added = [chain.tops[20] <= 150, (chain.heights[0] == 1) | .medium]
    try solver.replaceConstraints(removed, with: added)
    #expect(solver.rebuildCount == 1)
    solver.updateVariables()
    let kept = [chain.first] + chain.views[..<20].flatMap { $0 }
    let after = chain.values(20)
    #expect(after == (try chain.freshValues(20, kept + [(chain.heights[3] == 30) | .strong] + added)))
    #expect(chain.heights[3].value == 30)
    // The edit variable still steers.
    try solver.suggestValue(chain.heights[3], 25)
    solver.updateVariables()
    #expect(chain.heights[3].value == 25)
  }

  @Test("A bulk replacement whose addition cannot hold throws and leaves the solver as it was")
  func failedAddition() throws {
    let chain = Chain(count: 300, limit: 2_000)
    let solver = try chain.solved()
    let before = chain.values(300)
    let removed = chain.views[20...].flatMap { $0 }
    // `top[1] == top[0] + height[0] + 2` stays, with `top[0] == 0` and `height[0] >= 0`.
    let impossible = chain.tops[1] <= 1
    #expect(throws: SolverError.self) { try solver.replaceConstraints(removed, with: [impossible]) }
    #expect(solver.rebuildCount == 0)
    #expect(chain.all.allSatisfy { solver.hasConstraint($0) })
    #expect(!solver.hasConstraint(impossible))
    solver.updateVariables()
    #expect(chain.values(300) == before)
    // The refused constraint goes in once the chain lets it (the first view, free to shrink below zero,
    // then takes the whole squeeze).
    try solver.removeConstraints([chain.views[0][1]])
    try solver.addConstraint(impossible)
    solver.updateVariables()
    #expect(chain.tops[1].value < 1)
  }

  @Test("A removal whose rows hold many times the tableau's cells rebuilds, with a fresh solver's values")
  func longRows() throws {
    // Squeezed, the chain's rows name the errors of the views before them: 600 removals of 902 touch
    // rows of many times the tableau's cells.
    let chain = Chain(count: 300, limit: 2_000)
    let solver = try chain.solved()
    let removed = Array(chain.views[100...].flatMap { $0 }.prefix(600))
    try solver.removeConstraints(removed)
    #expect(solver.rebuildCount == 1)
    solver.updateVariables()
    let kept = chain.all.filter { constraint in !removed.contains { $0 === constraint } }
    #expect(chain.values(100) == (try chain.freshValues(100, kept)))
  }

  @Test("A smaller removal, or one in a solver that does not rebuild, takes the constraints out one by one")
  func smallRemoval() throws {
    // Independent views, rows of a few cells: 590 of 900 is more than the minimum, but less than twice
    // the 310 that stay, and touches few cells.
    let independent = (0..<300).map { Variable("v\($0)") }.flatMap { height in
      [height >= 0, (height == 10) | .weak, height <= 50]
    }
    let solver = Solver()
    try solver.addConstraints(independent)
    try solver.removeConstraints(Array(independent.prefix(590)))
    #expect(solver.rebuildCount == 0)
    let chain = Chain(count: 300, limit: 2_000)
    // 510 of 902: below the minimum.
    let other = Solver()
    try other.addConstraints(chain.all)
    try other.removeConstraints(chain.views[130...].flatMap { $0 })
    #expect(other.rebuildCount == 0)
    // A solver told not to rebuild never does.
    let steady = Solver()
    steady.rebuildsWhenDense = false
    try steady.addConstraints(chain.all)
    try steady.removeConstraints(chain.views[40...].flatMap { $0 })
    #expect(steady.rebuildCount == 0)
  }
}
