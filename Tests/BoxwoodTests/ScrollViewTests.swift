import Boxwood
import BoxwoodTesting
import Testing

/// A focusable stand-in for a text field: it takes focus and text, and passes every key on.
@MainActor
final class ScrollTestField: View {
  init(_ label: String) {
    super.init(frame: .zero)
    accessibilityLabel = label
    debugName = label
  }
  override var canBecomeFirstResponder: Bool { true }
  override var acceptsTextInput: Bool { true }
  override var accessibilityRole: AccessibilityRole { .textField }
  override var cursor: Cursor? { .iBeam }
}

/// A control that counts its activations.
@MainActor
final class ScrollTestButton: Control {
  var taps = 0
  init(_ label: String) {
    super.init(frame: .zero)
    accessibilityLabel = label
    debugName = label
    addAction(for: .primaryActionTriggered) { control in (control as? ScrollTestButton)?.taps += 1 }
  }
  override var accessibilityRole: AccessibilityRole { .button }
}

/// A view that records the scroll events that reach it (the superview of a scroll view).
@MainActor
private final class ScrollRecorder: View {
  var deltas: [Point] = []
  override func scrollWheel(_ event: ScrollEvent) { deltas.append(event.delta) }
}

/// A 300×300 window holding a 200×200 scroll view at (50, 50) whose content is `content` points
/// (set explicitly: frame-based content).
@MainActor
func makeScrollWindow(
  content: Size = Size(width: 200, height: 1000), axes: ScrollView.Axes = .vertical
) -> (Window, ScrollView, UIDriver) {
  let window = makeWindow(width: 300, height: 300)
  let scrollView = ScrollView(frame: Rect(x: 50, y: 50, width: 200, height: 200))
  scrollView.accessibilityLabel = "List"
  scrollView.scrollAxes = axes
  scrollView.contentSize = content
  window.rootView.addSubview(scrollView)
  window.layoutIfNeeded()
  return (window, scrollView, UIDriver(window))
}

/// A column of views in a BoxView pinned inside a scroll view's content view.
@MainActor
func scrollColumn(in scrollView: ScrollView, _ views: [View], rowHeight: Double = 30) -> BoxView {
  let box = BoxView(axis: .y, spacing: 10, insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 20))
  box.debugName = "column"
  scrollView.contentView.addSubview(box)
  let content = scrollView.contentView
  LayoutConstraint.activate([
    box.leftAnchor.constraint(equalTo: content.leftAnchor),
    box.rightAnchor.constraint(equalTo: content.rightAnchor),
    box.topAnchor.constraint(equalTo: content.topAnchor),
    box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
  ])
  box.items = views.map { $0.boxed.height(rowHeight) }
  return box
}

/// Whether `view` lies entirely inside its scroll view's visible area.
@MainActor
func liesInVisibleArea(_ view: View, in scrollView: ScrollView) -> Bool {
  scrollView.visibleRect.contains(view.convert(view.bounds, to: scrollView))
}

@Suite("ScrollView")
@MainActor
struct ScrollViewTests {
  @Test("setContentOffset(animated:) glides: the content moves on screen while the model is at the end")
  func animatedScroll() {
    let (window, scrollView, _) = makeScrollWindow()
    let marker = View(frame: Rect(x: 0, y: 300, width: 200, height: 20))
    marker.backgroundColor = .systemRed
    scrollView.contentView.addSubview(marker)
    frame(window, at: 0)
    scrollView.setContentOffset(Point(x: 0, y: 400), animated: true)
    #expect(scrollView.contentOffset == Point(x: 0, y: 400))
    let list = frame(window, at: 0.15)
    // Ease-in-out is exactly half way at half time: the content is scrolled by 200 on screen.
    #expect(abs(scrollView.presentation.boundsOrigin.y - 200) < 1e-9)
    #expect(list.fillRects.contains(Rect(x: 50, y: 150, width: 200, height: 20)))
    // Interrupted by another scroll: it starts from the offset on screen.
    scrollView.setContentOffset(Point(x: 0, y: 0), animated: true)
    #expect(abs(scrollView.presentation.boundsOrigin.y - 200) < 1e-9)
    frame(window, at: 0.45)
    #expect(scrollView.presentation.boundsOrigin == .zero)
    #expect(!scrollView.hasRunningAnimations)
    // Without animation it jumps, and clicks during a glide still reach the content (allowUserInteraction).
    scrollView.scrollRectToVisible(marker.frame, animated: false)
    #expect(scrollView.presentation.boundsOrigin.y == 120)
    scrollView.scrollRectToVisible(Rect(x: 0, y: 0, width: 10, height: 10), animated: true)
    #expect(window.hitTest(Point(x: 60, y: 60)) === scrollView.contentView)
  }

  // MARK: Wheel

  @Test("the wheel scrolls (positive dy shows what is below) and the offset stays within the content")
  func wheelScrollsAndClamps() {
    let (_, scrollView, driver) = makeScrollWindow()
    #expect(scrollView.maximumContentOffset == Point(x: 0, y: 800))
    driver.scroll(scrollView, dy: 60)
    #expect(scrollView.contentOffset == Point(x: 0, y: 60))
    driver.scroll(scrollView, dy: 5000)
    #expect(scrollView.contentOffset == Point(x: 0, y: 800))
    driver.scroll(scrollView, dy: -90)
    #expect(scrollView.contentOffset == Point(x: 0, y: 710))
    driver.scroll(scrollView, dy: -5000)
    #expect(scrollView.contentOffset == .zero)
    // Vertical-only content ignores sideways deltas.
    driver.scroll(scrollView, dx: 50, dy: 0)
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.bounds.origin == scrollView.contentOffset)
  }

  @Test("content wider and taller scrolls both ways; Shift turns a mouse wheel sideways")
  func wheelBothAxes() {
    let (window, scrollView, _) = makeScrollWindow(content: Size(width: 500, height: 700), axes: .both)
    #expect(scrollView.maximumContentOffset == Point(x: 300, y: 500))
    window.dispatch(
      .scroll(ScrollEvent(delta: Point(x: 30, y: 40), at: Point(x: 100, y: 100), isPrecise: true)))
    #expect(scrollView.contentOffset == Point(x: 30, y: 40))
    window.dispatch(
      .scroll(ScrollEvent(delta: Point(x: 0, y: 40), at: Point(x: 100, y: 100), modifiers: .shift)))
    #expect(scrollView.contentOffset == Point(x: 70, y: 40))
    #expect(scrollView.horizontalScrollBar.isActive && scrollView.verticalScrollBar.isActive)
  }

  @Test("a scroll event the scroll view cannot use goes on to its superview")
  func unusableScrollBubbles() {
    let window = makeWindow(width: 300, height: 300)
    let recorder = ScrollRecorder(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    window.rootView.addSubview(recorder)
    let scrollView = ScrollView(frame: Rect(x: 50, y: 50, width: 200, height: 200))
    scrollView.contentSize = Size(width: 200, height: 150)
    recorder.addSubview(scrollView)
    let driver = UIDriver(window)
    driver.scroll(scrollView, dy: 40)
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.deltas == [Point(x: 0, y: 40)])
  }

  @Test("hover and the cursor follow the content that scrolls under a still pointer")
  func hoverFollowsScrolledContent() {
    let (window, scrollView, driver) = makeScrollWindow()
    let field = ScrollTestField("field")
    field.frame = Rect(x: 0, y: 330, width: 180, height: 40)
    scrollView.contentView.addSubview(field)
    // The driver scrolls with the pointer at the scroll view's centre, (150, 150).
    driver.hover(at: Point(x: 150, y: 150))
    #expect(window.cursor == .arrow)
    driver.scroll(scrollView, dy: 260)
    // The field now spans window y 120…160, under the pointer.
    #expect(window.cursor == .iBeam)
    driver.scroll(scrollView, dy: 100)
    #expect(window.cursor == .arrow)
  }

  // MARK: Scroll bars

  @Test("scroll bars appear only while the content overflows, and then take clicks")
  func scrollBarsAppearOnOverflow() {
    let (window, scrollView, _) = makeScrollWindow(content: Size(width: 200, height: 150))
    #expect(!scrollView.verticalScrollBar.isActive && !scrollView.horizontalScrollBar.isActive)
    #expect(window.hitTest(Point(x: 245, y: 100)) === scrollView.contentView)
    scrollView.contentSize = Size(width: 200, height: 600)
    window.layoutIfNeeded()
    #expect(scrollView.verticalScrollBar.isActive && !scrollView.horizontalScrollBar.isActive)
    #expect(window.hitTest(Point(x: 245, y: 100)) === scrollView.verticalScrollBar)
    #expect(
      scrollView.verticalScrollBar.convert(scrollView.verticalScrollBar.bounds, to: nil)
        == Rect(x: 238, y: 50, width: 12, height: 200))
    scrollView.showsVerticalScrollIndicator = false
    #expect(!scrollView.verticalScrollBar.isActive)
  }

  @Test("the vertical bar lies on the trailing edge: the left one right to left")
  func scrollBarsInRightToLeft() {
    let (window, scrollView, driver) = makeScrollWindow(content: Size(width: 400, height: 1000), axes: .both)
    scrollView.semanticContentAttribute = .forceRightToLeft
    window.layoutIfNeeded()
    let vertical = scrollView.verticalScrollBar
    let horizontal = scrollView.horizontalScrollBar
    #expect(vertical.convert(vertical.bounds, to: nil) == Rect(x: 50, y: 50, width: 12, height: 188))
    #expect(horizontal.convert(horizontal.bounds, to: nil) == Rect(x: 62, y: 238, width: 188, height: 12))
    let thumb = vertical.convert(vertical.thumbRect.center, to: nil)
    driver.drag(from: thumb, to: Point(x: thumb.x, y: thumb.y + 20))
    #expect(scrollView.contentOffset.y > 0)
  }

  @Test("dragging the thumb scrolls in proportion, and stops at the ends")
  func thumbDrag() {
    let (_, scrollView, driver) = makeScrollWindow()
    let bar = scrollView.verticalScrollBar
    // Track 194 points (3 inset each end), thumb 194 × 200/1000 = 38.8, so it travels 155.2 points
    // while the content travels 800.
    #expect(abs(bar.thumbRect.height - 38.8) < 1e-9)
    let start = bar.convert(bar.thumbRect.center, to: nil)
    driver.drag(from: start, to: Point(x: start.x, y: start.y + 77.6))
    #expect(abs(scrollView.contentOffset.y - 400) < 1e-6)
    #expect(!bar.isDragging)
    // The thumb followed the pointer.
    #expect(abs(bar.convert(bar.thumbRect.center, to: nil).y - (start.y + 77.6)) < 1e-6)
    let middle = bar.convert(bar.thumbRect.center, to: nil)
    driver.drag(from: middle, to: Point(x: middle.x + 80, y: middle.y + 500))
    #expect(scrollView.contentOffset.y == 800)
    let end = bar.convert(bar.thumbRect.center, to: nil)
    driver.drag(from: end, to: Point(x: end.x, y: -400))
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test("a click on the track pages towards it")
  func trackPaging() {
    let (_, scrollView, driver) = makeScrollWindow()
    let bar = scrollView.verticalScrollBar
    // A page is the visible 200 points less the 40-point overlap.
    driver.click(bar, at: Point(x: 6, y: 150))
    #expect(scrollView.contentOffset.y == 160)
    driver.click(bar, at: Point(x: 6, y: 150))
    #expect(scrollView.contentOffset.y == 320)
    driver.click(bar, at: Point(x: 6, y: 10))
    #expect(scrollView.contentOffset.y == 160)
    for _ in 0..<10 { driver.click(bar, at: Point(x: 6, y: 195)) }
    #expect(scrollView.contentOffset.y == 800)
  }

  // MARK: Keyboard

  @Test("Page Up/Down, Home/End and arrows scroll when no view takes them")
  func keyboardPaging() {
    let (_, scrollView, driver) = makeScrollWindow()
    driver.press(.pageDown)
    #expect(scrollView.contentOffset.y == 160)
    driver.press(.down)
    #expect(scrollView.contentOffset.y == 200)
    driver.press(.up)
    driver.press(.up)
    #expect(scrollView.contentOffset.y == 120)
    driver.press(.end)
    #expect(scrollView.contentOffset.y == 800)
    driver.press(.pageUp)
    #expect(scrollView.contentOffset.y == 640)
    driver.press(.home)
    #expect(scrollView.contentOffset.y == 0)
    // A repeat storm stops at the end.
    driver.hold(.down, repeats: 200)
    #expect(scrollView.contentOffset.y == 800)
    // Sideways arrows do nothing to vertical-only content; Alt-keys are left alone.
    driver.press(.left)
    driver.press(.home, [.alt])
    #expect(scrollView.contentOffset == Point(x: 0, y: 800))
  }

  @Test("keys a focused view inside leaves unhandled reach its scroll view, which keeps focus where it is")
  func keysBubbleFromFocusedView() {
    let (window, scrollView, driver) = makeScrollWindow()
    let field = ScrollTestField("inside")
    field.frame = Rect(x: 10, y: 10, width: 150, height: 30)
    scrollView.contentView.addSubview(field)
    #expect(field.becomeFirstResponder())
    driver.press(.pageDown)
    #expect(scrollView.contentOffset.y == 160)
    #expect(window.firstResponder === field)
  }

  @Test("with two scroll views, unhandled keys go to the one under the pointer")
  func keysGoToScrollViewUnderPointer() {
    let window = makeWindow(width: 420, height: 200)
    let left = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let right = ScrollView(frame: Rect(x: 210, y: 0, width: 200, height: 200))
    for scrollView in [left, right] {
      scrollView.contentSize = Size(width: 200, height: 900)
      window.rootView.addSubview(scrollView)
    }
    let driver = UIDriver(window)
    driver.hover(at: Point(x: 300, y: 100))
    driver.press(.pageDown)
    #expect(right.contentOffset.y == 160 && left.contentOffset.y == 0)
    driver.hover(at: Point(x: 100, y: 100))
    driver.press(.end)
    #expect(left.contentOffset.y == 700 && right.contentOffset.y == 160)
  }

  // MARK: Content size

  @Test("content size from constraints: a BoxView column of 30 rows")
  func contentSizeFromConstraints() {
    let window = makeWindow(width: 240, height: 320)
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(scrollView)
    LayoutConstraint.activate([
      scrollView.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 20),
      scrollView.rightAnchor.constraint(equalTo: window.rootView.rightAnchor, constant: -20),
      scrollView.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
      scrollView.bottomAnchor.constraint(equalTo: window.rootView.bottomAnchor, constant: -10),
    ])
    let rows = (0..<30).map { index -> View in
      let row = View()
      row.debugName = "row \(index)"
      return row
    }
    _ = scrollColumn(in: scrollView, rows)
    window.layoutIfNeeded()
    // 8 + 30 × 30 + 29 × 10 + 8; the width follows the scroll view (vertical scrolling).
    #expect(scrollView.frame == Rect(x: 20, y: 10, width: 200, height: 300))
    #expect(scrollView.contentSize == Size(width: 200, height: 1206))
    #expect(scrollView.isContentSizeAutomatic)
    #expect(rows[29].convert(rows[29].bounds, to: scrollView) == Rect(x: 8, y: 1168, width: 172, height: 30))
    #expect(scrollView.verticalScrollBar.isActive)
    scrollView.scrollRectToVisible(rows[29].convert(rows[29].bounds, to: scrollView))
    #expect(scrollView.contentOffset.y == 898)
    #expect(liesInVisibleArea(rows[29], in: scrollView))
    // Rows leaving shrink the content; the offset follows at the next layout.
    (scrollView.contentView.subviews.first as? BoxView)?.items = rows.prefix(5).map { $0.boxed.height(30) }
    window.layoutIfNeeded()
    #expect(scrollView.contentSize.height == 206)
    #expect(scrollView.contentOffset == .zero)
    #expect(!scrollView.verticalScrollBar.isActive)
  }

  @Test("scrollAxes .both lets the content take its own width; a fixed size overrides constraints")
  func contentAxesAndFixedSize() {
    let window = makeWindow(width: 300, height: 300)
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    scrollView.scrollAxes = .both
    window.rootView.addSubview(scrollView)
    let wide = View()
    wide.translatesAutoresizingMaskIntoConstraints = false
    scrollView.contentView.addSubview(wide)
    let content = scrollView.contentView
    LayoutConstraint.activate([
      wide.leftAnchor.constraint(equalTo: content.leftAnchor),
      wide.rightAnchor.constraint(equalTo: content.rightAnchor),
      wide.topAnchor.constraint(equalTo: content.topAnchor),
      wide.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      wide.widthAnchor.constraint(equalToConstant: 640),
      wide.heightAnchor.constraint(equalToConstant: 150).withPriority(.defaultLow),
    ])
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == Size(width: 640, height: 150))
    #expect(scrollView.horizontalScrollBar.isActive && !scrollView.verticalScrollBar.isActive)
    // Scrolling only sideways, the content is as tall as the scroll view.
    scrollView.scrollAxes = .horizontal
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == Size(width: 640, height: 200))
    // A fixed size is required: it wins over the content's optional constraints (its height here).
    scrollView.contentSize = Size(width: 640, height: 900)
    window.layoutIfNeeded()
    #expect(scrollView.contentView.frame.size == Size(width: 640, height: 900))
    #expect(!scrollView.isContentSizeAutomatic)
    scrollView.isContentSizeAutomatic = true
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == Size(width: 640, height: 200))
    scrollView.scrollAxes = .vertical
    let (_, collector) = Diagnostics.collect { window.layoutIfNeeded() }
    // The content's own 640-point width conflicts with following the scroll view: reported, one broken.
    #expect(collector.errors.contains { $0.kind == "unsatisfiableConstraints" })
  }

  @Test("an offset set before layout is clamped once layout has given the content its size")
  func offsetBeforeLayout() {
    let window = makeWindow(width: 300, height: 300)
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    window.rootView.addSubview(scrollView)
    let rows = (0..<20).map { _ in View() }
    _ = scrollColumn(in: scrollView, rows)
    // The content has no size yet (806 points once laid out).
    scrollView.contentOffset = Point(x: 0, y: 250)
    #expect(scrollView.contentOffset.y == 250)
    window.layoutIfNeeded()
    #expect(scrollView.contentSize.height == 806)
    #expect(scrollView.contentOffset.y == 250)
    #expect(scrollView.bounds.origin.y == 250)
    // After layout, offsets are clamped at once.
    scrollView.contentOffset = Point(x: -20, y: 9000)
    #expect(scrollView.contentOffset == Point(x: 0, y: 606))
  }

  @Test("scrollRectToVisible moves as little as it can")
  func scrollRectToVisibleMovesLeast() {
    let (_, scrollView, _) = makeScrollWindow()
    scrollView.scrollRectToVisible(Rect(x: 0, y: 100, width: 50, height: 50))
    #expect(scrollView.contentOffset.y == 0)
    scrollView.scrollRectToVisible(Rect(x: 0, y: 380, width: 50, height: 20))
    #expect(scrollView.contentOffset.y == 200)
    scrollView.scrollRectToVisible(Rect(x: 0, y: 150, width: 50, height: 20))
    #expect(scrollView.contentOffset.y == 150)
    // Taller than the view: its top is shown.
    scrollView.scrollRectToVisible(Rect(x: 0, y: 500, width: 50, height: 400))
    #expect(scrollView.contentOffset.y == 500)
  }
}
