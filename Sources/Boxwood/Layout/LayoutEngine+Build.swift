import Cassowary

extension LayoutEngine {
  func signature(of constraint: LayoutConstraint) -> Signature {
    var itemDirection: LayoutDirection?
    if let first = constraint.firstItem { itemDirection = direction(of: first) }
    return Signature(priority: constraint.priority, direction: itemDirection)
  }

  func direction(of item: any LayoutItem) -> LayoutDirection {
    item.layoutOwningView?.effectiveUserInterfaceLayoutDirection ?? LayoutDirection.application
  }

  static func strength(_ priority: LayoutPriority) -> Strength {
    priority.isRequired ? .required : Strength(priority: Double(priority.rawValue))
  }

  /// The solver form of an app constraint: `first − second × m − constant  REL  0`.
  func build(_ constraint: LayoutConstraint) -> Installed? {
    guard let first = constraint.firstItem else { return nil }
    let firstDirection = direction(of: first)
    // The terms are written straight into one array: the expression operators made five a constraint.
    var terms: [Term] = []
    terms.reserveCapacity(4)
    var base = appendTerms(of: first, constraint.firstAttribute, firstDirection, times: 1, to: &terms)
    // Both sides read leading/trailing in the first item's direction: a right-to-left view pinned
    // "leading to leading" sits at its superview's right edge even when the superview is left-to-right.
    if let second = constraint.secondItem {
      base += appendTerms(
        of: second, constraint.secondAttribute, firstDirection, times: -constraint.multiplier, to: &terms)
    }
    // In right-to-left layouts leading/trailing positions count from the right, as in UIKit: offsets
    // point the other way, and so do inequalities (`a.leading >= b.leading + 20` keeps `a` at least 20
    // inside `b`'s right edge: `a.right <= b.right - 20`).
    let flips =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && firstDirection == .rightToLeft
    let constant = flips ? -constraint.constant : constraint.constant
    let op: RelationalOperator
    switch (constraint.relation, flips) {
    case (.equal, _): op = .equal
    case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): op = .lessThanOrEqual
    case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): op = .greaterThanOrEqual
    }
    let solverConstraint = Cassowary.Constraint(
      Expression(terms, base - constant), op, strength: LayoutEngine.strength(constraint.priority))
    var counted: [LayoutNode] = []
    counted.reserveCapacity(4)
    participants(of: first, constraint.firstAttribute, into: &counted)
    if let second = constraint.secondItem {
      participants(of: second, constraint.secondAttribute, into: &counted)
    }
    return Installed(
      constraint: constraint, solverConstraint: solverConstraint, nodes: counted,
      signature: Signature(priority: constraint.priority, direction: firstDirection),
      base: base, flipsConstant: flips)
  }

  /// The view whose baseline stands for `view`'s: ``View/viewForFirstBaselineLayout`` (or last) followed
  /// down while it names a proper descendant (anything else is ignored: a baseline cannot come from
  /// outside the view).
  static func baselineView(of view: View, first: Bool) -> View {
    var current = view
    for _ in 0..<64 {
      let next = first ? current.viewForFirstBaselineLayout : current.viewForLastBaselineLayout
      guard next !== current, next.isDescendant(of: current) else { break }
      current = next
    }
    return current
  }

  /// Appends an attribute of an item, times `factor`, as terms of its node's variables; returns the
  /// constant part (times `factor`).
  func appendTerms(
    of item: any LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection, times factor: Double,
    to terms: inout [Term]
  ) -> Double {
    let n = node(for: item)
    switch attribute {
    case .left: terms.append(Term(n.x, factor))
    case .right: append(Term(n.x, factor), Term(n.width, factor), to: &terms)
    case .centerX: append(Term(n.x, factor), Term(n.width, 0.5 * factor), to: &terms)
    case .width: terms.append(Term(n.width, factor))
    case .top: terms.append(Term(n.y, factor))
    case .bottom: append(Term(n.y, factor), Term(n.height, factor), to: &terms)
    case .centerY: append(Term(n.y, factor), Term(n.height, 0.5 * factor), to: &terms)
    case .height: terms.append(Term(n.height, factor))
    case .leading, .trailing:
      if (attribute == .leading) == (direction == .leftToRight) {
        terms.append(Term(n.x, factor))
      } else {
        append(Term(n.x, factor), Term(n.width, factor), to: &terms)
      }
    case .firstBaseline, .lastBaseline:
      guard let view = item as? View else {
        append(Term(n.y, factor), Term(n.height, factor), to: &terms)
        return 0
      }
      // A view may lend its baseline from a subview (a stack's first or last arranged view): the
      // subview's node is in the same coordinates, so the expression simply uses it.
      let first = attribute == .firstBaseline
      let target = LayoutEngine.baselineView(of: view, first: first)
      let (fraction, offset) = target.baselineLayout(first: first)
      let m = target === view ? n : node(for: target)
      append(Term(m.y, factor), Term(m.height, fraction * factor), to: &terms)
      return offset * factor
    case .notAnAttribute: break
    }
    return 0
  }

  /// Two terms appended one by one (`terms += [a, b]` allocated an array for them).
  @inline(__always)
  private func append(_ first: Term, _ second: Term, to terms: inout [Term]) {
    terms.append(first)
    terms.append(second)
  }

  // MARK: Support constraints

  /// What the engine adds for an item itself, with descriptions for conflict reports, appended to
  /// `result` (a list the caller reuses: a view's content constraints came in an array of their own).
  func appendSupportConstraints(
    for node: LayoutNode, into result: inout [(Cassowary.Constraint, LayoutEngine.Describe)]
  ) {
    appendItemConstraints(for: node, into: &result)
    if node.guardsSize { result += sizeGuards(for: node) }
  }

  /// `width >= 0` and `height >= 0` for an item whose size once solved negative (nothing otherwise:
  /// two required inequalities per item would cost every layout about a third more).
  ///
  /// A frame cannot have a negative size. Without the guards a required `height == -50`, or an optional
  /// constraint pulling a view inside out, would solve to a size the frame then clamps to zero, and the
  /// constraints on the view and its neighbours would silently not hold. With them the app's required
  /// constraint is the one broken, and reported by name, and optional ones give.
  func sizeGuards(for node: LayoutNode) -> [(Cassowary.Constraint, LayoutEngine.Describe)] {
    guard node.guardsSize, !(node.view != nil && node.view === root) else { return [] }
    let reference = node.reference
    let name: LazyName =
      node.view.map { LayoutEngine.lazyName($0) }
      ?? LazyName { reference.guide?.layoutName ?? "<released guide>" }
    let guards: [(Cassowary.Constraint, LayoutEngine.Describe)] = [
      (node.width >= 0, { "\(name).width >= 0 (no negative size)" }),
      (node.height >= 0, { "\(name).height >= 0 (no negative size)" }),
    ]
    for (constraint, _) in guards { sizeGuardIDs.insert(ObjectIdentifier(constraint)) }
    return guards
  }

  private func appendItemConstraints(
    for node: LayoutNode, into result: inout [(Cassowary.Constraint, LayoutEngine.Describe)]
  ) {
    if let view = node.view {
      if view === root {
        result += rootConstraints(node, view)
      } else if view.translatesAutoresizingMaskIntoConstraints {
        result += autoresizingConstraints(node, view)
      } else {
        appendIntrinsicConstraints(node, view, into: &result)
      }
    } else if let guide = node.guide, guide.isMarginsGuide, let owner = guide.owningView {
      result += marginConstraints(node, owner)
    }
  }

  private func rootConstraints(
    _ node: LayoutNode, _ view: View
  ) -> [(Cassowary.Constraint, LayoutEngine.Describe)] {
    let name = LayoutEngine.lazyName(view)
    var result: [(Cassowary.Constraint, LayoutEngine.Describe)] = [
      (node.x == 0, { "\(name).left == 0 (root)" }),
      (node.y == 0, { "\(name).top == 0 (root)" }),
    ]
    if let fitting {
      let w = Cassowary.Constraint(
        node.width - fitting.size.width, .equal, strength: LayoutEngine.strength(fitting.horizontal))
      let h = Cassowary.Constraint(
        node.height - fitting.size.height, .equal, strength: LayoutEngine.strength(fitting.vertical))
      result += [(w, { "\(name).width ≈ \(formatScalar(fitting.size.width)) (fitting)" })]
      result += [(h, { "\(name).height ≈ \(formatScalar(fitting.size.height)) (fitting)" })]
      if !view.translatesAutoresizingMaskIntoConstraints {
        appendIntrinsicConstraints(node, view, into: &result)
      }
      return result
    }
    let w = node.width == view.bounds.width
    let h = node.height == view.bounds.height
    rootSizeConstraints = (w, h)
    let size = view.bounds.size
    result += [(w, { "\(name).width == \(formatScalar(size.width)) (root)" })]
    result += [(h, { "\(name).height == \(formatScalar(size.height)) (root)" })]
    return result
  }

  private func appendIntrinsicConstraints(
    _ node: LayoutNode, _ view: View, into result: inout [(Cassowary.Constraint, LayoutEngine.Describe)]
  ) {
    let size = view.intrinsicContentSize
    appendContentConstraints(node.width, size.width, view, .horizontal, into: &result)
    appendContentConstraints(node.height, size.height, view, .vertical, into: &result)
  }

  /// Hugging (`dimension <= intrinsic`) and compression resistance (`dimension >= intrinsic`) on one
  /// axis, at the view's priorities; nothing when the view has no intrinsic size on that axis.
  ///
  /// While neither priority is required the two are one two-sided soft equality (the same optimum in
  /// one row instead of two, see ``Cassowary/Constraint/init(_:equalAbove:below:)``): a list of
  /// labels lays out about a third faster, and a stack no longer trades each label's hugging slack for
  /// its compression slack, pivot by pivot, when its length settles.
  ///
  /// The expression is built as one term and each description captures only the view's handle and
  /// numbers: this runs for every view with content, and the operators and nested name closures cost
  /// more than the solver's work on the constraint.
  private func appendContentConstraints(
    _ dimension: Variable, _ intrinsic: Double, _ view: View, _ axis: LayoutAxis,
    into result: inout [(Cassowary.Constraint, LayoutEngine.Describe)]
  ) {
    guard intrinsic >= 0, intrinsic.isFinite else { return }
    let hug = view.contentHuggingPriority(for: axis)
    let resist = view.contentCompressionResistancePriority(for: axis)
    let expression = Expression([Term(dimension)], -intrinsic)
    let reference = view.itemReference
    if let both = Constraint(
      expression, equalAbove: LayoutEngine.strength(hug), below: LayoutEngine.strength(resist))
    {
      result.append(
        (
          both,
          {
            let (name, size) = (LayoutEngine.dimensionName(reference, axis), formatScalar(intrinsic))
            return "\(name) <= \(size) @\(hug) (hugging), >= \(size) @\(resist) (compression resistance)"
          }
        ))
      return
    }
    result.append(
      (
        Constraint(expression, .lessThanOrEqual, strength: LayoutEngine.strength(hug)),
        { "\(LayoutEngine.dimensionName(reference, axis)) <= \(formatScalar(intrinsic)) @\(hug) (hugging)" }
      ))
    result.append(
      (
        Constraint(expression, .greaterThanOrEqual, strength: LayoutEngine.strength(resist)),
        {
          "\(LayoutEngine.dimensionName(reference, axis)) >= \(formatScalar(intrinsic)) @\(resist) "
            + "(compression resistance)"
        }
      ))
  }

  private func marginConstraints(
    _ node: LayoutNode, _ owner: View
  ) -> [(Cassowary.Constraint, LayoutEngine.Describe)] {
    let owning = self.node(for: owner)
    let margins = owner.layoutMargins
    let owningName = LayoutEngine.lazyName(owner)
    let name = LazyName { "\(owningName).layoutMarginsGuide" }
    return [
      (node.x == owning.x + margins.left, { "\(name).left == left + \(formatScalar(margins.left))" }),
      (node.y == owning.y + margins.top, { "\(name).top == top + \(formatScalar(margins.top))" }),
      (
        node.width == owning.width - margins.horizontal,
        { "\(name).width == width - \(formatScalar(margins.horizontal))" }
      ),
      (
        node.height == owning.height - margins.vertical,
        { "\(name).height == height - \(formatScalar(margins.vertical))" }
      ),
    ]
  }
}

extension LayoutEngine {
  /// Describes a constraint for a conflict report; evaluated only when a report is written.
  typealias Describe = () -> String

  /// `name.width` or `name.height` of the view behind `reference`, for a report.
  static func dimensionName(_ reference: ItemReference, _ axis: LayoutAxis) -> String {
    let name = reference.view?.shortDescription ?? "<released view>"
    return axis == .horizontal ? "\(name).width" : "\(name).height"
  }

  /// A view's name, formatted only if a report needs it.
  static func lazyName(_ view: View) -> LazyName {
    let reference = view.itemReference
    return LazyName { reference.view?.shortDescription ?? "<released view>" }
  }
}

/// A name formatted on demand (string interpolation evaluates it when a report is written).
@MainActor
struct LazyName: @MainActor CustomStringConvertible {
  let make: () -> String
  init(_ make: @escaping () -> String) { self.make = make }
  var description: String { make() }
}
