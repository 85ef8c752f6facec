import Boxwood
import Testing

/// A detached box of a given size, laid out by `layoutIfNeeded()` (its frame is the root's).
@MainActor
func boxRoot(_ axis: BoxLayout.Axis, _ width: Double, _ height: Double) -> BoxView {
  let box = BoxView(frame: Rect(x: 0, y: 0, width: width, height: height))
  box.axis = axis
  box.debugName = "box"
  return box
}

@MainActor
func named(_ name: String) -> View {
  let view = View()
  view.debugName = name
  return view
}

/// The worked examples of the spec (A3.7), frame for frame.
@Suite("BoxView: worked examples")
@MainActor
struct BoxViewExampleTests {
  @Test("1: a .y box with insets, spacing, heights and a >= bottom (LTR and forced RTL)")
  func example1() {
    for rtl in [false, true] {
      let box = boxRoot(.y, 300, 400)
      box.insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      box.spacing = 5
      if rtl { box.semanticContentAttribute = .forceRightToLeft }
      let a = named("a")
      let b = named("b")
      box.items = [a.boxed.height(50).bottom(3), b.boxed.top(7).height(60).bottom(>=0)]
      box.layoutIfNeeded()
      let x = rtl ? 40.0 : 20.0
      #expect(a.frame == Rect(x: x, y: 10, width: 240, height: 50))
      #expect(b.frame == Rect(x: x, y: 75, width: 240, height: 60))
    }
  }

  @Test("2: a .x box chain, LTR and RTL")
  func example2() {
    for rtl in [false, true] {
      let box = boxRoot(.x, 300, 100)
      box.spacing = 10
      if rtl { box.semanticContentAttribute = .forceRightToLeft }
      let a = named("a")
      let b = named("b")
      box.items = [a.boxed.width(50), b.boxed.width(60).right(>=0)]
      box.layoutIfNeeded()
      #expect(
        a.frame
          == (rtl ? Rect(x: 250, y: 0, width: 50, height: 100) : Rect(x: 0, y: 0, width: 50, height: 100)))
      #expect(
        b.frame
          == (rtl ? Rect(x: 180, y: 0, width: 60, height: 100) : Rect(x: 60, y: 0, width: 60, height: 100)))
    }
  }

  @Test("3: centre pins with offsets against asymmetric insets")
  func example3() {
    for rtl in [false, true] {
      let box = boxRoot(.y, 200, 200)
      box.insets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 60)
      if rtl { box.semanticContentAttribute = .forceRightToLeft }
      let v = named("v")
      box.items = [v.boxed.width(40).height(40).centerX(offset: 5, padding: nil).centerY(padding: nil)]
      box.layoutIfNeeded()
      #expect(v.frame == Rect(x: rtl ? 95 : 65, y: 80, width: 40, height: 40))
    }
  }

  @Test("4: flex items share the main axis 1:2:1")
  func example4() {
    let box = boxRoot(.y, 100, 300)
    let a = named("a")
    let b = named("b")
    let spacer = BoxItem.flex(2)
    box.items = [a.boxed.flex(1), spacer, b.boxed.flex(1)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 75))
    #expect(spacer.guide?.layoutFrame == Rect(x: 0, y: 75, width: 100, height: 150))
    #expect(b.frame == Rect(x: 0, y: 225, width: 100, height: 75))
  }

  @Test("5: a relative width is relative to the whole box, insets not subtracted")
  func example5() {
    let box = boxRoot(.y, 400, 100)
    box.insets = EdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
    let v = named("v")
    box.items = [v.boxed.centerX(padding: nil).relativeWidth(0.5)]
    box.layoutIfNeeded()
    #expect(v.frame.width == 200)
    #expect(v.frame.minX == 100)
  }

  @Test("6: a >= bottom meeting a <= top is reported, naming both items")
  func example6() {
    let box = boxRoot(.y, 100, 300)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.bottom(>=5).height(20), b.boxed.top(<=3).height(20)]
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    let messages = diagnostics.errors.map(\.description)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("View(\"a\")") == true)
    #expect(messages.first?.contains("View(\"b\")") == true)
    // The rest of the layout is still built: a at the top, b at the bottom.
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == Rect(x: 0, y: 280, width: 100, height: 20))
  }

  @Test("7: excludeHiddenViews chains around a hidden view")
  func example7() {
    let box = boxRoot(.y, 100, 300)
    box.spacing = 10
    box.excludeHiddenViews = true
    let a = named("a")
    let b = named("b")
    let c = named("c")
    b.isHidden = true
    box.items = [a.boxed.height(20), b.boxed.height(30), c.boxed.height(20).bottom(>=0)]
    box.layoutIfNeeded()
    #expect(c.frame.minY == a.frame.maxY + 10)
    #expect(box.managedConstraints.contains { $0.firstItem === b && $0.firstAttribute == .height })
    #expect(!box.managedConstraints.contains { $0.firstItem === b && $0.firstAttribute != .height })
    b.isHidden = false
    box.layoutIfNeeded()
    #expect(b.frame.minY == a.frame.maxY + 10)
    #expect(c.frame.minY == b.frame.maxY + 10)
  }
}
