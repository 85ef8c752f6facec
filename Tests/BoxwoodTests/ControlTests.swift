import Boxwood
import BoxwoodTesting
import Testing

/// Counts the events a control sends, in order.
@MainActor
final class ActionLog {
  var entries: [String] = []

  /// Records every `primaryActionTriggered` ("action") and `valueChanged` ("value") of `control`.
  func watch(_ control: Control) {
    control.addAction(for: .primaryActionTriggered) { _ in self.entries.append("action") }
    control.addAction(for: .valueChanged) { _ in self.entries.append("value") }
  }

  func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A window with three buttons in a row, "Back", "Save" and "Next", 100×36 each, 20 points apart.
@MainActor
func buttonRow() -> (window: Window, driver: UIDriver, buttons: [Button], log: ActionLog) {
  let window = makeWindow(width: 400, height: 200)
  let log = ActionLog()
  let buttons = ["Back", "Save", "Next"].enumerated().map { index, title in
    let button = Button(title: title)
    button.frame = Rect(x: 20 + Double(index) * 120, y: 20, width: 100, height: 36)
    window.rootView.addSubview(button)
    log.watch(button)
    return button
  }
  return (window, UIDriver(window), buttons, log)
}

@Suite("Controls: buttons, focus, disabled controls and bad input")
@MainActor
struct ControlTests {
  // MARK: Button by mouse

  @Test("a click on a button triggers its action once")
  func clickTriggers() throws {
    let (_, driver, buttons, log) = buttonRow()
    try driver.tap("Save")
    #expect(log.entries == ["action"])
    #expect(!buttons[1].isHighlighted)
    #expect(try driver.find("Save") === buttons[1])
    #expect(buttons[1].accessibilityRole == .button)
  }

  @Test("a press released outside the button does not trigger it")
  func releaseOutside() throws {
    let (_, driver, buttons, log) = buttonRow()
    driver.drag(from: driver.center(of: buttons[1]), to: Point(x: 200, y: 180))
    #expect(log.entries.isEmpty)
    #expect(!buttons[1].isHighlighted)
  }

  @Test("the highlight follows the pointer while dragging out and back in; release inside triggers")
  func highlightFollowsPointer() throws {
    let (window, driver, buttons, log) = buttonRow()
    let save = buttons[1]
    let center = driver.center(of: save)
    window.dispatch(.pointer(PointerEvent(.down, at: center, timestamp: 1)))
    #expect(save.isHighlighted)
    #expect(save.state.contains(.highlighted))
    window.dispatch(.pointer(PointerEvent(.dragged, at: Point(x: center.x, y: 150), timestamp: 1.1)))
    #expect(!save.isHighlighted)
    // A little outside still counts: a press that slips by a few points is not lost.
    window.dispatch(.pointer(PointerEvent(.dragged, at: Point(x: center.x, y: 60), timestamp: 1.2)))
    #expect(save.isHighlighted)
    window.dispatch(.pointer(PointerEvent(.dragged, at: center, timestamp: 1.3)))
    window.dispatch(.pointer(PointerEvent(.up, at: center, timestamp: 1.4)))
    #expect(!save.isHighlighted)
    #expect(log.entries == ["action"])
  }

  @Test("hovering a button marks it hovered and shows the pointing hand; leaving restores the arrow")
  func hoverAndCursor() throws {
    let (window, driver, buttons, _) = buttonRow()
    driver.hover(at: driver.center(of: buttons[0]))
    #expect(buttons[0].state.contains(.hovered))
    #expect(window.cursor == .pointingHand)
    driver.hover(at: Point(x: 200, y: 180))
    #expect(!buttons[0].isHovered)
    #expect(window.cursor == .arrow)
  }

  // MARK: Button by keyboard

  @Test("Space highlights the focused button while held and triggers it when released")
  func spaceActivation() throws {
    let (window, driver, buttons, log) = buttonRow()
    let save = buttons[1]
    #expect(save.becomeFirstResponder())
    window.dispatch(.key(KeyEvent(.down, .space)))
    #expect(save.isHighlighted)
    #expect(log.entries.isEmpty)
    window.dispatch(.key(KeyEvent(.down, .space, isRepeat: true)))
    #expect(log.entries.isEmpty)
    window.dispatch(.key(KeyEvent(.up, .space)))
    #expect(!save.isHighlighted)
    #expect(log.entries == ["action"])
    driver.press(.space)
    #expect(log.entries == ["action", "action"])
  }

  @Test("Escape cancels a Space press; Control-Space is not an activation")
  func spaceCancelled() throws {
    let (window, driver, buttons, log) = buttonRow()
    buttons[1].becomeFirstResponder()
    window.dispatch(.key(KeyEvent(.down, .space)))
    window.dispatch(.key(KeyEvent(.down, .escape)))
    #expect(!buttons[1].isHighlighted)
    window.dispatch(.key(KeyEvent(.up, .space)))
    driver.press(.space, [.control])
    #expect(log.entries.isEmpty)
  }

  @Test("Return (and keypad Enter, which the host maps to Return) triggers the focused button on key down")
  func returnActivation() throws {
    let (window, driver, buttons, log) = buttonRow()
    buttons[2].becomeFirstResponder()
    window.dispatch(.key(KeyEvent(.down, .returnKey)))
    #expect(log.entries == ["action"])
    window.dispatch(.key(KeyEvent(.up, .returnKey)))
    #expect(log.entries == ["action"])
    driver.press(.returnKey)
    #expect(log.entries == ["action", "action"])
  }

  @Test("Tab focuses the buttons in reading order and wraps; Shift-Tab goes back; keys pass through")
  func tabOrder() throws {
    let (window, driver, buttons, log) = buttonRow()
    driver.press(.tab)
    #expect(window.firstResponder === buttons[0])
    driver.press(.tab)
    #expect(window.firstResponder === buttons[1])
    #expect(buttons[1].state.contains(.focused))
    driver.press(.tab)
    #expect(window.firstResponder === buttons[2])
    driver.press(.tab)
    #expect(window.firstResponder === buttons[0])
    driver.press(.tab, [.shift])
    #expect(window.firstResponder === buttons[2])
    driver.press(.character("a"))
    #expect(log.entries.isEmpty)
  }

  @Test("the focus ring is drawn around the focused button in the theme's colour, light and dark")
  func focusRing() throws {
    let (window, _, buttons, _) = buttonRow()
    buttons[1].becomeFirstResponder()
    let expected = buttons[1].frame.insetBy(dx: -3, dy: -3)
    #expect(ringColors(window.makeDisplayList(), around: expected) == [Theme.light.focusRing])
    window.theme = .dark
    #expect(ringColors(window.makeDisplayList(), around: expected) == [Theme.dark.focusRing])
    buttons[1].resignFirstResponder()
    #expect(ringColors(window.makeDisplayList(), around: expected).isEmpty)
  }

  // MARK: Content and size

  @Test("the intrinsic size is the title plus insets, at least the control height; title changes resize")
  func intrinsicSize() throws {
    let window = makeWindow(width: 400, height: 200)
    let button = Button(title: "Save")
    window.rootView.addSubview(button)
    button.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
      button.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    // Approximate metrics: 7.5 points per character at 15 points, 18-point lines.
    #expect(button.frame.size == Size(width: 58, height: 36))
    button.title = "Save changes"
    window.layoutIfNeeded()
    #expect(button.frame.size == Size(width: 118, height: 36))
    button.contentInsets = DirectionalEdgeInsets(top: 20, leading: 4, bottom: 20, trailing: 4)
    window.layoutIfNeeded()
    #expect(button.frame.size == Size(width: 98, height: 58))
    button.contentInsets = DirectionalEdgeInsets(top: .nan, leading: 4, bottom: 20, trailing: .infinity)
    #expect(button.contentInsets.leading == 4 && button.contentInsets.top == 20)
  }

  @Test("controls draw from their window's theme: switching it to dark redraws them in the dark palette")
  func themeSwitch() throws {
    let (window, _, buttons, _) = buttonRow()
    buttons[0].style = .filled
    func fills() -> [Color] {
      window.makeDisplayList().commands.compactMap { command in
        guard case .fill(_, _, let color) = command else { return nil }
        return color
      }
    }
    #expect(fills().contains(Theme.light.accent))
    window.theme = .dark
    #expect(window.needsRedraw)
    let dark = fills()
    #expect(dark.contains(Theme.dark.accent) && dark.contains(Theme.dark.controlBackground))
    #expect(!dark.contains(Theme.light.accent))
  }

  @Test("image and title sit side by side, the image leading: on the left, or on the right in RTL")
  func imageAndTitle() throws {
    let image = try Image(
      pixelWidth: 16, pixelHeight: 16, pixels: [UInt8](repeating: 255, count: 16 * 16 * 4), name: "dot")
    let window = makeWindow(width: 400, height: 200)
    let button = Button(title: "Save", image: image)
    // In the window first: it measures with the window's (approximate) measurer.
    window.rootView.addSubview(button)
    #expect(button.intrinsicContentSize.width == 16 + 6 + 30 + 28)
    button.frame = Rect(origin: Point(x: 10, y: 10), size: button.intrinsicContentSize)
    let (imageX, textX) = try #require(contentPositions(window.makeDisplayList()))
    #expect(imageX == 24 && textX == 46)
    button.semanticContentAttribute = .forceRightToLeft
    let (mirroredImageX, mirroredTextX) = try #require(contentPositions(window.makeDisplayList()))
    #expect(mirroredTextX == 24 && mirroredImageX == 60)
    let imageOnly = Button(image: image)
    #expect(imageOnly.intrinsicContentSize == Size(width: 44, height: 36))
    #expect(imageOnly.accessibilityLabel == nil)
  }

  @Test("a title too long for the button is cut with an ellipsis")
  func truncatedTitle() throws {
    let window = makeWindow(width: 400, height: 200)
    let button = Button(title: "A rather long title")
    button.frame = Rect(x: 0, y: 0, width: 80, height: 36)
    window.rootView.addSubview(button)
    let runs = window.makeDisplayList().textRuns
    #expect(runs.count == 1)
    #expect(runs.first?.text.hasSuffix("…") == true)
  }

  // MARK: Disabled

  @Test("a disabled button ignores clicks and keys, cannot be focused, and is drawn faded")
  func disabledButton() throws {
    let (window, driver, buttons, log) = buttonRow()
    let save = buttons[1]
    save.isEnabled = false
    try driver.tap("Save")
    #expect(log.entries.isEmpty)
    #expect(!save.becomeFirstResponder())
    driver.press(.tab)
    driver.press(.tab)
    #expect(window.firstResponder === buttons[2])
    driver.hover(at: driver.center(of: save))
    #expect(window.cursor == .arrow)
    #expect(window.makeDisplayList().commands.contains(.pushOpacity(Theme.current.disabledOpacity)))
    #expect(save.state.contains(.disabled))
  }

  @Test("a focused control that becomes disabled loses focus; a held Space then does nothing")
  func disabledWhileFocused() throws {
    let (window, _, buttons, log) = buttonRow()
    buttons[1].becomeFirstResponder()
    window.dispatch(.key(KeyEvent(.down, .space)))
    buttons[1].isEnabled = false
    #expect(window.firstResponder == nil)
    #expect(!buttons[1].isHighlighted)
    window.dispatch(.key(KeyEvent(.up, .space)))
    #expect(log.entries.isEmpty)
    buttons[1].isEnabled = true
    #expect(buttons[1].becomeFirstResponder())
  }

  @Test("a button disabled in the middle of a click does not trigger when released")
  func disabledMidClick() throws {
    let (window, driver, buttons, log) = buttonRow()
    let center = driver.center(of: buttons[0])
    window.dispatch(.pointer(PointerEvent(.down, at: center)))
    buttons[0].isEnabled = false
    window.dispatch(.pointer(PointerEvent(.up, at: center)))
    #expect(log.entries.isEmpty)
    #expect(!buttons[0].isHighlighted)
  }

  // MARK: Bad input

  @Test("a button that removes itself in its own action: no crash, state reset, later events fine")
  func removesItself() throws {
    let (window, driver, buttons, log) = buttonRow()
    let save = buttons[1]
    save.addAction(for: .primaryActionTriggered) { control in control.removeFromSuperview() }
    let center = driver.center(of: save)
    try driver.tap("Save")
    #expect(save.superview == nil)
    #expect(!save.isHovered && !save.isHighlighted)
    driver.click(at: center)
    driver.drag(from: center, to: Point(x: 10, y: 10))
    try driver.tap("Next")
    #expect(log.entries == ["action", "action"])
    // Removed by Return while focused: focus moves on to the next button, which Return then triggers.
    buttons[0].addAction(for: .primaryActionTriggered) { control in control.removeFromSuperview() }
    buttons[0].becomeFirstResponder()
    driver.press(.returnKey)
    #expect(buttons[0].superview == nil)
    #expect(window.firstResponder === buttons[2])
    driver.press(.returnKey)
    #expect(log.entries == ["action", "action", "action", "action"])
  }

  @Test("an action that removes other actions: those registered when the event was sent run once")
  func actionRemovesActions() throws {
    let (_, driver, buttons, _) = buttonRow()
    let log = ActionLog()
    var second = 0
    buttons[0].addAction(for: .primaryActionTriggered) { control in
      log.entries.append("first")
      control.removeAction(second)
    }
    second = buttons[0].addAction(for: .primaryActionTriggered) { _ in log.entries.append("second") }
    try driver.tap("Back")
    try driver.tap("Back")
    #expect(log.entries == ["first", "second", "first"])
  }

  @Test("a key-repeat storm: 10,000 Return repeats trigger each time; 10,000 Space repeats trigger once")
  func keyRepeatStorm() throws {
    let (_, driver, buttons, log) = buttonRow()
    buttons[1].becomeFirstResponder()
    driver.hold(.returnKey, repeats: 10_000)
    #expect(log.count("action") == 10_001)
    driver.hold(.space, repeats: 10_000)
    #expect(log.count("action") == 10_002)
    #expect(!buttons[1].isHighlighted)
  }

  @Test("clicks and drags outside every control change nothing")
  func clicksOutside() throws {
    let (window, driver, buttons, log) = buttonRow()
    driver.click(at: Point(x: 390, y: 190))
    driver.click(at: Point(x: -50, y: -50))
    driver.drag(from: Point(x: 390, y: 190), to: driver.center(of: buttons[0]))
    #expect(log.entries.isEmpty)
    #expect(window.firstResponder == nil)
  }

  /// The colours of the 2-point strokes drawn exactly around `rect` (window coordinates).
  private func ringColors(_ list: DisplayList, around rect: Rect) -> [Color] {
    list.commands.compactMap { command in
      guard case .stroke(let strokeRect, _, let width, let color) = command, width == 2, strokeRect == rect
      else { return nil }
      return color
    }
  }

  /// The x of the first image and of the first text run.
  private func contentPositions(_ list: DisplayList) -> (image: Double, text: Double)? {
    let image = list.commands.lazy.compactMap { command -> Double? in
      guard case .image(_, let rect, _) = command else { return nil }
      return rect.minX
    }.first
    guard let image, let text = list.textRuns.first?.origin.x else { return nil }
    return (image, text)
  }
}

@Suite("Focus ring visibility")
@MainActor
struct FocusRingVisibilityTests {
  /// How many focus-ring strokes the window's next frame draws.
  func rings(_ window: Window) -> Int {
    window.makeDisplayList().commands.filter {
      if case .stroke(_, _, _, let color) = $0 { return color == window.theme.focusRing }
      return false
    }.count
  }

  @Test("a click focuses without a ring (except on text fields); the keyboard shows it")
  func focusVisible() {
    let window = makeWindow(width: 300, height: 200)
    let first = Button(title: "First")
    first.frame = Rect(x: 10, y: 10, width: 100, height: 36)
    let second = Button(title: "Second")
    second.frame = Rect(x: 10, y: 60, width: 100, height: 36)
    let field = TextField(placeholder: "Name")
    field.frame = Rect(x: 10, y: 110, width: 200, height: 36)
    for view in [first, second, field] { window.rootView.addSubview(view) }
    let driver = UIDriver(window)
    driver.click(first)
    #expect(first.isFirstResponder)
    #expect(rings(window) == 0)
    driver.press(.tab)
    #expect(second.isFirstResponder)
    #expect(rings(window) == 1)
    driver.click(first)
    #expect(rings(window) == 0)
    driver.click(field)
    #expect(field.isFirstResponder)
    #expect(rings(window) == 1)
    #expect(second.becomeFirstResponder())
    #expect(rings(window) == 1)
  }
}
