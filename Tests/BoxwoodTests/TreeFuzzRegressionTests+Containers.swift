import Boxwood
import Testing

/// Minimal sequences the tree fuzzer found breaking a required constraint around containers (scroll
/// views, frame stacks, boxes) without a report, replayed by hand.
@Suite("Tree fuzz regressions: containers")
@MainActor
struct TreeFuzzContainerRegressionTests {
  /// Seeds 9, 10, 26, 27, 28, 31, 33, 39: when a view and its translated child both moved in one solve,
  /// the child could be collected for a frame write as the moved view's child before its own variables
  /// came up; then its own children were never collected, and kept frames relative to the child's old
  /// place (a box in a scroll bar, pinned to the scroll view's content, sat 174 points off). Every moved
  /// view's children are now written.
  @Test func grandchildFrameFollowsWhenAViewAndItsTranslatedChildMove() {
    let window = makeWindow(width: 400, height: 300)
    let root = window.rootView
    let parent = View()
    parent.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(parent)
    let shift = parent.leftAnchor.constraint(equalTo: root.leftAnchor)
    LayoutConstraint.activate([
      shift, parent.topAnchor.constraint(equalTo: root.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 100),
      parent.heightAnchor.constraint(equalToConstant: 100),
    ])
    // Translated: it follows the parent, so its variables move with the parent's.
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    parent.addSubview(child)
    // Fixed in the root's space: its variables do not move, its frame (relative to the child) must.
    let grandchild = View()
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(grandchild)
    LayoutConstraint.activate([
      grandchild.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      grandchild.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      grandchild.widthAnchor.constraint(equalToConstant: 20),
      grandchild.heightAnchor.constraint(equalToConstant: 20),
    ])
    _ = window.makeDisplayList()
    #expect(grandchild.frame == Rect(x: -5, y: -5, width: 20, height: 20))
    for constant in [100.0, 37, 250, 0] {
      shift.constant = constant
      _ = window.makeDisplayList()
      #expect(child.frame.minX == 10)
      #expect(grandchild.frame == Rect(x: -5 - constant, y: -5, width: 20, height: 20), "shift \(constant)")
    }
  }
}
