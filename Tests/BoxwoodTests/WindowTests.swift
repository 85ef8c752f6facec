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

  @Test("a non-finite or non-positive scale is ignored")
  func badScaleIsIgnored() {
    let window = makeWindow()
    window.scale = 2
    window.scale = 0
    window.scale = -1
    window.scale = .nan
    #expect(window.scale == 2)
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
