import Boxwood
import SeededRandom

// TreeFuzzer: choosing an operation, and the operations on the view tree.

extension TreeFuzzer {
  /// Draws one operation by weight and runs it.
  func randomOperation() {
    let operations: [(weight: Int, run: () -> Void)] = [
      (views.count < 40 ? 14 : 3, addNewView),
      (6, removeView),
      (8, reparentView),
      (3, moveIntoOwnSubtree),
      (3, reorderView),
      (10, editBoxItems),
      (4, editStack),
      (10, makeConstraint),
      (4, deactivateConstraint),
      (4, changeConstraint),
      (12, changeProperty),
      (8, dispatchEvent),
      (5, animate),
      (5, moveClock),
    ]
    let total = operations.reduce(0) { $0 + $1.weight }
    var draw = int(in: 0...(total - 1))
    for operation in operations {
      if draw < operation.weight {
        operation.run()
        return
      }
      draw -= operation.weight
    }
  }

  // MARK: Views

  /// A new view of a random kind, named for the log.
  func makeView() -> View {
    let number = views.count
    let view: View
    switch int(in: 0...13) {
    case 0: view = View(frame: randomFrame())
    case 1: view = Label(rng.pick(["", "Hello", "A much longer label that wraps", "✓ émoji 🎉"]))
    case 2: view = Button(title: rng.pick(["OK", "", "Cancel"]))
    case 3: view = TextField(placeholder: "name", text: rng.pick(["", "abc", "hello world"]))
    case 4: view = ImageView(image: rng.chance(0.7) ? Self.image : nil)
    case 5, 6: view = BoxView(axis: rng.chance(0.5) ? .x : .y, spacing: wildNumber(typical: 0...20))
    case 7: view = StackView()
    case 8: view = FrameStackView(frame: randomFrame())
    case 9:
      let scroll = ScrollView(frame: randomFrame())
      internalViews.insert(ObjectIdentifier(scroll.contentView))
      views.append(scroll.contentView)
      view = scroll
    case 10: view = Switch(isOn: rng.chance(0.5))
    case 11: view = Slider(value: double(in: 0...1))
    case 12: view = Checkbox(title: "check")
    default: view = ProgressView(progress: double(in: 0...1))
    }
    view.debugName = "v\(number)"
    if rng.chance(0.3) { view.translatesAutoresizingMaskIntoConstraints = false }
    views.append(view)
    return view
  }

  static let image: Image? = try? Image(
    pixelWidth: 2, pixelHeight: 2, pixels: [UInt8](repeating: 200, count: 16), name: "fuzz")

  func randomFrame() -> Rect {
    Rect(x: wildNumber(), y: wildNumber(), width: wildNumber(), height: wildNumber(typical: 0...80))
  }

  func addNewView() {
    let view = makeView()
    let container = pickContainer()
    note("add new \(name(view)) to \(name(container))")
    adopt(view, into: container)
  }

  /// Adds a view the way its container expects: as an arranged subview, a box item, or a plain subview.
  func adopt(_ view: View, into container: View) {
    if let stack = container as? StackView, rng.chance(0.7) {
      stack.addArrangedSubview(view)
    } else if let box = container as? BoxView, rng.chance(0.7) {
      box.addItem(BoxItem(view: view, layout: randomBoxLayout()))
    } else if let scroll = container as? ScrollView {
      scroll.contentView.addSubview(view)
    } else {
      container.addSubview(view)
    }
  }

  func removeView() {
    guard let view = pickMovable() else { return }
    note("removeFromSuperview \(name(view)) (from \(name(view.superview)))")
    view.removeFromSuperview()
    if view.superview != nil { failures.append("\(name(view)) still has a superview after removal") }
  }

  func reparentView() {
    guard let view = pickMovable() else { return }
    let target = pickContainer()
    if view === target || target.isDescendant(of: view) {
      attemptCycle(view, into: target)
      return
    }
    note("reparent \(name(view)) from \(name(view.superview)) to \(name(target))")
    adopt(view, into: target)
  }

  /// Moves a view into its own subtree (or itself) through a random API: must be refused and reported.
  func moveIntoOwnSubtree() {
    guard let view = pickMovable() else { return }
    var inside: [View] = []
    func walk(_ current: View) {
      inside.append(current)
      for child in current.subviews { walk(child) }
    }
    walk(view)
    attemptCycle(view, into: rng.pick(inside))
  }

  func attemptCycle(_ view: View, into target: View) {
    let superview = view.superview
    let siblings = superview?.subviews.map(ObjectIdentifier.init)
    let targetSubviews = target.subviews.map(ObjectIdentifier.init)
    let api = int(in: 0...3)
    note("cycle: add \(name(view)) into \(name(target)) (its own subtree) via API \(api)")
    switch api {
    case 0: target.addSubview(view)
    case 1: target.insertSubview(view, at: int(in: -1...3))
    case 2:
      if let sibling = target.subviews.first {
        target.insertSubview(view, aboveSubview: sibling)
      } else {
        target.insertSubview(view, belowSubview: target)
      }
    default:
      if let stack = target as? StackView {
        stack.addArrangedSubview(view)
      } else {
        target.addSubview(view)
      }
    }
    if view.superview !== superview || superview?.subviews.map(ObjectIdentifier.init) != siblings
      || (target !== superview && target.subviews.map(ObjectIdentifier.init) != targetSubviews)
    {
      failures.append("moving \(name(view)) into its own subtree changed the tree")
    }
    expect("a viewHierarchyCycle report for \(name(view)) into \(name(target))") { collector in
      collector.errors.contains {
        if case .viewHierarchyCycle = $0 { return true }
        if case .invalidStackLayout = $0 { return true }
        return false
      }
    }
  }

  func reorderView() {
    guard let view = pickMovable(), let parent = view.superview else { return }
    let sibling = rng.pick(parent.subviews)
    switch int(in: 0...3) {
    case 0:
      note("bringSubviewToFront \(name(view)) in \(name(parent))")
      parent.bringSubviewToFront(view)
    case 1:
      note("sendSubviewToBack \(name(view)) in \(name(parent))")
      parent.sendSubviewToBack(view)
    case 2:
      note("insert \(name(view)) above \(name(sibling))")
      parent.insertSubview(view, aboveSubview: sibling)
    default:
      note("insert \(name(view)) below \(name(sibling))")
      parent.insertSubview(view, belowSubview: sibling)
    }
  }

  // MARK: Stacks

  func editStack() {
    if rng.chance(0.5), let stack = pick(StackView.self) {
      switch int(in: 0...5) {
      case 0:
        guard let view = pickMovable(), !(stack.isDescendant(of: view)) else { return }
        let index = int(in: -1...(stack.arrangedSubviews.count + 1))
        note("insertArrangedSubview \(name(view)) at \(index) in \(name(stack))")
        stack.insertArrangedSubview(view, at: index)
      case 1:
        guard !stack.arrangedSubviews.isEmpty else { return }
        let view = rng.pick(stack.arrangedSubviews)
        note("removeArrangedSubview \(name(view)) from \(name(stack))")
        stack.removeArrangedSubview(view)
      case 2:
        let spacing = wildNumber(typical: 0...20)
        note("\(name(stack)).spacing = \(spacing)")
        stack.spacing = spacing
      case 3:
        let distribution = rng.pick(StackView.Distribution.allCases)
        note("\(name(stack)).distribution = \(distribution)")
        stack.distribution = distribution
      case 4:
        let alignment = rng.pick(StackView.Alignment.allCases)
        note("\(name(stack)).alignment = \(alignment)")
        stack.alignment = alignment
      default:
        note("\(name(stack)) flips axis")
        stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      }
    } else if let stack = pick(FrameStackView.self) {
      switch int(in: 0...4) {
      case 0:
        let spacing = wildNumber(typical: 0...20)
        note("\(name(stack)).spacing = \(spacing)")
        stack.spacing = spacing
      case 1:
        note("\(name(stack)).shouldWrap toggles")
        stack.shouldWrap.toggle()
      case 2:
        let values = (0..<int(in: 0...5)).map { _ in wildNumber(typical: 0...20) }
        note("\(name(stack)).itemSpacing = \(values)")
        stack.itemSpacing = rng.chance(0.2) ? nil : values
      case 3:
        let values = (0..<int(in: 0...5)).map { _ in wildNumber(typical: -10...10) }
        note("\(name(stack)).itemOffset = \(values)")
        stack.itemOffset = values
      default:
        note("\(name(stack)) flips direction, alignment")
        stack.direction = stack.direction == .vertical ? .horizontal : .vertical
        stack.alignment = rng.pick(FrameStackView.Alignment.allCases)
      }
    }
  }
}
