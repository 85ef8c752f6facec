import SeededRandom
import Testing

@testable import Cassowary

/// The accumulator that builds rows out of expansions: its sums come out as a row sorted by symbol,
/// whether the touched symbols are sorted (few, or spread thin) or read off the flags in order (many,
/// packed: a long chain's closing row).
@Suite("Row accumulator")
struct AccumulatorTests {
  @Test(
    "Sums come out sorted, cancelled ones dropped, the flags cleared",
    arguments: [(8, 40), (200, 400), (200, 200_000), (3_000, 4_000)])
  func sortedSums(count: Int, span: Int) {
    var rng = SeededGenerator(seed: UInt64(count * 7 + span))
    var core = SolverCore()
    core.growDerivedTables(by: span)
    var symbols = Set<Int32>()
    while symbols.count < count { symbols.insert(Int32(rng.next() % UInt64(span))) }
    var expected: [Int32: Double] = [:]
    // Each symbol twice, in a shuffled order; every fifth one cancels to zero.
    var order = Array(symbols) + Array(symbols)
    order.shuffle(using: &rng)
    for symbol in order {
      let value = symbol % 5 == 0 ? (expected[symbol] == nil ? 1.5 : -1.5) : Double(symbol % 7) + 0.25
      expected[symbol, default: 0] += value
      core.accumulateCell(symbol, value)
    }
    let row = core.takeAccumulatedRow(constant: 3)
    let kept = expected.filter { $0.value != 0 }.sorted { $0.key < $1.key }
    #expect(row.constant == 3)
    #expect(row.cells.count == kept.count)
    // The first cell that differs, if any (printing whole rows of thousands helps no one).
    let mismatch = zip(row.cells, kept).enumerated().first {
      $0.element.0.symbol != $0.element.1.key || $0.element.0.coefficient != $0.element.1.value
    }
    #expect(mismatch == nil, "cell \(mismatch?.offset ?? -1) differs")
    #expect(core.touched.isEmpty)
    #expect(!core.accumulated.contains(true))
  }

  @Test("An expansion past its limit gives up and leaves the accumulator empty")
  func limit() {
    var core = SolverCore()
    core.growDerivedTables(by: 100)
    var expansion = core.startExpansion(constant: 1)
    for symbol in 0..<Int32(10) { core.accumulateCell(symbol, 1) }
    #expect(!core.finishExpansion(&expansion, limit: 9))
    #expect(core.touched.isEmpty && !core.accumulated.contains(true))
    // Within its limit it keeps what it holds, and the next row starts from nothing.
    for symbol in 0..<Int32(3) { core.accumulateCell(symbol, 2) }
    #expect(core.finishExpansion(&expansion, limit: 9))
    #expect(core.takeAccumulatedRow(constant: 0).cells.map(\.coefficient) == [2, 2, 2])
  }

  @Test("A chain's expansion given up half way leaves nothing behind for the next one")
  func limitThroughDefinitions() throws {
    // x0 in a row (an optional pull), x1 … x40 each defined as the one before plus 1 and a free term.
    let solver = Solver()
    let xs = (0...40).map { Variable("x\($0)") }
    let steps = (1...40).map { Variable("s\($0)") }
    try solver.addConstraint((xs[0] == 5) | .weak)
    for index in 1...40 {
      try solver.addConstraint(xs[index] == xs[index - 1] + steps[index - 1] + 1)
      try solver.addConstraint((steps[index - 1] == 0) | .weak)
    }
    func expand(_ limit: Int) -> Row? {
      var expansion = solver.core.startExpansion(constant: 0)
      solver.core.accumulate(solver.core.retainedSymbol(xs[40]), 1, into: &expansion)
      guard solver.core.finishExpansion(&expansion, limit: limit) else { return nil }
      return solver.core.takeAccumulatedRow(constant: expansion.constant)
    }
    let whole = try #require(expand(.max))
    #expect(expand(5) == nil)
    let again = try #require(expand(.max))
    #expect(again.constant == whole.constant)
    #expect(again.cells.map(\.symbol) == whole.cells.map(\.symbol))
    #expect(again.cells.map(\.coefficient) == whole.cells.map(\.coefficient))
  }
}
