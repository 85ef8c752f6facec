import Cassowary
import Testing

@testable import Boxwood

/// The size guards (`width >= 0`, `height >= 0`) a view gets once its size solved negative.
@Suite("Size guards")
@MainActor
struct SizeGuardTests {
  /// The label's node in the window's engine.
  func node(of view: View, in window: Window) throws -> LayoutNode {
    let engine = try #require(window.rootView.layoutEngine)
    return try #require(engine.nodes[ObjectIdentifier(view)])
  }

  /// A label pinned to the root's corner, and an optional height above its compression resistance that
  /// would turn it inside out once active.
  func squeezable() -> (Window, Label, LayoutConstraint) {
    let window = makeWindow(width: 200, height: 100)
    let label = Label("Squeezed")
    label.translatesAutoresizingMaskIntoConstraints = false
    window.rootView.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
    ])
    let insideOut = label.heightAnchor.constraint(equalToConstant: -20).withPriority(LayoutPriority(800))
    return (window, label, insideOut)
  }

  @Test func aViewPulledInsideOutStopsAtZero() {
    let (window, label, insideOut) = squeezable()
    insideOut.isActive = true
    window.layoutIfNeeded()
    #expect(label.frame.height == 0, "\(label.frame)")
    #expect(label.frame.minY == 10, "\(label.frame)")
  }

  /// The guards join the view's support on their own: its intrinsic-size constraints stay in the solver.
  /// Taking the whole support out and back in with the guards moved every squeezed view's compression
  /// resistance through the solver again, once per round of newly negative sizes: a random composition
  /// of 1,000 views in a small window spent twice its first solve on that.
  @Test func guardsJoinTheSupportWithoutTheRestLeaving() throws {
    let (window, label, insideOut) = squeezable()
    window.layoutIfNeeded()
    let before = try node(of: label, in: window).support.map(ObjectIdentifier.init)
    #expect(!before.isEmpty)
    insideOut.isActive = true
    window.layoutIfNeeded()
    let after = try node(of: label, in: window).support.map(ObjectIdentifier.init)
    #expect(try node(of: label, in: window).guardsSize)
    #expect(Array(after.prefix(before.count)) == before)
    #expect(after.count == before.count + 2)
    #expect(label.frame.height == 0, "\(label.frame)")
  }

  /// A view whose support is rebuilt later (a new intrinsic size) keeps its guards, once.
  @Test func rebuiltSupportKeepsTheGuardsOnce() throws {
    let (window, label, insideOut) = squeezable()
    insideOut.isActive = true
    window.layoutIfNeeded()
    let guarded = try node(of: label, in: window).support.count
    label.text = "A longer text than before"
    window.layoutIfNeeded()
    #expect(try node(of: label, in: window).support.count == guarded)
    #expect(label.frame.height == 0, "\(label.frame)")
    insideOut.isActive = false
    window.layoutIfNeeded()
    #expect(label.frame.height == label.intrinsicContentSize.height, "\(label.frame)")
  }
}
