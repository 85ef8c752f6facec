import Boxwood
import Testing

/// A box that counts its `setup()` calls.
private final class SetupCountingBox: BoxView {
  var setupCalls = 0
  override func setup() { setupCalls += 1 }
}

/// A box whose `updateItems()` hook counts its calls and, when given a builder, sets the items.
private final class ItemsHookBox: BoxView {
  var hookCalls = 0
  var makeItems: (() -> [BoxItem])?
  override func updateItems() {
    hookCalls += 1
    if let makeItems { items = makeItems() }
  }
}

/// A view that, when it is about to join `trigger`, moves `victim` into `destination`.
private final class MovingView: View {
  weak var trigger: View?
  var victim: View?
  var destination: View?
  override func willMove(toSuperview newSuperview: View?) {
    guard let newSuperview, newSuperview === trigger, let victim, let destination else { return }
    destination.addSubview(victim)
  }
}

/// The debug names of the items' objects, in item order ("guide" for guides).
@MainActor
private func itemNames(_ box: BoxView) -> [String] {
  box.items.map { $0.view?.debugName ?? "guide" }
}

/// The debug names of views, in order.
@MainActor
private func names(_ views: [View]) -> [String] {
  views.map { $0.debugName ?? "?" }
}

/// Whether a constraint mentions an item.
@MainActor
private func mentions(_ constraint: LayoutConstraint, _ item: any LayoutItem) -> Bool {
  constraint.firstItem === item || constraint.secondItem === item
}

/// A root of a size holding `box`, whose four edges are pinned to the root's.
@MainActor
private func rootHolding(_ box: BoxView, _ width: Double, _ height: Double) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
  root.debugName = "root"
  root.addSubview(box)
  LayoutConstraint.activate([
    box.leftAnchor.constraint(equalTo: root.leftAnchor),
    box.rightAnchor.constraint(equalTo: root.rightAnchor),
    box.topAnchor.constraint(equalTo: root.topAnchor),
    box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
  ])
  return root
}

@Suite("BoxView: container behaviour")
@MainActor
struct BoxViewContainerTests {
  // MARK: Construction

  @Test("49: BoxView(axis:spacing:insets:) stores the values and turns off autoresizing translation")
  func axisInitializer() {
    let insets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    let box = BoxView(axis: .x, spacing: 10, insets: insets)
    #expect(box.axis == .x)
    #expect(box.spacing == 10)
    #expect(box.insets == insets)
    #expect(!box.translatesAutoresizingMaskIntoConstraints)

    // `BoxView()` is the axis initializer with its defaults (decision E15).
    let plain = BoxView()
    #expect(plain.axis == .y)
    #expect(plain.spacing == 0)
    #expect(plain.insets == .zero)
    #expect(!plain.translatesAutoresizingMaskIntoConstraints)
    // The frame initializer keeps the translation on.
    #expect(BoxView(frame: Rect(x: 0, y: 0, width: 10, height: 10)).translatesAutoresizingMaskIntoConstraints)

    // The stored values drive the layout of a box positioned by constraints.
    let root = rootHolding(box, 300, 200)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.width(50), b.boxed.width(60).right(>=0)]
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(a.frame == Rect(x: 6, y: 5, width: 50, height: 188))
    #expect(b.frame == Rect(x: 66, y: 5, width: 60, height: 188))
  }

  @Test("50: setup() runs from init(axis:…) and init(frame:), not from init(coder:)")
  func setupHook() {
    #expect(SetupCountingBox(axis: .x, spacing: 4).setupCalls == 1)
    #expect(SetupCountingBox().setupCalls == 1)
    #expect(SetupCountingBox(frame: Rect(x: 0, y: 0, width: 50, height: 50)).setupCalls == 1)
    // Boxwood has no archiving, so there is no `init(coder:)` that could run it.
  }

  // MARK: Items and managed objects

  @Test("51: assigning items adds new item views as children immediately and appends them to managedViews")
  func assigningItemsAdopts() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [a.boxed, b.boxed]
    #expect(a.superview === box)
    #expect(b.superview === box)
    #expect(names(box.subviews) == ["a", "b"])
    #expect(names(box.managedViews) == ["a", "b"])
    // managedViews is in adoption order, not item order.
    box.items = [c.boxed, b.boxed, a.boxed]
    #expect(c.superview === box)
    #expect(names(box.managedViews) == ["a", "b", "c"])
    #expect(names(box.subviews) == ["a", "b", "c"])
  }

  @Test("52: item views get autoresizing translation disabled when adopted")
  func adoptionDisablesTranslation() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    #expect(a.translatesAutoresizingMaskIntoConstraints)
    box.items = [a.boxed]
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    box.insertItem(b.boxed, after: a)
    #expect(!b.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("53: removing an item removes its view from the box immediately and from managedViews")
  func removingItemDetaches() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [a.boxed, b.boxed, c.boxed]
    box.items.remove(at: 1)
    #expect(b.superview == nil)
    #expect(names(box.managedViews) == ["a", "c"])
    #expect(names(box.subviews) == ["a", "c"])
    box.items = [c.boxed]
    #expect(a.superview == nil)
    #expect(c.superview === box)
    #expect(names(box.managedViews) == ["c"])
    box.items = []
    #expect(box.subviews.isEmpty)
    #expect(box.managedViews.isEmpty)
  }

  @Test("54: a view that is no longer the box's child when its item disappears stays in its new parent")
  func leavingViewNotDetachedFromNewParent() {
    // Moved by plain addSubview: the box lets go of the item, and later resyncs leave the view alone.
    let box = boxRoot(.y, 100, 100)
    let other = named("other")
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed, b.boxed]
    other.addSubview(a)
    #expect(a.superview === other)
    #expect(itemNames(box) == ["b"])
    box.items = [b.boxed.left(5)]
    #expect(a.superview === other)

    // Moved while the box was synchronising (so its item stayed): dropping the item later must not
    // detach the view from where it now lives.
    let box2 = boxRoot(.y, 100, 100)
    let destination = named("destination")
    let victim = named("victim")
    let mover = MovingView()
    mover.debugName = "mover"
    mover.trigger = box2
    mover.victim = victim
    mover.destination = destination
    box2.items = [victim.boxed, mover.boxed]
    #expect(victim.superview === destination)
    #expect(mover.superview === box2)
    box2.items = [mover.boxed]
    #expect(victim.superview === destination)
    #expect(names(destination.subviews) == ["victim"])
    #expect(names(box2.managedViews) == ["mover"])
  }

  @Test("55: guide items are registered and unregistered as layout guides and tracked in managedGuides")
  func guideItems() {
    let box = boxRoot(.y, 100, 200)
    let a = named("a")
    let spacer = BoxItem.height(50)
    let guide = spacer.guide!
    box.items = [spacer, a.boxed]
    #expect(box.managedGuides.count == 1)
    #expect(box.managedGuides.first === guide)
    #expect(box.layoutGuides.contains { $0 === guide })
    #expect(guide.owningView === box)
    #expect(box.managedViews.count == 1)
    box.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(a.frame == Rect(x: 0, y: 50, width: 100, height: 150))

    box.items = [a.boxed]
    #expect(box.managedGuides.isEmpty)
    #expect(!box.layoutGuides.contains { $0 === guide })
    #expect(guide.owningView == nil)
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 200))
  }

  @Test("56: removeFromSuperview on a managed view removes its item")
  func removeFromSuperviewRemovesItem() {
    let box = boxRoot(.y, 100, 200)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.height(20), b.boxed.height(30).bottom(>=0)]
    box.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 20, width: 100, height: 30))
    a.removeFromSuperview()
    #expect(itemNames(box) == ["b"])
    #expect(names(box.managedViews) == ["b"])
    #expect(box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(!box.managedConstraints.contains { mentions($0, a) })
  }

  @Test("57: moving a managed view into another BoxView's items removes it from the first box's items")
  func movingToAnotherBox() {
    let first = boxRoot(.y, 100, 100)
    let second = boxRoot(.x, 100, 100)
    let a = named("a")
    let b = named("b")
    first.items = [a.boxed, b.boxed]
    second.items = [a.boxed]
    #expect(a.superview === second)
    #expect(itemNames(first) == ["b"])
    #expect(names(first.managedViews) == ["b"])
    #expect(names(second.managedViews) == ["a"])
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(!first.managedConstraints.contains { mentions($0, a) })
  }

  @Test("58: a child added with plain addSubview gets no constraints and is not managed")
  func plainSubviewIsUnmanaged() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let extra = View.named("extra", frame: Rect(x: 5, y: 6, width: 7, height: 8))
    box.items = [a.boxed]
    box.addSubview(extra)
    #expect(names(box.managedViews) == ["a"])
    #expect(itemNames(box) == ["a"])
    box.layoutIfNeeded()
    #expect(!box.managedConstraints.contains { mentions($0, extra) })
    #expect(extra.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    #expect(extra.translatesAutoresizingMaskIntoConstraints)
    // Resyncs never remove it.
    box.items = []
    box.items = [a.boxed.all(10)]
    #expect(extra.superview === box)
    box.layoutIfNeeded()
    #expect(extra.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    #expect(a.frame == Rect(x: 10, y: 10, width: 80, height: 80))
  }

  @Test("59: constraints are not created when items change, only in the next constraint-update pass")
  func constraintsAreDeferred() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed]
    #expect(box.managedConstraints.isEmpty)
    #expect(box.needsUpdateConstraints)
    #expect(a.frame == .zero)
    // An explicit updateConstraints() builds them: top, left, right, bottom.
    box.updateConstraints()
    #expect(box.managedConstraints.count == 4)
    #expect(box.managedConstraints.allSatisfy { $0.isActive })

    // Another change leaves the current list alone until the layout pass.
    let before = box.managedConstraints
    box.items = [a.boxed, b.boxed]
    #expect(box.managedConstraints.count == before.count)
    #expect(zip(box.managedConstraints, before).allSatisfy { $0 === $1 })
    #expect(!box.managedConstraints.contains { mentions($0, b) })
    box.layoutIfNeeded()
    #expect(box.managedConstraints.count == 7)
    #expect(box.managedConstraints.contains { mentions($0, b) })
  }

  @Test("60: each rebuild deactivates all previous managedConstraints and activates a fresh list")
  func rebuildReplacesEverything() {
    // Observable contract: after a rebuild managedConstraints is the complete list for the current items,
    // all active, and no earlier managed constraint outside it is still active. (Unchanged constraints may
    // be kept rather than recreated; the result is the same.)
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed, b.boxed.height(20)]
    box.layoutIfNeeded()
    let old = box.managedConstraints
    // a: top, left, right; a→b; b: left, right, bottom; b's height.
    #expect(old.count == 8)
    #expect(old.allSatisfy { $0.isActive })
    box.spacing = 10
    box.layoutIfNeeded()
    let fresh = box.managedConstraints
    #expect(fresh.count == 8)
    #expect(fresh.allSatisfy { $0.isActive })
    #expect(old.filter { constraint in !fresh.contains { $0 === constraint } }.allSatisfy { !$0.isActive })
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 70))
    #expect(b.frame == Rect(x: 0, y: 80, width: 100, height: 20))

    let c = named("c")
    box.items = [a.boxed, c.boxed.height(5), b.boxed.height(20).left(30)]
    box.layoutIfNeeded()
    let third = box.managedConstraints
    // a: top, left, right; a→c, c: left, right; c→b, b: left, right, bottom; two heights.
    #expect(third.count == 12)
    #expect(third.allSatisfy { $0.isActive })
    let stale = (old + fresh).filter { constraint in !third.contains { $0 === constraint } }
    #expect(!stale.isEmpty)
    #expect(stale.allSatisfy { !$0.isActive })
    #expect(c.frame == Rect(x: 0, y: 65, width: 100, height: 5))
    #expect(b.frame == Rect(x: 30, y: 80, width: 70, height: 20))

    // Removing every item leaves nothing active behind.
    box.items = []
    box.layoutIfNeeded()
    #expect(box.managedConstraints.isEmpty)
    #expect((old + fresh + third).allSatisfy { !$0.isActive })
  }

  @Test("61: changing axis, spacing, insets, sca or excludeHiddenViews schedules a rebuild (only on change)")
  func propertyChangesScheduleRebuild() {
    let changes: [(String, (BoxView) -> Void)] = [
      ("axis", { $0.axis = .x }),
      ("spacing", { $0.spacing = 4 }),
      ("insets", { $0.insets = .all(3) }),
      ("sca", { $0.semanticContentAttribute = .forceRightToLeft }),
      ("excludeHiddenViews", { $0.excludeHiddenViews = true }),
    ]
    for (name, change) in changes {
      let box = boxRoot(.y, 100, 100)
      let a = named("a")
      let b = named("b")
      box.items = [a.boxed.left(10).right(>=0), b.boxed]
      box.layoutIfNeeded()
      #expect(!box.needsUpdateConstraints, "\(name)")
      change(box)
      #expect(box.needsUpdateConstraints, "\(name) changed")
      box.layoutIfNeeded()
      #expect(!box.needsUpdateConstraints, "\(name) rebuilt")
      // The same value again changes nothing.
      change(box)
      #expect(!box.needsUpdateConstraints, "\(name) set to the same value")
    }
    // The new values reach the frames.
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    box.items = [a.boxed.left(10).right(>=0).width(20)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 0, width: 20, height: 100))
    box.semanticContentAttribute = .forceRightToLeft
    box.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 68, y: 1, width: 20, height: 96))
  }

  // MARK: Convenience setters

  @Test("62: optItems stores the non-nil entries; reading it gives []")
  func optItems() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.optItems = [a.boxed, nil, b.boxed, a.boxed.useIf(false)]
    #expect(itemNames(box) == ["a", "b"])
    #expect(box.optItems.isEmpty)
    #expect(names(box.managedViews) == ["a", "b"])
  }

  @Test("63: withItems(_:) assigns and returns the same box")
  func withItems() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let returned = box.withItems([a.boxed.all(4)])
    #expect(returned === box)
    #expect(itemNames(box) == ["a"])
    #expect(box.items.first?.layout == BoxLayout.zero.withPins(top: ==4, left: ==4, bottom: ==4, right: ==4))
    #expect(a.superview === box)
  }

  @Test("64: setViews(_:layout:) creates one item per view with the shared layout")
  func setViews() {
    let box = boxRoot(.x, 90, 30)
    let views = [named("a"), named("b"), named("c")]
    let layout = BoxLayout.zero.withWidth(==30)
    box.setViews(views, layout: layout)
    #expect(itemNames(box) == ["a", "b", "c"])
    #expect(box.items.allSatisfy { $0.layout == layout })
    box.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 30, 60])
    // The default layout is the zero layout.
    box.setViews(Array(views.prefix(2)))
    #expect(box.items.allSatisfy { $0.layout == .zero })
    #expect(views[2].superview == nil)
  }

  @Test("65: addItem(_:) appends")
  func addItem() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed]
    box.addItem(b.boxed.height(10))
    #expect(itemNames(box) == ["a", "b"])
    #expect(b.superview === box)
    #expect(names(box.managedViews) == ["a", "b"])
  }

  // MARK: Insertion

  @Test("66: insertItem(after:) places the item right after the object's; after nil or unknown → index 0")
  func insertAfter() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [a.boxed, b.boxed, c.boxed]
    box.insertItem(named("x").boxed, after: a)
    #expect(itemNames(box) == ["a", "x", "b", "c"])
    box.insertItem(named("y").boxed, after: c)
    #expect(itemNames(box) == ["a", "x", "b", "c", "y"])
    box.insertItem(named("n").boxed, after: nil)
    #expect(itemNames(box) == ["n", "a", "x", "b", "c", "y"])
    let (_, diagnostics) = Diagnostics.collect {
      box.insertItem(named("u").boxed, after: named("stranger"))
    }
    #expect(itemNames(box) == ["u", "n", "a", "x", "b", "c", "y"])
    #expect(diagnostics.warnings.count == 1)
    // After a guide item.
    let spacer = BoxItem.guide()
    box.items = [a.boxed, spacer, b.boxed]
    box.insertItem(c.boxed, after: spacer.guide!)
    #expect(itemNames(box) == ["a", "guide", "c", "b"])
    #expect(box.needsUpdateConstraints)
  }

  @Test("67: insertItem(before:) places the item right before the object's; unknown object → appended")
  func insertBefore() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed, b.boxed]
    box.insertItem(named("x").boxed, before: b)
    #expect(itemNames(box) == ["a", "x", "b"])
    box.insertItem(named("y").boxed, before: a)
    #expect(itemNames(box) == ["y", "a", "x", "b"])
    let (_, diagnostics) = Diagnostics.collect {
      box.insertItem(named("z").boxed, before: named("stranger"))
    }
    #expect(itemNames(box) == ["y", "a", "x", "b", "z"])
    #expect(diagnostics.warnings.count == 1)
  }

  @Test("68: inserting an item whose object is already present moves it (no duplicate)")
  func insertMovesExisting() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [a.boxed, b.boxed, c.boxed]
    box.insertItem(c.boxed.left(5), after: a)
    #expect(itemNames(box) == ["a", "c", "b"])
    #expect(box.itemForObject(c)?.layout.left == BoxLayout.Pin(5))
    box.insertItem(a.boxed, before: b)
    #expect(itemNames(box) == ["c", "a", "b"])
    #expect(box.managedViews.count == 3)
    #expect(box.subviews.count == 3)
  }

  @Test("69: default z for insertItem(after: view) is directly above it; after nil or a guide → bottom-most")
  func insertAfterZ() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    let spacer = BoxItem.guide()
    box.items = [a.boxed, b.boxed, spacer, c.boxed]
    box.insertItem(named("x").boxed, after: a)
    #expect(names(box.subviews) == ["a", "x", "b", "c"])
    box.insertItem(named("y").boxed, after: nil)
    #expect(names(box.subviews) == ["y", "a", "x", "b", "c"])
    box.insertItem(named("g").boxed, after: spacer.guide!)
    #expect(names(box.subviews) == ["g", "y", "a", "x", "b", "c"])
    #expect(itemNames(box) == ["y", "a", "x", "b", "guide", "g", "c"])
  }

  @Test("70: default z for insertItem(before: view) is directly below it; before a guide → top-most")
  func insertBeforeZ() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    let spacer = BoxItem.guide()
    box.items = [a.boxed, b.boxed, spacer, c.boxed]
    box.insertItem(named("x").boxed, before: b)
    #expect(names(box.subviews) == ["a", "x", "b", "c"])
    box.insertItem(named("g").boxed, before: spacer.guide!)
    #expect(names(box.subviews) == ["a", "x", "b", "c", "g"])
    #expect(itemNames(box) == ["a", "x", "b", "g", "guide", "c"])
  }

  @Test("71: an explicit z (.back, .front, .above(v), .below(v)) is honoured")
  func insertExplicitZ() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [a.boxed, b.boxed, c.boxed]
    box.insertItem(named("back").boxed, after: c, z: .back)
    #expect(names(box.subviews) == ["back", "a", "b", "c"])
    box.insertItem(named("front").boxed, after: a, z: .front)
    #expect(names(box.subviews) == ["back", "a", "b", "c", "front"])
    box.insertItem(named("above").boxed, before: c, z: .above(a))
    #expect(names(box.subviews) == ["back", "a", "above", "b", "c", "front"])
    box.insertItem(named("below").boxed, before: a, z: .below(c))
    #expect(names(box.subviews) == ["back", "a", "above", "b", "below", "c", "front"])
    // Moving an existing item with a z restacks it.
    box.insertItem(a.boxed, after: c, z: .front)
    #expect(names(box.subviews) == ["back", "above", "b", "below", "c", "front", "a"])
    #expect(itemNames(box) == ["below", "front", "b", "above", "c", "a", "back"])
  }

  // MARK: Finding and changing items

  @Test("72: setLayout(_:for:) replaces only the matched item's layout and schedules a rebuild")
  func setLayout() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.height(40), b.boxed]
    box.layoutIfNeeded()
    let newLayout = BoxLayout.zero.withLeft(==10).withRight(==20)
    box.setLayout(newLayout, for: b)
    #expect(box.items[0].layout == BoxLayout.zero.withHeight(==40))
    #expect(box.items[1].layout == newLayout)
    #expect(box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(b.frame == Rect(x: 10, y: 40, width: 70, height: 60))
    // An unknown object changes nothing.
    box.setLayout(.zero, for: named("stranger"))
    #expect(box.items[1].layout == newLayout)
  }

  @Test("73: itemForObject / itemIndexForObject find items by object identity")
  func findByIdentity() {
    let box = boxRoot(.y, 100, 100)
    let a = named("twin")
    let b = named("twin")
    let spacer = BoxItem.height(10)
    box.items = [a.boxed, spacer, b.boxed.left(3)]
    #expect(box.itemIndexForObject(a) == 0)
    #expect(box.itemIndexForObject(b) == 2)
    #expect(box.itemForObject(b)?.view === b)
    #expect(box.itemForObject(b)?.layout.left == BoxLayout.Pin(3))
    #expect(box.itemIndexForObject(spacer.guide!) == 1)
    #expect(box.itemForObject(spacer.guide!)?.guide === spacer.guide)
    #expect(box.itemIndexForObject(named("twin")) == nil)
    #expect(box.itemForObject(LayoutGuide()) == nil)
  }

  @Test("74: updateItemForObject and view.updateBoxItem modify only that item")
  func updateItem() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.height(30), b.boxed]
    box.updateItemForObject(a) { $0.left(20) }
    #expect(box.items[0].layout == BoxLayout.zero.withLeft(==20).withHeight(==30))
    #expect(box.items[1].layout == .zero)
    b.updateBoxItem { $0.right(15) }
    #expect(box.items[1].layout == BoxLayout.zero.withRight(==15))
    #expect(box.items[0].layout == BoxLayout.zero.withLeft(==20).withHeight(==30))
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 20, y: 0, width: 80, height: 30))
    #expect(b.frame == Rect(x: 0, y: 30, width: 85, height: 70))
    // Outside a box, updateBoxItem does nothing.
    let loose = named("loose")
    var called = false
    loose.updateBoxItem {
      called = true
      return $0
    }
    #expect(!called)
    let parent = named("parent")
    parent.addSubview(loose)
    loose.updateBoxItem {
      called = true
      return $0
    }
    #expect(!called)
  }

  // MARK: Z-order and options

  @Test("75: existing managed views keep their z-order across item changes; new views go on top")
  func zOrderPreserved() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    let d = named("d")
    box.items = [a.boxed, b.boxed, c.boxed]
    box.bringSubviewToFront(a)
    #expect(names(box.subviews) == ["b", "c", "a"])
    box.items = [c.boxed, d.boxed, a.boxed, b.boxed]
    #expect(names(box.subviews) == ["b", "c", "a", "d"])
    box.items = [b.boxed, a.boxed, d.boxed]
    #expect(names(box.subviews) == ["b", "a", "d"])
  }

  @Test(
    "76: frontViews are raised (last top-most) and backViews lowered (last bottom-most), also after resyncs")
  func frontAndBackViews() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    let d = named("d")
    let e = named("e")
    box.items = [a.boxed, b.boxed, c.boxed, d.boxed]
    box.frontViews = [a, b]
    #expect(names(box.subviews) == ["c", "d", "a", "b"])
    box.backViews = [d, c]
    #expect(names(box.subviews) == ["c", "d", "a", "b"])
    box.backViews = [c, d]
    #expect(names(box.subviews) == ["d", "c", "a", "b"])
    box.items.append(e.boxed)
    #expect(names(box.subviews) == ["d", "c", "e", "a", "b"])
    // A front view that is not a child is ignored.
    box.frontViews = [named("stranger"), a]
    #expect(names(box.subviews) == ["d", "c", "e", "b", "a"])
  }

  @Test("77: excludeHiddenViews skips hidden items in the chain; hiding a managed view triggers a rebuild")
  func excludeHiddenViews() {
    let box = boxRoot(.y, 100, 300)
    box.spacing = 10
    box.excludeHiddenViews = true
    let a = named("a")
    let b = named("b")
    let c = named("c")
    b.isHidden = true
    box.items = [a.boxed.height(20), b.boxed.height(30), c.boxed.height(20).bottom(>=0)]
    box.layoutIfNeeded()
    #expect(c.frame == Rect(x: 0, y: 30, width: 100, height: 20))
    #expect(!box.managedConstraints.contains { mentions($0, b) && $0.firstAttribute != .height })
    b.isHidden = false
    #expect(box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 30, width: 100, height: 30))
    #expect(c.frame == Rect(x: 0, y: 70, width: 100, height: 20))
    a.isHidden = true
    #expect(box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(b.frame.minY == 0)
    #expect(c.frame.minY == 40)
  }

  @Test("78: excludeHiddenViews = false again: hidden items participate; hiding no longer triggers a rebuild")
  func includeHiddenViewsAgain() {
    let box = boxRoot(.y, 100, 300)
    box.spacing = 10
    box.excludeHiddenViews = true
    let a = named("a")
    let b = named("b")
    let c = named("c")
    b.isHidden = true
    box.items = [a.boxed.height(20), b.boxed.height(30), c.boxed.height(20).bottom(>=0)]
    box.layoutIfNeeded()
    #expect(c.frame.minY == 30)
    box.excludeHiddenViews = false
    #expect(box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 30, width: 100, height: 30))
    #expect(c.frame.minY == 70)
    b.isHidden = false
    #expect(!box.needsUpdateConstraints)
    b.isHidden = true
    #expect(!box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(c.frame.minY == 70)
  }

  @Test(
    "79: forceSubviewsSCA gives managed views (and later ones) the box's direction; nested boxes inherit it")
  func forceSubviewsSCA() {
    let box = boxRoot(.y, 100, 100)
    box.semanticContentAttribute = .forceRightToLeft
    let a = named("a")
    let nested = BoxView(axis: .x)
    nested.debugName = "nested"
    let inner = named("inner")
    let innerBox = BoxView(axis: .x)
    innerBox.semanticContentAttribute = .forceRightToLeft  // already matching: still gets the flag (E13)
    nested.items = [inner.boxed.width(20).right(>=0)]
    box.items = [a.boxed.height(20), nested.boxed.height(30), innerBox.boxed.height(10).bottom(>=0)]
    #expect(a.semanticContentAttribute == .unspecified)
    box.forceSubviewsSCA = true
    #expect(a.semanticContentAttribute == .forceRightToLeft)
    #expect(nested.semanticContentAttribute == .forceRightToLeft)
    #expect(nested.forceSubviewsSCA)
    #expect(inner.semanticContentAttribute == .forceRightToLeft)
    #expect(innerBox.forceSubviewsSCA)
    box.layoutIfNeeded()
    // The nested .x box now lays out right to left: its item sits at the right.
    #expect(inner.frame == Rect(x: 80, y: 0, width: 20, height: 30))

    // A view adopted later takes the direction, and so do grandchildren adopted by nested boxes.
    let late = named("late")
    box.insertItem(late.boxed.height(5), after: a)
    #expect(late.semanticContentAttribute == .forceRightToLeft)
    let deep = named("deep")
    nested.addItem(deep.boxed)
    #expect(deep.semanticContentAttribute == .forceRightToLeft)

    // A change of the box's own direction reaches the whole managed tree.
    box.semanticContentAttribute = .forceLeftToRight
    #expect(a.semanticContentAttribute == .forceLeftToRight)
    #expect(nested.semanticContentAttribute == .forceLeftToRight)
    #expect(inner.semanticContentAttribute == .forceLeftToRight)
    #expect(innerBox.semanticContentAttribute == .forceLeftToRight)
    box.layoutIfNeeded()
    #expect(inner.frame.minX == 0)

    // Turning the flag off reverts nothing.
    box.forceSubviewsSCA = false
    #expect(a.semanticContentAttribute == .forceLeftToRight)
    box.semanticContentAttribute = .forceRightToLeft
    #expect(a.semanticContentAttribute == .forceLeftToRight)
  }

  @Test("80: insets write the layout margins only with insetsAreMargins, and margin changes flow back")
  func insetsAreMargins() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    box.items = [a.boxed]
    let defaultMargins = box.directionalLayoutMargins
    box.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(box.directionalLayoutMargins == defaultMargins)
    box.directionalLayoutMargins = DirectionalEdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)
    #expect(box.insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 2, y: 1, width: 94, height: 96))

    box.insetsAreMargins = true
    box.insets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    #expect(box.insets == EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 6, y: 5, width: 86, height: 88))
    box.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 11, bottom: 12, trailing: 13)
    #expect(box.insets == EdgeInsets(top: 10, left: 11, bottom: 12, right: 13))
    #expect(box.needsUpdateConstraints)
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 11, y: 10, width: 76, height: 78))
  }

  // MARK: Update timing, animation, debugging

  @Test(
    "81: needsUpdateItems starts true; updateItems() runs at the first pass and once after setNeedsUpdateItems()"
  )
  func updateItemsHook() {
    let box = ItemsHookBox(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = named("a")
    box.makeItems = { [a.boxed.all(10)] }
    #expect(box.needsUpdateItems)
    #expect(box.hookCalls == 0)
    box.layoutIfNeeded()
    #expect(box.hookCalls == 1)
    #expect(!box.needsUpdateItems)
    // Items set by the hook are laid out in the same pass.
    #expect(a.frame == Rect(x: 10, y: 10, width: 80, height: 80))

    // Other changes rebuild without calling the hook.
    box.spacing = 5
    box.layoutIfNeeded()
    box.layoutIfNeeded()
    #expect(box.hookCalls == 1)

    box.makeItems = { [a.boxed.all(20)] }
    box.setNeedsUpdateItems()
    #expect(box.needsUpdateItems)
    #expect(box.hookCalls == 1)
    box.layoutIfNeeded()
    #expect(box.hookCalls == 2)
    #expect(!box.needsUpdateItems)
    #expect(a.frame == Rect(x: 20, y: 20, width: 60, height: 60))
    box.layoutIfNeeded()
    #expect(box.hookCalls == 2)
  }

  @Test("82: animateChangesWithDurations lays out the superview; without a superview nothing happens")
  func animateChanges() {
    let box = BoxView(axis: .y)
    let root = rootHolding(box, 100, 200)
    defer { withExtendedLifetime(root) {} }
    let a = named("a")
    box.items = [a.boxed.height(20).bottom(>=0)]
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    box.items = [a.boxed.height(20).top(50).bottom(>=0)]
    box.animateChangesWithDurations(0.3)
    // Until animations land, the change is applied at once.
    #expect(a.frame == Rect(x: 0, y: 50, width: 100, height: 20))
    #expect(!box.needsUpdateConstraints)

    let lonely = boxRoot(.y, 100, 100)
    let b = named("b")
    lonely.items = [b.boxed]
    lonely.animateChangesWithDurations(0.3)
    #expect(b.frame == .zero)
    #expect(lonely.managedConstraints.isEmpty)
    #expect(lonely.needsUpdateConstraints)
  }

  @Test("83: debugDescription ends with [N items]")
  func debugDescription() {
    let box = boxRoot(.y, 100, 100)
    #expect(box.debugDescription.hasSuffix(" [0 items]"))
    box.items = [named("a").boxed, BoxItem.guide()]
    #expect(box.debugDescription.hasSuffix(" [2 items]"))
    #expect(box.debugDescription.hasPrefix(box.description))
  }

  @Test("84: addBoxItems on a BoxView warns unless allowNotManagedViews is true")
  func addBoxItemsOnBoxWarns() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let (constraints, diagnostics) = Diagnostics.collect { box.addBoxItems([a.boxed]) }
    #expect(diagnostics.warnings.count == 1)
    #expect(diagnostics.warnings.first?.contains("allowNotManagedViews") == true)
    #expect(constraints.count == 4)
    #expect(a.superview === box)
    #expect(box.managedViews.isEmpty)
    #expect(box.items.isEmpty)

    box.allowNotManagedViews = true
    let b = named("b")
    let (_, quiet) = Diagnostics.collect { box.addBoxItems([b.boxed]) }
    #expect(quiet.warnings.isEmpty)
    #expect(quiet.errors.isEmpty)
  }
}
