import Boxwood
import Testing

/// Controls' actions and callbacks must not keep controls alive: a handler gets its control as an argument,
/// so it never needs to capture it; a card of controls whose actions capture each other is released whole.
@Suite("Release: controls and their actions")
@MainActor
struct ReleaseControlTests {
  @Test("a card of controls whose actions capture each other is released once removed, after actions ran")
  func controlCardReleased() {
    let window = makeWindow(width: 400, height: 300)
    let released = Released()
    func build() {
      let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
      let status = Label("", font: tenPoint)
      let name = TextField(text: "ada")
      let button = Button(title: "Go")
      let slider = Slider(value: 0.5)
      let toggle = Switch(isOn: false)
      let level = ProgressView(progress: 0.5)
      button.frame = Rect(x: 0, y: 0, width: 80, height: 30)
      for (index, view) in ([status, name, button, slider, toggle, level] as [View]).enumerated() {
        if index > 0 { view.frame = Rect(x: 0, y: Double(index) * 32, width: 120, height: 28) }
        card.addSubview(view)
        released.watch(view, view.shortDescription)
      }
      button.addAction(for: .primaryActionTriggered) { _ in status.text = "hello \(name.text)" }
      // The control arrives as the argument: no capture of the slider itself is needed.
      slider.addAction(for: .valueChanged) { control in level.progress = (control as? Slider)?.value ?? 0 }
      toggle.addAction(for: .valueChanged) { control in slider.isEnabled = (control as? Switch)?.isOn ?? false
      }
      window.rootView.addSubview(card)
      _ = window.makeFirstResponder(name)
      button.sendActions(for: .primaryActionTriggered)
      slider.value = 0.8
      slider.sendActions(for: .valueChanged)
      toggle.sendActions(for: .valueChanged)
      #expect(status.text == "hello ada")
      #expect(level.progress == 0.8)
      released.watch(card, "card")
      card.removeFromSuperview()
    }
    build()
    #expect(released.alive.isEmpty)
  }

  @Test("a scroll view's onScroll and a ConstraintSwitch's handler capturing their views do not leak them")
  func callbacksReleased() {
    let root = layoutRoot(300, 300)
    let released = Released()
    func build() {
      let scroll = ScrollView()
      scroll.frame = Rect(x: 0, y: 0, width: 100, height: 100)
      let content = View(frame: Rect(x: 0, y: 0, width: 100, height: 400))
      scroll.contentView.addSubview(content)
      var offsets: [Double] = []
      scroll.onScroll = { scrolled in offsets.append(scrolled.contentOffset.y + content.frame.height * 0) }
      root.addSubview(scroll)
      scroll.contentOffset = Point(x: 0, y: 20)
      let panel = constrained("panel")
      root.addSubview(panel)
      let wide = panel.widthAnchor.constraint(equalToConstant: 200)
      let narrow = panel.widthAnchor.constraint(equalToConstant: 50)
      let toggle = ConstraintSwitch(onSet: [wide], offSet: [narrow])
      toggle.stateChangeHandler = { _ in panel.setNeedsDisplay() }
      toggle.state = true
      root.layoutIfNeeded()
      released.watch(scroll, "scroll view")
      released.watch(content, "content")
      released.watch(panel, "panel")
      released.watch(toggle, "switch")
      released.watch(wide, "wide")
      scroll.removeFromSuperview()
      panel.removeFromSuperview()
    }
    build()
    root.layoutIfNeeded()
    #expect(released.alive.isEmpty)
  }
}
