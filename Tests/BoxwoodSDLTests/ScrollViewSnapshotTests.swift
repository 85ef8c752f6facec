import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// Golden images of scroll views scrolled to the middle of their content, with their scroll bars,
/// in the light and dark themes. Record with `BOXWOOD_RECORD_SNAPSHOTS=1` and look at them first.
@Suite("ScrollView snapshots", .serialized)
@MainActor
struct ScrollViewSnapshotTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  @Test(
    "a list scrolled to the middle, and a grid scrolled both ways with its bar hovered",
    arguments: ["light", "dark"])
  func scrolledToMiddle(themeName: String) throws {
    let theme: Theme = themeName == "dark" ? .dark : .light
    let window = Window(title: "scroll", size: Size(width: 440, height: 220))
    window.theme = theme
    window.backgroundColor = theme.background
    let list = Self.list(theme: theme)
    list.frame = Rect(x: 10, y: 10, width: 220, height: 200)
    let grid = Self.grid(theme: theme)
    grid.frame = Rect(x: 240, y: 10, width: 190, height: 200)
    window.rootView.addSubview(list)
    window.rootView.addSubview(grid)
    window.layoutIfNeeded()
    list.contentOffset = Point(x: 0, y: list.maximumContentOffset.y / 2)
    grid.contentOffset = Point(x: grid.maximumContentOffset.x / 2, y: grid.maximumContentOffset.y / 2)
    #expect(list.verticalScrollBar.isActive && !list.horizontalScrollBar.isActive)
    #expect(grid.verticalScrollBar.isActive && grid.horizontalScrollBar.isActive)
    // The pointer rests on the grid's vertical bar: its track shows and its thumb darkens.
    let bar = grid.verticalScrollBar
    window.dispatch(.pointer(PointerEvent(.moved, at: bar.convert(Point(x: 6, y: 40), to: nil))))
    let image = try TestRenderer.shared.render(window)
    assertSnapshot(image, named: "scroll-view-middle-\(themeName)")
  }

  /// 30 labelled rows in a BoxView column, sized by constraints.
  static func list(theme: Theme) -> ScrollView {
    let scrollView = ScrollView()
    scrollView.backgroundColor = theme.fieldBackground
    scrollView.cornerRadius = theme.cornerRadius
    scrollView.borderWidth = 1
    scrollView.borderColor = theme.border
    let box = BoxView(axis: .y, spacing: 0, insets: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0))
    let content = scrollView.contentView
    content.addSubview(box)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: content.leftAnchor),
      box.rightAnchor.constraint(equalTo: content.rightAnchor),
      box.topAnchor.constraint(equalTo: content.topAnchor),
      box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
    box.items = (1...30).map { index in
      let label = Label("Row \(index)", font: theme.font, textColor: theme.text)
      label.backgroundColor = index % 2 == 0 ? theme.track.withAlpha(0.5) : nil
      return label.boxed.left(12).right(12).height(28)
    }
    return scrollView
  }

  /// A 6 × 8 grid of coloured tiles, laid out with frames and an explicit content size.
  static func grid(theme: Theme) -> ScrollView {
    let scrollView = ScrollView()
    scrollView.scrollAxes = .both
    scrollView.backgroundColor = theme.fieldBackground
    scrollView.borderWidth = 1
    scrollView.borderColor = theme.border
    let colors: [Color] = [.systemBlue, .systemGreen, .systemOrange, .systemRed]
    for row in 0..<8 {
      for column in 0..<6 {
        let tile = View(
          frame: Rect(x: 8 + Double(column) * 64, y: 8 + Double(row) * 64, width: 56, height: 56))
        tile.backgroundColor = colors[(row + column) % colors.count].withAlpha(0.75)
        tile.cornerRadius = 8
        let label = Label("\(row),\(column)", font: .system(size: 13), textColor: .white)
        label.frame = Rect(x: 8, y: 8, width: 40, height: 18)
        tile.addSubview(label)
        scrollView.contentView.addSubview(tile)
      }
    }
    scrollView.contentSize = Size(width: 8 + 6 * 64, height: 8 + 8 * 64)
    return scrollView
  }
}
