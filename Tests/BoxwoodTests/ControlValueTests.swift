import Boxwood
import BoxwoodTesting
import Testing

/// A window holding one control at a frame, with a driver and a log of the control's events.
@MainActor
func single<T: Control>(_ control: T, frame: Rect) -> (window: Window, driver: UIDriver, log: ActionLog) {
  let window = makeWindow(width: 400, height: 200)
  control.frame = frame
  window.rootView.addSubview(control)
  let log = ActionLog()
  log.watch(control)
  return (window, UIDriver(window), log)
}

@Suite("Controls with values: checkbox, switch, slider, progress")
@MainActor
struct ControlValueTests {
  // MARK: Checkbox

  @Test("a click on the box or on the title toggles a checkbox, sending valueChanged then the action")
  func checkboxClick() throws {
    let checkbox = Checkbox(title: "Remember me")
    let (_, driver, log) = single(checkbox, frame: Rect(x: 20, y: 20, width: 109, height: 18))
    #expect(checkbox.intrinsicContentSize == Size(width: 18 + 8 + 83, height: 18))
    try driver.tap("Remember me", role: .checkbox)
    #expect(checkbox.isOn && checkbox.isSelected)
    #expect(checkbox.accessibilityValue == "on")
    #expect(log.entries == ["value", "action"])
    driver.click(checkbox, at: Point(x: 100, y: 9))
    #expect(!checkbox.isOn)
    #expect(checkbox.accessibilityValue == "off")
    checkbox.isOn = true
    #expect(log.entries.count == 4)
  }

  @Test("Space toggles a focused checkbox when released; other keys pass on")
  func checkboxSpace() throws {
    let checkbox = Checkbox(title: "Remember me")
    let (window, driver, log) = single(checkbox, frame: Rect(x: 20, y: 20, width: 120, height: 18))
    driver.press(.tab)
    #expect(window.firstResponder === checkbox)
    window.dispatch(.key(KeyEvent(.down, .space)))
    #expect(checkbox.isHighlighted && !checkbox.isOn)
    window.dispatch(.key(KeyEvent(.up, .space)))
    #expect(checkbox.isOn && !checkbox.isHighlighted)
    driver.press(.returnKey)
    #expect(log.entries == ["value", "action"])
  }

  @Test("a checkbox's focus ring surrounds the box; right to left the box is on the right")
  func checkboxRingAndMirroring() throws {
    let checkbox = Checkbox(title: "Remember me")
    let (window, _, _) = single(checkbox, frame: Rect(x: 20, y: 20, width: 109, height: 18))
    checkbox.becomeFirstResponder()
    #expect(checkbox.boxRect == Rect(x: 0, y: 0, width: 18, height: 18))
    let box = Rect(x: 17, y: 17, width: 24, height: 24)
    #expect(
      window.makeDisplayList().commands.contains { command in
        if case .stroke(box, _, 2, _) = command { return true }
        return false
      })
    checkbox.semanticContentAttribute = .forceRightToLeft
    #expect(checkbox.boxRect == Rect(x: 91, y: 0, width: 18, height: 18))
    #expect(window.makeDisplayList().textRuns.first?.origin.x == 20)
  }

  @Test("a disabled checkbox ignores clicks and Space")
  func checkboxDisabled() throws {
    let checkbox = Checkbox(title: "Remember me")
    let (window, driver, log) = single(checkbox, frame: Rect(x: 20, y: 20, width: 120, height: 18))
    checkbox.isEnabled = false
    try driver.tap("Remember me")
    driver.press(.tab)
    #expect(window.firstResponder == nil)
    checkbox.keyDown(KeyEvent(.down, .space))
    checkbox.keyUp(KeyEvent(.up, .space))
    #expect(!checkbox.isOn)
    #expect(log.entries.isEmpty)
  }

  // MARK: Switch

  @Test("a click or Space toggles a switch; its role is toggle and its value on/off")
  func switchToggles() throws {
    let toggle = Switch()
    toggle.accessibilityLabel = "Wi-Fi"
    let (window, driver, log) = single(toggle, frame: Rect(x: 20, y: 20, width: 44, height: 26))
    #expect(toggle.intrinsicContentSize == Switch.trackSize)
    try driver.tap("Wi-Fi", role: .toggle)
    #expect(toggle.isOn)
    #expect(toggle.accessibilityValue == "on")
    #expect(window.firstResponder === toggle)
    driver.press(.space)
    #expect(!toggle.isOn)
    #expect(log.entries == ["value", "action", "value", "action"])
  }

  @Test("dragging a switch's thumb lands it on the nearer side; a drag that stays does not toggle")
  func switchDrag() throws {
    let toggle = Switch()
    let (_, driver, log) = single(toggle, frame: Rect(x: 20, y: 20, width: 44, height: 26))
    // The thumb starts at the left (off); dragging it right past the middle turns the switch on.
    driver.drag(from: Point(x: 33, y: 33), to: Point(x: 60, y: 33))
    #expect(toggle.isOn)
    #expect(log.entries == ["value", "action"])
    // Dragged left a little, then back: it stays on.
    driver.drag(from: Point(x: 51, y: 33), to: Point(x: 47, y: 33))
    #expect(toggle.isOn)
    #expect(log.entries.count == 2)
    // Right to left, on is at the left: dragging the thumb right turns it off.
    toggle.semanticContentAttribute = .forceRightToLeft
    #expect(toggle.thumbRect.minX == 2)
    driver.drag(from: Point(x: 33, y: 33), to: Point(x: 64, y: 33))
    #expect(!toggle.isOn)
  }

  // MARK: Slider

  /// A 0…100 slider 220 points wide at x = 20: the thumb's centre runs from x = 30 to x = 230.
  private func slider(value: Double = 0) -> (Slider, Window, UIDriver, ActionLog) {
    let slider = Slider(value: value, in: 0...100)
    slider.accessibilityLabel = "Volume"
    let (window, driver, log) = single(slider, frame: Rect(x: 20, y: 20, width: 220, height: 28))
    return (slider, window, driver, log)
  }

  @Test("a click on the track moves the thumb there; a click on the thumb does not move it")
  func sliderClick() throws {
    let (slider, _, driver, log) = slider()
    driver.click(at: Point(x: 80, y: 34))
    #expect(slider.value == 25)
    #expect(slider.accessibilityValue == "25")
    #expect(log.entries == ["value"])
    driver.click(at: Point(x: 84, y: 34))
    #expect(slider.value == 25)
    #expect(log.entries == ["value"])
    #expect(try driver.find("Volume", role: .slider) === slider)
  }

  @Test("dragging the thumb follows the pointer, keeps the grab point, and clamps outside the track")
  func sliderDrag() throws {
    let (slider, _, driver, log) = slider(value: 25)
    driver.drag(from: Point(x: 83, y: 34), to: Point(x: 183, y: 100), steps: 4)
    #expect(slider.value == 75)
    #expect(log.count("value") == 4)
    #expect(!slider.isHighlighted)
    driver.drag(from: Point(x: 180, y: 34), to: Point(x: 900, y: 34))
    #expect(slider.value == 100)
    driver.drag(from: Point(x: 230, y: 34), to: Point(x: -500, y: 34))
    #expect(slider.value == 0)
    #expect(log.count("action") == 0)
  }

  @Test("with isContinuous off, a drag sends valueChanged once, on release")
  func sliderNotContinuous() throws {
    let (slider, _, driver, log) = slider()
    slider.isContinuous = false
    driver.drag(from: Point(x: 30, y: 34), to: Point(x: 130, y: 34), steps: 10)
    #expect(slider.value == 50)
    #expect(log.entries == ["value"])
    driver.drag(from: Point(x: 130, y: 34), to: Point(x: 130, y: 34))
    #expect(log.entries == ["value"])
  }

  @Test("arrow keys step by a twentieth, Shift by a hundredth, Page keys by a tenth; Home and End")
  func sliderKeys() throws {
    let (slider, window, driver, log) = slider(value: 50)
    slider.becomeFirstResponder()
    driver.press(.right)
    #expect(slider.value == 55)
    driver.press(.left, [.shift])
    #expect(slider.value == 54)
    driver.press(.down)
    #expect(slider.value == 49)
    driver.press(.up)
    driver.press(.pageUp)
    #expect(slider.value == 64)
    driver.press(.pageDown)
    #expect(slider.value == 54)
    driver.press(.end)
    #expect(slider.value == 100)
    driver.press(.right)
    driver.press(.home)
    #expect(slider.value == 0)
    driver.press(.home)
    driver.press(.left)
    #expect(log.count("value") == 8)
    driver.press(.tab)
    #expect(window.firstResponder === slider)
  }

  @Test("values set in code are clamped and send nothing; raising the minimum past the maximum moves both")
  func sliderClamping() throws {
    let (slider, _, _, log) = slider(value: 50)
    slider.value = 500
    #expect(slider.value == 100)
    slider.value = -.infinity
    #expect(slider.value == 0)
    slider.value = 30
    slider.minimumValue = 40
    #expect(slider.value == 40)
    slider.minimumValue = 150
    #expect(slider.maximumValue == 150 && slider.value == 150)
    slider.maximumValue = 10
    #expect(slider.minimumValue == 10 && slider.value == 10)
    #expect(log.entries.isEmpty)
  }

  @Test("NaN and infinite bounds are refused with a report naming the slider")
  func sliderNaN() throws {
    let (slider, _, _, _) = slider(value: 50)
    slider.debugName = "volume"
    let (_, collector) = Diagnostics.collect {
      slider.value = .nan
      slider.minimumValue = .nan
      slider.maximumValue = .infinity
    }
    #expect(slider.value == 50 && slider.minimumValue == 0 && slider.maximumValue == 100)
    #expect(collector.errors.count == 3)
    #expect(collector.errors.allSatisfy { $0.description.contains("Slider(\"volume\")") })
  }

  @Test("right to left, the minimum is at the right: clicks, drags and arrows are mirrored")
  func sliderRightToLeft() throws {
    let (slider, _, driver, _) = slider()
    slider.semanticContentAttribute = .forceRightToLeft
    #expect(slider.thumbRect.maxX == 220)
    driver.click(at: Point(x: 80, y: 34))
    #expect(slider.value == 75)
    slider.becomeFirstResponder()
    driver.press(.left)
    #expect(slider.value == 80)
    driver.press(.right)
    driver.press(.right)
    #expect(slider.value == 70)
    driver.drag(from: Point(x: 90, y: 34), to: Point(x: 190, y: 34))
    #expect(slider.value == 20)
  }

  @Test("a disabled slider ignores clicks, drags and keys")
  func sliderDisabled() throws {
    let (slider, _, driver, log) = slider(value: 50)
    slider.isEnabled = false
    driver.click(at: Point(x: 40, y: 34))
    driver.drag(from: Point(x: 130, y: 34), to: Point(x: 200, y: 34))
    slider.keyDown(KeyEvent(.down, .end))
    #expect(slider.value == 50)
    #expect(log.entries.isEmpty)
  }

  // MARK: Progress

  @Test("progress is clamped to 0…1, NaN is refused, and the bar takes neither focus nor clicks")
  func progress() throws {
    let progress = ProgressView(progress: 0.25)
    progress.accessibilityLabel = "Download"
    let (window, driver, log) = single(progress, frame: Rect(x: 20, y: 20, width: 200, height: 6))
    #expect(progress.accessibilityValue == "25%")
    #expect(progress.accessibilityRole == .progressIndicator)
    progress.progress = 2
    #expect(progress.progress == 1)
    progress.progress = -1
    #expect(progress.progress == 0)
    progress.progress = 0.5
    let (_, collector) = Diagnostics.collect { progress.progress = .nan }
    #expect(progress.progress == 0.5)
    #expect(collector.errors.count == 1)
    try driver.tap("Download")
    driver.press(.tab)
    #expect(window.firstResponder == nil)
    #expect(window.hitTest(Point(x: 50, y: 23)) === window.rootView)
    #expect(log.entries.isEmpty)
    #expect(window.makeDisplayList().fillRects.contains(Rect(x: 20, y: 20, width: 100, height: 6)))
  }
}
