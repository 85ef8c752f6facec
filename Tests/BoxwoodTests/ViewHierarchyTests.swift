import Boxwood
import Testing

@Suite("View hierarchy")
@MainActor
struct ViewHierarchyTests {
  /// A parent with three subviews a, b, c (back to front).
  func makeFamily() -> (parent: View, a: View, b: View, c: View) {
    let parent = View.named("parent")
    let (a, b, c) = (View.named("a"), View.named("b"), View.named("c"))
    for child in [a, b, c] { parent.addSubview(child) }
    return (parent, a, b, c)
  }

  // MARK: Adding and inserting

  @Test("addSubview appends to the front and sets the superview")
  func addSubviewAppends() {
    let (parent, a, _, c) = makeFamily()
    #expect(parent.subviewNames == ["a", "b", "c"])
    #expect(a.superview === parent)
    #expect(c.superview === parent)
  }

  @Test("insertSubview(at:) inserts at the index")
  func insertAtIndex() {
    let (parent, _, _, _) = makeFamily()
    let d = View.named("d")
    parent.insertSubview(d, at: 1)
    #expect(parent.subviewNames == ["a", "d", "b", "c"])
    #expect(d.superview === parent)
  }

  @Test("insertSubview(at:) clamps a negative index to the back and a large one to the front")
  func insertAtClampsIndex() {
    let (parent, _, _, _) = makeFamily()
    let back = View.named("back")
    let front = View.named("front")
    parent.insertSubview(back, at: -5)
    parent.insertSubview(front, at: 99)
    #expect(parent.subviewNames == ["back", "a", "b", "c", "front"])
  }

  @Test("insertSubview(at:) of an existing subview reorders it without duplicating")
  func insertAtReorders() {
    let (parent, _, _, c) = makeFamily()
    parent.insertSubview(c, at: 0)
    #expect(parent.subviewNames == ["c", "a", "b"])
    parent.insertSubview(c, at: 99)
    #expect(parent.subviewNames == ["a", "b", "c"])
  }

  @Test("insertSubview(aboveSubview:) puts a new view just above the sibling")
  func insertAboveSibling() {
    let (parent, a, _, _) = makeFamily()
    let d = View.named("d")
    parent.insertSubview(d, aboveSubview: a)
    #expect(parent.subviewNames == ["a", "d", "b", "c"])
  }

  @Test("insertSubview(belowSubview:) puts a new view just below the sibling")
  func insertBelowSibling() {
    let (parent, _, _, c) = makeFamily()
    let d = View.named("d")
    parent.insertSubview(d, belowSubview: c)
    #expect(parent.subviewNames == ["a", "b", "d", "c"])
  }

  @Test("insertSubview(aboveSubview:) reorders an existing subview in either direction")
  func insertAboveReorders() {
    let (parent, a, b, c) = makeFamily()
    parent.insertSubview(a, aboveSubview: c)
    #expect(parent.subviewNames == ["b", "c", "a"])
    parent.insertSubview(a, aboveSubview: b)
    #expect(parent.subviewNames == ["b", "a", "c"])
  }

  @Test("insertSubview(belowSubview:) reorders an existing subview in either direction")
  func insertBelowReorders() {
    let (parent, a, b, c) = makeFamily()
    parent.insertSubview(a, belowSubview: c)
    #expect(parent.subviewNames == ["b", "a", "c"])
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviewNames == ["c", "b", "a"])
  }

  @Test("inserting a view above or below itself leaves the order unchanged")
  func insertRelativeToItselfIsNoOp() {
    let (parent, _, b, _) = makeFamily()
    parent.insertSubview(b, aboveSubview: b)
    #expect(parent.subviewNames == ["a", "b", "c"])
    parent.insertSubview(b, belowSubview: b)
    #expect(parent.subviewNames == ["a", "b", "c"])
  }

  @Test("insertSubview(aboveSubview:) with a sibling that is not a subview appends to the front")
  func insertAboveStrangerAppends() {
    let (parent, _, _, _) = makeFamily()
    let d = View.named("d")
    parent.insertSubview(d, aboveSubview: View())
    #expect(parent.subviewNames == ["a", "b", "c", "d"])
  }

  @Test("insertSubview(belowSubview:) with a sibling that is not a subview inserts at the back")
  func insertBelowStrangerInsertsAtBack() {
    let (parent, _, _, _) = makeFamily()
    let d = View.named("d")
    parent.insertSubview(d, belowSubview: View())
    #expect(parent.subviewNames == ["d", "a", "b", "c"])
  }

  @Test("adding a view that has a superview moves it")
  func addingMovesFromOldParent() {
    let (parent, _, b, _) = makeFamily()
    let other = View()
    other.addSubview(b)
    #expect(parent.subviewNames == ["a", "c"])
    #expect(other.subviewNames == ["b"])
    #expect(b.superview === other)
  }

  // MARK: Removing and reordering

  @Test("removeFromSuperview detaches the view")
  func removeFromSuperviewDetaches() {
    let (parent, _, b, _) = makeFamily()
    b.removeFromSuperview()
    #expect(parent.subviewNames == ["a", "c"])
    #expect(b.superview == nil)
  }

  @Test("removeFromSuperview of a view without a superview does nothing")
  func removeWithoutSuperviewIsNoOp() {
    let loner = View()
    loner.addSubview(View())
    loner.removeFromSuperview()
    #expect(loner.superview == nil)
    #expect(loner.subviews.count == 1)
  }

  @Test("bringSubviewToFront moves a subview to the end of the list")
  func bringToFront() {
    let (parent, a, _, _) = makeFamily()
    parent.bringSubviewToFront(a)
    #expect(parent.subviewNames == ["b", "c", "a"])
  }

  @Test("sendSubviewToBack moves a subview to the start of the list")
  func sendToBack() {
    let (parent, _, _, c) = makeFamily()
    parent.sendSubviewToBack(c)
    #expect(parent.subviewNames == ["c", "a", "b"])
  }

  @Test("bringing or sending a view that is not a subview does nothing")
  func reorderingAStrangerIsNoOp() {
    let (parent, _, _, _) = makeFamily()
    let stranger = View()
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(parent.subviewNames == ["a", "b", "c"])
    #expect(stranger.superview == nil)
  }

  // MARK: Cycles

  @Test("adding a view to itself is refused and reported")
  func addingToItselfIsRefused() {
    let view = View()
    let (_, collector) = Diagnostics.collect { view.addSubview(view) }
    #expect(collector.errors.map(\.kind) == ["viewHierarchyCycle"])
    #expect(view.subviews.isEmpty)
    #expect(view.superview == nil)
  }

  @Test("adding an ancestor into its own subtree is refused and the tree is unchanged")
  func addingAncestorIntoSubtreeIsRefused() throws {
    let root = View()
    let (parent, _, b, _) = makeFamily()
    root.addSubview(parent)
    let grandchild = View()
    b.addSubview(grandchild)
    let (_, collector) = Diagnostics.collect { grandchild.addSubview(root) }
    let error = try #require(collector.errors.first)
    guard case .viewHierarchyCycle(let view, let into) = error else {
      Issue.record("expected viewHierarchyCycle, got \(error)")
      return
    }
    #expect(view.view === root)
    #expect(into.view === grandchild)
    #expect(error.description.contains("ancestor"))
    #expect(root.superview == nil)
    #expect(root.subviewNames == ["parent"])
    #expect(parent.subviewNames == ["a", "b", "c"])
    #expect(grandchild.subviews.isEmpty)
  }

  @Test("every way of inserting refuses a cycle")
  func everyInsertRefusesCycles() {
    let (parent, a, _, _) = makeFamily()
    let (_, collector) = Diagnostics.collect {
      a.insertSubview(parent, at: 0)
      a.insertSubview(parent, aboveSubview: View())
      a.insertSubview(parent, belowSubview: View())
      parent.insertSubview(parent, aboveSubview: a)
    }
    #expect(collector.errors.map(\.kind) == Array(repeating: "viewHierarchyCycle", count: 4))
    #expect(a.subviews.isEmpty)
    #expect(parent.superview == nil)
  }

  // MARK: Window propagation

  @Test("adding a subtree to a view in a window sets the window on every view in it")
  func windowPropagatesOnAttach() {
    let window = makeWindow()
    let (parent, a, b, c) = makeFamily()
    let grandchild = View()
    b.addSubview(grandchild)
    #expect(parent.window == nil)
    window.rootView.addSubview(parent)
    for view in [parent, a, b, c, grandchild] { #expect(view.window === window) }
    #expect(window.rootView.window === window)
  }

  @Test("removing a subtree from a window clears the window on every view in it")
  func windowClearsOnDetach() {
    let window = makeWindow()
    let (parent, a, b, c) = makeFamily()
    window.rootView.addSubview(parent)
    parent.removeFromSuperview()
    for view in [parent, a, b, c] { #expect(view.window == nil) }
  }

  @Test("moving a subtree between windows switches its window")
  func windowSwitchesBetweenWindows() {
    let first = makeWindow()
    let second = makeWindow()
    let (parent, a, _, _) = makeFamily()
    first.rootView.addSubview(parent)
    second.rootView.addSubview(parent)
    #expect(parent.window === second)
    #expect(a.window === second)
    #expect(first.rootView.subviews.isEmpty)
  }

  @Test("replacing a window's root view detaches the old one")
  func replacingRootViewDetachesOld() {
    let window = makeWindow()
    let old = window.rootView
    let child = View()
    old.addSubview(child)
    let new = View()
    window.rootView = new
    #expect(old.window == nil)
    #expect(child.window == nil)
    #expect(new.window === window)
    #expect(new.frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }

  // MARK: Queries

  @Test("viewWithTag finds the view itself or the first match depth first")
  func viewWithTagSearchesDepthFirst() {
    let (parent, a, b, c) = makeFamily()
    let deep = View()
    deep.tag = 7
    a.addSubview(deep)
    b.tag = 7
    c.tag = 3
    parent.tag = 1
    #expect(parent.viewWithTag(1) === parent)
    #expect(parent.viewWithTag(7) === deep)
    #expect(parent.viewWithTag(3) === c)
    #expect(parent.viewWithTag(42) == nil)
    #expect(c.viewWithTag(7) == nil)
  }

  @Test("isDescendant is true for the view itself and its subtree only")
  func isDescendantFollowsSuperviews() {
    let (parent, a, b, _) = makeFamily()
    let grandchild = View()
    a.addSubview(grandchild)
    #expect(grandchild.isDescendant(of: grandchild))
    #expect(grandchild.isDescendant(of: a))
    #expect(grandchild.isDescendant(of: parent))
    #expect(!grandchild.isDescendant(of: b))
    #expect(!parent.isDescendant(of: a))
  }

  @Test("treeDescription indents subviews by depth")
  func treeDescriptionIndents() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.debugName = "parent"
    let child = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    child.tag = 5
    parent.addSubview(child)
    #expect(
      parent.treeDescription()
        == "<View(\"parent\") frame=(0, 0, 10×10) subviews=1>\n  <View frame=(1, 2, 3×4) tag=5>")
  }
}
