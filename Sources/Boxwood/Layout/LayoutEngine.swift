import Cassowary

/// The Auto Layout engine of one view tree: a long-lived solver fed only the difference in constraints.
///
/// Each root view (a window's root, or the top of a tree in no window) owns one engine. Activation,
/// deactivation, intrinsic-size and frame changes only *queue* work; ``update()`` — run by the layout
/// pass — turns the queue into one batch of solver additions and removals, re-solves, and writes frames
/// only for views whose variables moved. A pass with nothing queued costs nothing.
@MainActor
final class LayoutEngine {
  /// The root of the tree (it owns the engine; cleared when the root is destroyed or drops the engine).
  @exclusivity(unchecked) nonisolated(unsafe) unowned var root: View?
  let solver = Solver()
  /// A throwaway engine (fitting size, ambiguity probes): it changes no constraint and writes no frame.
  let isScratch: Bool
  @exclusivity(unchecked) var fitting: (size: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?

  @exclusivity(unchecked) var nodes: [ObjectIdentifier: LayoutNode] = [:]
  /// Every node by slot; a node's variables carry its slot as their `tag`, so a changed variable finds
  /// its node without hashing. Freed slots are reused.
  @exclusivity(unchecked) var nodeSlots: [LayoutNode?] = []
  @exclusivity(unchecked) var freeSlots: [Int] = []
  @exclusivity(unchecked) var installed: [ObjectIdentifier: Installed] = [:]
  @exclusivity(unchecked) var pending: [LayoutConstraint] = []
  @exclusivity(unchecked) var pendingIDs: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) var dirtyNodes: [LayoutNode] = []
  /// The list ``syncSupport`` gathers a node's support constraints in, reused from node to node.
  @exclusivity(unchecked) var supportScratch: [(Cassowary.Constraint, Describe)] = []
  /// Nodes whose size guards wait to join their support (see ``guardNegativeSizes(_:)``).
  @exclusivity(unchecked) var pendingGuards: [LayoutNode] = []
  /// Views that joined another superview in this tree since the last batch (see
  /// ``reparentParticipation(_:)``).
  @exclusivity(unchecked) var reparented: [View] = []
  @exclusivity(unchecked) var rootSizeConstraints:
    (width: Cassowary.Constraint, height: Cassowary.Constraint)?
  @exclusivity(unchecked) var needsSolve = false
  /// Constraints added to the solver one at a time (outside a batch) so far, for tests.
  @exclusivity(unchecked) var constraintsAddedAlone = 0
  /// Views whose solved frame must be written at the next pass even if none of their variables moved
  /// (see ``queueFrameWrite(_:)``), in the order they were queued: an array, not a scan of ``nodes``,
  /// so that the order of frame writes (and of what they invalidate) is the same on every run.
  @exclusivity(unchecked) var frameWriteQueue: [LayoutNode] = []
  /// Whether views wait for their solved frame to be written back.
  var needsFrameWrites: Bool { !frameWriteQueue.isEmpty }
  @exclusivity(unchecked) var applyGeneration = 0
  @exclusivity(unchecked) var applyTargets: [LayoutNode] = []
  /// How many views the last pass of ``apply(_:)`` looked at to write their frames (for tests).
  var lastApplyCount = 0
  var reports: [ConflictReport] = []
  /// The solver constraints that are size guards (``LayoutNode/guardsSize``).
  @exclusivity(unchecked) var sizeGuardIDs: Set<ObjectIdentifier> = []
  /// The application's direction the tree's directions were last brought up to date with (see
  /// ``View/runConstraintPasses()``).
  var applicationDirection: LayoutDirection

  /// A constraint as the solver holds it.
  struct Installed {
    let constraint: LayoutConstraint
    let solverConstraint: Cassowary.Constraint
    /// The nodes whose participation the constraint counts in (to undo exactly that).
    let nodes: [LayoutNode]
    let signature: Signature
    /// The solver expression's constant without the user constant (see ``constantDidChange(_:)``).
    let base: Double
    let flipsConstant: Bool
  }

  /// What a constraint was built from; a change means rebuilding it.
  struct Signature: Equatable {
    var priority: LayoutPriority
    var direction: LayoutDirection?
  }

  struct ConflictReport {
    var broken: String
    var conflicting: [String]
  }

  /// A number no other engine of this process has: a view's cached node is this engine's only if its
  /// serial matches (an identity could be reused after an engine is freed).
  let serial: Int

  private static var serials = 0

  init(root: View, scratch: Bool = false) {
    solver.entryMethod = LayoutSolverOptions.entryMethod
    solver.definesTableauVariables = LayoutSolverOptions.definesTableauVariables
    solver.definesInequalities = LayoutSolverOptions.definesInequalities
    solver.replacesDefinitions = LayoutSolverOptions.replacesDefinitions
    solver.reversesDefinitions = LayoutSolverOptions.reversesDefinitions
    // Not while the first layout builds the tableau (see ``update()``).
    solver.rebuildsWhenDense = false
    LayoutEngine.serials += 1
    serial = LayoutEngine.serials
    self.root = root
    isScratch = scratch
    applicationDirection = LayoutDirection.application
  }

  /// Whether ``update()`` has anything to do.
  var hasWork: Bool {
    !pending.isEmpty || !dirtyNodes.isEmpty || !pendingGuards.isEmpty || needsSolve || needsFrameWrites
      || rootSizeIsStale
  }

  // MARK: Queueing

  /// Queues a constraint whose state changed for the engines concerned: the one holding it (to remove
  /// or rebuild it) and the one of its current tree (to add it).
  static func enqueue(_ constraint: LayoutConstraint) {
    enqueue(
      constraint, owner: constraint.active ? constraint.firstOwningView ?? constraint.secondOwningView : nil)
  }

  /// ``enqueue(_:)`` with the view that decides the tree (the first item's owning view, else the
  /// second's), already looked up; `nil` for an inactive constraint.
  static func enqueue(_ constraint: LayoutConstraint, owner: View?) {
    let current = constraint.engine
    current?.markPending(constraint)
    if constraint.active, let owner {
      let engine = owner.treeRoot.engineCreatingIfNeeded()
      if engine !== current { engine.markPending(constraint) }
    }
  }

  /// Queues a constraint for the next pass (once).
  ///
  /// The constraint carries the engine's serial while it waits, so the common check costs no hash, in
  /// either of two slots: a view tree built before it joins a window queues its constraints in its own
  /// engine, then in the window's (with one slot, every constraint of such a subtree went through the
  /// window engine's set, 2 % of a form's first layout). The set takes only those already waiting in two
  /// other engines' queues.
  func markPending(_ constraint: LayoutConstraint) {
    if constraint.pendingEngine == serial || constraint.otherPendingEngine == serial { return }
    let id = ObjectIdentifier(constraint)
    // A freed slot does not prove the constraint out of this engine's set (it may have entered it while
    // both slots were taken).
    let free = constraint.pendingEngine == 0 || constraint.otherPendingEngine == 0
    if free && (pendingIDs.isEmpty || !pendingIDs.contains(id)) {
      if constraint.pendingEngine == 0 {
        constraint.pendingEngine = serial
      } else {
        constraint.otherPendingEngine = serial
      }
    } else {
      guard pendingIDs.insert(id).inserted else { return }
    }
    // The queue asks for a pass when it stops being empty: the window keeps the request until a pass,
    // and a pass empties the queue (a request per constraint loaded the root and its window for each,
    // 0.8 % of a first layout).
    if pending.isEmpty { requestPass() }
    pending.append(constraint)
  }

  /// Empties the queue of an engine being dropped (its root joined another tree, whose engine queues the
  /// constraints again), freeing the slots its serial held: left behind, they sent every constraint of a
  /// subtree built in stages (a list in a stack in a scroll view in a stack) through the next engines'
  /// sets.
  func abandonQueue() {
    for constraint in pending { constraint.leaveQueue(ofEngine: serial) }
    pending = []
    pendingIDs = []
  }

  /// Asks the window (if any) for a layout pass. The root view itself is not marked: a constraint
  /// change must not make the root re-run `layoutSubviews` and walk all its children. A tree in no
  /// window runs its engine at its next `layoutIfNeeded()`.
  func requestPass() {
    root?.window?.setNeedsLayout()
  }

  /// Queues a view's solved frame to be written at the next pass, whether or not its variables move: the
  /// app assigned the frame of a constraint-driven view, or the view started taking part (a view none of
  /// whose variables is in the solver would otherwise keep a frame its children are not placed from).
  func queueFrameWrite(_ node: LayoutNode) {
    guard node.isView, !node.needsFrameWrite else { return }
    node.needsFrameWrite = true
    // As the constraint queue: a request when the queue stops being empty (see `markPending(_:)`).
    if frameWriteQueue.isEmpty { requestPass() }
    frameWriteQueue.append(node)
  }

  func markSupportDirty(_ node: LayoutNode) {
    guard !node.supportIsDirty else { return }
    node.supportIsDirty = true
    if dirtyNodes.isEmpty { requestPass() }
    dirtyNodes.append(node)
  }

  /// Called when a constraint's constant changed: cheap, in place.
  func constantDidChange(_ constraint: LayoutConstraint) {
    guard !isScratch, let record = installed[ObjectIdentifier(constraint)] else { return }
    let constant = record.flipsConstant ? -constraint.constant : constraint.constant
    do {
      try solver.setConstant(record.base - constant, of: record.solverConstraint)
      needsSolve = true
      requestPass()
    } catch {
      // A non-finite value was already refused by the constraint; what remains is a required constraint
      // that cannot hold with its new constant. As in UIKit it is broken and reported: keeping the old
      // constant in the solver would leave the frames obeying a value the constraint no longer has.
      breakForConstantChange(record, after: error)
    }
  }

  /// Breaks (and reports, at the end of the next pass) a required constraint whose new constant conflicts
  /// with the required constraints already in; the solver still holds it with its old constant.
  private func breakForConstantChange(_ record: Installed, after error: SolverError) {
    var conflicting = ["\(error)"]
    if case .unsatisfiableConstraint(_, let conflicts) = error {
      conflicting = conflicts.filter { $0 !== record.solverConstraint }.map(\.reportName)
    }
    breakInstalled(record, name: record.constraint.description, conflicting: conflicting)
    needsSolve = true
    requestPass()
  }

  // MARK: Nodes

  /// The node that owns one of this engine's variables.
  func owner(of variable: Variable) -> LayoutNode? {
    let slot = variable.tag
    guard slot >= 0, slot < nodeSlots.count, let node = nodeSlots[slot], node.x.tag == slot else {
      return nil
    }
    return node
  }

  func existingNode(for item: AnyObject) -> LayoutNode? {
    if let view = item as? View { return existingNode(for: view) }
    guard let node = nodes[ObjectIdentifier(item)], node.guide === item else { return nil }
    return node
  }

  /// A view's node: usually straight from the view's cache, else from the table.
  func existingNode(for view: View) -> LayoutNode? {
    if let node = view.layoutNodeCache, node.engineSerial == serial { return node }
    guard let node = nodes[ObjectIdentifier(view)], node.view === view else { return nil }
    view.layoutNodeCache = node
    return node
  }

  /// A view's node, created if needed (without the casts of ``node(for:)-(any LayoutItem)``).
  func node(for view: View) -> LayoutNode {
    if let node = view.layoutNodeCache, node.engineSerial == serial { return node }
    return node(for: view as any LayoutItem)
  }

  func node(for item: any LayoutItem) -> LayoutNode {
    if let node = existingNode(for: item) { return node }
    let node = LayoutNode(item: item, engineSerial: serial)
    if let view = item as? View {
      if !isScratch { view.mayHaveLayoutNode = true }
      view.layoutNodeCache = node
    }
    nodes[ObjectIdentifier(item)] = node
    let slot = freeSlots.popLast() ?? nodeSlots.count
    if slot == nodeSlots.count { nodeSlots.append(node) } else { nodeSlots[slot] = node }
    node.tagVariables(slot)
    return node
  }

  /// Drops a node from the tables. A node whose item was destroyed may have had its key taken over
  /// by a new item's node, which stays.
  func forget(_ node: LayoutNode) {
    if nodes[node.key] === node { nodes[node.key] = nil }
    if let view = node.view, view.layoutNodeCache === node { view.layoutNodeCache = nil }
    let slot = node.x.tag
    guard slot >= 0, slot < nodeSlots.count, nodeSlots[slot] === node else { return }
    nodeSlots[slot] = nil
    freeSlots.append(slot)
    node.tagVariables(-1)
  }

  /// Whether `item` is a view of this engine's tree or a guide owned by one.
  ///
  /// A guide is in its owning view's ``View/layoutGuides`` exactly while its ``LayoutGuide/owningView``
  /// is set (adding and removing keep both), so no list is searched: a view with thousands of guides
  /// (a spacer guide per pair of items) made every constraint's check cost the length of that list.
  func isInTree(_ item: (any LayoutItem)?) -> Bool {
    guard let root, let view = item?.layoutOwningView else { return false }
    if view.treeRoot === root { return true }
    // A scratch engine (a fitting size) is rooted at a view that may sit in a larger tree.
    return root.superview != nil && view.isDescendant(of: root)
  }
}

/// Solver options of the layout engines made in the current task.
enum LayoutSolverOptions {
  /// How an engine's solver enters rows with no variable to solve for; tests bind it to lay the same
  /// trees out both ways (the results must not depend on it).
  @TaskLocal static var entryMethod = Solver.EntryMethod.dualSimplex
  /// Whether an engine's solver defines variables the tableau already holds (see
  /// ``Solver/definesTableauVariables``); tests bind it to compare results both ways.
  @TaskLocal static var definesTableauVariables = true
  /// Whether an engine's solver keeps required inequalities as definitions (see
  /// ``Solver/definesInequalities``); tests bind it to compare results both ways.
  @TaskLocal static var definesInequalities = true
  /// Whether an engine's solver lets an entering equality take over a leaving one's definition in place
  /// (see ``Solver/replacesDefinitions``); tests bind it to compare results both ways.
  @TaskLocal static var replacesDefinitions = true
  /// Whether an engine's solver turns definitions around to define a variable of an equality whose
  /// variables are all defined (see ``Solver/reversesDefinitions``); tests bind it to compare both ways.
  @TaskLocal static var reversesDefinitions = true
}

extension Cassowary.Constraint {
  /// How a conflict report names this solver constraint: the description the engine attached (the app
  /// constraint or support constraint it was built for), else the solver's own form.
  var reportName: String { diagnosticDescription?() ?? "\(self)" }
}
