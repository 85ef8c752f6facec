import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import BoxwoodTesting
import Foundation
import Testing

/// Golden images of the text field in each state, light and dark, with the real fonts; and the field's
/// behaviour with the real text system (a font that fails to load).
@Suite("TextField snapshots and real text", .serialized)
@MainActor
struct TextFieldSnapshotTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// A state of the field, set up by real events in a window of its own.
  struct FieldState {
    var name: String
    var setUp: (TextField, Window) -> Void
  }

  static let states: [FieldState] = [
    FieldState(name: "placeholder") { _, _ in },
    FieldState(name: "focused, empty") { field, _ in field.becomeFirstResponder() },
    FieldState(name: "text") { field, _ in field.text = "alice@example.com" },
    FieldState(name: "selection") { field, window in
      field.text = "alice@example.com"
      field.becomeFirstResponder()
      field.selectedRange = 6..<13
    },
    FieldState(name: "caret") { field, window in
      field.text = "alice@example.com"
      field.becomeFirstResponder()
      window.dispatch(.key(KeyEvent(.down, .end)))
    },
    FieldState(name: "composing") { field, window in
      field.text = "Hello "
      field.becomeFirstResponder()
      window.dispatch(.key(KeyEvent(.down, .end)))
      window.dispatch(.textComposition("ni hao", selection: 6..<6))
    },
    FieldState(name: "composing, clause") { field, window in
      field.text = "Hello "
      field.becomeFirstResponder()
      window.dispatch(.key(KeyEvent(.down, .end)))
      window.dispatch(.textComposition("ni hao", selection: 3..<6))
    },
    FieldState(name: "secure") { field, _ in
      field.isSecureTextEntry = true
      field.text = "hunter2👩‍👩‍👧"
    },
    FieldState(name: "disabled") { field, _ in
      field.text = "read only"
      field.isEnabled = false
    },
    FieldState(name: "scrolled") { field, window in
      field.text = "The quick brown fox jumps over the lazy dog, then keeps on running"
      field.becomeFirstResponder()
      window.dispatch(.key(KeyEvent(.down, .end)))
    },
    FieldState(name: "right to left") { field, window in
      field.semanticContentAttribute = .forceRightToLeft
      field.text = "abc"
      field.becomeFirstResponder()
      window.dispatch(.key(KeyEvent(.down, .end)))
    },
  ]

  @Test("every state, light and dark", arguments: ["light", "dark"])
  func states(themeName: String) throws {
    let theme: Theme = themeName == "light" ? .light : .dark
    let sheet = try sheet(Self.states, theme: theme, scale: 1)
    assertSnapshot(sheet, named: "states-\(themeName)")
  }

  @Test("caret, selection and composition at 2x")
  func hiDPI() throws {
    let picked = Self.states.filter {
      ["selection", "caret", "composing, clause", "secure"].contains($0.name)
    }
    let sheet = try sheet(picked, theme: .light, scale: 2)
    assertSnapshot(sheet, named: "states-light@2x")
  }

  // MARK: Real text

  @Test("a font whose file fails to load falls back to the bundled font, with a logged warning")
  func fontFallback() throws {
    let inter = repositoryRoot.appendingPathComponent("Assets/Fonts/Inter-Regular.otf").path
    // A font file that passes Boxwood's checks but that FreeType refuses (Inter with its glyph outlines,
    // the 'CFF ' table, zeroed), and one that is deleted after it was checked. (A file of empty tables is
    // refused when the font is made, naming the table.)
    let hollow = temporaryPath("hollow.ttf")
    try Data(Self.hollowFont()).write(to: URL(fileURLWithPath: hollow))
    defer { try? FileManager.default.removeItem(atPath: hollow) }
    #expect {
      try Font(path: hollow, size: 15)
    } throws: { error in
      guard case BoxwoodError.fontCorrupt(let path, let reason) = error else { return false }
      return path == hollow && reason.contains("table '")
    }
    let broken = temporaryPath("broken.otf")
    try Data(Self.interWithZeroedTable("CFF ", inter: inter)).write(to: URL(fileURLWithPath: broken))
    let deleted = temporaryPath("deleted.otf")
    try FileManager.default.copyItem(atPath: inter, toPath: deleted)
    let fonts = [try Font(path: broken, size: 15), try Font(path: deleted, size: 15)]
    try FileManager.default.removeItem(atPath: deleted)
    defer { try? FileManager.default.removeItem(atPath: broken) }
    let reference = Font.system(size: 15)
    for (font, path) in zip(fonts, [broken, deleted]) {
      let field = TextField(text: "Fallback")
      field.font = font
      field.frame = Rect(x: 10, y: 10, width: 200, height: 36)
      let window = Window(title: "fallback", size: Size(width: 220, height: 56))
      let (image, collector) = try Diagnostics.collect {
        window.rootView.addSubview(field)
        return try TestRenderer.shared.render(window)
      }
      #expect(collector.warnings.count == 1)
      #expect(collector.warnings.first?.contains(path) == true)
      #expect(collector.warnings.first?.contains("bundled Inter Regular") == true)
      // Measured and drawn with Inter: the same widths, and dark text pixels in the field.
      #expect(
        field.textMeasurer.width(of: "Fallback", font: font)
          == field.textMeasurer.width(of: "Fallback", font: reference))
      var dark = 0
      for y in 15..<40 {
        for x in 20..<120 where image.rgba(x: x, y: y)[0] < 100 { dark += 1 }
      }
      #expect(dark > 50)
      // Only once per font.
      let (_, again) = try Diagnostics.collect { try TestRenderer.shared.render(window) }
      #expect(again.warnings.isEmpty)
    }
  }

  @Test("with the real measurer a click lands between the glyphs it hits, across runs")
  func realClicks() throws {
    let field = TextField(text: "Hello wonderful world")
    field.frame = Rect(x: 0, y: 0, width: 300, height: 36)
    let window = Window(title: "clicks", size: Size(width: 300, height: 36))
    window.rootView.addSubview(field)
    let font = field.font
    let measurer = field.textMeasurer
    let driver = UIDriver(window)
    for index in [0, 3, 6, 10, 16, 21] {
      // Runs are measured on their own ("Hello ", "wonderful ", "world"): the boundary before grapheme
      // `index` is the width of the whole runs before it plus the prefix of its own run.
      let text = field.text
      let runStarts = [0, 6, 16, 21]
      let runStart = runStarts.last { $0 <= index } ?? 0
      var x = 0.0
      for (start, end) in zip(runStarts, runStarts.dropFirst()) where end <= runStart {
        x += measurer.width(of: text.dropFirst(start).prefix(end - start), font: font)
      }
      x += measurer.width(of: text.dropFirst(runStart).prefix(index - runStart), font: font)
      driver.click(at: Point(x: 8 + x, y: 18))
      #expect(field.selectedRange == index..<index)
      #expect(abs((window.textInputRect?.midX ?? 0) - (8 + x)) < 0.001)
    }
  }

  // MARK: Helpers

  /// A sheet with a row per state: its name, then the field in a window of its own.
  private func sheet(_ states: [FieldState], theme: Theme, scale: Double) throws -> RenderedImage {
    let cell = Size(width: 280, height: 52)
    let labelWidth = 120.0
    let window = Window(
      title: "sheet", size: Size(width: labelWidth + cell.width, height: cell.height * Double(states.count)))
    window.scale = scale
    window.theme = theme
    window.backgroundColor = theme.background
    for (row, state) in states.enumerated() {
      let y = cell.height * Double(row)
      let label = Label(state.name, font: .system(size: 12, weight: .medium), textColor: theme.secondaryText)
      label.frame = Rect(x: 12, y: y, width: labelWidth - 12, height: cell.height)
      window.rootView.addSubview(label)
      let image = try render(state, theme: theme, size: cell, scale: scale)
      let view = ImageView(image: image)
      view.frame = Rect(x: labelWidth, y: y, width: cell.width, height: cell.height)
      window.rootView.addSubview(view)
    }
    return try TestRenderer.shared.render(window)
  }

  /// One field, 240×36 in a window of `size`, brought into `state` at frame time 0 (caret on).
  private func render(_ state: FieldState, theme: Theme, size: Size, scale: Double) throws -> Image {
    let window = Window(title: "cell", size: size)
    window.scale = scale
    window.theme = theme
    window.backgroundColor = theme.background
    let field = TextField(placeholder: "Email address")
    field.frame = Rect(x: 16, y: 8, width: 240, height: 36)
    window.rootView.addSubview(field)
    state.setUp(field, window)
    return try TestRenderer.shared.render(window).makeImage(scale: scale, name: state.name)
  }

  /// The bytes of a font file with a valid header and the four tables Boxwood checks for, all empty.
  /// Inter Regular with the table `tag` overwritten with zeros.
  static func interWithZeroedTable(_ tag: String, inter: String) throws -> [UInt8] {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: inter)))
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    for index in 0..<count
    where String(decoding: bytes[(12 + 16 * index)..<(16 + 16 * index)], as: UTF8.self) == tag {
      let field = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
      let offset = field(12 + 16 * index + 8)
      for position in offset..<(offset + field(12 + 16 * index + 12)) { bytes[position] = 0 }
    }
    return bytes
  }

  static func hollowFont() -> [UInt8] {
    var bytes: [UInt8] = [0, 1, 0, 0, 0, 4, 0, 64, 0, 2, 0, 0]
    let dataOffset = 12 + 4 * 16
    for tag in ["cmap", "head", "hhea", "hmtx"] {
      bytes += Array(tag.utf8) + [0, 0, 0, 0]
      bytes += [0, 0, 0, UInt8(dataOffset)] + [0, 0, 0, 4]
    }
    return bytes + [0, 0, 0, 0]
  }
}
