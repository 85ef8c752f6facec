import Testing

@testable import Boxwood

/// Which solved frames a layout pass writes back.
@Suite("Frame writes")
@MainActor
struct FrameWriteTests {
  /// `count` small views pinned to the root's top left, and a container holding one of them.
  func pinnedViews(_ count: Int) -> (Window, [View]) {
    let window = makeWindow(width: 400, height: 300)
    var views: [View] = []
    for index in 0..<count {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.rootView.addSubview(view)
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: Double(index)),
        view.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 5),
        view.widthAnchor.constraint(equalToConstant: 4),
        view.heightAnchor.constraint(equalToConstant: 4),
      ])
      views.append(view)
    }
    return (window, views)
  }

  /// Subviews' frames are relative to their superview's origin: a root that only changes size moves none
  /// of them, and the pass looks at none of them (it looked at every one: 8,191 in the corpus tree).
  @Test func aResizedRootDoesNotRewriteSubviewsItDoesNotMove() throws {
    let (window, views) = pinnedViews(200)
    window.layoutIfNeeded()
    window.size = Size(width: 500, height: 320)
    window.layoutIfNeeded()
    let engine = try #require(window.rootView.layoutEngine)
    #expect(engine.lastApplyCount <= 1, "\(engine.lastApplyCount) views looked at")
    for (index, view) in views.enumerated() {
      #expect(view.frame == Rect(x: Double(index), y: 5, width: 4, height: 4))
    }
  }

  /// A container whose origin moves: its subviews keep their place in it, and their frames are rewritten
  /// relative to its new origin.
  @Test func aMovedContainerRewritesItsSubviews() throws {
    let window = makeWindow(width: 400, height: 300)
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(container)
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let left = container.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 10)
    LayoutConstraint.activate([
      left, container.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 20),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 50),
      child.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 30),
      child.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 25),
      child.widthAnchor.constraint(equalToConstant: 5), child.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 20, y: 5, width: 5, height: 5))
    left.constant = 15
    window.layoutIfNeeded()
    #expect(container.frame == Rect(x: 15, y: 20, width: 100, height: 50))
    #expect(child.frame == Rect(x: 15, y: 5, width: 5, height: 5))
  }
}
