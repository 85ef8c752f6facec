import SeededRandom
import Testing

@testable import Boxwood

@Suite("Subview lists: removals in O(1), the lists always exact")
@MainActor
struct SubviewListTests {
  private func named(_ count: Int) -> [View] {
    (0..<count).map { index in
      let view = View()
      view.tag = index
      return view
    }
  }

  @Test("views removed from the front one by one leave at once, and the rest keep their order")
  func frontRemovals() {
    let parent = View()
    let children = named(100)
    for child in children { parent.addSubview(child) }
    var kept = children
    kept.removeFirst()
    children[0].removeFromSuperview()
    var survivors: [View] = []
    for (index, child) in kept.enumerated() {
      if index % 2 == 0 { child.removeFromSuperview() } else { survivors.append(child) }
    }
    #expect(parent.subviews.map(\.tag) == survivors.map(\.tag))
    #expect(kept.enumerated().allSatisfy { $0.offset % 2 == 1 || $0.element.superview == nil })
    #expect(parent.subviews.allSatisfy { $0.superview === parent })
  }

  @Test("a removed view is released by its former superview before the list is read again")
  func releasedAtOnce() {
    let parent = View()
    for child in named(40) { parent.addSubview(child) }
    weak var gone: View?
    do {
      let child = View()
      parent.insertSubview(child, at: 10)
      gone = child
      child.removeFromSuperview()
    }
    #expect(gone == nil)
    #expect(parent.subviews.count == 40)
  }

  @Test("a view removed and added again before the list is read appears once, at its new place")
  func readdedBeforeRead() {
    let parent = View()
    let children = named(30)
    for child in children { parent.addSubview(child) }
    children[3].removeFromSuperview()
    children[5].removeFromSuperview()
    parent.insertSubview(children[3], at: 0)
    #expect(parent.subviews.map(\.tag) == [3] + (0..<30).filter { $0 != 3 && $0 != 5 })
  }

  @Test("random inserts, moves and removals match a plain array", arguments: [1, 2, 3] as [UInt64])
  func randomOperations(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let parent = View()
    let pool = named(60)
    var model: [View] = []
    for _ in 0..<3_000 {
      let view = rng.pick(pool)
      switch Int.random(in: 0..<5, using: &rng) {
      case 0, 1:
        let index = Int.random(in: 0...model.count, using: &rng)
        if let old = model.firstIndex(where: { $0 === view }) {
          model.remove(at: old)
          model.insert(view, at: min(index, model.count))
        } else {
          model.insert(view, at: index)
        }
        parent.insertSubview(view, at: index)
      case 2:
        model.removeAll { $0 === view }
        view.removeFromSuperview()
      case 3:
        if model.contains(where: { $0 === view }) {
          model.removeAll { $0 === view }
          model.append(view)
        }
        parent.bringSubviewToFront(view)
      default:
        #expect(parent.subviews.map(\.tag) == model.map(\.tag))
      }
    }
    #expect(parent.subviews.map(\.tag) == model.map(\.tag))
    for view in pool {
      #expect((view.superview === parent) == model.contains { $0 === view })
    }
  }

  @Test("a box's managed views follow removals one by one, from either end")
  func managedViews() {
    let box = BoxView(axis: .y)
    let views = named(50)
    box.items = views.map(\.boxed)
    for view in views[0..<20] { view.removeFromSuperview() }
    for view in views[40..<50].reversed() { view.removeFromSuperview() }
    #expect(box.managedViews.map(\.tag) == Array(20..<40))
    #expect(box.items.compactMap(\.view).map(\.tag) == Array(20..<40))
    #expect(box.subviews.map(\.tag) == Array(20..<40))
    box.items.append(views[0].boxed)
    #expect(box.managedViews.map(\.tag) == Array(20..<40) + [0])
  }
}
