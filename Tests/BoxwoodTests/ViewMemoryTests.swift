import Boxwood
import Testing

/// Weak references to views that a test expects to be released.
@MainActor
final class WeakViews {
  private var boxes: [() -> View?] = []

  /// Starts watching `view` without keeping it alive.
  func watch(_ view: View) {
    boxes.append { [weak view] in view }
  }

  /// How many watched views are still alive.
  var aliveCount: Int { boxes.filter { $0() != nil }.count }
}

@Suite("View memory")
@MainActor
struct ViewMemoryTests {
  /// Adds a new child to `parent` and returns only a weak handle on it.
  func addWatchedChild(to parent: View, watcher: WeakViews) -> () -> View? {
    let child = View()
    parent.addSubview(child)
    watcher.watch(child)
    return { [weak child] in child }
  }

  @Test("a superview keeps its subviews alive")
  func superviewRetainsSubviews() {
    let parent = View()
    let watcher = WeakViews()
    let child = addWatchedChild(to: parent, watcher: watcher)
    #expect(child() != nil)
    #expect(watcher.aliveCount == 1)
  }

  @Test("removing a view from its superview releases it")
  func removingReleases() {
    let parent = View()
    let watcher = WeakViews()
    let child = addWatchedChild(to: parent, watcher: watcher)
    child()?.removeFromSuperview()
    #expect(child() == nil)
    #expect(parent.subviews.isEmpty)
  }

  @Test("removing a subtree releases every view in it")
  func removingSubtreeReleasesAll() {
    let window = makeWindow()
    let watcher = WeakViews()
    let branch = addWatchedChild(to: window.rootView, watcher: watcher)
    func grow(_ view: View, depth: Int) {
      guard depth > 0 else { return }
      for _ in 0..<3 {
        let child = addWatchedChild(to: view, watcher: watcher)
        if let child = child() { grow(child, depth: depth - 1) }
      }
    }
    if let branch = branch() { grow(branch, depth: 3) }
    #expect(watcher.aliveCount == 1 + 3 + 9 + 27)
    branch()?.removeFromSuperview()
    #expect(watcher.aliveCount == 0)
  }

  @Test("a superview is not kept alive by its subviews")
  func subviewsDoNotRetainSuperview() {
    let child = View()
    weak var weakParent: View?
    func attach() {
      let parent = View()
      parent.addSubview(child)
      weakParent = parent
    }
    attach()
    #expect(weakParent == nil)
    #expect(child.superview == nil)
  }

  @Test("a parent and child with no outside references are released together")
  func parentAndChildHaveNoCycle() {
    let watcher = WeakViews()
    func build() {
      let parent = View()
      let child = View()
      parent.addSubview(child)
      watcher.watch(parent)
      watcher.watch(child)
    }
    build()
    #expect(watcher.aliveCount == 0)
  }

  @Test("a window and its view tree are released together")
  func windowAndRootHaveNoCycle() {
    let watcher = WeakViews()
    weak var weakWindow: Window?
    func build() {
      let window = makeWindow()
      let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      window.rootView.addSubview(child)
      _ = window.makeDisplayList()
      watcher.watch(window.rootView)
      watcher.watch(child)
      weakWindow = window
    }
    build()
    #expect(weakWindow == nil)
    #expect(watcher.aliveCount == 0)
  }

  @Test("a view's window reference does not keep the window alive")
  func viewDoesNotRetainWindow() {
    let root = View()
    weak var weakWindow: Window?
    func build() {
      let window = Window(title: "w", size: Size(width: 10, height: 10), rootView: root)
      weakWindow = window
      #expect(root.window === window)
    }
    build()
    #expect(weakWindow == nil)
    #expect(root.window == nil)
  }

  @Test("replacing a window's root view releases the old one")
  func replacingRootReleasesOld() {
    let window = makeWindow()
    let watcher = WeakViews()
    watcher.watch(window.rootView)
    window.rootView = View()
    #expect(watcher.aliveCount == 0)
  }

  @Test("moving a view to another parent keeps exactly one owner")
  func movingKeepsOneOwner() {
    let first = View()
    let second = View()
    let watcher = WeakViews()
    let child = addWatchedChild(to: first, watcher: watcher)
    if let view = child() { second.addSubview(view) }
    #expect(first.subviews.isEmpty)
    child()?.removeFromSuperview()
    #expect(watcher.aliveCount == 0)
  }
}
