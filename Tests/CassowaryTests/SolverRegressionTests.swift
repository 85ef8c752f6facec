import Testing

@testable import Cassowary

/// Systems that once broke the solver, found by the tree-mutation fuzzer (Tests/BoxwoodTests/TreeFuzz*),
/// each replayed as the fuzzer's layout engine made its calls.
@Suite("Solver regressions found by fuzzing")
struct SolverRegressionTests {
  /// Priority 999 and priority 1 (weights ≈ 9.7e8 and ≈ 1e-3) in one objective: substitutions between them
  /// leave rounding noise of about 1e-7 on objective coefficients, above the 1e-8 tolerance. Removing the weak
  /// constraint then left a free variable with a tiny negative objective coefficient and no row to limit it,
  /// and `optimize()` stopped the process with "the objective is unbounded" (kiwi throws there). The noise is
  /// now dropped: in exact arithmetic the objective, a weighted sum of errors, has no way down without bound.
  @Test("removing a priority-1 constraint beside priority-999 ones does not report an unbounded objective")
  func roundingNoiseIsNotUnbounded() throws {
    let solver = Solver()
    // The artificial variable's pivots are the ones that left the noise; the dual simplex entry
    // takes another path that happens to leave none here.
    solver.entryMethod = .artificialVariable
    let (v9, v10) = (Variable("v9"), Variable("v10"))
    let (v25, v26, v30, v31) = (Variable("v25"), Variable("v26"), Variable("v30"), Variable("v31"))
    let almostRequired = Strength(priority: 999)
    let lowest = Strength(priority: 1)
    let define = v26 == v10
    let weak = (v31 - v26 - v25 == 40) | lowest
    try solver.addConstraint(define)
    try solver.addConstraint((v10 + v9 - v31 - v30 == 1e-9) | almostRequired)
    try solver.addConstraint((v26 + 0.5 * v25 - v10 - 0.5 * v9 == 14) | almostRequired)
    try solver.addConstraint(weak)
    try solver.addConstraint(v30 == -50)
    try solver.removeConstraint(define)
    try solver.removeConstraint(weak)
    solver.updateVariables()
    // What is left holds: v30 = -50 (required), and both priority-999 equalities.
    #expect(v30.value == -50)
    #expect(abs(v10.value + v9.value - v31.value - v30.value - 1e-9) < 1e-6)
    #expect(abs(v26.value + 0.5 * v25.value - v10.value - 0.5 * v9.value - 14) < 1e-6)
    #expect(solver.numericalRepairCount > 0)
  }

  /// Tree fuzz seed 49, step 120: a view's frame (`top == parent.top + 25`, `height == 36`) and an app
  /// constraint equal to its first part (a redundant required equality, whose dummy the solver keeps basic
  /// at 0), the bottoms pinned, `parentHeight >= 0`. Removing the frame pivoted the frame constraint's
  /// marker into the `parentHeight >= 0` row, which substituted a value into the redundant equality's
  /// dummy row: the app constraint, now the only one left, solved to `top == parent.top - 3`. The marker
  /// now leaves through the dummy's row (ratio 0, no constant moves), and the app constraint takes over.
  @Test("removing an equality keeps a redundant copy of it holding")
  func redundantEqualityHoldsAfterItsTwinLeaves() throws {
    let solver = Solver()
    let (top, height) = (Variable("top"), Variable("height"))
    let (parentTop, parentHeight) = (Variable("parentTop"), Variable("parentHeight"))
    let frame = [top == parentTop + 25, height == 36]
    try solver.addConstraints(frame)
    try solver.addConstraint(top == parentTop + 25)
    try solver.addConstraint(parentTop + parentHeight == top + height)
    try solver.addConstraint((height >= 3) | Strength(priority: 999))
    try solver.addConstraint(parentHeight >= 0)
    try solver.removeConstraints(frame)
    solver.updateVariables()
    #expect(top.value - parentTop.value == 25)
    #expect(parentTop.value + parentHeight.value == top.value + height.value)
    #expect(parentHeight.value >= 0 && height.value >= 3)
  }

  /// Found with the fix above: changing the constant of an equality that a redundant copy depends on
  /// shifted the copy's dummy row off 0. The dual simplex only catches a negative value there, so a
  /// change one way threw and the other way succeeded, leaving the copy silently violated. Both ways
  /// now throw, naming the copy, and the solver keeps the old constant.
  @Test("a new constant for an equality with a redundant copy is refused either way")
  func constantChangeAgainstRedundantCopyThrows() throws {
    for newConstant in [-20.0, -30.0] {
      let solver = Solver()
      let (x, y) = (Variable("x"), Variable("y"))
      let original = x == y + 25
      let copy = x == y + 25
      try solver.addConstraint(original)
      try solver.addConstraint(copy)
      try solver.addConstraint(y == 10)
      #expect(throws: SolverError.self) { try solver.setConstant(newConstant, of: original) }
      solver.updateVariables()
      #expect(x.value - y.value == 25, "new constant \(newConstant)")
    }
  }
}
