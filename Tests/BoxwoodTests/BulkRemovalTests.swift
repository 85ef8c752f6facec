import SeededRandom
import Testing

@testable import Boxwood
@testable import Cassowary

/// Emptying containers of thousands of items or constraints, at once and one by one, in any order: the
/// structures that make it linear (a view's constraint list with tombstones, a box's departed items, the
/// solver's index of definition dependents) keep every answer as it was.
@Suite("Bulk removal: views, items and constraints leave in constant time each")
@MainActor
struct BulkRemovalTests {
  /// A `.y` box of `n` plain views, 10 high each, laid out in a window: the box is pinned at the top
  /// and the sides, and as high as its items (its last item's bottom is its own).
  func column(_ n: Int) -> (window: Window, box: BoxView, views: [View]) {
    let box = BoxView()
    let views = (0..<n).map { index in
      let view = View()
      view.debugName = "v\(index)"
      return view
    }
    box.items = views.map { $0.boxed.height(10) }
    let window = makeWindow(width: 100, height: Double(n) * 10 + 50)
    let root = window.rootView
    root.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    return (window, box, views)
  }

  /// Every remaining view 10 high, one after the other in `order`, across the box.
  func expectStacked(_ order: [View], in box: BoxView, _ context: String) {
    #expect(
      box.items.map { $0.view.map(ObjectIdentifier.init) } == order.map { ObjectIdentifier($0) },
      "\(context): items")
    #expect(Set(box.managedViews.map(ObjectIdentifier.init)) == Set(order.map(ObjectIdentifier.init)))
    for (index, view) in order.enumerated() {
      #expect(view.frame == Rect(x: 0, y: Double(index) * 10, width: 100, height: 10), "\(context): \(view)")
    }
  }

  @Test(
    "views removed one by one in a random order take their items; the rest close up", arguments: [1, 2, 3])
  func removeEachInRandomOrder(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let (window, box, views) = column(300)
    var remaining = views
    var step = 0
    while remaining.count > 1 {
      let index = Int.random(in: 0..<remaining.count, using: &rng)
      remaining.remove(at: index).removeFromSuperview()
      step += 1
      // Read the items in the middle of a run of departures now and then, lay out now and then.
      if rng.chance(0.05) { #expect(box.items.count == remaining.count) }
      if rng.chance(0.1) {
        window.layoutIfNeeded()
        expectStacked(remaining, in: box, "seed \(seed) step \(step)")
      }
    }
    // The departed views hold no constraint.
    window.layoutIfNeeded()
    #expect(box.items.count == 1 && box.subviews.count == 1 && box.subviews[0] === remaining[0])
    #expect(views.allSatisfy { $0 === remaining[0] || ($0.superview == nil && $0.constraints.isEmpty) })
  }

  @Test("departures mixed with assignments, insertions and moves to another box keep items and views in sync")
  func departuresMixedWithChanges() {
    let (window, box, views) = column(40)
    for view in views[0..<10] { view.removeFromSuperview() }
    // An insertion after departures: the list it edits is the one without them.
    let extra = View()
    box.insertItem(extra.boxed.height(10), after: views[12])
    var order = Array(views[10...12]) + [extra] + Array(views[13...])
    window.layoutIfNeeded()
    expectStacked(order, in: box, "after the insertion")
    // A move to another box and a departure, then an assignment that keeps some and drops others.
    let other = BoxView()
    window.rootView.addSubview(other)
    other.items = [views[20].boxed]
    views[21].removeFromSuperview()
    order.removeAll { $0 === views[20] || $0 === views[21] }
    #expect(box.items.count == order.count)
    box.items = box.items.filter { $0.view !== views[30] }
    order.removeAll { $0 === views[30] }
    window.layoutIfNeeded()
    expectStacked(order, in: box, "after the move and the assignment")
    #expect(views[30].superview == nil && views[20].superview === other)
  }

  @Test("a container's constraint list stays bounded and in order while thousands come and go")
  func constraintListTombstones() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let children = (0..<1000).map { _ in View() }
    var pins: [LayoutConstraint] = []
    for child in children {
      root.addSubview(child)
      child.translatesAutoresizingMaskIntoConstraints = false
      pins.append(child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1))
    }
    LayoutConstraint.activate(pins)
    // Every other pin leaves: the rest are listed in activation order, and tombstones never outnumber
    // the live entries by more than the slack of 16. Each pin is found at its slot, never searched for.
    let searches = View.involvedListSearches
    for (index, pin) in pins.enumerated() where index % 2 == 0 { pin.isActive = false }
    #expect(
      root.constraints.map(ObjectIdentifier.init)
        == pins.enumerated().filter { $0.offset % 2 == 1 }
        .map { ObjectIdentifier($0.element) })
    #expect(root.involvedTombstones <= root.constraints.count + 16)
    #expect(root.involvedConstraints.count - root.involvedTombstones == root.constraints.count)
    // Reactivated, a pin is listed again at the end; all of them leave in one batch afterwards.
    pins[0].isActive = true
    #expect(root.constraints.last === pins[0])
    LayoutConstraint.deactivate(pins)
    #expect(root.constraints.isEmpty && children.allSatisfy { $0.constraints.isEmpty })
    #expect(root.involvedConstraints.count <= 16)
    #expect(View.involvedListSearches == searches)
  }

  @Test("an emptied box of 2,000 items leaves the solver's dependents index exact and the solver small")
  func solverIndexAfterEmptying() throws {
    let (window, box, views) = column(2000)
    let engine = try #require(window.rootView.layoutEngine)
    // Removal one constraint at a time, as in any solver that does not rebuild (emptying most of a solver
    // otherwise builds the rest afresh: the test below).
    engine.solver.rebuildsWhenDense = false
    for view in views[500..<1500] { view.removeFromSuperview() }
    window.layoutIfNeeded()
    #expect(engine.solver.core.columnIndexProblem() == nil)
    box.items = []
    window.layoutIfNeeded()
    #expect(engine.solver.core.dependentsIndexProblem() == nil)
    #expect(engine.solver.core.columnIndexProblem() == nil)
    #expect(engine.solver.core.dependentsSearches == 0, "every definition left its lists at its position")
    #expect(box.subviews.isEmpty && views.allSatisfy { $0.constraints.isEmpty })
  }

  @Test("a box of 2,000 items emptied at once builds the window's solver afresh, with the frames of removal")
  func emptyingRebuilds() throws {
    // Two equal windows, the second emptied one constraint at a time.
    let windows = try (0..<2).map { index in
      let (window, box, views) = column(2000)
      let header = Label("Header")
      window.rootView.addSubview(header)
      header.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        header.bottomAnchor.constraint(equalTo: window.rootView.bottomAnchor),
        header.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor, constant: -5),
      ])
      window.layoutIfNeeded()
      let engine = try #require(window.rootView.layoutEngine)
      engine.solver.rebuildsWhenDense = index == 0
      box.items = []
      window.layoutIfNeeded()
      #expect(engine.solver.rebuildCount == (index == 0 ? 1 : 0))
      #expect(views.allSatisfy { $0.superview == nil && $0.constraints.isEmpty })
      let emptied = [header.frame, box.frame]
      // The solver goes on: the box takes items again.
      box.items = views.prefix(3).map { $0.boxed.height(10) }
      window.layoutIfNeeded()
      expectStacked(Array(views.prefix(3)), in: box, "refilled")
      #expect(engine.solver.core.columnIndexProblem() == nil)
      return (emptied, [header.frame, box.frame])
    }
    #expect(windows[0].0 == windows[1].0)
    #expect(windows[0].1 == windows[1].1)
    #expect(windows[0].0[0].maxX == 95 && windows[0].0[0].maxY == 20050)
  }

  @Test("keeping every other row of a list in a scroll view rebuilds the solver, with the frames of removal")
  func filterRebuilds() throws {
    // Two equal windows, the second filtered one constraint at a time.
    let frames = try (0..<2).map { index in
      let (window, list, scroll) = Self.scrolledList(rows: 400)
      let engine = try #require(window.rootView.layoutEngine)
      engine.solver.rebuildsWhenDense = index == 0
      list.items = list.items.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      window.layoutIfNeeded()
      #expect(engine.solver.rebuildCount == (index == 0 ? 1 : 0))
      #expect(list.managedViews.count == 200)
      return ([list, scroll] + list.managedViews.flatMap { [$0] + $0.subviews }).map {
        $0.convert($0.bounds, to: nil)
      }
    }
    #expect(frames[0] == frames[1])
    // The second row kept sits below the first.
    #expect(frames[0][6].minX == 0 && frames[0][6].minY == frames[0][3].maxY)
  }

  /// A `.y` box of `rows` rows (each an `.x` box of two labels, the second at least 8 after the first) as
  /// the content of a scroll view that fills a window: a search list as an app builds one, the scroll
  /// view's pull on its content spanning every row.
  static func scrolledList(rows: Int) -> (Window, BoxView, ScrollView) {
    let list = BoxView(axis: .y)
    list.items = (0..<rows).map { _ in
      let row = BoxView(axis: .x)
      row.items = [Label("Result").boxed, Label("in a note").boxed.left(>=8)]
      return row.boxed
    }
    let scroll = ScrollView()
    let window = makeWindow(width: 300, height: 400)
    window.rootView.addSubview(scroll)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    list.translatesAutoresizingMaskIntoConstraints = false
    scroll.contentView.addSubview(list)
    NSLayoutPin.edges(scroll, to: window.rootView, inset: 0)
    NSLayoutPin.edges(list, to: scroll.contentView, inset: 0)
    window.layoutIfNeeded()
    return (window, list, scroll)
  }
}
