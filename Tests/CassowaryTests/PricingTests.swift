import Testing

@testable import Cassowary

/// The pivot rules: which row the dual simplex repairs first and which symbol the primal simplex enters.
@Suite("Pivot rules")
struct PricingTests {
  /// A core with `constants.count` restricted rows (`sᵢ = cᵢ + t`); returns the core and the rows' slots.
  func queuedRows(_ constants: [Double]) -> (SolverCore, [Int32]) {
    var core = Solver().core
    let parameter = core.newSymbol(.slack)
    var slots: [Int32] = []
    for constant in constants {
      var row = Row(constant: constant)
      row.addCell(parameter, 1)
      let basic = core.newSymbol(.slack)
      slots.append(core.insertRow(row, basic: basic))
    }
    return (core, slots)
  }

  @Test("the dual simplex repairs the most negative row first and drops rows that are feasible again")
  func mostNegativeRowFirst() {
    var (core, slots) = queuedRows([-1, -8, 3, -5, -0.5])
    // Queued in row order, with a feasible row and a duplicate among them.
    for index in [0, 1, 2, 3, 4, 0] { core.infeasible.append(core.rows.items[Int(slots[index])].basic) }
    var order: [Int32] = []
    while true {
      let slot = core.nextLeavingRow()
      guard slot >= 0 else { break }
      order.append(slot)
      // Repaired: the row turns feasible, as a pivot would leave it.
      core.rows[slot].constant = 1
    }
    #expect(order == [slots[1], slots[3], slots[0], slots[4]])
    #expect(core.infeasible.isEmpty)
  }

  @Test("Dantzig's rule enters the steepest candidate, Bland's the lowest id")
  func enteringRules() {
    var core = Solver().core
    let symbols = (0..<5).map { _ in core.newSymbol(.error) }
    for (symbol, weight) in zip(symbols, [-2.0, -7.0, 4.0, -7.0, -1.0]) {
      core.objective[symbol] = weight
      if weight < 0 { core.queueCandidate(symbol) }
    }
    // The steepest twice over: ties go to the lower id.
    #expect(core.nextEnteringSymbol(bland: false) == symbols[1])
    core.objective[symbols[1]] = 0
    #expect(core.nextEnteringSymbol(bland: false) == symbols[3])
    // Bland's rule on what is left.
    #expect(core.nextEnteringSymbol(bland: true) == symbols[0])
    #expect(core.nextEnteringSymbol(bland: true) == symbols[4])
    #expect(core.nextEnteringSymbol(bland: true) == nil)
  }

  @Test("both entering rules reach the reference optimum", arguments: [0, Int.max])
  func rulesMatchReference(limit: Int) throws {
    let properties = PropertyTests()
    for seed in 0..<300 {
      try properties.checkAddedSystem(seed: UInt64(70_000 + seed), degenerateRunLimit: limit)
    }
    for seed in 0..<100 {
      try properties.checkSequence(seed: UInt64(80_000 + seed), degenerateRunLimit: limit)
    }
  }

  @Test("the dual simplex pivots on rounding noise only when nothing else can raise the row")
  func noisePivotsLast() {
    var core = Solver().core
    let (noise, proper, costly) = (core.newSymbol(.slack), core.newSymbol(.slack), core.newSymbol(.error))
    core.objective[costly] = 5
    var row = Row(constant: -3)
    row.addCell(noise, 2e-8)
    row.addCell(proper, 0.5)
    // Both cost nothing: the tie goes to the proper coefficient, even with the noise's column shorter.
    core.columns.append(0, to: proper)
    #expect(core.cheapestEnteringSymbol(in: row, side: 1, shortColumns: true).symbol == proper)
    // A proper coefficient wins over noise whatever the ratios.
    var costlyRow = Row(constant: -3)
    costlyRow.addCell(noise, 2e-8)
    costlyRow.addCell(costly, 1)
    #expect(core.cheapestEnteringSymbol(in: costlyRow, side: 1, shortColumns: true).symbol == costly)
    // Alone, the noise still enters: the row is not declared unsatisfiable.
    var alone = Row(constant: -3)
    alone.addCell(noise, 2e-8)
    #expect(core.cheapestEnteringSymbol(in: alone, side: 1, shortColumns: true).symbol == noise)
  }

  @Test("the primal simplex's ratio test passes over rows that only rounding noise ties to the symbol")
  func primalPassesOverNoise() {
    var core = Solver().core
    let (entering, first, second) = (core.newSymbol(.slack), core.newSymbol(.slack), core.newSymbol(.slack))
    // Noise over noise: the smallest ratio (0.003), and a pivot on it would divide the row by 1.2e-8.
    var noisy = Row(constant: 4e-11)
    noisy.addCell(entering, -1.2e-8)
    _ = core.insertRow(noisy, basic: first)
    #expect(core.leavingRow(for: entering, shortest: true) == -1)
    var proper = Row(constant: 3)
    proper.addCell(entering, -1)
    let properSlot = core.insertRow(proper, basic: second)
    #expect(core.leavingRow(for: entering, shortest: true) == properSlot)
  }
}
