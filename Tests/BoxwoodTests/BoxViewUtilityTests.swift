import Boxwood
import Testing

/// A detached root with a translated child `w` at (10, 20, 50, 30) and a constraint-driven child `v`.
/// Callers keep the root alive (`withExtendedLifetime`): the children do not own it.
@MainActor
private func pinScene() -> (root: View, v: View, w: View) {
  let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
  root.debugName = "root"
  let w = View.named("w", frame: Rect(x: 10, y: 20, width: 50, height: 30))
  let v = View.named("v")
  v.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(w)
  root.addSubview(v)
  return (root, v, w)
}

@Suite("BoxView: constraint utilities")
@MainActor
struct BoxViewUtilityTests {
  // MARK: addBoxItems

  @Test(
    "85: addBoxItems on a plain view adds the item views and returns active constraints by BoxView's rules")
  func addBoxItemsOnView() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let a = View.named("a")
    let b = View.named("b")
    let constraints = root.addBoxItems(
      [a.boxed.height(20), b.boxed.top(10).height(30).bottom(>=0)], axis: .y, spacing: 5,
      insets: EdgeInsets(top: 10, left: 20, bottom: 0, right: 20))
    #expect(a.superview === root)
    #expect(b.superview === root)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(!b.translatesAutoresizingMaskIntoConstraints)
    // a: top, left, right; a→b link; b: left, right, bottom; two heights.
    #expect(constraints.count == 9)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(
      constraints.contains {
        $0.firstItem === b && $0.firstAttribute == .top && $0.secondItem === a
          && $0.secondAttribute == .bottom
          && $0.constant == 15
      })
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 20, y: 10, width: 260, height: 20))
    #expect(b.frame == Rect(x: 20, y: 45, width: 260, height: 30))

    // An .x layout with nil insets (zero); nothing tracks the result.
    let row = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    let c = View.named("c")
    let d = View.named("d")
    let rowConstraints = row.addBoxItems([c.boxed.width(30), d.boxed], axis: .x, spacing: 10, insets: nil)
    row.layoutIfNeeded()
    #expect(c.frame == Rect(x: 0, y: 0, width: 30, height: 40))
    #expect(d.frame == Rect(x: 40, y: 0, width: 60, height: 40))
    #expect(rowConstraints.count == 8)
    #expect(rowConstraints.allSatisfy { $0.isActive })
  }

  @Test("86: addBoxItems on a layout guide does not add the item views as children")
  func addBoxItemsOnGuide() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let holder = View.named("holder", frame: Rect(x: 0, y: 0, width: 300, height: 200))
    root.addSubview(holder)
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      guide.widthAnchor.constraint(equalToConstant: 100),
      guide.heightAnchor.constraint(equalToConstant: 50),
    ])
    let v = View.named("v")
    holder.addSubview(v)
    let constraints = guide.addBoxItems([v.boxed.left(5)])
    #expect(v.superview === holder)
    #expect(!v.translatesAutoresizingMaskIntoConstraints)
    #expect(constraints.count == 4)
    #expect(constraints.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 15, y: 20, width: 95, height: 50))
  }

  @Test("87: guide.addBoxedView(v) adds v to the guide's owning view and pins it flush to the guide")
  func guideAddBoxedView() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      guide.widthAnchor.constraint(equalToConstant: 60),
      guide.heightAnchor.constraint(equalToConstant: 70),
    ])
    let v = View.named("v")
    let constraints = guide.addBoxedView(v)
    #expect(v.superview === root)
    #expect(constraints.count == 4)
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 30, y: 40, width: 60, height: 70))

    // With an explicit parent.
    let holder = View.named("holder", frame: Rect(x: 0, y: 0, width: 300, height: 200))
    root.addSubview(holder)
    let w = View.named("w")
    guide.addBoxedView(w, to: holder)
    #expect(w.superview === holder)
    root.layoutIfNeeded()
    #expect(w.frame == Rect(x: 30, y: 40, width: 60, height: 70))
  }

  // MARK: pin

  @Test("88: v.pin(.top, to: .bottom, of: w, offset: 20) makes v.top == w.bottom + 20, active")
  func pinEdgeToEdge() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let constraint = v.pin(.top, to: .bottom, of: w, offset: 20)
    #expect(constraint.isActive)
    #expect(constraint.firstItem === v)
    #expect(constraint.firstAttribute == .top)
    #expect(constraint.secondItem === w)
    #expect(constraint.secondAttribute == .bottom)
    #expect(constraint.relation == .equal)
    #expect(constraint.constant == 20)
    v.pin(.left, of: w, pin: >=0)
    v.pinSize(Size(width: 5, height: 5))
    root.layoutIfNeeded()
    #expect(v.frame.minY == 70)
    #expect(v.frame.minX >= 10)
  }

  @Test("89: pin with default sca maps left/right to leading/trailing; activate: false returns it inactive")
  func pinDirectionAndActivation() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let left = v.pin(.left, of: w, pin: ==5)
    #expect(left.firstAttribute == .leading)
    #expect(left.secondAttribute == .leading)
    let right = v.pin(.right, to: .left, of: w, offset: -3)
    #expect(right.firstAttribute == .trailing)
    #expect(right.secondAttribute == .leading)
    #expect(right.isActive)
    // Fixed directions use left/right.
    let fixed = v.pin(.left, of: w, offset: 1, sca: .forceLeftToRight, activate: false)
    #expect(fixed.firstAttribute == .left)
    #expect(!fixed.isActive)
    // Forced right-to-left mirrors and negates (decision E12).
    let mirrored = v.pin(.left, of: w, pin: >=10, sca: .forceRightToLeft, activate: false)
    #expect(mirrored.firstAttribute == .right)
    #expect(mirrored.secondAttribute == .right)
    #expect(mirrored.constant == -10)
    #expect(mirrored.relation == .lessThanOrEqual)
    // Vertical edges are untouched by sca.
    let top = v.pin(.top, of: w, offset: 4, sca: .forceRightToLeft, activate: false)
    #expect(top.firstAttribute == .top)
    #expect(top.constant == 4)
    // Priority comes from the pin.
    let low = v.pin(.top, of: w, pin: (==2).low(), activate: false)
    #expect(low.priority == .defaultLow)

    // Under a right-to-left application the default pins mirror; the inactive ones did nothing.
    let saved = LayoutDirection.application
    LayoutDirection.application = .rightToLeft
    defer { LayoutDirection.application = saved }
    let other = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let x = View.named("x")
    x.translatesAutoresizingMaskIntoConstraints = false
    other.addSubview(x)
    x.pin(.left, of: other, offset: 10)
    x.pinSize(Size(width: 20, height: 20))
    x.pin(.top, of: other)
    other.layoutIfNeeded()
    #expect(x.frame == Rect(x: 70, y: 0, width: 20, height: 20))
  }

  @Test(
    "90: pinWidth(to:offset:) relates widths with a constant; pinHeight(to:multiPin:) uses the multiplier")
  func pinRelativeSizes() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let width = v.pinWidth(to: w, offset: 100)
    #expect(width.firstItem === v)
    #expect(width.firstAttribute == .width)
    #expect(width.secondItem === w)
    #expect(width.secondAttribute == .width)
    #expect(width.constant == 100)
    #expect(width.multiplier == 1)
    #expect(width.isActive)
    let height = v.pinHeight(to: w, multiPin: *0.5)
    #expect(height.multiplier == 0.5)
    #expect(height.secondAttribute == .height)
    #expect(height.isActive)
    let pinned = v.pinHeight(to: w, pin: (>=3).high())
    #expect(pinned.relation == .greaterThanOrEqual)
    #expect(pinned.constant == 3)
    #expect(pinned.priority == .defaultHigh)
    v.pin(.left, of: root)
    v.pin(.top, of: root)
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 0, y: 0, width: 150, height: 15))
  }

  @Test("91: pinWidth(50), pinHeight(>=20) and pinSize(s) make active absolute size constraints")
  func pinAbsoluteSizes() {
    let (root, v, _) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let width = v.pinWidth(50)
    #expect(width.firstAttribute == .width)
    #expect(width.secondItem == nil)
    #expect(width.constant == 50)
    #expect(width.isActive)
    let height = v.pinHeight(>=20)
    #expect(height.relation == .greaterThanOrEqual)
    #expect(height.constant == 20)
    #expect(height.isActive)
    let u = View.named("u")
    u.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(u)
    let size = u.pinSize(Size(width: 30, height: 40))
    #expect(size.count == 2)
    #expect(size.map(\.firstAttribute) == [.width, .height])
    #expect(size.map(\.constant) == [30, 40])
    #expect(size.allSatisfy { $0.isActive })
    v.pin(.top, of: root)
    v.pin(.left, of: root)
    u.pin(.top, of: root)
    u.pin(.left, of: root)
    root.layoutIfNeeded()
    #expect(v.frame.width == 50)
    #expect(v.frame.height >= 20)
    #expect(u.frame == Rect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test("92: pinAspect(2) makes height == 2 × width; pinAspectFromSize(4×3) height == 0.75 × width")
  func pinAspect() {
    let (root, v, _) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let aspect = v.pinAspect(2)
    #expect(aspect.firstItem === v)
    #expect(aspect.firstAttribute == .height)
    #expect(aspect.secondItem === v)
    #expect(aspect.secondAttribute == .width)
    #expect(aspect.multiplier == 2)
    #expect(aspect.isActive)
    v.pinWidth(30)
    v.pin(.top, of: root)
    v.pin(.left, of: root)
    let u = View.named("u")
    u.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(u)
    let fromSize = u.pinAspectFromSize(Size(width: 4, height: 3))
    #expect(fromSize?.multiplier == 0.75)
    #expect(fromSize?.isActive == true)
    u.pinWidth(40)
    u.pin(.top, of: root)
    u.pin(.left, of: root)
    root.layoutIfNeeded()
    #expect(v.frame.size == Size(width: 30, height: 60))
    #expect(u.frame.size == Size(width: 40, height: 30))
  }

  @Test("93: pinAspectFromSize with a zero width returns nil and creates nothing")
  func pinAspectFromZeroWidth() {
    let (root, v, _) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let (constraint, diagnostics) = Diagnostics.collect { v.pinAspectFromSize(Size(width: 0, height: 3)) }
    #expect(constraint == nil)
    #expect(v.constraints.isEmpty)
    #expect(diagnostics.errors.count == 1)
  }

  @Test("94: [a, b, c].pinSameWidth() makes b and c as wide as a (2 constraints); pinSameHeight alike")
  func pinSameDimensions() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let a = View.named("a", frame: Rect(x: 0, y: 0, width: 40, height: 10))
    let b = View.named("b")
    let c = View.named("c")
    b.translatesAutoresizingMaskIntoConstraints = false
    c.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(a)
    root.addSubview(b)
    root.addSubview(c)
    for view in [b, c] {
      view.pin(.top, of: root)
      view.pin(.left, of: root)
    }
    let widths = [a, b, c].pinSameWidth()
    #expect(widths.count == 2)
    #expect(widths.map { $0.firstItem === b || $0.firstItem === c } == [true, true])
    #expect(widths.allSatisfy { $0.secondItem === a && $0.firstAttribute == .width && $0.isActive })
    let heights = [a, b, c].pinSameHeight()
    #expect(heights.count == 2)
    #expect(heights.allSatisfy { $0.secondItem === a && $0.firstAttribute == .height && $0.isActive })
    root.layoutIfNeeded()
    #expect(b.frame.size == Size(width: 40, height: 10))
    #expect(c.frame.size == Size(width: 40, height: 10))
    // Elements identical to the first are skipped.
    #expect([a, a, b].pinSameWidth().count == 1)
    #expect([View]().pinSameHeight().isEmpty)
  }

  @Test("95: pinSameEdge returns an inactive constraint")
  func pinSameEdge() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let constraint = v.pinSameEdge(.bottom, to: w, pin: ==4)
    #expect(!constraint.isActive)
    #expect(constraint.firstAttribute == .bottom)
    #expect(constraint.secondAttribute == .bottom)
    #expect(constraint.secondItem === w)
    #expect(constraint.constant == 4)
    #expect(v.constraints.isEmpty)
  }

  @Test("96: view.al turns autoresizing translation off and returns the view")
  func al() {
    let v = View.named("v")
    let returned = v.al
    #expect(returned === v)
    #expect(!v.translatesAutoresizingMaskIntoConstraints)
    let root = View()
    root.addSubview(Label("text").al)
    #expect(root.subviews.first?.translatesAutoresizingMaskIntoConstraints == false)
  }

  // MARK: Removing constraints

  @Test(
    "97: bxRemoveConstraintsForAttribute(.width) removes the view's constraints whose first attribute is width"
  )
  func removeConstraintsForAttribute() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let width = v.pinWidth(50)
    let widthToW = v.pinWidth(to: w)
    let height = v.pinHeight(20)
    let othersWidth = w.pinWidth(to: v)
    v.bxRemoveConstraintsForAttribute(.width)
    #expect(!width.isActive)
    #expect(!widthToW.isActive)
    #expect(height.isActive)
    #expect(othersWidth.isActive)
  }

  @Test("98: bxRemoveConstraintsToView(w) removes the view's constraints that mention w")
  func removeConstraintsToView() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let vToW = v.pin(.top, of: w)
    let wToV = w.pin(.left, of: v)
    let own = v.pinWidth(10)
    let vToRoot = v.pin(.left, of: root)
    let x = View.named("x")
    root.addSubview(x)
    let xToW = x.pin(.top, of: w)
    v.bxRemoveConstraintsToView(w)
    #expect(!vToW.isActive)
    #expect(!wToV.isActive)
    #expect(own.isActive)
    #expect(vToRoot.isActive)
    #expect(xToW.isActive)
  }

  // MARK: Frames, priorities

  @Test(
    "99: insertionFrameBelow / insertionFrameOnRight give zero-height / zero-width rects at the view's edge")
  func insertionFrames() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let container = View.named("container", frame: Rect(x: 5, y: 5, width: 100, height: 100))
    let v = View.named("v", frame: Rect(x: 10, y: 20, width: 30, height: 40))
    root.addSubview(container)
    container.addSubview(v)
    #expect(root.insertionFrameBelow(view: v) == Rect(x: 15, y: 65, width: 30, height: 0))
    #expect(root.insertionFrameOnRight(view: v) == Rect(x: 45, y: 25, width: 0, height: 40))
    #expect(container.insertionFrameBelow(view: v) == Rect(x: 10, y: 60, width: 30, height: 0))
    #expect(container.insertionFrameOnRight(view: v) == Rect(x: 40, y: 20, width: 0, height: 40))
  }

  @Test("100: huggingX/Y and resistanceX/Y set and read content hugging and compression resistance")
  func huggingAndResistance() {
    let v = View()
    v.huggingX = .defaultLow
    v.huggingY = .defaultHigh
    v.resistanceX = LayoutPriority(300)
    v.resistanceY = .required
    #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(v.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(v.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(300))
    #expect(v.contentCompressionResistancePriority(for: .vertical) == .required)
    v.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
    v.setContentCompressionResistancePriority(LayoutPriority(2), for: .vertical)
    #expect(v.huggingX == LayoutPriority(1))
    #expect(v.huggingY == .defaultHigh)
    #expect(v.resistanceX == LayoutPriority(300))
    #expect(v.resistanceY == LayoutPriority(2))
  }

  // MARK: ConstraintSwitch

  @Test("101: ConstraintSwitch.state = true deactivates offSet, activates onSet, then calls the handler")
  func constraintSwitchState() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let on = v.pinWidth(to: w, offset: 10)
    let off = v.pinWidth(20)
    let onlySwitch = ConstraintSwitch(onSet: [on], offSet: [off])
    var seen: [[Bool]] = []
    onlySwitch.stateChangeHandler = { state in seen.append([state, on.isActive, off.isActive]) }
    onlySwitch.state = true
    #expect(on.isActive)
    #expect(!off.isActive)
    onlySwitch.state = false
    #expect(!on.isActive)
    #expect(off.isActive)
    // The handler ran after the sets were switched: [state, on active, off active].
    #expect(seen == [[true, true, false], [false, false, true]])
  }

  @Test("102: assigning onSet/offSet activates or deactivates the new set according to the state")
  func constraintSwitchSets() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let sw = ConstraintSwitch()
    #expect(!sw.state)
    let on = v.pinWidth(to: w)
    #expect(on.isActive)
    sw.onSet = [on]
    #expect(!on.isActive)
    let off = v.widthAnchor.constraint(equalToConstant: 10)
    sw.offSet = [off]
    #expect(off.isActive)
    sw.state = true
    let on2 = v.heightAnchor.constraint(equalToConstant: 5)
    sw.onSet = [on2]
    #expect(on2.isActive)
    let off2 = v.pinHeight(5)
    sw.offSet = [off2]
    #expect(!off2.isActive)
  }

  @Test("103: ConstraintSwitch(state:onSet:offSet:) changes no activation state at construction")
  func constraintSwitchInit() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let inactiveOn = v.pin(.top, of: w, activate: false)
    let activeOff = v.pinWidth(20)
    let sw = ConstraintSwitch(state: true, onSet: [inactiveOn, nil], offSet: [activeOff])
    #expect(sw.state)
    #expect(sw.onSet.count == 1)
    #expect(sw.offSet.count == 1)
    #expect(!inactiveOn.isActive)
    #expect(activeOff.isActive)
    sw.state = true
    #expect(inactiveOn.isActive)
    #expect(!activeOff.isActive)
  }

  // MARK: Old spellings

  @Test("104: deprecated bx… helpers behave like their modern equivalents (nil target → absolute size)")
  func deprecatedHelpers() {
    DeprecatedSpellings.helpers()
  }

  @Test("105: old item spellings map to the new API")
  func oldSpellings() {
    DeprecatedSpellings.itemSpellings()
  }
}

/// The deprecated API, exercised from deprecated functions: only the two calls from the tests warn.
@MainActor
private enum DeprecatedSpellings {
  @available(*, deprecated, message: "exercises the deprecated BoxView spellings")
  static func helpers() {
    let (root, v, w) = pinScene()
    defer { withExtendedLifetime(root) {} }
    let pinned = v.bxPin(.top, to: .bottom, of: w, offset: 20)
    #expect(pinned.firstAttribute == .top)
    #expect(pinned.secondAttribute == .bottom)
    #expect(pinned.secondItem === w)
    #expect(pinned.constant == 20)
    #expect(pinned.isActive)
    let left = v.bxPin(.left, of: w)
    #expect(left.firstAttribute == .leading)

    let relativeHeight = v.bxPinHeight(5, to: w)
    #expect(relativeHeight.secondItem === w)
    #expect(relativeHeight.secondAttribute == .height)
    #expect(relativeHeight.constant == 5)
    let absoluteWidth = v.bxPinWidth(70, to: nil)
    #expect(absoluteWidth.secondItem == nil)
    #expect(absoluteWidth.firstAttribute == .width)
    #expect(absoluteWidth.constant == 70)
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 10, y: 70, width: 70, height: 35))

    let u = View.named("u")
    u.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(u)
    let size = u.bxSetSize(Size(width: 8, height: 9))
    #expect(size.map(\.constant) == [8, 9])
    let aspect = u.bxSetAspect(2)
    #expect(aspect.multiplier == 2)
    aspect.isActive = false
    #expect(u.bxSetAspectFromSize(Size(width: 2, height: 1))?.multiplier == 0.5)
    let (none, diagnostics) = Diagnostics.collect { u.bxSetAspectFromSize(Size(width: 0, height: 1)) }
    #expect(none == nil)
    #expect(diagnostics.errors.count == 1)
    let absoluteHeight = u.bxPinHeight(12, to: nil)
    #expect(absoluteHeight.secondItem == nil)

    let a = View.named("a")
    let b = View.named("b")
    let c = View.named("c")
    for view in [a, b, c] { root.addSubview(view) }
    #expect([a, b, c].bxSameWidth().map { $0.secondItem === a } == [true, true])
    #expect([a, b, c].bxSameHeight().allSatisfy { $0.firstAttribute == .height && $0.isActive })
  }

  @available(*, deprecated, message: "exercises the deprecated BoxView spellings")
  static func itemSpellings() {
    let v = View.named("v")
    #expect(v.boxZero.layout == v.boxed.layout)
    #expect(v.boxZero.view === v)
    let xy = v.boxXY(BoxLayout.Pin.Pair(==1, >=2), BoxLayout.Pin.Pair(nil, <=4))
    #expect(xy.layout == v.boxed.left(1).right(>=2).top(nil).bottom(<=4).layout)
    #expect(v.boxLeft(5).layout == v.boxed.left(5).layout)
    #expect(v.boxRight(>=6).layout == v.boxed.right(>=6).layout)
    #expect(v.boxTop(7).layout == v.boxed.top(7).layout)
    #expect(v.boxBottom(nil).layout == v.boxed.bottom(nil).layout)
    #expect(v.boxLeftRight(1, 2).layout == v.boxed.left(1).right(2).layout)
    #expect(v.boxLeftRight(>=1, nil).layout == v.boxed.left(>=1).right(nil).layout)
    #expect(v.boxTopBottom(3, 4).layout == v.boxed.top(3).bottom(4).layout)
    #expect(v.boxTopBottom(nil, <=4).layout == v.boxed.top(nil).bottom(<=4).layout)
    #expect(v.xAligned(offset: 3, padding: nil).layout == v.boxed.centerX(offset: 3, padding: nil).layout)
    #expect(v.yAligned(offset: 2).layout == v.boxed.centerY(offset: 2).layout)
    #expect(v.boxCenterX(padding: 8).layout == v.boxed.centerX(padding: 8).layout)
    #expect(v.boxCenterY(offset: 1, padding: nil).layout == v.boxed.centerY(offset: 1, padding: nil).layout)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(v.boxInsets(insets).layout == v.boxed.insets(insets).layout)
    #expect(v.boxAll(9).layout == v.boxed.all(9).layout)
    #expect(v.boxAll(nil).layout == v.boxed.all(nil).layout)
    let layout = BoxLayout.zero.withWidth(==10)
    #expect(v.boxLayout(layout).layout == v.boxed(layout: layout).layout)
    #expect(v.boxEdgePins([.left: ==5, .top: nil]).layout == BoxLayout.boxEdgePins([.left: ==5, .top: nil]))
    #expect(v.boxFlex(2).layout == v.boxed.flex(2).layout)
    #expect(v.boxFlex().layout.flex == 1)
    #expect(v.boxIf(false) == nil)
    #expect(v.boxIf(true)?.view === v)
    let guide = BoxItem.boxGuide()
    #expect(guide.guide != nil)
    #expect(guide.layout == .zero)

    // The item forms chain like the modern ones.
    let item = v.boxed.boxLeft(1).boxRight(2).boxTop(3).boxBottom(>=4)
    #expect(item.layout == v.boxed.left(1).right(2).top(3).bottom(>=4).layout)
    #expect(
      v.boxed.boxLeftRight(5, 6).boxTopBottom(7, 8).layout
        == v.boxed.all(0).left(5).right(6).top(7).bottom(8).layout)
    #expect(
      v.boxed.boxCenterX().boxCenterY(padding: nil).layout == v.boxed.centerX().centerY(padding: nil).layout)
    #expect(v.boxed.boxInsets(insets).boxAll(nil).layout == v.boxed.all(nil).layout)
    #expect(v.boxed.boxFlex(3).layout.flex == 3)
    #expect(v.boxed.boxIf(false) == nil)
    #expect([v, View()].boxZero.count == 2)
    #expect([v].boxLayout(layout).first?.layout == layout)

    // Old spellings lay out like new ones in a box.
    let box = boxRoot(.y, 100, 100)
    let a = View.named("a")
    box.items = [a.boxLeftRight(10, 20).boxTop(5).boxBottom(>=0).height(30)]
    box.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 5, width: 70, height: 30))
  }

}
