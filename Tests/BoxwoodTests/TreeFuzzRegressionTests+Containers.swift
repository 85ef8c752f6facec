import Boxwood
import Testing

/// Minimal sequences the tree fuzzer found breaking a required constraint around containers (scroll
/// views, frame stacks, boxes) without a report, replayed by hand.
@Suite("Tree fuzz regressions: containers")
@MainActor
struct TreeFuzzContainerRegressionTests {
  /// Seeds 9, 10, 26, 27, 28, 31, 33, 39: when a view and its translated child both moved in one solve,
  /// the child could be collected for a frame write as the moved view's child before its own variables
  /// came up; then its own children were never collected, and kept frames relative to the child's old
  /// place (a box in a scroll bar, pinned to the scroll view's content, sat 174 points off). Every moved
  /// view's children are now written.
  @Test func grandchildFrameFollowsWhenAViewAndItsTranslatedChildMove() {
    let window = makeWindow(width: 400, height: 300)
    let root = window.rootView
    let parent = View()
    parent.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(parent)
    let shift = parent.leftAnchor.constraint(equalTo: root.leftAnchor)
    LayoutConstraint.activate([
      shift, parent.topAnchor.constraint(equalTo: root.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 100),
      parent.heightAnchor.constraint(equalToConstant: 100),
    ])
    // Translated: it follows the parent, so its variables move with the parent's.
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    parent.addSubview(child)
    // Fixed in the root's space: its variables do not move, its frame (relative to the child) must.
    let grandchild = View()
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(grandchild)
    LayoutConstraint.activate([
      grandchild.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      grandchild.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      grandchild.widthAnchor.constraint(equalToConstant: 20),
      grandchild.heightAnchor.constraint(equalToConstant: 20),
    ])
    _ = window.makeDisplayList()
    #expect(grandchild.frame == Rect(x: -5, y: -5, width: 20, height: 20))
    for constant in [100.0, 37, 250, 0] {
      shift.constant = constant
      _ = window.makeDisplayList()
      #expect(child.frame.minX == 10)
      #expect(grandchild.frame == Rect(x: -5 - constant, y: -5, width: 20, height: 20), "shift \(constant)")
    }
  }

  /// Seed 12, step 171: a frame stack left a box in no window (its item removed by moving the view to the
  /// window's root); the box's update pass never ran, so its required `height == 19` on the view stayed
  /// active, travelled with the view, and fought its frame (the autoresizing constraint was dropped, the
  /// stack reset its frame, layout never settled). A box now deactivates an item's constraints as the
  /// item leaves it, by any means.
  @Test func constraintsOfAViewLeavingABoxInNoWindowGoWithTheItem() {
    let window = makeWindow(width: 300, height: 200)
    let box = BoxView()
    box.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let moved = View()
    let stays = View()
    box.items = [moved.boxed.height(19).width(30), stays.boxed.height(10)]
    box.layoutIfNeeded()
    #expect(moved.constraints.contains { $0.isActive })
    window.rootView.addSubview(moved)
    #expect(!box.items.contains { $0.view === moved })
    #expect(moved.constraints.allSatisfy { !$0.isActive }, "\(moved.constraints)")
    moved.translatesAutoresizingMaskIntoConstraints = true
    moved.frame = Rect(x: 5, y: 5, width: 40, height: 7)
    let (_, report) = Diagnostics.collect { _ = window.makeDisplayList() }
    #expect(report.errors.isEmpty, "\(report.errors)")
    #expect(moved.frame == Rect(x: 5, y: 5, width: 40, height: 7))
    box.layoutIfNeeded()
    #expect(
      box.managedConstraints.allSatisfy { $0.isActive && $0.firstItem !== moved && $0.secondItem !== moved })
  }

  /// The same through the item list: an item removed from a box in no window deactivates its
  /// constraints at once, before the view goes anywhere else.
  @Test func itemRemovedFromABoxInNoWindowTakesItsConstraintsAlong() {
    let box = BoxView()
    let view = View()
    box.items = [view.boxed.height(19)]
    box.layoutIfNeeded()
    box.items = []
    #expect(view.superview == nil)
    #expect(view.constraints.allSatisfy { !$0.isActive }, "\(view.constraints)")
  }

  /// Seed 36, step 112: `frameStack.height >= margins.height + 3` on the margins guide of a 0×0 box with
  /// 8-point margins. The guide's height solved to −16 (its `height >= 0` guard lost to the box's frame
  /// and margins, and was reported), and the constraint held on that value; but `layoutFrame` returned
  /// the standardized rectangle (height +16, origin moved up by 16), a frame the engine never solved, and
  /// the checker saw 0 >= 19. `layoutFrame` now keeps the solved origin and size, and the checker reads
  /// them raw, as the engine does.
  @Test func negativeGuideSizeKeepsItsSolvedOriginInLayoutFrame() throws {
    let fuzzer = TreeFuzzer(seed: 0)
    // Frame-driven, as the fuzzer's frame stack and the box in it were.
    let stack = View(frame: .zero)
    fuzzer.root.addSubview(stack)
    let box = View(frame: .zero)
    stack.addSubview(box)
    let guide = box.layoutMarginsGuide
    let (_, first) = Diagnostics.collect {
      guide.widthAnchor.constraint(equalToConstant: 5).withPriority(.defaultLow).isActive = true
      _ = fuzzer.window.makeDisplayList()
    }
    #expect(first.errors.contains { $0.kind == "unsatisfiableConstraints" })
    #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: -16, height: -16), "\(guide.layoutFrame)")
    let constraint = stack.heightAnchor.constraint(greaterThanOrEqualTo: guide.heightAnchor, constant: 3)
    constraint.isActive = true
    _ = fuzzer.window.makeDisplayList()
    #expect(!constraint.isBroken)
    #expect(fuzzer.violation(of: constraint) == nil, "\(fuzzer.violation(of: constraint) ?? "")")
  }

  /// Seed 36, step 115: a required constraint that held was given a constant it cannot hold with (a frame
  /// stack's fixed height against `>= guide.height + 51`). The solver kept the old constant and only a
  /// warning was logged, so the constraint silently said one thing and did another. It is now broken and
  /// reported by name, as at activation.
  @Test func constantChangeThatCannotHoldBreaksTheConstraintAndReportsIt() throws {
    let window = makeWindow(width: 200, height: 100)
    let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 0))
    window.rootView.addSubview(view)
    let tall = view.heightAnchor.constraint(greaterThanOrEqualToConstant: -5)
    tall.identifier = "tall"
    tall.isActive = true
    _ = window.makeDisplayList()
    #expect(!tall.isBroken)
    let (_, report) = Diagnostics.collect {
      tall.constant = 10
      _ = window.makeDisplayList()
    }
    #expect(tall.isBroken)
    let summary = try #require(report.errors.first { $0.kind == "unsatisfiableConstraints" })
    #expect(summary.description.contains("tall"), "\(summary.description)")
    #expect(view.frame.height == 0)
  }

  /// Seed 242, step 84 (and seeds 51, 90, 105, 143, 282, 418): a frame stack (frame-based) pinned by a
  /// required app constraint (`container.right == stack.right`) grew in its own layout pass. Its new
  /// frame entered the solver after the app constraint, so the frame was the constraint broken: the
  /// solver's frame overwrote the stack's, the stack set its own again, pass after pass ("did not
  /// settle"), and the app constraint did not hold on the final frames. A frame now wins over the app's
  /// constraints whenever it enters the solver, as it already did when both entered together: the app
  /// constraint is broken and reported.
  @Test func frameStackGrowingAgainstAnAppConstraintKeepsItsFrame() throws {
    let window = makeWindow(width: 300, height: 200)
    let root = window.rootView
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let stack = FrameStackView(frame: Rect(x: 30, y: 0, width: 27, height: 10))
    container.addSubview(stack)
    let pinned = container.rightAnchor.constraint(equalTo: stack.rightAnchor)
    pinned.identifier = "pinned"
    LayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      container.widthAnchor.constraint(equalToConstant: 57),
      container.heightAnchor.constraint(equalToConstant: 40),
      pinned,
    ])
    let (_, first) = Diagnostics.collect { _ = window.makeDisplayList() }
    #expect(first.errors.isEmpty && first.warnings.isEmpty, "\(first.errors) \(first.warnings)")
    let (_, grown) = Diagnostics.collect {
      stack.addSubview(View(frame: Rect(x: 0, y: 0, width: 43, height: 52)))
      _ = window.makeDisplayList()
    }
    #expect(!grown.warnings.contains { $0.contains("did not settle") }, "\(grown.warnings)")
    #expect(pinned.isBroken)
    let summary = try #require(grown.errors.first { $0.kind == "unsatisfiableConstraints" })
    #expect(summary.description.contains("Broke: pinned"), "\(summary)")
    #expect(stack.frame == Rect(x: 30, y: 0, width: 43, height: 52))
    #expect(container.frame == Rect(x: 10, y: 10, width: 57, height: 40))
  }

  /// Seed 244, step 215: a view added to a scroll view's vertical bar, and the content view's right
  /// edge pinned 25 points right of that view's centre, which the bar (12 wide, on the trailing edge)
  /// cannot allow. The bars were placed by frames in the scroll view's layout pass, so the solver saw the
  /// bar where the previous pass had put it and widened the scroll view by 13 points to satisfy the pin;
  /// the next pass moved the bar to the new edge, and so on: layout never settled and the pin did not
  /// hold. The bars' autoresizing masks now tell the solver they follow the edges, so the pin conflicts
  /// with them at once and is broken and reported.
  @Test func constraintIntoAScrollBarCannotGrowTheScrollView() throws {
    let window = makeWindow(width: 400, height: 300)
    let root = window.rootView
    let scroll = ScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let inBar = View(frame: .zero)
    scroll.verticalScrollBar.addSubview(inBar)
    let pin = scroll.contentView.rightAnchor.constraint(equalTo: inBar.centerXAnchor, constant: 25)
    pin.identifier = "pin"
    LayoutConstraint.activate([
      scroll.leftAnchor.constraint(equalTo: root.leftAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      scroll.heightAnchor.constraint(equalToConstant: 50),
    ])
    _ = window.makeDisplayList()
    let (_, pinned) = Diagnostics.collect {
      pin.isActive = true
      _ = window.makeDisplayList()
    }
    #expect(!pinned.warnings.contains { $0.contains("did not settle") }, "\(pinned.warnings)")
    #expect(pin.isBroken)
    #expect(pinned.errors.contains { $0.kind == "unsatisfiableConstraints" })
    #expect(scroll.frame.width == 100, "\(scroll.frame)")
    #expect(scroll.verticalScrollBar.frame.maxX == scroll.bounds.maxX)
  }
}
