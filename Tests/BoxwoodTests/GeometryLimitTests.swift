import Boxwood
import Testing

/// The limit on constraint constants (±1e9 points): beyond it a double cannot keep positions exact
/// through the solver's arithmetic. Everything that reaches the solver is held to it.
@Suite("Geometry limits: frames, spacing, insets, margins, content and window sizes beyond ±1e9")
@MainActor
struct GeometryLimitTests {
  let limit = LayoutConstraint.maximumConstantMagnitude

  /// The errors of one kind in a report.
  func kinds(_ report: Diagnostics.Collector) -> [String] { report.errors.map(\.kind) }

  @Test("a frame, bounds or centre beyond the limit is refused by name and the old one kept")
  func viewGeometryBeyondTheLimit() {
    let view = View.named("far", frame: Rect(x: 1, y: 2, width: 3, height: 4))
    for (property, change) in [
      ("frame", { view.frame = Rect(x: 1e12, y: 0, width: 3, height: 4) }),
      ("frame", { view.frame = Rect(x: 0, y: 0, width: 2e9, height: 4) }),
      ("frame", { view.frame = Rect(x: 0, y: -1e10, width: 3, height: 4) }),
      ("bounds", { view.bounds = Rect(x: 0, y: 0, width: 3, height: 1e12) }),
      ("bounds", { view.bounds = Rect(x: 1e12, y: 0, width: 3, height: 4) }),
      ("center", { view.center = Point(x: 0, y: 5e9) }),
    ] as [(String, () -> Void)] {
      let (_, report) = Diagnostics.collect { change() }
      #expect(kinds(report) == ["geometryOutOfRange"], "\(property)")
      let text = report.errors.first?.description ?? ""
      #expect(text.contains("View(\"far\")") && text.contains(property), "\(text)")
      #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 4))
      #expect(view.bounds.origin == .zero)
    }
    // The limit itself is taken.
    let (_, clean) = Diagnostics.collect { view.frame = Rect(x: -limit, y: 0, width: limit, height: 4) }
    #expect(clean.errors.isEmpty)
    #expect(view.frame == Rect(x: -limit, y: 0, width: limit, height: 4))
    // A view made with such a frame starts at zero, reported.
    let (made, atInit) = Diagnostics.collect { View(frame: Rect(x: 0, y: 0, width: 1e12, height: 1)) }
    #expect(made.frame == .zero)
    #expect(kinds(atInit) == ["geometryOutOfRange"])
  }

  @Test("a root view or an autoresizing view sized beyond the limit keeps its layout")
  func rootAndAutoresizingViews() {
    let root = layoutRoot(200, 100)
    let child = constrained("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let (_, report) = Diagnostics.collect {
      root.frame = Rect(x: 0, y: 0, width: 1e12, height: 100)
      root.layoutIfNeeded()
    }
    #expect(kinds(report) == ["geometryOutOfRange"])
    #expect(child.frame == Rect(x: 10, y: 0, width: 180, height: 10))
    // An autoresizing subview whose share of a resize would take it beyond the limit is refused by name:
    // its width gains 100 points per point of its superview's (its right margin is −99 of 1).
    let parent = View.named("parent", frame: Rect(x: 0, y: 0, width: 1, height: 10))
    let wide = View.named("wide", frame: Rect(x: 0, y: 0, width: 100, height: 10))
    wide.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    parent.addSubview(wide)
    let (_, resized) = Diagnostics.collect { parent.frame = Rect(x: 0, y: 0, width: 2e7, height: 10) }
    #expect(parent.frame.width == 2e7)
    #expect(kinds(resized) == ["geometryOutOfRange"])
    #expect(resized.errors.first?.description.contains("View(\"wide\")") == true)
    #expect(wide.frame == Rect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test("a window size beyond the limit is refused by name and the old size kept")
  func windowSize() {
    let window = makeWindow(width: 200, height: 100)
    window.rootView.debugName = "root"
    let (_, report) = Diagnostics.collect { window.size = Size(width: 1e10, height: 100) }
    #expect(kinds(report) == ["geometryOutOfRange"])
    #expect(report.errors.first?.description.contains("window size") == true)
    #expect(window.size == Size(width: 200, height: 100))
    #expect(window.rootView.frame.size == Size(width: 200, height: 100))
    let (made, atInit) = Diagnostics.collect { Window(title: "huge", size: Size(width: 10, height: 1e10)) }
    #expect(made.size == .zero)
    #expect(kinds(atInit) == ["geometryOutOfRange"])
    #expect(atInit.errors.first?.description.contains("huge") == true)
  }

  @Test("BoxView spacing and insets beyond the limit are refused and the old values kept")
  func boxSpacingAndInsets() {
    let (root, box) = directionBox(200, 100)
    let a = View.named("a")
    let b = View.named("b")
    box.items = [a.boxed.height(20), b.boxed.height(20).bottom(>=0)]
    box.spacing = 5
    box.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    root.layoutIfNeeded()
    let (_, report) = Diagnostics.collect {
      box.spacing = 2e9
      box.insets = EdgeInsets(top: 1e12, left: 0, bottom: 0, right: 0)
      box.insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: -5e9)
      root.layoutIfNeeded()
    }
    #expect(kinds(report) == ["invalidBoxLayout", "invalidBoxLayout", "invalidBoxLayout"])
    #expect(report.errors.allSatisfy { $0.description.contains("beyond") }, "\(report.errors)")
    #expect(box.spacing == 5)
    #expect(box.insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(b.frame == Rect(x: 2, y: 26, width: 194, height: 20))
  }

  @Test("StackView spacing and custom spacing beyond the limit are refused and the old values kept")
  func stackSpacing() {
    let (a, b, _) = stackBlocks()
    let (root, stack) = hostedStack([a, b], spacing: 10)
    root.layoutIfNeeded()
    let (_, report) = Diagnostics.collect {
      stack.spacing = 1e12
      stack.setCustomSpacing(-2e9, after: a)
      root.layoutIfNeeded()
    }
    #expect(kinds(report) == ["invalidStackLayout", "invalidStackLayout"])
    #expect(report.errors.allSatisfy { $0.description.contains("beyond") }, "\(report.errors)")
    #expect(stack.spacing == 10)
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    #expect(b.frame.minX == 50)
    // spacingUseDefault (the largest double) still removes a custom spacing.
    stack.setCustomSpacing(4, after: a)
    let (_, clean) = Diagnostics.collect { stack.setCustomSpacing(StackView.spacingUseDefault, after: a) }
    #expect(clean.errors.isEmpty)
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
  }

  @Test("layout margins beyond the limit or non-finite are refused by name and the old ones kept")
  func layoutMargins() {
    let root = layoutRoot(200, 100)
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let child = constrained("child")
    root.addSubview(child)
    let guide = root.layoutMarginsGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    let (_, report) = Diagnostics.collect {
      root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1e12, bottom: 0, trailing: 0)
      root.directionalLayoutMargins = DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
      root.layoutIfNeeded()
    }
    #expect(kinds(report) == ["geometryOutOfRange", "nonFiniteGeometry"])
    #expect(report.errors.allSatisfy { $0.description.contains("directionalLayoutMargins") })
    #expect(
      root.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(child.frame == Rect(x: 2, y: 1, width: 194, height: 96))
  }

  @Test("a scroll view's content size beyond the limit is refused by name and the old one kept")
  func scrollContentSize() {
    let scroll = ScrollView()
    scroll.debugName = "scroll"
    scroll.contentSize = Size(width: 100, height: 500)
    let (_, report) = Diagnostics.collect { scroll.contentSize = Size(width: 100, height: 1e12) }
    #expect(kinds(report) == ["geometryOutOfRange"])
    #expect(report.errors.first?.description.contains("contentSize") == true)
    #expect(scroll.contentSize == Size(width: 100, height: 500))
  }
}
