import Boxwood
import Testing

/// A view that records each layoutSubviews call and can run a closure during it.
final class LayoutRecordingView: View {
  let name: String
  let log: CallLog
  var onLayout: ((LayoutRecordingView) -> Void)?

  init(_ name: String, log: CallLog, frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10)) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  override func layoutSubviews() {
    log.entries.append(name)
    onLayout?(self)
  }
}

/// A view whose preferred size is fixed.
final class FixedFitView: View {
  var fitting = Size(width: 30, height: 40)
  var proposals: [Size] = []

  override func sizeThatFits(_ size: Size) -> Size {
    proposals.append(size)
    return fitting
  }
}

@Suite("View layout")
@MainActor
struct ViewLayoutTests {
  let log = CallLog()

  /// parent ⊃ child ⊃ grandchild, all recording.
  func makeChain() -> (
    parent: LayoutRecordingView, child: LayoutRecordingView, grandchild: LayoutRecordingView
  ) {
    let parent = LayoutRecordingView("parent", log: log)
    let child = LayoutRecordingView("child", log: log)
    let grandchild = LayoutRecordingView("grandchild", log: log)
    parent.addSubview(child)
    child.addSubview(grandchild)
    return (parent, child, grandchild)
  }

  @Test("a new view needs layout")
  func newViewNeedsLayout() {
    #expect(View().needsLayout)
  }

  @Test("layoutIfNeeded runs layoutSubviews top-down, once per view")
  func layoutIfNeededRunsTopDownOnce() {
    let (parent, child, grandchild) = makeChain()
    parent.layoutIfNeeded()
    #expect(log.entries == ["parent", "child", "grandchild"])
    #expect(!parent.needsLayout && !child.needsLayout && !grandchild.needsLayout)
    parent.layoutIfNeeded()
    #expect(log.entries == ["parent", "child", "grandchild"])
  }

  @Test("setNeedsLayout on one view lays out only that view")
  func setNeedsLayoutIsLocal() {
    let (parent, child, _) = makeChain()
    parent.layoutIfNeeded()
    log.entries = []
    child.setNeedsLayout()
    #expect(child.needsLayout)
    #expect(!parent.needsLayout)
    parent.layoutIfNeeded()
    #expect(log.entries == ["child"])
  }

  @Test("a size change schedules layout; a move does not")
  func sizeChangeSchedulesLayout() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    view.frame = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(!view.needsLayout)
    view.center = Point(x: 0, y: 0)
    #expect(!view.needsLayout)
    view.frame = Rect(x: 5, y: 5, width: 11, height: 10)
    #expect(view.needsLayout)
    view.layoutIfNeeded()
    view.bounds = Rect(x: 0, y: 0, width: 11, height: 12)
    #expect(view.needsLayout)
  }

  @Test("adding or removing a subview schedules the parent's layout")
  func subviewChangesScheduleLayout() {
    let (parent, child, _) = makeChain()
    parent.layoutIfNeeded()
    parent.addSubview(View())
    #expect(parent.needsLayout)
    parent.layoutIfNeeded()
    child.removeFromSuperview()
    #expect(parent.needsLayout)
  }

  @Test("frames set during layoutSubviews are laid out in the same pass")
  func framesSetDuringLayoutAreLaidOut() {
    let (parent, child, _) = makeChain()
    parent.layoutIfNeeded()
    log.entries = []
    parent.onLayout = { _ in child.frame = Rect(x: 0, y: 0, width: 99, height: 99) }
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(log.entries == ["parent", "child"])
    #expect(child.frame.size == Size(width: 99, height: 99))
  }

  @Test("the window's layout pass runs pending layout once and clears needsLayout")
  func windowLayoutPass() {
    let window = makeWindow()
    let (parent, _, _) = makeChain()
    window.rootView.addSubview(parent)
    #expect(window.needsLayout)
    window.layoutIfNeeded()
    #expect(log.entries == ["parent", "child", "grandchild"])
    #expect(!window.needsLayout)
    window.layoutIfNeeded()
    #expect(log.entries.count == 3)
  }

  @Test("a view that invalidates layout forever is stopped with a warning")
  func endlessInvalidationIsStopped() {
    let window = makeWindow()
    let restless = LayoutRecordingView("restless", log: log)
    restless.onLayout = { $0.setNeedsLayout() }
    window.rootView.addSubview(restless)
    let (_, collector) = Diagnostics.collect { window.layoutIfNeeded() }
    #expect(log.entries.count == 8)
    #expect(!window.needsLayout)
    #expect(collector.warnings.count == 1)
    #expect(collector.warnings.first?.contains("did not settle") == true)
  }

  @Test("resizing the window resizes the root view and schedules layout")
  func windowResizeResizesRoot() {
    let root = LayoutRecordingView("root", log: log)
    let window = Window(title: "w", size: Size(width: 100, height: 100), rootView: root)
    window.layoutIfNeeded()
    log.entries = []
    window.size = Size(width: 300, height: 200)
    #expect(root.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(window.needsLayout)
    window.layoutIfNeeded()
    #expect(log.entries == ["root"])
  }

  // MARK: Redraw tracking

  @Test("needsRedraw is false after a display list and true after a visible change")
  func needsRedrawTracksChanges() {
    let window = makeWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    window.rootView.addSubview(view)
    #expect(window.needsRedraw)
    _ = window.makeDisplayList()
    #expect(!window.needsRedraw)
    view.backgroundColor = .red
    #expect(window.needsRedraw)
  }

  @Test("setting a property to its current value does not ask for a redraw")
  func unchangedPropertiesDoNotRedraw() {
    let window = makeWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .red
    window.rootView.addSubview(view)
    _ = window.makeDisplayList()
    view.backgroundColor = .red
    view.frame = Rect(x: 0, y: 0, width: 20, height: 20)
    view.isHidden = false
    view.alpha = 1
    view.cornerRadius = 0
    view.tag = 9
    view.isUserInteractionEnabled = false
    #expect(!window.needsRedraw)
  }

  @Test(
    "each visible property change on a view in the window asks for a redraw",
    arguments: [
      "backgroundColor", "isHidden", "frame", "alpha", "cornerRadius", "borderWidth", "borderColor",
      "clipsToBounds", "bounds origin", "addSubview", "removeFromSuperview",
    ])
  func visibleChangesAskForRedraw(_ property: String) {
    let window = makeWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    let child = View()
    view.addSubview(child)
    window.rootView.addSubview(view)
    _ = window.makeDisplayList()
    #expect(!window.needsRedraw)
    switch property {
    case "backgroundColor": view.backgroundColor = .blue
    case "isHidden": view.isHidden = true
    case "frame": view.frame = Rect(x: 1, y: 0, width: 20, height: 20)
    case "alpha": view.alpha = 0.5
    case "cornerRadius": view.cornerRadius = 3
    case "borderWidth": view.borderWidth = 1
    case "borderColor": view.borderColor = .red
    case "clipsToBounds": view.clipsToBounds = true
    case "bounds origin": view.bounds = Rect(x: 0, y: 5, width: 20, height: 20)
    case "addSubview": view.addSubview(View())
    case "removeFromSuperview": child.removeFromSuperview()
    default: Issue.record("unknown property \(property)")
    }
    #expect(window.needsRedraw)
  }

  @Test("a view outside any window can change freely without touching a window")
  func changesOutsideWindowAreHarmless() {
    let window = makeWindow()
    _ = window.makeDisplayList()
    let loose = View()
    loose.backgroundColor = .red
    loose.frame = Rect(x: 0, y: 0, width: 5, height: 5)
    #expect(!window.needsRedraw)
  }

  // MARK: Sizing

  @Test("sizeToFit takes sizeThatFits of the current size and keeps the origin")
  func sizeToFitUsesSizeThatFits() {
    let view = FixedFitView(frame: Rect(x: 7, y: 8, width: 1, height: 2))
    view.sizeToFit()
    #expect(view.proposals == [Size(width: 1, height: 2)])
    #expect(view.frame == Rect(x: 7, y: 8, width: 30, height: 40))
  }

  @Test("a plain view fits its current size and has no intrinsic size")
  func plainViewSizing() {
    let view = View(frame: Rect(x: 0, y: 0, width: 12, height: 34))
    #expect(view.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 12, height: 34))
    #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    view.sizeToFit()
    #expect(view.frame == Rect(x: 0, y: 0, width: 12, height: 34))
  }

  @Test("invalidateIntrinsicContentSize schedules layout of the view and its superview")
  func invalidateIntrinsicContentSizeSchedulesLayout() {
    let (parent, child, _) = makeChain()
    parent.layoutIfNeeded()
    child.invalidateIntrinsicContentSize()
    #expect(child.needsLayout)
    #expect(parent.needsLayout)
  }
}
