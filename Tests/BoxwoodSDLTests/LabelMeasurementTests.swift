import Boxwood
import BoxwoodSDL
import Testing

/// Labels measured with the real bundled fonts through SDL_ttf.
@Suite("Label measurement (SDL_ttf)", .serialized)
@MainActor
struct LabelMeasurementTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  @Test("intrinsic size comes from the font: wider text, bigger font, bolder weight")
  func intrinsicSizeFollowsFont() {
    let short = Label("Hi", font: .system(size: 17)).intrinsicContentSize
    let long = Label("Hello, Boxwood", font: .system(size: 17)).intrinsicContentSize
    let big = Label("Hello, Boxwood", font: .system(size: 34)).intrinsicContentSize
    let bold = Label("Hello, Boxwood", font: .system(size: 17, weight: .bold)).intrinsicContentSize
    #expect(short.width > 0 && long.width > short.width)
    #expect(big.width > long.width * 1.8 && big.height > long.height * 1.8)
    #expect(bold.width > long.width)
    #expect(long.height == TextSystem.measurer.metrics(of: .system(size: 17)).lineHeight)
  }

  @Test("a wrapping label's height follows its width")
  func wrappingHeightFollowsWidth() {
    let label = Label(String(repeating: "word ", count: 40), font: .system(size: 15))
    label.numberOfLines = 0
    let narrow = label.sizeThatFits(Size(width: 100, height: 0))
    let wide = label.sizeThatFits(Size(width: 400, height: 0))
    #expect(narrow.width <= 100)
    #expect(wide.width <= 400)
    #expect(narrow.height > wide.height * 3)
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == narrow)
  }

  @Test("baselines sit one ascent below the text top")
  func baselines() {
    let label = Label("Baseline", font: .system(size: 20))
    let size = label.intrinsicContentSize
    label.frame = Rect(origin: .zero, size: size)
    let metrics = TextSystem.measurer.metrics(of: label.font)
    #expect(label.firstBaselineOffset == metrics.ascent)
    #expect(label.lastBaselineOffset == metrics.ascent)
    label.numberOfLines = 0
    label.text = "two\nlines"
    label.frame.size = label.intrinsicContentSize
    #expect(label.lastBaselineOffset == metrics.ascent + metrics.lineHeight)
  }

  @Test("an empty label has zero size and draws nothing")
  func emptyLabel() throws {
    let label = Label("")
    #expect(label.intrinsicContentSize == .zero)
    let root = View()
    label.frame = Rect(x: 0, y: 0, width: 50, height: 20)
    root.addSubview(label)
    let image = try TestRenderer.render(root, width: 50, height: 20)
    #expect(image.pixels.allSatisfy { $0 == 255 })
  }

  @Test("a 100 KB label measures, wraps and renders only what is visible")
  func hugeLabel() throws {
    let text = String(repeating: "Boxwood lays out text quickly. ", count: 3300)
    #expect(text.utf8.count > 100_000)
    let single = Label(text, font: .system(size: 13))
    let size = single.intrinsicContentSize
    #expect(size.width.isFinite && size.width > 100_000)
    let wrapped = Label(text, font: .system(size: 13))
    wrapped.numberOfLines = 0
    let tall = wrapped.sizeThatFits(Size(width: 300, height: 0))
    #expect(tall.height > 10_000 && tall.width <= 300)
    let renderer = try OffscreenRenderer()
    let window = Window(size: Size(width: 320, height: 200))
    wrapped.frame = Rect(x: 10, y: 0, width: 300, height: tall.height)
    single.frame = Rect(x: 10, y: 0, width: 300, height: 20)
    window.rootView.addSubview(wrapped)
    window.rootView.addSubview(single)
    _ = try renderer.render(window)
    // Only lines inside the 200-point window are rasterised (plus the truncated single line).
    #expect(renderer.renderer.statistics.textMisses < 20)
  }

  @Test("a font loaded from a file path draws like the bundled one")
  func fontFromPath() throws {
    let path = repositoryRoot.appendingPathComponent("Assets/Fonts/Inter-Bold.otf").path
    let font = try Font(path: path, size: 17)
    #expect(
      Label("Same", font: font).intrinsicContentSize
        == Label("Same", font: .system(size: 17, weight: .bold)).intrinsicContentSize)
  }
}
