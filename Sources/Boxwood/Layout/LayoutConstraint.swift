/// A linear relation between two layout attributes: `first REL second × multiplier + constant @priority`
/// (UIKit's `NSLayoutConstraint`).
///
/// Constraints are made inactive; activate them with ``isActive`` or ``activate(_:)``. A constraint never
/// keeps its items alive: once an item is destroyed it reads as `nil`.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
  /// The first item (`nil` once destroyed).
  public var firstItem: (any LayoutItem)? { firstReference.item }
  let firstReference: ItemReference
  /// The first item's attribute.
  public let firstAttribute: LayoutAttribute
  /// The relation.
  public let relation: LayoutRelation
  /// The second item, or `nil` for a constant constraint such as `width == 100` (or once destroyed).
  public var secondItem: (any LayoutItem)? { secondReference?.item }
  let secondReference: ItemReference?
  /// The second item's attribute (`notAnAttribute` when there is no second item).
  public let secondAttribute: LayoutAttribute
  /// The factor applied to the second attribute.
  public let multiplier: Double
  /// A name shown in descriptions and conflict reports.
  public var identifier: String?
  let hasSecondItem: Bool

  /// The largest constant magnitude a constraint takes (a billion points). Beyond it a double cannot
  /// hold positions to a hundredth of a point through the solver's arithmetic, so a constraint with
  /// a larger constant would silently not hold; it is refused and reported instead.
  nonisolated public static let maximumConstantMagnitude = LayoutLimit.magnitude

  /// The constant added to the second side. Changing it on an active constraint is cheap: the solver
  /// updates the constant in place. A NaN or infinite value, or one beyond
  /// ``maximumConstantMagnitude``, is refused and reported (the constant keeps its old value).
  @exclusivity(unchecked) public var constant: Double {
    didSet {
      guard constant != oldValue else { return }
      if let reason = Self.constantProblem(constant) {
        Diagnostics.report(.invalidConstraint(constraint: description, reason: reason))
        constant = oldValue
        return
      }
      engine?.constantDidChange(self)
    }
  }

  /// The priority. Changing it between required and not required on an active constraint is refused
  /// (reported, unchanged), as in UIKit; other changes take effect at the next layout pass.
  @exclusivity(unchecked) public var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive && priority.isRequired != oldValue.isRequired {
        Diagnostics.report(
          .priorityChangeRefused(constraint: description, from: oldValue.rawValue, to: priority.rawValue))
        priority = oldValue
        return
      }
      if isActive { LayoutEngine.enqueue(self) }
    }
  }

  /// Whether the constraint takes part in layout. Activating a constraint whose items have no common
  /// ancestor, or that is malformed, is refused and reported; it then stays inactive.
  public var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      guard newValue else {
        active = false
        unregister()
        LayoutEngine.enqueue(self)
        return
      }
      // The owning views are looked up once: validation, registration and queueing all need them.
      let first = firstOwningView
      let second = secondOwningView
      guard validate(first, second) else { return }
      active = true
      register(first, second)
      LayoutEngine.enqueue(self, owner: first ?? second)
    }
  }

  @exclusivity(unchecked) var active = false
  /// Set when the engine broke the constraint to resolve a conflict; cleared when it is deactivated.
  @exclusivity(unchecked) public internal(set) var isBroken = false
  /// The serials of (up to) two engines whose queues hold the constraint without a set entry, or 0 (see
  /// ``LayoutEngine/markPending(_:)``).
  @exclusivity(unchecked) var pendingEngine = 0
  @exclusivity(unchecked) var otherPendingEngine = 0

  /// Frees the queue slot the engine with `serial` holds, if any (its queue was taken or dropped).
  func leaveQueue(ofEngine serial: Int) {
    if pendingEngine == serial { pendingEngine = 0 }
    if otherPendingEngine == serial { otherPendingEngine = 0 }
  }
  @exclusivity(unchecked) weak var engine: LayoutEngine?
  /// Where the constraint is listed in its first and second owning views' `involvedConstraints` (-1:
  /// not listed), so that it leaves them without a search (View+ConstraintList.swift).
  @exclusivity(unchecked) var firstListSlot: Int32 = -1
  @exclusivity(unchecked) var secondListSlot: Int32 = -1

  /// Creates a constraint `item.attribute REL toItem.attribute × multiplier + constant`, inactive.
  public convenience init(
    item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: (any LayoutItem)?, attribute toAttribute: LayoutAttribute, multiplier: Double = 1,
    constant: Double = 0
  ) {
    // No `toItem.map(ItemReference.of)`: a main-actor closure passed to a nonisolated function checks
    // the executor at each call (hot paths here avoid such closures for that reason).
    var second: ItemReference?
    if let toItem { second = ItemReference.of(toItem) }
    self.init(
      ItemReference.of(item), attribute: attribute, relatedBy: relation, to: second,
      attribute: toAttribute, multiplier: multiplier, constant: constant)
  }

  /// A constraint between items' handles (an anchor's item may be gone already: activating the constraint
  /// then reports it).
  init(
    _ first: ItemReference, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    to second: ItemReference?, attribute toAttribute: LayoutAttribute, multiplier: Double, constant: Double
  ) {
    firstReference = first
    firstAttribute = attribute
    self.relation = relation
    secondReference = second
    hasSecondItem = second != nil
    secondAttribute = second == nil ? .notAnAttribute : toAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates the constraints (each validated as by ``isActive``).
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates the constraints. Each leaves its views' lists in constant time (see
  /// View+ConstraintList.swift), so a batch of any size costs the same per constraint.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraint with its priority changed, for chaining: `a.constraint(…).withPriority(.defaultLow)`.
  public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }

  /// `Label("Login").top == BoxView.top + 16 @750`.
  public var description: String {
    let first = "\(firstItem?.layoutName ?? "<released>").\(firstAttribute)"
    var second = ""
    if hasSecondItem {
      second = "\(secondItem?.layoutName ?? "<released>").\(secondAttribute)"
      if multiplier != 1 { second += " × \(formatScalar(multiplier))" }
      if constant != 0 {
        second += constant > 0 ? " + \(formatScalar(constant))" : " - \(formatScalar(-constant))"
      }
    } else {
      second = formatScalar(constant)
    }
    var text = "\(first) \(relation) \(second)"
    if !priority.isRequired { text += " @\(priority)" }
    if let identifier { text = "\(identifier): " + text }
    return text
  }

  /// The views the constraint's items belong to.
  var owningViews: [View] {
    var views: [View] = []
    if let first = firstOwningView { views.append(first) }
    if let second = secondOwningView { views.append(second) }
    return views
  }

  /// The view the first item belongs to (without going through an existential on the common paths).
  var firstOwningView: View? {
    firstReference.view ?? firstReference.guide?.owningView ?? firstItem?.layoutOwningView
  }
  var secondOwningView: View? {
    guard let reference = secondReference else { return nil }
    return reference.view ?? reference.guide?.owningView ?? reference.item?.layoutOwningView
  }

  // Registration happens only on a false → true change and unregistration always removes, so a
  // constraint is listed at most once per view without searching (roots can hold thousands).
  private func register(_ first: View?, _ second: View?) {
    if let first { firstListSlot = first.listInvolved(self) }
    if let second, second !== first { secondListSlot = second.listInvolved(self) }
    if firstAttribute.isBaseline || secondAttribute.isBaseline { countBaselineUse(by: 1) }
  }

  /// Adds `delta` to the count of baseline constraints of the views whose baselines this one names.
  private func countBaselineUse(by delta: Int) {
    if firstAttribute.isBaseline, let view = firstReference.view { view.baselineConstraintCount += delta }
    if secondAttribute.isBaseline, let view = secondReference?.view { view.baselineConstraintCount += delta }
  }

  private func unregister() {
    isBroken = false
    let first = firstOwningView
    let second = secondOwningView
    if let first { first.unlistInvolved(self, slot: firstListSlot) }
    if let second, second !== first { second.unlistInvolved(self, slot: secondListSlot) }
    if firstAttribute.isBaseline || secondAttribute.isBaseline { countBaselineUse(by: -1) }
    firstListSlot = -1
    secondListSlot = -1
  }

  /// Why `constant` cannot be a constraint's constant, or `nil` when it can.
  static func constantProblem(_ constant: Double) -> String? {
    guard constant.isFinite else { return "non-finite constant \(constant)" }
    guard abs(constant) <= maximumConstantMagnitude else {
      return "constant \(constant) is beyond ±\(maximumConstantMagnitude), where layout cannot stay exact"
    }
    return nil
  }

  /// Whether two views are in one tree: at once for a view and its superview or two siblings (what
  /// stacks and boxes make), else by walking to both roots.
  private static func shareTree(_ first: View, _ second: View) -> Bool {
    let firstParent = first.superview
    let secondParent = second.superview
    if first === second || firstParent === second || secondParent === first {
      return true
    }
    if let firstParent, firstParent === secondParent { return true }
    return first.treeRoot === second.treeRoot
  }

  /// Checks that the constraint can be honoured, given its items' owning views (``firstOwningView``
  /// and ``secondOwningView``); reports and returns `false` when not.
  private func validate(_ firstView: View?, _ secondView: View?) -> Bool {
    func refuse(_ reason: String) -> Bool {
      Diagnostics.report(.invalidConstraint(constraint: description, reason: reason))
      return false
    }
    guard let firstView else {
      return refuse("its first item is gone or is a guide not added to any view")
    }
    if let reason = Self.constantProblem(constant) { return refuse(reason) }
    guard multiplier.isFinite else { return refuse("non-finite multiplier \(multiplier)") }
    guard firstAttribute != .notAnAttribute else { return refuse("the first attribute is notAnAttribute") }
    if hasSecondItem {
      guard let secondView else {
        return refuse("its second item is gone or is a guide not added to any view")
      }
      // Sizes may relate across axes (an aspect ratio: height == width × r), as in UIKit.
      guard
        firstAttribute.isHorizontal == secondAttribute.isHorizontal
          || (firstAttribute.isDimension && secondAttribute.isDimension)
      else {
        return refuse("it relates a horizontal attribute to a vertical one")
      }
      guard firstAttribute.isDimension == secondAttribute.isDimension else {
        return refuse("it relates a size to a position")
      }
      let directional = firstAttribute.isDirectional || secondAttribute.isDirectional
      let absolute =
        firstAttribute == .left || firstAttribute == .right || secondAttribute == .left
        || secondAttribute == .right
      guard !directional || !absolute else {
        return refuse("it mixes leading/trailing with left/right")
      }
      guard Self.shareTree(firstView, secondView) else {
        Diagnostics.report(
          .noCommonAncestor(
            constraint: description, first: ViewReference(firstView), second: ViewReference(secondView)))
        return false
      }
    } else if !firstAttribute.isDimension {
      return refuse("only a width or a height can equal a constant")
    }
    return true
  }
}
