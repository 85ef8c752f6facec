import Boxwood
import Testing

@Suite("Window")
@MainActor
struct WindowTests {
  @Test("a new window sizes its root view to fill it")
  func rootViewFillsWindow() {
    let root = View(frame: Rect(x: 5, y: 5, width: 1, height: 1))
    let window = Window(title: "Main", size: Size(width: 320, height: 240), rootView: root)
    #expect(window.title == "Main")
    #expect(window.rootView === root)
    #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 240))
    #expect(root.window === window)
  }

  @Test("a root view taken from another superview is removed from it first")
  func rootViewLeavesOldSuperview() {
    let parent = View()
    let root = View()
    parent.addSubview(root)
    let window = Window(title: "w", size: Size(width: 10, height: 10), rootView: root)
    #expect(parent.subviews.isEmpty)
    #expect(root.superview == nil)
    #expect(root.window === window)
  }

  @Test("a root view given to a second window leaves the first one")
  func rootViewMovesBetweenWindows() {
    let root = View()
    let first = makeWindow(rootView: root)
    let second = makeWindow(rootView: root)
    #expect(second.rootView === root)
    #expect(first.rootView !== root)
    #expect(root.window === second)
    #expect(first.rootView.window === first)
  }

  @Test("a non-finite size is refused with a warning and the old size kept")
  func nonFiniteSizeIsRefused() {
    let window = makeWindow(width: 200, height: 100)
    let (_, collector) = Diagnostics.collect {
      window.size = Size(width: .nan, height: 10)
      window.size = Size(width: 10, height: .infinity)
    }
    #expect(window.size == Size(width: 200, height: 100))
    #expect(window.rootView.frame.size == Size(width: 200, height: 100))
    #expect(collector.warnings.count == 2)
    #expect(collector.warnings.allSatisfy { $0.contains("non-finite window size") })
  }

  @Test("a negative size is clamped to zero")
  func negativeSizeIsClamped() {
    let window = makeWindow()
    window.size = Size(width: -5, height: 30)
    #expect(window.size == Size(width: 0, height: 30))
    #expect(window.rootView.frame == Rect(x: 0, y: 0, width: 0, height: 30))
  }

  @Test("a non-finite size at creation becomes zero with a warning")
  func nonFiniteInitialSizeBecomesZero() {
    let (window, collector) = Diagnostics.collect {
      Window(title: "w", size: Size(width: .infinity, height: 10))
    }
    #expect(window.size == .zero)
    #expect(window.rootView.frame == .zero)
    #expect(collector.warnings.count == 1)
  }

  @Test("setting the background to its current colour does not ask for a redraw")
  func sameBackgroundDoesNotRedraw() {
    let window = makeWindow()
    window.backgroundColor = .black
    _ = window.makeDisplayList()
    window.backgroundColor = .black
    #expect(!window.needsRedraw)
  }

  @Test("a scale outside the drawable range is refused by name and the previous one kept")
  func badScaleIsRefused() {
    let window = makeWindow()
    window.scale = 2
    let bad: [Double] = [0, -1, .nan, .infinity, 1e10, 101, 0.009, .leastNonzeroMagnitude]
    let (_, report) = Diagnostics.collect { for scale in bad { window.scale = scale } }
    #expect(window.scale == 2)
    #expect(report.errors.count == bad.count)
    #expect(report.errors.allSatisfy { $0.kind == "invalidValue" && $0.description.contains("scale") })
    // The range's ends are scales like any other.
    let (_, fine) = Diagnostics.collect {
      window.scale = Window.scaleRange.upperBound
      window.scale = Window.scaleRange.lowerBound
    }
    #expect(fine.errors.isEmpty && window.scale == Window.scaleRange.lowerBound)
  }

  @Test("a NaN or infinite frame time or redraw time is refused by name")
  func badTimesAreRefused() {
    let window = makeWindow()
    window.frameTime = 3
    let (_, report) = Diagnostics.collect {
      for time in [Double.nan, .infinity, -.infinity] {
        window.frameTime = time
        window.requestRedraw(at: time)
      }
    }
    #expect(window.frameTime == 3 && window.nextRedrawTime == nil)
    #expect(report.errors.count == 6)
    #expect(report.errors.filter { $0.description.contains("frameTime") }.count == 3)
    #expect(report.errors.filter { $0.description.contains("redraw time") }.count == 3)
  }

  @Test("changing the scale or the background asks for a redraw")
  func scaleAndBackgroundAskForRedraw() {
    let window = makeWindow()
    _ = window.makeDisplayList()
    window.scale = 2
    #expect(window.needsRedraw)
    _ = window.makeDisplayList()
    window.backgroundColor = .black
    #expect(window.needsRedraw)
  }

  @Test("views in a window use the window's text measurer")
  func viewsUseWindowMeasurer() {
    let window = makeWindow()
    let label = Label("abc", font: tenPoint)
    window.rootView.addSubview(label)
    #expect(label.textMeasurer === window.textMeasurer)
    #expect(label.intrinsicContentSize == Size(width: 15, height: 12))
  }

  @Test("replacing the text measurer re-measures labels already in the window")
  func replacingMeasurerRemeasures() {
    final class WideMeasurer: TextMeasuring {
      func metrics(of font: Font) -> FontMetrics { FontMetrics(ascent: 10, descent: 5, lineHeight: 20) }
      func width(of text: Substring, font: Font) -> Double { Double(text.count) * 10 }
    }
    let window = makeWindow()
    let label = Label("abc", font: tenPoint)
    window.rootView.addSubview(label)
    #expect(label.intrinsicContentSize == Size(width: 15, height: 12))
    window.textMeasurer = WideMeasurer()
    #expect(label.intrinsicContentSize == Size(width: 30, height: 20))
    #expect(label.window === window)
  }
}
