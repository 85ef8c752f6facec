import Testing

@testable import Boxwood

/// A view that records its passes in a shared log.
@MainActor
private final class LoggingView: View {
  let log: PassLog
  let number: Int

  init(_ number: Int, log: PassLog) {
    self.number = number
    self.log = log
    super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
  }

  override func updateConstraints() {
    log.updates.append(number)
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log.layouts.append(number)
    super.layoutSubviews()
  }
}

@MainActor
private final class PassLog {
  var updates: [Int] = []
  var layouts: [Int] = []
}

@Suite("The passes visit only the subviews listed as needing them")
@MainActor
struct PendingSubviewsTests {
  /// A root holding a parent of `count` logging children, laid out once.
  private func tree(_ count: Int) -> (root: View, parent: View, children: [LoggingView], log: PassLog) {
    let log = PassLog()
    let root = layoutRoot(400, 300)
    let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    root.addSubview(parent)
    let children = (0..<count).map { LoggingView($0, log: log) }
    for child in children { parent.addSubview(child) }
    root.layoutIfNeeded()
    log.updates = []
    log.layouts = []
    return (root, parent, children, log)
  }

  @Test("a change to one of 2,000 subviews visits a handful of views, not the 2,000")
  func fewVisits() {
    let (root, _, children, log) = tree(2_000)
    PendingSubviews.visits = 0
    children[1_234].setNeedsUpdateConstraints()
    children[1_234].setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.updates == [1_234])
    #expect(log.layouts == [1_234])
    #expect(PendingSubviews.visits < 12)
  }

  @Test("children flagged out of order are visited in subview order")
  func subviewOrder() {
    let (root, parent, children, log) = tree(2_000)
    func flag(_ indices: [Int]) {
      for index in indices {
        children[index].setNeedsUpdateConstraints()
        children[index].setNeedsLayout()
      }
    }
    flag([1_500, 12, 700, 3])
    root.layoutIfNeeded()
    #expect(log.updates == [3, 12, 700, 1_500])
    #expect(log.layouts == [3, 12, 700, 1_500])
    log.updates = []
    log.layouts = []
    flag([1_500, 12, 700, 3])
    // A child inserted before the others moves their places; the order still follows the subviews.
    let inserted = LoggingView(-1, log: log)
    parent.insertSubview(inserted, at: 0)
    root.layoutIfNeeded()
    #expect(log.updates == [3, 12, 700, 1_500])
    #expect(log.layouts == [-1, 3, 12, 700, 1_500])
  }

  @Test("when every subview is flagged, each is visited once")
  func everyChild() {
    let (root, _, children, log) = tree(300)
    for child in children.reversed() {
      child.setNeedsLayout()
      child.setNeedsUpdateConstraints()
    }
    root.layoutIfNeeded()
    #expect(log.layouts == Array(0..<300))
    #expect(log.updates == Array(0..<300))
  }

  @Test("a flagged subview that leaves is not held by the list, and is visited in its new place")
  func leavingChild() {
    let (root, parent, children, log) = tree(100)
    weak var gone: LoggingView?
    do {
      let leaving = LoggingView(-2, log: log)
      parent.addSubview(leaving)
      gone = leaving
      leaving.setNeedsLayout()
      leaving.setNeedsUpdateConstraints()
      leaving.removeFromSuperview()
    }
    #expect(gone == nil)
    let moved = children[40]
    moved.setNeedsLayout()
    children[60].setNeedsLayout()
    let other = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(other)
    other.addSubview(moved)
    root.layoutIfNeeded()
    #expect(log.layouts == [60, 40])
    #expect(moved.superview === other)
  }
}
