import Boxwood
import Testing

/// The managed constraints of `box` relating `first.firstAttribute` to `second.secondAttribute` (`second`
/// nil: a constant constraint).
@MainActor
private func managed(
  _ box: BoxView, _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ second: (any LayoutItem)?,
  _ secondAttribute: LayoutAttribute = .notAnAttribute
) -> [LayoutConstraint] {
  box.managedConstraints.filter {
    $0.firstItem === first && $0.firstAttribute == firstAttribute && $0.secondItem === second
      && $0.secondAttribute == secondAttribute
  }
}

/// Whether any managed constraint of `box` relates `one` and `other` (in either order).
@MainActor
private func relates(_ box: BoxView, _ one: any LayoutItem, _ other: any LayoutItem) -> Bool {
  box.managedConstraints.contains {
    ($0.firstItem === one && $0.secondItem === other) || ($0.firstItem === other && $0.secondItem === one)
  }
}

/// Activates `constraint` at the default low priority: a weak pull that only decides what the box's
/// constraints leave open.
@MainActor
private func pull(_ constraint: LayoutConstraint, _ priority: LayoutPriority = .defaultLow) {
  constraint.priority = priority
  constraint.isActive = true
}

/// Runs `body` with the application's direction set to right-to-left, and restores left-to-right.
@MainActor
private func inRightToLeftApplication(_ body: () -> Void) {
  LayoutDirection.application = .rightToLeft
  defer { LayoutDirection.application = .leftToRight }
  body()
}

/// The constraint generation of BoxView (checklist items 28–47; 48 is in ``BoxViewExampleTests``).
@Suite("BoxView: constraint generation")
@MainActor
struct BoxViewGenerationTests {
  // MARK: Main axis chain

  @Test("28: .y box: the first item's top = box top + (pin + top inset) with the pin's relation")
  func firstLink() throws {
    let box = boxRoot(.y, 100, 300)
    box.insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let a = named("a")
    box.items = [a.boxed.top(5).height(20).bottom(nil)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 15, width: 100, height: 20))
    let link = try #require(managed(box, a, .top, box, .top).first)
    #expect(link.relation == .equal)
    #expect(link.constant == 15)
    #expect(link.multiplier == 1)
    #expect(link.priority == .required)

    // >=: a weak pull up to the box's top stops at 15.
    let greater = boxRoot(.y, 100, 300)
    greater.insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let b = named("b")
    greater.items = [b.boxed.top(>=5).height(20).bottom(nil)]
    pull(b.topAnchor.constraint(equalTo: greater.topAnchor))
    greater.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 15, width: 100, height: 20))
    #expect(managed(greater, b, .top, greater, .top).first?.relation == .greaterThanOrEqual)
    #expect(managed(greater, b, .top, greater, .top).first?.constant == 15)

    // <=: a weak pull down to 100 stops at 15.
    let less = boxRoot(.y, 100, 300)
    less.insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let c = named("c")
    less.items = [c.boxed.top(<=5).height(20).bottom(nil)]
    pull(c.topAnchor.constraint(equalTo: less.topAnchor, constant: 100))
    less.layoutIfNeeded()
    #expect(c.frame == Rect(x: 0, y: 15, width: 100, height: 20))
    #expect(managed(less, c, .top, less, .top).first?.relation == .lessThanOrEqual)
  }

  @Test("29: consecutive items: next.top − prev.bottom REL next.top pin + prev.bottom pin + spacing")
  func consecutiveLink() throws {
    let box = boxRoot(.y, 100, 300)
    box.insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    box.spacing = 5
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.height(20).bottom(3), b.boxed.top(7).height(20).bottom(nil)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 10, width: 100, height: 20))
    #expect(b.frame == Rect(x: 0, y: 45, width: 100, height: 20))
    let link = try #require(managed(box, b, .top, a, .bottom).first)
    #expect(link.relation == .equal)
    #expect(link.constant == 15)

    // `>=` joined with `==` is `>=`: a weak pull to touch a stops at the 15-point gap.
    let greater = boxRoot(.y, 100, 300)
    greater.insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    greater.spacing = 5
    let c = named("c")
    let d = named("d")
    greater.items = [c.boxed.height(20).bottom(>=3), d.boxed.top(7).height(20).bottom(nil)]
    pull(d.topAnchor.constraint(equalTo: c.bottomAnchor))
    greater.layoutIfNeeded()
    #expect(d.frame == Rect(x: 0, y: 45, width: 100, height: 20))
    #expect(managed(greater, d, .top, c, .bottom).first?.relation == .greaterThanOrEqual)
    #expect(managed(greater, d, .top, c, .bottom).first?.constant == 15)

    // `<=` joined with `==` is `<=`: a weak pull far down stops at the 15-point gap.
    let less = boxRoot(.y, 100, 300)
    less.insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    less.spacing = 5
    let e = named("e")
    let f = named("f")
    less.items = [e.boxed.height(20).bottom(3), f.boxed.top(<=7).height(20).bottom(nil)]
    pull(f.topAnchor.constraint(equalTo: less.topAnchor, constant: 250))
    less.layoutIfNeeded()
    #expect(f.frame == Rect(x: 0, y: 45, width: 100, height: 20))
    #expect(managed(less, f, .top, e, .bottom).first?.relation == .lessThanOrEqual)
  }

  @Test("30: last item: box.bottom − last.bottom REL bottom pin + bottom inset")
  func lastLink() throws {
    let box = boxRoot(.y, 100, 300)
    box.insets = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    let a = named("a")
    box.items = [a.boxed.top(nil).height(20).bottom(4)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 246, width: 100, height: 20))
    let link = try #require(managed(box, box, .bottom, a, .bottom).first)
    #expect(link.relation == .equal)
    #expect(link.constant == 34)

    // >=: the gap is at least 34, so a weak pull down to the box's bottom stops at 266.
    let greater = boxRoot(.y, 100, 300)
    greater.insets = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    let b = named("b")
    greater.items = [b.boxed.top(nil).height(20).bottom(>=4)]
    pull(b.bottomAnchor.constraint(equalTo: greater.bottomAnchor))
    greater.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 246, width: 100, height: 20))
    #expect(managed(greater, greater, .bottom, b, .bottom).first?.relation == .greaterThanOrEqual)

    // <=: the gap is at most 34, so a weak pull up to the box's top stops at 246.
    let less = boxRoot(.y, 100, 300)
    less.insets = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    let c = named("c")
    less.items = [c.boxed.top(nil).height(20).bottom(<=4)]
    pull(c.topAnchor.constraint(equalTo: less.topAnchor))
    less.layoutIfNeeded()
    #expect(c.frame == Rect(x: 0, y: 246, width: 100, height: 20))
  }

  @Test(
    "28–30: order: per item begin link, main centre, cross pins; then the end link, sizes, relative sizes, flex"
  )
  func generationOrder() {
    let box = boxRoot(.y, 100, 300)
    let a = named("a")
    let b = named("b")
    let centred = BoxLayout.zero.with(.centerY, (==0).low()).with(.centerX, ==0)
    box.items = [a.boxed.height(20).relativeWidth(1).flex(1), b.boxed(layout: centred).height(>=10).flex(14)]
    box.layoutIfNeeded()
    let names: [ObjectIdentifier: String] = [
      ObjectIdentifier(box): "box", ObjectIdentifier(a): "a", ObjectIdentifier(b): "b",
    ]
    func name(_ item: (any LayoutItem)?) -> String { item.map { names[ObjectIdentifier($0)] ?? "?" } ?? "-" }
    let described = box.managedConstraints.map {
      "\(name($0.firstItem)).\($0.firstAttribute) \($0.relation) \(name($0.secondItem)).\($0.secondAttribute)"
    }
    #expect(
      described == [
        "a.top == box.top", "a.left == box.left", "box.right == a.right",
        "b.top == a.bottom", "b.centerY == box.centerY", "b.left == box.left", "b.centerX == box.centerX",
        "box.right == b.right",
        "box.bottom == b.bottom",
        "a.height == -.-", "b.height >= -.-",
        "a.width == box.width",
        "b.height == a.height",
      ])
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 100, height: 280))
  }

  @Test("31: spacing is not applied at the box edges; insets are not applied between items")
  func spacingAndInsets() {
    let single = boxRoot(.y, 100, 300)
    single.spacing = 50
    let a = named("a")
    single.items = [a.boxed]
    single.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 300))

    let box = boxRoot(.y, 100, 300)
    box.spacing = 5
    box.insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    let b = named("b")
    let c = named("c")
    box.items = [b.boxed.height(30), c.boxed]
    box.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 10, width: 100, height: 30))
    #expect(c.frame == Rect(x: 0, y: 45, width: 100, height: 235))

    // Same on the x axis.
    let row = boxRoot(.x, 300, 100)
    row.spacing = 7
    row.insets = EdgeInsets(top: 0, left: 11, bottom: 0, right: 13)
    let d = named("d")
    let e = named("e")
    row.items = [d.boxed.width(40), e.boxed]
    row.layoutIfNeeded()
    #expect(d.frame == Rect(x: 11, y: 0, width: 40, height: 100))
    #expect(e.frame == Rect(x: 58, y: 0, width: 229, height: 100))
  }

  @Test("32: a nil begin pin omits the item's link to the previous item or the box's begin")
  func nilBeginPin() {
    // First item: no link to the box's top, so the chain hangs from the bottom.
    let box = boxRoot(.y, 100, 300)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.top(nil).height(20), b.boxed.height(30)]
    box.layoutIfNeeded()
    #expect(managed(box, a, .top, box, .top).isEmpty)
    #expect(!box.managedConstraints.contains { $0.firstAttribute == .top && $0.secondAttribute == .top })
    #expect(a.frame == Rect(x: 0, y: 250, width: 100, height: 20))
    #expect(b.frame == Rect(x: 0, y: 270, width: 100, height: 30))

    // A later item: no link to the previous one, although the previous item's bottom pin is set.
    let other = boxRoot(.y, 100, 300)
    let c = named("c")
    let d = named("d")
    other.items = [c.boxed.height(20), d.boxed.top(nil).height(20)]
    other.layoutIfNeeded()
    #expect(!relates(other, c, d))
    #expect(c.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(d.frame == Rect(x: 0, y: 280, width: 100, height: 20))
  }

  @Test("33: a nil end pin omits the item's link to the next item or the box's end, without skipping")
  func nilEndPin() {
    let box = boxRoot(.y, 100, 300)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [
      a.boxed.height(20).bottom(nil), b.boxed.top(7).height(30).bottom(nil), c.boxed.height(10),
    ]
    // b is related to nothing along the axis; place it from outside.
    b.topAnchor.constraint(equalTo: box.topAnchor, constant: 100).isActive = true
    box.layoutIfNeeded()
    #expect(!relates(box, a, b))
    #expect(!relates(box, b, c))
    #expect(!relates(box, a, c))
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == Rect(x: 0, y: 100, width: 100, height: 30))
    #expect(c.frame == Rect(x: 0, y: 290, width: 100, height: 10))

    // No skipping: c is not chained to the earlier a, whose bottom pin is set, past b's missing one.
    let skip = boxRoot(.y, 100, 300)
    let e = named("e")
    let f = named("f")
    let g = named("g")
    skip.items = [e.boxed.height(20), f.boxed.top(7).height(30).bottom(nil), g.boxed.height(10)]
    skip.layoutIfNeeded()
    #expect(relates(skip, e, f))
    #expect(!relates(skip, f, g))
    #expect(!relates(skip, e, g))
    #expect(e.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(f.frame == Rect(x: 0, y: 27, width: 100, height: 30))
    #expect(g.frame == Rect(x: 0, y: 290, width: 100, height: 10))

    // The last item without an end pin: nothing relates it to the box's end.
    let open = boxRoot(.y, 100, 300)
    let d = named("d")
    open.items = [d.boxed.height(20).bottom(nil)]
    open.layoutIfNeeded()
    #expect(
      !open.managedConstraints.contains { $0.firstAttribute == .bottom || $0.secondAttribute == .bottom })
    #expect(d.frame == Rect(x: 0, y: 0, width: 100, height: 20))
  }

  @Test(
    "34: opposite inequalities on a joined link are an error naming both items; only that link is left out")
  func relationConflict() {
    let box = boxRoot(.x, 300, 100)
    box.spacing = 10
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [a.boxed.width(50).right(<=2), b.boxed.width(60).left(>=1), c.boxed.width(40)]
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.map(\.kind) == ["invalidBoxLayout"])
    let message = diagnostics.errors.first?.description ?? ""
    #expect(message.contains("View(\"a\")"))
    #expect(message.contains("View(\"b\")"))
    #expect(!message.contains("View(\"c\")"))
    #expect(!relates(box, a, b))
    // Unlike the original, the chain goes on after the conflict: b–c and c–box end are built.
    #expect(relates(box, b, c))
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 100))
    #expect(b.frame == Rect(x: 190, y: 0, width: 60, height: 100))
    #expect(c.frame == Rect(x: 260, y: 0, width: 40, height: 100))

    // Compatible relations are not an error.
    let fine = boxRoot(.y, 100, 300)
    let d = named("d")
    let e = named("e")
    fine.items = [d.boxed.height(20).bottom(>=5), e.boxed.top(==3).height(20), named("f").boxed.top(>=0)]
    let (_, none) = Diagnostics.collect { fine.layoutIfNeeded() }
    #expect(none.errors.isEmpty)
    #expect(managed(fine, e, .top, d, .bottom).first?.relation == .greaterThanOrEqual)
  }

  @Test("35: a joined link has the lower of the two pins' priorities")
  func joinedPriority() throws {
    let box = boxRoot(.y, 100, 300)
    box.spacing = 5
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.height(20).bottom((==3).high()), b.boxed.top((==7).low(10)).height(20)]
    box.layoutIfNeeded()
    let link = try #require(managed(box, b, .top, a, .bottom).first)
    #expect(link.priority.rawValue == 260)
    #expect(link.constant == 15)
    // The optional link gives way to the required chain ends.
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == Rect(x: 0, y: 280, width: 100, height: 20))

    // Against outside pulls: one at 255 loses to the link (260), one at 265 wins.
    for (pullPriority, expectedY) in [(255.0, 35.0), (265.0, 20.0)] {
      let open = boxRoot(.y, 100, 300)
      open.spacing = 5
      let c = named("c")
      let d = named("d")
      open.items = [
        c.boxed.height(20).bottom((==3).high()), d.boxed.top((==7).low(10)).height(20).bottom(nil),
      ]
      pull(d.topAnchor.constraint(equalTo: c.bottomAnchor), LayoutPriority(Float(pullPriority)))
      open.layoutIfNeeded()
      #expect(d.frame.minY == expectedY, "pull at \(pullPriority)")
    }
  }

  // MARK: Centres and cross axis

  @Test("36: a main-axis centre pin centres on the inset rectangle plus the offset, besides the chain links")
  func mainAxisCentre() throws {
    let box = boxRoot(.y, 100, 300)
    box.insets = EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
    let a = named("a")
    box.items = [a.boxed.height(40).centerY(offset: 5, padding: nil)]
    box.layoutIfNeeded()
    // Inset rectangle: 10…270, centre 140; plus 5 → 145.
    #expect(a.frame == Rect(x: 0, y: 125, width: 100, height: 40))
    let centre = try #require(managed(box, a, .centerY, box, .centerY).first)
    #expect(centre.constant == -5)
    #expect(centre.relation == .equal)

    let row = boxRoot(.x, 300, 100)
    row.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 60)
    let b = named("b")
    row.items = [b.boxed.width(40).centerX(offset: -5, padding: nil)]
    row.layoutIfNeeded()
    // Inset rectangle: 20…240, centre 130; minus 5 → 125.
    #expect(b.frame == Rect(x: 105, y: 0, width: 40, height: 100))

    // The chain links stay: a weak centre cannot pull d above c's bottom + spacing.
    let chained = boxRoot(.y, 100, 300)
    chained.spacing = 5
    let c = named("c")
    let d = named("d")
    let layout = BoxLayout.zero.withPins(top: >=0, bottom: >=0).with(.centerY, (==(-140)).low()).withHeight(
      ==20)
    chained.items = [c.boxed.height(20), d.boxed(layout: layout)]
    chained.layoutIfNeeded()
    #expect(managed(chained, d, .top, c, .bottom).first?.relation == .greaterThanOrEqual)
    #expect(managed(chained, d, .centerY, chained, .centerY).first?.priority == .defaultLow)
    #expect(d.frame == Rect(x: 0, y: 25, width: 100, height: 20))
    // And a required centre between two >= links centres.
    let centred = boxRoot(.y, 100, 300)
    centred.spacing = 5
    let e = named("e")
    let f = named("f")
    centred.items = [e.boxed.height(20), f.boxed.height(20).centerY()]
    centred.layoutIfNeeded()
    #expect(f.frame == Rect(x: 0, y: 140, width: 100, height: 20))
  }

  @Test("37: cross-axis side pins set gaps to the box side plus the inset, each independently")
  func crossAxisPins() {
    let box = boxRoot(.y, 200, 100)
    box.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.left(5).right(7).height(50), b.boxed.right(60)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 25, y: 0, width: 128, height: 50))
    #expect(b.frame == Rect(x: 20, y: 50, width: 80, height: 50))

    // One side only.
    let leftOnly = boxRoot(.y, 200, 100)
    leftOnly.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
    let c = named("c")
    leftOnly.items = [c.boxed.left(5).right(nil).width(30)]
    leftOnly.layoutIfNeeded()
    #expect(c.frame == Rect(x: 25, y: 0, width: 30, height: 100))
    let rightOnly = boxRoot(.y, 200, 100)
    rightOnly.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
    let d = named("d")
    rightOnly.items = [d.boxed.left(nil).right(7).width(30)]
    rightOnly.layoutIfNeeded()
    #expect(d.frame == Rect(x: 123, y: 0, width: 30, height: 100))

    // Top and bottom across an .x box.
    let row = boxRoot(.x, 300, 100)
    row.insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    let e = named("e")
    row.items = [e.boxed.top(3).bottom(4)]
    row.layoutIfNeeded()
    #expect(e.frame == Rect(x: 0, y: 13, width: 300, height: 63))
  }

  @Test("38: a cross-axis centre is measured from the inset rectangle's centre")
  func crossAxisCentre() throws {
    let row = boxRoot(.x, 300, 200)
    row.insets = EdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
    let a = named("a")
    row.items = [a.boxed.height(40).centerY(offset: 3, padding: nil)]
    row.layoutIfNeeded()
    // Inset rectangle: 10…150, centre 80; plus 3 → 83.
    #expect(a.frame == Rect(x: 0, y: 63, width: 300, height: 40))
    let centre = try #require(managed(row, a, .centerY, row, .centerY).first)
    #expect(centre.constant == -17)

    // An inequality: centre >= inset centre + 10, and a weak pull to the left stops there.
    let box = boxRoot(.y, 200, 100)
    box.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 60)
    let b = named("b")
    box.items = [b.boxed(layout: BoxLayout.zero.withLeft(nil).withRight(nil).with(.centerX, >=10)).width(40)]
    pull(b.leftAnchor.constraint(equalTo: box.leftAnchor))
    box.layoutIfNeeded()
    // Inset rectangle: 20…140, centre 80; at least 90.
    #expect(b.frame == Rect(x: 70, y: 0, width: 40, height: 100))
  }

  @Test("39: a cross-axis >= on the end side means the gap to the box's end edge is at least the constant")
  func crossAxisEndInequality() throws {
    for (pullRight, expectedX) in [(true, 100.0), (false, 0.0)] {
      let box = boxRoot(.y, 200, 100)
      box.insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 40)
      let a = named("a")
      box.items = [a.boxed.width(50).left(nil).right(>=10)]
      pull(
        pullRight
          ? a.rightAnchor.constraint(equalTo: box.rightAnchor)
          : a.leftAnchor.constraint(equalTo: box.leftAnchor))
      box.layoutIfNeeded()
      #expect(a.frame == Rect(x: expectedX, y: 0, width: 50, height: 100))
    }

    let row = boxRoot(.x, 300, 100)
    row.insets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    let b = named("b")
    row.items = [b.boxed.height(20).top(nil).bottom(>=5)]
    pull(b.bottomAnchor.constraint(equalTo: row.bottomAnchor))
    row.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 65, width: 300, height: 20))
    let link = try #require(managed(row, row, .bottom, b, .bottom).first)
    #expect(link.relation == .greaterThanOrEqual)
    #expect(link.constant == 15)
  }

  // MARK: Sizes

  @Test("40: absolute sizes are produced for every item, even hidden ones under excludeHiddenViews")
  func absoluteSizes() throws {
    let box = boxRoot(.y, 100, 300)
    box.spacing = 10
    box.excludeHiddenViews = true
    let a = named("a")
    let b = named("b")
    let c = named("c")
    b.isHidden = true
    box.items = [
      a.boxed.width((>=30).high()).height(20), b.boxed.width(30).height(40).relativeWidth(0.1),
      c.boxed.height(20).bottom(nil),
    ]
    box.layoutIfNeeded()
    let width = try #require(managed(box, b, .width, nil).first)
    #expect(width.relation == .equal)
    #expect(width.constant == 30)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(managed(box, b, .height, nil).first?.constant == 40)
    // Only the absolute sizes: no chain, cross or relative constraints for the hidden item.
    #expect(box.managedConstraints.filter { $0.firstItem === b || $0.secondItem === b }.count == 2)
    #expect(b.frame.size == Size(width: 30, height: 40))
    #expect(c.frame == Rect(x: 0, y: 30, width: 100, height: 20))
    // Relation and priority come from the pin.
    let aWidth = try #require(managed(box, a, .width, nil).first)
    #expect(aWidth.relation == .greaterThanOrEqual)
    #expect(aWidth.constant == 30)
    #expect(aWidth.priority == .defaultHigh)
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
  }

  @Test("41: relative sizes use the whole box size with multiplier, constant, relation and priority")
  func relativeSizes() throws {
    let box = boxRoot(.y, 400, 200)
    box.insets = EdgeInsets(top: 10, left: 50, bottom: 10, right: 50)
    let a = named("a")
    box.items = [
      a.boxed.centerX(padding: nil).centerY(padding: nil)
        .relativeWidth(BoxLayout.MultiPin(multiplier: 0.5, constant: 10)).relativeHeight(0.25)
    ]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 95, y: 75, width: 210, height: 50))
    let width = try #require(managed(box, a, .width, box, .width).first)
    #expect(width.multiplier == 0.5)
    #expect(width.constant == 10)
    #expect(width.relation == .equal)
    #expect(managed(box, a, .height, box, .height).first?.multiplier == 0.25)

    // >= at 750 beats an absolute == 100 at 250; <= caps an absolute wish of 180.
    let other = boxRoot(.y, 400, 200)
    other.insets = EdgeInsets(top: 10, left: 50, bottom: 10, right: 50)
    let b = named("b")
    other.items = [
      b.boxed.centerX(padding: nil).centerY(padding: nil)
        .relativeWidth(BoxLayout.MultiPin(multiplier: 0.5, pin: (>=10).high())).width((==100).low())
        .relativeHeight(BoxLayout.MultiPin(multiplier: 0.5, constant: 0, relation: .lessThanOrEqual))
        .height((==180).low())
    ]
    other.layoutIfNeeded()
    let relative = try #require(managed(other, b, .width, other, .width).first)
    #expect(relative.relation == .greaterThanOrEqual)
    #expect(relative.priority == .defaultHigh)
    #expect(relative.constant == 10)
    #expect(managed(other, b, .height, other, .height).first?.relation == .lessThanOrEqual)
    #expect(b.frame == Rect(x: 95, y: 50, width: 210, height: 100))
  }

  @Test("42: flex sizes follow the first flex item's size × (flex / first flex); flex ≤ 0 is ignored")
  func flex() throws {
    let row = boxRoot(.x, 300, 100)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    let d = named("d")
    row.items = [a.boxed.width(60).flex(0), b.boxed.flex(2), c.boxed.flex(1), d.boxed.width(30).flex(-3)]
    let (_, diagnostics) = Diagnostics.collect { row.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    let flexLinks = row.managedConstraints.filter { $0.firstAttribute == .width && $0.secondItem != nil }
    #expect(flexLinks.count == 1)
    let link = try #require(flexLinks.first)
    #expect(link.firstItem === c)
    #expect(link.secondItem === b)
    #expect(link.multiplier == 0.5)
    #expect(link.relation == .equal)
    #expect(link.constant == 0)
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 100))
    #expect(b.frame == Rect(x: 60, y: 0, width: 140, height: 100))
    #expect(c.frame == Rect(x: 200, y: 0, width: 70, height: 100))
    #expect(d.frame == Rect(x: 270, y: 0, width: 30, height: 100))

    // A single flex item has no effect of its own.
    let single = boxRoot(.y, 100, 300)
    let e = named("e")
    let f = named("f")
    single.items = [e.boxed.flex(3).height(50).bottom(nil), f.boxed.top(nil).height(10)]
    single.layoutIfNeeded()
    #expect(!single.managedConstraints.contains { $0.firstAttribute == .height && $0.secondItem != nil })
    #expect(e.frame.height == 50)
  }

  // MARK: Direction

  /// The .x layout of items 43–45: insets T5 L20 B15 R40, spacing 10, three items in a 300×100 box.
  private func directionRow(_ configure: (BoxView) -> Void = { _ in }) -> (BoxView, View, View, View) {
    let row = boxRoot(.x, 300, 100)
    row.insets = EdgeInsets(top: 5, left: 20, bottom: 15, right: 40)
    row.spacing = 10
    configure(row)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    row.items = [
      a.boxed.left(3).width(50).right(2), b.boxed.left(4).width(60).right(nil),
      c.boxed.left(nil).width(30).right(6),
    ]
    row.layoutIfNeeded()
    return (row, a, b, c)
  }

  @Test(
    "43: .x axis: the chain runs left to right with left/right pins and the left/right insets at the ends")
  func horizontalChain() throws {
    let (row, a, b, c) = directionRow()
    #expect(a.frame == Rect(x: 23, y: 5, width: 50, height: 80))
    #expect(b.frame == Rect(x: 89, y: 5, width: 60, height: 80))
    #expect(c.frame == Rect(x: 224, y: 5, width: 30, height: 80))
    #expect(managed(row, a, .left, row, .left).first?.constant == 23)
    #expect(managed(row, b, .left, a, .right).first?.constant == 16)
    #expect(managed(row, row, .right, c, .right).first?.constant == 46)
    #expect(!relates(row, b, c))
  }

  @Test("44: RTL from an RTL application (sca unspecified): the x rules are mirrored")
  func rightToLeftApplication() {
    inRightToLeftApplication {
      let (_, a, b, c) = directionRow()
      #expect(a.frame == Rect(x: 227, y: 5, width: 50, height: 80))
      #expect(b.frame == Rect(x: 151, y: 5, width: 60, height: 80))
      #expect(c.frame == Rect(x: 46, y: 5, width: 30, height: 80))

      // Cross-axis left pin and left inset act on the right-hand side.
      let box = boxRoot(.y, 200, 100)
      box.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
      let d = named("d")
      box.items = [d.boxed.left(5).width(50).right(nil)]
      box.layoutIfNeeded()
      #expect(d.frame == Rect(x: 125, y: 0, width: 50, height: 100))

      // A positive cross-axis centreX offset moves left; the inset rectangle is mirrored (60…180).
      let centred = boxRoot(.y, 200, 100)
      centred.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 60)
      let e = named("e")
      centred.items = [e.boxed.width(40).centerX(offset: 5, padding: nil)]
      centred.layoutIfNeeded()
      #expect(e.frame == Rect(x: 95, y: 0, width: 40, height: 100))

      // A main-axis centreX offset in an .x box: mirrored inset rectangle 60…280, centre 170; −5 moves it
      // right, to 175.
      let row = boxRoot(.x, 300, 100)
      row.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 60)
      let f = named("f")
      row.items = [f.boxed.width(40).centerX(offset: -5, padding: nil)]
      row.layoutIfNeeded()
      #expect(f.frame == Rect(x: 155, y: 0, width: 40, height: 100))

      // A >= on the (mirrored) right side: the gap to the screen-left edge, right inset included, is >= 50.
      let open = boxRoot(.y, 200, 100)
      open.insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 40)
      let g = named("g")
      open.items = [g.boxed.width(50).left(nil).right(>=10)]
      pull(g.leftAnchor.constraint(equalTo: open.leftAnchor))
      open.layoutIfNeeded()
      #expect(g.frame == Rect(x: 50, y: 0, width: 50, height: 100))
    }
    // Back in a left-to-right application the same layout is not mirrored.
    let (_, a, _, _) = directionRow()
    #expect(a.frame.minX == 23)
  }

  @Test("44: RTL from sca forceRightToLeft in an LTR application: the x rules are mirrored")
  func forcedRightToLeft() {
    let (_, a, b, c) = directionRow { $0.semanticContentAttribute = .forceRightToLeft }
    #expect(a.frame == Rect(x: 227, y: 5, width: 50, height: 80))
    #expect(b.frame == Rect(x: 151, y: 5, width: 60, height: 80))
    #expect(c.frame == Rect(x: 46, y: 5, width: 30, height: 80))

    // Switching the box's sca back rebuilds the layout LTR.
    let (row, d, _, _) = directionRow { $0.semanticContentAttribute = .forceRightToLeft }
    row.semanticContentAttribute = .forceLeftToRight
    row.layoutIfNeeded()
    #expect(d.frame == Rect(x: 23, y: 5, width: 50, height: 80))
  }

  @Test(
    "45: sca forceLeftToRight, playback and spatial lay out LTR even in an RTL application",
    arguments: [SemanticContentAttribute.forceLeftToRight, .playback, .spatial])
  func leftToRightAttributes(_ attribute: SemanticContentAttribute) {
    inRightToLeftApplication {
      let (_, a, b, c) = directionRow { $0.semanticContentAttribute = attribute }
      #expect(a.frame == Rect(x: 23, y: 5, width: 50, height: 80))
      #expect(b.frame == Rect(x: 89, y: 5, width: 60, height: 80))
      #expect(c.frame == Rect(x: 224, y: 5, width: 30, height: 80))
    }
  }

  @Test("46: vertical rules are identical in LTR and RTL")
  func verticalRulesIgnoreDirection() {
    func layOut(rtlApplication: Bool, forced: Bool) -> [Double] {
      var result: [Double] = []
      let body = {
        let box = boxRoot(.y, 100, 400)
        box.insets = EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        box.spacing = 5
        if forced { box.semanticContentAttribute = .forceRightToLeft }
        let a = named("a")
        let b = named("b")
        let c = named("c")
        box.items = [
          a.boxed.height(50).bottom(3), b.boxed.top(7).height(60).bottom(nil),
          c.boxed.height(40).centerY(offset: 20, padding: nil),
        ]
        let row = boxRoot(.x, 300, 100)
        row.insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        if forced { row.semanticContentAttribute = .forceRightToLeft }
        let d = named("d")
        let e = named("e")
        row.items = [
          d.boxed.top(3).bottom(4), e.boxed.width(100).height(30).centerY(offset: -2, padding: nil),
        ]
        box.layoutIfNeeded()
        row.layoutIfNeeded()
        result = [a, b, c, d, e].flatMap { [$0.frame.minY, $0.frame.height] }
      }
      if rtlApplication { inRightToLeftApplication(body) } else { body() }
      return result
    }
    // c: inset rectangle 10…370, centre 190, + 20 → 210. e: 10…80, centre 45, − 2 → 43.
    let expected: [Double] = [10, 50, 75, 60, 190, 40, 13, 63, 28, 30]
    #expect(layOut(rtlApplication: false, forced: false) == expected)
    #expect(layOut(rtlApplication: false, forced: true) == expected)
    #expect(layOut(rtlApplication: true, forced: false) == expected)
  }

  // MARK: Priorities

  @Test("47: each generated constraint carries its pin's priority; flex links are required")
  func priorities() throws {
    let box = boxRoot(.y, 200, 300)
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.items = [
      a.boxed.top((==1).high()).left((==2).low()).right((>=3).exact(600)).bottom(nil)
        .height((==20).almostRequired).relativeWidth((*0.5).low(5)),
      b.boxed(layout: BoxLayout.zero.withTop(nil).with(.centerY, (==0).exact(300))).height(30).flex(1),
      c.boxed.bottom((==0).high(1)).flex(2),
    ]
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    func priority(
      _ first: any LayoutItem, _ attribute: LayoutAttribute, _ second: (any LayoutItem)?,
      _ secondAttribute: LayoutAttribute = .notAnAttribute
    ) -> Float? {
      managed(box, first, attribute, second, secondAttribute).first?.priority.rawValue
    }
    #expect(priority(a, .top, box, .top) == 750)
    #expect(priority(a, .left, box, .left) == 250)
    #expect(priority(box, .right, a, .right) == 600)
    #expect(priority(a, .height, nil) == 999)
    #expect(priority(a, .width, box, .width) == 255)
    #expect(priority(b, .centerY, box, .centerY) == 300)
    #expect(priority(b, .left, box, .left) == 1000)
    #expect(priority(c, .top, b, .bottom) == 1000)
    #expect(priority(box, .bottom, c, .bottom) == 751)
    let flexLink = try #require(managed(box, c, .height, b, .height).first)
    #expect(flexLink.priority == .required)
    #expect(flexLink.multiplier == 2)
    // b 30 tall and c twice that, flush with the bottom; the weak centre of b gives way.
    #expect(b.frame == Rect(x: 0, y: 210, width: 200, height: 30))
    #expect(c.frame == Rect(x: 0, y: 240, width: 200, height: 60))

    // Priorities decide between pins that cannot all hold: the higher one wins.
    for (leftPriority, rightPriority, expectedX) in [
      (LayoutPriority.defaultLow, LayoutPriority.defaultHigh, 130.0),
      (.defaultHigh, .defaultLow, 10.0),
    ] {
      let row = boxRoot(.y, 200, 100)
      let d = named("d")
      row.items = [
        d.boxed.width(50).left((==10).withPriority(leftPriority)).right((==20).withPriority(rightPriority))
      ]
      row.layoutIfNeeded()
      #expect(d.frame == Rect(x: expectedX, y: 0, width: 50, height: 100))
    }
  }
}
