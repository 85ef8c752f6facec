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
}
