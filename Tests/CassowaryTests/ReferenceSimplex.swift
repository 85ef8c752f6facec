// An independent reference for the property tests: a dense two-phase textbook simplex.
//
// It solves the same weighted problem as the solver — minimise Σ weight·violation over the
// soft constraints subject to the required ones — written from scratch in standard form
// (min cᵀz, Az = b, z ≥ 0, free variables split into z⁺ − z⁻), with Bland's rule.

/// A constraint over variable indices, for the reference.
struct RefConstraint {
  enum Op { case eq, le, ge }
  var coefficients: [Double]  // one per variable
  var constant: Double
  var op: Op
  var weight: Double?  // nil = required
}

enum ReferenceResult: Equatable {
  case infeasible
  case optimal(objective: Double, values: [Double])
}

/// Solves the weighted problem; `variableCount` free variables.
func referenceSolve(_ constraints: [RefConstraint], variableCount n: Int) -> ReferenceResult {
  // Columns: x⁺ (n), x⁻ (n), then per constraint: slack (ineq), errors (soft).
  var columnCount = 2 * n
  var rowsA: [[Int: Double]] = []
  var b: [Double] = []
  var cost: [Int: Double] = [:]
  for constraint in constraints {
    var row: [Int: Double] = [:]
    for (i, a) in constraint.coefficients.enumerated() where a != 0 {
      row[i] = a
      row[n + i] = -a
    }
    // expr = Σ a x + constant; relation with 0.
    switch constraint.op {
    case .eq: break
    case .ge:
      row[columnCount] = -1  // expr - s = 0, s ≥ 0
      columnCount += 1
    case .le:
      row[columnCount] = 1  // expr + s = 0
      columnCount += 1
    }
    if let weight = constraint.weight {
      switch constraint.op {
      case .eq:
        row[columnCount] = -1  // expr - e⁺ + e⁻ = 0
        row[columnCount + 1] = 1
        cost[columnCount] = weight
        cost[columnCount + 1] = weight
        columnCount += 2
      case .ge:
        row[columnCount] = 1  // expr + e - s = 0: e covers a shortfall
        cost[columnCount] = weight
        columnCount += 1
      case .le:
        row[columnCount] = -1
        cost[columnCount] = weight
        columnCount += 1
      }
    }
    rowsA.append(row)
    b.append(-constraint.constant)
  }
  var lp = DenseLP(rows: rowsA, b: b, columns: columnCount)
  guard lp.phaseOne() else { return .infeasible }
  let objective = lp.phaseTwo(cost: cost)
  let z = lp.solution()
  let values = (0..<n).map { z[$0] - z[n + $0] }
  return .optimal(objective: objective, values: values)
}

/// A dense tableau in standard form with artificial columns for phase one.
struct DenseLP {
  var m: Int
  var columns: Int
  var tableau: [[Double]]  // m rows × (columns + m + 1); last entry is the right-hand side
  var basis: [Int]

  init(rows: [[Int: Double]], b: [Double], columns: Int) {
    m = rows.count
    self.columns = columns
    tableau = []
    basis = []
    for (i, row) in rows.enumerated() {
      var dense = [Double](repeating: 0, count: columns + m + 1)
      let sign: Double = b[i] < 0 ? -1 : 1
      for (j, a) in row { dense[j] = a * sign }
      dense[columns + i] = 1
      dense[columns + m] = b[i] * sign
      tableau.append(dense)
      basis.append(columns + i)
    }
  }

  mutating func phaseOne() -> Bool {
    var cost = [Double](repeating: 0, count: columns + m)
    for i in 0..<m { cost[columns + i] = 1 }
    let value = run(cost: cost, allowed: columns + m)
    guard value < 1e-7 * max(1, scale) else { return false }
    // Drive remaining artificial columns out of the basis where possible.
    for i in 0..<m where basis[i] >= columns {
      if let j = (0..<columns).first(where: { abs(tableau[i][$0]) > 1e-9 }) { pivot(i, j) }
    }
    return true
  }

  mutating func phaseTwo(cost: [Int: Double]) -> Double {
    var dense = [Double](repeating: 0, count: columns + m)
    for (j, c) in cost { dense[j] = c }
    return run(cost: dense, allowed: columns)
  }

  var scale: Double { tableau.map { abs($0[columns + m]) }.max() ?? 1 }

  /// Bland's-rule primal simplex over columns `< allowed`; returns the objective value.
  mutating func run(cost: [Double], allowed: Int) -> Double {
    while true {
      var entering = -1
      for j in 0..<allowed where !basis.contains(j) {
        var reduced = cost[j]
        for i in 0..<m { reduced -= cost[basis[i]] * tableau[i][j] }
        if reduced < -1e-9 {
          entering = j
          break
        }
      }
      if entering < 0 { break }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<m where tableau[i][entering] > 1e-9 {
        let ratio = tableau[i][columns + m] / tableau[i][entering]
        if ratio < best - 1e-12 || (leaving >= 0 && abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 { return -Double.infinity }
      pivot(leaving, entering)
    }
    var value = 0.0
    for i in 0..<m { value += cost[basis[i]] * tableau[i][columns + m] }
    return value
  }

  mutating func pivot(_ r: Int, _ c: Int) {
    let p = tableau[r][c]
    for j in tableau[r].indices { tableau[r][j] /= p }
    for i in 0..<m where i != r {
      let f = tableau[i][c]
      if f != 0 {
        for j in tableau[i].indices { tableau[i][j] -= f * tableau[r][j] }
      }
    }
    basis[r] = c
  }

  func solution() -> [Double] {
    var z = [Double](repeating: 0, count: columns)
    for i in 0..<m where basis[i] < columns { z[basis[i]] = tableau[i][columns + m] }
    return z
  }
}
