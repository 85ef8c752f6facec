// Which items take part in layout: a node participates while an installed constraint names it or one
// of its descendants does. Constraints count in their own items' nodes; each node that participates
// counts once in its parent's (a view's superview, a guide's owning view), so that installing or removing
// a constraint costs O(1) however deep its items sit, where counting it in every ancestor cost the depth.

extension LayoutEngine {
  /// The nodes a constraint on `item` counts in directly: a guide's or a view's own, or for another kind
  /// of item its owning view's. Their ancestors take part through ``countParticipation(_:)``.
  func participants(of item: any LayoutItem, into result: inout [LayoutNode]) {
    if let view = item as? View {
      result.append(node(for: view))
    } else if let guide = item as? LayoutGuide {
      result.append(node(for: guide))
    } else if let owner = item.layoutOwningView {
      result.append(node(for: owner))
    }
  }

  /// ``participants(of:into:)`` for one side of a constraint: a baseline lent by a subview adds the views
  /// from that subview up to the item, so moving, hiding or replacing it rebuilds the constraint.
  func participants(of item: any LayoutItem, _ attribute: LayoutAttribute, into result: inout [LayoutNode]) {
    if attribute.isBaseline, let view = item as? View {
      var current: View? = LayoutEngine.baselineView(of: view, first: attribute == .firstBaseline)
      while let lender = current, lender !== view {
        result.append(node(for: lender))
        current = lender.superview
      }
    }
    participants(of: item, into: &result)
  }

  /// The node a participating node counts in: its view's superview's (none for the root), or its
  /// guide's owning view's.
  func participationParent(of node: LayoutNode) -> LayoutNode? {
    if node.isView {
      guard let view = node.view, view !== root, let superview = view.superview else { return nil }
      return self.node(for: superview)
    }
    guard let owner = node.guide?.owningView else { return nil }
    return self.node(for: owner)
  }

  /// One more reference to `node`; a node that starts taking part counts in its parent, and so on up
  /// while each one starts too.
  ///
  /// A node already taking part (nearly every call) only counts: the walk up is a function of its own,
  /// so that the common case retains nothing (the loop retained each node it visited, 1 % of a first
  /// layout).
  func countParticipation(_ node: LayoutNode) {
    node.participation += 1
    if node.participation == 1 { startParticipating(node) }
  }

  /// Marks a node that starts taking part and counts it in its parent, and so on up while each parent
  /// starts too.
  private func startParticipating(_ node: LayoutNode) {
    var counted = node
    while true {
      markSupportDirty(counted)
      let parent = participationParent(of: counted)
      counted.countedIn = parent
      guard let parent else { return }
      parent.participation += 1
      guard parent.participation == 1 else { return }
      counted = parent
    }
  }

  /// One reference fewer to `node`; a node that stops taking part leaves the parent it counted in.
  func uncountParticipation(_ node: LayoutNode) {
    node.participation -= 1
    if node.participation == 0 { stopParticipating(node) }
  }

  /// Marks a node that stops taking part and takes it out of the parent it counted in, and so on up
  /// while each parent stops too.
  private func stopParticipating(_ node: LayoutNode) {
    var counted = node
    while true {
      markSupportDirty(counted)
      guard let parent = counted.countedIn else { return }
      counted.countedIn = nil
      parent.participation -= 1
      guard parent.participation == 0 else { return }
      counted = parent
    }
  }

  /// A view joined another superview in this tree: a participating node moves its count from its old
  /// parent to its new one (the new one first, so that ancestors both share stay in).
  func reparentParticipation(_ view: View) {
    guard let node = existingNode(for: view) else { return }
    node.awaitsReparent = false
    guard node.participation > 0, isInTree(view) else { return }
    let parent = participationParent(of: node)
    guard parent !== node.countedIn else { return }
    if let parent { countParticipation(parent) }
    if let old = node.countedIn { uncountParticipation(old) }
    node.countedIn = parent
  }

  /// Whether `nodes` are exactly the nodes the constraint's items count in now, in the order
  /// ``participants(of:_:into:)`` lists them; found without creating any node. Only for a constraint
  /// with a key (its items are views and guides, read through their handles).
  func areParticipants(_ nodes: [LayoutNode], of constraint: LayoutConstraint) -> Bool {
    var index = 0
    func next(_ node: LayoutNode?) -> Bool {
      guard let node, index < nodes.count, node === nodes[index] else { return false }
      index += 1
      return true
    }
    func follows(_ reference: ItemReference?, _ attribute: LayoutAttribute) -> Bool {
      guard let reference else { return true }
      if attribute.isBaseline, let owner = reference.view {
        var lender: View? = LayoutEngine.baselineView(of: owner, first: attribute == .firstBaseline)
        while let current = lender, current !== owner {
          guard next(existingNode(for: current)) else { return false }
          lender = current.superview
        }
      }
      if let guide = reference.guide { return next(existingNode(for: guide)) }
      if let view = reference.view { return next(existingNode(for: view)) }
      return true
    }
    return follows(constraint.firstReference, constraint.firstAttribute)
      && follows(constraint.secondReference, constraint.secondAttribute) && index == nodes.count
  }
}
