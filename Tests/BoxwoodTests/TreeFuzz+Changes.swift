import Boxwood
import SeededRandom

// TreeFuzzer: random constraints and property changes.

extension TreeFuzzer {
  static let attributes: [LayoutAttribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    .firstBaseline, .lastBaseline,
  ]

  /// A view or one of its guides: what a constraint may pin.
  func randomLayoutItem() -> any LayoutItem {
    let view = pickAny()
    if rng.chance(0.1) { return view.layoutMarginsGuide }
    if rng.chance(0.05), !guides.isEmpty { return rng.pick(guides) }
    return view
  }

  /// An attribute of the same kind as `attribute` most of the time (so most constraints are valid).
  func compatibleAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
    if rng.chance(0.1) { return rng.pick(Self.attributes) }
    if attribute.isDimension { return rng.pick([.width, .height]) }
    if attribute.isHorizontal == true {
      return attribute.isDirectional
        ? rng.pick([.leading, .trailing, .centerX]) : rng.pick([.left, .right, .centerX])
    }
    return rng.pick([.top, .bottom, .centerY, .firstBaseline, .lastBaseline])
  }

  func makeConstraint() {
    let first = randomLayoutItem()
    let firstAttribute = rng.pick(Self.attributes)
    let constant = wildNumber(typical: -20...200)
    let relation: LayoutRelation = rng.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
    let constraint: LayoutConstraint
    if firstAttribute.isDimension && rng.chance(0.3) {
      constraint = LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
        constant: constant)
    } else {
      let second = randomLayoutItem()
      let multiplier: Double = rng.chance(0.8) ? 1 : rng.pick([0.5, 2, 0, -1, .nan, .infinity])
      constraint = LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: compatibleAttribute(firstAttribute), multiplier: multiplier, constant: constant)
    }
    constraint.priority = randomPriority()
    constraint.identifier = "c\(constraints.count)"
    constraints.append(constraint)
    note("activate \(constraint)")
    constraint.isActive = true
    if !constraint.isActive {
      expect("a report for refusing \(constraint)") { !$0.errors.isEmpty }
    }
  }

  func deactivateConstraint() {
    let active = constraints.filter(\.isActive)
    if active.isEmpty || rng.chance(0.2) {
      // Deactivate a box's or a stack's own constraint behind its back, as an app might.
      guard let box = pick(BoxView.self), !box.managedConstraints.isEmpty else { return }
      let constraint = rng.pick(box.managedConstraints)
      note("deactivate managed \(constraint) of \(name(box))")
      constraint.isActive = false
      deactivatedByApp.insert(ObjectIdentifier(constraint))
      deactivatedByAppObjects.append(constraint)
      return
    }
    let constraint = rng.pick(active)
    note("deactivate \(constraint)")
    constraint.isActive = false
  }

  func changeConstraint() {
    guard !constraints.isEmpty else { return }
    let constraint = rng.pick(constraints)
    if rng.chance(0.6) {
      let constant = wildNumber(typical: -20...200)
      note("\(constraint.identifier ?? "?").constant = \(constant)")
      let old = constraint.constant
      constraint.constant = constant
      let refused = !constant.isFinite || abs(constant) > LayoutConstraint.maximumConstantMagnitude
      // The old constant may itself be NaN (a constraint whose activation was refused keeps it), and
      // NaN != NaN: kept means the same bits.
      if refused && constraint.constant.bitPattern != old.bitPattern {
        failures.append("constant \(constant) (non-finite or beyond the maximum) was taken")
      }
    } else if rng.chance(0.5) {
      let priority = randomPriority()
      let old = constraint.priority
      note("\(constraint.identifier ?? "?").priority = \(priority)")
      constraint.priority = priority
      if constraint.isActive && old.isRequired != priority.isRequired {
        if constraint.priority != old {
          failures.append("priority switched required ↔ optional while active")
        }
        expect("a priorityChangeRefused report") { collector in
          collector.errors.contains {
            if case .priorityChangeRefused = $0 { return true } else { return false }
          }
        }
      }
    } else {
      note("re-activate \(constraint.identifier ?? "?")")
      constraint.isActive = false
      constraint.isActive = true
    }
  }

  // MARK: Properties

  func changeProperty() {
    let view = pickAny()
    switch int(in: 0...15) {
    case 0:
      note("\(name(view)).isHidden toggles")
      view.isHidden.toggle()
    case 1:
      let alpha = rng.pick([0, 0.5, 1, -1, 2, .nan])
      note("\(name(view)).alpha = \(alpha)")
      view.alpha = alpha
    case 2:
      let transform = Transform2D(
        translation: Point(x: wildNumber(typical: -20...20), y: 0),
        scale: Size(width: rng.pick([1, 0, 2, -1, 1e9]), height: rng.pick([1, 0.5, .nan])),
        rotation: rng.pick([0, 0.5, 3.14, .infinity]))
      note("\(name(view)).transform = \(transform)")
      view.transform = transform
    case 3:
      let frame = randomFrame()
      note("\(name(view)).frame = \(frame)")
      view.frame = frame
    case 4:
      if let label = view as? Label {
        let text = rng.pick(["", "x", "Two words", "A long line of text to wrap at some width", "\n\n", "🎉"])
        note("\(name(label)).text = \(text.debugDescription)")
        label.text = text
        label.numberOfLines = rng.pick([0, 1, 2, -3])
      } else if let field = view as? TextField {
        let text = rng.pick(["", "abc", String(repeating: "w", count: 200)])
        note("\(name(field)).text = \(text.count) chars")
        field.text = text
      } else if let button = view as? Button {
        note("\(name(button)).setTitle")
        button.title = rng.pick(["", "A", "Longer title"])
      }
    case 5:
      let window = Size(width: wildNumber(typical: 0...1000), height: wildNumber(typical: 0...800))
      let size = rng.chance(0.3) ? rng.pick([.zero, Size(width: 1e7, height: 1e7), window]) : window
      note("window.size = \(size)")
      self.window.size = size
    case 6:
      let axis: LayoutAxis = rng.chance(0.5) ? .horizontal : .vertical
      let priority = LayoutPriority(Float(rng.pick([1, 250, 251, 749, 750, 999, 1000])))
      note("\(name(view)) hugging/compression \(axis) = \(priority)")
      if rng.chance(0.5) {
        view.setContentHuggingPriority(priority, for: axis)
      } else {
        view.setContentCompressionResistancePriority(priority, for: axis)
      }
    case 7:
      note("\(name(view)).translatesAutoresizingMaskIntoConstraints toggles")
      view.translatesAutoresizingMaskIntoConstraints.toggle()
    case 8:
      let margins = DirectionalEdgeInsets(
        top: wildNumber(typical: 0...20), leading: wildNumber(typical: 0...20), bottom: 8, trailing: 8)
      note("\(name(view)).directionalLayoutMargins = \(margins)")
      view.directionalLayoutMargins = margins
    case 9:
      note("\(name(view)).invalidateIntrinsicContentSize + setNeedsUpdateConstraints")
      view.invalidateIntrinsicContentSize()
      view.setNeedsUpdateConstraints()
    case 10:
      if let scroll = view as? ScrollView {
        let offset = Point(x: wildNumber(typical: -50...500), y: wildNumber(typical: -50...500))
        note("\(name(scroll)).setContentOffset(\(offset))")
        scroll.setContentOffset(offset, animated: rng.chance(0.3))
      } else if let slider = view as? Slider {
        let value = wildNumber(typical: -1...2)
        note("\(name(slider)).value = \(value)")
        slider.value = value
      } else if let toggle = view as? Switch {
        note("\(name(toggle)).toggle()")
        toggle.toggle()
      }
    case 11:
      let radius = wildNumber(typical: 0...20)
      note("\(name(view)).cornerRadius = \(radius), borderWidth")
      view.cornerRadius = radius
      view.borderWidth = wildNumber(typical: 0...3)
    case 12:
      let attribute = rng.pick([
        SemanticContentAttribute.unspecified, .forceLeftToRight, .forceRightToLeft,
      ])
      note("\(name(view)).semanticContentAttribute = \(attribute)")
      view.semanticContentAttribute = attribute
    case 13:
      let center = Point(x: wildNumber(), y: wildNumber())
      note("\(name(view)).center = \(center)")
      view.center = center
    case 14:
      note("\(name(view)).layoutIfNeeded()")
      view.layoutIfNeeded()
    default:
      if let image = view as? ImageView {
        note("\(name(image)).image toggles")
        image.image = image.image == nil ? Self.image : nil
      } else {
        note("\(name(view)).clipsToBounds toggles")
        view.clipsToBounds.toggle()
      }
    }
  }
}
