import Boxwood
import Testing

/// A box whose `updateItems()` hook runs a given body.
private final class HookedBox: BoxView {
  var hook: ((HookedBox) -> Void)?
  var hookCalls = 0
  override func updateItems() {
    hookCalls += 1
    hook?(self)
  }
}

/// A view that runs a body when it is about to move to a new superview (nil when it is being removed).
private final class WillMoveView: View {
  var onWillMove: ((WillMoveView, View?) -> Void)?
  var didMoveCalls = 0
  override func willMove(toSuperview newSuperview: View?) {
    onWillMove?(self, newSuperview)
  }
  override func didMoveToSuperview() { didMoveCalls += 1 }
}

@MainActor
private func itemNames(_ box: BoxView) -> [String] {
  box.items.map { $0.view?.debugName ?? "guide" }
}

@MainActor
private func names(_ views: [View]) -> [String] {
  views.map { $0.debugName ?? "?" }
}

@MainActor
private func isFinite(_ rect: Rect) -> Bool {
  [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
}

@Suite("BoxView: bad input")
@MainActor
struct BoxViewBadInputTests {
  @Test("duplicate objects in items keep the first item and are reported")
  func duplicateObjects() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let b = named("b")
    let spacer = BoxItem.guide()
    let (_, diagnostics) = Diagnostics.collect {
      box.items = [a.boxed.height(10), spacer, b.boxed, a.boxed.height(20), spacer.height(5)]
    }
    #expect(diagnostics.errors.map(\.kind) == ["invalidBoxLayout", "invalidBoxLayout"])
    #expect(diagnostics.errors.first?.description.contains("View(\"a\")") == true)
    #expect(itemNames(box) == ["a", "guide", "b"])
    #expect(box.items[0].layout.height == BoxLayout.Pin(10))
    #expect(box.items[1].layout.height == nil)
    #expect(names(box.managedViews) == ["a", "b"])
    #expect(box.managedGuides.count == 1)
    #expect(box.subviews.count == 2)
    box.layoutIfNeeded()
    #expect(box.managedConstraints.filter { $0.firstItem === a && $0.firstAttribute == .height }.count == 1)
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 10))

    // Appending a second item for a managed view is refused the same way.
    let (_, again) = Diagnostics.collect { box.addItem(b.boxed.left(7)) }
    #expect(again.errors.count == 1)
    #expect(itemNames(box) == ["a", "guide", "b"])
    #expect(box.items[2].layout == .zero)
  }

  @Test("a view in two boxes' items belongs to the last box assigned; the first box loses the item")
  func viewInTwoBoxes() {
    let first = boxRoot(.y, 100, 100)
    let second = boxRoot(.x, 50, 50)
    let a = named("a")
    let b = named("b")
    first.items = [a.boxed.height(30), b.boxed]
    let (_, diagnostics) = Diagnostics.collect { second.items = [a.boxed] }
    #expect(diagnostics.errors.isEmpty)
    #expect(a.superview === second)
    #expect(itemNames(first) == ["b"])
    #expect(itemNames(second) == ["a"])
    #expect(names(first.managedViews) == ["b"])
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 50))

    // And back again: the last assignment still wins.
    first.items = [a.boxed.height(30), b.boxed]
    #expect(a.superview === first)
    #expect(second.items.isEmpty)
    #expect(second.managedViews.isEmpty)
    first.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(b.frame == Rect(x: 0, y: 30, width: 100, height: 70))
  }

  @Test("an item whose view is the box itself or an ancestor is refused, reported, and the tree is unchanged")
  func boxOrAncestorAsItem() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    root.debugName = "root"
    let outer = BoxView(axis: .y)
    outer.debugName = "outer"
    let box = BoxView(axis: .y)
    box.debugName = "box"
    let a = named("a")
    root.addSubview(outer)
    outer.items = [box.boxed]
    box.items = [a.boxed]

    let (_, selfReport) = Diagnostics.collect { box.items = [box.boxed, a.boxed.left(5)] }
    #expect(selfReport.errors.map(\.kind) == ["invalidBoxLayout"])
    #expect(selfReport.errors.first?.description.contains("BoxView(\"box\")") == true)
    #expect(itemNames(box) == ["a"])
    #expect(box.items.first?.layout.left == BoxLayout.Pin(5))

    let (_, ancestorReport) = Diagnostics.collect { box.items = [outer.boxed, root.boxed, a.boxed] }
    #expect(ancestorReport.errors.count == 2)
    #expect(ancestorReport.errors.allSatisfy { $0.kind == "invalidBoxLayout" })
    #expect(ancestorReport.errors.first?.description.contains("BoxView(\"outer\")") == true)
    #expect(ancestorReport.errors.last?.description.contains("View(\"root\")") == true)
    #expect(itemNames(box) == ["a"])

    // The other entry points refuse too.
    let (_, insertReport) = Diagnostics.collect {
      box.insertItem(root.boxed, after: nil)
      box.insertItem(box.boxed, before: a)
      box.addItem(outer.boxed)
      box.setViews([a, outer])
    }
    #expect(insertReport.errors.count == 4)
    #expect(itemNames(box) == ["a"])

    // Nothing moved.
    #expect(root.superview == nil)
    #expect(outer.superview === root)
    #expect(box.superview === outer)
    #expect(names(box.subviews) == ["a"])
    #expect(names(box.managedViews) == ["a"])
    #expect(names(root.subviews) == ["outer"])
    box.layoutIfNeeded()
    #expect(isFinite(box.frame))
    #expect(isFinite(a.frame))
    #expect(a.superview === box)
  }

  @Test(
    "conflicting required pins (width and relativeWidth) give the engine's unsatisfiable report; frames stay finite"
  )
  func conflictingPins() {
    let box = boxRoot(.y, 200, 100)
    let a = named("a")
    box.items = [a.boxed.centerX(padding: nil).width(50).relativeWidth(0.5)]
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.map(\.kind).contains("unsatisfiableConstraints"))
    #expect(isFinite(a.frame))
    #expect(a.frame.width == 50 || a.frame.width == 100)
    #expect(a.frame.midX == 100)
    #expect(a.frame.height == 100)
  }

  @Test("negative pins are legal: items overlap and stick out as asked")
  func negativePins() {
    let box = boxRoot(.y, 100, 200)
    let a = named("a")
    let b = named("b")
    box.items = [
      a.boxed.left(-10).height(40).bottom(-10),
      b.boxed.top(-5).height(30).right(-20).bottom(>=0),
    ]
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(a.frame == Rect(x: -10, y: 0, width: 110, height: 40))
    #expect(b.frame == Rect(x: 0, y: 25, width: 120, height: 30))
    #expect(b.frame.minY < a.frame.maxY)
  }

  @Test(
    "NaN pins are refused when activated and reported naming the view; NaN spacing and insets are refused")
  func nanPins() {
    let box = boxRoot(.y, 100, 100)
    box.spacing = 4
    box.insets = .all(2)
    let a = named("a")
    let b = named("b")
    box.items = [a.boxed.left(Double.nan).height(Double.nan), b.boxed.relativeWidth(Double.nan)]
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.count == 3)
    #expect(diagnostics.errors.allSatisfy { $0.kind == "invalidConstraint" })
    #expect(diagnostics.errors.filter { $0.description.contains("View(\"a\")") }.count == 2)
    #expect(diagnostics.errors.filter { $0.description.contains("View(\"b\")") }.count == 1)
    #expect(
      box.managedConstraints.allSatisfy { $0.isActive && $0.constant.isFinite && $0.multiplier.isFinite })
    #expect(isFinite(a.frame))
    #expect(isFinite(b.frame))
    #expect(b.frame.minX == 2)

    let (_, spacingReport) = Diagnostics.collect {
      box.spacing = .nan
      box.spacing = .infinity
      box.insets = EdgeInsets(top: 1, left: .nan, bottom: 1, right: 1)
    }
    #expect(spacingReport.errors.map(\.kind) == ["invalidBoxLayout", "invalidBoxLayout", "invalidBoxLayout"])
    #expect(box.spacing == 4)
    #expect(box.insets == .all(2))
  }

  @Test("pinAspectFromSize with a zero width returns nil, is reported, and creates nothing")
  func aspectFromZeroWidth() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let v = named("v")
    root.addSubview(v)
    let (result, diagnostics) = Diagnostics.collect {
      [v.pinAspectFromSize(Size(width: 0, height: 10)), v.pinAspectFromSize(Size(width: 0, height: 0))]
    }
    #expect(result.allSatisfy { $0 == nil })
    #expect(diagnostics.errors.map(\.kind) == ["invalidConstraint", "invalidConstraint"])
    #expect(diagnostics.errors.first?.description.contains("View(\"v\")") == true)
    #expect(v.constraints.isEmpty)
  }

  @Test("inserting after an object that is not in the box inserts at 0, with a warning naming it")
  func insertAfterStranger() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let x = named("x")
    let stranger = named("stranger")
    box.items = [a.boxed]
    let (_, diagnostics) = Diagnostics.collect { box.insertItem(x.boxed, after: stranger) }
    #expect(itemNames(box) == ["x", "a"])
    #expect(diagnostics.errors.isEmpty)
    #expect(diagnostics.warnings.count == 1)
    #expect(diagnostics.warnings.first?.contains("View(\"stranger\")") == true)
    #expect(stranger.superview == nil)
    let foreignGuide = LayoutGuide()
    foreignGuide.identifier = "foreign"
    let (_, guideReport) = Diagnostics.collect { box.insertItem(named("y").boxed, before: foreignGuide) }
    #expect(itemNames(box) == ["x", "a", "y"])
    #expect(guideReport.warnings.first?.contains("foreign") == true)
  }

  @Test("items changed inside updateItems() give a defined result, laid out in the same pass")
  func mutationInsideUpdateItems() {
    let box = HookedBox(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = named("a")
    let b = named("b")
    let c = named("c")
    box.hook = { box in
      box.items = [a.boxed.height(20), b.boxed.height(30)]
      box.items.append(c.boxed.height(10).bottom(>=0))
      box.items.removeAll { $0.view === b }
      box.insertItem(b.boxed.height(5), after: a)
      box.items[0] = a.boxed.height(25)
    }
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(box.hookCalls == 1)
    #expect(itemNames(box) == ["a", "b", "c"])
    #expect(names(box.managedViews) == ["a", "c", "b"])
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 25))
    #expect(b.frame == Rect(x: 0, y: 25, width: 100, height: 5))
    #expect(c.frame == Rect(x: 0, y: 30, width: 100, height: 10))

    // A hook that asks for itself again runs once per pass, not in a loop.
    box.hook = { box in
      box.items = [c.boxed]
      box.setNeedsUpdateItems()
    }
    box.setNeedsUpdateItems()
    box.layoutIfNeeded()
    #expect(box.hookCalls == 2)
    #expect(itemNames(box) == ["c"])
    #expect(c.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(a.superview == nil)
    #expect(box.needsUpdateItems)
    box.hook = nil
    box.layoutIfNeeded()
    #expect(box.hookCalls == 3)
    #expect(!box.needsUpdateItems)
  }

  @Test("a managed view that removes a partner's item while it is being removed leaves both out")
  func mutationFromRemovalPath() {
    let box = boxRoot(.y, 100, 100)
    let label = named("label")
    let field = WillMoveView()
    field.debugName = "field"
    let rest = named("rest")
    field.onWillMove = { view, newSuperview in
      guard newSuperview == nil, let box = view.superview as? BoxView else { return }
      box.items.removeAll { $0.view === label }
    }
    box.items = [label.boxed.height(10), field.boxed.height(20), rest.boxed]
    field.removeFromSuperview()
    #expect(itemNames(box) == ["rest"])
    #expect(names(box.subviews) == ["rest"])
    #expect(names(box.managedViews) == ["rest"])
    #expect(field.superview == nil)
    #expect(label.superview == nil)
    box.layoutIfNeeded()
    #expect(rest.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("a managed view that drops its own item while leaving (removed or moved) ends up where it was sent")
  func selfRemovalFromRemovalPath() {
    for moveElsewhere in [false, true] {
      let box = boxRoot(.y, 100, 100)
      let other = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      let a = named("a")
      let leaving = WillMoveView()
      leaving.debugName = "leaving"
      leaving.onWillMove = { view, _ in
        guard let box = view.superview as? BoxView else { return }
        box.items.removeAll { $0.view === view }
      }
      box.items = [a.boxed.height(10), leaving.boxed.height(20), named("z").boxed]
      box.layoutIfNeeded()
      let calls = leaving.didMoveCalls
      if moveElsewhere { other.addSubview(leaving) } else { leaving.removeFromSuperview() }
      #expect(leaving.superview === (moveElsewhere ? other : nil))
      #expect(leaving.didMoveCalls > calls)
      #expect(itemNames(box) == ["a", "z"])
      #expect(names(box.subviews) == ["a", "z"])
      #expect(names(box.managedViews) == ["a", "z"])
      #expect(names(other.subviews) == (moveElsewhere ? ["leaving"] : []))
      let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
      #expect(diagnostics.errors.isEmpty)
      #expect(box.subviews.last?.frame == Rect(x: 0, y: 10, width: 100, height: 90))
    }
  }

  @Test("items added by a view's willMove(toSuperview:) while the box adopts it are adopted too")
  func mutationFromAdoptionPath() {
    let box = boxRoot(.y, 100, 100)
    let a = named("a")
    let companion = named("companion")
    let joining = WillMoveView()
    joining.debugName = "joining"
    joining.onWillMove = { _, newSuperview in
      guard let box = newSuperview as? BoxView, !box.items.contains(where: { $0.view === companion }) else {
        return
      }
      box.items.append(companion.boxed.height(30))
    }
    box.items = [a.boxed.height(10), joining.boxed.height(20).bottom(nil)]
    #expect(itemNames(box) == ["a", "joining", "companion"])
    #expect(companion.superview === box)
    #expect(names(box.managedViews) == ["a", "joining", "companion"])
    let (_, diagnostics) = Diagnostics.collect { box.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(companion.frame == Rect(x: 0, y: 70, width: 100, height: 30))
  }
}
