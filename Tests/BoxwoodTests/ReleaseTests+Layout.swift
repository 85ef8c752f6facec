import Boxwood
import Testing

/// What Auto Layout and the containers must let go of: deactivated constraints, constraints of removed
/// views, a BoxView's managed constraints after its items change, its managed views when it is removed,
/// stack views' arranged views, and views whose anchors user code keeps.
@Suite("Release: constraints, boxes and stacks")
@MainActor
struct ReleaseLayoutTests {
  @Test("a deactivated constraint is released by the engine; its views are not kept alive by it")
  func deactivatedConstraintReleased() {
    let root = layoutRoot()
    let released = Released()
    func build() -> LayoutConstraint {
      let child = constrained("child")
      root.addSubview(child)
      let width = child.widthAnchor.constraint(equalToConstant: 40)
      let pins = [
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
      ]
      LayoutConstraint.activate(pins + [width])
      root.layoutIfNeeded()
      width.isActive = false
      root.layoutIfNeeded()
      released.watch(width, "deactivated width")
      released.watch(child, "child")
      return pins[0]
    }
    let kept = build()
    #expect(released.alive == ["child"])
    kept.firstItem.flatMap { $0 as? View }?.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(released.alive.isEmpty)
    #expect(!kept.isActive)
  }

  @Test("the constraints of a removed subtree are released with it, inside and to the outside")
  func removedViewsConstraintsReleased() {
    let root = layoutRoot()
    let released = Released()
    func build() {
      let card = constrained("card")
      let badge = constrained("badge")
      root.addSubview(card)
      card.addSubview(badge)
      let constraints = [
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
        card.widthAnchor.constraint(equalToConstant: 80),
        card.heightAnchor.constraint(equalToConstant: 60),
        badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        badge.heightAnchor.constraint(equalToConstant: 8),
      ]
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      for (index, constraint) in constraints.enumerated() {
        released.watch(constraint, "constraint \(index)")
      }
      released.watch(card, "card")
      released.watch(badge, "badge")
      card.removeFromSuperview()
    }
    build()
    root.layoutIfNeeded()
    #expect(released.alive.isEmpty)
  }

  @Test("a BoxView's previous managed constraints and removed or replaced items' views are released")
  func boxItemsChangeReleases() {
    let root = layoutRoot(300, 300)
    let box = BoxView(axis: .y, spacing: 4, insets: .all(8))
    root.addSubview(box)
    box.frame = root.bounds
    let released = Released()
    var old: [() -> LayoutConstraint?] = []
    func build() {
      let views = (0..<4).map { constrained("item \($0)") }
      box.items = views.boxed
      root.layoutIfNeeded()
      old = box.managedConstraints.map { constraint in { [weak constraint] in constraint } }
      released.watch(views[1], "removed item")
      released.watch(views[3], "replaced item")
      // Remove one item and replace another with a new view.
      box.items = [views[0].boxed, views[2].boxed, constrained("new").boxed.top(10)]
    }
    build()
    root.layoutIfNeeded()
    #expect(released.alive.isEmpty)
    // Unchanged constraints are kept and reused; every other old one is gone.
    let current = Set(box.managedConstraints.map(ObjectIdentifier.init))
    let leftOver = old.compactMap { $0() }.filter { !current.contains(ObjectIdentifier($0)) }
    #expect(leftOver.isEmpty, "old managed constraints still alive: \(leftOver)")
    #expect(old.count > current.count)
    #expect(old.compactMap { $0() }.count < old.count)
  }

  @Test("a BoxView removed with its managed views and constraints is released whole, nested boxes too")
  func boxRemovedReleasesEverything() {
    let root = layoutRoot(300, 300)
    let released = Released()
    func build() {
      let box = BoxView(axis: .y, spacing: 4)
      let row = BoxView(axis: .x, spacing: 2)
      let icon = constrained("icon")
      let title = Label("Title", font: tenPoint)
      row.items = [icon.boxed.width(16).height(16), title.boxed]
      box.items = [row.boxed, constrained("body").boxed.height(40)]
      root.addSubview(box)
      LayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      ])
      root.layoutIfNeeded()
      for constraint in box.managedConstraints + row.managedConstraints {
        released.watch(constraint, "\(constraint)")
      }
      for view in [box, row, icon, title] as [View] { released.watch(view, view.shortDescription) }
      box.removeFromSuperview()
    }
    build()
    root.layoutIfNeeded()
    #expect(released.alive.isEmpty)
  }

  @Test("stack views release arranged views removed in either way, and everything when removed themselves")
  func stackViewReleases() {
    let root = layoutRoot(300, 300)
    let released = Released()
    func build() -> () -> StackView? {
      let views = (0..<4).map { constrained("arranged \($0)") }
      for view in views { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
      let stack = StackView(arrangedSubviews: views)
      stack.axis = .vertical
      root.addSubview(stack)
      root.layoutIfNeeded()
      released.watch(views[0], "unarranged then removed")
      released.watch(views[1], "removed from superview")
      stack.removeArrangedSubview(views[0])
      views[0].removeFromSuperview()
      views[1].removeFromSuperview()
      released.watch(views[2], "left in the stack")
      released.watch(stack, "stack")
      return { [weak stack] in stack }
    }
    let stack = build()
    root.layoutIfNeeded()
    #expect(released.alive == ["left in the stack", "stack"])
    stack()?.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(released.alive.isEmpty)
  }

  @Test("an anchor kept by user code, even by the view itself, does not keep its view alive")
  func keptAnchorsDoNotRetain() {
    final class Card: View {
      /// Anchors a subclass keeps for later: no cycle.
      var edges: [XAxisAnchor] = []
    }
    let root = layoutRoot()
    let released = Released()
    var kept: [XAxisAnchor] = []
    func build() {
      let card = Card()
      card.translatesAutoresizingMaskIntoConstraints = false
      card.edges = [card.leadingAnchor, card.trailingAnchor]
      root.addSubview(card)
      kept = card.edges
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      root.layoutIfNeeded()
      released.watch(card, "card")
      card.removeFromSuperview()
    }
    build()
    #expect(released.alive.isEmpty)
    #expect(kept[0].item == nil)
    // A constraint made from an anchor whose view is gone is refused by name, not a crash.
    let (_, diagnostics) = Diagnostics.collect {
      kept[0].constraint(equalTo: root.leadingAnchor).isActive = true
    }
    #expect(diagnostics.errors.map(\.kind) == ["invalidConstraint"])
  }
}
