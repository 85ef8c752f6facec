import Testing

@testable import Cassowary

/// Random batches through `replaceConstraints(_:with:)`, with and without definitions taken over in place,
/// on twin solvers (each its own variables): every required constraint holds in both, and both published
/// layouts cost the same (the optimum may not be unique, its cost is).
@Suite("Replacing constraints, fuzzed")
struct ReplaceFuzzTests {
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// A constraint between two variables by index, made for either twin.
  struct Shape {
    var a: Int
    var b: Int
    var kind: Int
    var constant: Double
    var strength: Strength

    func make(_ vars: [Variable]) -> Constraint {
      let (x, y) = (vars[a], vars[b])
      switch kind {
      case 0: return (x == y + constant) | strength
      case 1: return (x >= y + constant) | strength
      case 2: return (x <= y + constant * 3 + 100) | strength
      default: return (x == constant * 5) | strength
      }
    }
  }

  /// One solver of the pair, its variables and its live constraints.
  final class Twin {
    let solver = Solver()
    /// Eight variables bounded to 0…1000, then 60 fresh ones for inserts.
    let vars = (0..<68).map { Variable("v\($0)") }
    var live: [Constraint] = []

    init(takingOver: Bool) throws {
      solver.replacesDefinitions = takingOver
      // Rows this small are below the cells where a row takeover pays: widened, so that it happens.
      solver.core.rowTakeoverLimits = (minimumCells: 0, maximumRows: .max)
      live = vars.prefix(8).map { $0 >= 0 } + vars.prefix(8).map { $0 <= 1000 }
      try solver.addConstraints(live)
      try solver.addEditVariable(vars[0], strength: .strong)
    }

    /// Runs one batch: `removed` indexes the constraints after the 16 bounds; whether it was accepted.
    func apply(_ removed: [Int], _ added: [Shape]) -> Bool {
      let removals = removed.map { live[16 + $0] }
      let additions = added.map { $0.make(vars) }
      do {
        try solver.replaceConstraints(removals, with: additions)
      } catch {
        return false
      }
      live.removeAll { constraint in removals.contains { $0 === constraint } }
      live += additions
      return true
    }

    /// Σ weight × violation of the soft constraints and the edit, over the published values; nil (and an
    /// issue recorded) if a required constraint does not hold.
    func cost(suggested: Double) -> Double? {
      solver.updateVariables()
      var total = Strength.strong.weight * abs(vars[0].value - suggested)
      for constraint in live {
        let value = constraint.expression.value
        let violation: Double
        switch constraint.op {
        case .equal: violation = abs(value)
        case .greaterThanOrEqual: violation = max(0, -value)
        case .lessThanOrEqual: violation = max(0, value)
        }
        if constraint.strength.isRequired {
          guard violation < 1e-6 else {
            Issue.record("\(constraint) is off by \(violation)")
            return nil
          }
        } else {
          total += constraint.strength.weight * violation
        }
      }
      return total
    }
  }

  func randomShape(_ random: inout Random, required: Bool) -> Shape {
    let a = random.next(8)
    let b = (a + 1 + random.next(7)) % 8
    let strengths: [Strength] = [.weak, .medium, .strong]
    let kind = random.next(required ? 3 : 4)
    return Shape(
      a: a, b: b, kind: kind, constant: Double(random.next(40)) - 10,
      strength: required ? .required : strengths[random.next(3)])
  }

  /// A batch: maybe one of `shapes` removed (by index), one to three new ones added, and an equality on
  /// the variable of a removed required equality, so that takeovers happen.
  func batch(_ random: inout Random, _ shapes: [Shape], fresh: Int) -> (removed: [Int], added: [Shape]) {
    var removed: [Int] = []
    if !shapes.isEmpty, random.next(3) > 0 { removed.append(random.next(shapes.count)) }
    var added = (0..<(1 + random.next(3))).map { _ in randomShape(&random, required: random.next(2) == 0) }
    if let index = removed.first, shapes[index].kind == 0, shapes[index].strength.isRequired {
      var shape = shapes[index]
      if random.next(2) == 0 {
        // An insert, as into a stack: `a == b + c` becomes `a == f + c'` and `f == b + c''`, with `f` fresh
        // and defined after the equality that takes `a` over refers to it.
        let old = shape
        shape.b = fresh
        shape.constant = Double(random.next(9))
        added += [shape, Shape(a: fresh, b: old.b, kind: 0, constant: old.constant, strength: .required)]
      } else {
        shape.b = (shape.a + 1 + random.next(7)) % 8
        shape.constant += Double(random.next(9)) - 4
        added.append(shape)
      }
    }
    return (removed, added)
  }

  @Test(
    "random batches: required constraints hold and the cost is the same with and without takeovers",
    arguments: 1...40)
  func sameCost(seed: Int) throws {
    var random = Random(state: UInt64(seed) &* 7919)
    let twins = [try Twin(takingOver: true), try Twin(takingOver: false)]
    var shapes: [Shape] = []
    for step in 0..<60 {
      let suggested = Double(random.next(300))
      for twin in twins { try twin.solver.suggestValue(twin.vars[0], suggested) }
      let (removed, added) = batch(&random, shapes, fresh: 8 + step)
      let outcomes = twins.map { $0.apply(removed, added) }
      #expect(outcomes[0] == outcomes[1], "seed \(seed) step \(step): one twin refused the batch")
      guard outcomes[0] == outcomes[1] else { return }
      if outcomes[0] {
        for index in removed { shapes.remove(at: index) }
        shapes += added
      }
      guard let a = twins[0].cost(suggested: suggested), let b = twins[1].cost(suggested: suggested) else {
        return
      }
      #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): cost \(a) against \(b)")
      if abs(a - b) > 1e-6 * max(1, abs(b)) { return }
    }
  }

  @Test("the fuzzed batches do take definitions and row equalities over")
  func takeoversHappen() throws {
    // Counted over the seeds of `sameCost`: a fuzz that never took over would test nothing.
    var total = 0
    var rowTotal = 0
    for seed in 1...40 {
      var random = Random(state: UInt64(seed) &* 7919)
      let twin = try Twin(takingOver: true)
      var shapes: [Shape] = []
      for step in 0..<60 {
        try twin.solver.suggestValue(twin.vars[0], Double(random.next(300)))
        let (removed, added) = batch(&random, shapes, fresh: 8 + step)
        if twin.apply(removed, added) {
          for index in removed { shapes.remove(at: index) }
          shapes += added
        }
      }
      total += twin.solver.core.takeovers
      rowTotal += twin.solver.core.rowTakeovers
    }
    #expect(total >= 20, "\(total) takeovers in 40 seeds")
    #expect(rowTotal >= 20, "\(rowTotal) row equalities taken over in 40 seeds")
  }
}
