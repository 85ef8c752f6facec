import Boxwood
import Testing

/// Layout engine findings of the tree fuzzer (``TreeFuzzer``): required constraints that did not hold on
/// the frames and were not reported, replayed by hand.
@Suite("Tree fuzz regressions: the layout engine")
@MainActor
struct TreeFuzzEngineRegressionTests {
  /// A view's rectangle in its window's root coordinates, from the frames alone.
  func rootRect(_ view: View) -> Rect {
    var rect = Rect(origin: .zero, size: view.frame.size)
    var current = view
    while let parent = current.superview {
      rect.origin.x += current.frame.minX
      rect.origin.y += current.frame.minY
      current = parent
    }
    return rect
  }

  /// Seed 17, step 31: a constraint-driven container with no constraint of its own (none of its variables
  /// in the solver) kept the frame it was made with, while its subview's frame was written relative to
  /// the container's solved origin (0, 0): the subview's required constraints held in the solver but not
  /// on the frames (off by the container's stale origin). A view that starts taking part now gets its
  /// solved frame.
  @Test func unconstrainedContainerGetsItsSolvedFrame() {
    let window = makeWindow(width: 200, height: 100)
    let root = window.rootView
    // The root already takes part, so its variables do not move when the container starts to.
    root.leftAnchor.constraint(lessThanOrEqualTo: root.rightAnchor).isActive = true
    _ = window.makeDisplayList()
    let container = View(frame: Rect(x: 151, y: 24, width: 13, height: 28))
    container.translatesAutoresizingMaskIntoConstraints = false
    container.debugName = "container"
    root.addSubview(container)
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    child.debugName = "child"
    container.addSubview(child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    _ = window.makeDisplayList()
    #expect(rootRect(child) == Rect(x: 10, y: 50, width: 20, height: 10), "\(container.frame) \(child.frame)")
  }
}
