import Boxwood
import Testing

/// The knobs of ``RecyclingScene``'s constraint set; a fresh set from equal knobs is structurally
/// identical to the previous one.
private struct RecyclingKnobs {
  var inset = 10.0
  var rowHeight = 30.0
  var gap = 8.0
  var widthShare = 0.5
  var badgeWidth = 40.0
  var badgePriority = LayoutPriority.defaultHigh
  var minimumHeight = 20.0
  var heightRelation = LayoutRelation.greaterThanOrEqual
}

/// A constraint-driven container inside a 300×200 root with three children, a margins guide, an
/// inequality, multipliers, centring and a soft priority: every kind of constraint a regenerating view
/// (such as BoxView) makes, built anew on each call of ``makeConstraints()``.
@MainActor
private final class RecyclingScene {
  let root = layoutRoot()
  let box = constrained("box")
  let title = constrained("title")
  let body = constrained("body")
  let badge = constrained("badge")
  var knobs: RecyclingKnobs
  /// The active set.
  var constraints: [LayoutConstraint] = []

  /// Builds the tree, activates a set made from `knobs` and lays it out.
  init(_ knobs: RecyclingKnobs = RecyclingKnobs()) {
    self.knobs = knobs
    root.addSubview(box)
    for view in [title, body, badge] { box.addSubview(view) }
    box.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
    constraints = makeConstraints()
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
  }

  var views: [View] { [box, title, body, badge] }
  var frames: [Rect] { views.map(\.frame) }

  func makeConstraints() -> [LayoutConstraint] {
    let margins = box.layoutMarginsGuide
    let k = knobs
    let height = LayoutConstraint(
      item: body, attribute: .height, relatedBy: k.heightRelation, toItem: nil, attribute: .notAnAttribute,
      constant: k.minimumHeight)
    return [
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: k.inset),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -k.inset),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: k.inset),
      box.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: k.widthShare),
      title.heightAnchor.constraint(equalToConstant: k.rowHeight),
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: k.gap),
      height, body.heightAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow),
      badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
      badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: k.badgeWidth).withPriority(k.badgePriority),
      badge.widthAnchor.constraint(equalToConstant: 60).withPriority(.defaultLow + 100),
      badge.heightAnchor.constraint(equalToConstant: 16),
    ]
  }

  /// Deactivates the active set and activates a fresh one made from the current knobs, in one pass
  /// (fresh first when `activatingFirst`); returns the diagnostics of that pass.
  @discardableResult
  func regenerate(activatingFirst: Bool = false) -> Diagnostics.Collector {
    let old = constraints
    constraints = makeConstraints()
    let fresh = constraints
    let (_, collector) = Diagnostics.collect {
      if activatingFirst {
        LayoutConstraint.activate(fresh)
        LayoutConstraint.deactivate(old)
      } else {
        LayoutConstraint.deactivate(old)
        LayoutConstraint.activate(fresh)
      }
      root.layoutIfNeeded()
    }
    return collector
  }

  /// The frames of a scene built from scratch with the current knobs.
  var expectedFrames: [Rect] { RecyclingScene(knobs).frames }
}

extension Diagnostics.Collector {
  /// Whether nothing was reported.
  fileprivate var reportedNothing: Bool { errors.isEmpty && warnings.isEmpty }
}

/// A view that regenerates all its constraints in every update-constraints pass, as BoxView does.
@MainActor
private final class RegeneratingView: View {
  var constant = 10.0
  var current: [LayoutConstraint] = []
  private(set) var passes = 0

  init() {
    super.init(frame: .zero)
    debugName = "regenerating"
    translatesAutoresizingMaskIntoConstraints = false
  }

  override func updateConstraints() {
    passes += 1
    if let superview {
      LayoutConstraint.deactivate(current)
      current = [
        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: constant),
        topAnchor.constraint(equalTo: superview.topAnchor, constant: constant),
        widthAnchor.constraint(equalToConstant: 2 * constant),
        heightAnchor.constraint(equalToConstant: constant),
      ]
      LayoutConstraint.activate(current)
    }
    super.updateConstraints()
  }
}

@Suite("Auto Layout: constraints replaced by fresh equal ones")
@MainActor
struct AutoLayoutRecyclingTests {
  @Test("a fresh identical set leaves every frame as it was and reports nothing")
  func identicalSet() {
    let scene = RecyclingScene()
    let before = scene.frames
    #expect(before[1] == Rect(x: 6, y: 4, width: 134, height: 30))
    #expect(before[3] == Rect(x: 234, y: 11, width: 40, height: 16))
    for activatingFirst in [false, true, false] {
      let old = scene.constraints
      let collector = scene.regenerate(activatingFirst: activatingFirst)
      #expect(collector.reportedNothing, "\(collector.errors) \(collector.warnings)")
      #expect(scene.frames == before)
      #expect(old.allSatisfy { !$0.isActive && !$0.isBroken })
      #expect(scene.constraints.allSatisfy { $0.isActive && !$0.isBroken })
      // The views list exactly the active set, the old objects gone.
      let listed = Set(scene.views.flatMap(\.constraints).map(ObjectIdentifier.init))
      #expect(listed == Set(scene.constraints.map(ObjectIdentifier.init)))
    }
  }

  @Test("the fresh objects drive the layout, the old ones no longer do")
  func freshObjectsAreLive() {
    let scene = RecyclingScene()
    let old = scene.constraints
    scene.regenerate()
    // Changing an old object's constant must not move anything (its solver constraint is the fresh one's).
    old[7].constant = 90
    old[0].constant = 50
    scene.root.layoutIfNeeded()
    #expect(scene.title.frame.height == 30)
    #expect(scene.box.frame.minX == 10)
    // A fresh object's constant change is applied in place.
    scene.constraints[7].constant = 90
    scene.constraints[0].constant = 50
    scene.root.layoutIfNeeded()
    #expect(scene.title.frame.height == 90)
    #expect(scene.box.frame.minX == 50)
    #expect(scene.box.frame.width == 240)
  }

  @Test("a fresh set with other constants moves the views accordingly")
  func changedConstants() {
    let scene = RecyclingScene()
    scene.knobs.inset = 20
    scene.knobs.rowHeight = 24
    scene.knobs.gap = 2
    scene.knobs.badgeWidth = 30
    let collector = scene.regenerate()
    #expect(collector.reportedNothing)
    #expect(scene.box.frame == Rect(x: 20, y: 20, width: 260, height: 84))
    #expect(scene.title.frame == Rect(x: 6, y: 4, width: 124, height: 24))
    #expect(scene.body.frame == Rect(x: 6, y: 30, width: 248, height: 50))
    #expect(scene.badge.frame == Rect(x: 224, y: 8, width: 30, height: 16))
    #expect(scene.frames == scene.expectedFrames)
    // And back.
    scene.knobs = RecyclingKnobs()
    scene.regenerate()
    #expect(scene.title.frame == Rect(x: 6, y: 4, width: 134, height: 30))
    #expect(scene.frames == scene.expectedFrames)
  }

  @Test("a fresh set with another multiplier, relation or priority gets the new layout")
  func changedStructure() {
    let scene = RecyclingScene()
    scene.knobs.widthShare = 0.25
    #expect(scene.regenerate().reportedNothing)
    #expect(scene.title.frame.width == 67)
    // height >= 20 @required becomes height <= 20: the soft 50 no longer wins.
    scene.knobs.heightRelation = .lessThanOrEqual
    #expect(scene.regenerate().reportedNothing)
    #expect(scene.body.frame.height == 20)
    // The badge's two soft widths swap which one is stronger.
    scene.knobs.badgePriority = .defaultLow
    #expect(scene.regenerate().reportedNothing)
    #expect(scene.badge.frame.width == 60)
    #expect(scene.frames == scene.expectedFrames)
    scene.knobs = RecyclingKnobs()
    #expect(scene.regenerate().reportedNothing)
    #expect(scene.frames == scene.expectedFrames)
    #expect(scene.badge.frame.width == 40 && scene.body.frame.height == 50)
  }

  @Test("two soft constraints that trade constants trade places")
  func tradedConstants() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    func make(_ strong: Double, _ weak: Double) -> [LayoutConstraint] {
      [
        child.leftAnchor.constraint(equalTo: root.leftAnchor),
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
        child.widthAnchor.constraint(equalToConstant: strong).withPriority(.defaultHigh),
        child.widthAnchor.constraint(equalToConstant: weak).withPriority(.defaultLow),
      ]
    }
    var current = make(100, 200)
    LayoutConstraint.activate(current)
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    for (strong, weak) in [(200.0, 100.0), (100, 200), (150, 150), (30, 20)] {
      let fresh = make(strong, weak)
      LayoutConstraint.deactivate(current)
      LayoutConstraint.activate(fresh)
      current = fresh
      root.layoutIfNeeded()
      #expect(child.frame.width == strong)
    }
    current[3].isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.width == 20)
  }

  @Test("deactivating the fresh objects later really removes them")
  func laterDeactivation() {
    let scene = RecyclingScene()
    scene.regenerate()
    scene.regenerate()
    let fresh = scene.constraints
    // The strong badge width goes: the weaker 60 takes over.
    fresh[15].isActive = false
    scene.root.layoutIfNeeded()
    #expect(scene.badge.frame.width == 60)
    // The required minimum height goes: nothing changes (50 ≥ 20) until the soft 50 goes too.
    fresh[11].isActive = false
    fresh[12].isActive = false
    fresh[12].constant = 70
    fresh[12].isActive = true
    scene.root.layoutIfNeeded()
    #expect(scene.body.frame.height == 70)
    // Everything goes; other required constraints on the box then meet no leftover.
    LayoutConstraint.deactivate(fresh)
    scene.root.layoutIfNeeded()
    #expect(scene.views.allSatisfy { $0.constraints.isEmpty })
    let box = scene.box
    let (_, collector) = Diagnostics.collect {
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 1),
        box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 2),
        box.widthAnchor.constraint(equalToConstant: 3), box.heightAnchor.constraint(equalToConstant: 4),
      ])
      scene.root.layoutIfNeeded()
    }
    #expect(collector.reportedNothing, "\(collector.errors)")
    #expect(box.frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("the old objects can be activated again later")
  func oldObjectsReactivated() {
    let scene = RecyclingScene()
    let before = scene.frames
    let old = scene.constraints
    scene.regenerate()
    let fresh = scene.constraints
    // While inactive, an old object's constant changes; it takes effect once it is back.
    old[0].constant = 30
    let (_, collector) = Diagnostics.collect {
      LayoutConstraint.deactivate(fresh)
      LayoutConstraint.activate(old)
      scene.root.layoutIfNeeded()
    }
    #expect(collector.reportedNothing)
    #expect(old.allSatisfy(\.isActive) && fresh.allSatisfy { !$0.isActive })
    #expect(scene.box.frame == Rect(x: 30, y: 10, width: 260, height: 96))
    old[0].constant = 10
    scene.root.layoutIfNeeded()
    #expect(scene.frames == before)
    // Back and forth once more, then the old objects leave for good.
    LayoutConstraint.deactivate(old)
    LayoutConstraint.activate(fresh)
    scene.root.layoutIfNeeded()
    #expect(scene.frames == before)
    old[3].constant = 100
    scene.root.layoutIfNeeded()
    #expect(scene.frames == before)
    fresh[3].constant = 100
    scene.root.layoutIfNeeded()
    #expect(scene.box.frame.height == 192)
  }

  @Test("a priority change in the same pass as a fresh constraint equal to the old form")
  func priorityChangeAlongside() {
    for changingFirst in [true, false] {
      let root = layoutRoot()
      let child = constrained("child")
      root.addSubview(child)
      let changed = child.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh)
      let middle = child.widthAnchor.constraint(equalToConstant: 150).withPriority(.defaultLow + 250)
      LayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: root.leftAnchor),
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 10), changed, middle,
      ])
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
      // `changed` drops below `middle`, and a fresh constraint takes its old form.
      let fresh = child.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh)
      if changingFirst {
        changed.priority = .defaultLow
        fresh.isActive = true
      } else {
        fresh.isActive = true
        changed.priority = .defaultLow
      }
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
      fresh.isActive = false
      root.layoutIfNeeded()
      #expect(child.frame.width == 150)
      // `changed` is still installed, and still its own: its constant reaches the solver.
      middle.isActive = false
      changed.constant = 70
      root.layoutIfNeeded()
      #expect(child.frame.width == 70)
      changed.isActive = false
      fresh.constant = 80
      fresh.isActive = true
      root.layoutIfNeeded()
      #expect(child.frame.width == 80)
    }
  }

  @Test("a view moved to another superview in between gets frames relative to the new one")
  func movedBetweenPasses() {
    let root = layoutRoot()
    let first = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    let second = View(frame: Rect(x: 150, y: 60, width: 100, height: 100))
    let child = constrained("child")
    root.addSubview(first)
    root.addSubview(second)
    first.addSubview(child)
    func make() -> [LayoutConstraint] {
      [
        child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        child.widthAnchor.constraint(equalToConstant: 20),
        child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1),
      ]
    }
    var current = make()
    LayoutConstraint.activate(current)
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 20, y: 30, width: 20, height: 20))
    for (parent, origin) in [(second, Point(x: 150, y: 60)), (first, Point(x: 10, y: 10))] {
      let (_, collector) = Diagnostics.collect {
        LayoutConstraint.deactivate(current)
        child.removeFromSuperview()
        parent.addSubview(child)
        current = make()
        LayoutConstraint.activate(current)
        root.layoutIfNeeded()
      }
      #expect(collector.reportedNothing)
      #expect(child.frame == Rect(x: 30 - origin.x, y: 40 - origin.y, width: 20, height: 20))
      // The new superview follows the root like any participant: a frame change moves the child.
      parent.frame.origin.x += 5
      root.layoutIfNeeded()
      #expect(child.frame.minX == 30 - origin.x - 5)
      parent.frame.origin.x -= 5
      root.layoutIfNeeded()
    }
  }

  @Test("constants that only fit together are changed without a false conflict")
  func requiredConstantsTogether() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    func make(_ inset: Double) -> [LayoutConstraint] {
      [
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
        child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
        child.widthAnchor.constraint(equalToConstant: 300 - 2 * inset),
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    var current = make(10)
    LayoutConstraint.activate(current)
    root.layoutIfNeeded()
    for inset in [20.0, 5, 5, 40] {
      let fresh = make(inset)
      let (_, collector) = Diagnostics.collect {
        LayoutConstraint.deactivate(current)
        LayoutConstraint.activate(fresh)
        root.layoutIfNeeded()
      }
      current = fresh
      #expect(collector.reportedNothing, "\(collector.errors)")
      #expect(fresh.allSatisfy { !$0.isBroken })
      #expect(child.frame == Rect(x: inset, y: 0, width: 300 - 2 * inset, height: 10))
    }
  }

  @Test("a real conflict in the fresh set is broken and reported as before")
  func conflictInFreshSet() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let place = [
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ]
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate(place + [width])
    root.layoutIfNeeded()
    let wider = child.widthAnchor.constraint(equalToConstant: 200)
    let same = child.widthAnchor.constraint(equalToConstant: 100)
    let (_, collector) = Diagnostics.collect {
      width.isActive = false
      LayoutConstraint.activate([wider, same])
      root.layoutIfNeeded()
    }
    #expect(collector.errors.count == 1)
    #expect(same.isBroken && !wider.isBroken)
    #expect(child.frame.width == 200)
    // Deactivating the enforced one lets the broken one's replacement in.
    wider.isActive = false
    same.isActive = false
    let again = child.widthAnchor.constraint(equalToConstant: 100)
    again.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 100 && !again.isBroken)
  }

  @Test("right-to-left leading and trailing constants follow the fresh set")
  func rightToLeft() {
    let root = layoutRoot()
    let child = constrained("child")
    child.semanticContentAttribute = .forceRightToLeft
    root.addSubview(child)
    func make(_ inset: Double) -> [LayoutConstraint] {
      [
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 50),
        child.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    var current = make(10)
    LayoutConstraint.activate(current)
    root.layoutIfNeeded()
    #expect(child.frame.minX == 240)
    for (inset, x) in [(20.0, 230.0), (20, 230), (0, 250)] {
      let fresh = make(inset)
      LayoutConstraint.deactivate(current)
      LayoutConstraint.activate(fresh)
      current = fresh
      root.layoutIfNeeded()
      #expect(child.frame.minX == x)
    }
    // The direction flips between deactivation and activation: the fresh set is read left to right.
    let fresh = make(20)
    LayoutConstraint.deactivate(current)
    child.semanticContentAttribute = .forceLeftToRight
    LayoutConstraint.activate(fresh)
    root.layoutIfNeeded()
    #expect(child.frame.minX == 20)
  }

  @Test("baseline constraints are replaced too")
  func baselines() {
    let root = layoutRoot()
    let a = constrained("a")
    let b = constrained("b")
    root.addSubview(a)
    root.addSubview(b)
    func make(_ offset: Double) -> [LayoutConstraint] {
      [
        a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 30),
        b.leftAnchor.constraint(equalTo: a.rightAnchor), b.widthAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalToConstant: 10),
        b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: offset),
      ]
    }
    var current = make(0)
    LayoutConstraint.activate(current)
    root.layoutIfNeeded()
    #expect(b.frame.minY == 20)
    for offset in [0.0, 5] {
      let fresh = make(offset)
      let (_, collector) = Diagnostics.collect {
        LayoutConstraint.deactivate(current)
        LayoutConstraint.activate(fresh)
        root.layoutIfNeeded()
      }
      current = fresh
      #expect(collector.reportedNothing)
      #expect(b.frame.minY == 20 + offset)
    }
  }

  @Test("a view regenerating its constraints in updateConstraints")
  func regeneratingView() {
    let root = layoutRoot()
    let view = RegeneratingView()
    root.addSubview(view)
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 10, y: 10, width: 20, height: 10))
    for constant in [10.0, 25, 25, 5] {
      view.constant = constant
      let (_, collector) = Diagnostics.collect {
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
      }
      #expect(collector.reportedNothing)
      #expect(view.frame == Rect(x: constant, y: constant, width: 2 * constant, height: constant))
    }
    #expect(view.passes == 5)
    #expect(view.constraints.count == 4)
  }
}
