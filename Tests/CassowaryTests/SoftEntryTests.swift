import Testing

@testable import Cassowary

/// Optional equalities whose rows hold at once (a zero constant) but whose marker, made basic, would leave
/// the objective short of optimal: they enter solved for a symbol that keeps it optimal.
@Suite("Entering optional rows that already hold")
struct SoftEntryTests {
  /// A fill-proportionally row of `n` widths, as a stack builds it: each width wants its intrinsic size
  /// (hugging weak, compression strong), each is held at 999 to its share of the last one's (the
  /// reference), widths laid end to end 4 apart, the row 40 points wider than their intrinsic sum.
  /// Returns the cells the solver rewrote for the shares (before the row's width arrives), and checks
  /// the result.
  func proportionalRow(_ n: Int) throws -> Int {
    let solver = Solver()
    let sizes = (0..<n).map { Double(20 + 7 * ($0 % 5)) }
    let widths = (0..<n).map { Variable("w\($0)") }
    let lefts = (0..<n).map { Variable("x\($0)") }
    let reference = widths[n - 1]
    for (width, size) in zip(widths, sizes) {
      try solver.addConstraint(#require(Constraint(width - size, equalAbove: .weak, below: .strong)))
    }
    try solver.addConstraint(lefts[0] == 0)
    for index in 0..<n - 1 {
      let share = sizes[index] / sizes[n - 1]
      try solver.addConstraint((widths[index] == reference * share) | Strength(priority: 999))
      try solver.addConstraint(lefts[index + 1] == lefts[index] + widths[index] + 4)
    }
    let sharesCost = solver.core.cellsRewritten
    let natural = sizes.reduce(0, +) + 4 * Double(n - 1)
    try solver.addConstraint(lefts[n - 1] + widths[n - 1] == natural + 40)
    solver.updateVariables()
    let stretch = (natural + 40 - 4 * Double(n - 1)) / sizes.reduce(0, +)
    for (width, size) in zip(widths, sizes) {
      #expect(abs(width.value - size * stretch) < 1e-6, "width \(width.value), expected \(size * stretch)")
    }
    return sharesCost
  }

  @Test("Shares of one reference enter at a cost that does not grow with the row")
  func proportionalRowIsLinear() throws {
    let small = try proportionalRow(40)
    let large = try proportionalRow(160)
    // Four times the widths: at most about four times the rewriting. Solved for their markers, each
    // share's row left the reference's errors with negative costs, and the primal simplex pivoted them
    // through every share before it: 9,775 cells at 40, 163,867 at 160.
    #expect(Double(large) <= 5 * Double(small), "\(small) cells rewritten at 40, \(large) at 160")
  }
}
