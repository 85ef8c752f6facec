import Boxwood
import Testing

/// A window whose content depends on the direction at every level: an app constraint with leading and
/// trailing, a layout margins guide, a BoxView row and a StackView, all with `unspecified` directions.
@MainActor
struct DirectionScene {
  let window = makeWindow(width: 300, height: 200)
  let container = View.named("container", frame: Rect(x: 0, y: 0, width: 300, height: 200))
  let dot = View.named("dot").al
  let margined = View.named("margined").al
  let row = BoxView(axis: .x)
  let d = View.named("d")
  let stack: StackView
  let a: StackBlock
  let b: StackBlock

  init() {
    (a, b, _) = stackBlocks()
    stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .equalSpacing
    window.rootView.addSubview(container)
    container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
    row.items = [d.boxed.width(30).right(nil)]
    for view in [dot, margined, row, stack] { container.addSubview(view) }
    let guide = container.layoutMarginsGuide
    LayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      dot.topAnchor.constraint(equalTo: container.topAnchor),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
      margined.leftAnchor.constraint(equalTo: guide.leftAnchor),
      margined.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      margined.widthAnchor.constraint(equalToConstant: 10),
      margined.heightAnchor.constraint(equalToConstant: 10),
      row.leftAnchor.constraint(equalTo: container.leftAnchor),
      row.rightAnchor.constraint(equalTo: container.rightAnchor),
      row.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
      row.heightAnchor.constraint(equalToConstant: 20),
      stack.leftAnchor.constraint(equalTo: container.leftAnchor),
      stack.rightAnchor.constraint(equalTo: container.rightAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 80),
    ])
  }

  /// x of: the dot, the margined view, the box item, the stack's a and b.
  var positions: [Double] {
    window.layoutIfNeeded()
    return [dot, margined, d, a, b].map(\.frame.minX)
  }

  static let leftToRight: [Double] = [10, 30, 0, 0, 240]
  static let rightToLeft: [Double] = [280, 0, 270, 260, 0]
}

@Suite("Layout direction: changes of an ancestor's or the application's direction at run time", .serialized)
@MainActor
struct LayoutDirectionChangeTests {
  @Test("an ancestor's semanticContentAttribute change re-lays out its whole unspecified subtree")
  func ancestorChange() {
    let scene = DirectionScene()
    #expect(scene.positions == DirectionScene.leftToRight)
    scene.container.semanticContentAttribute = .forceRightToLeft
    #expect(scene.window.needsRedraw)
    #expect(scene.positions == DirectionScene.rightToLeft)
    scene.container.semanticContentAttribute = .unspecified
    #expect(scene.positions == DirectionScene.leftToRight)
    // From further up: the root view.
    scene.window.rootView.semanticContentAttribute = .forceRightToLeft
    #expect(scene.positions == DirectionScene.rightToLeft)
    // A forced view in between shields the subtree.
    scene.container.semanticContentAttribute = .forceLeftToRight
    #expect(scene.positions == DirectionScene.leftToRight)
    scene.window.rootView.semanticContentAttribute = .unspecified
    #expect(scene.positions == DirectionScene.leftToRight)
  }

  @Test(
    "changing LayoutDirection.application regenerates the BoxView, StackView and app constraints of live windows"
  )
  func applicationDirectionAtRunTime() {
    let scene = DirectionScene()
    defer { LayoutDirection.application = .leftToRight }
    #expect(scene.positions == DirectionScene.leftToRight)
    _ = scene.window.makeDisplayList()
    #expect(!scene.window.needsRedraw)
    LayoutDirection.application = .rightToLeft
    #expect(scene.window.needsRedraw, "a live window is told at once")
    #expect(scene.positions == DirectionScene.rightToLeft)
    LayoutDirection.application = .leftToRight
    #expect(scene.positions == DirectionScene.leftToRight)
    // A subtree forcing its direction is not affected.
    scene.container.semanticContentAttribute = .forceLeftToRight
    LayoutDirection.application = .rightToLeft
    #expect(scene.positions == DirectionScene.leftToRight)
  }

  @Test("a detached tree laid out before an application direction change follows it at its next layout")
  func detachedTreeFollowsApplicationDirection() {
    defer { LayoutDirection.application = .leftToRight }
    let (root, box) = directionBox(200, 50)
    box.axis = .x
    let item = View.named("item")
    box.items = [item.boxed.width(50).right(nil)]
    root.layoutIfNeeded()
    #expect(item.frame.minX == 0)
    LayoutDirection.application = .rightToLeft
    root.layoutIfNeeded()
    #expect(item.frame.minX == 150)
    // Moved into a window while the application is right to left, it stays mirrored.
    let window = makeWindow(width: 200, height: 50)
    window.rootView.addSubview(root)
    window.layoutIfNeeded()
    #expect(item.frame.minX == 150)
    LayoutDirection.application = .leftToRight
    window.layoutIfNeeded()
    #expect(item.frame.minX == 0)
  }

  @Test("a subtree laid out in one direction and moved after the application's changed is mirrored")
  func subtreeMovedAfterApplicationChange() {
    defer { LayoutDirection.application = .leftToRight }
    let (root, box) = directionBox(200, 50)
    box.axis = .x
    let item = View.named("item")
    box.items = [item.boxed.width(50).right(nil)]
    root.layoutIfNeeded()
    #expect(item.frame.minX == 0)
    LayoutDirection.application = .rightToLeft
    // Not laid out since: it joins a window, whose layout must mirror it.
    let window = makeWindow(width: 200, height: 50)
    window.rootView.addSubview(root)
    window.layoutIfNeeded()
    #expect(item.frame.minX == 150)
  }

  @Test("cached inherited directions follow moves, attribute changes and a forcing parent that is freed")
  func inheritedDirectionCache() {
    let rtl = View.named("rtl")
    rtl.semanticContentAttribute = .forceRightToLeft
    let ltr = View.named("ltr")
    let middle = View.named("middle")
    let leaf = View.named("leaf")
    middle.addSubview(leaf)
    rtl.addSubview(middle)
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Asked again (from the cache) after a move: the new ancestors decide.
    ltr.addSubview(middle)
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
    ltr.semanticContentAttribute = .forceRightToLeft
    #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    ltr.semanticContentAttribute = .unspecified
    #expect(middle.effectiveUserInterfaceLayoutDirection == .leftToRight)
    // A forcing parent that is freed leaves its children to decide for themselves.
    var parent: View? = View.named("parent")
    parent?.semanticContentAttribute = .forceRightToLeft
    let orphan = View.named("orphan")
    parent?.addSubview(orphan)
    #expect(orphan.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    parent = nil
    #expect(orphan.superview == nil)
    #expect(orphan.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }
}
