import SeededRandom
import Testing

@testable import Cassowary

@Suite("Random systems against the reference simplex")
struct PropertyTests {
  @Test("Incrementally added systems reach the reference optimum", arguments: 0..<40)
  func addedSystemsMatchReference(batch: Int) throws {
    for seed in 0..<50 {
      try checkAddedSystem(seed: UInt64(batch * 50 + seed))
    }
  }

  /// `degenerateRunLimit` chooses the primal simplex's entering rule (see ``PricingTests``).
  func checkAddedSystem(seed: UInt64, degenerateRunLimit: Int = 32) throws {
    var gen = SystemGenerator(seed: seed, variableCount: 2 + Int(seed % 4))
    let solver = Solver()
    solver.core.degenerateRunLimit = degenerateRunLimit
    var accepted: [RefConstraint] = []
    let editCount = Int(seed % 3)
    for index in 0..<min(editCount, gen.variables.count) {
      try solver.addEditVariable(gen.variables[index], strength: index == 0 ? .strong : .weak)
    }
    var suggestions = [Double](repeating: 0, count: editCount)
    for _ in 0..<(2 + Int(seed % 7)) {
      let random = gen.constraint()
      do {
        try solver.addConstraint(random.constraint)
        accepted.append(random.reference)
      } catch {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
          Issue.record("seed \(seed): unexpected \(error)")
          return
        }
        let candidate = accepted.filter { $0.weight == nil } + [random.reference]
        #expect(
          referenceSolve(candidate, variableCount: gen.variables.count) == .infeasible,
          "seed \(seed): rejected a satisfiable constraint")
        #expect(!conflicts.isEmpty || random.reference.coefficients.allSatisfy { $0 == 0 })
      }
      for index in 0..<min(editCount, gen.variables.count) where gen.chance(0.5) {
        suggestions[index] = gen.value()
        try solver.suggestValue(gen.variables[index], suggestions[index])
      }
    }
    solver.updateVariables()
    var all = accepted
    for index in 0..<min(editCount, gen.variables.count) {
      let weight = index == 0 ? Strength.strong.weight : Strength.weak.weight
      all.append(editReference(index, suggestions[index], weight: weight, count: gen.variables.count))
    }
    expectReferenceOptimum(all, gen.variables.map(\.value), "seed \(seed)") { "\n\(solver.dump())" }
  }

  @Test("Random add/remove/suggest sequences equal a from-scratch solve", arguments: 0..<20)
  func incrementalEqualsFromScratch(batch: Int) throws {
    for seed in 0..<25 {
      try checkSequence(seed: UInt64(10_000 + batch * 25 + seed))
    }
  }

  /// `rebuildEvery`: with n > 0, the tableau is built again (``Solver/rebuild()``) after every n-th step.
  func checkSequence(seed: UInt64, degenerateRunLimit: Int = 32, rebuildEvery: Int = 0) throws {
    var gen = SystemGenerator(seed: seed, variableCount: 3 + Int(seed % 3))
    let solver = Solver()
    solver.core.degenerateRunLimit = degenerateRunLimit
    var live: [RandomConstraint] = []
    var edits: [Int: (weight: Strength, value: Double)] = [:]
    for step in 0..<30 {
      let action = gen.index(12)
      if action == 10 && !live.isEmpty {
        let index = gen.index(live.count)
        let constant = gen.value()
        var candidate = live.map(\.reference)
        candidate[index].constant = constant
        do {
          try solver.setConstant(constant, of: live[index].constraint)
          live[index].reference.constant = constant
        } catch {
          #expect(live[index].constraint.strength.isRequired)
          #expect(
            referenceSolve(candidate.filter { $0.weight == nil }, variableCount: gen.variables.count)
              == .infeasible,
            "seed \(seed) step \(step): rejected a satisfiable constant")
        }
      } else if action == 11 {
        let batch = [gen.constraint(), gen.constraint(), gen.constraint()]
        do {
          try solver.addConstraints(batch.map(\.constraint))
          live.append(contentsOf: batch)
        } catch {
          let candidate = (live + batch).map(\.reference).filter { $0.weight == nil }
          #expect(referenceSolve(candidate, variableCount: gen.variables.count) == .infeasible)
          #expect(batch.allSatisfy { !solver.hasConstraint($0.constraint) })
        }
      } else if action < 5 || live.isEmpty {
        let random = gen.constraint()
        do {
          try solver.addConstraint(random.constraint)
          live.append(random)
        } catch {}
      } else if action < 7 {
        let victim = live.remove(at: gen.index(live.count))
        try solver.removeConstraint(victim.constraint)
      } else if action < 8 {
        let index = gen.index(gen.variables.count)
        if edits[index] == nil {
          let strength: Strength = gen.chance(0.5) ? .strong : .medium
          try solver.addEditVariable(gen.variables[index], strength: strength)
          edits[index] = (strength, 0)
        } else {
          try solver.removeEditVariable(gen.variables[index])
          edits[index] = nil
        }
      } else if let index = edits.keys.sorted().first {
        let value = gen.value()
        try solver.suggestValue(gen.variables[index], value)
        edits[index]!.value = value
      }
      if rebuildEvery > 0, step % rebuildEvery == rebuildEvery - 1 {
        #expect(solver.rebuild(), "seed \(seed) step \(step): the rebuild failed")
      }
      solver.updateVariables()
      let problem = solver.core.columnIndexProblem()
      #expect(problem == nil, "seed \(seed) step \(step): \(problem ?? "")")
      try compareWithReference(solver, live, edits, gen.variables, seed: seed, step: step)
    }
  }
}

/// Required equalities are kept as definitions when they can be; removing one leaves its variable
/// ranked but undefined. Long random add/remove runs over few variables exercise exactly that.
@Suite("Definitions under churn")
struct DefinitionChurnTests {
  @Test("Random chains of required equalities, added and removed, stay exact", arguments: 0..<8)
  func churn(batch: Int) throws {
    for seed in 0..<40 {
      try run(seed: UInt64(50_000 + batch * 40 + seed))
    }
  }

  /// `rebuildEvery`: with n > 0, the tableau is built again (``Solver/rebuild()``) after every n-th step.
  func run(seed: UInt64, rebuildEvery: Int = 0) throws {
    var rng = SeededGenerator(seed: seed)
    let variables = (0..<8).map { Variable("v\($0)") }
    let solver = Solver()
    var live: [(constraint: Constraint, check: () -> Double)] = []
    for step in 0..<120 {
      if live.isEmpty || Int.random(in: 0..<3, using: &rng) > 0 {
        let a = variables[Int.random(in: 0..<8, using: &rng)]
        let b = variables[Int.random(in: 0..<8, using: &rng)]
        let c = variables[Int.random(in: 0..<8, using: &rng)]
        let constant = Double(Int.random(in: -9...9, using: &rng))
        let threeTerms = Bool.random(using: &rng)
        guard a !== b, !threeTerms || (c !== a && c !== b) else { continue }
        let constraint = threeTerms ? (a == b + c + constant) : (a == b + constant)
        do {
          try solver.addConstraint(constraint)
          let check =
            threeTerms ? { a.value - b.value - c.value - constant } : { a.value - b.value - constant }
          live.append((constraint, check))
        } catch {
          // A contradiction with the equalities in force is refused; the solver is unchanged.
          #expect(!solver.hasConstraint(constraint), "seed \(seed) step \(step)")
        }
      } else {
        let victim = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
        try solver.removeConstraint(victim.constraint)
      }
      if rebuildEvery > 0, step % rebuildEvery == rebuildEvery - 1 {
        #expect(solver.rebuild(), "seed \(seed) step \(step): the rebuild failed")
      }
      solver.updateVariables()
      let problem = solver.core.columnIndexProblem()
      #expect(problem == nil, "seed \(seed) step \(step): \(problem ?? "")")
      for entry in live {
        #expect(
          abs(entry.check()) < 1e-6, "seed \(seed) step \(step): \(entry.constraint) off by \(entry.check())")
      }
    }
  }
}
