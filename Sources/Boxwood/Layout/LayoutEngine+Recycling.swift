import Cassowary

extension LayoutEngine {
  /// What a solver constraint is made of apart from its constant: two app constraints with equal keys
  /// on the same participating nodes build the same solver constraint, up to the constant.
  ///
  /// A view that regenerates its constraints in every update pass (BoxView) deactivates its old
  /// constraint objects and activates fresh, structurally identical ones. Within one ``sync()`` each
  /// fresh constraint takes over the solver constraint of a leaving one with the same key, so the solver
  /// sees only what really changed: constants set in place, and the constraints with no counterpart.
  struct RecycleKey: Hashable {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    let firstAttribute: LayoutAttribute
    let secondAttribute: LayoutAttribute
    let relation: LayoutRelation
    let multiplier: Double
    let priority: LayoutPriority
    /// The direction leading and trailing were read in (the first item's).
    let direction: LayoutDirection?
  }

  /// The installed constraints leaving the solver in one ``sync()``, which constraints entering it in
  /// the same batch may take over; those still here at the end of the batch are removed.
  ///
  /// A pool of a few candidates (an insert into a stack leaves two or three) is searched in order; a
  /// larger one (a box regenerating every constraint) is indexed by key at the first search. Hashing a key
  /// for every entering constraint and allocating a table for the whole batch were 3 % of an insert into a
  /// fill-proportionally list; indexing a pool nothing searches (a box of 10,000 items emptied) was 14 % of
  /// that pass.
  struct RecyclePool {
    /// The candidates in the order they left (`nil` once taken over), so that what is left is removed
    /// in a deterministic order.
    private var records: [Installed?] = []
    /// The key of each candidate.
    private var keys: [RecycleKey] = []
    /// The next candidate with the same key, or -1 (once indexed).
    private var next: [Int] = []
    /// The first candidate of each key (once indexed).
    private var heads: [RecycleKey: Int] = [:]
    /// How many candidates to make room for when the pool is indexed (the batch size): nothing is
    /// allocated for a batch where nothing leaves.
    private let expected: Int
    /// Whether ``heads`` and ``next`` index the candidates (built at the first search of a large pool).
    private var isIndexed = false
    /// Pools of at most this many candidates are searched in order, without an index.
    static let searchedSize = 16

    init(expected: Int) { self.expected = expected }

    var isEmpty: Bool { records.isEmpty }

    mutating func add(_ record: Installed, _ key: RecycleKey) {
      let index = records.count
      records.append(record)
      keys.append(key)
      next.append(-1)
      if isIndexed { link(index, key) }
    }

    /// Indexes every candidate by key, making room for the whole batch.
    private mutating func buildIndex() {
      isIndexed = true
      records.reserveCapacity(expected)
      keys.reserveCapacity(expected)
      next.reserveCapacity(expected)
      heads.reserveCapacity(expected)
      for index in records.indices { link(index, keys[index]) }
    }

    /// Chains the candidate at `index` after the last one with the same key.
    private mutating func link(_ index: Int, _ key: RecycleKey) {
      guard var last = heads[key] else {
        heads[key] = index
        return
      }
      while next[last] >= 0 { last = next[last] }
      next[last] = index
    }

    /// Takes out the earliest candidate with `key` that `accepts`.
    mutating func take(_ key: RecycleKey, where accepts: (Installed) -> Bool) -> Installed? {
      if !isIndexed && records.count > RecyclePool.searchedSize { buildIndex() }
      guard isIndexed else {
        for index in records.indices where keys[index] == key {
          if let record = records[index], accepts(record) {
            records[index] = nil
            return record
          }
        }
        return nil
      }
      var index = heads[key] ?? -1
      while index >= 0 {
        if let record = records[index], accepts(record) {
          records[index] = nil
          return record
        }
        index = next[index]
      }
      return nil
    }

    /// The candidates nothing took over, in the order they left.
    var leftovers: [Installed] { records.compactMap { $0 } }
  }

  /// The key of a constraint built with `signature` (for an installed one, the record's: the app may
  /// have changed the priority since). `nil` when it must not be taken over: a constraint on a baseline
  /// (its expression depends on the fonts of the moment), on an item that is gone, or on an item that
  /// is neither a view nor a guide (such an item has no node of its own to compare).
  func recycleKey(_ constraint: LayoutConstraint, _ signature: Signature) -> RecycleKey? {
    guard !constraint.firstAttribute.isBaseline, !constraint.secondAttribute.isBaseline,
      let first = LayoutEngine.identity(of: constraint.firstReference)
    else { return nil }
    var second: ObjectIdentifier?
    if constraint.hasSecondItem {
      guard let reference = constraint.secondReference, let identity = LayoutEngine.identity(of: reference)
      else { return nil }
      second = identity
    }
    return RecycleKey(
      first: first, second: second, firstAttribute: constraint.firstAttribute,
      secondAttribute: constraint.secondAttribute, relation: constraint.relation,
      multiplier: constraint.multiplier, priority: signature.priority, direction: signature.direction)
  }

  private static func identity(of reference: ItemReference) -> ObjectIdentifier? {
    if let view = reference.view { return ObjectIdentifier(view) }
    if let guide = reference.guide { return ObjectIdentifier(guide) }
    return nil
  }

  /// Whether the constraint's items are views and guides (whose nodes ``areParticipants(_:of:)`` can
  /// compare).
  func hasNodeItems(_ constraint: LayoutConstraint) -> Bool {
    guard LayoutEngine.identity(of: constraint.firstReference) != nil else { return false }
    guard let second = constraint.secondReference else { return true }
    return LayoutEngine.identity(of: second) != nil
  }

  /// Whether `constraint` took over the solver constraint of a leaving one: equal key, same nodes.
  func takeOver(_ constraint: LayoutConstraint, from leaving: inout RecyclePool) -> Bool {
    guard let key = recycleKey(constraint, signature(of: constraint)),
      let candidate = leaving.take(key, where: { areParticipants($0.nodes, of: constraint) })
    else { return false }
    if adopt(candidate, for: constraint) { return true }
    // Refused: it leaves after all, unless another constraint takes it over.
    leaving.add(candidate, key)
    return false
  }

  /// Hands the solver constraint of a leaving record over to `constraint`, which builds the same one up
  /// to the constant: its constant is set in place, and the participation counts stay as they are.
  /// Returns `false`, changing nothing, when the solver refuses the new constant (a required constraint
  /// that cannot hold with it while the leaving constraints are still in); the constraint is then built
  /// afresh, so that a real conflict is handled and reported as usual.
  func adopt(_ candidate: Installed, for constraint: LayoutConstraint) -> Bool {
    let constant = candidate.base - (candidate.flipsConstant ? -constraint.constant : constraint.constant)
    if constant != candidate.solverConstraint.expression.constant {
      do {
        try solver.setConstant(constant, of: candidate.solverConstraint)
      } catch {
        return false
      }
      needsSolve = true
    }
    detach(candidate)
    installed[ObjectIdentifier(constraint)] = Installed(
      constraint: constraint, solverConstraint: candidate.solverConstraint, nodes: candidate.nodes,
      signature: candidate.signature, base: candidate.base, flipsConstant: candidate.flipsConstant)
    candidate.solverConstraint.diagnosticDescription = { constraint.description }
    if !isScratch { constraint.engine = self }
    return true
  }

  /// Drops a record's entry and its constraint's tie to this engine, unless a newer record of the same
  /// constraint (rebuilt in the same batch after a priority or direction change) replaced them.
  func detach(_ record: Installed) {
    if let index = installed.index(forKey: ObjectIdentifier(record.constraint)) {
      guard installed.values[index].solverConstraint === record.solverConstraint else { return }
      installed.remove(at: index)
    }
    if record.constraint.engine === self { record.constraint.engine = nil }
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a text baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
