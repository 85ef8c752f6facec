import Boxwood
import Testing

/// Weak handles on objects a test expects to be released, by name, so a failure says which one lives on.
@MainActor
final class Released {
  private var handles: [(name: String, object: () -> AnyObject?)] = []

  /// Starts watching `object` without keeping it alive.
  func watch(_ object: AnyObject, _ name: String) {
    handles.append((name, { [weak object] in object }))
  }

  /// The names of the watched objects still alive (empty when every one was released).
  var alive: [String] { handles.filter { $0.object() != nil }.map(\.name) }
}

/// What the toolkit must let go of: views removed in every way, views removed while animating, finished and
/// cancelled animations' completions and what they capture, focused views removed, whole windows. Each test
/// builds in a function that returns, so nothing but the toolkit can keep an object alive.
@Suite("Release: views, animations, focus, windows")
@MainActor
struct ReleaseTests {
  @Test("a view removed while animating is released, and so is its completion and what it captures")
  func removedWhileAnimating() {
    let (window, _) = animationFixture()
    let released = Released()
    let done = Completions()
    func start() {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let captured = View()
      window.rootView.addSubview(view)
      View.animate(
        withDuration: 1, animations: { view.frame.origin.x = 100 },
        completion: { finished in
          // A completion that captures the view it animates (a common way to remove a view after a fade).
          view.alpha = finished ? 1 : 0
          _ = captured
          done.record(finished)
        })
      frame(window, at: 0.2)
      released.watch(view, "animating view")
      released.watch(captured, "captured view")
      view.removeFromSuperview()
    }
    start()
    frame(window, at: 0.3)
    #expect(done.calls == [false])
    #expect(released.alive.isEmpty)
  }

  @Test("a finished animation releases its completion and captures; the view is then freed on removal")
  func finishedAnimationReleases() {
    let (window, _) = animationFixture()
    let released = Released()
    func start() -> () -> View? {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let captured = View()
      window.rootView.addSubview(view)
      View.animate(
        withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { _ in _ = (view, captured) })
      released.watch(captured, "captured view")
      return { [weak view] in view }
    }
    let view = start()
    frame(window, at: 0.25)
    #expect(released.alive == ["captured view"])
    frame(window, at: 0.5)
    #expect(released.alive.isEmpty)
    view()?.removeFromSuperview()
    #expect(view() == nil)
  }

  @Test("cancelled and interrupted animations release their completions after running them")
  func cancelledAnimationReleases() {
    let (window, view) = animationFixture()
    let released = Released()
    let done = Completions()
    func animate(_ alpha: Double, _ name: String) {
      let captured = View()
      released.watch(captured, name)
      View.animate(
        withDuration: 1, animations: { view.alpha = alpha },
        completion: { done.record($0 && captured.alpha > 0) })
    }
    animate(0.5, "first capture")
    frame(window, at: 0.1)
    animate(0.2, "second capture")  // interrupts the first
    frame(window, at: 0.2)
    #expect(released.alive == ["second capture"])
    view.removeAllAnimations()
    frame(window, at: 0.3)
    #expect(done.calls == [false, false])
    #expect(released.alive.isEmpty)
    #expect(!window.hasRunningAnimations)
  }

  @Test("a whole animating subtree removed is released: the window lists none of its views any more")
  func animatingSubtreeRemoved() {
    let (window, _) = animationFixture()
    let released = Released()
    func build() {
      let branch = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      window.rootView.addSubview(branch)
      released.watch(branch, "branch")
      for index in 0..<4 {
        let leaf = View(frame: Rect(x: 0, y: Double(index) * 10, width: 10, height: 10))
        branch.addSubview(leaf)
        released.watch(leaf, "leaf \(index)")
        View.animate(withDuration: 1, delay: Double(index) * 0.1) { leaf.frame.origin.x = 50 }
      }
      frame(window, at: 0.15)
      branch.removeFromSuperview()
    }
    build()
    #expect(released.alive.isEmpty)
    #expect(!window.hasRunningAnimations)
  }

  @Test("a focused text field removed from its window is released; the window forgets it")
  func focusedFieldRemoved() {
    let window = makeWindow()
    let released = Released()
    func build() {
      let form = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
      let field = TextField(placeholder: "name")
      field.frame = Rect(x: 0, y: 0, width: 150, height: 24)
      form.addSubview(field)
      window.rootView.addSubview(form)
      #expect(window.makeFirstResponder(field))
      field.insertText("typed")
      released.watch(form, "form")
      released.watch(field, "field")
      form.removeFromSuperview()
    }
    build()
    #expect(window.firstResponder == nil)
    #expect(released.alive.isEmpty)
  }

  @Test("a window closed with focus, hover, capture and animations releases itself and its whole tree")
  func windowReleasedWithState() {
    let released = Released()
    let done = Completions()
    func build() {
      let window = makeWindow()
      let field = TextField(text: "x")
      field.frame = Rect(x: 0, y: 0, width: 150, height: 24)
      let button = Button(title: "OK")
      button.frame = Rect(x: 0, y: 40, width: 80, height: 24)
      window.rootView.addSubview(field)
      window.rootView.addSubview(button)
      _ = window.makeFirstResponder(field)
      window.frameTime = 0
      _ = window.makeDisplayList()
      // Hover over the button and hold the pointer down on it (capture).
      window.dispatch(.pointer(PointerEvent(.moved, at: Point(x: 10, y: 50))))
      window.dispatch(.pointer(PointerEvent(.down, at: Point(x: 10, y: 50))))
      // The completion captures the view it animates: a cycle until the animation ends.
      View.animate(
        withDuration: 1, animations: { button.alpha = 0.5 },
        completion: { done.record($0 && button.isEnabled) })
      released.watch(window, "window")
      released.watch(window.rootView, "root")
      released.watch(field, "field")
      released.watch(button, "button")
    }
    build()
    // The window's animations ended with it; their completions run at the next frame any window draws.
    #expect(released.alive == ["button"])
    _ = makeWindow().makeDisplayList()
    #expect(done.calls == [false])
    #expect(released.alive.isEmpty)
  }
}
