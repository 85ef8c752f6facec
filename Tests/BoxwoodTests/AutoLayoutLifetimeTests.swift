import Boxwood
import Testing

/// Views are never referenced weakly by Boxwood (a weak reference makes every retain and release of a
/// view take Swift's slow path); back-pointers are cleared by the view's `deinit` instead. These tests
/// hold the engine to that: nothing dangles and nothing is kept alive.
@Suite("Auto Layout: lifetimes")
@MainActor
struct AutoLayoutLifetimeTests {
  @Test("a guide outliving its view forgets the view")
  func guideOutlivesView() {
    let guide = LayoutGuide()
    weak var weakOwner: View?
    do {
      let owner = View()
      weakOwner = owner
      owner.addLayoutGuide(guide)
      #expect(guide.owningView === owner)
    }
    #expect(weakOwner == nil)
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == .zero)
  }

  @Test("a constraint outliving its views reads nil items and describes them as released")
  func constraintOutlivesViews() {
    let constraint: LayoutConstraint
    do {
      let a = constrained("a")
      let b = constrained("b")
      let root = layoutRoot()
      root.addSubview(a)
      root.addSubview(b)
      constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
      #expect(constraint.description == "View(\"a\").leading == View(\"b\").trailing + 4")
    }
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem == nil)
    #expect(constraint.description == "<released>.leading == <released>.trailing + 4")
    let (_, diagnostics) = Diagnostics.collect { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(diagnostics.errors.map(\.kind) == ["invalidConstraint"])
  }

  @Test("a constrained subtree removed and released before the next pass leaves the engine sound")
  func subtreeReleasedBeforePass() {
    let root = layoutRoot(300, 200)
    let keeper = constrained("keeper")
    root.addSubview(keeper)
    NSLayoutPin.edges(keeper, to: root, inset: 10)
    do {
      let branch = constrained("branch")
      let leaf = constrained("leaf")
      root.addSubview(branch)
      branch.addSubview(leaf)
      LayoutConstraint.activate([
        branch.topAnchor.constraint(equalTo: root.topAnchor),
        branch.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        branch.widthAnchor.constraint(equalToConstant: 50),
        branch.heightAnchor.constraint(equalToConstant: 50),
        leaf.centerXAnchor.constraint(equalTo: branch.centerXAnchor),
        leaf.centerYAnchor.constraint(equalTo: branch.centerYAnchor),
        leaf.widthAnchor.constraint(equalToConstant: 10),
        leaf.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(leaf.frame == Rect(x: 20, y: 20, width: 10, height: 10))
      branch.removeFromSuperview()
    }
    // The branch and leaf are gone; new views (which may reuse their memory) join the same engine.
    var fresh: [View] = []
    for index in 0..<8 {
      let view = constrained("fresh\(index)")
      root.addSubview(view)
      LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(index) * 20),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 15),
      ])
      fresh.append(view)
    }
    let (_, diagnostics) = Diagnostics.collect { root.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(keeper.frame == Rect(x: 10, y: 10, width: 280, height: 180))
    for (index, view) in fresh.enumerated() {
      #expect(view.frame == Rect(x: 5, y: Double(index) * 20, width: 30, height: 15))
    }
  }

  @Test("a view moved between two laid-out trees is solved in each")
  func viewMovesBetweenEngines() {
    let first = layoutRoot(200, 100)
    let second = layoutRoot(400, 300)
    let mover = constrained("mover")
    first.addSubview(mover)
    let width = mover.widthAnchor.constraint(equalToConstant: 40)
    let height = mover.heightAnchor.constraint(equalToConstant: 20)
    LayoutConstraint.activate([width, height])
    LayoutConstraint.activate([
      mover.trailingAnchor.constraint(equalTo: first.trailingAnchor),
      mover.bottomAnchor.constraint(equalTo: first.bottomAnchor),
    ])
    first.layoutIfNeeded()
    #expect(mover.frame == Rect(x: 160, y: 80, width: 40, height: 20))

    second.addSubview(mover)
    // The constraints to `first` were deactivated; the size constraints travelled with the view.
    #expect(width.isActive && height.isActive)
    mover.centerXAnchor.constraint(equalTo: second.centerXAnchor).isActive = true
    mover.centerYAnchor.constraint(equalTo: second.centerYAnchor).isActive = true
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(mover.frame == Rect(x: 180, y: 140, width: 40, height: 20))

    // And back again: the first tree's engine picks it up afresh.
    first.addSubview(mover)
    mover.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 7).isActive = true
    mover.topAnchor.constraint(equalTo: first.topAnchor, constant: 3).isActive = true
    second.layoutIfNeeded()
    first.layoutIfNeeded()
    #expect(mover.frame == Rect(x: 7, y: 3, width: 40, height: 20))
    width.constant = 60
    first.layoutIfNeeded()
    #expect(mover.frame == Rect(x: 7, y: 3, width: 60, height: 20))
  }

  @Test("a constrained subtree moved to another parent in the same tree is solved against its new ancestors")
  func subtreeMovesWithinTree() {
    let root = layoutRoot(400, 300)
    let left = View(frame: Rect(x: 10, y: 20, width: 150, height: 150))
    let right = View(frame: Rect(x: 200, y: 40, width: 150, height: 150))
    root.addSubview(left)
    root.addSubview(right)
    let card = constrained("card")
    let badge = constrained("badge")
    left.addSubview(card)
    card.addSubview(badge)
    // Internal constraints travel with the subtree; the ones to `left` are deactivated when it moves.
    let inside = [
      card.widthAnchor.constraint(equalToConstant: 80),
      card.heightAnchor.constraint(equalToConstant: 60),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ]
    LayoutConstraint.activate(inside)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
      card.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 5, y: 5, width: 80, height: 60))
    #expect(
      root.convert(badge.bounds, from: badge) == Rect(x: 10 + 5 + 66, y: 20 + 5 + 4, width: 10, height: 10))

    right.addSubview(card)
    LayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: -7),
      card.bottomAnchor.constraint(equalTo: right.bottomAnchor, constant: -3),
    ])
    let (_, diagnostics) = Diagnostics.collect { root.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(inside.allSatisfy { $0.isActive })
    #expect(card.frame == Rect(x: 63, y: 87, width: 80, height: 60))
    #expect(badge.frame == Rect(x: 66, y: 4, width: 10, height: 10))
    #expect(
      root.convert(badge.bounds, from: badge) == Rect(x: 200 + 63 + 66, y: 40 + 87 + 4, width: 10, height: 10)
    )
    // The old parent is no longer needed by any constraint: moving it changes nothing.
    left.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 63, y: 87, width: 80, height: 60))
    #expect(!left.hasAmbiguousLayout)
  }

  @Test("a root released with active constraints frees its whole tree")
  func rootReleasedWithConstraints() {
    weak var weakRoot: View?
    weak var weakChild: View?
    var constraints: [LayoutConstraint] = []
    do {
      let root = layoutRoot()
      let child = constrained("child")
      root.addSubview(child)
      constraints = [
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        child.heightAnchor.constraint(equalToConstant: 10),
      ]
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      #expect(child.frame.width == 150)
      weakRoot = root
      weakChild = child
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(constraints.allSatisfy { $0.firstItem == nil })
  }
}

/// Pins a view's edges to another's (test shorthand).
@MainActor
enum NSLayoutPin {
  static func edges(_ view: View, to other: View, inset: Double) {
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
      view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
      view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
      view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ])
  }
}
