import Boxwood
import SeededRandom

// TreeFuzzer: BoxView item edits and random pins.

extension TreeFuzzer {
  /// One random edit of a box's items: append, insert, remove, replace, re-pin, share a view with another
  /// item or box, put a guide or the box's own ancestor in, or change the box's own values.
  func editBoxItems() {
    guard let box = pick(BoxView.self) else {
      addNewBox()
      return
    }
    switch int(in: 0...10) {
    case 0, 1:
      let object = randomItemObject(for: box)
      note("\(name(box)).addItem(\(objectName(object)))")
      box.addItem(item(object, randomBoxLayout()))
    case 2:
      let object = randomItemObject(for: box)
      let anchor: (any BoxAnchorable)? =
        box.items.isEmpty || rng.chance(0.2) ? nil : rng.pick(box.items).object
      let after = rng.chance(0.5)
      note(
        "\(name(box)).insertItem(\(objectName(object)), \(after ? "after" : "before") \(objectName(anchor)))")
      if after || anchor == nil {
        box.insertItem(item(object, randomBoxLayout()), after: anchor)
      } else if let anchor {
        box.insertItem(item(object, randomBoxLayout()), before: anchor)
      }
    case 3:
      guard !box.items.isEmpty else { return }
      let index = int(in: 0...(box.items.count - 1))
      note("\(name(box)).items.remove(at: \(index)) (\(objectName(box.items[index].object)))")
      box.items.remove(at: index)
    case 4:
      guard !box.items.isEmpty else { return }
      let index = int(in: 0...(box.items.count - 1))
      let object = randomItemObject(for: box)
      note("\(name(box)).items[\(index)] = \(objectName(object))")
      box.items[index] = item(object, randomBoxLayout())
    case 5, 6:
      guard !box.items.isEmpty else { return }
      let index = int(in: 0...(box.items.count - 1))
      let layout = randomBoxLayout()
      note("\(name(box)).items[\(index)].layout = \(layout)")
      box.items[index].layout = layout
    case 7:
      // The same view twice in one assignment, or a view of another box.
      let others = views.filter { $0 !== box && $0 !== root && !isInternalPart($0) }
      guard !others.isEmpty else { return }
      let view = rng.pick(others)
      note("\(name(box)).items += [\(name(view)), \(name(view))]")
      box.items += [item(view, randomBoxLayout()), item(view, randomBoxLayout())]
    case 8:
      let views = (0..<int(in: 0...4)).compactMap { _ in pickMovable() }
      note("\(name(box)).setViews(\(views.map(name)))")
      box.setViews(views, layout: randomBoxLayout())
    case 9:
      if let ancestor = box.superview, ancestor !== root || rng.chance(0.3) {
        note("\(name(box)).addItem(its ancestor \(name(ancestor)))")
        box.addItem(item(ancestor, randomBoxLayout()))
      } else {
        note("\(name(box)).addItem(itself)")
        box.addItem(item(box, randomBoxLayout()))
      }
      expect("an invalidBoxLayout report for an ancestor item of \(name(box))") { collector in
        collector.errors.contains { if case .invalidBoxLayout = $0 { return true } else { return false } }
      }
    default:
      changeBoxValues(box)
    }
  }

  func addNewBox() {
    let box = BoxView(axis: rng.chance(0.5) ? .x : .y, spacing: 8)
    box.debugName = "v\(views.count)"
    views.append(box)
    let container = pickContainer()
    note("add new box \(name(box)) to \(name(container))")
    adopt(box, into: container)
  }

  func changeBoxValues(_ box: BoxView) {
    switch int(in: 0...4) {
    case 0:
      note("\(name(box)) flips axis")
      box.axis = box.axis == .x ? .y : .x
    case 1:
      let spacing = wildNumber(typical: 0...20)
      note("\(name(box)).spacing = \(spacing)")
      box.spacing = spacing
    case 2:
      let insets = EdgeInsets(
        top: wildNumber(typical: 0...20), left: wildNumber(typical: 0...20),
        bottom: wildNumber(typical: 0...20),
        right: wildNumber(typical: 0...20))
      note("\(name(box)).insets = \(insets)")
      box.insets = insets
    case 3:
      note("\(name(box)).excludeHiddenViews toggles")
      box.excludeHiddenViews.toggle()
    default:
      note("\(name(box)).insetsAreMargins toggles")
      box.insetsAreMargins.toggle()
    }
  }

  /// A view or guide for a box item: usually a view (possibly already elsewhere), sometimes a guide.
  func randomItemObject(for box: BoxView) -> any BoxAnchorable {
    if rng.chance(0.15) {
      if rng.chance(0.5) || guides.isEmpty {
        let guide = LayoutGuide()
        guide.identifier = "g\(guides.count)"
        guides.append(guide)
        return guide
      }
      return rng.pick(guides)
    }
    if rng.chance(0.4) { return makeView() }
    return pickMovable() ?? makeView()
  }

  func item(_ object: any BoxAnchorable, _ layout: BoxLayout) -> BoxItem {
    if let view = object as? View { return BoxItem(view: view, layout: layout) }
    return BoxItem(guide: object as! LayoutGuide, layout: layout)
  }

  func objectName(_ object: (any BoxAnchorable)?) -> String {
    guard let object else { return "nil" }
    return object.layoutName
  }

  /// Random pins: mostly ordinary gaps and sizes, sometimes conflicting, negative or non-finite ones.
  func randomBoxLayout() -> BoxLayout {
    var layout = BoxLayout()
    if rng.chance(0.6) { layout.left = randomPin() }
    if rng.chance(0.5) { layout.right = randomPin() }
    if rng.chance(0.6) { layout.top = randomPin() }
    if rng.chance(0.5) { layout.bottom = randomPin() }
    if rng.chance(0.1) { layout.centerX = randomPin() }
    if rng.chance(0.1) { layout.centerY = randomPin() }
    if rng.chance(0.25) { layout.width = randomPin() }
    if rng.chance(0.25) { layout.height = randomPin() }
    if rng.chance(0.1) {
      layout.relativeWidth = BoxLayout.MultiPin(multiplier: rng.pick([0.5, 1, 2, 0, -1]), pin: randomPin())
    }
    if rng.chance(0.1) {
      layout.relativeHeight = BoxLayout.MultiPin(multiplier: rng.pick([0.5, 1, 0.25]), pin: randomPin())
    }
    if rng.chance(0.1) { layout.flex = rng.pick([1, 2, 0.5, 0, -1, .nan]) }
    return layout
  }

  func randomPin() -> BoxLayout.Pin {
    BoxLayout.Pin(
      constant: wildNumber(typical: 0...40),
      relation: rng.pick([.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]),
      priority: randomPriority())
  }

  func randomPriority() -> LayoutPriority {
    if rng.chance(0.6) { return .required }
    return rng.pick([.defaultHigh, .defaultLow, LayoutPriority(999), LayoutPriority(1), LayoutPriority(500)])
  }
}
