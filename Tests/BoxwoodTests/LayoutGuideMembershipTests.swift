import Testing

@testable import Boxwood

/// A guide belongs to its owner exactly while ``LayoutGuide/owningView`` is set: adding, moving and
/// removing keep the owner's ``View/layoutGuides`` and that property in step, so neither adding nor the
/// engine's check that a guide is in the tree searches the list (a view with thousands of guides made
/// every constraint's check cost the list's length).
@Suite("Layout guide membership")
@MainActor
struct LayoutGuideMembershipTests {
  @Test func addingTwiceKeepsOneEntry() {
    let view = View()
    let guide = LayoutGuide()
    view.addLayoutGuide(guide)
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides.count == 1 && guide.owningView === view)
  }

  @Test func movingLeavesTheFirstOwner() {
    let (first, second) = (View(), View())
    let guide = LayoutGuide()
    first.addLayoutGuide(guide)
    second.addLayoutGuide(guide)
    #expect(first.layoutGuides.isEmpty)
    #expect(second.layoutGuides.count == 1 && guide.owningView === second)
  }

  /// A removed guide is out of the tree: its constraints leave the engine, and the views pinned to it
  /// stop following it; added again, it takes part again.
  @Test func aRemovedGuideLeavesTheEngine() throws {
    let window = makeWindow(width: 300, height: 200)
    let root = window.rootView
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let guideConstraints = [
      guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
    ]
    LayoutConstraint.activate(guideConstraints)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: guide.rightAnchor),
      view.topAnchor.constraint(equalTo: guide.bottomAnchor),
      view.widthAnchor.constraint(equalToConstant: 5), view.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    #expect(view.frame == Rect(x: 50, y: 40, width: 5, height: 5))
    root.removeLayoutGuide(guide)
    window.layoutIfNeeded()
    #expect(guide.owningView == nil && root.layoutGuides.isEmpty)
    #expect(guideConstraints.allSatisfy { !$0.isActive })
    let engine = try #require(root.layoutEngine)
    #expect(!engine.isInTree(guide))
    root.addLayoutGuide(guide)
    #expect(engine.isInTree(guide))
  }
}
