// The chain workload of shared/bench/kiwi_bench.py, built with Boxwood views and anchors.

import BenchSupport
import Boxwood

/// A window whose root view holds N views stacked with anchors, and their (inactive) constraints.
@MainActor
struct Chain {
  static let width = 400.0
  let window: Window
  let views: [View]
  let constraints: [LayoutConstraint]
  /// `views[i].top == views[i - 1].bottom + 8` for i ≥ 1; `views[0].top == root.top + 8`.
  let spacing: [LayoutConstraint]

  var height: Double { Chain.height(views.count) }
  static func height(_ n: Int) -> Double { Double(52 * n + 100) }

  /// Builds the tree and the constraints; nothing is activated.
  init(_ n: Int) {
    let window = Window(title: "LayoutBench", size: Size(width: Chain.width, height: Chain.height(n)))
    let root = window.rootView
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var spacing: [LayoutConstraint] = []
    views.reserveCapacity(n)
    constraints.reserveCapacity(5 * n)
    spacing.reserveCapacity(n)
    for i in 0..<n {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let top =
        i == 0
        ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 8)
      spacing.append(top)
      constraints.append(top)
      constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
      constraints.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16))
      constraints.append(
        view.heightAnchor.constraint(greaterThanOrEqualToConstant: 30).withPriority(.defaultHigh))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 44).withPriority(.defaultLow))
      views.append(view)
    }
    self.window = window
    self.views = views
    self.constraints = constraints
    self.spacing = spacing
  }

  /// A fresh, inactive constraint equal to `constraint`: what a view that regenerates its constraints
  /// in every update pass (BoxView) activates in place of the old one.
  static func copy(_ constraint: LayoutConstraint) -> LayoutConstraint {
    guard let first = constraint.firstItem else { fail("copy: \(constraint) lost its first item") }
    let copy = LayoutConstraint(
      item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation,
      toItem: constraint.secondItem, attribute: constraint.secondAttribute, multiplier: constraint.multiplier,
      constant: constraint.constant)
    copy.priority = constraint.priority
    return copy
  }

  /// Checks every frame (untimed): view i at y = 8 + 52·i (+ `shift` from the middle on), x = 16,
  /// width = window width − 32, height 44. Prints an ERROR line and exits on the first mismatch.
  func check(_ context: String, width: Double, shift: Double = 0, middle: Int) {
    guard let last = views.last else { return }
    let n = views.count
    let expectedLast = 8 + Double(n - 1) * 52 + (n - 1 >= middle ? shift : 0)
    if abs(last.frame.minY - expectedLast) > 1e-6 * max(1, expectedLast) {
      fail("\(context) n=\(n): last view minY \(last.frame.minY), expected \(expectedLast)")
    }
    for (i, view) in views.enumerated() {
      let y = 8 + Double(i) * 52 + (i >= middle ? shift : 0)
      let frame = view.frame
      if abs(frame.minY - y) > 1e-6 * max(1, y) || abs(frame.minX - 16) > 1e-9
        || abs(frame.width - (width - 32)) > 1e-6 || abs(frame.height - 44) > 1e-6
      {
        fail("\(context) n=\(n): view \(i) frame \(frame), expected y=\(y) x=16 w=\(width - 32) h=44")
      }
    }
  }
}
