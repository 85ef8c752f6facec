import Testing

@testable import Boxwood

/// `Window.statistics` and `View.liveInstanceCount`: the counts soak tests compare between identical states.
@Suite("Window statistics", .serialized)
@MainActor
struct WindowStatisticsTests {
  /// Adds a constrained child, animates it, checks the counts with it, then takes it all away.
  func cycle(_ window: Window, from base: WindowStatistics, at time: Double) {
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(child)
    let constraints = [
      child.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
    ]
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    let built = window.statistics
    #expect(built.views == base.views + 1)
    #expect(built.installedConstraints == base.installedConstraints + 4)
    #expect(built.solverConstraints >= base.solverConstraints + 4)
    #expect(built.solverRows + built.solverDefinitions >= base.solverRows + base.solverDefinitions + 4)
    #expect(built.solverSymbols > base.solverSymbols)
    #expect(built.layoutNodes > base.layoutNodes)

    window.frameTime = time
    View.animate(withDuration: 0.5) { child.alpha = 0.5 }
    #expect(window.statistics.animatingViews == 1)
    #expect(window.statistics.animationTracks == 1)
    window.frameTime = time + 1
    _ = window.makeDisplayList()
    #expect(window.statistics.animatingViews == 0)
    #expect(window.statistics.pendingCompletions == 0)

    LayoutConstraint.deactivate(constraints)
    child.removeFromSuperview()
    window.layoutIfNeeded()
  }

  @Test("views, constraints and animations are counted, and come back exactly when the change is undone")
  func countsFollowTheTree() {
    let window = Window(title: "stats", size: Size(width: 200, height: 100))
    window.layoutIfNeeded()
    let empty = window.statistics
    #expect(empty.views == 1)
    #expect(empty.animatingViews == 0 && empty.animationTracks == 0)
    // The first constraint gives the root an engine, which keeps the window size as constraints.
    cycle(window, from: empty, at: 1)
    let base = window.statistics
    #expect(base.views == 1 && base.installedConstraints == 0)
    for round in 0..<3 {
      cycle(window, from: base, at: Double(10 + round * 10))
      #expect(window.statistics == base, "round \(round)")
    }
  }

  @Test("live views are counted from init to deinit")
  func liveInstances() {
    let before = View.liveInstanceCount
    var views: [View]? = (0..<5).map { _ in View() }
    #expect(View.liveInstanceCount == before + 5)
    #expect(views?.count == 5)
    views = nil
    #expect(View.liveInstanceCount == before)
  }

  @Test("a view removed from the middle of a list counts only the views the app made")
  func placeholdersUncounted() {
    let parent = View()
    let children = (0..<3).map { _ in View() }
    for child in children { parent.addSubview(child) }
    let before = View.liveInstanceCount
    // The subview list keeps a placeholder where the view was until it is read.
    children[1].removeFromSuperview()
    #expect(View.liveInstanceCount == before)
    #expect(parent.subviews.count == 2)
    #expect(View.liveInstanceCount == before)
  }
}
