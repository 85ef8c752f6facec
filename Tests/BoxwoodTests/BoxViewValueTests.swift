import Boxwood
import Testing

/// A pin built without the DSL under test.
private func pin(
  _ constant: Double, _ relation: LayoutRelation = .equal, _ priority: LayoutPriority = .required
) -> BoxLayout.Pin {
  BoxLayout.Pin(constant: constant, relation: relation, priority: priority)
}

/// The zero layout with some fields changed, built without the builders under test.
private func zeroLayout(_ change: (inout BoxLayout) -> Void) -> BoxLayout {
  var layout = BoxLayout.zero
  change(&layout)
  return layout
}

/// The BoxView values and the pin DSL (checklist items 1–27).
@Suite("BoxView: values and DSL")
@MainActor
struct BoxViewValueTests {
  // MARK: Pins and operators

  @Test("1: ==10, >=10, <=10 build pins with constant 10, their relation, priority 1000")
  func prefixOperators() {
    let equal: BoxLayout.Pin = ==10
    let greater: BoxLayout.Pin = >=10
    let less: BoxLayout.Pin = <=10
    #expect(equal == pin(10, .equal))
    #expect(greater == pin(10, .greaterThanOrEqual))
    #expect(less == pin(10, .lessThanOrEqual))
    for made in [equal, greater, less] {
      #expect(made.constant == 10)
      #expect(made.priority == .required)
      #expect(made.priority.rawValue == 1000)
    }
    // The Double overloads give the same pins; `==` on a plain Int is not optional (decision E6).
    let double = 10.0
    #expect(==double == pin(10, .equal))
    #expect(>=double == pin(10, .greaterThanOrEqual))
    #expect(<=double == pin(10, .lessThanOrEqual))
    let int = 10
    let nonOptional: BoxLayout.Pin = ==int
    #expect(nonOptional == pin(10))
    #expect(>=(-2.5) == pin(-2.5, .greaterThanOrEqual))
  }

  @Test("2: prefix operators on optionals give nil for nil and a pin otherwise")
  func optionalOperators() {
    let nilDouble: Double? = nil
    let nilInt: Int? = nil
    #expect((==nilDouble) == nil)
    #expect((>=nilDouble) == nil)
    #expect((<=nilDouble) == nil)
    #expect((==nilInt) == nil)
    #expect((>=nilInt) == nil)
    #expect((<=nilInt) == nil)
    let someDouble: Double? = 4
    let someInt: Int? = 6
    #expect((==someDouble) == pin(4))
    #expect((>=someDouble) == pin(4, .greaterThanOrEqual))
    #expect((<=someDouble) == pin(4, .lessThanOrEqual))
    #expect((==someInt) == pin(6))
    #expect((>=someInt) == pin(6, .greaterThanOrEqual))
    #expect((<=someInt) == pin(6, .lessThanOrEqual))
  }

  @Test("3: Pin.greaterThanOrEqual() with no argument is >= 0; the factories pass nil through")
  func pinFactories() {
    #expect(BoxLayout.Pin.greaterThanOrEqual() == pin(0, .greaterThanOrEqual))
    #expect(BoxLayout.Pin.greaterThanOrEqual(7) == pin(7, .greaterThanOrEqual))
    #expect(BoxLayout.Pin.equal(3) == pin(3))
    #expect(BoxLayout.Pin.lessThanOrEqual(2) == pin(2, .lessThanOrEqual))
    #expect(BoxLayout.Pin.equal(nil) == nil)
    #expect(BoxLayout.Pin.greaterThanOrEqual(nil) == nil)
    #expect(BoxLayout.Pin.lessThanOrEqual(nil) == nil)
    #expect(BoxLayout.Pin.zero == pin(0))
    #expect(BoxLayout.Pin(12.5) == pin(12.5))
    #expect(BoxLayout.Pin() == pin(0))
  }

  @Test("4: withPriority keeps the constant and relation and sets the priority")
  func withPriority() {
    let lowered = (==10).withPriority(LayoutPriority(300))
    #expect(lowered == pin(10, .equal, 300))
    let greater = (>=4).withPriority(.defaultHigh)
    #expect(greater.constant == 4)
    #expect(greater.relation == .greaterThanOrEqual)
    #expect(greater.priority == .defaultHigh)
    let multi = BoxLayout.MultiPin(multiplier: 0.5, constant: 3, relation: .lessThanOrEqual)
      .withPriority(LayoutPriority(420))
    #expect(multi.multiplier == 0.5)
    #expect(multi.pin == pin(3, .lessThanOrEqual, 420))
  }

  @Test("5: almostRequired 999, required(-1) 999, high(5) 755, low() 250, exact(600) 600")
  func priorityModifiers() {
    let base = >=8
    #expect(base.almostRequired.priority.rawValue == 999)
    #expect(base.required(-1).priority.rawValue == 999)
    #expect(base.low(10).required().priority.rawValue == 1000)
    #expect(base.high(5).priority.rawValue == 755)
    #expect(base.high().priority.rawValue == 750)
    #expect(base.low().priority.rawValue == 250)
    #expect(base.low(-50).priority.rawValue == 200)
    #expect(base.exact(600).priority.rawValue == 600)
    // Only the priority changes.
    for modified in [base.almostRequired, base.required(-1), base.high(5), base.low(), base.exact(600)] {
      #expect(modified.constant == 8)
      #expect(modified.relation == .greaterThanOrEqual)
    }
    // MultiPin has the same modifiers.
    let multi = *0.5
    #expect(multi.almostRequired.priority.rawValue == 999)
    #expect(multi.required(-1).priority.rawValue == 999)
    #expect(multi.high(5).priority.rawValue == 755)
    #expect(multi.low().priority.rawValue == 250)
    #expect(multi.exact(600).priority.rawValue == 600)
    #expect(multi.exact(600).multiplier == 0.5)
  }

  @Test("6: a pin's description is the relation symbol and constant, then & priority when not required")
  func pinDescription() {
    #expect((==10).description == "10")
    #expect((>=10).description == ">=10")
    #expect((<=10).description == "<=10")
    #expect((==2.5).description == "2.5")
    #expect((>=(-3)).description == ">=-3")
    #expect((<=10).high().description == "<=10 & 750")
    #expect((==0).exact(600).description == "0 & 600")
    #expect((==10).required().description == "10")
  }

  @Test("7: the sum of pins joins relations, adds constants, keeps the lower priority; >= + <= is nil")
  func pinSum() {
    #expect((>=3) + (>=4) == pin(7, .greaterThanOrEqual))
    #expect((<=3) + (<=4) == pin(7, .lessThanOrEqual))
    #expect((==3) + (==4) == pin(7))
    #expect((==3) + (>=4) == pin(7, .greaterThanOrEqual))
    #expect((<=3) + (==4) == pin(7, .lessThanOrEqual))
    #expect((==3).high() + (==4).low(10) == pin(7, .equal, 260))
    #expect((>=1).low(10) + (==2).high() == pin(3, .greaterThanOrEqual, 260))
    #expect((>=3) + (<=4) == nil)
    #expect((<=3) + (>=4) == nil)
    let none: BoxLayout.Pin? = nil
    #expect(none + (==4) == nil)
    #expect((==4) + none == nil)
    // Public helpers (decision E3): a constant added, a priority set, a multiplier made.
    #expect((>=3) + 2.0 == pin(5, .greaterThanOrEqual))
    #expect(none + 2.0 == nil)
    #expect(((==3) & LayoutPriority.defaultLow) == pin(3, .equal, .defaultLow))
    #expect((LayoutPriority.defaultHigh & (<=1)) == pin(1, .lessThanOrEqual, .defaultHigh))
    let atLeast20: BoxLayout.Pin? = >=20.0
    let scaled = atLeast20 * 0.3
    #expect(scaled?.multiplier == 0.3)
    #expect(scaled?.pin == pin(20, .greaterThanOrEqual))
    let doubled = Optional(*0.5) * 2
    #expect(doubled?.multiplier == 1)
  }

  @Test("8: *0.5 builds MultiPin(multiplier 0.5, constant 0, ==)")
  func multiPinOperator() {
    let multi = *0.5
    #expect(multi.multiplier == 0.5)
    #expect(multi.constant == 0)
    #expect(multi.relation == .equal)
    #expect(multi.priority == .required)
    #expect(multi == BoxLayout.MultiPin(multiplier: 0.5, pin: .zero))
    #expect(multi == BoxLayout.MultiPin(0.5))
    #expect(BoxLayout.MultiPin(pin(4, .greaterThanOrEqual)).multiplier == 1)
    #expect(BoxLayout.MultiPin(Optional<BoxLayout.Pin>.none) == nil)
  }

  // MARK: BoxLayout

  @Test("9: BoxLayout() and BoxLayout.zero pin top, left, bottom and right at == 0 and nothing else")
  func zeroLayoutValue() {
    for layout in [BoxLayout(), BoxLayout.zero] {
      #expect(layout.top == pin(0))
      #expect(layout.left == pin(0))
      #expect(layout.bottom == pin(0))
      #expect(layout.right == pin(0))
      #expect(layout.centerX == nil)
      #expect(layout.centerY == nil)
      #expect(layout.width == nil)
      #expect(layout.height == nil)
      #expect(layout.relativeWidth == nil)
      #expect(layout.relativeHeight == nil)
      #expect(layout.flex == nil)
    }
    #expect(BoxLayout() == BoxLayout.zero)
  }

  @Test("10: withPins replaces exactly the four edges; omitted ones become == 0, nil clears")
  func withPins() {
    let made = BoxLayout.withPins(top: ==5, bottom: nil)
    #expect(made.top == pin(5))
    #expect(made.left == pin(0))
    #expect(made.bottom == nil)
    #expect(made.right == pin(0))
    #expect(made.centerX == nil && made.centerY == nil && made.width == nil)
    // The instance version keeps everything but the four edges, and resets omitted edges to == 0.
    var start = BoxLayout.zero
    start.left = ==9
    start.centerX = ==3
    start.width = ==50
    start.flex = 2
    let replaced = start.withPins(top: nil, right: >=1)
    #expect(replaced.top == nil)
    #expect(replaced.left == pin(0))
    #expect(replaced.bottom == pin(0))
    #expect(replaced.right == pin(1, .greaterThanOrEqual))
    #expect(replaced.centerX == pin(3))
    #expect(replaced.width == pin(50))
    #expect(replaced.flex == 2)
    #expect(BoxLayout.withPins() == BoxLayout.zero)
  }

  @Test("11: boxEdgePins([.left: ==5, .top: nil]) → left 5, top cleared, right and bottom zero")
  func boxEdgePins() {
    let layout = BoxLayout.boxEdgePins([.left: ==5, .top: nil])
    #expect(layout.left == pin(5))
    #expect(layout.top == nil)
    #expect(layout.right == pin(0))
    #expect(layout.bottom == pin(0))
    #expect(layout.centerX == nil && layout.centerY == nil)
    let centred = BoxLayout.boxEdgePins([.centerY: >=2])
    #expect(centred == zeroLayout { $0.centerY = pin(2, .greaterThanOrEqual) })
  }

  @Test("12: BoxLayout.with(.centerX, ==3) sets centerX only")
  func withEdge() {
    #expect(BoxLayout.zero.with(.centerX, ==3) == zeroLayout { $0.centerX = pin(3) })
    #expect(BoxLayout.zero.with(.centerY, <=1) == zeroLayout { $0.centerY = pin(1, .lessThanOrEqual) })
    #expect(BoxLayout.zero.with(.bottom, nil) == zeroLayout { $0.bottom = nil })
    #expect(BoxLayout.zero.with(.left, ==7).pinForEdge(.left) == pin(7))
    var set = BoxLayout.zero
    set.setPin(==4, for: .right)
    #expect(set.pinForEdge(.right) == pin(4))
    #expect(
      BoxLayout.zero.withLeft(==1).withRight(==2).withTop(==3).withBottom(==4)
        == zeroLayout {
          $0.left = pin(1)
          $0.right = pin(2)
          $0.top = pin(3)
          $0.bottom = pin(4)
        })
  }

  @Test("13: BoxLayout.description lists non-nil edges as name:pin in BoxEdge order")
  func layoutDescription() {
    #expect(BoxLayout.zero.description == "top:0, left:0, right:0, bottom:0")
    var layout = BoxLayout.zero
    layout.centerY = ==2
    layout.centerX = >=1
    layout.left = ==5
    layout.right = nil
    layout.bottom = (<=4).high()
    layout.width = ==100
    layout.relativeHeight = *0.5
    layout.flex = 3
    #expect(layout.description == "top:0, left:5, bottom:<=4 & 750, centerX:>=1, centerY:2")
    var empty = BoxLayout.zero
    empty = empty.withPins(top: nil, left: nil, bottom: nil, right: nil)
    #expect(empty.description == "")
    #expect(BoxEdge.allCases.map(\.str) == ["top", "left", "right", "bottom", "centerX", "centerY"])
  }

  // MARK: Items

  @Test("14: view.boxed and view.bi give the zero layout; boxed(layout:) uses the given one")
  func boxedItems() {
    let view = View()
    #expect(view.boxed.view === view)
    #expect(view.boxed.guide == nil)
    #expect(view.boxed.layout == BoxLayout.zero)
    #expect(view.bi.view === view)
    #expect(view.bi.layout == BoxLayout.zero)
    let layout = BoxLayout.zero.with(.centerX, ==2).withWidth(==10)
    let item = view.boxed(layout: layout)
    #expect(item.view === view)
    #expect(item.layout == layout)
    #expect(BoxItem(view: view).layout == BoxLayout.zero)
  }

  @Test("15: item.left(20) sets only left == 20")
  func leftValue() {
    let view = View()
    #expect(view.boxed.left(20).layout == zeroLayout { $0.left = pin(20) })
    #expect(view.boxed.right(21).layout == zeroLayout { $0.right = pin(21) })
    #expect(view.boxed.top(22).layout == zeroLayout { $0.top = pin(22) })
    #expect(view.boxed.bottom(23).layout == zeroLayout { $0.bottom = pin(23) })
    #expect(view.boxed.left(>=5).layout == zeroLayout { $0.left = pin(5, .greaterThanOrEqual) })
    // A new item with the same object; the original is unchanged.
    let original = view.boxed
    let modified = original.left(20)
    #expect(modified.view === view)
    #expect(original.layout == BoxLayout.zero)
  }

  @Test("16: item.left(nil) clears the left pin")
  func clearEdges() {
    let view = View()
    #expect(view.boxed.left(nil).layout == zeroLayout { $0.left = nil })
    #expect(view.boxed.right(nil).layout == zeroLayout { $0.right = nil })
    #expect(view.boxed.top(nil).layout == zeroLayout { $0.top = nil })
    #expect(view.boxed.bottom(nil).layout == zeroLayout { $0.bottom = nil })
  }

  @Test("17: all(8) sets four edges == 8; all(nil) clears them; allX/allY set two edges")
  func allEdges() {
    let view = View()
    let item = view.boxed.left(>=1).centerX(offset: 2, padding: nil)
    let all = view.boxed.all(8).layout
    #expect([all.top, all.left, all.bottom, all.right] == [pin(8), pin(8), pin(8), pin(8)])
    let cleared = view.boxed.all(nil).layout
    #expect([cleared.top, cleared.left, cleared.bottom, cleared.right] == [nil, nil, nil, nil])
    #expect(
      view.boxed.allX(6).layout
        == zeroLayout {
          $0.left = pin(6)
          $0.right = pin(6)
        })
    #expect(
      view.boxed.allY(7).layout
        == zeroLayout {
          $0.top = pin(7)
          $0.bottom = pin(7)
        })
    #expect(
      view.boxed.allX(nil).layout
        == zeroLayout {
          $0.left = nil
          $0.right = nil
        })
    #expect(
      view.boxed.allY(nil).layout
        == zeroLayout {
          $0.top = nil
          $0.bottom = nil
        })
    // Other fields survive.
    #expect(item.all(3).layout.centerX == pin(2))
  }

  @Test("18: item.insets(e) sets the four edges from the insets")
  func insetsItem() {
    let layout = View().boxed.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).layout
    #expect(layout.top == pin(1))
    #expect(layout.left == pin(2))
    #expect(layout.bottom == pin(3))
    #expect(layout.right == pin(4))
    #expect(layout.centerX == nil && layout.centerY == nil)
  }

  @Test("19: centerX() → centerX == 0 and sides >= 0; centerX(offset: 4, padding: 10) → == 4, sides >= 10")
  func centerXItem() {
    let view = View()
    #expect(
      view.boxed.centerX().layout
        == zeroLayout {
          $0.centerX = pin(0)
          $0.left = pin(0, .greaterThanOrEqual)
          $0.right = pin(0, .greaterThanOrEqual)
        })
    #expect(
      view.boxed.centerX(offset: 4, padding: 10).layout
        == zeroLayout {
          $0.centerX = pin(4)
          $0.left = pin(10, .greaterThanOrEqual)
          $0.right = pin(10, .greaterThanOrEqual)
        })
    #expect(
      view.boxed.centerY(offset: -2, padding: 3).layout
        == zeroLayout {
          $0.centerY = pin(-2)
          $0.top = pin(3, .greaterThanOrEqual)
          $0.bottom = pin(3, .greaterThanOrEqual)
        })
    // The static layouts agree.
    #expect(BoxLayout.xCentered(offset: 4, padding: 10) == view.boxed.centerX(offset: 4, padding: 10).layout)
    #expect(BoxLayout.yCentered() == view.boxed.centerY().layout)
  }

  @Test("20: centerX(padding: nil) clears left and right; centerY(padding: nil) clears top and bottom")
  func centerWithoutPadding() {
    let view = View()
    #expect(
      view.boxed.centerX(padding: nil).layout
        == zeroLayout {
          $0.centerX = pin(0)
          $0.left = nil
          $0.right = nil
        })
    #expect(
      view.boxed.centerY(offset: 5, padding: nil).layout
        == zeroLayout {
          $0.centerY = pin(5)
          $0.top = nil
          $0.bottom = nil
        })
    // Decision E1: the static layouts clear the sides too.
    #expect(
      BoxLayout.xCentered(offset: 1, padding: nil) == view.boxed.centerX(offset: 1, padding: nil).layout)
    #expect(BoxLayout.yCentered(padding: nil) == view.boxed.centerY(padding: nil).layout)
  }

  @Test("21: width(50)/height(50) set absolute sizes; the Pin overloads keep relation and priority")
  func absoluteSizes() {
    let view = View()
    let sized = view.boxed.width(50).height(50).layout
    #expect(sized.width == pin(50))
    #expect(sized.height == pin(50))
    #expect(sized.relativeWidth == nil && sized.relativeHeight == nil)
    #expect(
      sized
        == zeroLayout {
          $0.width = pin(50)
          $0.height = pin(50)
        })
    let pinned = view.boxed.width((>=30).high()).height((<=20).exact(600)).layout
    #expect(pinned.width == pin(30, .greaterThanOrEqual, .defaultHigh))
    #expect(pinned.height == pin(20, .lessThanOrEqual, 600))
  }

  @Test("22: relativeWidth(0.5) sets MultiPin(0.5); the MultiPin overload keeps constant, relation, priority")
  func relativeSizes() {
    let view = View()
    let half = view.boxed.relativeWidth(0.5).relativeHeight(0.25).layout
    #expect(half.relativeWidth == BoxLayout.MultiPin(0.5))
    #expect(half.relativeWidth?.constant == 0)
    #expect(half.relativeWidth?.relation == .equal)
    #expect(half.relativeHeight == BoxLayout.MultiPin(0.25))
    #expect(half.width == nil && half.height == nil)
    let multi = BoxLayout.MultiPin(multiplier: 0.3, pin: pin(20, .greaterThanOrEqual, .defaultLow))
    let kept = view.boxed.relativeWidth(multi).relativeHeight(multi).layout
    #expect(kept.relativeWidth?.multiplier == 0.3)
    #expect(kept.relativeWidth?.constant == 20)
    #expect(kept.relativeWidth?.relation == .greaterThanOrEqual)
    #expect(kept.relativeWidth?.priority == .defaultLow)
    #expect(kept.relativeHeight == multi)
  }

  @Test(
    "23: size sets width and height; point sets left/top only; rect sets left/top/size, clears right/bottom")
  func geometryItems() {
    let view = View()
    #expect(
      view.boxed.size(Size(width: 30, height: 40)).layout
        == zeroLayout {
          $0.width = pin(30)
          $0.height = pin(40)
        })
    #expect(
      view.boxed.point(Point(x: 5, y: 6)).layout
        == zeroLayout {
          $0.left = pin(5)
          $0.top = pin(6)
        })
    #expect(
      view.boxed.rect(Rect(x: 1, y: 2, width: 3, height: 4)).layout
        == zeroLayout {
          $0.left = pin(1)
          $0.top = pin(2)
          $0.width = pin(3)
          $0.height = pin(4)
          $0.right = nil
          $0.bottom = nil
        })
  }

  @Test("24: flex(2) sets flex 2; the default argument is 1")
  func flexItem() {
    let view = View()
    #expect(view.boxed.flex(2).layout == zeroLayout { $0.flex = 2 })
    #expect(view.boxed.flex().layout.flex == 1)
    #expect(view.boxed.layout.flex == nil)
  }

  @Test("25: useIf(false) → nil; useIfVisible → nil for hidden views and for guide items")
  func conditions() {
    let view = View()
    #expect(view.boxed.useIf(false) == nil)
    #expect(view.boxed.left(3).useIf(true)?.view === view)
    #expect(view.boxed.left(3).useIf(true)?.layout.left == pin(3))
    #expect(view.boxed.useIfVisible?.view === view)
    view.isHidden = true
    #expect(view.boxed.useIfVisible == nil)
    #expect(BoxItem.guide().useIfVisible == nil)
    #expect(BoxItem.guide().useIf(true) != nil)
  }

  @Test("26: static guide items hold a new guide with the zero layout plus one attribute")
  func guideItems() {
    let plain = BoxItem.guide()
    #expect(plain.guide != nil)
    #expect(plain.view == nil)
    #expect(plain.layout == BoxLayout.zero)
    #expect(BoxItem.guide().guide !== plain.guide)
    let cases: [(BoxItem, BoxLayout)] = [
      (BoxItem.width(30), zeroLayout { $0.width = pin(30) }),
      (BoxItem.width((>=5).low()), zeroLayout { $0.width = pin(5, .greaterThanOrEqual, .defaultLow) }),
      (BoxItem.height(40), zeroLayout { $0.height = pin(40) }),
      (BoxItem.height(<=9), zeroLayout { $0.height = pin(9, .lessThanOrEqual) }),
      (BoxItem.relativeWidth(0.5), zeroLayout { $0.relativeWidth = BoxLayout.MultiPin(0.5) }),
      (BoxItem.relativeWidth(*0.2), zeroLayout { $0.relativeWidth = BoxLayout.MultiPin(0.2) }),
      (BoxItem.relativeHeight(0.25), zeroLayout { $0.relativeHeight = BoxLayout.MultiPin(0.25) }),
      (BoxItem.relativeHeight(*0.75), zeroLayout { $0.relativeHeight = BoxLayout.MultiPin(0.75) }),
      (BoxItem.flex(3), zeroLayout { $0.flex = 3 }),
      (BoxItem.flex(), zeroLayout { $0.flex = 1 }),
    ]
    var guides: [LayoutGuide] = []
    for (item, layout) in cases {
      #expect(item.layout == layout)
      #expect(item.view == nil)
      #expect(item.guide != nil)
      if let guide = item.guide {
        #expect(!guides.contains { $0 === guide })
        guides.append(guide)
      }
    }
    #expect(guides.count == cases.count)
  }

  @Test("27: [views].boxed maps to zero-layout items; inBoxView returns a configured box holding them")
  func arrays() {
    let views = [View(), View(), View()]
    for items in [views.boxed, views.bi] {
      #expect(items.count == 3)
      for (item, view) in zip(items, views) {
        #expect(item.view === view)
        #expect(item.layout == BoxLayout.zero)
      }
    }
    let layout = BoxLayout.zero.withLeft(==4)
    #expect(views.boxed(layout: layout).allSatisfy { $0.layout == layout })
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let box = views.inBoxView(axis: .x, spacing: 5, insets: insets)
    #expect(box.axis == .x)
    #expect(box.spacing == 5)
    #expect(box.insets == insets)
    #expect(box.items.count == 3)
    #expect(zip(box.items, views).allSatisfy { $0.view === $1 && $0.layout == BoxLayout.zero })
    #expect(box.subviews.count == 3)
    #expect(views.allSatisfy { $0.superview === box })
    #expect(box.translatesAutoresizingMaskIntoConstraints == false)
    let defaults = views.inBoxView()
    #expect(defaults.axis == .y)
    #expect(defaults.spacing == 0)
    #expect(defaults.insets == .zero)
  }
}
