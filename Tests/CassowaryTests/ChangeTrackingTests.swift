import Testing

@testable import Cassowary

/// A vertical stack of views chained top to bottom, as in the benchmarks.
struct ViewStack {
  let solver = Solver()
  let containerWidth = Variable("c.width")
  var tops: [Variable] = []
  var heights: [Variable] = []
  var widths: [Variable] = []
  var spacing: [Constraint] = []

  init(_ n: Int) throws {
    try solver.addEditVariable(containerWidth, strength: .strong)
    try solver.suggestValue(containerWidth, 400)
    for i in 0..<n {
      let top = Variable("top\(i)")
      let height = Variable("height\(i)")
      let width = Variable("width\(i)")
      let gap = i == 0 ? top == 8 : top == tops[i - 1] + heights[i - 1] + 8
      try solver.addConstraints([
        gap, width == containerWidth - 32, (height >= 30) | .strong, (height == 44) | .weak,
      ])
      tops.append(top)
      heights.append(height)
      widths.append(width)
      spacing.append(gap)
    }
    solver.updateVariables()
  }
}

@Suite("Changed variables, in-place constants and batches")
struct ChangeTrackingTests {
  @Test("An edit reports exactly the variables it moved")
  func editReportsMovedVariables() throws {
    let stack = try ViewStack(20)
    #expect(stack.tops[19].value == 8 + 19 * 52)
    try stack.solver.suggestValue(stack.containerWidth, 500)
    stack.solver.updateVariables()
    let changed = stack.solver.changedVariables
    let expected = Set([stack.containerWidth.id] + stack.widths.map(\.id))
    #expect(Set(changed.map(\.id)) == expected)
    #expect(changed.count == expected.count)
    #expect(stack.widths.allSatisfy { $0.value == 468 })
    stack.solver.updateVariables()
    #expect(stack.solver.changedVariables.isEmpty)
    #expect(stack.solver.changedVariables.isEmpty)
    try stack.solver.suggestValue(stack.containerWidth, 500)
    stack.solver.updateVariables()
    #expect(stack.solver.changedVariables.isEmpty)
  }

  @Test("Variables and constraints can be shared by two solvers")
  func sharedBetweenSolvers() throws {
    let x = Variable("x")
    let y = Variable("y")
    let shared = x == y + 10
    let first = Solver()
    let second = Solver()
    try first.addConstraints([shared, y == 1])
    try second.addConstraints([shared, y == 5])
    #expect(first.hasConstraint(shared) && second.hasConstraint(shared))
    first.updateVariables()
    #expect(x.value == 11)
    second.updateVariables()
    #expect(x.value == 15)
    try first.removeConstraint(shared)
    #expect(!first.hasConstraint(shared) && second.hasConstraint(shared))
    try second.setConstant(-20, of: shared)
    second.updateVariables()
    #expect(x.value == 25)
    try first.addConstraint(shared)
    #expect(first.constraintCount == 2 && second.constraintCount == 2)
    first.reset()
    #expect(!first.hasConstraint(shared) && second.hasConstraint(shared))
    try first.addConstraint(shared)
    #expect(first.hasConstraint(shared))
  }

  @Test("A moved variable removed before the list is read is still reported")
  func changedSurvivesRelease() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let cx = x == 5
    try solver.addConstraints([cx, y == 7])
    solver.updateVariables()
    try solver.removeConstraint(cx)
    let z = Variable("z")
    try solver.addConstraint(z == 9)  // may reuse x's symbol
    #expect(Set(solver.changedVariables.map(\.id)) == Set([x.id, y.id]))
    #expect(x.value == 5)
  }

  @Test("Changing a spacing constant in place moves only the views below it")
  func spacingConstant() throws {
    let stack = try ViewStack(10)
    // top5 == top4 + height4 + 8 is stored as top5 - top4 - height4 - 8 == 0.
    try stack.solver.setConstant(-20, of: stack.spacing[5])
    #expect(stack.spacing[5].expression.constant == -20)
    stack.solver.updateVariables()
    let changed = stack.solver.changedVariables
    #expect(Set(changed.map(\.id)) == Set(stack.tops[5...].map(\.id)))
    #expect(stack.tops[9].value == 8 + 9 * 52 + 12)
    #expect(stack.tops[4].value == 8 + 4 * 52)
  }

  @Test("In-place constants of soft and tableau constraints match remove + add")
  func constantMatchesReadd() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let soft = (x == 10) | .medium
    let bound = x + y <= 100
    try solver.addConstraints([soft, bound, (y == 80) | .strong, x >= 0])
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 80)
    try solver.setConstant(-40, of: soft)  // x == 40
    solver.updateVariables()
    #expect(x.value == 20 && y.value == 80)
    try solver.setConstant(-130, of: bound)  // x + y <= 130
    solver.updateVariables()
    #expect(x.value == 40 && y.value == 80)
    try solver.setConstant(0, of: soft)
    try solver.setConstant(-100, of: bound)
    solver.updateVariables()
    #expect(x.value == 0 && y.value == 80)
  }

  @Test("A redundant required equality can move only together with its twin")
  func redundantConstant() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 5
    let second = 2 * x == 10
    try solver.addConstraints([first, second])
    do {
      try solver.setConstant(-12, of: second)
      Issue.record("moved a redundant equality away from its twin")
    } catch {
      guard case .unsatisfiableConstraint(_, let conflicts) = error else { throw error }
      #expect(conflicts.count == 1 && conflicts[0] === first)
    }
    try solver.removeConstraint(first)
    try solver.setConstant(-12, of: second)
    solver.updateVariables()
    #expect(x.value == 6)
  }

  @Test("A batch equals the same constraints added one by one")
  func batchEqualsSequential() throws {
    func build(batch: Bool) throws -> [UInt64] {
      let vars = (0..<6).map { Variable("v\($0)") }
      let constraints = [
        vars[0] == 0, vars[1] == vars[0] + 10, (vars[2] >= vars[1] + 5) | .strong,
        (vars[2] == 100) | .weak, vars[3] + vars[4] == vars[2], (vars[3] == vars[4]) | .medium,
        vars[5] <= vars[3], (vars[5] == 1000) | .strong,
      ]
      let solver = Solver()
      if batch {
        try solver.addConstraints(constraints)
      } else {
        for c in constraints { try solver.addConstraint(c) }
      }
      solver.updateVariables()
      let values = vars.map(\.value.bitPattern)
      try solver.removeConstraints(Array(constraints[2...4]))
      solver.updateVariables()
      return values + vars.map(\.value.bitPattern)
    }
    let batched = try build(batch: true)
    let sequential = try build(batch: false)
    #expect(batched.count == sequential.count)
    for (a, b) in zip(batched, sequential) {
      #expect(abs(Double(bitPattern: a) - Double(bitPattern: b)) < 1e-9)
    }
  }

  @Test("A batch large enough to make room first solves as small batches do; a failing one changes nothing")
  func largeBatchReservesRoom() throws {
    // A chain of 400 points 5 apart, each also pulled weakly toward 0: well above the batch size from
    // which the solver makes room in its tables before adding (SolverCore.reservingBatch).
    func chain(_ points: [Variable]) -> [Constraint] {
      var result = [points[0] == 0]
      for i in 1..<points.count {
        result.append(points[i] >= points[i - 1] + 5)
        result.append((points[i] == 0) | .weak)
      }
      return result
    }
    let large = (0..<400).map { Variable("a\($0)") }
    let small = (0..<400).map { Variable("b\($0)") }
    let whole = Solver()
    try whole.addConstraints(chain(large))
    let pieces = Solver()
    let smallChain = chain(small)
    for start in stride(from: 0, to: smallChain.count, by: 50) {
      try pieces.addConstraints(Array(smallChain[start..<min(start + 50, smallChain.count)]))
    }
    whole.updateVariables()
    pieces.updateVariables()
    #expect(large.map(\.value) == small.map(\.value))
    #expect(large[399].value == 1995)
    // A large batch whose last constraint contradicts the chain: thrown, and nothing of it stays.
    let more = (0..<300).map { Variable("c\($0)") }
    var failing = chain(more)
    failing.append(more[299] <= large[0] - 1)
    failing.append(large[399] == 7)
    let before = (whole.constraintCount, whole.rowCount, whole.symbolCount)
    #expect(throws: SolverError.self) { try whole.addConstraints(failing) }
    #expect((whole.constraintCount, whole.rowCount, whole.symbolCount) == before)
    whole.updateVariables()
    #expect(large[399].value == 1995)
  }

  @Test("The same system in two fresh solvers gives bit-identical values")
  func determinism() throws {
    func solve() throws -> [UInt64] {
      var gen = SystemGenerator(seed: 42, variableCount: 8)
      let solver = Solver()
      for _ in 0..<40 {
        let random = gen.constraint()
        try? solver.addConstraint(random.constraint)
      }
      try solver.addEditVariable(gen.variables[0], strength: .strong)
      try solver.suggestValue(gen.variables[0], 17)
      solver.updateVariables()
      return gen.variables.map(\.value.bitPattern)
    }
    let first = try solve()
    let second = try solve()
    #expect(first == second)
  }

  @Test("A variable's tag is the client's: -1 until set, kept through solving, ignored by the solver")
  func variableTag() throws {
    let a = Variable("a")
    let b = Variable("b")
    #expect(a.tag == -1)
    a.tag = 7
    b.tag = 7  // tags need not be unique
    let solver = Solver()
    try solver.addConstraint(a == 10)
    try solver.addConstraint(b == a + 5)
    solver.updateVariables()
    #expect(a.value == 10 && b.value == 15)
    #expect(a.tag == 7 && b.tag == 7)
    #expect(solver.changedVariables.map(\.tag) == [7, 7])
  }
}
