import Boxwood
import Testing

/// Minimal sequences the tree fuzzer (``TreeFuzzer``) found breaking an invariant, replayed by hand.
@Suite("Tree fuzz regressions")
@MainActor
struct TreeFuzzRegressionTests {
  /// Seed 1, step 38: a required `height == -50` solved to a negative height that the frame clamped, so
  /// the constraint silently did not hold. Now the constraint is broken and reported by name.
  @Test func requiredNegativeSizeIsBrokenAndReportedNotClamped() throws {
    let window = makeWindow(width: 200, height: 100)
    let box = BoxView()
    window.rootView.addSubview(box)
    box.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10).isActive = true
    box.leftAnchor.constraint(equalTo: window.rootView.leftAnchor).isActive = true
    let negative = box.heightAnchor.constraint(equalToConstant: -50)
    let (_, report) = Diagnostics.collect {
      negative.isActive = true
      _ = window.makeDisplayList()
    }
    #expect(negative.isBroken)
    let summary = try #require(report.errors.first { $0.kind == "unsatisfiableConstraints" })
    #expect(summary.description.contains("height == -50"))
    #expect(box.frame == Rect(x: 0, y: 10, width: 0, height: 0))
  }

  /// Seed 4, step 17: an optional `lastBaseline == top - 19` pulled a box's height negative; the frame
  /// was flipped and clamped, and the box's required `bottom == item.bottom + 47` (pin 33 + inset 14) no longer held. Sizes
  /// now stay non-negative in the solver, so the required constraints hold and the optional one gives.
  @Test func optionalConstraintCannotPullASizeNegative() {
    let window = makeWindow(width: 300, height: 300)
    let box = BoxView(axis: .y, insets: EdgeInsets(top: 11, left: 14, bottom: 14, right: 16))
    window.rootView.addSubview(box)
    box.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 50).isActive = true
    box.leftAnchor.constraint(equalTo: window.rootView.leftAnchor).isActive = true
    let item = View()
    box.items = [
      item.boxed.top(BoxLayout.Pin(constant: 17, relation: .lessThanOrEqual, priority: 500)).bottom(33).left(
        0
      ).right(16)
    ]
    box.lastBaselineAnchor.constraint(equalTo: box.topAnchor, constant: -19).withPriority(500).isActive = true
    let (_, report) = Diagnostics.collect { _ = window.makeDisplayList() }
    #expect(report.errors.isEmpty)
    #expect(box.frame.height >= 0)
    let itemBottom = box.frame.minY + item.frame.maxY
    #expect(abs(box.frame.maxY - (itemBottom + 47)) < 0.01, "\(box.frame) \(item.frame)")
  }
}
