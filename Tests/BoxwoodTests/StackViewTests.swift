import Boxwood
import Testing

/// A plain view with an intrinsic size (hugging 250, compression resistance 750 by default).
@MainActor
final class StackBlock: View {
  var size: Size {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ name: String, _ width: Double, _ height: Double) {
    size = Size(width: width, height: height)
    super.init(frame: .zero)
    debugName = name
  }

  override var intrinsicContentSize: Size { size }
}

/// Three blocks: a 40×20, b 60×30, c 20×10 (transposed for vertical stacks: a 20×40, b 30×60, c 10×20).
@MainActor
func stackBlocks(_ axis: LayoutAxis = .horizontal) -> (StackBlock, StackBlock, StackBlock) {
  let sizes = [("a", 40.0, 20.0), ("b", 60, 30), ("c", 20, 10)].map { name, long, short in
    axis == .horizontal ? StackBlock(name, long, short) : StackBlock(name, short, long)
  }
  return (sizes[0], sizes[1], sizes[2])
}

/// A stack in a detached 400×300 root, its top-left pinned at (0, 0); `length` and `thickness` fix its
/// size along and across its axis (nil leaves it to hug its content).
@MainActor
func hostedStack(
  _ views: [View], axis: LayoutAxis = .horizontal, spacing: Double = 10, length: Double? = nil,
  thickness: Double? = nil
) -> (root: View, stack: StackView) {
  let root = layoutRoot(400, 300)
  let stack = StackView(arrangedSubviews: views)
  stack.debugName = "stack"
  stack.axis = axis
  stack.spacing = spacing
  root.addSubview(stack)
  var constraints = [
    stack.leftAnchor.constraint(equalTo: root.leftAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ]
  let (along, across) =
    axis == .horizontal ? (stack.widthAnchor, stack.heightAnchor) : (stack.heightAnchor, stack.widthAnchor)
  if let length { constraints.append(along.constraint(equalToConstant: length)) }
  if let thickness { constraints.append(across.constraint(equalToConstant: thickness)) }
  LayoutConstraint.activate(constraints)
  return (root, stack)
}

/// A value with the solver's rounding noise (below a millionth of a point) removed.
func stackSettle(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

extension Rect {
  /// The rectangle with the solver's rounding noise removed (centres and ratios solve to values such as
  /// 124.99999999999999).
  var stackSettled: Rect {
    Rect(
      x: stackSettle(minX), y: stackSettle(minY), width: stackSettle(width), height: stackSettle(height))
  }
}

/// `Rect` shorthand.
func stackRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

@Suite("StackView: distributions, alignments, spacing")
@MainActor
struct StackViewTests {
  // MARK: Distributions, horizontal

  @Test("fill: the views keep their sizes and the last of equal hugging stretches")
  func fillHorizontal() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 300, thickness: 50)
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 40, 50))
    #expect(b.frame == stackRect(50, 0, 60, 50))
    #expect(c.frame == stackRect(120, 0, 180, 50))
    #expect(stack.frame == stackRect(0, 0, 300, 50))
    #expect(!c.hasAmbiguousLayout)
  }

  @Test("fill: the view with the lowest hugging priority stretches")
  func fillHugging() {
    let (a, b, c) = stackBlocks()
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let (root, _) = hostedStack([a, b, c], length: 300, thickness: 50)
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 40, 50))
    #expect(b.frame == stackRect(50, 0, 220, 50))
    #expect(c.frame == stackRect(280, 0, 20, 50))
    // Raising it above the others hands the extra room back to the last of the others.
    b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    root.layoutIfNeeded()
    #expect(c.frame == stackRect(120, 0, 180, 50))
  }

  @Test("fill: without room, the view with the lowest compression resistance shrinks")
  func fillCompression() {
    let (a, b, c) = stackBlocks()
    b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let (root, _) = hostedStack([a, b, c], length: 100, thickness: 50)
    root.layoutIfNeeded()
    // 40 + 60 + 20 + 2 × 10 = 140: b gives up the 40 points missing.
    #expect(a.frame == stackRect(0, 0, 40, 50))
    #expect(b.frame == stackRect(50, 0, 20, 50))
    #expect(c.frame == stackRect(80, 0, 20, 50))
  }

  @Test("fill: an unconstrained stack hugs its content")
  func fillHugsContent() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c])
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 140, 30))
    #expect(a.frame == stackRect(0, 0, 40, 30))
    #expect(c.frame == stackRect(120, 0, 20, 30))
  }

  @Test("fillEqually: every view gets the same width")
  func fillEquallyHorizontal() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 320, thickness: 50)
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 100, 50))
    #expect(b.frame == stackRect(110, 0, 100, 50))
    #expect(c.frame == stackRect(220, 0, 100, 50))
  }

  @Test("fillProportionally: widths in proportion to the intrinsic widths")
  func fillProportionallyHorizontal() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 320, thickness: 50)
    stack.distribution = .fillProportionally
    root.layoutIfNeeded()
    // 300 points for 40 : 60 : 20.
    #expect(a.frame == stackRect(0, 0, 100, 50))
    #expect(b.frame == stackRect(110, 0, 150, 50))
    #expect(c.frame == stackRect(270, 0, 50, 50))
    // A new intrinsic size moves the proportions.
    c.size = Size(width: 100, height: 10)
    root.layoutIfNeeded()
    // 40 : 60 : 100 of 300.
    #expect(a.frame == stackRect(0, 0, 60, 50))
    #expect(b.frame == stackRect(70, 0, 90, 50))
    #expect(c.frame == stackRect(170, 0, 150, 50))
  }

  @Test("equalSpacing: intrinsic widths and equal gaps")
  func equalSpacingHorizontal() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 320, thickness: 50)
    stack.distribution = .equalSpacing
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(0, 0, 40, 50))
    #expect(b.frame == stackRect(140, 0, 60, 50))
    #expect(c.frame == stackRect(300, 0, 20, 50))
  }

  @Test("equalSpacing: an unconstrained stack uses the spacing as the gap")
  func equalSpacingHugs() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    stack.distribution = .equalSpacing
    root.layoutIfNeeded()
    #expect(stack.frame.width == 140)
    #expect(b.frame.minX == 50)
    #expect(c.frame.minX == 120)
  }

  @Test("equalCentering: centres equally far apart")
  func equalCenteringHorizontal() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 320, thickness: 50)
    stack.distribution = .equalCentering
    root.layoutIfNeeded()
    // Centres 20 and 310 at the ends; b's centre halfway, at 165.
    #expect(a.frame == stackRect(0, 0, 40, 50))
    #expect(b.frame == stackRect(135, 0, 60, 50))
    #expect(c.frame == stackRect(300, 0, 20, 50))
  }

  @Test("equalCentering: an unconstrained stack is as small as the minimum gap allows")
  func equalCenteringHugs() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    stack.distribution = .equalCentering
    root.layoutIfNeeded()
    // Centre distance d: a–b gap d − 50 ≥ 10, b–c gap d − 40 ≥ 10, so d = 60.
    #expect(a.frame.minX == 0)
    #expect(b.frame.minX == 50)
    #expect(c.frame.minX == 130)
    #expect(stack.frame.width == 150)
  }

  // MARK: Distributions, vertical

  @Test("every distribution in a vertical stack", arguments: StackView.Distribution.allCases)
  func verticalDistributions(_ distribution: StackView.Distribution) {
    let (a, b, c) = stackBlocks(.vertical)
    let (root, stack) = hostedStack([a, b, c], axis: .vertical, length: 320, thickness: 50)
    stack.distribution = distribution
    root.layoutIfNeeded()
    let expected: [(Double, Double)]  // (y, height) of a, b, c
    switch distribution {
    case .fill: expected = [(0, 40), (50, 60), (120, 200)]
    case .fillEqually: expected = [(0, 100), (110, 100), (220, 100)]
    case .fillProportionally: expected = [(0, 100), (110, 150), (270, 50)]
    case .equalSpacing: expected = [(0, 40), (140, 60), (300, 20)]
    case .equalCentering: expected = [(0, 40), (135, 60), (300, 20)]
    }
    for (view, (y, height)) in zip([a, b, c], expected) {
      #expect(view.frame == stackRect(0, y, 50, height), "\(view.shortDescription)")
    }
  }

  // MARK: Alignment

  @Test("alignment across a horizontal stack", arguments: StackView.Alignment.allCases)
  func horizontalAlignments(_ alignment: StackView.Alignment) {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    stack.alignment = alignment
    root.layoutIfNeeded()
    let expected: [(Double, Double)]  // (y, height)
    switch alignment {
    case .fill: expected = [(0, 50), (0, 50), (0, 50)]
    case .leading: expected = [(0, 20), (0, 30), (0, 10)]
    case .center: expected = [(15, 20), (10, 30), (20, 10)]
    case .trailing: expected = [(30, 20), (20, 30), (40, 10)]
    // Plain views have their baselines at their bottoms: the group sits at the top or the bottom.
    case .firstBaseline: expected = [(10, 20), (0, 30), (20, 10)]
    case .lastBaseline: expected = [(30, 20), (20, 30), (40, 10)]
    }
    for (view, (y, height)) in zip([a, b, c], expected) {
      #expect(view.frame.minY == y, "\(view.shortDescription)")
      #expect(view.frame.height == height, "\(view.shortDescription)")
    }
    #expect(stack.frame.width == 140)
  }

  @Test(
    "alignment across a vertical stack (baselines mean the edges there)",
    arguments: StackView.Alignment.allCases)
  func verticalAlignments(_ alignment: StackView.Alignment) {
    let (a, b, c) = stackBlocks(.vertical)
    let (root, stack) = hostedStack([a, b, c], axis: .vertical, thickness: 50)
    stack.alignment = alignment
    root.layoutIfNeeded()
    let expected: [(Double, Double)]  // (x, width)
    switch alignment {
    case .fill: expected = [(0, 50), (0, 50), (0, 50)]
    case .leading, .firstBaseline: expected = [(0, 20), (0, 30), (0, 10)]
    case .center: expected = [(15, 20), (10, 30), (20, 10)]
    case .trailing, .lastBaseline: expected = [(30, 20), (20, 30), (40, 10)]
    }
    for (view, (x, width)) in zip([a, b, c], expected) {
      #expect(view.frame.minX == x, "\(view.shortDescription)")
      #expect(view.frame.width == width, "\(view.shortDescription)")
    }
    #expect(stack.frame.height == 140)
  }

  @Test("a stack aligned other than fill hugs its tallest view")
  func alignmentHugs() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c])
    stack.alignment = .center
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 140, 30))
    #expect(a.frame == stackRect(0, 5, 40, 20))
    #expect(c.frame == stackRect(120, 10, 20, 10))
  }

  @Test("labels in different fonts line up on their first and last baselines")
  func baselines() {
    let window = makeWindow(width: 300, height: 100)
    let small = constrainedLabel("aa", size: 10)  // 10×12, baseline 8
    let big = constrainedLabel("b", size: 20)  // 10×24, baseline 16
    let lines = constrainedLabel("x\ny", size: 10)  // 5×24, baselines 8 and 20
    lines.numberOfLines = 0
    let stack = StackView(arrangedSubviews: [small, big, lines])
    stack.spacing = 5
    stack.alignment = .firstBaseline
    window.rootView.addSubview(stack)
    let height = stack.heightAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
      stack.topAnchor.constraint(equalTo: window.rootView.topAnchor), height,
    ])
    window.layoutIfNeeded()
    // First baselines at 16, the group at the top.
    #expect(small.frame == stackRect(0, 8, 10, 12))
    #expect(big.frame == stackRect(15, 0, 10, 24))
    #expect(lines.frame == stackRect(30, 8, 5, 24))
    #expect(stack.frame == stackRect(0, 0, 35, 50))

    stack.alignment = .lastBaseline
    window.layoutIfNeeded()
    // Last baselines: 8, 16 and 20 below the tops; the lowest bottom (big's: baseline + 8) at 50.
    #expect(big.frame == stackRect(15, 26, 10, 24))
    #expect(small.frame == stackRect(0, 34, 10, 12))
    #expect(lines.frame == stackRect(30, 22, 5, 24))

    // Unconstrained, the stack hugs the group.
    height.isActive = false
    window.layoutIfNeeded()
    #expect(stack.frame.height == 28)
    #expect(lines.frame.minY == 0)
    #expect(big.frame.minY == 4)

    // A font change moves the baselines again (only the views next to it are rebuilt).
    stack.alignment = .firstBaseline
    window.layoutIfNeeded()
    #expect(big.frame.minY == 0)
    big.font = .system(size: 30)  // 15×36, ascent 24
    window.layoutIfNeeded()
    #expect(big.frame == stackRect(15, 0, 15, 36))
    #expect(small.frame.minY == 16)
    #expect(lines.frame == stackRect(35, 16, 5, 24))
    #expect(stack.frame.height == 40)
  }

  @Test("a nested stack lends the baseline of its first (or last) visible arranged view, and follows changes")
  func nestedStackBaselines() {
    let window = makeWindow(width: 300, height: 200)
    let small = constrainedLabel("aa", size: 10)  // 10×12, baseline 8
    let top = constrainedLabel("b", size: 20)  // 10×24, baseline 16
    let bottom = constrainedLabel("c", size: 10)  // 5×12, baseline 8
    let column = StackView(arrangedSubviews: [top, bottom])
    column.axis = .vertical
    column.spacing = 4
    #expect(column.viewForFirstBaselineLayout === top)
    #expect(column.viewForLastBaselineLayout === bottom)
    let row = StackView(arrangedSubviews: [small, column])
    row.spacing = 5
    row.alignment = .firstBaseline
    window.rootView.addSubview(row)
    LayoutConstraint.activate([
      row.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
      row.topAnchor.constraint(equalTo: window.rootView.topAnchor),
    ])
    window.layoutIfNeeded()
    // The column's first baseline is `top`'s (16 below the column's top), not its bottom edge.
    #expect(column.frame.minY == 0)
    #expect(small.frame.minY == 8)  // its baseline (8) at 16
    #expect(small.convert(Point(x: 0, y: 8), to: nil).y == top.convert(Point(x: 0, y: 16), to: nil).y)

    row.alignment = .lastBaseline
    window.layoutIfNeeded()
    // Last baselines: `bottom`'s is 24 + 4 + 8 = 36 below the column's top.
    #expect(small.convert(Point(x: 0, y: 8), to: nil).y == bottom.convert(Point(x: 0, y: 8), to: nil).y)

    // Hiding the column's first view: its first baseline is now `bottom`'s.
    row.alignment = .firstBaseline
    top.isHidden = true
    window.layoutIfNeeded()
    #expect(column.viewForFirstBaselineLayout === bottom)
    #expect(small.convert(Point(x: 0, y: 8), to: nil).y == bottom.convert(Point(x: 0, y: 8), to: nil).y)
    #expect(small.frame.minY == 0 && column.frame.minY == 0)
    top.isHidden = false
    window.layoutIfNeeded()
    #expect(small.frame.minY == 8)
    // An app constraint on the column's baseline follows the lender too.
    let marker = constrainedLabel("m", size: 10)
    window.rootView.addSubview(marker)
    LayoutConstraint.activate([
      marker.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 200),
      marker.firstBaselineAnchor.constraint(equalTo: column.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(marker.frame.minY == 8)
    top.isHidden = true
    window.layoutIfNeeded()
    #expect(marker.convert(Point(x: 0, y: 8), to: nil).y == bottom.convert(Point(x: 0, y: 8), to: nil).y)
    #expect(!column.frame.isEmpty)
  }

  @Test("baseline-relative arrangement measures vertical gaps between baselines")
  func baselineRelative() {
    let window = makeWindow(width: 300, height: 200)
    let first = constrainedLabel("one", size: 10)  // 12 high, baseline 8
    let second = constrainedLabel("two", size: 20)  // 24 high, baseline 16
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    window.rootView.addSubview(stack)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
      stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
    ])
    window.layoutIfNeeded()
    // second's baseline 30 below first's (8): at 38, so its top is at 22.
    #expect(first.frame == stackRect(0, 0, 15, 12))
    #expect(second.frame == stackRect(0, 22, 30, 24))
    stack.isBaselineRelativeArrangement = false
    window.layoutIfNeeded()
    #expect(second.frame.minY == 42)
  }

  // MARK: Spacing and margins

  @Test("custom spacing after a view replaces the spacing there")
  func customSpacing() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    stack.setCustomSpacing(30, after: a)
    #expect(stack.customSpacing(after: a) == 30)
    #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(b.frame.minX == 70)
    #expect(c.frame.minX == 140)
    #expect(stack.frame.width == 160)
    stack.spacing = 4
    root.layoutIfNeeded()
    #expect(b.frame.minX == 70)
    #expect(c.frame.minX == 134)
    stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
    root.layoutIfNeeded()
    #expect(b.frame.minX == 44)
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
  }

  @Test("custom spacing is a minimum in equalSpacing; the gaps stay equal")
  func customSpacingEqualSpacing() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], thickness: 50)
    stack.distribution = .equalSpacing
    stack.setCustomSpacing(30, after: b)
    root.layoutIfNeeded()
    #expect(b.frame.minX == 70)
    #expect(c.frame.minX == 160)
    #expect(stack.frame.width == 180)
  }

  @Test("margins-relative arrangement insets the views by the directional margins")
  func marginsRelative() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c])
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 6, trailing: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 170, 41))
    #expect(a.frame == stackRect(10, 5, 40, 30))
    #expect(c.frame == stackRect(130, 5, 20, 30))
    // Right to left: leading is on the right.
    stack.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(120, 5, 40, 30))
    #expect(c.frame == stackRect(20, 5, 20, 30))
    // Margins changes follow without regenerating anything.
    stack.directionalLayoutMargins = .zero
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 140, 30))
    stack.isLayoutMarginsRelativeArrangement = false
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 6, trailing: 20)
    root.layoutIfNeeded()
    #expect(stack.frame == stackRect(0, 0, 140, 30))
  }

  @Test("right to left: a horizontal stack runs from the right edge")
  func rightToLeft() {
    let (a, b, c) = stackBlocks()
    let (root, stack) = hostedStack([a, b, c], length: 300, thickness: 50)
    stack.semanticContentAttribute = .forceRightToLeft
    stack.setCustomSpacing(20, after: a)
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(260, 0, 40, 50))
    #expect(b.frame == stackRect(180, 0, 60, 50))
    #expect(c.frame == stackRect(0, 0, 170, 50))
    stack.distribution = .equalCentering
    root.layoutIfNeeded()
    // Centres at 280 and 10, b's at 145.
    #expect(b.frame == stackRect(115, 0, 60, 50))
    stack.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(a.frame.minX == 0)
    #expect(stackSettle(b.frame.minX) == 125)
    #expect(c.frame.minX == 280)
  }

  @Test("right to left: a vertical stack's leading alignment is on the right")
  func rightToLeftVertical() {
    let (a, b, c) = stackBlocks(.vertical)
    let (root, stack) = hostedStack([a, b, c], axis: .vertical, thickness: 50)
    stack.alignment = .leading
    stack.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(a.frame == stackRect(30, 0, 20, 40))
    #expect(b.frame == stackRect(20, 50, 30, 60))
    #expect(c.frame == stackRect(40, 120, 10, 20))
  }
}
