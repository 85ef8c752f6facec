import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// Golden images of every control in every state, light and dark: one sheet per control group, rows of
/// variants by columns of states. Each cell is a real window brought into its state by real events
/// (hover, press, focus), rendered, and placed on the sheet as an image.
@Suite("Control snapshots", .serialized)
@MainActor
struct ControlSnapshotTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// A state a cell shows.
  enum CellState: String, CaseIterable {
    case normal, hovered, highlighted, focused, selected, disabled
  }

  static let themes: [(name: String, theme: Theme)] = [("light", .light), ("dark", .dark)]

  @Test("buttons: filled, bordered, plain, image and title, image only", arguments: [0, 1])
  func buttons(themeIndex: Int) throws {
    let (name, theme) = Self.themes[themeIndex]
    let lock = try Self.icon("lock")
    let variants: [(String, () -> Control)] = [
      ("filled", { Button(title: "Save", style: .filled) }),
      ("bordered", { Button(title: "Cancel", style: .bordered) }),
      ("plain", { Button(title: "Learn more", style: .plain) }),
      ("image + title", { Button(title: "Lock", image: lock, style: .bordered) }),
      ("image, filled", { Button(image: lock, style: .filled) }),
      ("long title", { self.sized(Button(title: "A title far too long", style: .filled), width: 120) }),
    ]
    let sheet = try sheet(
      variants, states: CellState.allCases, theme: theme, cell: Size(width: 150, height: 56))
    assertSnapshot(sheet, named: "buttons-\(name)")
  }

  @Test("checkboxes: off and on, left to right and mirrored, without a title", arguments: [0, 1])
  func checkboxes(themeIndex: Int) throws {
    let (name, theme) = Self.themes[themeIndex]
    let variants: [(String, () -> Control)] = [
      ("off", { Checkbox(title: "Remember me") }),
      ("on", { Checkbox(title: "Remember me", isOn: true) }),
      ("on, RTL", { self.mirrored(Checkbox(title: "Remember me", isOn: true)) }),
      ("no title", { Checkbox(isOn: true) }),
    ]
    let states: [CellState] = [.normal, .hovered, .highlighted, .focused, .disabled]
    let sheet = try sheet(variants, states: states, theme: theme, cell: Size(width: 150, height: 44))
    assertSnapshot(sheet, named: "checkboxes-\(name)")
  }

  @Test("switches: off and on, left to right and mirrored", arguments: [0, 1])
  func switches(themeIndex: Int) throws {
    let (name, theme) = Self.themes[themeIndex]
    let variants: [(String, () -> Control)] = [
      ("off", { Switch() }),
      ("on", { Switch(isOn: true) }),
      ("off, RTL", { self.mirrored(Switch()) }),
      ("on, RTL", { self.mirrored(Switch(isOn: true)) }),
    ]
    let states: [CellState] = [.normal, .hovered, .highlighted, .focused, .disabled]
    let sheet = try sheet(variants, states: states, theme: theme, cell: Size(width: 100, height: 44))
    assertSnapshot(sheet, named: "switches-\(name)")
  }

  @Test("sliders: at the minimum, in between, at the maximum, mirrored", arguments: [0, 1])
  func sliders(themeIndex: Int) throws {
    let (name, theme) = Self.themes[themeIndex]
    let variants: [(String, () -> Control)] = [
      ("0", { self.sized(Slider(value: 0), width: 130) }),
      ("0.35", { self.sized(Slider(value: 0.35), width: 130) }),
      ("1", { self.sized(Slider(value: 1), width: 130) }),
      ("0.35, RTL", { self.mirrored(self.sized(Slider(value: 0.35), width: 130)) }),
    ]
    let states: [CellState] = [.normal, .hovered, .highlighted, .focused, .disabled]
    let sheet = try sheet(variants, states: states, theme: theme, cell: Size(width: 150, height: 44))
    assertSnapshot(sheet, named: "sliders-\(name)")
  }

  @Test("progress bars: empty, a sliver, partway, full, mirrored", arguments: [0, 1])
  func progressBars(themeIndex: Int) throws {
    let (name, theme) = Self.themes[themeIndex]
    let variants: [(String, () -> Control)] =
      [0, 0.02, 0.35, 1].map { progress in
        ("\(progress)", { self.sized(ProgressView(progress: progress), width: 160) })
      } + [("0.35, RTL", { self.mirrored(self.sized(ProgressView(progress: 0.35), width: 160)) })]
    let sheet = try sheet(
      variants, states: [.normal, .disabled], theme: theme, cell: Size(width: 180, height: 28))
    assertSnapshot(sheet, named: "progress-\(name)")
  }

  @Test("checkboxes and switches at 2x: the check mark and the curves stay crisp")
  func hiDPI() throws {
    let variants: [(String, () -> Control)] = [
      ("checkbox", { Checkbox(title: "Remember me", isOn: true) }),
      ("switch", { Switch(isOn: true) }),
      ("slider", { self.sized(Slider(value: 0.5), width: 130) }),
    ]
    let sheet = try sheet(
      variants, states: [.normal, .focused], theme: .light, cell: Size(width: 150, height: 44), scale: 2)
    assertSnapshot(sheet, named: "toggles-light@2x")
  }

  // MARK: Building sheets

  /// A sheet with a header row naming the states and a column naming the variants.
  private func sheet(
    _ variants: [(String, () -> Control)], states: [CellState], theme: Theme, cell: Size, scale: Double = 1
  ) throws -> RenderedImage {
    let labelWidth = 100.0
    let headerHeight = 24.0
    let size = Size(
      width: labelWidth + cell.width * Double(states.count) + 8,
      height: headerHeight + cell.height * Double(variants.count) + 8)
    let window = Window(title: "sheet", size: size)
    window.scale = scale
    window.theme = theme
    window.backgroundColor = theme.background
    for (column, state) in states.enumerated() {
      let header = caption(state.rawValue, theme: theme)
      header.frame = Rect(
        x: labelWidth + Double(column) * cell.width, y: 4, width: cell.width, height: headerHeight - 4)
      header.textAlignment = .center
      window.rootView.addSubview(header)
    }
    for (row, variant) in variants.enumerated() {
      let y = headerHeight + Double(row) * cell.height
      let label = caption(variant.0, theme: theme)
      label.frame = Rect(x: 8, y: y, width: labelWidth - 8, height: cell.height)
      window.rootView.addSubview(label)
      for (column, state) in states.enumerated() {
        let image = try render(variant.1(), in: state, theme: theme, size: cell, scale: scale)
        let view = ImageView(image: image)
        view.frame = Rect(
          x: labelWidth + Double(column) * cell.width, y: y, width: cell.width, height: cell.height)
        window.rootView.addSubview(view)
      }
    }
    return try TestRenderer.shared.render(window)
  }

  private func caption(_ text: String, theme: Theme) -> Label {
    Label(text, font: .system(size: 12, weight: .medium), textColor: theme.secondaryText)
  }

  /// One control, centred in a window of its own, brought into `state` by events, rendered.
  private func render(
    _ control: Control, in state: CellState, theme: Theme, size: Size, scale: Double
  ) throws -> Image {
    let window = Window(title: "cell", size: size)
    window.scale = scale
    window.theme = theme
    window.backgroundColor = theme.background
    window.rootView.addSubview(control)
    let fitted = control.frame.size == .zero ? control.intrinsicContentSize : control.frame.size
    control.frame = Rect(
      x: ((size.width - fitted.width) / 2).rounded(), y: ((size.height - fitted.height) / 2).rounded(),
      width: fitted.width, height: fitted.height)
    apply(state, to: control, in: window)
    return try TestRenderer.shared.render(window).makeImage(scale: scale, name: "cell")
  }

  private func apply(_ state: CellState, to control: Control, in window: Window) {
    let target = pressPoint(of: control)
    switch state {
    case .normal:
      break
    case .hovered:
      window.dispatch(.pointer(PointerEvent(.moved, at: target)))
    case .highlighted:
      window.dispatch(.pointer(PointerEvent(.moved, at: target)))
      window.dispatch(.pointer(PointerEvent(.down, at: target)))
      // A click focuses; the ring has a column of its own.
      control.resignFirstResponder()
    case .focused:
      control.becomeFirstResponder()
    case .selected:
      control.isSelected = true
    case .disabled:
      control.isEnabled = false
    }
  }

  /// Where a press lands: a slider's thumb, a checkbox's box, else the centre (window coordinates).
  private func pressPoint(of control: Control) -> Point {
    let local: Point
    if let slider = control as? Slider {
      local = slider.thumbRect.center
    } else if let checkbox = control as? Checkbox {
      local = checkbox.boxRect.center
    } else {
      local = control.bounds.center
    }
    return control.convert(local, to: nil)
  }

  private func sized<T: Control>(_ control: T, width: Double) -> T {
    let height = control.intrinsicContentSize.height
    control.frame = Rect(x: 0, y: 0, width: width, height: height > 0 ? height : 28)
    return control
  }

  private func mirrored<T: Control>(_ control: T) -> T {
    control.semanticContentAttribute = .forceRightToLeft
    return control
  }

  /// A bundled icon at 16 points: the 32-point `@2x` file averaged down to 32 pixels at scale 2.
  static func icon(_ name: String) throws -> Image {
    let source = try Image.named(name)
    let width = source.pixelWidth / 2
    let height = source.pixelHeight / 2
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        for channel in 0..<4 {
          var sum = 0
          for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            sum += Int(source.pixels[((2 * y + dy) * source.pixelWidth + 2 * x + dx) * 4 + channel])
          }
          pixels[(y * width + x) * 4 + channel] = UInt8(sum / 4)
        }
      }
    }
    return try Image(pixelWidth: width, pixelHeight: height, pixels: pixels, scale: 2, name: "\(name)-16pt")
  }
}
