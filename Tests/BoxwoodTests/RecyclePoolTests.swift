import Cassowary
import Testing

@testable import Boxwood

/// The pool of leaving constraints a sync's entering ones may take over: searched in order when small,
/// indexed by key when large, with the same answers.
@MainActor
@Suite("Recycle pool")
struct RecyclePoolTests {
  /// A leaving record on `view`'s width with a constant that tells it apart.
  static func record(_ view: View, _ tag: Double) -> LayoutEngine.Installed {
    let constraint = view.widthAnchor.constraint(equalToConstant: tag)
    return LayoutEngine.Installed(
      constraint: constraint, solverConstraint: Variable("w") == tag, nodes: [],
      signature: LayoutEngine.Signature(priority: .required, direction: nil), base: 0, flipsConstant: false)
  }

  static func key(_ view: View, _ attribute: LayoutAttribute) -> LayoutEngine.RecycleKey {
    LayoutEngine.RecycleKey(
      first: ObjectIdentifier(view), second: nil, firstAttribute: attribute, secondAttribute: .notAnAttribute,
      relation: .equal, multiplier: 1, priority: .required, direction: nil)
  }

  @Test(
    "takes the earliest candidate of a key that accepts, at every size, searched or indexed",
    arguments: [1, 5, 16, 17, 40])
  func earliestAccepted(size: Int) {
    let views = (0..<3).map { _ in View() }
    let attributes: [LayoutAttribute] = [.width, .height]
    var pool = LayoutEngine.RecyclePool(expected: size)
    // The model: (key, tag, taken) in the order they left.
    var model: [(key: LayoutEngine.RecycleKey, tag: Double, taken: Bool)] = []
    for index in 0..<size {
      let key = Self.key(views[index % 3], attributes[(index / 3) % 2])
      pool.add(Self.record(views[index % 3], Double(index)), key)
      model.append((key, Double(index), false))
    }
    // Ask for each key several times, refusing odd tags every other round.
    for round in 0..<4 {
      for view in views {
        for attribute in attributes {
          let key = Self.key(view, attribute)
          let accepts: (Double) -> Bool = { round % 2 == 0 || Int($0) % 2 == 0 }
          let taken = pool.take(key) { accepts($0.solverConstraint.expression.constant * -1) }
          let expected = model.indices.first {
            model[$0].key == key && !model[$0].taken && accepts(model[$0].tag)
          }
          if let expected { model[expected].taken = true }
          #expect(taken.map { -$0.solverConstraint.expression.constant } == expected.map { model[$0].tag })
        }
      }
    }
    let left = pool.leftovers.map { -$0.solverConstraint.expression.constant }
    #expect(left == model.filter { !$0.taken }.map(\.tag))
  }

  /// A large pool is indexed at its first search, not while it fills: candidates that leave after a search
  /// (a refused takeover puts its candidate back) are found too, in the order they left.
  @Test("finds candidates added after the first search, searched or indexed", arguments: [6, 17, 40])
  func addedAfterSearch(size: Int) {
    let view = View()
    var pool = LayoutEngine.RecyclePool(expected: size)
    let width = Self.key(view, .width)
    let height = Self.key(view, .height)
    for index in 0..<size { pool.add(Self.record(view, Double(index)), index % 2 == 0 ? width : height) }
    // The first search: the earliest width candidate (tag 0) is taken.
    #expect(pool.take(width) { _ in true }.map { -$0.solverConstraint.expression.constant } == 0)
    pool.add(Self.record(view, 100), width)
    pool.add(Self.record(view, 101), height)
    var widths: [Double] = []
    while let taken = pool.take(width, where: { _ in true }) {
      widths.append(-taken.solverConstraint.expression.constant)
    }
    #expect(widths == Array(stride(from: 2, to: Double(size), by: 2)) + [100])
    let left = pool.leftovers.map { -$0.solverConstraint.expression.constant }
    #expect(left == Array(stride(from: 1, to: Double(size), by: 2)) + [101])
  }
}
