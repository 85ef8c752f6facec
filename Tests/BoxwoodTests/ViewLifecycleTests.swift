import Boxwood
import Testing

/// A shared, ordered record of lifecycle calls made on several views.
@MainActor
final class CallLog {
  var entries: [String] = []
}

/// A view that records every lifecycle hook it receives into a shared log.
final class RecordingView: View {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
    debugName = name
  }

  private func label(_ view: View?) -> String { view?.debugName ?? "nil" }

  override func willMove(toSuperview newSuperview: View?) {
    log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }
  override func didMoveToSuperview() {
    log.entries.append("\(name).didMoveToSuperview(\(label(superview)))")
  }
  override func willMove(toWindow newWindow: Window?) {
    log.entries.append("\(name).willMove(toWindow: \(newWindow?.title ?? "nil"))")
  }
  override func didMoveToWindow() {
    log.entries.append("\(name).didMoveToWindow(\(window?.title ?? "nil"))")
  }
  override func didAddSubview(_ subview: View) {
    log.entries.append("\(name).didAddSubview(\(label(subview)))")
  }
  override func willRemoveSubview(_ subview: View) {
    log.entries.append("\(name).willRemoveSubview(\(label(subview)))")
  }
}

@Suite("View lifecycle hooks")
@MainActor
struct ViewLifecycleTests {
  let log = CallLog()

  @Test("adding outside a window calls willMove, didMove and the parent's didAddSubview")
  func addOutsideWindow() {
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    #expect(
      log.entries == [
        "child.willMove(toSuperview: parent)",
        "child.didMoveToSuperview(parent)",
        "parent.didAddSubview(child)",
      ])
  }

  @Test("adding into a window also runs the window hooks, between willMove and didMove")
  func addIntoWindow() {
    let parent = RecordingView("parent", log: log)
    let window = Window(title: "main", size: Size(width: 100, height: 100), rootView: parent)
    let child = RecordingView("child", log: log)
    log.entries = []
    parent.addSubview(child)
    #expect(
      log.entries == [
        "child.willMove(toSuperview: parent)",
        "child.willMove(toWindow: main)",
        "child.didMoveToWindow(main)",
        "child.didMoveToSuperview(parent)",
        "parent.didAddSubview(child)",
      ])
    #expect(child.window === window)
  }

  @Test("window hooks reach every view of an added subtree, parents before children")
  func windowHooksReachSubtree() {
    let root = RecordingView("root", log: log)
    let window = Window(title: "main", size: Size(width: 100, height: 100), rootView: root)
    let child = RecordingView("child", log: log)
    let grandchild = RecordingView("grandchild", log: log)
    child.addSubview(grandchild)
    log.entries = []
    root.addSubview(child)
    #expect(
      log.entries == [
        "child.willMove(toSuperview: root)",
        "child.willMove(toWindow: main)",
        "grandchild.willMove(toWindow: main)",
        "grandchild.didMoveToWindow(main)",
        "child.didMoveToWindow(main)",
        "child.didMoveToSuperview(root)",
        "root.didAddSubview(child)",
      ])
    #expect(grandchild.window === window)
  }

  @Test("moving between parents tells the old parent willRemoveSubview and the new one didAddSubview")
  func moveBetweenParents() {
    let old = RecordingView("old", log: log)
    let new = RecordingView("new", log: log)
    let child = RecordingView("child", log: log)
    old.addSubview(child)
    log.entries = []
    new.addSubview(child)
    #expect(
      log.entries == [
        "child.willMove(toSuperview: new)",
        "old.willRemoveSubview(child)",
        "child.didMoveToSuperview(new)",
        "new.didAddSubview(child)",
      ])
  }

  @Test("moving from a parent in a window to one outside runs the window hooks with nil")
  func moveOutOfWindow() {
    let root = RecordingView("root", log: log)
    let window = Window(title: "main", size: Size(width: 100, height: 100), rootView: root)
    let outside = RecordingView("outside", log: log)
    let child = RecordingView("child", log: log)
    root.addSubview(child)
    #expect(child.window === window)
    log.entries = []
    outside.addSubview(child)
    #expect(
      log.entries == [
        "child.willMove(toSuperview: outside)",
        "root.willRemoveSubview(child)",
        "child.willMove(toWindow: nil)",
        "child.didMoveToWindow(nil)",
        "child.didMoveToSuperview(outside)",
        "outside.didAddSubview(child)",
      ])
  }

  @Test("removing from a window runs willMove, willRemoveSubview, window hooks, then didMove")
  func removeFromWindow() {
    let root = RecordingView("root", log: log)
    let window = Window(title: "main", size: Size(width: 100, height: 100), rootView: root)
    let child = RecordingView("child", log: log)
    root.addSubview(child)
    log.entries = []
    child.removeFromSuperview()
    #expect(
      log.entries == [
        "child.willMove(toSuperview: nil)",
        "root.willRemoveSubview(child)",
        "child.willMove(toWindow: nil)",
        "child.didMoveToWindow(nil)",
        "child.didMoveToSuperview(nil)",
      ])
    #expect(window.rootView.subviews.isEmpty)
  }

  @Test("reordering within the same parent calls no lifecycle hooks")
  func reorderCallsNoHooks() {
    let parent = RecordingView("parent", log: log)
    let a = RecordingView("a", log: log)
    let b = RecordingView("b", log: log)
    parent.addSubview(a)
    parent.addSubview(b)
    log.entries = []
    parent.bringSubviewToFront(a)
    parent.insertSubview(a, at: 0)
    parent.sendSubviewToBack(b)
    #expect(log.entries.isEmpty)
    #expect(parent.subviewNames == ["b", "a"])
  }

  @Test("a refused cycle calls no lifecycle hooks")
  func refusedCycleCallsNoHooks() {
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    log.entries = []
    let (_, collector) = Diagnostics.collect { child.addSubview(parent) }
    #expect(log.entries.isEmpty)
    #expect(collector.errors.count == 1)
  }

  @Test("installing a root view in a window runs its window hooks")
  func installingRootView() {
    let root = RecordingView("root", log: log)
    let window = Window(title: "main", size: Size(width: 100, height: 100), rootView: root)
    #expect(log.entries == ["root.willMove(toWindow: main)", "root.didMoveToWindow(main)"])
    log.entries = []
    window.rootView = View()
    #expect(log.entries == ["root.willMove(toWindow: nil)", "root.didMoveToWindow(nil)"])
  }
}
