import Boxwood
import Testing

/// A view positioned only by constraints.
@MainActor
func constrained(_ name: String) -> View {
  let view = View()
  view.debugName = name
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

/// A detached root of a given size: its tree is solved by `layoutIfNeeded()` without any window.
@MainActor
func layoutRoot(_ width: Double = 300, _ height: Double = 200) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
  root.debugName = "root"
  return root
}

@Suite("Auto Layout: anchors and constraints")
@MainActor
struct AutoLayoutTests {
  @Test("edges pinned with constants give the inset frame")
  func pinEdges() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 20, width: 260, height: 140))
    #expect(root.frame == Rect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test("centres and multipliers")
  func centresAndMultipliers() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 40),
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 75, y: 90, width: 150, height: 40))
  }

  @Test("an inequality beats a lower-priority equality, and yields to a higher one")
  func inequalitiesWithPriorities() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let minimum = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    let preferred = child.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow)
    LayoutConstraint.activate([
      minimum, preferred, child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    minimum.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
  }

  @Test("nested views get frames relative to their superview")
  func nestedFrames() {
    let root = layoutRoot()
    let outer = constrained("outer")
    let inner = constrained("inner")
    root.addSubview(outer)
    outer.addSubview(inner)
    LayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      outer.widthAnchor.constraint(equalToConstant: 100), outer.heightAnchor.constraint(equalToConstant: 100),
      inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 6),
      inner.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -200),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(outer.frame == Rect(x: 50, y: 60, width: 100, height: 100))
    #expect(inner.frame == Rect(x: 5, y: 6, width: 45, height: 10))
  }

  @Test("changing a constant moves the view at the next pass")
  func constantChange() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
    LayoutConstraint.activate([
      left, child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 10)
    left.constant = 42
    #expect(child.frame.minX == 10)
    root.layoutIfNeeded()
    #expect(child.frame.minX == 42)
  }

  @Test("activate and deactivate cycles leave nothing behind")
  func activateDeactivateCycles() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let base = [
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ]
    LayoutConstraint.activate(base)
    for round in 0..<200 {
      let width = child.widthAnchor.constraint(equalToConstant: Double(10 + round % 7))
      width.isActive = true
      root.layoutIfNeeded()
      #expect(child.frame.width == Double(10 + round % 7))
      width.isActive = false
    }
    root.layoutIfNeeded()
    #expect(child.constraints.count == 3)
  }

  @Test("the description names items, attributes, constant and priority")
  func description() {
    let root = layoutRoot()
    root.debugName = nil
    let label = Label("Login")
    label.debugName = "Login"
    root.addSubview(label)
    let constraint = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16).withPriority(
      .defaultHigh)
    #expect(constraint.description == "Label(\"Login\").top == View.top + 16 @750")
    let width = label.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    #expect(width.description == "Label(\"Login\").width <= 120")
  }

  @Test("a layout pass with nothing changed does not touch frames")
  func noChangePass() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(!child.needsLayout)
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("a frame set on a constraint-driven view is overwritten by the next pass")
  func appFrameIsOverwritten() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    child.frame = Rect(x: 100, y: 100, width: 1, height: 1)
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 5, y: 0, width: 10, height: 10))
  }

  @Test("updateConstraints runs bottom-up before the solve, and constants it sets apply in the same pass")
  func updateConstraintsPass() {
    let root = layoutRoot()
    let parent = Recorder("parent")
    let child = Recorder("child")
    root.addSubview(parent)
    parent.addSubview(child)
    var order: [String] = []
    parent.onUpdate = { order.append("parent") }
    // Unowned: the child owns the closure (LeakSanitizer found the cycle).
    child.onUpdate = { [unowned child] in
      order.append("child")
      child.width.constant = 77
    }
    LayoutConstraint.activate([
      parent.leftAnchor.constraint(equalTo: root.leftAnchor),
      parent.topAnchor.constraint(equalTo: root.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 100),
      parent.heightAnchor.constraint(equalToConstant: 100),
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.width, child.heightAnchor.constraint(equalToConstant: 10),
    ])
    child.setNeedsUpdateConstraints()
    parent.setNeedsUpdateConstraints()
    #expect(child.needsUpdateConstraints)
    root.layoutIfNeeded()
    #expect(order == ["child", "parent"])
    #expect(child.frame.width == 77)
    #expect(!child.needsUpdateConstraints)
    root.layoutIfNeeded()
    #expect(order.count == 2)
  }
}

/// A constraint-driven view that reports its updateConstraints calls.
@MainActor
final class Recorder: View {
  var onUpdate: () -> Void = {}
  lazy var width = widthAnchor.constraint(equalToConstant: 10)

  init(_ name: String) {
    super.init(frame: .zero)
    debugName = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  override func updateConstraints() {
    onUpdate()
    super.updateConstraints()
  }
}

/// A 100×50 frame-based container holding a child pinned 5 inside its edges, built detached.
@MainActor
func insetContainer() -> (box: View, child: View) {
  let box = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
  let child = constrained("child")
  box.addSubview(child)
  NSLayoutPin.edges(child, to: box, inset: 5)
  return (box, child)
}

@Suite("Auto Layout: subtrees moving between trees")
@MainActor
struct AutoLayoutSubtreeTests {
  func container() -> (View, View) { insetContainer() }

  @Test("constraints made in a detached subtree are solved once it joins a window's tree")
  func detachedSubtreeJoinsWindow() {
    let (box, child) = container()
    let middle = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    middle.addSubview(box)
    let window = makeWindow(width: 300, height: 300)
    window.rootView.addSubview(middle)
    _ = window.makeDisplayList()
    #expect(child.frame == Rect(x: 5, y: 5, width: 90, height: 40))
  }

  @Test("a removed subtree keeps its inner constraints and lays out on its own")
  func removedSubtreeLaysOutAlone() {
    let (box, child) = container()
    let window = makeWindow(width: 300, height: 300)
    window.rootView.addSubview(box)
    window.layoutIfNeeded()
    box.removeFromSuperview()
    box.frame = Rect(x: 0, y: 0, width: 60, height: 30)
    box.layoutIfNeeded()
    #expect(child.frame == Rect(x: 5, y: 5, width: 50, height: 20))
    // …and again after moving into another window.
    let other = makeWindow(width: 300, height: 300)
    box.frame = Rect(x: 0, y: 0, width: 80, height: 40)
    other.rootView.addSubview(box)
    other.layoutIfNeeded()
    #expect(child.frame == Rect(x: 5, y: 5, width: 70, height: 30))
  }
}
