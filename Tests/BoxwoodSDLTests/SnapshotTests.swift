import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// Golden-image tests of the renderer. Goldens live in `__Snapshots__/SnapshotTests/`; record them with
/// `BOXWOOD_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests` and look at them before committing.
@Suite("Snapshots", .serialized)
@MainActor
struct SnapshotTests {
  @Test("rounded rectangles and borders at scale 1")
  func shapesScale1() throws {
    assertSnapshot(try TestRenderer.render(Self.shapes(), width: 320, height: 120), named: "shapes@1x")
  }

  @Test("rounded rectangles and borders at scale 2")
  func shapesScale2() throws {
    assertSnapshot(
      try TestRenderer.render(Self.shapes(), width: 320, height: 120, scale: 2), named: "shapes@2x")
  }

  @Test("clipping and translucent groups")
  func clippingAndOpacity() throws {
    let root = View()
    let clip = box(10, 10, 100, 80, Color(hex: 0xE3F2FD), radius: 0, border: 2, borderColor: .systemBlue)
    clip.clipsToBounds = true
    clip.addSubview(box(50, 40, 90, 90, .systemBlue, radius: 45))
    root.addSubview(clip)
    let group = View(frame: Rect(x: 130, y: 10, width: 110, height: 80))
    group.alpha = 0.5
    group.addSubview(box(0, 0, 70, 60, .systemRed, radius: 10))
    group.addSubview(box(40, 20, 70, 60, .systemBlue, radius: 10))
    root.addSubview(group)
    let nested = box(260, 10, 90, 80, .systemGreen, radius: 12)
    nested.alpha = 0.6
    let inner = box(20, 20, 50, 40, .white, radius: 6, border: 2, borderColor: .black)
    inner.alpha = 0.5
    nested.addSubview(inner)
    root.addSubview(nested)
    assertSnapshot(try TestRenderer.render(root, width: 360, height: 100), named: "clip-opacity")
  }

  @Test("labels: sizes, weights, colours, alignment, wrapping, truncation")
  func labels() throws {
    let root = View()
    var y = 8.0
    for (size, weight) in [(12.0, Font.Weight.regular), (17, .medium), (24, .semibold), (32, .bold)] {
      let label = Label("Boxwood \(Int(size))", font: .system(size: size, weight: weight))
      label.frame = Rect(origin: Point(x: 8, y: y), size: label.intrinsicContentSize)
      root.addSubview(label)
      y += label.frame.height + 4
    }
    for (index, alignment) in [TextAlignment.left, .center, .right].enumerated() {
      let label = Label("aligned", font: .system(size: 15), textColor: .systemBlue)
      label.textAlignment = alignment
      label.backgroundColor = Color(hex: 0xE8F0FE)
      label.frame = Rect(x: 200, y: 8 + Double(index) * 26, width: 150, height: 22)
      root.addSubview(label)
    }
    let paragraph = Label(
      "Wrapped at word boundaries to the width given, with the last visible line cut with an ellipsis when it does not fit.",
      font: .system(size: 14))
    paragraph.numberOfLines = 3
    paragraph.backgroundColor = Color(hex: 0xFAFAFA)
    paragraph.frame = Rect(x: 200, y: 90, width: 160, height: 60)
    root.addSubview(paragraph)
    assertSnapshot(try TestRenderer.render(root, width: 370, height: 160), named: "labels")
    assertSnapshot(try TestRenderer.render(root, width: 370, height: 160, scale: 2), named: "labels@2x")
  }

  @Test("images in each content mode")
  func imageContentModes() throws {
    let landscape = try Image.named("landscape")
    let root = View()
    for (index, mode) in ContentMode.allCases.enumerated() {
      let view = ImageView(image: landscape, contentMode: mode)
      view.frame = Rect(x: 8 + Double(index) * 128, y: 8, width: 120, height: 70)
      view.backgroundColor = Color(hex: 0xECEFF1)
      view.borderWidth = 1
      view.borderColor = .gray
      root.addSubview(view)
    }
    let icon = ImageView(image: try Image.named("user"))
    icon.frame.origin = Point(x: 8, y: 86)
    root.addSubview(icon)
    assertSnapshot(try TestRenderer.render(root, width: 520, height: 126), named: "images")
  }

  static func shapes() -> View {
    let root = View()
    root.addSubview(box(8, 8, 60, 60, .systemBlue))
    root.addSubview(box(76, 8, 60, 60, .systemGreen, radius: 12))
    root.addSubview(box(144, 8, 60, 60, .white, radius: 30, border: 3, borderColor: .systemOrange))
    root.addSubview(box(212, 8, 100, 30, .systemRed, radius: 15))
    root.addSubview(box(212, 46, 100, 22, .white, radius: 4, border: 0.5, borderColor: .black))
    root.addSubview(
      box(8, 76, 304, 36, Color(hex: 0xFFF3E0), radius: 8, border: 1, borderColor: .systemOrange))
    return root
  }
}
