// Free-standing constraint helpers that work on any view or layout guide (BoxView's A5 utilities).

extension LayoutItem {
  /// The attribute of an edge for pinning, with left and right mapped through `sca`: `unspecified` uses
  /// leading/trailing (mirrored by the engine in right-to-left layouts), `forceRightToLeft` swaps left
  /// and right, anything else keeps them.
  fileprivate func pinAttribute(_ edge: BoxEdge, _ sca: SemanticContentAttribute) -> LayoutAttribute {
    switch (edge, sca) {
    case (.left, .unspecified): return .leading
    case (.right, .unspecified): return .trailing
    case (.left, .forceRightToLeft): return .right
    case (.right, .forceRightToLeft): return .left
    default: return edge.attribute
    }
  }

  /// `self.edge REL other.toEdge + constant @priority` (the same edge when `toEdge` is nil), active unless
  /// `activate` is false.
  ///
  /// Decision (open question E12): with `sca: .forceRightToLeft` the pin is mirrored like the box's own
  /// rules — left and right swap *and* a horizontal constant is negated (the relation flips with it) — so
  /// `pin(.left, of: v, offset: 10, sca: .forceRightToLeft)` sits 10 points inside v's right edge, exactly
  /// as `sca: .unspecified` does under a right-to-left app. The original swapped the edges only.
  @discardableResult
  public func pin(
    _ edge: BoxEdge, to toEdge: BoxEdge? = nil, of other: any BoxAnchorable, pin: BoxLayout.Pin = .zero,
    sca: SemanticContentAttribute = .unspecified, activate: Bool = true
  ) -> LayoutConstraint {
    let target = toEdge ?? edge
    let mirrored = sca == .forceRightToLeft && edge.axis == .x
    let adjusted = mirrored ? pin.withInset(0, factor: -1) : pin
    let constraint = LayoutConstraint(
      item: self, attribute: pinAttribute(edge, sca), relatedBy: adjusted.relation, toItem: other,
      attribute: pinAttribute(target, sca), constant: adjusted.constant)
    constraint.priority = pin.priority
    if activate { constraint.isActive = true }
    return constraint
  }

  /// `self.edge == other.toEdge + offset`, active unless `activate` is false.
  @discardableResult
  public func pin(
    _ edge: BoxEdge, to toEdge: BoxEdge? = nil, of other: any BoxAnchorable, offset: Double,
    sca: SemanticContentAttribute = .unspecified, activate: Bool = true
  ) -> LayoutConstraint {
    pin(edge, to: toEdge, of: other, pin: BoxLayout.Pin(offset), sca: sca, activate: activate)
  }

  /// The same edge of both items related by `pin`, returned inactive.
  public func pinSameEdge(
    _ edge: BoxEdge, to other: any BoxAnchorable, pin: BoxLayout.Pin = .zero,
    sca: SemanticContentAttribute = .unspecified
  ) -> LayoutConstraint {
    self.pin(edge, to: edge, of: other, pin: pin, sca: sca, activate: false)
  }

  private func relate(
    _ attribute: LayoutAttribute, to other: (any BoxAnchorable)?, _ pin: BoxLayout.MultiPin
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: self, attribute: attribute, relatedBy: pin.relation, toItem: other,
      attribute: other == nil ? .notAnAttribute : attribute, multiplier: pin.multiplier,
      constant: pin.constant)
    constraint.priority = pin.priority
    constraint.isActive = true
    return constraint
  }

  /// `self.height REL other.height × multiplier + constant`, active.
  @discardableResult
  public func pinHeight(to other: any BoxAnchorable, multiPin: BoxLayout.MultiPin) -> LayoutConstraint {
    relate(.height, to: other, multiPin)
  }

  /// `self.height REL other.height + constant`, active.
  @discardableResult
  public func pinHeight(to other: any BoxAnchorable, pin: BoxLayout.Pin) -> LayoutConstraint {
    relate(.height, to: other, BoxLayout.MultiPin(pin))
  }

  /// `self.height == other.height + offset`, active.
  @discardableResult
  public func pinHeight(to other: any BoxAnchorable, offset: Double = 0) -> LayoutConstraint {
    relate(.height, to: other, BoxLayout.MultiPin(BoxLayout.Pin(offset)))
  }

  /// `self.width REL other.width × multiplier + constant`, active.
  @discardableResult
  public func pinWidth(to other: any BoxAnchorable, multiPin: BoxLayout.MultiPin) -> LayoutConstraint {
    relate(.width, to: other, multiPin)
  }

  /// `self.width REL other.width + constant`, active.
  @discardableResult
  public func pinWidth(to other: any BoxAnchorable, pin: BoxLayout.Pin) -> LayoutConstraint {
    relate(.width, to: other, BoxLayout.MultiPin(pin))
  }

  /// `self.width == other.width + offset`, active.
  @discardableResult
  public func pinWidth(to other: any BoxAnchorable, offset: Double = 0) -> LayoutConstraint {
    relate(.width, to: other, BoxLayout.MultiPin(BoxLayout.Pin(offset)))
  }

  /// An absolute height, active.
  @discardableResult
  public func pinHeight(_ pin: BoxLayout.Pin) -> LayoutConstraint {
    relate(.height, to: nil, BoxLayout.MultiPin(pin))
  }
  /// `height == value`, active.
  @discardableResult
  public func pinHeight(_ value: Double) -> LayoutConstraint { pinHeight(BoxLayout.Pin(value)) }
  /// An absolute width, active.
  @discardableResult
  public func pinWidth(_ pin: BoxLayout.Pin) -> LayoutConstraint {
    relate(.width, to: nil, BoxLayout.MultiPin(pin))
  }
  /// `width == value`, active.
  @discardableResult
  public func pinWidth(_ value: Double) -> LayoutConstraint { pinWidth(BoxLayout.Pin(value)) }

  /// `[width == size.width, height == size.height]`, active.
  @discardableResult
  public func pinSize(_ size: Size) -> [LayoutConstraint] { [pinWidth(size.width), pinHeight(size.height)] }

  /// `height == width × ratio` (required), active.
  @discardableResult
  public func pinAspect(_ ratio: Double = 1) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: self, attribute: .height, relatedBy: .equal, toItem: self, attribute: .width, multiplier: ratio)
    constraint.isActive = true
    return constraint
  }

  /// `pinAspect(size.height / size.width)`; nil and no constraint when the width is 0 (or the ratio is
  /// not finite), which is reported.
  @discardableResult
  public func pinAspectFromSize(_ size: Size) -> LayoutConstraint? {
    let ratio = size.height / size.width
    guard size.width != 0, ratio.isFinite else {
      Diagnostics.report(
        .invalidConstraint(
          constraint: "\(layoutName).height == \(layoutName).width × \(formatScalar(size.height))/"
            + formatScalar(size.width),
          reason: "pinAspectFromSize needs a finite, non-zero width; no constraint was made"))
      return nil
    }
    return pinAspect(ratio)
  }

  /// Lays out items against this view or guide with BoxView's rules, once: the constraints are made,
  /// activated and returned, and nothing tracks them afterwards. Item views are added as subviews when
  /// this is a view (a guide's items must already be in its owning view's tree). Guide items are not
  /// supported here (they need an owning view to live in) and are left out, with a warning.
  @discardableResult
  public func addBoxItems(
    _ items: [BoxItem], axis: BoxLayout.Axis = .y, spacing: Double = 0, insets: EdgeInsets? = .zero
  ) -> [LayoutConstraint] {
    if let box = self as? BoxView, !box.allowNotManagedViews {
      Diagnostics.warn(
        "\(box.shortDescription): addBoxItems makes constraints the box does not manage; use `items`, "
          + "or set allowNotManagedViews to silence this warning")
    }
    var placed: [BoxItem] = []
    for item in items {
      guard let view = item.view else {
        Diagnostics.warn("\(layoutName): addBoxItems leaves out guide item \(item.object.layoutName)")
        continue
      }
      if let parent = self as? View {
        guard view !== parent, !parent.isDescendant(of: view) else {
          Diagnostics.report(.viewHierarchyCycle(view: ViewReference(view), into: ViewReference(parent)))
          continue
        }
        if view.superview !== parent { parent.addSubview(view) }
        // Refused (the tree would be too deep; reported): there is nothing to pin.
        guard view.superview === parent else { continue }
      }
      view.translatesAutoresizingMaskIntoConstraints = false
      placed.append(item)
    }
    let direction = layoutOwningView?.effectiveUserInterfaceLayoutDirection ?? LayoutDirection.application
    var builder = BoxConstraintBuilder(
      box: self, axis: axis, spacing: spacing, insets: insets ?? .zero, direction: direction)
    let constraints = builder.build(placed)
    for problem in builder.problems {
      Diagnostics.report(.invalidBoxLayout(box: layoutName, reason: problem))
    }
    LayoutConstraint.activate(constraints)
    return constraints.filter(\.isActive)
  }

  /// ``addBoxItems(_:axis:spacing:insets:)`` with one item.
  @discardableResult
  public func addBoxItem(_ item: BoxItem) -> [LayoutConstraint] { addBoxItems([item]) }
}

extension View {
  /// Adds `view` as a subview pinned flush to this view's four edges; returns the constraints.
  @discardableResult
  public func addBoxedView(_ view: View) -> [LayoutConstraint] { addBoxItems([view.boxed]) }

  /// Turns autoresizing translation off and returns the view: `container.addSubview(label.al)`.
  public var al: Self {
    translatesAutoresizingMaskIntoConstraints = false
    return self
  }

  /// Inserts a subview at a place in the drawing order: `.back` behind all, `.front` (or nil) in front of
  /// all, `.above(v)` just above sibling v (behind all when v is nil), `.below(v)` just below v (in front
  /// of all when v is nil).
  public func insertSubview(_ view: View, z: BoxLayout.ZPosition?) {
    switch z {
    case .back: insertSubview(view, at: 0)
    case .front, .none: addSubview(view)
    case .above(let sibling):
      if let sibling { insertSubview(view, aboveSubview: sibling) } else { insertSubview(view, at: 0) }
    case .below(let sibling):
      if let sibling { insertSubview(view, belowSubview: sibling) } else { addSubview(view) }
    }
  }

  /// `view`'s bounds in this view's coordinates, moved to its bottom edge with height 0 — the start frame
  /// of a view that grows in below it.
  public func insertionFrameBelow(view: View) -> Rect {
    let rect = convert(view.bounds, from: view)
    return Rect(x: rect.minX, y: rect.maxY, width: rect.width, height: 0)
  }

  /// `view`'s bounds in this view's coordinates, moved to its right edge with width 0 — the start frame
  /// of a view that grows in on its right.
  public func insertionFrameOnRight(view: View) -> Rect {
    let rect = convert(view.bounds, from: view)
    return Rect(x: rect.maxX, y: rect.minY, width: 0, height: rect.height)
  }

  /// Horizontal content hugging.
  public var huggingX: LayoutPriority {
    get { contentHuggingPriority(for: .horizontal) }
    set { setContentHuggingPriority(newValue, for: .horizontal) }
  }

  /// Vertical content hugging.
  public var huggingY: LayoutPriority {
    get { contentHuggingPriority(for: .vertical) }
    set { setContentHuggingPriority(newValue, for: .vertical) }
  }

  /// Horizontal compression resistance.
  public var resistanceX: LayoutPriority {
    get { contentCompressionResistancePriority(for: .horizontal) }
    set { setContentCompressionResistancePriority(newValue, for: .horizontal) }
  }

  /// Vertical compression resistance.
  public var resistanceY: LayoutPriority {
    get { contentCompressionResistancePriority(for: .vertical) }
    set { setContentCompressionResistancePriority(newValue, for: .vertical) }
  }

  /// Deactivates the active constraints involving this view whose first item is this view (or one of its
  /// guides) with `attribute` as first attribute.
  ///
  /// Boxwood constraints are not installed on a view as UIKit's are; "the view's constraints" are the
  /// active ones that involve it (``View/constraints``).
  public func bxRemoveConstraintsForAttribute(_ attribute: LayoutAttribute) {
    LayoutConstraint.deactivate(
      constraints.filter { $0.firstItem?.layoutOwningView === self && $0.firstAttribute == attribute })
  }

  /// Deactivates the active constraints involving this view that also involve `view` (as either item).
  public func bxRemoveConstraintsToView(_ view: View) {
    LayoutConstraint.deactivate(
      constraints.filter {
        $0.firstItem?.layoutOwningView === view || $0.secondItem?.layoutOwningView === view
      })
  }
}

extension LayoutGuide {
  /// Adds `view` to `parent` (the guide's owning view by default) and pins it flush to the guide.
  @discardableResult
  public func addBoxedView(_ view: View, to parent: View? = nil) -> [LayoutConstraint] {
    guard let parent = parent ?? owningView else {
      Diagnostics.warn("\(layoutName): addBoxedView needs a parent view; the guide has no owning view")
      return []
    }
    if view.superview !== parent { parent.addSubview(view) }
    // Refused (a cycle, or a tree too deep; reported): there is nothing to pin.
    guard view.superview === parent else { return [] }
    return addBoxItems([view.boxed])
  }
}

@MainActor
extension Array where Element: LayoutItem {
  /// `first.width == other.width` for every other element (elements identical to the first are skipped);
  /// active.
  @discardableResult
  public func pinSameWidth() -> [LayoutConstraint] {
    guard let first else { return [] }
    return dropFirst().filter { $0 !== first }.map { $0.pinWidth(to: first) }
  }

  /// `first.height == other.height` for every other element; active.
  @discardableResult
  public func pinSameHeight() -> [LayoutConstraint] {
    guard let first else { return [] }
    return dropFirst().filter { $0 !== first }.map { $0.pinHeight(to: first) }
  }
}

/// Two sets of constraints of which one is active at a time.
///
/// Assigning a set deactivates the set it replaces before applying the current state to the new one
/// (the original left the old set as it was, which could leave both an old and a new set active).
@MainActor
public final class ConstraintSwitch {
  /// Active while ``state`` is true.
  public var onSet: [LayoutConstraint] = [] {
    didSet {
      LayoutConstraint.deactivate(oldValue)
      if state { LayoutConstraint.activate(onSet) } else { LayoutConstraint.deactivate(onSet) }
    }
  }

  /// Active while ``state`` is false.
  public var offSet: [LayoutConstraint] = [] {
    didSet {
      LayoutConstraint.deactivate(oldValue)
      if state { LayoutConstraint.deactivate(offSet) } else { LayoutConstraint.activate(offSet) }
    }
  }

  /// Called after every assignment of ``state``.
  public var stateChangeHandler: ((Bool) -> Void)?

  /// Setting it deactivates one set, activates the other, then calls the handler.
  public var state: Bool {
    didSet {
      if state {
        LayoutConstraint.deactivate(offSet)
        LayoutConstraint.activate(onSet)
      } else {
        LayoutConstraint.deactivate(onSet)
        LayoutConstraint.activate(offSet)
      }
      stateChangeHandler?(state)
    }
  }

  /// A switch in the off state with empty sets.
  public init() {
    state = false
  }

  /// A switch holding two sets (nil entries dropped). As in the original (open question E16), creating it
  /// changes no constraint's activation; the first assignment of ``state`` applies it.
  public init(state: Bool = false, onSet: [LayoutConstraint?] = [], offSet: [LayoutConstraint?] = []) {
    self.state = state
    self.onSet = onSet.compactMap { $0 }
    self.offSet = offSet.compactMap { $0 }
  }
}
