import Testing

@testable import Cassowary

/// A required equality whose variables are all defined turns one of their definitions around and
/// defines that variable itself (``Solver/reversesDefinitions``), instead of entering the tableau.
@Suite("Definitions turned around")
struct DefinitionReversalTests {
  /// A list of `count` cards, as BoxViews in a stack give it: each card's content has a label pinned to
  /// its top (so the content's top has a dependent), the card's top and height are aliases of its
  /// content's, the content strongly 20 high; then the cards are linked, each 4 below the one before.
  struct Cards {
    let solver = Solver()
    var tops: [Variable] = []
    var contentTops: [Variable] = []
    var labels: [Variable] = []
    var links: [Constraint] = []
    var aliases: [Constraint] = []

    init(_ count: Int, reversing: Bool = true) throws {
      solver.reversesDefinitions = reversing
      var inner: [Constraint] = []
      var heights: [Variable] = []
      for index in 0..<count {
        let (top, height) = (Variable("card\(index).top"), Variable("card\(index).height"))
        let (content, contentHeight) = (Variable("content\(index).top"), Variable("content\(index).height"))
        let label = Variable("label\(index).top")
        inner += [label == content, Constraint(contentHeight - 20, .equal, strength: .strong)]
        aliases.append(content == top)
        inner += [aliases.last!, top + height == content + contentHeight]
        tops.append(top)
        contentTops.append(content)
        labels.append(label)
        heights.append(height)
      }
      try solver.addConstraints(inner)
      links = [tops[0] == 0]
      for index in 1..<count { links.append(tops[index] == tops[index - 1] + heights[index - 1] + 4) }
      try solver.addConstraints(links)
      solver.updateVariables()
    }

    /// Whether card `index` and its content and label sit at `index · 24`.
    func placed(_ index: Int, step: Double = 24) -> Bool {
      [tops[index], contentTops[index], labels[index]].allSatisfy {
        abs($0.value - Double(index) * step) < 1e-9
      }
    }
  }

  @Test("The links of a list of cards define the cards' tops: no row, and the cards in place")
  func cardsAreDefinitions() throws {
    let cards = try Cards(50)
    #expect(cards.solver.core.reversals == 50)
    #expect((0..<50).allSatisfy { cards.placed($0) })
    let plain = try Cards(50, reversing: false)
    #expect(plain.solver.core.reversals == 0)
    #expect((0..<50).allSatisfy { plain.placed($0) })
    // Without reversals every link is a row; with them only the heights' soft constraints are.
    #expect(cards.solver.rowCount == 50)
    #expect(plain.solver.rowCount >= 99, "rows: \(plain.solver.rowCount)")
  }

  @Test("Four times the cards make about four times the cells; without reversals, about sixteen times")
  func linearCells() throws {
    func work(_ count: Int, _ reversing: Bool) throws -> Int {
      try Cards(count, reversing: reversing).solver.cellCount
    }
    let (small, large) = (try work(100, true), try work(400, true))
    #expect(Double(large) <= 4.5 * Double(small), "\(small) → \(large)")
    let (plainSmall, plainLarge) = (try work(100, false), try work(400, false))
    #expect(Double(plainLarge) >= 10 * Double(plainSmall), "\(plainSmall) → \(plainLarge)")
  }

  @Test("Removing the turned-around alias, then a link, leaves a consistent solver")
  func removal() throws {
    let cards = try Cards(10)
    try cards.solver.removeConstraint(cards.aliases[5])
    try cards.solver.addConstraint(cards.contentTops[5] == cards.tops[5] + 2)
    cards.solver.updateVariables()
    // Card 5's content moved 2 down, so card 5 grew by 2 and the cards after it moved 2 down.
    #expect(abs(cards.labels[5].value - 122) < 1e-9)
    #expect(abs(cards.tops[6].value - 146) < 1e-9)
    try cards.solver.removeConstraint(cards.links[3])
    try cards.solver.addConstraint(cards.links[3])
    cards.solver.updateVariables()
    #expect((0..<5).allSatisfy { cards.placed($0) })
    #expect(abs(cards.labels[9].value - 218) < 1e-9)
    #expect(cards.solver.core.columnIndexProblem() == nil)
  }

  @Test("An alias that would turn into a cycle is left alone: a contradiction is refused, a repeat accepted")
  func noCycle() throws {
    let solver = Solver()
    let (s, t, u) = (Variable("s"), Variable("t"), Variable("u"))
    try solver.addConstraints([u == t, s == t])
    #expect(throws: SolverError.self) { try solver.addConstraint(s == t + 5) }
    try solver.addConstraint(s == u)
    try solver.addConstraint(t == 10)
    solver.updateVariables()
    #expect(solver.core.reversals == 0)
    #expect([s, t, u].allSatisfy { $0.value == 10 })
  }

  @Test("A batch that fails after a reversal rolls the reversal back")
  func rollback() throws {
    let cards = try Cards(3)
    let (rows, definitions) = (cards.solver.rowCount, cards.solver.definitionCount)
    let (label, content, top) = (Variable("label"), Variable("content"), Variable("top"))
    // The second makes `top` an alias of `content`, the third turns it around, the fourth contradicts.
    let good = [label == content, top == content, top == 7]
    #expect(throws: SolverError.self) { try cards.solver.addConstraints(good + [top == 9]) }
    #expect(cards.solver.rowCount == rows && cards.solver.definitionCount == definitions)
    #expect(cards.solver.core.columnIndexProblem() == nil)
    let before = cards.solver.core.reversals
    try cards.solver.addConstraints(good)
    #expect(cards.solver.core.reversals == before + 1)
    cards.solver.updateVariables()
    #expect(label.value == 7 && content.value == 7)
    #expect((0..<3).allSatisfy { cards.placed($0) })
  }

  @Test("Only a reference of coefficient at least 1 is solved for: no coefficient grows")
  func coefficients() throws {
    let solver = Solver()
    let (a, b, d, e) = (Variable("a"), Variable("b"), Variable("d"), Variable("e"))
    // b := 2 d turns around to d := b / 2.
    try solver.addConstraints([e == d, b == 2 * d, a == b + 1])
    try solver.addConstraint(b == 8)
    #expect(solver.core.reversals == 1)
    solver.updateVariables()
    #expect(d.value == 4 && e.value == 4 && a.value == 9)
    // c := d / 2 would give d := 2 c, and stays: the equality enters the tableau.
    let other = Solver()
    let (c, f, g) = (Variable("c"), Variable("f"), Variable("g"))
    try other.addConstraints([g == f, c == 0.5 * f])
    try other.addConstraint(c == 3)
    #expect(other.core.reversals == 0)
    other.updateVariables()
    #expect(f.value == 6 && g.value == 6)
  }
}
