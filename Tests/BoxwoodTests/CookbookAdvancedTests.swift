import Boxwood
import Testing

// The "BoxView: advanced" recipes of `docs/boxview-cookbook.md`, as the guide shows them.

@Suite("Cookbook: items, managed views, guides, flex, priorities, animation")
@MainActor
struct CookbookAdvancedTests {
  @Test("items and managed subviews stay in sync, both ways; plain subviews are left alone")
  func managedViews() {
    let boxView = BoxView(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let label1 = StackBlock("label1", 80, 20)
    let label2 = StackBlock("label2", 80, 20)
    let badge = StackBlock("badge", 10, 10)
    boxView.items = [label1.boxed, label2.boxed.bottom(>=0)]
    boxView.addSubview(badge)  // not managed: no item, no constraints from the box
    #expect(boxView.managedViews.map(\.debugName) == ["label1", "label2"])
    #expect(boxView.managedConstraints.isEmpty)  // made in the next update pass, not now
    boxView.layoutIfNeeded()
    #expect(!boxView.managedConstraints.isEmpty)

    label1.removeFromSuperview()  // removing the view removes its item
    #expect(boxView.items.count == 1 && boxView.items[0].view === label2)
    boxView.items = []  // removing the item removes the view
    #expect(label2.superview == nil)
    #expect(badge.superview === boxView)
  }

  @Test("adding items: withItems, setViews, addItem, insertItem(after:) and insertItem(before:)")
  func addingItems() {
    let a = StackBlock("a", 10, 10)
    let b = StackBlock("b", 10, 10)
    let c = StackBlock("c", 10, 10)
    let d = StackBlock("d", 10, 10)
    let outer = BoxView(axis: .x).withItems([BoxView(axis: .y).withItems([a.boxed, b.boxed]).boxed])
    #expect(outer.managedViews.count == 1)
    let box = BoxView()
    box.setViews([a, b], layout: .zero)
    box.addItem(d.boxed)
    box.insertItem(c.boxed, after: b)
    #expect(box.items.map { $0.view?.debugName } == ["a", "b", "c", "d"])
    box.insertItem(d.boxed, before: a)  // moves d to the front
    #expect(box.items.map { $0.view?.debugName } == ["d", "a", "b", "c"])
  }

  @Test("right to left: a box mirrors its x rules; forceLeftToRight keeps them")
  func rightToLeft() {
    for attribute in [SemanticContentAttribute.forceRightToLeft, .forceLeftToRight] {
      let box = BoxView(frame: Rect(x: 0, y: 0, width: 300, height: 40))
      box.axis = .x
      box.spacing = 10
      box.semanticContentAttribute = attribute
      let first = StackBlock("first", 50, 40)
      let second = StackBlock("second", 60, 40)
      box.items = [first.boxed.width(50), second.boxed.width(60).right(>=0)]
      box.layoutIfNeeded()
      let rtl = attribute == .forceRightToLeft
      #expect(first.frame.minX == (rtl ? 250 : 0))
      #expect(second.frame.minX == (rtl ? 180 : 60))
    }
  }

  @Test("items on any view: addBoxItems makes the constraints once and returns them")
  func itemsOnAnyView() {
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let title = StackBlock("title", 50, 20)
    let subtitle = StackBlock("subtitle", 50, 30)
    let constraints = card.addBoxItems(
      [title.boxed.height(20), subtitle.boxed.height(30).bottom(>=0)], axis: .y, spacing: 10)
    card.layoutIfNeeded()
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(title.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(subtitle.frame == Rect(x: 0, y: 30, width: 200, height: 30))
  }

  @Test("a view laid out by hand over a box's items; addBoxItems on a box warns unless allowed")
  func notManagedOverlay() {
    let boxView = BoxView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let label1 = StackBlock("label1", 80, 20)
    let label2 = StackBlock("label2", 80, 20)
    let label3 = StackBlock("label3", 40, 20)
    boxView.items = [label1.boxed, label2.boxed.bottom(>=0)]
    let (_, warned) = Diagnostics.collect { boxView.addBoxItems([label3.boxed.centerX().centerY()]) }
    #expect(warned.warnings.count == 1)
    boxView.allowNotManagedViews = true
    let other = StackBlock("other", 10, 10)
    let (_, quiet) = Diagnostics.collect { boxView.addBoxItems([other.boxed.centerX().centerY()]) }
    #expect(quiet.warnings.isEmpty)
    boxView.layoutIfNeeded()
    #expect(label3.frame == Rect(x: 80, y: 40, width: 40, height: 20))
    #expect(!boxView.managedViews.contains { $0 === label3 })
  }

  @Test("a guide item takes half the height; the label sits below it")
  func guideItem() {
    let boxView = BoxView(frame: Rect(x: 0, y: 0, width: 200, height: 400))
    let someLabel = StackBlock("someLabel", 80, 20)
    boxView.items = [
      .relativeHeight(0.5),  // an invisible item, half the box high
      someLabel.boxed.bottom(>=0),
    ]
    boxView.layoutIfNeeded()
    #expect(someLabel.frame == Rect(x: 0, y: 200, width: 200, height: 20))
  }

  @Test("absolute and relative sizes with relations: a guide >= 40 high, a width >= 20 + 30 %")
  func sizesWithRelations() {
    let boxView = BoxView(frame: Rect(x: 0, y: 0, width: 200, height: 400))
    let someLabel = StackBlock("someLabel", 50, 20)
    let spacer = BoxItem.height(>=40)
    boxView.items = [
      spacer,
      someLabel.boxed.bottom(>=0).centerX(padding: nil).relativeWidth(>=20 * 0.3),
    ]
    boxView.layoutIfNeeded()
    let guide = spacer.guide?.layoutFrame ?? .zero
    #expect(guide.height >= 40)
    #expect(someLabel.frame.minY == guide.maxY)
    #expect(someLabel.frame.width == 20 + 0.3 * 200)  // at least 80; hugging keeps it there
    #expect(someLabel.frame.midX == 100)
  }

  @Test("flex: 1 : 1 : 3 along the axis")
  func flexItems() {
    let boxView = BoxView(frame: Rect(x: 0, y: 0, width: 100, height: 500))
    let label1 = StackBlock("label1", 80, 20)
    let label2 = StackBlock("label2", 80, 20)
    let gap = BoxItem.flex(1)
    boxView.items = [label1.boxed.flex(1), gap, label2.boxed.flex(3)]
    boxView.layoutIfNeeded()
    #expect(label1.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(gap.guide?.layoutFrame == Rect(x: 0, y: 100, width: 100, height: 100))
    #expect(label2.frame == Rect(x: 0, y: 200, width: 100, height: 300))
  }

  @Test("priorities: a low-priority height gives way without a conflict report")
  func priorities() {
    let window = makeWindow(width: 200, height: 400)
    let boxView = BoxView()
    window.rootView.addSubview(boxView)
    LayoutConstraint.activate([
      boxView.topAnchor.constraint(equalTo: window.rootView.topAnchor),
      boxView.widthAnchor.constraint(equalToConstant: 200),
    ])
    let label1 = StackBlock("label1", 80, 20)
    let label2 = View()  // no intrinsic size: the pin is its only wish
    boxView.items = [label1.boxed, label2.boxed.height((==30).withPriority(.defaultLow))]
    window.layoutIfNeeded()
    #expect(label2.frame.height == 30)
    let taller = label2.heightAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let (_, diagnostics) = Diagnostics.collect {
      taller.isActive = true
      window.layoutIfNeeded()
    }
    #expect(label2.frame.height == 50)
    #expect(diagnostics.errors.isEmpty)
  }

  @Test("animating an inserted item: the seed walkthrough's error label slides out from under a row")
  func animatedInsert() {
    let window = makeWindow(width: 300, height: 300)
    let boxView = BoxView(axis: .y, spacing: 10)
    window.rootView.addSubview(boxView)
    LayoutConstraint.activate([
      boxView.topAnchor.constraint(equalTo: window.rootView.topAnchor),
      boxView.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
      boxView.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
    ])
    let nameRow = CookbookField("nameRow")
    let passwordRow = CookbookField("passwordRow")
    let errorLabel = StackBlock("error", 120, 20)
    boxView.items = [nameRow.boxed, passwordRow.boxed]
    window.frameTime = 0
    window.layoutIfNeeded()
    #expect(passwordRow.frame.minY == 54)

    // Start where it will appear from: hidden under the row, then slide down as the row below moves.
    errorLabel.frame = boxView.insertionFrameBelow(view: nameRow)
    boxView.insertItem(errorLabel.boxed.top(-boxView.spacing), after: nameRow, z: .back)
    boxView.animateChangesWithDurations(0.3)
    #expect(passwordRow.frame.minY == 44 + 20 + 10)  // the model is already at the end
    window.frameTime = 0.15
    let halfway = passwordRow.presentation.frame.minY
    #expect(halfway > 54 && halfway < 74)
    window.frameTime = 0.3
    window.advanceAnimations()
    #expect(passwordRow.presentation.frame.minY == 74)
    #expect(boxView.subviews.first === errorLabel)  // z: .back — drawn under the rows
  }

  @Test("free-standing pins and a constraint switch between two layouts")
  func pinsAndSwitch() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let a = StackBlock("a", 100, 40)
    let b = StackBlock("b", 30, 40)
    root.addSubview(a.al)
    root.addSubview(b.al)
    a.pin(.top, of: root, offset: 10)
    a.pin(.left, of: root, offset: 10)
    a.pinSize(Size(width: 100, height: 40))
    b.pinWidth(to: a, multiPin: *0.5)
    // Stacked (b under a) or side by side (b right of a), switched as one.
    let stacked = ConstraintSwitch(state: true)
    stacked.onSet = [
      b.pin(.top, to: .bottom, of: a, pin: ==8, activate: false), b.pinSameEdge(.left, to: a),
    ]
    stacked.offSet = [
      b.pinSameEdge(.top, to: a), b.pin(.left, to: .right, of: a, offset: 8, activate: false),
    ]
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 10, y: 58, width: 50, height: 40))
    stacked.state = false
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 118, y: 10, width: 50, height: 40))
    #expect(stacked.onSet.allSatisfy { !$0.isActive })
    #expect(stacked.offSet.allSatisfy { $0.isActive })
  }
}
