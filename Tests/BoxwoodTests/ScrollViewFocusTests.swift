import Boxwood
import BoxwoodTesting
import Testing

/// Scroll views and focus, hit testing of scrolled content, and bad input (helpers in
/// ScrollViewTests.swift).
@Suite("ScrollView: focus, hit testing, bad input")
@MainActor
struct ScrollViewFocusTests {
  // MARK: Focus

  @Test("scrolling a long form to a focused field: Tab through 20 fields, each ends up fully visible")
  func tabScrollsFocusedFieldIntoView() throws {
    let window = makeWindow(width: 320, height: 400)
    let header = ScrollTestField("Name")
    header.frame = Rect(x: 10, y: 10, width: 300, height: 30)
    let footer = ScrollTestButton("Submit")
    footer.frame = Rect(x: 10, y: 360, width: 300, height: 30)
    let scrollView = ScrollView(frame: Rect(x: 0, y: 50, width: 320, height: 300))
    window.rootView.addSubview(header)
    window.rootView.addSubview(scrollView)
    window.rootView.addSubview(footer)
    let fields = (1...20).map { ScrollTestField("Field \($0)") }
    _ = scrollColumn(in: scrollView, fields)
    let driver = UIDriver(window)
    driver.press(.tab)
    #expect(window.firstResponder === header)
    for field in fields {
      driver.press(.tab)
      #expect(window.firstResponder === field, "Tab should reach \(field.debugName ?? "")")
      #expect(liesInVisibleArea(field, in: scrollView), "\(field.debugName ?? "") is out of sight")
    }
    #expect(scrollView.contentOffset.y > 0)
    driver.press(.tab)
    #expect(window.firstResponder === footer)
    // Back through the form with Shift-Tab, from the last field to the first.
    for field in fields.reversed() {
      driver.press(.tab, .shift)
      #expect(window.firstResponder === field)
      #expect(liesInVisibleArea(field, in: scrollView))
    }
    // The first field is shown with room for its focus ring (5 points above it).
    #expect(scrollView.contentOffset.y == 3)
    // The order does not depend on how far the form is scrolled.
    scrollView.contentOffset = Point(x: 0, y: 400)
    let expected: [View] = [header] + fields + [footer]
    #expect(window.keyViewOrder().map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
  }

  @Test("focusing a view in nested scroll views scrolls each of them")
  func nestedScrollViewsScrollInTurn() {
    let window = makeWindow(width: 300, height: 300)
    let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    outer.contentSize = Size(width: 300, height: 1000)
    window.rootView.addSubview(outer)
    let inner = ScrollView(frame: Rect(x: 0, y: 600, width: 300, height: 200))
    inner.contentSize = Size(width: 300, height: 800)
    outer.contentView.addSubview(inner)
    let field = ScrollTestField("deep")
    field.frame = Rect(x: 10, y: 700, width: 200, height: 30)
    inner.contentView.addSubview(field)
    window.layoutIfNeeded()
    #expect(field.becomeFirstResponder())
    #expect(liesInVisibleArea(field, in: inner))
    #expect(liesInVisibleArea(inner, in: outer))
    #expect(window.rootView.bounds.contains(field.convert(field.bounds, to: nil)))
  }

  // MARK: Hit testing

  @Test("clicking scrolled content hits the view drawn under the pointer")
  func hitTestingScrolledContent() throws {
    let (window, scrollView, driver) = makeScrollWindow()
    let buttons = (0..<25).map { index -> ScrollTestButton in
      let button = ScrollTestButton("Row \(index)")
      button.frame = Rect(x: 0, y: Double(index) * 40, width: 180, height: 40)
      scrollView.contentView.addSubview(button)
      return button
    }
    scrollView.contentOffset = Point(x: 0, y: 330)
    window.layoutIfNeeded()
    // Window y 60 is content y 10 + 330 = 340: row 8 (320…360).
    driver.click(at: Point(x: 100, y: 60))
    #expect(buttons[8].taps == 1)
    #expect(buttons.enumerated().allSatisfy { $0.offset == 8 || $0.element.taps == 0 })
    try driver.tap("Row 12")
    #expect(buttons[12].taps == 1)
    // Rows scrolled out of sight take no clicks: above the scroll view is the root view.
    #expect(window.hitTest(Point(x: 100, y: 40)) === window.rootView)
    // Over the scroll bar, the bar wins.
    #expect(window.hitTest(Point(x: 245, y: 60)) === scrollView.verticalScrollBar)
  }

  @Test("semantics: a scroll area whose value is how far it is scrolled")
  func semantics() throws {
    let (_, scrollView, driver) = makeScrollWindow()
    #expect(try driver.find("List", role: .scrollArea) === scrollView)
    #expect(scrollView.accessibilityValue == "0%")
    scrollView.contentOffset = Point(x: 0, y: 200)
    #expect(scrollView.accessibilityValue == "25%")
    #expect(scrollView.verticalScrollBar.accessibilityLabel == "Vertical scroll bar")
    #expect(scrollView.verticalScrollBar.accessibilityValue == "25%")
  }

  // MARK: Bad input

  @Test("NaN and infinite offsets, sizes and deltas are refused with a report")
  func nonFiniteInput() {
    let (window, scrollView, driver) = makeScrollWindow()
    driver.scroll(scrollView, dy: 100)
    let (_, collector) = Diagnostics.collect {
      scrollView.contentOffset = Point(x: .nan, y: 20)
      scrollView.setContentOffset(Point(x: 0, y: .infinity))
      scrollView.scrollRectToVisible(Rect(x: 0, y: .nan, width: 10, height: 10))
      scrollView.contentSize = Size(width: .nan, height: 10)
      window.dispatch(.scroll(ScrollEvent(delta: Point(x: 0, y: .nan), at: Point(x: 100, y: 100))))
    }
    #expect(collector.errors.map(\.kind) == Array(repeating: "nonFiniteGeometry", count: 4))
    #expect(collector.warnings.count == 1)
    #expect(scrollView.contentOffset == Point(x: 0, y: 100))
    #expect(scrollView.contentSize == Size(width: 200, height: 1000))
    scrollView.contentSize = Size(width: -5, height: -5)
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == .zero)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("content smaller than the view does not scroll")
  func smallContent() {
    let (window, scrollView, driver) = makeScrollWindow(content: Size(width: 100, height: 50), axes: .both)
    driver.scroll(scrollView, dx: 30, dy: 30)
    driver.press(.pageDown)
    driver.press(.end)
    scrollView.contentOffset = Point(x: 40, y: 40)
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.maximumContentOffset == .zero)
    #expect(!scrollView.verticalScrollBar.isActive && !scrollView.horizontalScrollBar.isActive)
    #expect(scrollView.accessibilityValue == nil)
    // An empty, zero-sized scroll view is harmless too.
    let empty = ScrollView()
    window.rootView.addSubview(empty)
    empty.scrollRectToVisible(Rect(x: 0, y: 0, width: 10, height: 10))
    empty.scrollByPage(.vertical, forward: true)
    window.layoutIfNeeded()
    #expect(empty.contentOffset == .zero)
  }

  @Test("views removed while a scroll event is handled: content rows, and the scroll view itself")
  func viewRemovedDuringScroll() {
    let (window, scrollView, driver) = makeScrollWindow()
    let rows = (0..<25).map { index -> ScrollTestButton in
      let row = ScrollTestButton("Row \(index)")
      row.frame = Rect(x: 0, y: Double(index) * 40, width: 180, height: 40)
      scrollView.contentView.addSubview(row)
      return row
    }
    driver.hover(at: Point(x: 100, y: 100))
    // The row under the pointer removes itself when the view scrolls.
    scrollView.onScroll = { _ in rows[1].removeFromSuperview() }
    driver.scroll(scrollView, dy: 40)
    #expect(rows[1].superview == nil)
    #expect(scrollView.contentOffset.y == 40)
    // The scroll view takes itself out of the window while scrolling; later events find nothing of it.
    scrollView.onScroll = { view in view.removeFromSuperview() }
    driver.scroll(scrollView, dy: 40)
    #expect(scrollView.superview == nil)
    #expect(window.hitTest(Point(x: 100, y: 100)) === window.rootView)
    window.dispatch(.scroll(ScrollEvent(delta: Point(x: 0, y: 40), at: Point(x: 100, y: 100))))
    driver.press(.pageDown)
    driver.click(at: Point(x: 100, y: 100))
    #expect(rows.allSatisfy { $0.taps == 0 })
  }

  @Test("a thumb drag survives the content shrinking under it")
  func contentShrinksDuringDrag() {
    let (window, scrollView, _) = makeScrollWindow()
    let bar = scrollView.verticalScrollBar
    let start = bar.convert(bar.thumbRect.center, to: nil)
    window.dispatch(.pointer(PointerEvent(.down, at: start, timestamp: 1)))
    window.dispatch(.pointer(PointerEvent(.dragged, at: Point(x: start.x, y: start.y + 100), timestamp: 1.1)))
    scrollView.contentSize = Size(width: 200, height: 100)
    window.dispatch(.pointer(PointerEvent(.dragged, at: Point(x: start.x, y: start.y + 150), timestamp: 1.2)))
    window.dispatch(.pointer(PointerEvent(.up, at: Point(x: start.x, y: start.y + 150), timestamp: 1.3)))
    #expect(scrollView.contentOffset == .zero)
    #expect(!bar.isActive && !bar.isDragging)
  }
}
