import Boxwood
import Testing

/// Issue 18's bad input for compositions: constraints that cross a scroll view's content edge both
/// ways, a conflict inside the content, content removed in the middle of a layout pass.
@MainActor
@Suite("Compositions: bad input")
struct CompositionBadInputTests {
  /// A search field above a scroll view of `n` labels, the two in a vertical stack pinned to the root.
  @MainActor
  struct ListScreen {
    let window: Window
    let stack: StackView
    let scroll: ScrollView
    let rows: StackView
    let labels: [Label]

    init(n: Int = 20) {
      window = makeWindow(width: 300, height: 400)
      labels = (0..<n).map { index in
        let label = Label("Note \(index)")
        label.debugName = "note\(index)"
        return label
      }
      rows = StackView(arrangedSubviews: labels)
      rows.axis = .vertical
      rows.spacing = 4
      scroll = ScrollView()
      rows.translatesAutoresizingMaskIntoConstraints = false
      scroll.contentView.addSubview(rows)
      LayoutConstraint.activate([
        rows.topAnchor.constraint(equalTo: scroll.contentView.topAnchor),
        rows.leadingAnchor.constraint(equalTo: scroll.contentView.leadingAnchor),
        rows.trailingAnchor.constraint(equalTo: scroll.contentView.trailingAnchor),
        rows.bottomAnchor.constraint(equalTo: scroll.contentView.bottomAnchor),
        rows.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      ])
      stack = StackView(arrangedSubviews: [TextField(placeholder: "Search"), scroll])
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      window.rootView.addSubview(stack)
      LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: window.rootView.bottomAnchor),
      ])
    }

    func inWindow(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }
  }

  @Test("constraints into the content and out of it both hold, and keep holding through a resize")
  func constraintsCrossTheContentEdgeBothWays() {
    let screen = ListScreen()
    let badge = View()
    badge.debugName = "badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    screen.window.rootView.addSubview(badge)
    let inside = screen.labels[3]
    let (_, diagnostics) = Diagnostics.collect {
      LayoutConstraint.activate([
        // Out of the content: the badge takes its size and vertical place from a row inside.
        badge.widthAnchor.constraint(equalTo: inside.widthAnchor, multiplier: 0.25),
        badge.heightAnchor.constraint(equalToConstant: 10),
        badge.topAnchor.constraint(equalTo: inside.topAnchor),
        // Into the content: the badge's trailing edge is the outer stack's, so the row follows the window.
        badge.trailingAnchor.constraint(equalTo: screen.stack.trailingAnchor, constant: -4),
      ])
      for size in [
        Size(width: 300, height: 400), Size(width: 520, height: 300), Size(width: 180, height: 600),
      ] {
        screen.window.size = size
        screen.window.layoutIfNeeded()
        let row = screen.inWindow(inside)
        let box = screen.inWindow(badge)
        #expect(row.width == size.width, "\(size)")
        #expect(abs(box.width - row.width * 0.25) < 1e-9, "\(size)")
        #expect(box.minY == row.minY, "\(size)")
        #expect(box.maxX == size.width - 4, "\(size)")
      }
    }
    #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
  }

  @Test("a conflict inside the scroll view's content gives one report that names the view")
  func conflictInsideTheContentIsReportedOnce() {
    let screen = ListScreen()
    screen.window.layoutIfNeeded()
    let culprit = screen.labels[5]
    let (_, diagnostics) = Diagnostics.collect {
      LayoutConstraint.activate([
        culprit.heightAnchor.constraint(equalToConstant: 30),
        culprit.heightAnchor.constraint(equalToConstant: 50),
      ])
      screen.window.layoutIfNeeded()
      screen.window.layoutIfNeeded()
    }
    let conflicts = diagnostics.errors.filter { $0.kind == "unsatisfiableConstraints" }
    #expect(conflicts.count == 1, "\(diagnostics.errors)")
    #expect(conflicts.first.map { "\($0)".contains("note5") } == true, "\(conflicts)")
    // The rest of the list still lays out: every other row keeps its place under the one before.
    let frames = screen.labels.map(screen.inWindow)
    for index in 1..<frames.count where index != 5 && index != 6 {
      #expect(frames[index].minY == frames[index - 1].maxY + 4, "row \(index)")
    }
  }

  /// A view whose layout pass takes the scroll view's content away.
  final class Remover: View {
    var action: (() -> Void)?
    override func layoutSubviews() {
      action?()
      action = nil
    }
  }

  @Test("content removed from its scroll view in the middle of a layout pass leaves no trace")
  func contentRemovedMidLayout() {
    let screen = ListScreen()
    screen.window.layoutIfNeeded()
    let bare = screen.window.statistics
    let remover = Remover(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    screen.window.rootView.insertSubview(remover, at: 0)
    let (_, diagnostics) = Diagnostics.collect {
      remover.action = { screen.rows.removeFromSuperview() }
      remover.setNeedsLayout()
      screen.window.size = Size(width: 320, height: 420)
      screen.window.layoutIfNeeded()
      screen.window.layoutIfNeeded()
      _ = screen.window.makeDisplayList()
    }
    #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    #expect(screen.rows.superview == nil)
    // Nothing left to scroll: the content is as wide as the scroll view and has no height.
    #expect(screen.scroll.contentSize == Size(width: 320, height: 0))
    #expect(screen.inWindow(screen.scroll).width == 320)
    // The rows' constraints went with them: fewer constraints than with the list, none left dangling.
    let after = screen.window.statistics
    #expect(after.installedConstraints < bare.installedConstraints)
    #expect(after.layoutNodes < bare.layoutNodes)
    // The list, laid out alone, still works.
    screen.rows.frame = Rect(x: 0, y: 0, width: 200, height: 20 * 12 + 19 * 4)
    screen.rows.layoutIfNeeded()
    #expect(screen.labels[1].frame.minY == screen.labels[0].frame.maxY + 4)
  }

  @Test("content that removes itself while it is being laid out, and comes back, lays out again")
  func contentRemovingItselfAndComingBack() {
    let screen = ListScreen()
    let remover = Remover()
    remover.translatesAutoresizingMaskIntoConstraints = false
    screen.rows.addArrangedSubview(remover)
    screen.window.layoutIfNeeded()
    let (_, diagnostics) = Diagnostics.collect {
      remover.action = { screen.rows.removeFromSuperview() }
      remover.setNeedsLayout()
      screen.window.layoutIfNeeded()
      #expect(screen.rows.superview == nil)
      screen.scroll.contentView.addSubview(screen.rows)
      LayoutConstraint.activate([
        screen.rows.topAnchor.constraint(equalTo: screen.scroll.contentView.topAnchor),
        screen.rows.leadingAnchor.constraint(equalTo: screen.scroll.contentView.leadingAnchor),
        screen.rows.widthAnchor.constraint(equalTo: screen.scroll.widthAnchor),
      ])
      screen.window.layoutIfNeeded()
    }
    #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    #expect(screen.inWindow(screen.labels[0]).width == 300)
    #expect(screen.labels[1].frame.minY == screen.labels[0].frame.maxY + 4)
  }
}
