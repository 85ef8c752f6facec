import Boxwood
import Testing

@Suite("StackView: arranged subviews, hiding, nesting, bad input")
@MainActor
struct StackViewArrangementTests {
  // MARK: Hidden views

  @Test("a hidden view collapses (no space, no spacing) and comes back when shown")
  func hiddenCollapses() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    root.layoutIfNeeded()
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 40, 50))
    #expect(c.frame == stackRect(50, 0, 20, 50))
    #expect(stack.frame.width == 70)
    // The hidden view shrinks to nothing where its predecessor ends.
    #expect(b.frame == stackRect(40, 0, 0, 30))
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(b.frame == stackRect(50, 0, 60, 50))
    #expect(c.frame == stackRect(120, 0, 20, 50))
    #expect(stack.frame.width == 140)
  }

  @Test("hidden inside an animation block: the view is drawn while it collapses, the next one glides")
  func hiddenAnimates() {
    let (a, b, c) = stackBlocks()
    let (root, _) = hostedStack([a, b, c], thickness: 50)
    for view in [a, b, c] { view.backgroundColor = .white }
    let window = makeWindow(width: 400, height: 300, rootView: root)
    frame(window, at: 0)
    #expect(c.frame.minX == 120)
    View.animate(withDuration: 1, options: .curveLinear) {
      b.isHidden = true
      root.layoutIfNeeded()
    }
    #expect(c.frame.minX == 50)
    let list = frame(window, at: 0.5)
    #expect(abs(c.presentation.frame.minX - 85) < 1e-9)
    // b is half collapsed and still drawn: from 60 wide at x 50 to 0 wide at x 40.
    #expect(list.fillRects.contains(Rect(x: 45, y: 0, width: 30, height: 40)))
    let end = frame(window, at: 1)
    #expect(!end.fillRects.contains { $0.minX == 40 && $0.height == 30 })
    #expect(end.fillRects.count == 3)  // the window's background, a and c
    // Hidden without animation: gone at once.
    b.isHidden = false
    frame(window, at: 2)
    b.isHidden = true
    #expect(frame(window, at: 2.1).fillRects.count == 3)
  }

  @Test("hiding the first, the last, and every view")
  func hiddenEnds() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    a.isHidden = true
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 0, 20))
    #expect(b.frame.minX == 0)
    #expect(c.frame.minX == 70)
    #expect(stack.frame.width == 90)
    a.isHidden = false
    c.isHidden = true
    root.layoutIfNeeded()
    #expect(c.frame == stackRect(110, 0, 0, 10))
    #expect(stack.frame.width == 110)
    a.isHidden = true
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 0, 50))
    #expect([a, b, c].allSatisfy { $0.frame.width == 0 && $0.frame.minX == 0 })
    c.isHidden = false
    root.layoutIfNeeded()
    #expect(c.frame == stackRect(0, 0, 20, 50))
    #expect(stack.frame.width == 20)
  }

  @Test("a hidden view in every distribution", arguments: StackView.Distribution.allCases)
  func hiddenInEveryDistribution(_ distribution: StackView.Distribution) {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 250, thickness: 50)
    stack.distribution = distribution
    b.isHidden = true
    root.layoutIfNeeded()
    let expected: (a: Double, c: (x: Double, width: Double))
    switch distribution {
    case .fill: expected = (40, (50, 200))
    case .fillEqually: expected = (120, (130, 120))
    case .fillProportionally: expected = (160, (170, 80))
    case .equalSpacing, .equalCentering: expected = (40, (230, 20))
    }
    #expect(a.frame == stackRect(0, 0, expected.a, 50))
    #expect(c.frame == stackRect(expected.c.x, 0, expected.c.width, 50))
    #expect(b.frame.width == 0)
    #expect(b.frame.minX == expected.a)
  }

  @Test("the gap after a hidden view's predecessor is that predecessor's")
  func hiddenAndCustomSpacing() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    stack.setCustomSpacing(30, after: a)
    stack.setCustomSpacing(50, after: b)
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(c.frame.minX == 70)
    a.isHidden = true
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(b.frame.minX == 0)
    #expect(c.frame.minX == 110)
  }

  @Test("zero-size views take no room but keep their spacing", arguments: StackView.Distribution.allCases)
  func zeroSizeViews(_ distribution: StackView.Distribution) {
    let a = StackBlock("a", 40, 20)
    let zero = StackBlock("zero", 0, 0)
    let c = StackBlock("c", 20, 10)
    let (root, stack) = hostedStack([a, zero, c], length: 260, thickness: 50)
    stack.distribution = distribution
    root.layoutIfNeeded()
    let expected: [(Double, Double)]  // (x, width)
    switch distribution {
    case .fill: expected = [(0, 40), (50, 0), (60, 200)]
    case .fillEqually: expected = [(0, 80), (90, 80), (180, 80)]
    case .fillProportionally: expected = [(0, 160), (170, 0), (180, 80)]
    case .equalSpacing: expected = [(0, 40), (140, 0), (240, 20)]
    case .equalCentering: expected = [(0, 40), (135, 0), (240, 20)]
    }
    for (view, (x, width)) in zip([a, zero, c], expected) {
      #expect(view.frame == stackRect(x, 0, width, 50), "\(view.shortDescription)")
    }
    stack.alignment = .center
    root.layoutIfNeeded()
    #expect(zero.frame.minY == 25)
    #expect(zero.frame.height == 0)
  }

  @Test("fillProportionally with nothing to go by behaves like fill")
  func proportionallyWithoutSizes() {
    let views = (0..<3).map { StackBlock("zero\($0)", 0, 10) }
    let (root, stack) = hostedStack(views, length: 100, thickness: 20)
    stack.distribution = .fillProportionally
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 10, 20])
    #expect(views[2].frame.width == 80)
    #expect(!views[0].hasAmbiguousLayout && !views[2].hasAmbiguousLayout)
  }

  @Test("plain views with no intrinsic size and an empty stack")
  func noIntrinsicSize() {
    let (root, stack) = hostedStack([])
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 0, 0))
    let plain = constrained("plain")
    stack.addArrangedSubview(plain)
    stack.alignment = .leading
    LayoutConstraint.activate([stack.widthAnchor.constraint(equalToConstant: 100)])
    root.layoutIfNeeded()
    // The plain view fills the axis and, with nothing to say otherwise, has no height.
    #expect(plain.frame == stackRect(0, 0, 100, 0))
  }

  // MARK: Arranged subviews and subviews

  @Test("removeArrangedSubview keeps the view as a subview; removeFromSuperview removes both")
  func removing() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    root.layoutIfNeeded()
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "c"])
    #expect(b.superview === stack)
    #expect(stack.subviews.count == 3)
    root.layoutIfNeeded()
    #expect(b.constraints.isEmpty)
    #expect(c.frame.minX == 50)
    #expect(stack.frame.width == 70)
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a"])
    #expect(c.superview == nil)
    root.layoutIfNeeded()
    #expect(stack.frame.width == 40)
    #expect(stack.customSpacing(after: c) == StackView.spacingUseDefault)
    // Removing a view that is not arranged does nothing.
    stack.removeArrangedSubview(c)
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test("adding and inserting: order of arrangement versus order of drawing")
  func insertingAndMoving() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b], thickness: 50)
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["c", "a", "b"])
    #expect(stack.subviews.map(\.debugName) == ["a", "b", "c"])
    stack.addArrangedSubview(c)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "b", "c"])
    stack.insertArrangedSubview(a, at: 2)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "c", "a"])
    #expect(stack.subviews.map(\.debugName) == ["a", "b", "c"])
    root.layoutIfNeeded()
    #expect(b.frame.minX == 0)
    #expect(c.frame.minX == 70)
    #expect(a.frame.minX == 100)
    // A subview that is not arranged keeps its place in the drawing order when it is arranged.
    let d = StackBlock("d", 10, 10)
    stack.insertSubview(d, at: 0)
    stack.addArrangedSubview(d)
    #expect(stack.subviews.first === d)
    #expect(stack.arrangedSubviews.last === d)
    #expect(!d.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("appending a view rebuilds only the old last view's constraints")
  func appendingIsCheap() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b], thickness: 50)
    root.layoutIfNeeded()
    let before = Set(stack.managedConstraints.map(ObjectIdentifier.init))
    #expect(before.count == 8)
    stack.addArrangedSubview(c)
    root.layoutIfNeeded()
    let after = Set(stack.managedConstraints.map(ObjectIdentifier.init))
    // a's four (canvas connection, two alignment edges, tie-break) stay; b's are rebuilt (it is no
    // longer last), and c's are new.
    #expect(before.intersection(after).count == 4)
    #expect(after.count == 12)
    #expect(c.frame == stackRect(120, 0, 20, 50))
  }

  @Test("a spacing change moves constants in place; hiding rebuilds only the neighbours")
  func regenerationIsCheap() {
    let views = (0..<5).map { StackBlock("v\($0)", 10, 10) }
    let (root, stack) = hostedStack(views, thickness: 20)
    root.layoutIfNeeded()
    let before = stack.managedConstraints.map(ObjectIdentifier.init)
    stack.spacing = 3
    root.layoutIfNeeded()
    #expect(stack.managedConstraints.map(ObjectIdentifier.init) == before)
    #expect(views[4].frame.minX == 52)
    let first = views[0].constraints.map(ObjectIdentifier.init)
    let last = views[4].constraints.map(ObjectIdentifier.init)
    views[2].isHidden = true
    root.layoutIfNeeded()
    #expect(views[0].constraints.map(ObjectIdentifier.init) == first)
    #expect(views[4].constraints.map(ObjectIdentifier.init) == last)
    #expect(views[3].frame.minX == 26)
    // A pass with nothing changed keeps every constraint.
    let settled = stack.managedConstraints.map(ObjectIdentifier.init)
    stack.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(stack.managedConstraints.map(ObjectIdentifier.init) == settled)
  }

  @Test("changing the distribution back and forth leaves no guides or constraints behind")
  func switchingDistributions() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 320, thickness: 50)
    root.layoutIfNeeded()
    let count = stack.constraints.count
    for distribution in StackView.Distribution.allCases + [.fill] {
      stack.distribution = distribution
      stack.alignment = distribution == .equalSpacing ? .firstBaseline : .fill
      root.layoutIfNeeded()
    }
    #expect(stack.layoutGuides.isEmpty)
    #expect(stack.constraints.count == count)
    #expect(c.frame.stackSettled == stackRect(120, 0, 200, 50))
  }

  // MARK: Two containers

  @Test("a view arranged in another stack moves, and both stacks stay consistent")
  func arrangedInTwoStacks() {
    let root = layoutRoot(400, 300)
    let (a, b, c) = stackBlocks()
    let first = StackView(arrangedSubviews: [a, b])
    let second = StackView(arrangedSubviews: [c])
    for stack in [first, second] { stack.spacing = 10 }
    root.addSubview(first)
    root.addSubview(second)
    LayoutConstraint.activate([
      first.leftAnchor.constraint(equalTo: root.leftAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.leftAnchor.constraint(equalTo: root.leftAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    let (_, diagnostics) = Diagnostics.collect {
      second.addArrangedSubview(a)
    }
    #expect(diagnostics.warnings.count == 1)
    #expect(diagnostics.warnings.first?.contains("was arranged in") == true)
    #expect(a.superview === second)
    #expect(first.arrangedSubviews.map(\.debugName) == ["b"])
    #expect(second.arrangedSubviews.map(\.debugName) == ["c", "a"])
    root.layoutIfNeeded()
    #expect(b.frame == stackRect(0, 0, 60, 30))
    #expect(first.frame == stackRect(0, 0, 60, 30))
    #expect(a.frame == stackRect(30, 0, 40, 20))
    #expect(second.frame == stackRect(0, 100, 70, 20))
  }

  @Test("a stack and a BoxView take views from each other consistently")
  func stackAndBoxShareViews() {
    let (a, b, _) = stackBlocks()
    let (root, stack) = hostedStack([a, b])
    let box = BoxView(axis: .x)
    root.addSubview(box)
    box.items = [a.boxed]
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b"])
    #expect(a.superview === box)
    stack.addArrangedSubview(a)
    #expect(box.items.isEmpty)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "a"])
    root.layoutIfNeeded()
    #expect(a.frame.minX == 70)
  }

  // MARK: Nesting

  @Test("a StackView inside a BoxView")
  func stackInBox() {
    let box = BoxView(frame: stackRect(0, 0, 300, 200))
    let header = View.named("header")
    let footer = View.named("footer")
    let (a, b, c) = stackBlocks()
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    box.items = [header.boxed.height(30), stack.boxed, footer.boxed.height(20)]
    box.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 30, 300, 150))
    #expect(a.frame == stackRect(0, 0, 40, 150))
    #expect(b.frame == stackRect(50, 0, 60, 150))
    #expect(c.frame == stackRect(120, 0, 180, 150))
    b.isHidden = true
    box.layoutIfNeeded()
    #expect(c.frame == stackRect(50, 0, 250, 150))
    #expect(footer.frame == stackRect(0, 180, 300, 20))
  }

  @Test("a BoxView inside a StackView, and stacks inside stacks")
  func boxInStack() {
    let a = StackBlock("a", 40, 20)
    let p = StackBlock("p", 30, 10)
    let q = StackBlock("q", 50, 16)
    let c = StackBlock("c", 20, 10)
    let box = BoxView(axis: .x, spacing: 5)
    box.items = [p.boxed, q.boxed]
    let (root, stack) = hostedStack([a, box, c], axis: .vertical, spacing: 4)
    stack.alignment = .leading
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 40, 20))
    #expect(box.frame == stackRect(0, 24, 85, 16))
    #expect(p.frame == stackRect(0, 0, 30, 16))
    #expect(q.frame == stackRect(35, 0, 50, 16))
    #expect(c.frame == stackRect(0, 44, 20, 10))
    #expect(stack.frame == stackRect(0, 0, 85, 54))
    // A horizontal stack as an arranged subview of the vertical one.
    let x = StackBlock("x", 10, 10)
    let y = StackBlock("y", 15, 25)
    let inner = StackView(arrangedSubviews: [x, y])
    inner.spacing = 2
    inner.alignment = .center
    stack.insertArrangedSubview(inner, at: 1)
    root.layoutIfNeeded()
    #expect(inner.frame == stackRect(0, 24, 27, 25))
    #expect(x.frame == stackRect(0, 7.5, 10, 10))
    #expect(box.frame == stackRect(0, 53, 85, 16))
    q.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.height == 83)
  }

  // MARK: Bad input

  @Test("NaN and infinite spacing are refused and reported")
  func badSpacing() {
    let (a, b, _) = stackBlocks()
    let (root, stack) = hostedStack([a, b])
    let (_, diagnostics) = Diagnostics.collect {
      stack.spacing = .nan
      stack.spacing = .infinity
      stack.setCustomSpacing(.nan, after: a)
      stack.setCustomSpacing(-.infinity, after: a)
    }
    #expect(diagnostics.errors.map(\.kind) == Array(repeating: "invalidStackLayout", count: 4))
    #expect(stack.spacing == 10)
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(b.frame.minX == 50)
  }

  @Test("arranging the stack itself or an ancestor is refused; a bad index is clamped")
  func badArrangements() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a])
    let (_, diagnostics) = Diagnostics.collect {
      stack.addArrangedSubview(stack)
      stack.addArrangedSubview(root)
      stack.insertArrangedSubview(b, at: 7)
      stack.insertArrangedSubview(c, at: -1)
      stack.setCustomSpacing(4, after: root)
    }
    #expect(diagnostics.errors.map(\.kind) == Array(repeating: "invalidStackLayout", count: 4))
    #expect(diagnostics.warnings.count == 1)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["c", "a", "b"])
    #expect(stack.superview === root)
    root.layoutIfNeeded()
    #expect(stack.frame.width == 140)
  }

  @Test("a full layout raises no diagnostics and leaves nothing ambiguous")
  func noDiagnostics() {
    let (_, diagnostics) = Diagnostics.collect {
      for distribution in StackView.Distribution.allCases {
        for alignment in StackView.Alignment.allCases {
          let (a, b, c) = stackBlocks()
          let (root, stack) = hostedStack([a, b, c], length: 300, thickness: 50)
          stack.distribution = distribution
          stack.alignment = alignment
          root.layoutIfNeeded()
          #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !c.hasAmbiguousLayout)
        }
      }
    }
    #expect(diagnostics.errors.isEmpty)
    #expect(diagnostics.warnings.isEmpty)
  }
}
