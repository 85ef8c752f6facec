// Which symbol enters and which row leaves: the pivot rules of the primal and dual simplex.

extension SolverCore {
  /// The primal simplex's entering symbol: the candidate with the most negative objective coefficient
  /// (Dantzig's rule; ties to the lowest id), or with `bland` the lowest id with a negative coefficient.
  ///
  /// The objective weighs strengths decades apart, so the steepest coefficient repairs the strongest
  /// errors first. Bland's rule (lowest id) works through candidates in creation order instead: in a
  /// random composition of 2,000 views it spent twice the pivots, relaxing weak errors that stronger
  /// ones then moved again. Dantzig's rule alone can cycle on degenerate pivots, so a run of them hands
  /// over to Bland's rule, which cannot.
  ///
  /// One pass over the candidates serves both rules; it drops those that are no longer candidates
  /// (basic now, or not negative any more) and takes the chosen one out.
  mutating func nextEnteringSymbol(bland: Bool) -> Symbol? {
    var best = -1
    var bestValue = 0.0
    var index = candidates.count - 1
    while index >= 0 {
      let symbol = candidates[index]
      guard isCandidate(symbol) else {
        if best == candidates.count - 1 { best = index }
        dropCandidate(at: index)
        index -= 1
        continue
      }
      let value = bland ? 0 : objective.items[Int(symbol)]
      if best < 0 || value < bestValue || (value == bestValue && symbol < candidates[best]) {
        (best, bestValue) = (index, value)
      }
      index -= 1
    }
    guard best >= 0 else { return nil }
    let symbol = candidates[best]
    dropCandidate(at: best)
    return symbol
  }

  /// Takes the candidate at `index` out of the list (the last one moves into its place).
  @inline(__always)
  private mutating func dropCandidate(at index: Int) {
    isCandidateQueued[Int(candidates[index])] = false
    candidates.swapAt(index, candidates.count - 1)
    candidates.removeLast()
  }

  /// Whether `symbol` may enter the basis to lower the objective: parametric, not a dummy, and with a
  /// negative coefficient.
  @inline(__always)
  private func isCandidate(_ symbol: Symbol) -> Bool {
    let entry = info.items[Int(symbol)]
    return entry.kind != .dummy && entry.kind != .unused && entry.row < 0
      && objective.items[Int(symbol)] < 0
  }

  /// The dual simplex's leaving row: the infeasible row with the most negative constant (ties to the
  /// latest queued), or -1 when every row is feasible.
  ///
  /// Repairing the rows in the order they were queued (last first) moved a violation from row to row: a
  /// pivot that fixed a small one pushed a large one further, which a later pivot moved back. The worst
  /// row first took a random composition of 3,000 views from 5,446 pivots to 3,175. Rows that are
  /// feasible again (or left the tableau) are dropped from the queue on the way.
  mutating func nextLeavingRow() -> Int32 {
    var best: Int32 = -1
    var bestIndex = -1
    var bestConstant = 0.0
    var index = infeasible.count - 1
    while index >= 0 {
      let slot = info.items[Int(infeasible[index])].row
      let constant = slot >= 0 ? rows.items[Int(slot)].constant : 0
      guard constant < 0 && !nearZero(constant) else {
        if bestIndex == infeasible.count - 1 { bestIndex = index }
        infeasible.swapAt(index, infeasible.count - 1)
        infeasible.removeLast()
        index -= 1
        continue
      }
      if constant < bestConstant { (best, bestIndex, bestConstant) = (slot, index, constant) }
      index -= 1
    }
    if bestIndex >= 0 {
      infeasible.swapAt(bestIndex, infeasible.count - 1)
      infeasible.removeLast()
    }
    return best
  }
}
