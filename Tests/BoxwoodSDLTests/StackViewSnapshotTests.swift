import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// Golden images of StackView: one per distribution and one per alignment, each with a horizontal and
/// a vertical stack (their bounds tinted) holding labels of different sizes. Record with
/// `BOXWOOD_RECORD_SNAPSHOTS=1` and look at every image before keeping it.
@Suite("StackView snapshots", .serialized)
@MainActor
struct StackViewSnapshotTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  @Test("each distribution, horizontal and vertical", arguments: StackView.Distribution.allCases)
  func distribution(_ distribution: StackView.Distribution) throws {
    let window = Window(title: "stack", size: Size(width: 400, height: 290))
    window.backgroundColor = .white
    let root = window.rootView
    let row = Self.stack(.horizontal, Self.chips(sizes: [13, 20, 15]))
    let column = Self.stack(.vertical, Self.chips(sizes: [13, 20, 15]))
    for stack in [row, column] {
      stack.distribution = distribution
      stack.spacing = 8
    }
    // A hidden chip in the column takes neither room nor spacing.
    let hidden = Self.chip("hidden", size: 30, color: .systemRed)
    hidden.isHidden = true
    column.insertArrangedSubview(hidden, at: 1)
    Self.place(row, in: root, at: Point(x: 10, y: 10), size: Size(width: 380, height: 44))
    Self.place(column, in: root, at: Point(x: 10, y: 64), size: Size(width: 180, height: 216))
    let rtl = Self.stack(.horizontal, Self.chips(sizes: [13, 20, 15]))
    rtl.distribution = distribution
    rtl.spacing = 8
    rtl.semanticContentAttribute = .forceRightToLeft
    Self.place(rtl, in: root, at: Point(x: 200, y: 64), size: Size(width: 190, height: 44))
    assertSnapshot(try TestRenderer.shared.render(window), named: "distribution-\(distribution)")
  }

  @Test("each alignment, horizontal and vertical", arguments: StackView.Alignment.allCases)
  func alignment(_ alignment: StackView.Alignment) throws {
    let window = Window(title: "stack", size: Size(width: 400, height: 250))
    window.backgroundColor = .white
    let root = window.rootView
    let row = Self.stack(.horizontal, Self.chips(sizes: [13, 28, 18]))
    let column = Self.stack(.vertical, Self.chips(sizes: [13, 28, 18]))
    for stack in [row, column] {
      stack.alignment = alignment
      stack.spacing = 8
    }
    // A two-line label shows the difference between the first and the last baseline.
    let lines = Self.chip("two\nlines", size: 13, color: .systemGray)
    lines.numberOfLines = 0
    row.addArrangedSubview(lines)
    Self.place(row, in: root, at: Point(x: 10, y: 10), size: Size(width: 380, height: 90))
    Self.place(column, in: root, at: Point(x: 10, y: 110), size: Size(width: 240, height: 130))
    assertSnapshot(try TestRenderer.shared.render(window), named: "alignment-\(alignment)")
  }

  @Test("layout margins, custom spacing, a BoxView in a stack and a stack in a BoxView")
  func marginsAndNesting() throws {
    let window = Window(title: "stack", size: Size(width: 400, height: 170))
    window.backgroundColor = .white
    let root = window.rootView
    // A stack inside its margins (24 leading), 30 points after "One", holding a BoxView.
    let chips = Self.chips(sizes: [13, 20, 15])
    let box = BoxView(axis: .y, spacing: 4, insets: .all(6))
    box.backgroundColor = Color(hex: 0xC8E6C9)
    box.cornerRadius = 6
    box.items = [
      Self.chip("boxed", size: 12, color: .systemGreen).boxed,
      Self.chip("items", size: 12, color: .systemGreen).boxed.left(>=0),
    ]
    let row = Self.stack(.horizontal, chips + [box])
    row.alignment = .center
    row.spacing = 8
    row.setCustomSpacing(30, after: chips[0])
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 12)
    Self.place(row, in: root, at: Point(x: 10, y: 10), size: nil)
    // A BoxView row: a title on the left, then an equal-spacing stack filling the rest.
    let outer = BoxView(axis: .x, spacing: 10, insets: .all(8))
    outer.backgroundColor = Color(hex: 0xFFF3E0)
    outer.cornerRadius = 8
    let title = Label("Box", font: .system(size: 18, weight: .semibold))
    let inner = Self.stack(.horizontal, Self.chips(sizes: [12, 12, 12]))
    inner.distribution = .equalSpacing
    inner.alignment = .center
    outer.items = [title.boxed.top(>=0).bottom(>=0).centerY(), inner.boxed]
    root.addSubview(outer)
    LayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      outer.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      outer.heightAnchor.constraint(equalToConstant: 60),
    ])
    assertSnapshot(try TestRenderer.shared.render(window), named: "margins-nesting")
  }

  // MARK: Building blocks

  static let colors: [Color] = [.systemBlue, .systemOrange, .systemGreen]

  /// Labels of different font sizes, each with its own colour.
  static func chips(sizes: [Double]) -> [Label] {
    let titles = ["One", "Second", "Third"]
    return sizes.enumerated().map { index, size in
      chip(titles[index % titles.count], size: size, color: colors[index % colors.count])
    }
  }

  static func chip(_ title: String, size: Double, color: Color) -> Label {
    let label = Label(title, font: .system(size: size, weight: .medium), textColor: .white)
    label.backgroundColor = color
    label.textAlignment = .center
    label.cornerRadius = 4
    return label
  }

  static func stack(_ axis: LayoutAxis, _ views: [View]) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.backgroundColor = Color(hex: 0xE3F2FD)
    return stack
  }

  /// Pins a stack's top-left corner and, when given, its size.
  static func place(_ stack: StackView, in root: View, at origin: Point, size: Size?) {
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: origin.x),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y),
    ])
    if let size {
      LayoutConstraint.activate([
        stack.widthAnchor.constraint(equalToConstant: size.width),
        stack.heightAnchor.constraint(equalToConstant: size.height),
      ])
    }
  }
}
