import Testing

@testable import Boxwood

/// Which nodes take part in layout (``LayoutEngine/countParticipation(_:)``): a constraint counts in its
/// own items' nodes, each participating node once in its parent's; moves, removals and deep trees keep
/// the counts exact.
@MainActor
@Suite("Auto Layout: participation")
struct ParticipationTests {
  /// A 60×60 autoresizing container with a 20×20 child pinned 5 points inside it.
  func pinnedSubtree() -> (container: View, inner: View) {
    let container = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
    container.debugName = "container"
    let inner = constrained("inner")
    container.addSubview(inner)
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      inner.widthAnchor.constraint(equalToConstant: 20),
      inner.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (container, inner)
  }

  /// A root with containers `a` at (10, 10) and `b` at (150, 20), and a ``pinnedSubtree()`` laid out in `a`.
  func laidOutInA() -> (root: View, a: View, b: View, container: View, inner: View) {
    let root = layoutRoot()
    let a = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    let b = View(frame: Rect(x: 150, y: 20, width: 100, height: 100))
    root.addSubview(a)
    root.addSubview(b)
    let (container, inner) = pinnedSubtree()
    a.addSubview(container)
    root.layoutIfNeeded()
    return (root, a, b, container, inner)
  }

  func participation(_ view: View, in root: View) -> Int {
    root.layoutEngine?.existingNode(for: view)?.participation ?? 0
  }

  @Test("A subtree moved to another superview is placed in it, and its old parent stops taking part")
  func moveKeepsCountsExact() throws {
    let (root, a, b, container, inner) = laidOutInA()
    #expect(inner.convert(inner.bounds, to: root) == Rect(x: 15, y: 15, width: 20, height: 20))
    #expect(participation(a, in: root) == 1)
    let rootCount = participation(root, in: root)

    for round in 0..<3 {
      b.addSubview(container)
      root.layoutIfNeeded()
      #expect(inner.convert(inner.bounds, to: root) == Rect(x: 155, y: 25, width: 20, height: 20))
      #expect(participation(a, in: root) == 0, "round \(round)")
      #expect(root.layoutEngine?.existingNode(for: a) == nil, "a node nothing counts in is dropped")
      #expect(participation(b, in: root) == 1)
      a.addSubview(container)
      root.layoutIfNeeded()
      #expect(inner.convert(inner.bounds, to: root) == Rect(x: 15, y: 15, width: 20, height: 20))
      #expect(participation(b, in: root) == 0)
      #expect(participation(root, in: root) == rootCount, "round \(round): no count drifts")
    }
  }

  @Test("A subtree moved twice before a layout pass counts in where it ended")
  func twoMovesInOneBatch() {
    let (root, a, b, container, inner) = laidOutInA()
    let c = View(frame: Rect(x: 0, y: 120, width: 100, height: 60))
    root.addSubview(c)
    b.addSubview(container)
    c.addSubview(container)
    root.layoutIfNeeded()
    #expect(inner.convert(inner.bounds, to: root) == Rect(x: 5, y: 125, width: 20, height: 20))
    #expect([a, b, c].map { participation($0, in: root) } == [0, 0, 1])
  }

  @Test("A constraint deep in a tree counts in its own items only, and removing the tree clears every count")
  func deepTree() throws {
    let root = layoutRoot(400, 400)
    var parent = root
    var chain: [View] = []
    for index in 0..<60 {
      let view = constrained("level \(index)")
      parent.addSubview(view)
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      chain.append(view)
      parent = view
    }
    root.layoutIfNeeded()
    let deepest = try #require(chain.last)
    #expect(deepest.convert(deepest.bounds, to: root) == Rect(x: 60, y: 60, width: 280, height: 280))
    let engine = try #require(root.layoutEngine)
    for constraint in deepest.constraintsAffectingLayout(for: .horizontal) {
      let record = try #require(engine.installed[ObjectIdentifier(constraint)])
      #expect(record.nodes.count <= 2)
    }
    chain[0].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(engine.nodes.count <= 1, "only the root's node may stay")
    #expect(participation(root, in: root) == 0)
  }

  @Test("moving a participating subtree many times without a layout pass keeps one entry to settle")
  func manyMovesWithoutLayout() throws {
    let (root, a, b, container, inner) = laidOutInA()
    let engine = try #require(root.layoutEngine)
    let other = pinnedSubtree().container
    a.addSubview(other)
    root.layoutIfNeeded()
    for _ in 0..<500 {
      b.addSubview(container)
      b.addSubview(other)
      a.addSubview(container)
      a.addSubview(other)
    }
    #expect(engine.reparented.count <= 2)
    b.addSubview(container)
    root.layoutIfNeeded()
    #expect(engine.reparented.isEmpty)
    #expect(inner.convert(inner.bounds, to: root) == Rect(x: 155, y: 25, width: 20, height: 20))
    #expect([a, b].map { participation($0, in: root) } == [1, 1], "other stayed in a")
  }
}
