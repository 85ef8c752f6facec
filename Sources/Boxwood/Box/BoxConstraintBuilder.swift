/// Turns a box's items into constraints (BoxView's algorithm, usable on any view or guide).
///
/// Gaps are measured forward along an axis in reading order. On the x axis in a right-to-left layout
/// every rule is evaluated in a mirrored coordinate system: "left" pins and the left inset act on the
/// right-hand side, an `.x` chain starts at the right, and a positive `centerX` offset moves an item left.
/// Vertical rules never change. The constraints use physical left/right attributes, so they mean the same
/// whatever the items' own directions are.
@MainActor
struct BoxConstraintBuilder {
  let box: any BoxAnchorable
  let axis: BoxLayout.Axis
  let spacing: Double
  let insets: EdgeInsets
  let direction: LayoutDirection
  /// Whether hidden item views are left out of positional constraints.
  var excludesHiddenViews = false

  /// Whether an item is left out of positional constraints (a hidden view when the box excludes them).
  func isExcluded(_ item: BoxItem) -> Bool {
    guard excludesHiddenViews, let view = item.object as? View else { return false }
    return view.isHidden
  }

  /// Problems found (each names the items); the offending link is left out, the rest is built.
  private(set) var problems: [String] = []

  init(
    box: any BoxAnchorable, axis: BoxLayout.Axis, spacing: Double, insets: EdgeInsets,
    direction: LayoutDirection
  ) {
    self.box = box
    self.axis = axis
    self.spacing = spacing
    self.insets = insets
    self.direction = direction
  }

  // MARK: Geometry of an axis

  /// Whether gaps on the axis grow with the coordinate (false only for x in right-to-left layouts).
  private func isForward(_ axis: BoxLayout.Axis) -> Bool { axis == .y || direction == .leftToRight }

  private func beginAttribute(_ axis: BoxLayout.Axis) -> LayoutAttribute {
    axis == .y ? .top : (isForward(.x) ? .left : .right)
  }

  private func endAttribute(_ axis: BoxLayout.Axis) -> LayoutAttribute {
    axis == .y ? .bottom : (isForward(.x) ? .right : .left)
  }

  private func centerAttribute(_ axis: BoxLayout.Axis) -> LayoutAttribute { axis == .y ? .centerY : .centerX }

  /// The insets at the reading begin and end of an axis.
  private func insets(_ axis: BoxLayout.Axis) -> (begin: Double, end: Double) {
    axis == .y ? (insets.top, insets.bottom) : (insets.left, insets.right)
  }

  private func pins(
    _ layout: BoxLayout, _ axis: BoxLayout.Axis
  ) -> (
    begin: BoxLayout.Pin?, center: BoxLayout.Pin?, end: BoxLayout.Pin?
  ) {
    axis == .y ? (layout.top, layout.centerY, layout.bottom) : (layout.left, layout.centerX, layout.right)
  }

  /// `gap(from → to) REL constant @priority`, the gap measured forward along `axis`.
  private func gap(
    from: (any BoxAnchorable, LayoutAttribute), to: (any BoxAnchorable, LayoutAttribute),
    axis: BoxLayout.Axis, relation: LayoutRelation, constant: Double, priority: LayoutPriority
  ) -> LayoutConstraint {
    // Forward: to − from REL c  ⇔  to REL from + c.  Backward: from − to REL c  ⇔  from REL to + c.
    let (first, second) = isForward(axis) ? (to, from) : (from, to)
    let constraint = LayoutConstraint(
      item: first.0, attribute: first.1, relatedBy: relation, toItem: second.0, attribute: second.1,
      constant: constant)
    constraint.priority = priority
    return constraint
  }

  // MARK: Building

  /// The constraints of one item, in the parts BoxView's order is made of.
  struct ItemParts {
    /// The link to the previous item (or to the box's begin edge), the main-axis centre, the cross axis.
    var main: [LayoutConstraint] = []
    /// The link from the last used item to the box's end edge.
    var end: [LayoutConstraint] = []
    /// Absolute sizes (made for excluded items too).
    var absolute: [LayoutConstraint] = []
    /// Sizes relative to the box.
    var relative: [LayoutConstraint] = []
    /// The link to the previous item (also in ``main``): the constraint whose constant holds the spacing.
    var link: LayoutConstraint?

    /// Appends the four lists to `result` in this order (joining them with `+` made three arrays).
    func append(to result: inout [LayoutConstraint]) {
      result.append(contentsOf: main)
      result.append(contentsOf: end)
      result.append(contentsOf: absolute)
      result.append(contentsOf: relative)
    }
  }

  /// The constraints for the items, in BoxView's order: per used item its main-axis begin link, main-axis
  /// centre and cross-axis pins, then the last end link; then absolute sizes (all items), relative sizes
  /// and flex (used items).
  mutating func build(_ items: [BoxItem]) -> [LayoutConstraint] {
    var parts: [ItemParts] = []
    var previous: BoxItem?
    var lastUsed: Int?
    for index in items.indices.reversed() where !isExcluded(items[index]) {
      lastUsed = index
      break
    }
    for (index, item) in items.enumerated() {
      let used = !isExcluded(item)
      parts.append(self.parts(for: item, after: used ? previous : nil, used: used, last: index == lastUsed))
      if used { previous = item }
    }
    return BoxConstraintBuilder.assemble(parts) + flexConstraints(items.filter { !isExcluded($0) })
  }

  /// The parts in BoxView's order (flex constraints go after them).
  static func assemble(_ parts: [ItemParts]) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for part in parts { result += part.main }
    for part in parts { result += part.end }
    for part in parts { result += part.absolute }
    for part in parts { result += part.relative }
    return result
  }

  /// The constraints of one item: `previous` is the used item before it (nil for the first used item),
  /// `used` false for an excluded item (absolute sizes only), `last` true for the last used item.
  mutating func parts(for item: BoxItem, after previous: BoxItem?, used: Bool, last: Bool) -> ItemParts {
    var result = ItemParts()
    result.absolute = absoluteSizes(item)
    guard used else { return result }
    // A begin link or pin, a centre, two cross pins: one allocation instead of growing three times.
    result.main.reserveCapacity(4)
    let main = axis
    let (mainBegin, mainEnd) = insets(main)
    let object = item.object
    let (beginPin, centerPin, endPin) = pins(item.layout, main)
    if let previous {
      if let link = chainLink(from: previous, to: item) {
        result.main.append(link)
        result.link = link
      }
    } else if let beginPin {
      result.main.append(
        gap(
          from: (box, beginAttribute(main)), to: (object, beginAttribute(main)), axis: main,
          relation: beginPin.relation, constant: beginPin.constant + mainBegin, priority: beginPin.priority))
    }
    if let centerPin { result.main.append(centerConstraint(object, centerPin, main)) }
    appendCrossConstraints(item, main.other, to: &result.main)
    if last, let endPin {
      result.end.append(
        gap(
          from: (object, endAttribute(main)), to: (box, endAttribute(main)), axis: main,
          relation: endPin.relation, constant: endPin.constant + mainEnd, priority: endPin.priority))
    }
    result.relative = relativeSizes(item)
    return result
  }

  /// `gap(previous.end → item.begin) join(rel) (begin + end + spacing) @min(priorities)`, or nil when a
  /// pin is missing or the relations are opposite inequalities (reported).
  private mutating func chainLink(from previous: BoxItem, to item: BoxItem) -> LayoutConstraint? {
    guard let end = pins(previous.layout, axis).end, let begin = pins(item.layout, axis).begin else {
      return nil
    }
    guard let relation = begin.relation.joined(with: end.relation) else {
      problems.append(
        "the gap between \(BoxConstraintBuilder.name(previous)) (\(axis == .y ? "bottom" : "right") \(end)) "
          + "and \(BoxConstraintBuilder.name(item)) (\(axis == .y ? "top" : "left") \(begin)) "
          + "joins opposite inequalities; that link was left out")
      return nil
    }
    return gap(
      from: (previous.object, endAttribute(axis)), to: (item.object, beginAttribute(axis)), axis: axis,
      relation: relation, constant: begin.constant + end.constant + spacing,
      priority: min(begin.priority, end.priority))
  }

  /// `gap(box.center → item.center) REL offset + (insetBegin − insetEnd) / 2`: the item's centre against
  /// the centre of the inset rectangle.
  private func centerConstraint(
    _ object: any BoxAnchorable, _ pin: BoxLayout.Pin, _ axis: BoxLayout.Axis
  ) -> LayoutConstraint {
    let (begin, end) = insets(axis)
    let attribute = centerAttribute(axis)
    return gap(
      from: (box, attribute), to: (object, attribute), axis: axis, relation: pin.relation,
      constant: pin.constant + (begin - end) / 2, priority: pin.priority)
  }

  private func appendCrossConstraints(
    _ item: BoxItem, _ cross: BoxLayout.Axis, to result: inout [LayoutConstraint]
  ) {
    let (begin, center, end) = pins(item.layout, cross)
    let (insetBegin, insetEnd) = insets(cross)
    if let begin {
      result.append(
        gap(
          from: (box, beginAttribute(cross)), to: (item.object, beginAttribute(cross)), axis: cross,
          relation: begin.relation, constant: begin.constant + insetBegin, priority: begin.priority))
    }
    if let center { result.append(centerConstraint(item.object, center, cross)) }
    if let end {
      result.append(
        gap(
          from: (item.object, endAttribute(cross)), to: (box, endAttribute(cross)), axis: cross,
          relation: end.relation, constant: end.constant + insetEnd, priority: end.priority))
    }
  }

  /// The item's absolute width and height (each pin checked on its own: a loop over the two made an
  /// array of them for every item).
  private func absoluteSizes(_ item: BoxItem) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    if let pin = item.layout.width { result.append(absoluteSize(item, .width, pin)) }
    if let pin = item.layout.height { result.append(absoluteSize(item, .height, pin)) }
    return result
  }

  private func absoluteSize(
    _ item: BoxItem, _ attribute: LayoutAttribute, _ pin: BoxLayout.Pin
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: item.object, attribute: attribute, relatedBy: pin.relation, toItem: nil,
      attribute: .notAnAttribute, constant: pin.constant)
    constraint.priority = pin.priority
    return constraint
  }

  private func relativeSizes(_ item: BoxItem) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    if let pin = item.layout.relativeWidth { result.append(relativeSize(item, .width, pin)) }
    if let pin = item.layout.relativeHeight { result.append(relativeSize(item, .height, pin)) }
    return result
  }

  private func relativeSize(
    _ item: BoxItem, _ attribute: LayoutAttribute, _ pin: BoxLayout.MultiPin
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: item.object, attribute: attribute, relatedBy: pin.relation, toItem: box, attribute: attribute,
      multiplier: pin.multiplier, constant: pin.constant)
    constraint.priority = pin.priority
    return constraint
  }

  /// Each flex item's main-axis size against the first flex item's, in proportion to their factors.
  func flexConstraints(_ used: [BoxItem]) -> [LayoutConstraint] {
    let flexible = used.filter { ($0.layout.flex ?? 0) > 0 && ($0.layout.flex ?? 0).isFinite }
    guard let reference = flexible.first, let referenceFlex = reference.layout.flex else { return [] }
    let attribute: LayoutAttribute = axis == .y ? .height : .width
    return flexible.dropFirst().map { item in
      LayoutConstraint(
        item: item.object, attribute: attribute, relatedBy: .equal, toItem: reference.object,
        attribute: attribute, multiplier: (item.layout.flex ?? 1) / referenceFlex)
    }
  }

  static func name(_ item: BoxItem) -> String {
    item.view?.shortDescription ?? item.object.layoutName
  }
}
