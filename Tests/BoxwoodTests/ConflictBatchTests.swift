import Testing

@testable import Boxwood

/// A batch of constraints with a conflict in it: retried around the conflict, not added one by one.
@MainActor
@Suite("Conflicts inside a batch")
struct ConflictBatchTests {
  /// A window with a vertical stack of `count` labels pinned to its root; with `conflict`, the middle
  /// label also gets two required heights that cannot both hold. Returns the window, the labels and the
  /// two heights.
  func scene(_ count: Int, conflict: Bool) -> (Window, [Label], [LayoutConstraint]) {
    let window = Window(title: "batch", size: Size(width: 300, height: 4_000))
    window.textMeasurer = ApproximateTextMeasurer()
    let labels = (0..<count).map { Label("Row \($0)") }
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(stack)
    let root = window.rootView
    var constraints = [
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    var heights: [LayoutConstraint] = []
    if conflict {
      let middle = labels[count / 2]
      heights = [
        middle.heightAnchor.constraint(equalToConstant: 30),
        middle.heightAnchor.constraint(equalToConstant: 40),
      ]
      constraints.insert(contentsOf: heights, at: 1)
    }
    LayoutConstraint.activate(constraints)
    return (window, labels, heights)
  }

  @Test("one conflict in a first layout: one report, the rest added as batches, the same frames")
  func conflictInFirstLayout() throws {
    let (plain, plainLabels, _) = scene(200, conflict: false)
    plain.layoutIfNeeded()
    let (window, labels, heights) = scene(200, conflict: true)
    let (_, collector) = Diagnostics.collect { window.layoutIfNeeded() }
    #expect(collector.errors.count == 1)
    #expect(heights[1].isBroken && !heights[0].isBroken)
    let engine = try #require(window.rootView.layoutEngine)
    // Only the failing constraint went in alone (one by one, all 1,000 or so would have).
    #expect(engine.constraintsAddedAlone == 1)
    #expect(labels[100].frame.height == 30)
    for (index, label) in labels.enumerated() where index < 100 {
      #expect(label.frame == plainLabels[index].frame, "row \(index)")
    }
    for (index, label) in labels.enumerated() where index > 100 {
      #expect(label.frame.height == plainLabels[index].frame.height, "row \(index)")
      #expect(label.frame.minY == plainLabels[index].frame.minY + 30 - plainLabels[100].frame.height)
    }
  }

  @Test("thousands of conflicts cost a few failed batches, then go one by one")
  func manyConflictsFallBack() throws {
    let (window, labels, _) = scene(20, conflict: false)
    window.layoutIfNeeded()
    let heights = (0..<2_000).map { labels[3].heightAnchor.constraint(equalToConstant: Double(100 + $0)) }
    let (_, collector) = Diagnostics.collect {
      LayoutConstraint.activate(heights)
      window.layoutIfNeeded()
    }
    #expect(collector.errors.count == 1)
    #expect(heights.filter { !$0.isBroken }.count == 1)
    let engine = try #require(window.rootView.layoutEngine)
    #expect(engine.constraintsAddedAlone >= 2_000 - LayoutEngine.batchRetries)
  }
}
