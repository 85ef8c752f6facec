// Trees of constraints, deep nesting and random compositions.

import Boxwood
import SeededRandom

extension Corpus {
  /// amoeba's binary tree with views: rows of 1, 2, 4, … 4×4 points, each row 15 below the last, siblings
  /// at least 5 apart, the first of a row at `x >= 0`, each parent's left edge midway between its
  /// children's (through a guide spanning them), the root's centre wanting x = 500 at priority 750.
  /// `2^k − 1` views for the `k` nearest `log2(n + 1)`. The root's left edge solves to 637.5 and leaf
  /// `i` to `5 i` for 9 rows.
  static func tree(_ n: Int) -> CorpusCase {
    let window = window(1400, 400)
    let root = window.rootView
    var rowCount = 2
    while rowCount < 20 && abs((1 << (rowCount + 1)) - 1 - n) < abs((1 << rowCount) - 1 - n) { rowCount += 1 }
    var rows: [[View]] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<rowCount {
      var row: [View] = []
      for point in 0..<(1 << index) {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints += [
          view.widthAnchor.constraint(equalToConstant: 4), view.heightAnchor.constraint(equalToConstant: 4),
        ]
        constraints.append(
          index == 0
            ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            : view.topAnchor.constraint(equalTo: rows[index - 1].last!.topAnchor, constant: 15))
        constraints.append(
          point == 0
            ? view.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor)
            : view.leftAnchor.constraint(greaterThanOrEqualTo: row[point - 1].leftAnchor, constant: 5))
        if point % 2 == 1 {
          let span = LayoutGuide()
          root.addLayoutGuide(span)
          let parent = rows[index - 1][point / 2]
          constraints += [
            span.leftAnchor.constraint(equalTo: row[point - 1].leftAnchor),
            span.rightAnchor.constraint(equalTo: view.leftAnchor),
            parent.leftAnchor.constraint(equalTo: span.centerXAnchor),
          ]
        }
        row.append(view)
      }
      rows.append(row)
    }
    constraints.append(
      rows[0][0].centerXAnchor.constraint(equalTo: root.leftAnchor, constant: 500).withPriority(.defaultHigh))
    LayoutConstraint.activate(constraints)
    let leaves = rows[rowCount - 1]
    let middle = leaves.count / 2
    let link = constraints.first { $0.firstItem === leaves[middle] && $0.secondItem === leaves[middle - 1] }!
    // Each insert goes between the last one (at first the middle leaf's left neighbour) and the middle leaf,
    // so that every insert pushes the leaves to its right (and their parents) 5 points further.
    var previous = leaves[middle - 1]
    var next = link
    return CorpusCase(
      name: "tree", window: window, count: (1 << rowCount) - 1,
      insertMiddle: {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        next.isActive = false
        next = leaves[middle].leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor, constant: 5)
        LayoutConstraint.activate([
          view.widthAnchor.constraint(equalToConstant: 4), view.heightAnchor.constraint(equalToConstant: 4),
          view.topAnchor.constraint(equalTo: leaves[middle].topAnchor),
          view.leftAnchor.constraint(greaterThanOrEqualTo: previous.leftAnchor, constant: 5), next,
        ])
        previous = view
      },
      changeConstant: { next.constant = next.constant == 5 ? 7 : 5 })
  }

  /// A vertical stack 50 levels deep, each level `n / 50` labels above the next level, in a scroll view.
  static func deepNesting(_ n: Int) -> CorpusCase {
    let window = window()
    let perLevel = max(1, n / 50)
    var levels: [StackView] = []
    var inner: View? = nil
    for level in (0..<50).reversed() {
      var views: [View] = (0..<perLevel).map { label(level * perLevel + $0) }
      if let inner { views.append(inner) }
      let stack = vertical(views, spacing: 2)
      levels.insert(stack, at: 0)
      inner = stack
    }
    pin(scrolling(levels[0]), in: window.rootView)
    let middle = levels[25]
    return CorpusCase(
      name: "deep_nesting", window: window, count: perLevel * 50,
      insertMiddle: { middle.insertArrangedSubview(label(-1), at: perLevel / 2) },
      changeConstant: { middle.spacing = middle.spacing == 2 ? 3 : 2 })
  }

  /// A random composition of vertical and horizontal stacks (every distribution and alignment), BoxViews
  /// and scroll views, with labels, buttons, fields and fixed-size views as leaves: `n` leaves.
  ///
  /// Pinned to the window's edges, a composition of more than a few dozen leaves does not fit and is
  /// squeezed (at 1,000 leaves a third of the views go below their intrinsic size). With `natural`, only
  /// its top and leading edges are pinned, so it takes the size it asks for: what remains squeezed is
  /// what the composition's own equal-priority contests squeeze (the shape `random_natural`).
  static func random(_ n: Int, seed: UInt64, natural: Bool = false) -> CorpusCase {
    let window = window()
    var builder = RandomComposition(seed: seed)
    let top = builder.container(leaves: n, depth: 0)
    if natural {
      top.translatesAutoresizingMaskIntoConstraints = false
      window.rootView.addSubview(top)
      LayoutConstraint.activate([
        top.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        top.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
      ])
    } else {
      pin(top, in: window.rootView)
    }
    let stack = builder.largestStack ?? StackView()
    return CorpusCase(
      name: natural ? "random_natural" : "random", window: window, count: builder.leafCount,
      insertMiddle: { stack.insertArrangedSubview(label(-1), at: stack.arrangedSubviews.count / 2) },
      changeConstant: { stack.spacing = stack.spacing == 4 ? 5 : 4 })
  }
}

/// The generator of ``Corpus/random(_:seed:)``.
@MainActor
struct RandomComposition {
  var rng: SeededGenerator
  var leafCount = 0
  var largestStack: StackView?

  init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

  mutating func leaf() -> View {
    leafCount += 1
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return Corpus.label(leafCount)
    case 1: return Button(title: "Button \(leafCount)")
    case 2: return TextField(placeholder: "field")
    default:
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      // Preferred sizes, not required ones: a fill-equally stack may have to stretch them.
      let width = Double(Int.random(in: 8..<60, using: &rng))
      let height = Double(Int.random(in: 8..<40, using: &rng))
      view.widthAnchor.constraint(equalToConstant: width).withPriority(.defaultHigh).isActive = true
      view.heightAnchor.constraint(equalToConstant: height).withPriority(.defaultHigh).isActive = true
      return view
    }
  }

  /// A container holding `leaves` leaves, split among 2–8 children.
  mutating func container(leaves: Int, depth: Int) -> View {
    guard leaves > 1 else { return leaf() }
    let count = min(leaves, Int.random(in: 2...8, using: &rng))
    var children: [View] = []
    var left = leaves
    for index in 0..<count {
      let share =
        index == count - 1 ? left : max(1, left / (count - index) + Int.random(in: -1...1, using: &rng))
      let part = min(share, left - (count - index - 1))
      left -= part
      children.append(part > 1 ? container(leaves: part, depth: depth + 1) : leaf())
    }
    switch Int.random(in: 0..<5, using: &rng) {
    case 0, 1: return stack(children, axis: depth % 2 == 0 ? .vertical : .horizontal)
    case 2: return box(children, axis: depth % 2 == 0 ? .y : .x)
    case 3 where depth > 0 && leaves > 20: return Corpus.scrolling(stack(children, axis: .vertical))
    default: return stack(children, axis: .vertical)
    }
  }

  mutating func stack(_ views: [View], axis: LayoutAxis) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = 4
    stack.distribution = rng.pick([
      .fill, .fill, .fillEqually, .equalSpacing, .fillProportionally, .equalCentering,
    ])
    stack.alignment = rng.pick([.fill, .fill, .leading, .center, .trailing])
    if views.count > (largestStack?.arrangedSubviews.count ?? 0) { largestStack = stack }
    return stack
  }

  mutating func box(_ views: [View], axis: BoxLayout.Axis) -> BoxView {
    let box = BoxView(axis: axis, spacing: 4)
    box.items = views.map { rng.chance(0.3) ? $0.boxed.flex(1) : $0.boxed }
    return box
  }
}
