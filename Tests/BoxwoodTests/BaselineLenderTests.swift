import Testing

@testable import Boxwood

/// Which views a change of baseline lender rescans: those named by an active baseline constraint.
@MainActor
@Suite("Baseline lenders")
struct BaselineLenderTests {
  @Test("views count the active constraints on their baselines; a new lender moves what is pinned to it")
  func countsFollowActivation() {
    let window = makeWindow(width: 300, height: 200)
    let tall = constrainedLabel("tall", size: 20)  // baseline 16
    let short = constrainedLabel("short", size: 10)  // baseline 8
    let column = StackView(arrangedSubviews: [tall, short])
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    let marker = constrainedLabel("m", size: 10)
    window.rootView.addSubview(column)
    window.rootView.addSubview(marker)
    let pin = marker.firstBaselineAnchor.constraint(equalTo: column.firstBaselineAnchor)
    LayoutConstraint.activate([
      column.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
      column.topAnchor.constraint(equalTo: window.rootView.topAnchor),
      marker.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 200), pin,
    ])
    #expect(column.baselineConstraintCount == 1 && marker.baselineConstraintCount == 1)
    #expect(window.rootView.baselineConstraintCount == 0 && tall.baselineConstraintCount == 0)
    window.layoutIfNeeded()
    #expect(marker.frame.minY == 8)
    // `short` lends the column its first baseline once `tall` is hidden: the pin is rebuilt on it.
    tall.isHidden = true
    window.layoutIfNeeded()
    #expect(marker.convert(Point(x: 0, y: 8), to: nil).y == short.convert(Point(x: 0, y: 8), to: nil).y)
    pin.isActive = false
    #expect(column.baselineConstraintCount == 0 && marker.baselineConstraintCount == 0)
    pin.isActive = true
    #expect(column.baselineConstraintCount == 1)
  }
}
