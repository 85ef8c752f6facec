import Testing

@testable import Boxwood

/// An engine's queue of constraints to sync: a constraint carries the serials of two engines whose queues
/// hold it, and a third engine keeps it in its set; each queue lists it once.
@Suite("Layout engine: constraints queued in several engines")
@MainActor
struct PendingQueueTests {
  @Test("a subtree queued in three engines before any pass is queued once in each and solved in the last")
  func subtreeQueuedInThreeEngines() {
    let (box, child) = insetContainer()
    // Queued in the box's own engine (the first slot), then in a second detached tree's (the second
    // slot), then in the window's (its set), and once more in each.
    let firstEngine = box.treeRoot.engineCreatingIfNeeded()
    let middle = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    middle.addSubview(box)
    let secondEngine = middle.treeRoot.engineCreatingIfNeeded()
    let window = makeWindow(width: 300, height: 300)
    window.rootView.addSubview(middle)
    let windowEngine = window.rootView.engineCreatingIfNeeded()
    let constraints = box.involvedConstraints
    #expect(constraints.count == 4)
    for engine in [firstEngine, secondEngine, windowEngine] {
      for constraint in constraints { engine.markPending(constraint) }
      let queued = engine.pending.map(ObjectIdentifier.init)
      #expect(Set(queued).count == queued.count)
      #expect(constraints.allSatisfy { queued.contains(ObjectIdentifier($0)) })
    }
    let leading = constraints.first { $0.firstAttribute == .leading }!
    let trailing = constraints.first { $0.firstAttribute == .trailing }!
    leading.constant = 15
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 15, y: 5, width: 80, height: 40))
    // The detached engines still hold their queues; running them changes nothing in the window, and a
    // constraint queued again in the window's engine after its pass (deactivated, changed, activated) is
    // queued there once.
    firstEngine.update()
    secondEngine.update()
    trailing.isActive = false
    trailing.constant = -15
    trailing.isActive = true
    #expect(windowEngine.pending.filter { $0 === trailing }.count == 1)
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 15, y: 5, width: 70, height: 40))
  }

  @Test("a subtree built in stages leaves no slot behind: the window's engine queues it without its set")
  func subtreeBuiltInStages() {
    let (box, child) = insetContainer()
    // Each stage makes the last root a subview of a new detached root, whose engine queues the box's
    // constraints; the engine of the root that joined is dropped, and the slots its serial held are freed.
    var top = box
    for _ in 0..<4 {
      _ = top.treeRoot.engineCreatingIfNeeded()
      let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      parent.addSubview(top)
      top = parent
    }
    let window = makeWindow(width: 300, height: 300)
    window.rootView.addSubview(top)
    let windowEngine = window.rootView.engineCreatingIfNeeded()
    #expect(windowEngine.pendingIDs.isEmpty)
    let queued = windowEngine.pending.map(ObjectIdentifier.init)
    #expect(Set(queued).count == queued.count)
    #expect(box.involvedConstraints.allSatisfy { queued.contains(ObjectIdentifier($0)) })
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 5, y: 5, width: 90, height: 40))
  }
}
