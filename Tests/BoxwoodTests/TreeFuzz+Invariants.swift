import Boxwood

// TreeFuzzer: the invariants checked after every frame.

extension TreeFuzzer {
  /// Checks the tree, the boxes, the constraints and every presentation value; appends to ``failures``.
  func checkInvariants(collector: Diagnostics.Collector, brokenBefore: Set<ObjectIdentifier>) {
    let inWindow = windowViews
    checkTree(inWindow)
    for case let box as BoxView in views { checkBox(box) }
    for case let stack as StackView in views {
      for view in stack.arrangedSubviews where view.superview !== stack {
        failures.append("\(name(stack)) arranges \(name(view)), which is not its subview")
      }
    }
    checkConstraintTrees()
    checkRequiredConstraints(inWindow, collector: collector, brokenBefore: brokenBefore)
    for view in views { checkFinite(view) }
  }

  /// Every view of the window's tree is there once, with consistent superview and window pointers.
  func checkTree(_ inWindow: [View]) {
    var seen = Set<ObjectIdentifier>()
    for view in inWindow {
      if !seen.insert(ObjectIdentifier(view)).inserted {
        failures.append("\(name(view)) is in the tree twice")
      }
      if view.window !== window { failures.append("\(name(view)) is in the tree but its window is not set") }
      for child in view.subviews where child.superview !== view {
        failures.append(
          "\(name(child)) is a subview of \(name(view)) but its superview is \(name(child.superview))")
      }
    }
    for view in views where !seen.contains(ObjectIdentifier(view)) && view.window != nil {
      failures.append("\(name(view)) is out of the tree but still has a window")
    }
  }

  /// A box's items, managed views and guides, subviews and managed constraints agree.
  func checkBox(_ box: BoxView) {
    let objects = box.items.map { ObjectIdentifier($0.object) }
    if Set(objects).count != objects.count { failures.append("\(name(box)) has an object in two items") }
    let itemViews = box.items.compactMap(\.view)
    for view in itemViews where view.superview !== box {
      failures.append(
        "\(name(box)) has an item for \(name(view)), whose superview is \(name(view.superview))")
    }
    if Set(itemViews.map(ObjectIdentifier.init)) != Set(box.managedViews.map(ObjectIdentifier.init)) {
      failures.append(
        "\(name(box)): managed views \(box.managedViews.map(name)) ≠ item views \(itemViews.map(name))")
    }
    let itemGuides = box.items.compactMap(\.guide)
    if Set(itemGuides.map(ObjectIdentifier.init)) != Set(box.managedGuides.map(ObjectIdentifier.init)) {
      failures.append("\(name(box)): managed guides ≠ item guides")
    }
    for guide in itemGuides where guide.owningView !== box {
      failures.append("\(name(box)) has an item for guide \(guide.layoutName) owned by another view")
    }
    // Constraints are generated in the update pass, which a box in no window has not had.
    guard box.window === window else { return }
    var allowed = Set(itemViews.map(ObjectIdentifier.init))
    allowed.formUnion(itemGuides.map(ObjectIdentifier.init))
    allowed.insert(ObjectIdentifier(box))
    for guide in box.layoutGuides { allowed.insert(ObjectIdentifier(guide)) }
    for constraint in box.managedConstraints {
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where !allowed.contains(ObjectIdentifier(item)) {
        failures.append("\(name(box)) manages \(constraint), which names \(item.layoutName), not its own")
      }
      // A frame stack deactivates the constraints on itself by design (it lays out by frames; warned).
      let namesFrameStack = [constraint.firstItem, constraint.secondItem].contains { $0 is FrameStackView }
      // A constant beyond the maximum (a wild pin, inset or spacing) is refused at activation (reported).
      let refused = abs(constraint.constant) > LayoutConstraint.maximumConstantMagnitude
      if !constraint.isActive && !deactivatedByApp.contains(ObjectIdentifier(constraint)) && !namesFrameStack
        && !refused
      {
        failures.append("\(name(box)) manages \(constraint), which is inactive after a frame")
      }
    }
  }

  /// The top of a view's tree.
  func treeTop(_ view: View) -> View {
    var current = view
    while let parent = current.superview { current = parent }
    return current
  }

  /// No active constraint relates views of two different trees (moving a view out deactivates those).
  func checkConstraintTrees() {
    for view in views {
      for constraint in view.constraints {
        let owners = [constraint.firstItem, constraint.secondItem].compactMap { $0?.layoutOwningView }
        guard owners.count == 2, treeTop(owners[0]) !== treeTop(owners[1]) else { continue }
        failures.append(
          "active \(constraint) relates \(name(owners[0])) and \(name(owners[1])), which are in different trees"
        )
      }
    }
  }

  /// Required constraints in the window hold within a tolerance, unless broken, and a break is reported.
  func checkRequiredConstraints(
    _ inWindow: [View], collector: Diagnostics.Collector, brokenBefore: Set<ObjectIdentifier>
  ) {
    var checked = Set<ObjectIdentifier>()
    var newlyBroken: [LayoutConstraint] = []
    for view in inWindow {
      for constraint in view.constraints where checked.insert(ObjectIdentifier(constraint)).inserted {
        if constraint.isBroken { continue }
        guard constraint.priority.isRequired, let error = violation(of: constraint) else { continue }
        failures.append("required \(constraint) is not satisfied: \(error)")
      }
    }
    // Breaks are tracked in every tree, not only the window's: a detached tree lays out (and breaks and
    // reports) on its own, and a constraint broken there stays broken when its view joins the window,
    // where it was not broken in this step.
    var seen = Set<ObjectIdentifier>()
    for view in views {
      for constraint in view.constraints
      where constraint.isBroken && seen.insert(ObjectIdentifier(constraint)).inserted {
        let id = ObjectIdentifier(constraint)
        if !brokenBefore.contains(id) { newlyBroken.append(constraint) }
        brokenConstraints[id] = constraint
      }
    }
    for (id, constraint) in brokenConstraints where !constraint.isBroken { brokenConstraints[id] = nil }
    let reported = collector.errors.contains {
      if case .unsatisfiableConstraints = $0 { return true } else { return false }
    }
    if let constraint = newlyBroken.first, !reported {
      failures.append("\(constraint) was broken without an unsatisfiable-constraints report")
    }
  }

  /// How far a constraint is from holding on the current frames, or `nil` when it holds (or cannot be
  /// evaluated from frames: a baseline, an item out of the window).
  func violation(of constraint: LayoutConstraint) -> String? {
    guard let first = constraint.firstItem, let firstView = first.layoutOwningView,
      !constraint.firstAttribute.isBaseline && !constraint.secondAttribute.isBaseline,
      let firstRect = layoutRect(first)
    else { return nil }
    let direction = firstView.effectiveUserInterfaceLayoutDirection
    let lhs = value(constraint.firstAttribute, of: firstRect, direction)
    let flips =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && direction == .rightToLeft
    var rhs = flips ? -constraint.constant : constraint.constant
    if let second = constraint.secondItem {
      guard let secondRect = layoutRect(second) else { return nil }
      rhs += value(constraint.secondAttribute, of: secondRect, direction) * constraint.multiplier
    }
    let tolerance = 0.01 + 1e-7 * max(abs(lhs), abs(rhs))
    // Right to left, leading/trailing positions count from the right (UIKit's flipped axis): the offset
    // points the other way, and so does an inequality (`a.leading <= b.trailing + 106` is
    // `a.right >= b.left - 106`), as the engine builds it.
    var relation = constraint.relation
    if flips && relation != .equal {
      relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
    }
    let holds: Bool
    switch relation {
    case .equal: holds = abs(lhs - rhs) <= tolerance
    case .lessThanOrEqual: holds = lhs <= rhs + tolerance
    case .greaterThanOrEqual: holds = lhs >= rhs - tolerance
    }
    return holds ? nil : "\(lhs) \(relation) \(rhs)"
  }

  /// An item's rectangle in the window's layout space (the root's coordinates, scroll offsets ignored).
  func layoutRect(_ item: any LayoutItem) -> Rect? {
    if let guide = item as? LayoutGuide {
      guard let owner = guide.owningView, let ownerRect = layoutRect(owner) else { return nil }
      // Raw origin and size, not `minX`/`width`: a guide whose size solved negative (a margins guide of a
      // view smaller than its margins; its size guard is broken and reported) keeps it in `layoutFrame`,
      // as a CGRect would, and its constraints hold on those values, not on the standardized rect.
      let frame = guide.layoutFrame
      return Rect(
        x: ownerRect.minX + frame.origin.x, y: ownerRect.minY + frame.origin.y, width: frame.size.width,
        height: frame.size.height)
    }
    guard let view = item as? View, view.window === window else { return nil }
    return rectInRoot(view)
  }

  func value(_ attribute: LayoutAttribute, of rect: Rect, _ direction: LayoutDirection) -> Double {
    // Raw values (see `layoutRect`): the same as the standardized ones for every size that is not negative.
    let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    switch attribute {
    case .left: return x
    case .right: return x + width
    case .centerX: return x + width / 2
    case .width: return width
    case .top: return y
    case .bottom: return y + height
    case .centerY: return y + height / 2
    case .height: return height
    case .leading: return direction == .leftToRight ? x : x + width
    case .trailing: return direction == .leftToRight ? x + width : x
    case .firstBaseline, .lastBaseline, .notAnAttribute: return 0
    }
  }

  /// A view's model and presentation values are finite and sizes are not negative.
  func checkFinite(_ view: View) {
    let frame = view.frame
    if !frame.isFinite || frame.width < 0 || frame.height < 0 {
      failures.append("\(name(view)).frame = \(frame)")
    }
    if !view.bounds.isFinite { failures.append("\(name(view)).bounds = \(view.bounds)") }
    let shown = view.presentation(at: time)
    if !shown.frame.isFinite || !shown.alpha.isFinite || !shown.cornerRadius.isFinite
      || !shown.transform.isFinite || !shown.boundsOrigin.isFinite
    {
      failures.append("\(name(view)) presentation at \(time) is not finite: \(shown)")
    }
  }

  /// Every command of a display list is finite, and pushes and pops balance.
  func checkDisplayList(_ list: DisplayList) {
    var depth = 0
    for command in list.commands {
      var finite = true
      switch command {
      case .fill(let rect, let radius, _): finite = rect.isFinite && radius.isFinite
      case .stroke(let rect, let radius, let width, _):
        finite = rect.isFinite && radius.isFinite && width.isFinite
      case .text(_, _, _, let origin): finite = origin.isFinite
      case .image(_, let rect, let source): finite = rect.isFinite && (source?.isFinite ?? true)
      case .pushClip(let rect):
        finite = rect.isFinite
        depth += 1
      case .pushOpacity(let alpha):
        finite = alpha.isFinite
        depth += 1
      case .pushTransform(let t):
        finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        depth += 1
      case .popClip, .popOpacity, .popTransform: depth -= 1
      }
      if !finite { failures.append("display list command is not finite: \(command)") }
      if depth < 0 { failures.append("display list pops more than it pushed") }
    }
    if depth != 0 { failures.append("display list pushes and pops do not balance (\(depth))") }
  }

  /// Warnings that mean the engine itself failed (not an app's misuse being named).
  func checkWarnings(_ collector: Diagnostics.Collector) {
    for warning in collector.warnings
    where warning.contains("layout engine:") || warning.contains("did not settle") {
      failures.append("warning: \(warning)")
    }
  }
}

extension LayoutAttribute {
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// A view's rectangle in its tree root's coordinates, from the frames alone (not the solver's values).
@MainActor
func rectInRoot(_ view: View) -> Rect {
  var rect = Rect(origin: .zero, size: view.frame.size)
  var current = view
  while let parent = current.superview {
    rect.origin.x += current.frame.minX
    rect.origin.y += current.frame.minY
    current = parent
  }
  return rect
}
