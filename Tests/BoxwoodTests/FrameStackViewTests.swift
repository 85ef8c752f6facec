import Boxwood
import Testing

/// A view reporting a fixed intrinsic content size (labels and images do; plain views do not).
final class FrameStackIntrinsicView: View {
  var intrinsic: Size
  init(intrinsic: Size, frame: Rect) {
    self.intrinsic = intrinsic
    super.init(frame: frame)
  }
  override var intrinsicContentSize: Size { intrinsic }
}

/// A named plain view of a size, placed at the origin.
@MainActor
func fsView(_ name: String, _ width: Double, _ height: Double, x: Double = 0, y: Double = 0) -> View {
  View.named(name, frame: Rect(x: x, y: y, width: width, height: height))
}

/// The stack of the spec's worked examples (B3): vertical, insets T10 L20 B30 R40, spacing 8, subviews
/// 50×20 and 80×30, at (5, 5) with a zero size unless told.
@MainActor
func fsExample(
  frame: Rect = Rect(x: 5, y: 5, width: 0, height: 0)
) -> (stack: FrameStackView, s0: View, s1: View) {
  let s0 = fsView("s0", 50, 20)
  let s1 = fsView("s1", 80, 30)
  let stack = FrameStackView(frame: frame, subviews: [s0, s1])
  stack.insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
  return (stack, s0, s1)
}

/// The frame of each subview, in subview order.
@MainActor
func fsFrames(_ stack: View) -> [Rect] { stack.subviews.map(\.frame) }

/// Checklist items 106–129 of the spec (part D, KRStackView), each test named by its number.
@Suite("FrameStackView: checklist 106–129")
@MainActor
struct FrameStackViewTests {
  @Test("106 defaults: enabled, no capture, no wrap, spacing 8, vertical, origin, zero insets, nil arrays")
  func item106Defaults() {
    let stack = FrameStackView()
    #expect(stack.enabled)
    #expect(!stack.translatesCurrentLayout)
    #expect(!stack.shouldWrap)
    #expect(stack.spacing == 8)
    #expect(stack.direction == .vertical)
    #expect(stack.alignment == .origin)
    #expect(stack.insets == .zero)
    #expect(stack.itemSpacing == nil)
    #expect(stack.itemOffset == nil)
    #expect(stack.frame == .zero)
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("107 init(frame:subviews:) and init(subviews:) add the views in order; KRStackView is the same class")
  func item107Initializers() {
    let framed = FrameStackView(
      frame: Rect(x: 3, y: 4, width: 10, height: 10), subviews: [fsView("a", 1, 1), fsView("b", 1, 1)])
    #expect(framed.subviewNames == ["a", "b"])
    #expect(framed.frame == Rect(x: 3, y: 4, width: 10, height: 10))
    let bare = FrameStackView(subviews: [fsView("c", 1, 1), fsView("d", 1, 1), fsView("e", 1, 1)])
    #expect(bare.subviewNames == ["c", "d", "e"])
    #expect(bare.frame == .zero)
    let compat: KRStackView = KRStackView(frame: .zero, subviews: [fsView("f", 1, 1)])
    compat.direction = StackDirection.horizontal
    compat.alignment = ItemAlignment.endPoint
    #expect(compat.subviewNames == ["f"])
    #expect(FrameStackView(frame: Rect(x: 1, y: 2, width: 3, height: 4)).subviews.isEmpty)
  }

  @Test("108 a property change relayouts nothing by itself; it takes effect at the next layout pass")
  func item108NoSynchronousRelayout() {
    let (stack, _, s1) = fsExample()
    stack.layoutIfNeeded()
    #expect(!stack.needsLayout)
    stack.spacing = 20
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
    // Boxwood schedules the pass (E28); the original needs an explicit setNeedsLayout().
    #expect(stack.needsLayout)
    stack.layoutIfNeeded()
    #expect(s1.frame == Rect(x: 20, y: 50, width: 80, height: 30))
  }

  @Test("109 enabled = false leaves subview frames and the stack's size untouched")
  func item109Disabled() {
    let a = fsView("a", 50, 20, x: 7, y: 9)
    let b = fsView("b", 80, 30, x: 1, y: 2)
    let stack = FrameStackView(frame: Rect(x: 0, y: 0, width: 10, height: 10), subviews: [a, b])
    stack.enabled = false
    stack.layoutIfNeeded()
    #expect(
      fsFrames(stack) == [Rect(x: 7, y: 9, width: 50, height: 20), Rect(x: 1, y: 2, width: 80, height: 30)])
    #expect(stack.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(stack.sizeThatFits(.zero) == Size(width: 10, height: 10))
  }

  @Test("110 no subviews: the pass does nothing (size, insets and the capture flag unchanged)")
  func item110NoSubviews() {
    let stack = FrameStackView(frame: Rect(x: 1, y: 1, width: 33, height: 44))
    stack.insets = .all(10)
    stack.shouldWrap = true
    stack.translatesCurrentLayout = true
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 1, y: 1, width: 33, height: 44))
    #expect(stack.translatesCurrentLayout)
    #expect(stack.itemSpacing == nil)
  }

  @Test("111 vertical: the first subview at insets.top, each next at the previous bottom + spacing")
  func item111Vertical() {
    let stack = FrameStackView(subviews: [fsView("a", 10, 20), fsView("b", 10, 5), fsView("c", 10, 7)])
    stack.insets = EdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
    stack.spacing = 4
    stack.layoutIfNeeded()
    #expect(stack.subviews.map(\.frame.origin.y) == [3, 27, 36])
    #expect(stack.frame.size == Size(width: 10, height: 43))
  }

  @Test("112 horizontal: the first subview at insets.left, each next at the previous right + spacing")
  func item112Horizontal() {
    let (stack, s0, s1) = fsExample()
    stack.direction = .horizontal
    stack.layoutIfNeeded()
    #expect(s0.frame == Rect(x: 20, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 78, y: 10, width: 80, height: 30))
    // Cross extent 10 + 30 + 30; main 78 + 80 + 40.
    #expect(stack.frame == Rect(x: 5, y: 5, width: 198, height: 70))
  }

  @Test("113 itemSpacing with ≥ n−1 entries replaces spacing per gap; a shorter one falls back to spacing")
  func item113ItemSpacing() {
    let stack = FrameStackView(subviews: [fsView("a", 10, 10), fsView("b", 10, 10), fsView("c", 10, 10)])
    stack.itemSpacing = [1, 2]
    stack.layoutIfNeeded()
    #expect(stack.subviews.map(\.frame.origin.y) == [0, 11, 23])
    stack.itemSpacing = [1, 2, 99]
    stack.layoutIfNeeded()
    #expect(stack.subviews.map(\.frame.origin.y) == [0, 11, 23])
    stack.itemSpacing = [1]
    let (_, diagnostics) = Diagnostics.collect { stack.layoutIfNeeded() }
    #expect(stack.subviews.map(\.frame.origin.y) == [0, 18, 36])
    #expect(diagnostics.errors.map(\.kind) == ["invalidFrameStack"])
  }

  @Test("114 .origin: cross origin = cross-start inset + itemOffset[i] (0 when offsets are unset)")
  func item114OriginAlignment() {
    let (stack, s0, s1) = fsExample()
    stack.layoutIfNeeded()
    #expect([s0.frame.minX, s1.frame.minX] == [20, 20])
    stack.itemOffset = [3, 6]
    stack.layoutIfNeeded()
    #expect([s0.frame.minX, s1.frame.minX] == [23, 26])
    stack.direction = .horizontal
    stack.layoutIfNeeded()
    #expect([s0.frame.minY, s1.frame.minY] == [13, 16])
  }

  @Test("115 .center: cross centre = round(E/2 + offset/2), E the final cross size, insets ignored")
  func item115CenterAlignment() {
    let (stack, s0, s1) = fsExample(frame: Rect(x: 5, y: 5, width: 140, height: 0))
    stack.alignment = .center
    stack.itemOffset = [5, -3]
    stack.layoutIfNeeded()
    // E = max(20 + 80 − 3 + 40, 140) = 140: centres round(72.5) = 73 and round(68.5) = 69 (half away from zero).
    #expect(s0.frame.midX == 73)
    #expect(s1.frame.midX == 69)
    // An odd width: centre 70, origin 70 − 25.5 = 44.5, snapped to 45.
    s0.frame.size.width = 51
    stack.itemOffset = nil
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(s0.frame.minX == 45)
  }

  @Test("116 .endPoint: cross origin = E − cross-end inset − cross size − offset")
  func item116EndPointAlignment() {
    let (stack, s0, s1) = fsExample()
    stack.alignment = .endPoint
    stack.itemOffset = [2, 4]
    stack.layoutIfNeeded()
    // E = 20 + max(50 + 2, 80 + 4) + 40 = 144.
    #expect(s0.frame.minX == 144 - 40 - 50 - 2)
    #expect(s1.frame.minX == 144 - 40 - 80 - 4)
    #expect(stack.frame.size == Size(width: 144, height: 98))
    stack.direction = .horizontal
    stack.layoutIfNeeded()
    // Cross extent 10 + max(20 + 2, 30 + 4) + 30 = 74, at least the current height 98.
    #expect(s0.frame.minY == 98 - 30 - 20 - 2)
    #expect(s1.frame.minY == 98 - 30 - 30 - 4)
  }

  @Test("117 a short itemOffset is reported (the original crashes) and ignored for size and position")
  func item117ShortItemOffset() {
    let (stack, s0, s1) = fsExample()
    stack.itemOffset = [100]
    let (_, diagnostics) = Diagnostics.collect { stack.layoutIfNeeded() }
    #expect(diagnostics.errors.map(\.kind) == ["invalidFrameStack"])
    let message = diagnostics.errors.first?.description ?? ""
    #expect(message.contains("FrameStackView") && message.contains("itemOffset has 1 entries for 2 subviews"))
    #expect(s0.frame == Rect(x: 20, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
  }

  @Test("118 cross extent = start + max(size + offset) + end; without wrap at least the current size")
  func item118CrossExtent() {
    let (stack, _, _) = fsExample()
    stack.itemOffset = [45, 0]
    stack.layoutIfNeeded()
    #expect(stack.frame.width == 20 + 95 + 40)
    stack.itemOffset = nil
    stack.layoutIfNeeded()
    #expect(stack.frame.width == 155)
    stack.shouldWrap = true
    stack.layoutIfNeeded()
    #expect(stack.frame.width == 140)
  }

  @Test("119 main size = last subview's end + main-end inset; without wrap at least the current size")
  func item119MainSize() {
    let (stack, s0, _) = fsExample()
    stack.layoutIfNeeded()
    #expect(stack.frame.height == 68 + 30)
    s0.frame.size.height = 60
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(stack.frame.height == 138)
    s0.frame.size.height = 1
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(stack.frame.height == 138)
  }

  @Test("120 shouldWrap makes the stack exactly fit its content on both axes, shrinking it")
  func item120Wrap() {
    let (stack, _, _) = fsExample(frame: Rect(x: 5, y: 5, width: 500, height: 500))
    stack.shouldWrap = true
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
    #expect(stack.sizeThatFits(Size(width: 1, height: 1)) == Size(width: 140, height: 98))
  }

  @Test("121 the stack's origin never changes, only its size")
  func item121OriginKept() {
    let (stack, _, _) = fsExample(frame: Rect(x: -7.5, y: 12.25, width: 0, height: 0))
    stack.layoutIfNeeded()
    #expect(stack.frame.origin == Point(x: -7.5, y: 12.25))
    stack.shouldWrap = true
    stack.direction = .horizontal
    stack.layoutIfNeeded()
    #expect(stack.frame.origin == Point(x: -7.5, y: 12.25))
  }

  @Test("122 subviews only snap: origins rounded, intrinsic sizes ceil'd, others rounded; stack rounded")
  func item122Snapping() {
    let plain = fsView("plain", 10.4, 10.6)
    let intrinsic = FrameStackIntrinsicView(
      intrinsic: Size(width: 10, height: 10), frame: Rect(x: 0, y: 0, width: 10.2, height: 10.2))
    let half = FrameStackIntrinsicView(
      intrinsic: Size(width: View.noIntrinsicMetric, height: 5),
      frame: Rect(x: 0, y: 0, width: 3.5, height: 2.1))
    let stack = FrameStackView(subviews: [plain, intrinsic, half])
    stack.insets = EdgeInsets(top: 0.3, left: 0.6, bottom: 0.3, right: 0.3)
    stack.spacing = 2.5
    stack.layoutIfNeeded()
    #expect(plain.frame == Rect(x: 1, y: 0, width: 10, height: 11))
    // y: 0.3 + 11 + 2.5 = 13.8 → 14; then 13.8 + 11 + 2.5 = 27.3 → 27.
    #expect(intrinsic.frame == Rect(x: 1, y: 14, width: 11, height: 11))
    #expect(half.frame == Rect(x: 1, y: 27, width: 4, height: 3))
    // Width 0.6 + 11 + 0.3 = 11.9 → 12; height 27.3 + 3 + 0.3 = 30.6 → 31.
    #expect(stack.frame.size == Size(width: 12, height: 31))
  }

  @Test("123 hidden subviews still take their place; the order is the subview (z) order")
  func item123HiddenAndOrder() {
    let a = fsView("a", 10, 10)
    let b = fsView("b", 10, 20)
    let c = fsView("c", 10, 30)
    let stack = FrameStackView(subviews: [a, b, c])
    b.isHidden = true
    stack.layoutIfNeeded()
    #expect([a.frame.minY, b.frame.minY, c.frame.minY] == [0, 18, 46])
    // Reordering schedules no layout pass (as in the original): ask for one.
    stack.sendSubviewToBack(c)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(stack.subviewNames == ["c", "a", "b"])
    #expect([c.frame.minY, a.frame.minY, b.frame.minY] == [0, 38, 56])
  }

  @Test("124 translatesCurrentLayout = true sets alignment to .origin at once")
  func item124CaptureForcesOrigin() {
    let stack = FrameStackView()
    stack.alignment = .endPoint
    stack.translatesCurrentLayout = true
    #expect(stack.alignment == .origin)
    stack.alignment = .center
    stack.translatesCurrentLayout = true
    #expect(stack.alignment == .origin)
    stack.translatesCurrentLayout = false
    #expect(stack.alignment == .origin)
  }

  @Test("125 capture records the first main origin, the gaps and the cross origins; positions are kept")
  func item125Capture() {
    let a = fsView("a", 50, 20, x: 15, y: 30)
    let b = fsView("b", 80, 30, x: 25, y: 70)
    let c = fsView("c", 10, 10, x: 0, y: 120)
    let stack = FrameStackView(subviews: [a, b, c])
    stack.insets = EdgeInsets(top: 0, left: 0, bottom: 4, right: 6)
    stack.translatesCurrentLayout = true
    stack.layoutIfNeeded()
    #expect(stack.insets == EdgeInsets(top: 30, left: 0, bottom: 4, right: 6))
    #expect(stack.itemSpacing == [20, 20])
    #expect(stack.itemOffset == [15, 25, 0])
    #expect(
      fsFrames(stack) == [
        Rect(x: 15, y: 30, width: 50, height: 20), Rect(x: 25, y: 70, width: 80, height: 30),
        Rect(x: 0, y: 120, width: 10, height: 10),
      ])
    #expect(stack.frame.size == Size(width: 105 + 6, height: 130 + 4))
    // Horizontal: the main axis is x.
    let d = fsView("d", 10, 10, x: 4, y: 9)
    let e = fsView("e", 10, 10, x: 30, y: 2)
    let row = FrameStackView(subviews: [d, e])
    row.direction = .horizontal
    row.translatesCurrentLayout = true
    row.layoutIfNeeded()
    #expect(row.insets.left == 4)
    #expect(row.itemSpacing == [16])
    #expect(row.itemOffset == [9, 2])
    #expect(
      fsFrames(row) == [Rect(x: 4, y: 9, width: 10, height: 10), Rect(x: 30, y: 2, width: 10, height: 10)])
  }

  @Test("126 after a completed pass translatesCurrentLayout is false; the captured arrays persist")
  func item126CaptureResets() {
    let a = fsView("a", 50, 20, x: 15, y: 30)
    let b = fsView("b", 80, 30, x: 25, y: 70)
    let stack = FrameStackView(subviews: [a, b])
    stack.translatesCurrentLayout = true
    stack.layoutIfNeeded()
    #expect(!stack.translatesCurrentLayout)
    // Moving a subview does not re-capture: the next pass puts it back.
    b.frame.origin = Point(x: 0, y: 0)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(b.frame == Rect(x: 25, y: 70, width: 80, height: 30))
    #expect(stack.itemSpacing == [20])
    #expect(stack.itemOffset == [15, 25])
    // The captured values are ordinary properties now.
    stack.itemSpacing = [0]
    stack.layoutIfNeeded()
    #expect(b.frame.minY == 50)
  }

  @Test("127 a constraint-driven stack converts to frames on its first layout, with its subviews")
  func item127AutoLayoutConversion() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let window = makeWindow(width: 300, height: 200, rootView: root)
    let a = fsView("a", 0, 0)
    let b = fsView("b", 0, 0)
    let stack = FrameStackView(subviews: [a, b])
    stack.debugName = "stack"
    root.addSubview(stack)
    for view in [stack, a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
    let positioning = [
      stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: 100),
      stack.heightAnchor.constraint(equalToConstant: 50),
      a.leftAnchor.constraint(equalTo: stack.leftAnchor, constant: 3),
      a.topAnchor.constraint(equalTo: stack.topAnchor),
      b.leftAnchor.constraint(equalTo: a.leftAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 2),
    ]
    let own = [
      a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 15),
    ]
    LayoutConstraint.activate(positioning + own)
    let (_, diagnostics) = Diagnostics.collect { window.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(diagnostics.warnings.count == 1)
    #expect(diagnostics.warnings.first?.contains("deactivated 8 constraint(s)") == true)
    #expect(positioning.allSatisfy { !$0.isActive })
    #expect(own.allSatisfy { $0.isActive })
    #expect([stack, a, b].allSatisfy { $0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(a.frame == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(b.frame == Rect(x: 0, y: 18, width: 40, height: 15))
    // Frame-driven from now on: a later pass keeps the frames and warns no more.
    stack.spacing = 1
    let (_, later) = Diagnostics.collect { window.layoutIfNeeded() }
    #expect(later.warnings.isEmpty && later.errors.isEmpty)
    #expect(b.frame == Rect(x: 0, y: 11, width: 40, height: 15))
    #expect(stack.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("128 key-value coding: direction and alignment by key, and read back")
  func item128KeyValueCoding() {
    let stack = FrameStackView()
    stack.setValue(StackDirection.horizontal, forKey: "direction")
    stack.setValue(ItemAlignment.center, forKey: "alignment")
    #expect(stack.direction == .horizontal)
    #expect(stack.alignment == .center)
    #expect(stack.value(forKey: "direction") as? StackDirection == .horizontal)
    #expect(stack.value(forKey: "alignment") as? ItemAlignment == .center)
    stack.setValue("vertical", forKey: "direction")
    stack.setValue("endPoint", forKey: "alignment")
    #expect(stack.direction == .vertical && stack.alignment == .endPoint)
    // The other properties by name (the original's 0.4.3 handled them by hand as well).
    stack.setValue(12, forKey: "spacing")
    stack.setValue(true, forKey: "shouldWrap")
    stack.setValue([1, 2], forKey: "itemSpacing")
    stack.setValue([0.5], forKey: "itemOffset")
    stack.setValue(EdgeInsets.all(3), forKey: "insets")
    stack.setValue(false, forKey: "enabled")
    #expect(stack.spacing == 12 && stack.shouldWrap && !stack.enabled && stack.insets == .all(3))
    #expect(stack.value(forKey: "itemSpacing") as? [Double] == [1, 2])
    #expect(stack.value(forKey: "itemOffset") as? [Double] == [0.5])
    stack.setValue(nil, forKey: "itemOffset")
    #expect(stack.itemOffset == nil)
    stack.setValue(true, forKey: "translatesCurrentLayout")
    #expect(stack.value(forKey: "translatesCurrentLayout") as? Bool == true)
    #expect(stack.alignment == .origin)
    for key in FrameStackView.keyValueKeys where !["itemOffset"].contains(key) {
      #expect(stack.value(forKey: key) != nil, "\(key)")
    }
  }
}
