import Boxwood
import Testing

@Suite("Autoresizing beside Auto Layout, and bad sizes")
@MainActor
struct AutoresizingMixTests {
  func resizing(_ name: String, _ frame: Rect, _ mask: AutoresizingMask) -> View {
    let view = View.named(name, frame: frame)
    view.autoresizingMask = mask
    return view
  }

  @Test("a constrained subview beside autoresizing ones, all from a 0×0 parent")
  func constrainedBesideAutoresizing() {
    let parent = View.named("parent")
    let bar = resizing("bar", Rect(x: 0, y: 0, width: 0, height: 20), [.flexibleWidth])
    let badge = resizing("badge", Rect(x: 0, y: 0, width: 10, height: 10), [.flexibleLeftMargin])
    let body = constrained("body")
    parent.addSubview(bar)
    parent.addSubview(badge)
    parent.addSubview(body)
    LayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 5),
      body.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
    ])
    // No layout at 0×0: `body` would be −25 high there, and its constraints broken (and reported).
    let (_, report) = Diagnostics.collect {
      parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
      parent.layoutIfNeeded()
    }
    #expect(bar.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    // Its right margin was −10 in the 0×0 parent, and a fixed margin stays what it was.
    #expect(badge.frame == Rect(x: 100, y: 0, width: 10, height: 10))
    #expect(body.frame == Rect(x: 0, y: 25, width: 100, height: 25))
    #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
    parent.frame = Rect(x: 0, y: 0, width: 40, height: 30)
    parent.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(body.frame == Rect(x: 0, y: 25, width: 40, height: 5))
  }

  @Test("a constraint-driven container resized by the engine resizes its autoresizing subviews")
  func engineResizedContainer() {
    let window = makeWindow(width: 40, height: 40)
    let card = constrained("card")
    window.rootView.addSubview(card)
    let root = window.rootView
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ])
    let fill = resizing("fill", .zero, [.flexibleWidth, .flexibleHeight])
    let inner = resizing("inner", .zero, [.flexibleWidth, .flexibleHeight])
    card.addSubview(fill)
    fill.addSubview(inner)
    window.layoutIfNeeded()
    let (_, report) = Diagnostics.collect {
      window.size = Size(width: 120, height: 80)
      window.layoutIfNeeded()
    }
    #expect(card.frame == Rect(x: 10, y: 10, width: 100, height: 60))
    #expect(fill.frame == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(inner.frame == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
  }

  @Test("an autoresizing view in constraints is resized at once and its constraints follow the new frame")
  func participatingAutoresizingView() {
    let window = makeWindow(width: 0, height: 0)
    let header = resizing("header", Rect(x: 0, y: 0, width: 0, height: 10), [.flexibleWidth])
    let label = constrained("label")
    window.rootView.addSubview(header)
    window.rootView.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: header.bottomAnchor),
      label.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
      label.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      label.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    let (_, report) = Diagnostics.collect {
      window.size = Size(width: 100, height: 50)
      #expect(header.frame == Rect(x: 0, y: 0, width: 100, height: 10), "at once")
      window.layoutIfNeeded()
    }
    #expect(header.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(label.frame == Rect(x: 50, y: 10, width: 50, height: 5))
    #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
    // The app moves the header: its constraints are made from the new frame, and keep following resizes.
    header.frame = Rect(x: 10, y: 0, width: 80, height: 10)
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 50, y: 10, width: 40, height: 5))
    window.size = Size(width: 200, height: 50)
    window.layoutIfNeeded()
    #expect(header.frame == Rect(x: 10, y: 0, width: 180, height: 10))
    #expect(label.frame == Rect(x: 100, y: 10, width: 90, height: 5))
  }

  @Test("NaN and infinite superview sizes are refused by name; the subviews keep their frames")
  func nonFiniteParentSizeIsRefused() {
    let parent = View.named("parent", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    let child = resizing(
      "child", Rect(x: 0, y: 0, width: 100, height: 50), [.flexibleWidth, .flexibleHeight])
    parent.addSubview(child)
    for bad in [
      Rect(x: 0, y: 0, width: .nan, height: 50), Rect(x: 0, y: 0, width: 100, height: .infinity),
      Rect(x: 0, y: 0, width: -.infinity, height: 50),
    ] {
      let (_, report) = Diagnostics.collect {
        parent.frame = bad
        parent.layoutIfNeeded()
      }
      #expect(report.errors.map(\.kind) == ["nonFiniteGeometry"])
      #expect(report.errors.first?.description.contains("parent") == true)
      #expect(parent.frame == Rect(x: 0, y: 0, width: 100, height: 50))
      #expect(child.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }
  }

  @Test("a negative superview size is clamped to zero, named in a warning, and the subviews follow")
  func negativeParentSizeIsReported() {
    let parent = View.named("parent", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    let child = resizing(
      "child", Rect(x: 10, y: 0, width: 80, height: 50), [.flexibleWidth, .flexibleHeight])
    parent.addSubview(child)
    let (_, report) = Diagnostics.collect {
      parent.frame = Rect(x: 0, y: 0, width: -40, height: 50)
      parent.layoutIfNeeded()
    }
    #expect(parent.frame == Rect(x: 0, y: 0, width: 0, height: 50))
    #expect(child.frame == Rect(x: 10, y: 0, width: 0, height: 50))
    #expect(report.warnings.count == 1)
    #expect(report.warnings.first?.contains("View(\"parent\")") == true, "\(report.warnings)")
    #expect(report.warnings.first?.contains("negative") == true, "\(report.warnings)")
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(child.frame == Rect(x: 10, y: 0, width: 80, height: 50))
  }
}

@Suite("Autoresizing: a superview size beyond the layout limit")
@MainActor
struct AutoresizingLimitTests {
  @Test("a superview size of 1e12 is refused by name and its autoresizing subviews keep their frames")
  func hugeParentSizeIsRefused() {
    let parent = View.named("parent", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    let child = View.named("child", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(child)
    let (_, report) = Diagnostics.collect {
      parent.frame = Rect(x: 0, y: 0, width: 1e12, height: 50)
      parent.bounds = Rect(x: 0, y: 0, width: 100, height: -1e12)
      parent.layoutIfNeeded()
    }
    #expect(report.errors.map(\.kind) == ["geometryOutOfRange", "geometryOutOfRange"])
    #expect(report.errors.allSatisfy { $0.description.contains("View(\"parent\")") })
    #expect(parent.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(child.frame == Rect(x: 0, y: 0, width: 100, height: 50))
  }
}
