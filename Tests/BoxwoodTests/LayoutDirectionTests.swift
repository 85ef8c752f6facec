import Boxwood
import Testing

/// A box of `width` × `height` filling a detached root, as the upstream BoxView test views are built.
@MainActor
func directionBox(_ width: Double, _ height: Double) -> (root: View, box: BoxView) {
  let root = layoutRoot(width, height)
  let box = BoxView()
  box.debugName = "box"
  box.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(box)
  box.pin(.top, of: root)
  box.pin(.left, of: root)
  box.pin(.right, of: root)
  box.pin(.bottom, of: root)
  return (root, box)
}

/// A stack's arranged views' x positions, in order.
@MainActor
func xs(_ views: [View]) -> [Double] { views.map(\.frame.minX) }

@Suite("Layout direction: inherited from the nearest ancestor that forces one (UIKit's trait)")
@MainActor
struct LayoutDirectionTests {
  @Test("unspecified views take the nearest forced ancestor's direction, else the application's")
  func effectiveDirectionIsInherited() {
    let top = View.named("top")
    let middle = View.named("middle")
    let leaf = View.named("leaf")
    top.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
    top.semanticContentAttribute = .forceRightToLeft
    #expect(middle.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    middle.semanticContentAttribute = .forceLeftToRight
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
    // Playback and spatial decide the view's own direction only.
    middle.semanticContentAttribute = .playback
    #expect(middle.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    middle.semanticContentAttribute = .unspecified
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    leaf.removeFromSuperview()
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// Upstream BoxView's PinTestView (BoxViewTesting): a view pinned with `pin(.left, …)` made while the
  /// box was unspecified (so leading/trailing), checked with the box unspecified, LTR and RTL. The pinned
  /// view is a plain subview: in UIKit it inherits the box's direction, so its leading edge mirrors.
  @Test("upstream PinTestView: leading pins between a box's subviews mirror with the box")
  func pinTestView() {
    let (root, box) = directionBox(400, 600)
    let insets = EdgeInsets(top: 110, left: 30, bottom: 420, right: 90)
    let edges = EdgeInsets(top: 1, left: 3, bottom: 2, right: 9)
    let f1 = Rect(x: 7, y: 20, width: 10, height: 5)
    let v = View.named("v")
    let v1 = View.named("v1").al
    box.insets = insets
    box.items = [v.boxed.left(edges.left).top(edges.top).right(edges.right).bottom(edges.bottom)]
    box.addSubview(v1)
    v1.pin(.left, to: .left, of: v, offset: f1.minX, sca: box.semanticContentAttribute)
    v1.pin(.top, to: .bottom, of: v, offset: f1.minY, sca: box.semanticContentAttribute)
    v1.pinWidth(f1.width)
    v1.pinHeight(to: v, pin: ==f1.height)
    for sca in [SemanticContentAttribute.unspecified, .forceLeftToRight, .forceRightToLeft] {
      box.semanticContentAttribute = sca
      root.layoutIfNeeded()
      let rtl = sca == .forceRightToLeft
      // The insets and edges, left and right swapped in right-to-left layouts.
      let left = rtl ? insets.right + edges.right : insets.left + edges.left
      let right = rtl ? insets.left + edges.left : insets.right + edges.right
      let inner = Rect(
        x: left, y: insets.top + edges.top, width: 400 - left - right,
        height: 600 - insets.top - edges.top - insets.bottom - edges.bottom)
      let x = rtl ? inner.maxX - f1.width - f1.minX : inner.minX + f1.minX
      let expected = Rect(x: x, y: inner.maxY + f1.minY, width: f1.width, height: inner.height + f1.height)
      #expect(v1.frame == expected, "\(sca)")
    }
  }

  @Test("the brief's numbers: 7 from the leading edge of a 10-inset item in a 200-wide RTL box is x = 173")
  func pinnedSevenFromLeadingInRightToLeftBox() {
    let (root, box) = directionBox(200, 100)
    box.semanticContentAttribute = .forceRightToLeft
    let item = View.named("item")
    let pinned = View.named("pinned").al
    box.items = [item.boxed.all(10)]
    box.addSubview(pinned)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: item.leadingAnchor, constant: 7),
      pinned.topAnchor.constraint(equalTo: item.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(pinned.frame == Rect(x: 173, y: 10, width: 10, height: 10))
  }

  @Test("a stack view inside a right-to-left container runs right to left")
  func stackViewInheritsDirection() {
    let root = layoutRoot(400, 100)
    let container = View.named("container", frame: Rect(x: 0, y: 0, width: 400, height: 100))
    root.addSubview(container)
    container.semanticContentAttribute = .forceRightToLeft
    let (a, b, c) = stackBlocks()
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    container.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    stack.distribution = .equalSpacing
    root.layoutIfNeeded()
    // a at the right-hand edge, c at the left-hand one.
    #expect(xs([a, b, c]) == [360, 160, 0])
    // And a BoxView (unspecified) in the same container chains its .x items from the right.
    let row = BoxView(axis: .x)
    let d = View.named("d")
    let e = View.named("e")
    row.items = [d.boxed.width(30), e.boxed.width(50).right(>=0)]
    container.addSubview(row)
    row.pin(.top, of: container, offset: 50)
    row.pin(.left, of: container)
    row.pin(.right, of: container)
    row.pinHeight(20)
    root.layoutIfNeeded()
    #expect(d.frame == Rect(x: 370, y: 0, width: 30, height: 20))
    #expect(e.frame == Rect(x: 320, y: 0, width: 50, height: 20))
  }

  @Test("nested overrides: a view forced left-to-right inside a right-to-left box lays out left to right")
  func leftToRightInsideRightToLeft() {
    let (root, box) = directionBox(300, 100)
    box.semanticContentAttribute = .forceRightToLeft
    let panel = View.named("panel")
    panel.semanticContentAttribute = .forceLeftToRight
    let other = View.named("other")
    box.axis = .x
    box.items = [panel.boxed.width(200), other.boxed]
    let child = View.named("child").al
    panel.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.topAnchor.constraint(equalTo: panel.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    let inner = BoxView(axis: .x)
    let g = View.named("g")
    inner.items = [g.boxed.width(40).right(nil)]
    panel.addSubview(inner)
    inner.pin(.top, of: panel, offset: 30)
    inner.pin(.left, of: panel)
    inner.pin(.right, of: panel)
    inner.pinHeight(20)
    root.layoutIfNeeded()
    // The box puts the panel at the right; inside the panel everything is left to right.
    #expect(panel.frame == Rect(x: 100, y: 0, width: 200, height: 100))
    #expect(child.frame == Rect(x: 5, y: 0, width: 20, height: 20))
    #expect(g.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    // Leaving the override to inherit again mirrors both.
    panel.semanticContentAttribute = .unspecified
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 175, y: 0, width: 20, height: 20))
    #expect(g.frame == Rect(x: 160, y: 0, width: 40, height: 20))
  }

  @Test("moving a subtree into a right-to-left one mirrors its constraints, boxes and stacks")
  func reparentingIntoRightToLeft() {
    let root = layoutRoot(300, 200)
    let ltr = View.named("ltr", frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let rtl = View.named("rtl", frame: Rect(x: 0, y: 100, width: 300, height: 100))
    rtl.semanticContentAttribute = .forceRightToLeft
    root.addSubview(ltr)
    root.addSubview(rtl)
    let card = View.named("card", frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let dot = View.named("dot").al
    card.addSubview(dot)
    LayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      dot.topAnchor.constraint(equalTo: card.topAnchor),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    let row = BoxView(frame: Rect(x: 0, y: 50, width: 300, height: 20))
    let d = View.named("d")
    row.axis = .x
    row.items = [d.boxed.width(30).right(nil)]
    let (a, b, _) = stackBlocks()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.translatesAutoresizingMaskIntoConstraints = true
    stack.frame = Rect(x: 0, y: 70, width: 300, height: 30)
    stack.distribution = .equalSpacing
    card.addSubview(row)
    card.addSubview(stack)
    ltr.addSubview(card)
    root.layoutIfNeeded()
    #expect(dot.frame.minX == 10)
    #expect(d.frame.minX == 0)
    #expect(xs([a, b]) == [0, 240])
    rtl.addSubview(card)
    root.layoutIfNeeded()
    #expect(dot.frame.minX == 280)
    #expect(d.frame.minX == 270)
    #expect(xs([a, b]) == [260, 0])
    // And back.
    ltr.addSubview(card)
    root.layoutIfNeeded()
    #expect(dot.frame.minX == 10)
    #expect(d.frame.minX == 0)
    #expect(xs([a, b]) == [0, 240])
  }

  /// UIKit counts leading/trailing positions from the right in a right-to-left view, so an inequality
  /// flips with the constant: "at least 20 from the leading edge" keeps 20 inside the right edge. Found in
  /// the LoginForm laid out right to left (`--direction rtl`), whose form broke its `leading >=` insets.
  @Test(
    "inequalities on leading and trailing keep their insets on the mirrored sides", arguments: [false, true])
  func inequalitiesMirror(rightToLeft: Bool) {
    let root = layoutRoot(300, 100)
    if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
    let child = View.named("child")
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30),
      child.widthAnchor.constraint(equalToConstant: 500).withPriority(.defaultLow),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let expected =
      rightToLeft ? Rect(x: 30, y: 0, width: 250, height: 10) : Rect(x: 20, y: 0, width: 250, height: 10)
    #expect(child.frame == expected)
  }
}
