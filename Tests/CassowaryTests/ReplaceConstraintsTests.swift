import Testing

@testable import Cassowary

/// `Solver.replaceConstraints(_:with:)`: one batch of removals and additions, in which a required equality
/// entering takes over the definition of one leaving on the same variable.
@Suite("Replacing constraints")
struct ReplaceConstraintsTests {
  /// A column of `count` rows: each row's top is the previous row's bottom plus 4, each height
  /// required ≥ 10 and wanting 20 (medium), the column's bottom at most `limit` and wanting to be 0
  /// (weak): rows are built through every spacing, and the objective holds their markers.
  final class Column {
    let solver = Solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var spacings: [Constraint] = []
    let bottom = Variable("bottom")

    init(count: Int, limit: Double, replacesDefinitions: Bool = true) throws {
      solver.replacesDefinitions = replacesDefinitions
      for index in 0..<count { try append(index) }
      try solver.addConstraint(tops[0] == 0)
      try solver.addConstraint(bottom == tops[count - 1] + heights[count - 1])
      try solver.addConstraint(bottom <= limit)
      try solver.addConstraint((bottom == 0) | .weak)
    }

    func row(_ index: Int) throws -> (Variable, Variable, [Constraint]) {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      return (top, height, [height >= 10, (height == 20) | .medium])
    }

    private func append(_ index: Int) throws {
      let (top, height, own) = try row(index)
      try solver.addConstraints(own)
      if let previous = tops.last, let above = heights.last {
        let spacing = top == previous + above + 4
        try solver.addConstraint(spacing)
        spacings.append(spacing)
      }
      tops.append(top)
      heights.append(height)
    }

    /// Inserts a row before row `index` (≥ 1) in one batch; returns the cells the solver rewrote.
    func insert(before index: Int) throws -> Int {
      let (top, height, own) = try row(-index)
      let old = spacings[index - 1]
      let upper = top == tops[index - 1] + heights[index - 1] + 4
      let lower = tops[index] == top + height + 4
      let before = solver.core.cellsRewritten
      try solver.replaceConstraints([old], with: own + [upper, lower])
      spacings[index - 1] = upper
      spacings.insert(lower, at: index)
      tops.insert(top, at: index)
      heights.insert(height, at: index)
      solver.updateVariables()
      return solver.core.cellsRewritten - before
    }
  }

  func values(_ column: Column) -> [Double] {
    column.tops.map(\.value) + column.heights.map(\.value) + [column.bottom.value]
  }

  @Test("an insert by takeover gives the values of the same batch removed and added, and of a fresh solver")
  func sameValues() throws {
    for limit in [10_000.0, 600] {
      let taking = try Column(count: 40, limit: limit)
      let plain = try Column(count: 40, limit: limit, replacesDefinitions: false)
      for index in [20, 5, 30] {
        _ = try taking.insert(before: index)
        _ = try plain.insert(before: index)
      }
      let a = values(taking)
      let b = values(plain)
      #expect(a.count == b.count)
      for (x, y) in zip(a, b) { #expect(abs(x - y) < 1e-6, "limit \(limit): \(x) against \(y)") }
      // Tight (600 for 43 rows): every height squeezed to 10 at most, the bottom at the limit.
      #expect(taking.bottom.value <= limit + 1e-6)
      for (top, height) in zip(taking.tops.dropFirst(), taking.heights) {
        #expect(height.value >= 10 - 1e-6)
        _ = top
      }
      for index in 1..<taking.tops.count {
        let expected = taking.tops[index - 1].value + taking.heights[index - 1].value + 4
        #expect(abs(taking.tops[index].value - expected) < 1e-6)
      }
    }
  }

  @Test("the takeover's work follows the change, not the rows below it")
  func workIsLocal() throws {
    // Twenty rows inserted around the middle. The count includes the rank raises: an insert may raise
    // the ranks of every row below it (one step a row, a few per twenty inserts), so it grows with N,
    // but far below the 10× of N, and the 100× of removing and adding (which rebuilds every row below).
    func work(_ count: Int, replacing: Bool) throws -> Int {
      let column = try Column(count: count, limit: 1e6, replacesDefinitions: replacing)
      return try (0..<20).reduce(0) { total, step in try total + column.insert(before: count / 2 + step % 5) }
    }
    let small = try work(200, replacing: true)
    let large = try work(2000, replacing: true)
    let plain = try work(2000, replacing: false)
    print("cells for 20 inserts: 200 rows \(small), 2,000 rows \(large), remove and add \(plain)")
    #expect(large < small * 8, "200 rows: \(small) cells, 2,000 rows: \(large)")
    #expect(large * 20 < plain, "takeover \(large) cells, remove and add \(plain)")
  }

  @Test("a batch that cannot hold changes nothing, and names the addition")
  func atomic() throws {
    let column = try Column(count: 10, limit: 1e6)
    column.solver.updateVariables()
    let before = values(column)
    let counts = (column.solver.rowCount, column.solver.definitionCount, column.solver.constraintCount)
    let old = column.spacings[4]
    let lower = column.tops[5] == column.tops[4] + column.heights[4] + 8
    let impossible = column.tops[5] == column.tops[4] - 100
    #expect(throws: SolverError.self) {
      try column.solver.replaceConstraints([old], with: [lower, impossible])
    }
    #expect(column.solver.hasConstraint(old))
    #expect(!column.solver.hasConstraint(lower) && !column.solver.hasConstraint(impossible))
    #expect((column.solver.rowCount, column.solver.definitionCount, column.solver.constraintCount) == counts)
    column.solver.updateVariables()
    #expect(values(column) == before)
    // And the solver still works: the same takeover alone succeeds.
    try column.solver.replaceConstraints([old], with: [lower])
    column.solver.updateVariables()
    #expect(abs(column.tops[5].value - (column.tops[4].value + column.heights[4].value + 8)) < 1e-9)
  }

  enum Refusal: Equatable {
    case unknown(Constraint)
    case duplicate(Constraint)
    case other
    case none

    static func == (a: Refusal, b: Refusal) -> Bool {
      switch (a, b) {
      case (.unknown(let x), .unknown(let y)), (.duplicate(let x), .duplicate(let y)): return x === y
      case (.other, .other), (.none, .none): return true
      default: return false
      }
    }
  }

  func refusal(_ solver: Solver, _ removals: [Constraint], _ additions: [Constraint]) -> Refusal {
    do {
      try solver.replaceConstraints(removals, with: additions)
      return .none
    } catch .unknownConstraint(let constraint) {
      return .unknown(constraint)
    } catch .duplicateConstraint(let constraint) {
      return .duplicate(constraint)
    } catch {
      return .other
    }
  }

  @Test("bad batches are refused by name: an unknown removal, an addition twice or already in")
  func badInput() throws {
    let column = try Column(count: 4, limit: 1e6)
    let stranger = Variable("stranger") == 3
    let kept = column.spacings[0]
    let fresh = column.tops[1] == column.tops[0] + 30
    #expect(refusal(column.solver, [stranger], []) == .unknown(stranger))
    #expect(refusal(column.solver, [kept, kept], []) == .unknown(kept))
    #expect(refusal(column.solver, [kept], [fresh, fresh]) == .duplicate(fresh))
    #expect(refusal(column.solver, [kept], [column.spacings[1]]) == .duplicate(column.spacings[1]))
    #expect(column.solver.hasConstraint(kept) && !column.solver.hasConstraint(fresh))
  }

  @Test("a constraint removed and added again in the same batch stays, and so do the counts")
  func readded() throws {
    let column = try Column(count: 6, limit: 1e6)
    let counts = (column.solver.rowCount, column.solver.definitionCount, column.solver.constraintCount)
    let spacing = column.spacings[2]
    try column.solver.replaceConstraints([spacing], with: [spacing])
    #expect(column.solver.hasConstraint(spacing))
    #expect((column.solver.rowCount, column.solver.definitionCount, column.solver.constraintCount) == counts)
    try column.solver.removeConstraint(spacing)
    #expect(!column.solver.hasConstraint(spacing))
  }
}
