import Testing

@testable import Cassowary

/// A required equality kept in the rows (a column's closing constraint, `bottom == last.bottom`) taken
/// over in place by the one entering in its batch: what appending a row to a stack or a BoxView does.
@Suite("Row equalities taken over")
struct RowTakeoverTests {
  /// A column of rows (each height required ≥ 10, wanting 20), each top the previous bottom plus 4; the
  /// column's frame (top at 0) closes on the last row, its bottom at most `limit` and its height wanting
  /// to be 0 (weak); constrained before the closing equality, it keeps that equality in the rows, as a
  /// scroll view's content does.
  final class Column {
    let solver = Solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    /// The column's frame: its top at 0, its height closing on the last row.
    let top = Variable("columnTop")
    let height = Variable("columnHeight")
    var closing: Constraint
    var bottom: Expression { top + height }

    init(count: Int, limit: Double, takingOver: Bool = true) throws {
      solver.replacesDefinitions = takingOver
      for index in 0..<count {
        let (top, height) = (Variable("top\(index)"), Variable("height\(index)"))
        try solver.addConstraints([height >= 10, (height == 20) | .medium])
        try solver.addConstraint(tops.isEmpty ? top == 0 : top == tops.last! + heights.last! + 4)
        tops.append(top)
        heights.append(height)
      }
      // The frame's own constraints first: in rows already, it cannot be defined by the closing one.
      try solver.addConstraints([top == 0, top + height <= limit, (height == 0) | .weak])
      closing = top + height == tops.last! + heights.last!
      try solver.addConstraint(closing)
    }

    /// Appends a row in one batch, the closing constraint moved onto it (plus `extra` points); returns
    /// the cells the solver rewrote.
    @discardableResult
    func append(extra: Double = 0) throws -> Int {
      let (top, height) = (Variable("top\(tops.count)"), Variable("height\(tops.count)"))
      let spacing = top == tops.last! + heights.last! + 4
      // Written as the engine writes it: the container's bottom (top + height) first.
      let newClosing = bottom == top + height + extra
      let before = solver.core.cellsRewritten
      try solver.replaceConstraints(
        [closing], with: [height >= 10, (height == 20) | .medium, spacing, newClosing])
      closing = newClosing
      tops.append(top)
      heights.append(height)
      solver.updateVariables()
      return solver.core.cellsRewritten - before
    }

    var values: [Double] { tops.map(\.value) + heights.map(\.value) + [top.value, height.value] }
    var bottomValue: Double { top.value + height.value }
  }

  @Test("appends give the values of the same batches removed and added", arguments: [10_000.0, 700])
  func sameValues(limit: Double) throws {
    let taking = try Column(count: 40, limit: limit)
    let plain = try Column(count: 40, limit: limit, takingOver: false)
    for _ in 0..<3 {
      try taking.append()
      try plain.append()
    }
    #expect(taking.solver.core.rowTakeovers == 3)
    #expect(plain.solver.core.rowTakeovers == 0)
    for (a, b) in zip(taking.values, plain.values) { #expect(abs(a - b) < 1e-6, "\(a) against \(b)") }
    // Tight (700 for 43 rows of at least 14 points with their spacing): the heights squeezed below 20.
    #expect(abs(taking.bottomValue - (limit == 700 ? 700 : 43 * 24 - 4)) < 1e-6)
  }

  @Test("an append's work follows the new row, not the rows before it")
  func workIsLocal() throws {
    func work(_ count: Int, takingOver: Bool) throws -> Int {
      let column = try Column(count: count, limit: 1e6, takingOver: takingOver)
      return try (0..<20).reduce(0) { total, _ in try total + column.append() }
    }
    let small = try work(200, takingOver: true)
    let large = try work(2000, takingOver: true)
    let plain = try work(2000, takingOver: false)
    #expect(large < small * 2, "200 rows: \(small) cells, 2,000 rows: \(large)")
    #expect(large * 20 < plain, "takeover \(large) cells, remove and add \(plain)")
  }

  @Test("an append that cannot hold changes nothing, and the next one succeeds")
  func atomic() throws {
    let column = try Column(count: 10, limit: 500)
    column.solver.updateVariables()
    let before = column.values
    let counts = (column.solver.rowCount, column.solver.definitionCount, column.solver.constraintCount)
    let old = column.closing
    // The new row would end 1,000 points past the column's bottom, which may not pass 500.
    #expect(throws: SolverError.self) { try column.append(extra: 1000) }
    #expect(column.solver.hasConstraint(old) && column.closing === old)
    #expect((column.solver.rowCount, column.solver.definitionCount, column.solver.constraintCount) == counts)
    column.solver.updateVariables()
    #expect(column.values == before)
    try column.append()
    #expect(abs(column.bottomValue - (column.tops.last!.value + column.heights.last!.value)) < 1e-9)
  }
}
