import Boxwood
import Testing

/// A label measured with the deterministic approximate metrics (10 pt: 5 pt a character, 12 pt lines).
@MainActor
func constrainedLabel(_ text: String, size: Double = 10) -> Label {
  let label = Label(text, font: .system(size: size))
  label.debugName = text
  label.translatesAutoresizingMaskIntoConstraints = false
  return label
}

@Suite("Auto Layout: content size, baselines, direction, autoresizing")
@MainActor
struct AutoLayoutContentTests {
  /// Two labels in a row between the window's edges: `[|-0-a-8-b-0-|]`.
  func row(width: Double) -> (Window, Label, Label) {
    let window = makeWindow(width: width, height: 50)
    let a = constrainedLabel("aaaa")  // 20 pt wide
    let b = constrainedLabel("bbbbbb")  // 30 pt wide
    window.rootView.addSubview(a)
    window.rootView.addSubview(b)
    let root = window.rootView
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (window, a, b)
  }

  @Test("labels size to their text: intrinsic size with hugging and compression resistance")
  func intrinsicSize() {
    let window = makeWindow()
    let label = constrainedLabel("hello")
    window.rootView.addSubview(label)
    LayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 3),
      label.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 4),
    ])
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 3, y: 4, width: 25, height: 12))
    label.text = "hello world"
    window.layoutIfNeeded()
    #expect(label.frame.size == Size(width: 55, height: 12))
  }

  @Test("with room to spare, the label with the lower hugging priority stretches")
  func huggingDecidesWhoStretches() {
    let (window, a, b) = row(width: 200)
    a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    window.layoutIfNeeded()
    #expect(b.frame.width == 30)
    #expect(a.frame.width == 200 - 8 - 30)
    a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    window.layoutIfNeeded()
    #expect(a.frame.width == 20)
    #expect(b.frame.width == 200 - 8 - 20)
  }

  @Test("without room, the label with the lower compression resistance is squeezed")
  func compressionDecidesWhoShrinks() {
    let (window, a, b) = row(width: 40)
    b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    window.layoutIfNeeded()
    #expect(a.frame.width == 20)
    #expect(b.frame.width == 40 - 8 - 20)
    // The squeezed label truncates its text instead of overflowing.
    let runs = window.makeDisplayList().textRuns
    #expect(runs.contains { $0.text.hasSuffix("…") })
  }

  @Test("labels in different fonts align on their first baselines")
  func baselineAlignment() {
    let window = makeWindow(width: 300, height: 100)
    let small = constrainedLabel("small", size: 10)
    let big = constrainedLabel("BIG", size: 30)
    window.rootView.addSubview(small)
    window.rootView.addSubview(big)
    let root = window.rootView
    LayoutConstraint.activate([
      big.leftAnchor.constraint(equalTo: root.leftAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      small.leftAnchor.constraint(equalTo: big.rightAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.firstBaselineOffset
    let smallBaseline = small.frame.minY + small.firstBaselineOffset
    #expect(abs(bigBaseline - smallBaseline) < 0.001)
    #expect(bigBaseline == 10 + 24)
  }

  @Test("leading and trailing mirror in right-to-left, constants included")
  func rightToLeft() {
    let root = layoutRoot(300, 100)
    let child = constrained("child")
    root.addSubview(child)
    child.semanticContentAttribute = .forceRightToLeft
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 50), child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 300 - 20 - 50)
    child.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(child.frame.minX == 20)
  }

  @Test("the application direction flips unspecified views")
  func applicationDirection() {
    let root = layoutRoot(300, 100)
    let child = constrained("child")
    root.addSubview(child)
    LayoutDirection.application = .rightToLeft
    defer { LayoutDirection.application = .leftToRight }
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 30), child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 300 - 10 - 30)
  }

  @Test("autoresizing-mask views sit beside constraint views and follow resizes")
  func autoresizingBesideConstraints() {
    let window = makeWindow(width: 200, height: 100)
    let sidebar = View(frame: Rect(x: 0, y: 0, width: 50, height: 100))
    sidebar.autoresizingMask = [.flexibleHeight]
    let banner = View(frame: Rect(x: 60, y: 10, width: 130, height: 20))
    banner.autoresizingMask = [.flexibleWidth]
    let content = constrained("content")
    window.rootView.addSubview(sidebar)
    window.rootView.addSubview(banner)
    window.rootView.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
      content.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 5),
      content.bottomAnchor.constraint(equalTo: sidebar.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == Rect(x: 60, y: 35, width: 130, height: 65))
    window.size = Size(width: 300, height: 150)
    window.layoutIfNeeded()
    #expect(sidebar.frame == Rect(x: 0, y: 0, width: 50, height: 150))
    #expect(banner.frame == Rect(x: 60, y: 10, width: 230, height: 20))
    #expect(content.frame == Rect(x: 60, y: 35, width: 230, height: 115))
  }

  @Test("a window resize relays out constraint views")
  func windowResize() {
    let window = makeWindow(width: 200, height: 100)
    let child = constrained("child")
    window.rootView.addSubview(child)
    let root = window.rootView
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    _ = window.makeDisplayList()
    #expect(child.frame == Rect(x: 10, y: 40, width: 180, height: 20))
    window.size = Size(width: 400, height: 300)
    #expect(window.needsRedraw)
    _ = window.makeDisplayList()
    #expect(child.frame == Rect(x: 10, y: 140, width: 380, height: 20))
  }

  @Test("a wrapping label's height follows the width layout gives it")
  func wrappingLabelHeightFollowsWidth() {
    let window = makeWindow(width: 100, height: 300)
    let label = constrainedLabel("aaaa bbbb cccc dddd eeee ffff")  // 6 words of 20 pt
    label.numberOfLines = 0
    window.rootView.addSubview(label)
    let root = window.rootView
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    window.layoutIfNeeded()
    // 50 points fit two words ("aaaa bbbb" is 45 pt), so three lines of 12 pt.
    #expect(label.frame.width == 50)
    #expect(label.frame.height == 36)
  }

  @Test("the layout margins guide insets by the directional margins")
  func layoutMarginsGuide() {
    let root = layoutRoot(200, 100)
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
    let child = constrained("child")
    root.addSubview(child)
    let guide = root.layoutMarginsGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 5, width: 170, height: 80))
    #expect(guide.layoutFrame == Rect(x: 10, y: 5, width: 170, height: 80))
  }

  @Test("a custom layout guide spaces two views")
  func customGuide() {
    let root = layoutRoot(200, 100)
    let a = constrained("a")
    let b = constrained("b")
    let gap = LayoutGuide()
    root.addSubview(a)
    root.addSubview(b)
    root.addLayoutGuide(gap)
    LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 40),
      gap.leftAnchor.constraint(equalTo: a.rightAnchor), gap.widthAnchor.constraint(equalToConstant: 25),
      b.leftAnchor.constraint(equalTo: gap.rightAnchor), b.rightAnchor.constraint(equalTo: root.rightAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 65, y: 0, width: 135, height: 10))
  }

  @Test("systemLayoutSizeFitting gives the compressed size of a container around a label")
  func fittingSize() {
    let window = makeWindow(width: 400, height: 400)
    let card = constrained("card")
    let label = constrainedLabel("hello")
    window.rootView.addSubview(card)
    card.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == Size(width: 25 + 32, height: 12 + 16))
    let wide = card.systemLayoutSizeFitting(
      Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == Size(width: 300, height: 28))
  }

  @Test("hasAmbiguousLayout tells an under-constrained view from a pinned one")
  func ambiguity() {
    let root = layoutRoot()
    let loose = constrained("loose")
    let pinned = constrained("pinned")
    root.addSubview(loose)
    root.addSubview(pinned)
    LayoutConstraint.activate([
      loose.leftAnchor.constraint(equalTo: root.leftAnchor),
      loose.widthAnchor.constraint(equalToConstant: 10),
      pinned.leftAnchor.constraint(equalTo: root.leftAnchor),
      pinned.topAnchor.constraint(equalTo: root.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
    #expect(loose.constraintsAffectingLayout(for: .horizontal).count == 2)
    #expect(loose.constraintsAffectingLayout(for: .vertical).isEmpty)
  }

  @Test(
    "hasAmbiguousLayout finds both sides of a tie: the view free only to grow and the one free only to shrink"
  )
  func ambiguityOfATie() {
    let root = layoutRoot()
    let upper = constrainedLabel("upper")
    let lower = constrainedLabel("lower")
    root.addSubview(upper)
    root.addSubview(lower)
    // 18 points for two lines (13 points each) that resist compression equally: which one gives way is a
    // tie.
    LayoutConstraint.activate([
      upper.leftAnchor.constraint(equalTo: root.leftAnchor),
      lower.leftAnchor.constraint(equalTo: root.leftAnchor),
      upper.topAnchor.constraint(equalTo: root.topAnchor),
      lower.topAnchor.constraint(equalTo: upper.bottomAnchor),
      lower.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 18),
    ])
    root.layoutIfNeeded()
    #expect(upper.frame.height + lower.frame.height == 18)
    #expect(max(upper.frame.height, lower.frame.height) == upper.intrinsicContentSize.height)
    #expect(upper.hasAmbiguousLayout)
    #expect(lower.hasAmbiguousLayout)
  }
}
