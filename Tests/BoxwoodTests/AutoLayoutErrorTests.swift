import Boxwood
import Testing

@Suite("Auto Layout: conflicts and bad input")
@MainActor
struct AutoLayoutErrorTests {
  /// A root with one constraint-driven child whose position is pinned.
  func pinnedChild() -> (View, View) {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, child)
  }

  @Test("conflicting required constraints: one report naming both, the later one broken, layout goes on")
  func conflictReportAndRecovery() throws {
    let (root, child) = pinnedChild()
    let hundred = child.widthAnchor.constraint(equalToConstant: 100)
    let twoHundred = child.widthAnchor.constraint(equalToConstant: 200)
    let (_, collector) = Diagnostics.collect {
      LayoutConstraint.activate([hundred, twoHundred])
      root.layoutIfNeeded()
    }
    #expect(child.frame.width == 100)
    #expect(twoHundred.isBroken && !hundred.isBroken)
    #expect(twoHundred.isActive)
    let reports = collector.errors.filter { if case .unsatisfiableConstraints = $0 { true } else { false } }
    try #require(reports.count == 1)
    guard case .unsatisfiableConstraints(let summary, let broken, let conflicting) = reports[0] else {
      return
    }
    #expect(broken == ["View(\"child\").width == 200"])
    #expect(conflicting.contains("View(\"child\").width == 100"))
    #expect(summary.contains("Unable to simultaneously satisfy constraints"))
    // Recovery: drop the first, re-activate the broken one, and it holds.
    hundred.isActive = false
    twoHundred.isActive = false
    twoHundred.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 200)
    #expect(!twoHundred.isBroken)
  }

  @Test("a required cycle is reported, not a crash")
  func requiredCycle() {
    let root = layoutRoot()
    let a = constrained("a")
    let b = constrained("b")
    root.addSubview(a)
    root.addSubview(b)
    let (_, collector) = Diagnostics.collect {
      LayoutConstraint.activate([
        a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 10),
        b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10),
      ])
      root.layoutIfNeeded()
    }
    #expect(collector.errors.count == 1)
    #expect(a.frame.width.isFinite && b.frame.width.isFinite)
  }

  @Test("10,000 conflicting constraints at once make one report and the layout still completes")
  func manyConflicts() {
    let (root, child) = pinnedChild()
    child.widthAnchor.constraint(equalToConstant: 50).isActive = true
    let conflicting = (0..<10_000).map { child.widthAnchor.constraint(equalToConstant: Double(51 + $0)) }
    let (_, collector) = Diagnostics.collect {
      LayoutConstraint.activate(conflicting)
      root.layoutIfNeeded()
    }
    #expect(collector.errors.count == 1)
    #expect(child.frame.width == 50)
    #expect(conflicting.allSatisfy { $0.isBroken })
    if case .unsatisfiableConstraints(let summary, let broken, _) = collector.errors.first {
      #expect(broken.count == 10_000)
      #expect(summary.split(separator: "\n").count < 20)
    }
  }

  @Test("items with no common ancestor are refused, naming both views")
  func noCommonAncestor() {
    let a = constrained("a")
    let b = constrained("b")
    let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
    let (_, collector) = Diagnostics.collect { constraint.isActive = true }
    #expect(!constraint.isActive)
    guard case .noCommonAncestor(_, let first, let second) = collector.errors.first else {
      Issue.record("expected noCommonAncestor, got \(collector.errors)")
      return
    }
    #expect(first.name == "View(\"a\")" && second.name == "View(\"b\")")
  }

  @Test("NaN and infinite constants or multipliers are refused")
  func nonFiniteValues() {
    let (root, child) = pinnedChild()
    let nan = child.widthAnchor.constraint(equalToConstant: .nan)
    let infinite = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
    let (_, collector) = Diagnostics.collect {
      nan.isActive = true
      infinite.isActive = true
    }
    #expect(!nan.isActive && !infinite.isActive)
    #expect(collector.errors.count == 2)
    let width = child.widthAnchor.constraint(equalToConstant: 30)
    width.isActive = true
    let (_, later) = Diagnostics.collect { width.constant = .infinity }
    #expect(width.constant == 30)
    #expect(later.errors.count == 1)
    root.layoutIfNeeded()
    #expect(child.frame.width == 30)
  }

  @Test("a zero multiplier on a dimension is a constant, not a division")
  func zeroMultiplier() {
    let (root, child) = pinnedChild()
    child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0, constant: 12).isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 12)
  }

  @Test("removing a view deactivates the constraints that reach outside it")
  func removedViewDeactivates() {
    let (root, child) = pinnedChild()
    let sibling = constrained("sibling")
    root.addSubview(sibling)
    let link = sibling.leftAnchor.constraint(equalTo: child.rightAnchor, constant: 5)
    let own = sibling.widthAnchor.constraint(equalToConstant: 10)
    child.widthAnchor.constraint(equalToConstant: 20).isActive = true
    LayoutConstraint.activate([link, own])
    root.layoutIfNeeded()
    #expect(link.isActive)
    sibling.removeFromSuperview()
    #expect(!link.isActive)
    #expect(own.isActive)
    root.layoutIfNeeded()
    #expect(child.frame.width == 20)
  }

  @Test("switching an active constraint between required and optional is refused")
  func priorityChangeRefused() {
    let (_, child) = pinnedChild()
    let width = child.widthAnchor.constraint(equalToConstant: 30)
    width.isActive = true
    let (_, collector) = Diagnostics.collect { width.priority = .defaultHigh }
    #expect(width.priority == .required)
    #expect(collector.errors.count == 1)
    width.isActive = false
    width.priority = .defaultHigh
    #expect(width.priority == .defaultHigh)
  }

  @Test("mismatched attributes are refused")
  func mismatchedAttributes() {
    let (root, child) = pinnedChild()
    let mixed = LayoutConstraint(
      item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
      constant: 0)
    let directional = child.leadingAnchor.constraint(equalTo: root.leftAnchor)
    let sizeToPosition = LayoutConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
      constant: 0)
    let (_, collector) = Diagnostics.collect {
      mixed.isActive = true
      directional.isActive = true
      sizeToPosition.isActive = true
    }
    #expect(!mixed.isActive && !directional.isActive && !sizeToPosition.isActive)
    #expect(collector.errors.count == 3)
  }

  @Test("constraints do not keep views alive")
  func constraintsHoldItemsWeakly() {
    let root = layoutRoot()
    weak var weakChild: View?
    var constraint: LayoutConstraint?
    do {
      let child = constrained("child")
      weakChild = child
      root.addSubview(child)
      constraint = child.widthAnchor.constraint(equalToConstant: 10)
      constraint?.isActive = true
      root.layoutIfNeeded()
      child.removeFromSuperview()
    }
    root.layoutIfNeeded()
    #expect(weakChild == nil)
    #expect(constraint?.firstItem == nil)
  }
}
