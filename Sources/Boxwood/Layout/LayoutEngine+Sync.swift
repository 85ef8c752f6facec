import Cassowary

extension LayoutEngine {
  /// Brings the solver up to date with the queued changes, solves, and writes the frames that moved.
  func update() {
    var rounds = 0
    // Writing frames can change intrinsic sizes (a wrapping label's height follows its new width), which
    // queues more work; a few rounds settle it.
    while hasWork, rounds < 4 {
      sync()
      if needsSolve {
        solver.updateVariables()
        needsSolve = false
        if !isScratch {
          let changed = solver.changedVariables
          guardNegativeSizes(changed)
          apply(changed)
        }
      } else if needsFrameWrites, !isScratch {
        apply([])
      }
      rounds += 1
    }
    flushReports()
    // The first layout, guard rounds included, builds the tableau: its density then is the one to keep
    // (a squeezed layout ends denser than it starts), and its work is what a rebuild would cost. Watched
    // from the start, a random composition of 10,000 views was rebuilt inside its first layout, 34 %
    // slower.
    if !hasWork, !solver.rebuildsWhenDense { solver.rebuildsWhenDense = true }
  }

  /// Turns the queue into one batch of removals and additions.
  ///
  /// Constraints leave before any enters, so that a constraint entering the solver can take over the
  /// solver constraint of an equal one leaving it in the same batch (see ``RecycleKey``): a view that
  /// replaces its constraints by fresh equal objects costs only what really changed. Those left over
  /// are removed.
  func sync() {
    var removals: [Cassowary.Constraint] = []
    var additions = SolverAdditions()
    syncRootSize(&removals, &additions)
    let moved = reparented
    reparented = []
    for view in moved { reparentParticipation(view) }
    let batch = pending
    pending = []
    pendingIDs = []
    for constraint in batch { constraint.leaveQueue(ofEngine: serial) }
    // The batch holds every constraint the lists below hold unretained until the pass ends.
    withExtendedLifetime(batch) {
      var leaving = RecyclePool(expected: batch.count)
      var entering: [Unmanaged<LayoutConstraint>] = []
      for constraint in batch { syncConstraint(constraint, &removals, &leaving, &entering) }
      // One growth of the table for the batch (growing it step by step rehashed every entry each time).
      installed.reserveCapacity(installed.count + entering.count)
      for constraint in entering { install(constraint.takeUnretainedValue(), &leaving, &additions) }
      for record in leaving.leftovers {
        removals.append(record.solverConstraint)
        uninstall(record)
      }
      let dirty = dirtyNodes
      dirtyNodes = []
      for node in dirty { syncSupport(node, &removals, &additions) }
      addPendingGuards(&additions)
      submit(removals, &additions)
    }
  }

  /// Takes `removals` out of the solver and puts `additions` in, as one batch where it can.
  private func submit(_ removals: [Cassowary.Constraint], _ additions: inout SolverAdditions) {
    guard !removals.isEmpty || !additions.isEmpty else { return }
    needsSolve = true
    // Support constraints (frames, intrinsic sizes) go in before the app's own (see `SolverAdditions`).
    let ordered = additions.takeOrdered()
    if removals.isEmpty {
      add(ordered, additions, asBatch: true)
      return
    }
    // One batch lets an entering equality take over the definition of one leaving on the same variable.
    do {
      try solver.replaceConstraints(removals, with: ordered)
      return
    } catch {}
    do {
      try solver.removeConstraints(removals)
    } catch {
      Diagnostics.warn("layout engine: removing constraints failed: \(error)")
    }
    add(ordered, additions, asBatch: false)
  }

  /// Sorts a queued constraint: an installed one that must leave (deactivated, out of the tree, or
  /// built with another priority or direction) goes to `leaving` if another may take it over, else is
  /// removed; one wanted and not installed as it is goes to `entering` (unretained: the batch holds it).
  private func syncConstraint(
    _ constraint: LayoutConstraint, _ removals: inout [Cassowary.Constraint], _ leaving: inout RecyclePool,
    _ entering: inout [Unmanaged<LayoutConstraint>]
  ) {
    let wanted =
      constraint.active && (isScratch || !constraint.isBroken) && isInTree(constraint.firstItem)
      && (!constraint.hasSecondItem || isInTree(constraint.secondItem))
    if let record = installed[ObjectIdentifier(constraint)] {
      // Kept as it is only while it is built the same way on the same nodes: a subtree that moved within
      // the tree re-queues its constraints, whose ancestors (participants) may have changed.
      if wanted && record.signature == signature(of: constraint)
        && (!hasNodeItems(constraint) || areParticipants(record.nodes, of: constraint))
      {
        return
      }
      if let key = recycleKey(constraint, record.signature) {
        // It stays installed (and counted) until taken over or removed at the end of the batch.
        leaving.add(record, key)
      } else {
        removals.append(record.solverConstraint)
        uninstall(record)
      }
    }
    if wanted { entering.append(Unmanaged.passUnretained(constraint)) }
  }

  /// Puts a wanted constraint into the solver: by taking over an equal leaving one on the same nodes,
  /// else as a new addition.
  private func install(
    _ constraint: LayoutConstraint, _ leaving: inout RecyclePool, _ additions: inout SolverAdditions
  ) {
    if !leaving.isEmpty, takeOver(constraint, from: &leaving) { return }
    guard let record = build(constraint) else { return }
    installed[ObjectIdentifier(constraint)] = record
    // Conflict reports name the app constraint (formatted only when a report is written); uninstalling
    // drops the description and the reference it holds.
    record.solverConstraint.diagnosticDescription = { constraint.description }
    if !isScratch { constraint.engine = self }
    for node in record.nodes { countParticipation(node) }
    additions.append(record.solverConstraint, builtFrom: constraint)
  }

  /// Undoes what installing a record did (its solver constraint is the caller's to remove).
  func uninstall(_ record: Installed) {
    detach(record)
    record.solverConstraint.diagnosticDescription = nil
    for node in record.nodes { uncountParticipation(node) }
  }

  private func syncSupport(
    _ node: LayoutNode, _ removals: inout [Cassowary.Constraint], _ additions: inout SolverAdditions
  ) {
    node.supportIsDirty = false
    removals.append(contentsOf: node.support)
    if node.guardsInstalled {
      for constraint in node.support { sizeGuardIDs.remove(ObjectIdentifier(constraint)) }
    }
    node.support = []
    let isRoot = node.view != nil && node.view === root
    if isRoot { rootSizeConstraints = nil }
    node.guardsInstalled = node.guardsSize
    guard node.participation > 0 || isRoot else {
      node.guardsInstalled = false
      forget(node)
      return
    }
    // A view that starts taking part gets its solved frame even if none of its variables is in the
    // solver (a constraint-driven container with no constraint of its own): its children's frames are
    // written relative to its solved origin, so its own frame must be that origin too.
    if !isRoot, !isScratch { queueFrameWrite(node) }
    // A list kept between nodes (taken out while in use, so that a nested pass would make its own).
    var support = supportScratch
    supportScratch = []
    support.removeAll(keepingCapacity: true)
    appendSupportConstraints(for: node, into: &support)
    node.support.reserveCapacity(support.count)
    for (constraint, description) in support {
      node.support.append(constraint)
      constraint.diagnosticDescription = description
      additions.appendSupport(constraint)
    }
    support.removeAll(keepingCapacity: true)
    supportScratch = support
  }

  /// Adds the size guards of the nodes that asked for them since the last batch, as additions of their
  /// own: taking the node's whole support out and putting it back with the guards moved every
  /// squeezed view's compression resistance in and out of the solver (in a crowded window each negative
  /// size found by one round of guards pushed others negative, and each round cost a large re-solve).
  private func addPendingGuards(_ additions: inout SolverAdditions) {
    let waiting = pendingGuards
    pendingGuards = []
    for node in waiting where node.guardsSize && !node.guardsInstalled && node.participation > 0 {
      node.guardsInstalled = true
      for (constraint, description) in sizeGuards(for: node) {
        node.support.append(constraint)
        constraint.diagnosticDescription = description
        additions.appendSupport(constraint)
      }
    }
  }

  /// Adds a batch (with `asBatch`, else one by one), resolving each conflict as ``addOneByOne(_:_:_:)`` does.
  ///
  /// A batch that fails on a required constraint is retried around it: the constraints before it go in
  /// as one batch (they held together), the failing one alone (breaking what it conflicts with, or
  /// itself), and the rest as the next batch. Adding the whole batch one by one instead ran a
  /// transaction and an optimization per constraint: a random composition of 3,000 views whose size
  /// guards met one conflict spent 1.4 s on 218 guards that way. Past ``batchRetries`` conflicts the rest
  /// goes one by one, so that thousands of conflicting constraints do not cost a failed batch each.
  private func add(_ batch: [Cassowary.Constraint], _ additions: SolverAdditions, asBatch: Bool) {
    var start = 0
    var retries = asBatch ? LayoutEngine.batchRetries : 0
    while retries > 0, start < batch.count {
      retries -= 1
      do {
        try solver.addConstraints(start == 0 ? batch : Array(batch[start...]))
        return
      } catch {
        guard case .unsatisfiableConstraint(let failed, _) = error,
          let index = batch[start...].firstIndex(where: { $0 === failed })
        else { break }
        addHeldTogether(batch, start..<index, additions)
        addOneByOne(batch, index..<(index + 1), additions)
        start = index + 1
      }
    }
    addOneByOne(batch, start..<batch.count, additions)
  }

  /// How many conflicts a batch is retried around before the rest is added one by one.
  static let batchRetries = 4

  /// Adds the constraints of `batch` in `range`, which held together before a failing one, in the same
  /// order: one batch.
  private func addHeldTogether(
    _ batch: [Cassowary.Constraint], _ range: Range<Int>, _ additions: SolverAdditions
  ) {
    guard !range.isEmpty else { return }
    do {
      try solver.addConstraints(Array(batch[range]))
    } catch {
      addOneByOne(batch, range, additions)
    }
  }

  /// Adds the constraints of `batch` in `range` one at a time, breaking each app constraint that cannot
  /// be satisfied with what is already in (and reporting it); a support constraint that conflicts breaks
  /// the app's constraints instead (``addSupport(_:after:)``).
  private func addOneByOne(
    _ batch: [Cassowary.Constraint], _ range: Range<Int>, _ additions: SolverAdditions
  ) {
    constraintsAddedAlone += range.count
    for index in range {
      let solverConstraint = batch[index]
      do {
        try solver.addConstraint(solverConstraint)
      } catch let error {
        let constraint = additions.owner(at: index)
        if constraint == nil, !isScratch, addSupport(solverConstraint, after: error) { continue }
        record(error, solverConstraint, constraint)
      }
    }
  }

  /// Gives every item whose width or height solved negative its size guards (``LayoutNode/guardsSize``),
  /// so the next round of ``update()`` solves again with them.
  func guardNegativeSizes(_ changed: [Variable]) {
    for variable in changed where variable.value < -1e-6 {
      guard let node = owner(of: variable), !node.guardsSize,
        variable === node.width || variable === node.height
      else { continue }
      node.guardsSize = true
      pendingGuards.append(node)
      requestPass()
    }
  }

  // MARK: Root size

  var rootSizeIsStale: Bool {
    guard let root, let sizes = rootSizeConstraints else { return false }
    return sizes.width.expression.constant != -root.bounds.width
      || sizes.height.expression.constant != -root.bounds.height
  }

  private func syncRootSize(
    _ removals: inout [Cassowary.Constraint], _ additions: inout SolverAdditions
  ) {
    guard let root else { return }
    if existingNode(for: root) == nil {
      markSupportDirty(node(for: root))
      return
    }
    guard rootSizeIsStale, let sizes = rootSizeConstraints, fitting == nil else { return }
    needsSolve = true
    // The window's size always wins: app constraints that fight it are broken and reported.
    for (constraint, value, dimension) in [
      (sizes.width, root.bounds.width, "width"), (sizes.height, root.bounds.height, "height"),
    ] {
      do {
        try solver.setConstant(-value, of: constraint)
      } catch {
        // Named only here: formatting the two sizes was most of what a resize cost a tree of fixed views.
        let name = "the window's root \(dimension) == \(value)"
        let updated = breakAppConstraints(after: error, for: name, orSizeGuards: true) {
          () throws(SolverError) in
          try solver.setConstant(-value, of: constraint)
        }
        if !updated { Diagnostics.warn("layout engine: root size update failed: \(error)") }
      }
    }
  }
}
