// The binary tree of amoeba's test_binarytree: 511 points in 9 rows, constraints added one by one.

import BenchSupport
import Cassowary

/// Builds the tree system in a fresh solver (root x and y are strong edit variables suggested 500
/// and 10 before any constraint is added), solves it and checks the layout. Returns the solver.
@MainActor @inline(never)
func buildBinaryTree(rows: Int = 9, method: Solver.EntryMethod = .dualSimplex) throws -> Solver {
  let solver = makeSolver()
  solver.entryMethod = method
  var xs: [Variable] = [Variable("x0")]
  var ys: [Variable] = [Variable("y0")]
  try solver.addEditVariable(xs[0], strength: .strong)
  try solver.addEditVariable(ys[0], strength: .strong)
  try solver.suggestValue(xs[0], 500)
  try solver.suggestValue(ys[0], 10)
  var rowCount = 1
  var rowStart = 0
  for _ in 1..<rows {
    let previousStart = rowStart
    rowStart += rowCount
    rowCount *= 2
    var parent = 0
    for point in 0..<rowCount {
      let x = Variable("x\(rowStart + point)")
      let y = Variable("y\(rowStart + point)")
      xs.append(x)
      ys.append(y)
      try solver.addConstraint(y == ys[rowStart - 1] + 15)
      if point > 0 {
        try solver.addConstraint(x >= xs[rowStart + point - 1] + 5)
      } else {
        try solver.addConstraint(x >= 0)
      }
      if point % 2 == 1 {
        try solver.addConstraint(xs[previousStart + parent] == 0.5 * x + 0.5 * xs[rowStart + point - 1])
        parent += 1
      }
    }
  }
  solver.updateVariables()
  let leaves = xs.suffix(rowCount)
  precondition(abs(xs[0].value - 637.5) < 1e-6, "tree: root x \(xs[0].value), expected 637.5")
  for (k, leaf) in leaves.enumerated() {
    precondition(
      abs(leaf.value - 5 * Double(k)) < 1e-6, "tree: leaf \(k) at \(leaf.value), expected \(5 * k)")
  }
  return solver
}

/// Times the whole build (objects, 1,275 additions, one update), median of several runs; also with
/// kiwi's artificial-variable entry (`tree.build_artificial`), the method the solver used before.
@MainActor
func runBinaryTree() throws {
  for (name, method, runs) in [
    ("tree.build", Solver.EntryMethod.dualSimplex, 7), ("tree.build_artificial", .artificialVariable, 3),
  ] {
    var samples: [Double] = []
    for _ in 0..<runs { samples.append(try time { _ = try buildBinaryTree(method: method) }) }
    report(name, 511, median(samples))
  }
}
