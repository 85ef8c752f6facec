import Boxwood
import Testing

/// The three ways people nest one level of a deep tree in the next.
enum NestingKind: String, CaseIterable, Sendable {
  /// A vertical ``StackView`` arranging the next level.
  case stack
  /// A ``BoxView`` (`.y` axis) with the next level as its one item.
  case box
  /// A plain view holding the next level, pinned to its four edges with anchors.
  case anchors
}

/// A chain built top-down from a window's root view: `levels[0]` is level 1, pinned in the root view, and
/// each next level is nested in the one before (or refused); `leaf`, 10×10, is nested in the last level.
@MainActor
private struct NestedChain {
  let levels: [View]
  let leaf: View

  /// Builds `count` levels of `kind` in `window`, as a user's loop would, and nests the leaf in the last.
  init(_ kind: NestingKind, levels count: Int, in window: Window) {
    var levels: [View] = []
    for number in 1...count {
      let level: View
      switch kind {
      case .stack:
        let stack = StackView()
        stack.axis = .vertical
        level = stack
      case .box: level = BoxView(axis: .y)
      case .anchors: level = View()
      }
      level.debugName = "level \(number)"
      if let parent = levels.last { nest(level, in: parent, kind) } else { pin(level, in: window.rootView) }
      levels.append(level)
    }
    let leaf = View.named("leaf")
    leaf.backgroundColor = .red
    leaf.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      leaf.widthAnchor.constraint(equalToConstant: 10), leaf.heightAnchor.constraint(equalToConstant: 10),
    ])
    nest(leaf, in: levels[count - 1], kind)
    self.levels = levels
    self.leaf = leaf
  }
}

/// Nests `child` in `parent` the way `kind` does.
@MainActor
private func nest(_ child: View, in parent: View, _ kind: NestingKind) {
  switch kind {
  case .stack: (parent as? StackView)?.addArrangedSubview(child)
  case .box: (parent as? BoxView)?.items = [child.boxed]
  case .anchors:
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      parent.bottomAnchor.constraint(equalTo: child.bottomAnchor),
      parent.trailingAnchor.constraint(equalTo: child.trailingAnchor),
    ])
  }
}

/// Adds `view` to `container` with its top-left corner pinned to the container's; its size is its own.
@MainActor
private func pin(_ view: View, in container: View) {
  view.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(view)
  guard view.superview === container else { return }
  LayoutConstraint.activate([
    view.topAnchor.constraint(equalTo: container.topAnchor),
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
  ])
}

/// The number of ancestors of a view.
@MainActor
private func depth(of view: View) -> Int {
  var count = 0
  var current = view.superview
  while let ancestor = current {
    count += 1
    current = ancestor.superview
  }
  return count
}

/// The root of a view's tree.
@MainActor
private func root(of view: View) -> View {
  var current = view
  while let parent = current.superview { current = parent }
  return current
}

/// A chain of plain views: `views[0]` is the root and `views[i]` lies `i` levels below it.
@MainActor
private func plainChain(_ name: String, count: Int) -> [View] {
  var views = [View.named("\(name) 0")]
  for index in 1..<count {
    let view = View.named("\(name) \(index)")
    views[index - 1].addSubview(view)
    views.append(view)
  }
  return views
}

private let leafRect = Rect(x: 0, y: 0, width: 10, height: 10)

/// Issue 18, "Bad input": a 10,000-deep chain of nested stacks, boxes or plain views must not overflow the
/// stack. Layout, drawing, hit testing, autoresizing and releasing recurse once per level (drawing takes
/// about 10 KiB of stack a level in a debug build), so trees are limited to ``View/maximumTreeDepth``
/// levels: deeper additions are refused by name, and a tree at the limit goes through every pass.
@Suite("Deep nesting: 10,000-deep chains and the tree depth limit")
@MainActor
struct DeepNestingTests {
  let limit = View.maximumTreeDepth

  @Test(
    "a 10,000-deep chain is refused by name past the limit, and what was built lays out",
    arguments: NestingKind.allCases)
  func tenThousandDeep(kind: NestingKind) throws {
    let window = makeWindow(width: 400, height: 400)
    let (chain, sink) = Diagnostics.collect { NestedChain(kind, levels: 10_000, in: window) }
    let refusals = sink.errors.filter { $0.kind == "viewTreeTooDeep" }
    // The only other reports are the user's own pins to a level that was refused.
    #expect(
      sink.errors.allSatisfy {
        $0.kind == "viewTreeTooDeep" || (kind == .anchors && $0.kind == "noCommonAncestor")
      })
    let first = try #require(refusals.first)
    guard case .viewTreeTooDeep(let view, let into, let deepest) = first else { return }
    #expect(view.view === chain.levels[limit] && into.view === chain.levels[limit - 1])
    #expect(deepest == limit + 1)
    #expect(first.description.contains("level \(limit + 1)") && first.description.contains("level \(limit)"))
    #expect(first.description.contains("\(limit + 1) levels deep"))

    // The window's tree stops at the limit; every refused level became the root of a tree of its own,
    // which stops at the limit too.
    #expect(chain.levels[limit - 1].window === window && chain.levels[limit].window == nil)
    let roots = chain.levels.filter { $0.superview == nil }
    #expect(roots.count == refusals.count)
    #expect((chain.levels + [chain.leaf]).allSatisfy { depth(of: $0) <= limit })

    // The window runs its frame (layout, drawing, hit testing), describes its tree and lets go of it.
    window.layoutIfNeeded()
    #expect(window.makeDisplayList().isBalanced)
    #expect(chain.levels[limit - 1].convert(Point.zero, to: nil) == .zero)
    #expect(window.hitTest(Point(x: 5, y: 5))?.window === window)
    #expect(window.rootView.treeDescription().split(separator: "\n").count == limit + 1)
    chain.levels[0].removeFromSuperview()
    #expect(window.rootView.subviews.isEmpty && chain.levels[limit - 1].window == nil)

    // The leaf's tree moves to another window and lays out there.
    let other = makeWindow(width: 400, height: 400)
    let leafRoot = root(of: chain.leaf)
    pin(leafRoot, in: other.rootView)
    try #require(leafRoot.window === other)
    other.layoutIfNeeded()
    #expect(chain.leaf.convert(chain.leaf.bounds, to: nil) == leafRect)
    #expect(other.hitTest(Point(x: 5, y: 5)) === chain.leaf)
    #expect(other.makeDisplayList().fillRects.contains(leafRect))
  }

  @Test(
    "a chain at the limit lays out, draws, hit tests, moves and is released", arguments: NestingKind.allCases)
  func chainAtTheLimit(kind: NestingKind) {
    let released = Released()
    func run() {
      let window = makeWindow(width: 400, height: 400)
      let (chain, sink) = Diagnostics.collect { NestedChain(kind, levels: limit - 1, in: window) }
      #expect(sink.errors.isEmpty)
      #expect(depth(of: chain.leaf) == limit)
      window.layoutIfNeeded()
      #expect(chain.leaf.convert(chain.leaf.bounds, to: nil) == leafRect)
      #expect(chain.levels[0].frame == leafRect)
      let list = window.makeDisplayList()
      #expect(list.isBalanced && list.fillRects.contains(leafRect))
      #expect(window.hitTest(Point(x: 5, y: 5)) === chain.leaf)
      #expect(window.hitTest(Point(x: 15, y: 5)) === window.rootView)
      #expect(window.rootView.treeDescription().split(separator: "\n").count == limit + 1)

      // Not one level more, under the leaf or above the chain.
      let (_, more) = Diagnostics.collect {
        chain.leaf.addSubview(View.named("too deep"))
        View.named("wrapper").addSubview(window.rootView)
      }
      #expect(more.errors.map(\.kind) == ["viewTreeTooDeep", "viewTreeTooDeep"])
      #expect(chain.leaf.subviews.isEmpty && window.rootView.superview == nil)

      // Into another window and out again.
      let other = makeWindow(width: 400, height: 400)
      pin(chain.levels[0], in: other.rootView)
      #expect(chain.leaf.window === other)
      other.layoutIfNeeded()
      #expect(chain.leaf.convert(chain.leaf.bounds, to: nil) == leafRect)
      #expect(other.makeDisplayList().fillRects.contains(leafRect))
      chain.levels[0].removeFromSuperview()
      #expect(chain.leaf.window == nil)
      released.watch(window, "window")
      released.watch(other, "other window")
      released.watch(chain.levels[0], "level 1")
      released.watch(chain.leaf, "leaf")
    }
    run()
    #expect(released.alive.isEmpty)
  }

  @Test("a window released with a chain at the limit in it releases the chain")
  func windowReleasedWithChain() {
    let released = Released()
    func run() {
      let window = makeWindow(width: 400, height: 400)
      let chain = NestedChain(.stack, levels: limit - 1, in: window)
      _ = window.makeDisplayList()
      released.watch(window, "window")
      released.watch(chain.levels[0], "level 1")
      released.watch(chain.leaf, "leaf")
    }
    run()
    #expect(released.alive.isEmpty)
  }

  @Test("a height left high by a removal is measured again, not refused")
  func staleHeightIsMeasured() {
    let (_, sink) = Diagnostics.collect {
      let tall = plainChain("tall", count: limit + 1)
      // Half of it goes: its root's tree is now limit / 2 deep, though its recorded height is still the
      // limit.
      tall[limit / 2 + 1].removeFromSuperview()
      let holder = plainChain("holder", count: limit / 2)
      holder[limit / 2 - 1].addSubview(tall[0])
      #expect(tall[0].superview === holder[limit / 2 - 1])
      #expect(depth(of: tall[limit / 2]) == limit)
      #expect(tall[limit / 2].treeDescription().split(separator: "\n").count == 1)
      // Optimised builds may release an array after its last use; the holder chain's root must live on.
      withExtendedLifetime(holder) {}
    }
    #expect(sink.errors.isEmpty)
  }

  @Test("a refused stack arrangement, box item, box items and dictionary layout leave everything unchanged")
  func refusalsThroughContainers() throws {
    let chain = plainChain("chain", count: limit)
    let bottom = chain[limit - 1]
    let stack = StackView()
    let box = BoxView()
    bottom.addSubview(stack)
    // A view with one subview would lie one level too deep in the stack or the box.
    func pair(_ name: String) -> View {
      let view = View.named(name)
      view.addSubview(View.named("\(name) child"))
      return view
    }
    let (_, sink) = Diagnostics.collect {
      stack.addArrangedSubview(pair("arranged"))
      chain[limit - 2].addSubview(box)
      box.items = [View.named("fits").boxed, pair("item").boxed]
      #expect(bottom.addBoxItems([pair("box item").boxed]).isEmpty)
    }
    #expect(sink.errors.map(\.kind) == ["viewTreeTooDeep", "viewTreeTooDeep", "viewTreeTooDeep"])
    #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    #expect(box.items.map { $0.view?.debugName } == ["fits"])
    #expect(box.subviews.map(\.debugName) == ["fits"])
    #expect(bottom.subviews.map(\.debugName) == [nil])
    do {
      try bottom.addSubview(pair("laid out"), withLayout: [.top: "0"])
      Issue.record("accepted")
    } catch {
      #expect(error.kind == "viewTreeTooDeep")
    }
    #expect(bottom.subviews.count == 1)
    // Optimised builds may release an array after its last use; the chain's root must live on.
    withExtendedLifetime(chain) {}
  }
}
