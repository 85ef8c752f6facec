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

  /// Seed 12, step 171: a frame stack left a box in no window (its item removed by moving the view to the
  /// window's root); the box's update pass never ran, so its required `height == 19` on the view stayed
  /// active, travelled with the view, and fought its frame (the autoresizing constraint was dropped, the
  /// stack reset its frame, layout never settled). A box now deactivates an item's constraints as the
  /// item leaves it, by any means.
  @Test func constraintsOfAViewLeavingABoxInNoWindowGoWithTheItem() {
    let window = makeWindow(width: 300, height: 200)
    let box = BoxView()
    box.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let moved = View()
    let stays = View()
    box.items = [moved.boxed.height(19).width(30), stays.boxed.height(10)]
    box.layoutIfNeeded()
    #expect(moved.constraints.contains { $0.isActive })
    window.rootView.addSubview(moved)
    #expect(!box.items.contains { $0.view === moved })
    #expect(moved.constraints.allSatisfy { !$0.isActive }, "\(moved.constraints)")
    moved.translatesAutoresizingMaskIntoConstraints = true
    moved.frame = Rect(x: 5, y: 5, width: 40, height: 7)
    let (_, report) = Diagnostics.collect { _ = window.makeDisplayList() }
    #expect(report.errors.isEmpty, "\(report.errors)")
    #expect(moved.frame == Rect(x: 5, y: 5, width: 40, height: 7))
    box.layoutIfNeeded()
    #expect(
      box.managedConstraints.allSatisfy { $0.isActive && $0.firstItem !== moved && $0.secondItem !== moved })
  }

  /// The same through the item list: an item removed from a box in no window deactivates its
  /// constraints at once, before the view goes anywhere else.
  @Test func itemRemovedFromABoxInNoWindowTakesItsConstraintsAlong() {
    let box = BoxView()
    let view = View()
    box.items = [view.boxed.height(19)]
    box.layoutIfNeeded()
    box.items = []
    #expect(view.superview == nil)
    #expect(view.constraints.allSatisfy { !$0.isActive }, "\(view.constraints)")
  }
}
