import Boxwood
import Testing

/// A view that records the events it receives (and can handle or pass them on).
@MainActor
final class Recording: View {
  var log: [String] = []
  var handles = true
  var focusable = false
  var shape: Cursor?
  var onPointerDown: ((PointerEvent) -> Void)?

  init(_ name: String, frame: Rect, focusable: Bool = false) {
    super.init(frame: frame)
    debugName = name
    self.focusable = focusable
  }

  override var canBecomeFirstResponder: Bool { focusable }
  override var acceptsTextInput: Bool { focusable }
  override var cursor: Cursor? { shape }

  override func pointerDown(_ event: PointerEvent) {
    log.append("down\(event.clickCount)")
    onPointerDown?(event)
    if !handles { super.pointerDown(event) }
  }
  override func pointerDragged(_ event: PointerEvent) {
    log.append("drag \(Int(event.location(in: self).x))")
    if !handles { super.pointerDragged(event) }
  }
  override func pointerUp(_ event: PointerEvent) {
    log.append("up")
    if !handles { super.pointerUp(event) }
  }
  override func pointerEntered(_ event: PointerEvent) { log.append("enter") }
  override func pointerExited(_ event: PointerEvent) { log.append("exit") }
  override func keyDown(_ event: KeyEvent) {
    log.append("key \(event.key)")
    if !handles { super.keyDown(event) }
  }
  override func insertText(_ text: String) { log.append("text \(text)") }
  override func didBecomeFirstResponder() { log.append("focus") }
  override func didResignFirstResponder() { log.append("blur") }
}

@MainActor
func press(_ window: Window, at point: Point, time: Double = 0) {
  window.dispatch(.pointer(PointerEvent(.down, at: point, timestamp: time)))
  window.dispatch(.pointer(PointerEvent(.up, at: point, timestamp: time)))
}

@MainActor
func key(_ window: Window, _ key: Key, _ modifiers: KeyModifiers = []) {
  window.dispatch(.key(KeyEvent(.down, key, modifiers: modifiers)))
  window.dispatch(.key(KeyEvent(.up, key, modifiers: modifiers)))
}

@Suite("Events: dispatch, capture, hover, focus")
@MainActor
struct EventDispatchTests {
  @Test("a press goes to the deepest view under the pointer; unhandled, it bubbles to the superview")
  func hitAndBubble() {
    let window = makeWindow(width: 300, height: 200)
    let outer = Recording("outer", frame: Rect(x: 10, y: 10, width: 200, height: 150))
    let inner = Recording("inner", frame: Rect(x: 20, y: 20, width: 50, height: 50))
    window.rootView.addSubview(outer)
    outer.addSubview(inner)
    press(window, at: Point(x: 40, y: 40))
    #expect(inner.log == ["enter", "down1", "up"])
    #expect(outer.log == ["enter"])
    inner.handles = false
    press(window, at: Point(x: 40, y: 40), time: 10)
    #expect(inner.log.suffix(2) == ["down1", "up"])
    #expect(outer.log.suffix(2) == ["down1", "up"])
  }

  @Test("hidden, transparent and non-interactive views are passed over")
  func skippedViews() {
    let window = makeWindow(width: 300, height: 200)
    let below = Recording("below", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let top = Recording("top", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.rootView.addSubview(below)
    window.rootView.addSubview(top)
    var time = 0.0
    for change in [{ top.isHidden = true }, { top.alpha = 0 }, { top.isUserInteractionEnabled = false }] {
      time += 10
      top.isHidden = false
      top.alpha = 1
      top.isUserInteractionEnabled = true
      change()
      below.log = []
      press(window, at: Point(x: 50, y: 50), time: time)
      #expect(below.log.contains("down1"))
      #expect(!top.log.contains("down1"))
    }
  }

  @Test("the pressed view keeps the pointer while dragging outside it, and gets the release")
  func capture() {
    let window = makeWindow(width: 300, height: 200)
    let handle = Recording("handle", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    let other = Recording("other", frame: Rect(x: 100, y: 10, width: 100, height: 100))
    window.rootView.addSubview(handle)
    window.rootView.addSubview(other)
    window.dispatch(.pointer(PointerEvent(.down, at: Point(x: 15, y: 15))))
    window.dispatch(.pointer(PointerEvent(.moved, at: Point(x: 150, y: 50))))
    window.dispatch(.pointer(PointerEvent(.up, at: Point(x: 150, y: 50))))
    #expect(handle.log == ["enter", "down1", "drag 140", "up", "exit"])
    #expect(other.log == ["enter"])
  }

  @Test("double and triple clicks are counted by time and distance")
  func clickCounting() {
    let window = makeWindow()
    let view = Recording("v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.rootView.addSubview(view)
    press(window, at: Point(x: 10, y: 10), time: 1.0)
    press(window, at: Point(x: 12, y: 11), time: 1.2)
    press(window, at: Point(x: 12, y: 11), time: 1.4)
    press(window, at: Point(x: 12, y: 11), time: 3.0)  // too late: a new single click
    press(window, at: Point(x: 60, y: 60), time: 3.1)  // too far
    #expect(view.log.filter { $0.hasPrefix("down") } == ["down1", "down2", "down3", "down1", "down1"])
  }

  @Test("hover: enter and exit along the chain, and the cursor of the deepest view that names one")
  func hoverAndCursor() {
    let window = makeWindow(width: 300, height: 200)
    let field = Recording("field", frame: Rect(x: 10, y: 10, width: 100, height: 30))
    field.shape = .iBeam
    let button = Recording("button", frame: Rect(x: 10, y: 60, width: 100, height: 30))
    button.shape = .pointingHand
    let label = Recording("label", frame: Rect(x: 5, y: 5, width: 20, height: 10))
    button.addSubview(label)
    window.rootView.addSubview(field)
    window.rootView.addSubview(button)
    #expect(window.cursor == .arrow)
    window.dispatch(.pointer(PointerEvent(.moved, at: Point(x: 20, y: 20))))
    #expect(window.cursor == .iBeam)
    window.dispatch(.pointer(PointerEvent(.moved, at: Point(x: 17, y: 67))))
    #expect(window.cursor == .pointingHand)  // from the button, through the label
    #expect(field.log == ["enter", "exit"])
    #expect(button.log == ["enter"])
    #expect(label.log == ["enter"])
    window.dispatch(.pointer(PointerEvent(.moved, at: Point(x: 250, y: 150))))
    #expect(window.cursor == .arrow)
    #expect(button.log == ["enter", "exit"])
    #expect(label.log == ["enter", "exit"])
  }

  @Test("a click focuses a focusable view; keys go to it and bubble; text only to text takers")
  func focusAndKeys() {
    let window = makeWindow(width: 300, height: 200)
    let container = Recording("container", frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let field = Recording("field", frame: Rect(x: 10, y: 10, width: 100, height: 30), focusable: true)
    container.addSubview(field)
    window.rootView.addSubview(container)
    window.dispatch(.textInput("lost"))
    press(window, at: Point(x: 20, y: 20))
    #expect(field.isFirstResponder)
    #expect(window.wantsTextInput)
    window.dispatch(.textInput("hé"))
    field.handles = false
    key(window, .character("a"))
    #expect(field.log.filter { $0.hasPrefix("key") || $0.hasPrefix("text") } == ["text hé", "key 'a'"])
    #expect(container.log.filter { $0.hasPrefix("key") } == ["key 'a'"])
    // A click on empty space keeps focus (desktop behaviour).
    press(window, at: Point(x: 200, y: 150), time: 5)
    #expect(field.isFirstResponder)
  }

  @Test("Tab and Shift-Tab follow reading order, mirrored right to left; nextKeyView overrides it")
  func tabOrder() {
    for rightToLeft in [false, true] {
      let window = makeWindow(width: 400, height: 300)
      if rightToLeft { window.rootView.semanticContentAttribute = .forceRightToLeft }
      // Two rows: a (left) b (right) at the top, c below; d is hidden, e is not focusable.
      let a = Recording("a", frame: Rect(x: 10, y: 10, width: 100, height: 30), focusable: true)
      let b = Recording("b", frame: Rect(x: 200, y: 14, width: 100, height: 30), focusable: true)
      let c = Recording("c", frame: Rect(x: 10, y: 80, width: 100, height: 30), focusable: true)
      let d = Recording("d", frame: Rect(x: 10, y: 150, width: 100, height: 30), focusable: true)
      let e = Recording("e", frame: Rect(x: 10, y: 200, width: 100, height: 30))
      d.isHidden = true
      for view in [c, b, a, d, e] {
        view.handles = false  // keys go on up the chain, so Tab reaches the window
        window.rootView.addSubview(view)
      }
      let expected = rightToLeft ? [b, a, c] : [a, b, c]
      #expect(window.keyViewOrder().map(\.debugName) == expected.map(\.debugName))
      var visited: [View?] = []
      for _ in 0..<4 {
        key(window, .tab)
        visited.append(window.firstResponder)
      }
      #expect(visited.map { $0?.debugName } == (expected + [expected[0]]).map(\.debugName))
      key(window, .tab, .shift)
      #expect(window.firstResponder === expected[2])
      // An explicit next key view wins.
      expected[2].nextKeyView = expected[1]
      key(window, .tab)
      #expect(window.firstResponder === expected[1])
      key(window, .tab, .shift)
      #expect(window.firstResponder === expected[2])
    }
  }

  @Test("focus moves on when the focused view is hidden or removed")
  func focusMovesOn() {
    let window = makeWindow(width: 400, height: 300)
    let a = Recording("a", frame: Rect(x: 10, y: 10, width: 100, height: 30), focusable: true)
    let b = Recording("b", frame: Rect(x: 10, y: 60, width: 100, height: 30), focusable: true)
    let c = Recording("c", frame: Rect(x: 10, y: 110, width: 100, height: 30), focusable: true)
    for view in [a, b, c] { window.rootView.addSubview(view) }
    #expect(b.becomeFirstResponder())
    b.isHidden = true
    #expect(window.firstResponder === c)
    #expect(b.log.suffix(2) == ["focus", "blur"])
    c.removeFromSuperview()
    #expect(window.firstResponder == nil)  // nothing follows c
    #expect(a.becomeFirstResponder())
    let box = View(frame: Rect(x: 0, y: 0, width: 200, height: 50))
    window.rootView.addSubview(box)
    box.addSubview(a)
    box.removeFromSuperview()
    #expect(window.firstResponder == nil)
    #expect(!b.becomeFirstResponder())  // hidden views cannot take focus
  }

  @Test("bad input: a view that removes itself while handling a press, presses outside every view")
  func badInput() {
    let window = makeWindow(width: 300, height: 200)
    let doomed = Recording("doomed", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    // Unowned: the view owns the closure (LeakSanitizer found the cycle).
    doomed.onPointerDown = { [unowned doomed] _ in doomed.removeFromSuperview() }
    window.rootView.addSubview(doomed)
    window.dispatch(.pointer(PointerEvent(.down, at: Point(x: 10, y: 10))))
    window.dispatch(.pointer(PointerEvent(.moved, at: Point(x: 20, y: 20))))
    window.dispatch(.pointer(PointerEvent(.up, at: Point(x: 20, y: 20))))
    #expect(doomed.log == ["enter", "down1"])
    #expect(window.cursor == .arrow)
    // Outside the window altogether.
    press(window, at: Point(x: -50, y: 900))
    window.dispatch(.scroll(ScrollEvent(delta: Point(x: 0, y: 40), at: Point(x: 5000, y: 5000))))
    window.dispatch(.key(KeyEvent(.down, .tab)))
    // A storm of key repeats with nothing focusable.
    for _ in 0..<10_000 { window.dispatch(.key(KeyEvent(.down, .character("x"), isRepeat: true))) }
    #expect(window.firstResponder == nil)
  }

  @Test("another button pressed and released during a press neither takes nor ends the capture")
  func otherButtonDuringCapture() {
    let window = makeWindow(width: 300, height: 200)
    let held = Recording("held", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let other = Recording("other", frame: Rect(x: 150, y: 0, width: 100, height: 100))
    window.rootView.addSubview(held)
    window.rootView.addSubview(other)
    window.dispatch(.pointer(PointerEvent(.down, at: Point(x: 10, y: 10), timestamp: 1)))
    window.dispatch(.pointer(PointerEvent(.dragged, at: Point(x: 160, y: 10), timestamp: 1.1)))
    window.dispatch(
      .pointer(PointerEvent(.down, at: Point(x: 160, y: 10), button: .secondary, timestamp: 1.2)))
    window.dispatch(.pointer(PointerEvent(.up, at: Point(x: 160, y: 10), button: .secondary, timestamp: 1.3)))
    window.dispatch(.pointer(PointerEvent(.dragged, at: Point(x: 170, y: 10), timestamp: 1.4)))
    window.dispatch(.pointer(PointerEvent(.up, at: Point(x: 170, y: 10), timestamp: 1.5)))
    #expect(held.log == ["enter", "down1", "drag 160", "drag 170", "up", "exit"])
    #expect(other.log == ["enter"])
  }
}
