import Cassowary

/// The Auto Layout engine of one view tree: a long-lived solver fed only the difference in constraints.
///
/// Each root view (a window's root, or the top of a tree in no window) owns one engine. Activation,
/// deactivation, intrinsic-size and frame changes only *queue* work; ``update()`` — run by the layout
/// pass — turns the queue into one batch of solver additions and removals, re-solves, and writes frames
/// only for views whose variables moved. A pass with nothing queued costs nothing.
@MainActor
final class LayoutEngine {
  /// The root of the tree (it owns the engine).
  weak var root: View?
  let solver = Solver()
  /// A throwaway engine (fitting size, ambiguity probes): it changes no constraint and writes no frame.
  let isScratch: Bool
  var fitting: (size: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?

  var nodes: [ObjectIdentifier: LayoutNode] = [:]
  var variableOwners: [ObjectIdentifier: LayoutNode] = [:]
  var installed: [ObjectIdentifier: Installed] = [:]
  var pending: [LayoutConstraint] = []
  var pendingIDs: Set<ObjectIdentifier> = []
  var dirtyNodes: [LayoutNode] = []
  /// How to describe each solver constraint in a conflict report (formatted only when reporting).
  var descriptions: [ObjectIdentifier: Describe] = [:]
  var rootSizeConstraints: (width: Cassowary.Constraint, height: Cassowary.Constraint)?
  var needsSolve = false
  /// Set when the app assigned the frame of a constraint-driven view (its solved frame goes back).
  var needsFrameWrites = false
  var applyGeneration = 0
  var reports: [ConflictReport] = []

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
    var directions: [LayoutDirection]
  }

  struct ConflictReport {
    var broken: String
    var conflicting: [String]
  }

  init(root: View, scratch: Bool = false) {
    self.root = root
    isScratch = scratch
  }

  /// Whether ``update()`` has anything to do.
  var hasWork: Bool {
    !pending.isEmpty || !dirtyNodes.isEmpty || needsSolve || needsFrameWrites || rootSizeIsStale
  }

  // MARK: Queueing

  /// Queues a constraint whose state changed for the engines concerned: the one holding it (to remove
  /// or rebuild it) and the one of its current tree (to add it).
  static func enqueue(_ constraint: LayoutConstraint) {
    constraint.engine?.markPending(constraint)
    if constraint.active, let view = constraint.owningViews.first {
      let engine = view.treeRoot.engineCreatingIfNeeded()
      if engine !== constraint.engine { engine.markPending(constraint) }
    }
  }

  func markPending(_ constraint: LayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    guard pendingIDs.insert(id).inserted else { return }
    pending.append(constraint)
    requestPass()
  }

  /// Asks the window (if any) for a layout pass. The root view itself is not marked: a constraint
  /// change must not make the root re-run `layoutSubviews` and walk all its children. A tree in no
  /// window runs its engine at its next `layoutIfNeeded()`.
  func requestPass() {
    root?.window?.setNeedsLayout()
  }

  func markSupportDirty(_ node: LayoutNode) {
    guard !node.supportIsDirty else { return }
    node.supportIsDirty = true
    dirtyNodes.append(node)
    requestPass()
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
      // The only failure is a non-finite value, which the constraint already refused.
      Diagnostics.warn("constant change of \(constraint) failed: \(error)")
    }
  }

  // MARK: Nodes

  func existingNode(for item: AnyObject) -> LayoutNode? {
    guard let node = nodes[ObjectIdentifier(item)], node.view === item || node.guide === item else {
      return nil
    }
    return node
  }

  func node(for item: any LayoutItem) -> LayoutNode {
    if let node = existingNode(for: item) { return node }
    let node = LayoutNode(name: item.layoutName)
    node.view = item as? View
    node.guide = item as? LayoutGuide
    if !isScratch { node.view?.mayHaveLayoutNode = true }
    nodes[ObjectIdentifier(item)] = node
    for variable in node.variables { variableOwners[ObjectIdentifier(variable)] = node }
    return node
  }

  func forget(_ node: LayoutNode, item: AnyObject) {
    nodes[ObjectIdentifier(item)] = nil
    for variable in node.variables { variableOwners[ObjectIdentifier(variable)] = nil }
  }

  /// The nodes a constraint on `item` counts in: the item, and for views every ancestor up to the root
  /// (their frames are needed to place the item relative to its superview).
  func participants(of item: any LayoutItem) -> [LayoutNode] {
    var result: [LayoutNode] = []
    if let guide = item as? LayoutGuide { result.append(node(for: guide)) }
    var view = item.layoutOwningView
    while let current = view {
      result.append(node(for: current))
      if current === root { break }
      view = current.superview
    }
    return result
  }

  func isInTree(_ item: (any LayoutItem)?) -> Bool {
    guard let root, let view = item?.layoutOwningView else { return false }
    if let guide = item as? LayoutGuide, !(guide.owningView?.layoutGuides.contains { $0 === guide } ?? false)
    {
      return false
    }
    return view.isDescendant(of: root)
  }
}
