import Testing

@testable import Boxwood

/// The cached ``View/treeRoot`` (valid for one ``HierarchyEpoch``) and the engine's pending mark
/// (``LayoutConstraint/pendingEngine``): moves between trees, removals and a subtree queued in two
/// engines before any pass.
@MainActor
@Suite("Auto Layout: cached tree roots and pending marks")
struct TreeRootCacheTests {
  /// `root` ← `middle` ← `leaf`.
  func chain(_ name: String) -> (root: View, middle: View, leaf: View) {
    let root = layoutRoot()
    root.debugName = name
    let middle = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    let leaf = constrained("\(name).leaf")
    middle.addSubview(leaf)
    root.addSubview(middle)
    return (root, middle, leaf)
  }

  @Test("A cached root follows every move, removal and release of an ancestor")
  func cachedRootFollowsMoves() {
    let first = chain("first")
    let second = chain("second")
    #expect(first.leaf.treeRoot === first.root)
    #expect(first.leaf.treeRoot === first.root, "read again from the cache")
    second.middle.addSubview(first.middle)
    #expect(first.leaf.treeRoot === second.root)
    #expect(first.middle.treeRoot === second.root)
    first.middle.removeFromSuperview()
    #expect(first.leaf.treeRoot === first.middle)
    var detached: View? = View()
    detached!.addSubview(first.middle)
    #expect(first.leaf.treeRoot === detached)
    detached = nil
    #expect(first.leaf.treeRoot === first.middle, "a released root leaves no stale cache")
  }

  @Test("A subtree queued in its old and its new tree before a pass is laid out once, in the new tree")
  func subtreeQueuedInTwoEngines() {
    let first = chain("first")
    let second = chain("second")
    first.root.layoutIfNeeded()
    second.root.layoutIfNeeded()
    LayoutConstraint.activate([
      first.leaf.leadingAnchor.constraint(equalTo: first.middle.leadingAnchor, constant: 7),
      first.leaf.topAnchor.constraint(equalTo: first.middle.topAnchor, constant: 3),
      first.leaf.widthAnchor.constraint(equalToConstant: 20),
      first.leaf.heightAnchor.constraint(equalToConstant: 10),
    ])
    // Queued in the first tree's engine, then moved: the second engine queues them too.
    second.root.addSubview(first.middle)
    first.middle.frame.origin = Point(x: 50, y: 60)
    second.root.layoutIfNeeded()
    first.root.layoutIfNeeded()
    #expect(
      first.leaf.convert(first.leaf.bounds, to: second.root) == Rect(x: 57, y: 63, width: 20, height: 10))
    let engine = second.root.layoutEngine
    #expect(engine?.pending.isEmpty == true)
    #expect(first.leaf.involvedConstraints.allSatisfy { $0.pendingEngine == 0 }, "no mark outlives the pass")
    // Moved back and forth again before a pass: still placed once, with its constraints installed once.
    first.root.addSubview(first.middle)
    second.root.addSubview(first.middle)
    second.root.layoutIfNeeded()
    #expect(
      first.leaf.convert(first.leaf.bounds, to: second.root) == Rect(x: 57, y: 63, width: 20, height: 10))
    let installedHere = first.leaf.involvedConstraints.filter {
      engine?.installed[ObjectIdentifier($0)] != nil
    }
    #expect(installedHere.count == 4)
  }
}
