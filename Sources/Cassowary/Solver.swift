/// An incremental Cassowary constraint solver with kiwi's interface.
///
/// Add constraints (required or with a ``Strength``), mark variables as edit variables and
/// suggest values for them, then call ``updateVariables()`` and read each ``Variable/value``.
/// Based on Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm" (ACM TOCHI 2001), as implemented by kiwi, with a column index, a candidate list for the
/// objective and required equalities and inequalities kept out of the tableau as definitions, so
/// that chains of views stay linear instead of quadratic; a tableau that incremental changes have
/// filled in is built again from its constraints (``rebuildsWhenDense``).
///
/// Every throwing call either succeeds or leaves the solver exactly as it was. Results are
/// deterministic: the same calls in a fresh solver give bit-identical values.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.addConstraint(x + 2 * y == 10)
/// try solver.addConstraint((x >= 5) | .strong)
/// solver.updateVariables()
/// ```
public final class Solver {
  @exclusivity(unchecked) var core = SolverCore()

  /// Creates an empty solver.
  public init() {}

  /// How a required constraint enters the tableau when no variable of its row can be solved for
  /// (every variable it names is already determined by other rows).
  public enum EntryMethod: Sendable {
    /// The row enters as a violated row that the dual simplex repairs (the default). The objective
    /// stays optimal throughout, so every repair pivot is local to the rows it makes infeasible.
    case dualSimplex
    /// kiwi's method: an artificial variable minimised by the primal simplex. Its degenerate
    /// pivots can walk one shared symbol through every row once per row (cubic in a list whose
    /// width arrives after its rows); kept to compare results against.
    case artificialVariable
  }

  /// How required constraints with no variable to solve for enter (``EntryMethod/dualSimplex`` by
  /// default). Both reach the same optimum; only the path and its cost differ.
  public var entryMethod: EntryMethod {
    get { core.entryMethod }
    set { core.entryMethod = newValue }
  }

  /// Whether a required equality may define a variable the tableau already holds (basic in a row, or
  /// mentioned by rows), as well as a variable no row mentions (true by default). With false, such an
  /// equality enters the tableau as a row, as kiwi does: a definition removed after rows were built
  /// through it then leaves its variable in the tableau, and definitions turn into rows as constraints
  /// come and go. Kept to compare results and costs against.
  public var definesTableauVariables: Bool {
    get { core.definesTableauVariables }
    set { core.definesTableauVariables = newValue }
  }

  /// Whether a required inequality may define a variable no row mentions (`x := e + s`, its slack `s`
  /// as the marker), and hand that variable over to a later required equality on it (true by default).
  /// With false, every required inequality enters the tableau as a row, as kiwi does: a chain of N
  /// inequalities (`x[i] >= x[i-1] + 5`) then costs a triangle of N² cells. Kept to compare results
  /// and costs against.
  public var definesInequalities: Bool {
    get { core.definesInequalities }
    set { core.definesInequalities = newValue }
  }

  /// Whether ``replaceConstraints(_:with:)`` lets a required equality that enters take over, in place,
  /// the definition of one that leaves on the same variable (true by default). With false, the batch
  /// removes and then adds, as ``removeConstraints(_:)`` and ``addConstraints(_:)`` would. Kept to
  /// compare results and costs against.
  public var replacesDefinitions: Bool {
    get { core.replacesDefinitions }
    set { core.replacesDefinitions = newValue }
  }

  /// Whether a required equality whose variables are all defined may turn one of their definitions
  /// around and define that variable itself, instead of entering the tableau (true by default).
  ///
  /// A list of cards, each card's top an alias of its content's top, linked each below the one before,
  /// otherwise builds a row per link, each expanded through the one before it (cells grow as N²). Kept
  /// to compare results and costs against.
  public var reversesDefinitions: Bool {
    get { core.reversesDefinitions }
    set { core.reversesDefinitions = newValue }
  }

  /// Whether the solver builds its tableau again from the constraints it holds when incremental changes
  /// have made it dense (true by default).
  ///
  /// Each change pivots, and pivots fill rows in: inserting views one at a time into a stack squeezed
  /// below its fitting size left rows of hundreds of cells, and each insert cost more than the one
  /// before (40 inserts into a squeezed composition of 1,000 views took more than 300 s). When the cells
  /// a row have grown by half since the tableau was leanest, and the work done since it was last built
  /// exceeds what that build cost, the constraints and edit variables are added again, in their order,
  /// to a fresh tableau; values that do not move are not published again. Where the optimum is unique
  /// the values are the same; where several layouts are optimal the rebuilt tableau may choose another,
  /// as a fresh solver given the same calls would. It also lets a large removal build the rest afresh (see
  /// ``removeConstraints(_:)``).
  public var rebuildsWhenDense: Bool {
    get { core.rebuildsWhenDense }
    set { core.rebuildsWhenDense = newValue }
  }

  /// How many times the tableau was built again (see ``rebuildsWhenDense``).
  public var rebuildCount: Int { core.density.builds }

  /// Builds the tableau again if it has filled in (see ``rebuildsWhenDense``).
  private func rebuildIfDense() {
    if core.rebuildsWhenDense, core.isFilledIn() { rebuild() }
  }

  /// Builds the tableau again from the constraints and edit variables it holds, but those marked with
  /// `leaving`, and then `additions`; false if adding them failed (the solver is then as it was).
  @discardableResult
  func rebuild(leaving: UInt32? = nil, adding additions: [Constraint] = []) -> Bool {
    guard let fresh = core.rebuilt(leaving: leaving, adding: additions) else { return false }
    core = fresh
    return true
  }

  // MARK: - Constraints

  /// Adds a constraint and re-optimizes.
  ///
  /// - Throws: `SolverError.nonFiniteConstraint` if a coefficient or the constant is NaN or
  ///   infinite; `.duplicateConstraint` if it was already added; `.unsatisfiableConstraint`
  ///   (with the required constraints it contradicts) if it is required and cannot hold.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.checkNew(constraint)
    if core.cannotFail(constraint) {
      try core.add(constraint)
    } else {
      _ = try core.transaction { (core: inout SolverCore) throws(SolverError) in try core.add(constraint) }
    }
    core.optimize()
    rebuildIfDense()
  }

  /// Adds many constraints with one optimization at the end; all or nothing.
  ///
  /// - Throws: the first error, in the order given, that ``addConstraint(_:)`` would throw for one of
  ///   them after the ones before it (also `.duplicateConstraint` for a constraint listed twice); then
  ///   none is added.
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    core.reserveCapacity(forAdding: constraints.count)
    // Each constraint is checked as it goes in, the transaction undoing the batch on any error: a
    // separate pass of checks first read every constraint of a large batch twice, the second time
    // after it had left the cache. A constraint listed twice is in the solver by its second listing.
    try core.transaction { (core: inout SolverCore) throws(SolverError) in
      for constraint in constraints {
        try core.checkNew(constraint)
        try core.add(constraint)
      }
    }
    core.optimize()
    rebuildIfDense()
  }

  /// Removes `removals` and adds `additions` with one optimization at the end; all or nothing: the
  /// result of ``removeConstraints(_:)`` followed by ``addConstraints(_:)``, and on an error the solver
  /// is as it was before the call.
  ///
  /// Cheaper than the two calls when a required equality leaves and another on the same variable
  /// enters (a row inserted into a stack replaces the spacing below it): the one entering takes the
  /// definition over in place (``replacesDefinitions``), and rows built through it change only by the
  /// difference of the two, where removing it first would rebuild them through everything it reaches.
  ///
  /// - Throws: `.unknownConstraint` if a removal is not in the solver (or listed twice);
  ///   `.duplicateConstraint` if an addition is listed twice or is in the solver and not among the
  ///   removals; otherwise the first error ``addConstraint(_:)`` would throw for an addition.
  public func replaceConstraints(_ removals: [Constraint], with additions: [Constraint]) throws(SolverError) {
    let leaving = core.nextMark()
    var slots: [Int32] = []
    for constraint in removals {
      guard let slot = core.slot(of: constraint), core.mark(constraint, leaving) else {
        throw .unknownConstraint(constraint)
      }
      slots.append(slot)
    }
    let seen = core.nextMark()
    for constraint in additions {
      guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
      let isLeaving = core.isMarked(constraint, leaving)
      guard core.mark(constraint, seen), isLeaving || core.slot(of: constraint) == nil
      else { throw .duplicateConstraint(constraint) }
    }
    if core.isBulkRemoval(slots, adding: additions.count),
      rebuild(leaving: leaving, adding: additions)
    {
      return
    }
    let takingOver = core.replacesDefinitions
    if !slots.isEmpty { core.indexDummies() }
    core.reserveCapacity(forAdding: additions.count)
    do {
      try core.transaction { (core: inout SolverCore) throws(SolverError) in
        try core.replace(slots, with: additions, takingOver: takingOver)
      }
    } catch {
      guard core.takeoverFailed else { throw error }
      core.takeoverFailed = false
      try core.transaction { (core: inout SolverCore) throws(SolverError) in
        try core.replace(slots, with: additions, takingOver: false)
      }
    }
    core.optimize()
    rebuildIfDense()
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Throws: `SolverError.unknownConstraint` if the constraint is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let slot = core.slot(of: constraint) else { throw .unknownConstraint(constraint) }
    core.indexDummies()
    if core.remove(slot) { core.optimize() }
    rebuildIfDense()
  }

  /// Removes many constraints with one optimization at the end; all or nothing.
  ///
  /// Removing many constraints at once (at least 512, and twice as many as stay, or rewriting rows that
  /// hold several times the tableau's cells) builds the tableau again from what stays, as
  /// ``rebuildsWhenDense`` does: taking each constraint's rows apart would cost more than the build. The
  /// same holds for ``replaceConstraints(_:with:)``.
  ///
  /// - Throws: `SolverError.unknownConstraint` for the first constraint that is not in the
  ///   solver or is listed twice; then none is removed.
  public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
    let seen = core.nextMark()
    for constraint in constraints {
      guard core.slot(of: constraint) != nil, core.mark(constraint, seen) else {
        throw .unknownConstraint(constraint)
      }
    }
    if constraints.count >= SolverCore.bulkRemovalMinimum,
      core.isBulkRemoval(constraints.compactMap { core.slot(of: $0) }, adding: 0), rebuild(leaving: seen)
    {
      return
    }
    if !constraints.isEmpty { core.indexDummies() }
    var needsOptimize = false
    for constraint in constraints {
      if let slot = core.slot(of: constraint), core.remove(slot) { needsOptimize = true }
    }
    if needsOptimize { core.optimize() }
    rebuildIfDense()
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    core.slot(of: constraint) != nil
  }

  /// The number of constraints in the solver (edit variables not counted).
  public var constraintCount: Int { core.constraintCount }

  /// How many times optimizing met a falling objective coefficient with nothing to limit its symbol
  /// and dropped it as rounding noise, where kiwi throws "the objective is unbounded". Zero for
  /// systems whose strengths are a few decades apart; strengths 12 decades apart (priority 999 beside
  /// priority 1) can leave noise above the 1e-8 tolerance. For diagnostics and tests.
  public var numericalRepairCount: Int { core.numericalRepairs }

  /// The number of rows in the simplex tableau (the objective and freed row slots not counted).
  ///
  /// Read-only introspection for leak and soak tests: a system that returns to the same
  /// constraints returns to the same count.
  public var rowCount: Int { core.rows.count - core.freeRows.count }

  /// The number of cells in the tableau's rows: with ``rowCount``, how dense the tableau is. O(rows).
  public var cellCount: Int { core.cellCount }

  /// The number of required equalities kept out of the tableau as definitions (see the type's
  /// overview); with ``rowCount`` it measures the size of the solved system.
  public var definitionCount: Int { core.definitions.count - core.freeDefinitions.count }

  /// The number of symbols in use: variables, slacks, errors and markers (freed ones not counted).
  public var symbolCount: Int { core.info.count - core.freeSymbols.count }

  /// Changes the constant of a constraint's expression in place (Auto Layout's `constant`
  /// setter), without removing and re-adding it.
  ///
  /// The expression is `lhs - rhs`, so for `x == y + 8` the constant is `-8`; setting `-20`
  /// makes it `x == y + 20`. Cost is proportional to the rows and variables that move.
  /// The new constant is stored in the constraint object itself, so change the constant of a
  /// constraint only through the one solver that holds it.
  ///
  /// - Throws: `SolverError.nonFiniteValue` for NaN or infinity; `.unknownConstraint` if the
  ///   constraint is not in the solver; `.unsatisfiableConstraint` if a required constraint
  ///   cannot hold with the new constant (the constant is then unchanged).
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard constant.isFinite else { throw .nonFiniteValue(constant) }
    guard let slot = core.slot(of: constraint) else { throw .unknownConstraint(constraint) }
    let delta = constant - constraint.expression.constant
    guard delta != 0 else { return }
    if constraint.strength.isRequired { core.indexDummies() }
    guard core.constantChangeMayFail(slot) else {
      // Soft constraints and unreferenced definitions always accept a new constant.
      if core.changeConstant(slot, by: delta) != nil {
        preconditionFailure("Cassowary: a constant change that cannot fail failed")
      }
      return
    }
    try core.transaction { (core: inout SolverCore) throws(SolverError) in
      if let conflicts = core.changeConstant(slot, by: delta) {
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
      }
    }
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable whose value ``suggestValue(_:_:)`` can set.
  ///
  /// - Throws: `SolverError.requiredEditVariable` if `strength` is required;
  ///   `.duplicateEditVariable` if it already is an edit variable.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    guard core.editSlot(variable) == nil else { throw .duplicateEditVariable(variable) }
    core.addEdit(variable, strength: strength)
    core.optimize()
  }

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let slot = core.editSlot(variable) else { throw .unknownEditVariable(variable) }
    if core.removeEdit(slot) { core.optimize() }
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { core.editSlot(variable) != nil }

  /// Suggests a value for an edit variable; the solver moves it as close as its strength allows.
  ///
  /// - Throws: `SolverError.nonFiniteValue` for NaN or infinity; `.unknownEditVariable` if
  ///   `variable` is not an edit variable.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteValue(value) }
    guard let slot = core.editSlot(variable) else { throw .unknownEditVariable(variable) }
    core.suggest(slot, value)
  }

  // MARK: - Results

  /// Writes the solved values into the variables that moved.
  ///
  /// Only variables whose value changed since the previous update are written, so the cost is
  /// proportional to what moved; ``changedVariables`` lists them. A variable that is in two
  /// solvers receives a value only when it moves in the solver being updated.
  public func updateVariables() {
    core.publishValues()
  }

  /// The variables whose value the last ``updateVariables()`` changed, in a deterministic order
  /// (built on request, so an update costs nothing for views that do not ask).
  public var changedVariables: [Variable] { core.changedVariables() }

  /// Removes every constraint and edit variable; variables keep their last values.
  public func reset() {
    core = SolverCore()
  }

  /// A readable dump: objective, tableau rows, infeasible rows, definitions, variables, edit
  /// variables and constraints.
  public func dump() -> String { core.dump() }
}
