// Building and installing the constraints of a layout dictionary (spec C1, C3, C4).

extension LayoutConstraint {
  /// Builds the constraints of a layout dictionary for a view or guide, **inactive** (VBAutolayout's
  /// `+constraintsWithItem:layout:`; activate them with ``activate(_:)`` or use
  /// ``View/addSubview(_:withLayout:edges:)``).
  ///
  /// `V` is `item`, `X` a spec's item, `S` the container (V's superview, a guide's owning view, read now),
  /// `REL`/`c`/`p` the relation, value and priority of the spec's constant (``VBConstant/init(parsing:)``;
  /// a missing constant is `== 0 @1000`). Every constraint has multiplier 1 and priority `p`:
  ///
  /// | key | spec with an item X | spec without an item |
  /// |---|---|---|
  /// | top | `V.top REL X.bottom + c` | `V.top REL S.top + c` |
  /// | leading | `V.leading REL X.trailing + c` | `V.leading REL S.leading + c` |
  /// | bottom | `X.top − V.bottom REL c` (a gap) | `S.bottom − V.bottom REL c` (a gap) |
  /// | trailing | `X.leading − V.trailing REL c` (a gap) | `S.trailing − V.trailing REL c` (a gap) |
  /// | width, height | `V.width REL X.width + c` | `V.width REL c` |
  /// | centerX, centerY | `V.centerX REL X.centerX + c` | `V.centerX REL S.centerX + c` |
  ///
  /// So every edge value is a gap measured outward from V, and an item is always a *neighbour*: `top` to
  /// an item — even to the superview given as an item — places V below the item's bottom. With
  /// `edges: .original` bottom and trailing follow VBAutolayout 2.0.1 instead: `V.bottom REL X.top + c`
  /// and `V.bottom REL S.bottom − c` (the relation kept). Leading and trailing follow the reading
  /// direction. Keys are processed top, bottom, leading, trailing, width, height, centerX, centerY, and
  /// an array spec's elements in order; the result lists them the same way (C4).
  ///
  /// Where Boxwood deliberately differs from VBAutolayout 2.0.1 (spec part E):
  /// - E29, E30, E37 — bottom/trailing are gaps, like top/leading, by default. The original wrote the raw
  ///   edge equation: to an item `"10"` overlapped it by 10, and to the container the constant was negated
  ///   without flipping the relation, so `">=10"` *capped* the gap at 10. One rule for four sides is
  ///   what every reader expects, and it is what 1.x meant. `edges: .original` keeps the 2.0.1 equations
  ///   for ported code. Of 2.0's other changes (E37) the dictionary result is kept, typed
  ///   (``VBLayoutConstraints``); its ``VBLayoutConstraints/all`` is 1.x's array, in 1.x's order.
  /// - E31 — kept: a spec without a constant gives `== 0` (the original's headers said it was ignored;
  ///   its code made `== 0`, and ported layouts rely on that).
  /// - E32, E33 — constant strings are parsed by a real grammar: decimals are decimals, whitespace,
  ///   trailing garbage and `"=>"` are errors that quote the string and point at the position (see
  ///   ``VBConstant/init(parsing:)``).
  /// - E34 — width/height with an item relate to the item's same dimension (equal widths); the original
  ///   silently ignored the item and made a constant size. Without an item they are constant sizes, as
  ///   in the original.
  /// - E35 — kept: the container is read when the constraints are built; a spec that needs it while V has
  ///   none is an error (the original built an invalid constraint). An item must already share V's tree
  ///   (the original built constraints that could never be installed). Width and height without items
  ///   need no superview. Constraints to a superview V later leaves are deactivated as it leaves.
  /// - E36 — values are typed, so a number where a string belongs cannot happen (the original crashed);
  ///   ``constraints(with:layoutDictionary:edges:)`` reports it as an error.
  /// - Arrays cannot nest (the type rules it out; the original kept a nested array's first element).
  ///   An empty array spec gives no constraint and leaves the key absent, as in the original.
  ///
  /// - Throws: ``BoxwoodError/invalidDictionaryLayout(_:)`` naming the view, the key (and the array
  ///   element) and the ``VBLayoutError/Problem``. Nothing is built when anything is wrong.
  public static func constraints(
    with item: any LayoutItem, layout: VBLayout, edges: VBEdgeSemantics = .gaps
  ) throws(BoxwoodError) -> VBLayoutConstraints {
    let root = item.layoutOwningView?.treeRoot
    let builder = VBLayoutBuilder(
      subject: item, container: VBLayoutBuilder.container(of: item), edges: edges,
      reaches: { root != nil && $0.treeRoot === root })
    return try builder.build(layout)
  }
}

extension View {
  /// Adds `view` as a constraint-driven subview laid out by a layout dictionary: the constraints are
  /// built (as ``LayoutConstraint/constraints(with:layout:edges:)`` describes, with this view as the
  /// container), activated, and this view is laid out at once (VBAutolayout's `-addSubview:withLayout:`).
  ///
  /// Everything is checked before anything changes: when the layout is malformed, `view` is this view
  /// or one of its ancestors, or the tree would be deeper than ``maximumTreeDepth``, the error is thrown
  /// and the tree is left as it was. Items may be in this view's tree or in `view`'s subtree.
  ///
  /// - Throws: ``BoxwoodError/invalidDictionaryLayout(_:)``, ``BoxwoodError/viewHierarchyCycle(view:into:)``
  ///   or ``BoxwoodError/viewTreeTooDeep(view:into:depth:)``.
  @discardableResult
  public func addSubview(
    _ view: View, withLayout layout: VBLayout, edges: VBEdgeSemantics = .gaps
  ) throws(BoxwoodError) -> VBLayoutConstraints {
    try addSubview(view, withLayout: layout, edges: edges, keyNames: [:])
  }

  /// ``addSubview(_:withLayout:edges:)`` naming keys in errors as the caller wrote them (`keyNames`: a
  /// string-keyed layout's own strings).
  func addSubview(
    _ view: View, withLayout layout: VBLayout, edges: VBEdgeSemantics, keyNames: [VBLayoutKey: String]
  ) throws(BoxwoodError) -> VBLayoutConstraints {
    switch adoptionRefusal(of: view) {
    case nil: break
    case .cycle: throw .viewHierarchyCycle(view: ViewReference(view), into: ViewReference(self))
    case .tooDeep(let depth):
      throw .viewTreeTooDeep(view: ViewReference(view), into: ViewReference(self), depth: depth)
    }
    let root = treeRoot
    var builder = VBLayoutBuilder(
      subject: view, container: self, edges: edges,
      reaches: { $0.treeRoot === root || $0 === view || $0.isDescendant(of: view) })
    builder.keyNames = keyNames
    let result = try builder.build(layout)
    addSubviewAutolayoutReady(view)
    _ = addConstraintsAndLayoutSubviews(result.all)
    return result
  }

  /// Turns `view`'s autoresizing translation off and adds it as the front-most subview.
  public func addSubviewAutolayoutReady(_ view: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
  }

  /// Activates `constraint`, lays this view out at once and returns the constraint.
  ///
  /// Boxwood does not install constraints on a view as UIKit does: activation places them in the tree
  /// of their items. This view is the one laid out.
  @discardableResult
  public func addConstraintAndLayoutSubviews(_ constraint: LayoutConstraint) -> LayoutConstraint {
    addConstraintsAndLayoutSubviews([constraint])[0]
  }

  /// Activates `constraints`, lays this view out at once and returns them.
  @discardableResult
  public func addConstraintsAndLayoutSubviews(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
    LayoutConstraint.activate(constraints)
    setNeedsLayout()
    layoutIfNeeded()
    return constraints
  }
}

/// Turns a ``VBLayout`` into constraints for one subject, following the table at
/// ``LayoutConstraint/constraints(with:layout:edges:)``.
@MainActor
struct VBLayoutBuilder {
  /// The laid-out view or guide (`V`).
  let subject: any LayoutItem
  /// The container (`S`), nil when the subject has none.
  let container: View?
  let edges: VBEdgeSemantics
  /// Whether an item's view will share a tree with the subject once the constraints are activated.
  let reaches: (View) -> Bool
  /// The names keys had in the caller's layout (a string-keyed layout's own strings), for errors.
  var keyNames: [VBLayoutKey: String] = [:]

  /// A view's superview, or the owning view of a guide (or of any other item).
  static func container(of item: any LayoutItem) -> View? {
    if let view = item as? View { return view.superview }
    return item.layoutOwningView
  }

  func build(_ layout: VBLayout) throws(BoxwoodError) -> VBLayoutConstraints {
    var result = VBLayoutConstraints()
    for key in VBLayoutKey.allCases {
      guard let spec = layout[key] else { continue }
      let isArray: Bool
      if case .many = spec { isArray = true } else { isArray = false }
      var made: [LayoutConstraint] = []
      for (index, element) in spec.specs.enumerated() {
        do {
          made.append(try constraint(key, element))
        } catch {
          throw .invalidDictionaryLayout(
            error.located(
              view: subject.layoutName, key: keyNames[key] ?? key.rawValue, index: isArray ? index : nil))
        }
      }
      result.set(made, for: key)
    }
    return result
  }

  private func constraint(_ key: VBLayoutKey, _ spec: VBItemSpec) throws(VBLayoutError) -> LayoutConstraint {
    let constant = try resolve(spec.constant)
    let target = try self.target(of: spec, for: key)
    let attribute = key.attribute
    var relation = constant.relation
    var value = constant.value
    var targetAttribute = attribute
    if target.isNeighbour && [.top, .bottom, .leading, .trailing].contains(key) {
      targetAttribute = Self.opposite(attribute)
    }
    if key == .bottom || key == .trailing {
      // `gap REL c` with gap = (S or X edge) − V.edge is `V.edge flip(REL) edge − c`.
      switch edges {
      case .gaps:
        value = 0 - value
        relation = Self.flipped(relation)
      case .original:
        if !target.isNeighbour { value = 0 - value }
      }
    }
    let made = LayoutConstraint(
      item: subject, attribute: attribute, relatedBy: relation, toItem: target.item,
      attribute: target.item == nil ? .notAnAttribute : targetAttribute, constant: value)
    made.priority = constant.priority
    return made
  }

  private func resolve(_ constant: VBItemSpec.Constant?) throws(VBLayoutError) -> VBConstant {
    switch constant {
    case .none: return VBConstant()
    case .text(let text):
      do {
        return try VBConstantParser.parse(text)
      } catch {
        throw VBLayoutError(.malformedConstant(text: text, offset: error.offset, reason: error.reason))
      }
    case .value(let value):
      guard value.value.isFinite, abs(value.value) <= VBConstant.maximumMagnitude else {
        throw VBLayoutError(.constantOutOfRange(value: value.value))
      }
      return value
    }
  }

  /// The second item of the constraint: the spec's item (a neighbour), the container, or none for a
  /// constant width or height.
  private func target(
    of spec: VBItemSpec, for key: VBLayoutKey
  ) throws(VBLayoutError) -> (
    item: (any LayoutItem)?, isNeighbour: Bool
  ) {
    if let item = spec.item {
      guard item !== subject else { throw VBLayoutError(.itemIsTheView) }
      guard let owner = item.layoutOwningView, reaches(owner) else {
        throw VBLayoutError(.itemNotInHierarchy(item: item.layoutName))
      }
      return (item, true)
    }
    if key == .width || key == .height { return (nil, false) }
    guard let container else { throw VBLayoutError(.noSuperview) }
    return (container, false)
  }

  private static func opposite(_ attribute: LayoutAttribute) -> LayoutAttribute {
    switch attribute {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    default: return attribute
    }
  }

  private static func flipped(_ relation: LayoutRelation) -> LayoutRelation {
    switch relation {
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
