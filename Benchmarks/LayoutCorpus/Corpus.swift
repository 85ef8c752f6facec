// The composition corpus of issue 18: the view trees people build, at any size, for the benchmark
// (Benchmarks/CompositionBench) and for the tests that lay them out both ways.

import Boxwood

/// One shape of the corpus, built at a size.
@MainActor
public struct CorpusCase {
  /// The shape's name (`list_in_stack`, `form`, …).
  public let name: String
  /// The window holding the tree; nothing is laid out yet.
  public let window: Window
  /// The views that count towards N (the shape's content, not its containers).
  public let count: Int
  /// Inserts one item in the middle of the shape's main collection.
  public let insertMiddle: () -> Void
  /// Changes one constant in the middle of the shape (a spacing, an inset or a constraint's constant).
  public let changeConstant: () -> Void
  /// Appends one item at the end of the shape's main collection (what a chat or a log does), for the
  /// shapes that have one at their end.
  public let append: (() -> Void)?

  /// A case from its parts.
  public init(
    name: String, window: Window, count: Int, insertMiddle: @escaping () -> Void,
    changeConstant: @escaping () -> Void, append: (() -> Void)? = nil
  ) {
    self.name = name
    self.window = window
    self.count = count
    self.insertMiddle = insertMiddle
    self.changeConstant = changeConstant
    self.append = append
  }

  /// Every view of the window's tree, depth first (for comparing frames).
  public var allViews: [View] {
    var result: [View] = []
    var stack = [window.rootView]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}

/// The shapes of the corpus.
@MainActor
public enum Corpus {
  /// Every shape's name, in report order.
  public nonisolated static let names = [
    "list_in_stack", "list_in_box", "list_pinned", "form", "grid", "toolbar", "fill_equally",
    "fill_proportionally", "box_flex", "list_of_cards", "settings", "tree", "deep_nesting", "random",
    "random_natural",
  ]

  /// Builds the named shape with about `n` content views.
  public static func make(_ name: String, _ n: Int, seed: UInt64 = 1) -> CorpusCase? {
    switch name {
    case "list_in_stack": return list(n, outer: .stack, name: name)
    case "list_in_box": return list(n, outer: .box, name: name)
    case "list_pinned": return list(n, outer: .pinned, name: name)
    case "form": return form(n)
    case "grid": return grid(n)
    case "toolbar": return rows(n, name: name, distribution: .fill)
    case "fill_equally": return rows(n, name: name, distribution: .fillEqually)
    case "fill_proportionally": return rows(n, name: name, distribution: .fillProportionally)
    case "box_flex": return boxFlex(n)
    case "list_of_cards": return listOfCards(n)
    case "settings": return settings(n)
    case "tree": return tree(n)
    case "deep_nesting": return deepNesting(n)
    case "random": return random(n, seed: seed)
    case "random_natural": return random(n, seed: seed, natural: true)
    default: return nil
    }
  }

  static func window(_ width: Double = 480, _ height: Double = 640) -> Window {
    let window = Window(title: "corpus", size: Size(width: width, height: height))
    window.textMeasurer = ApproximateTextMeasurer()
    return window
  }

  /// Pins `view` to the root's edges.
  public static func pin(_ view: View, in root: View, inset: Double = 0) {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
    ])
  }

  /// A vertical stack filling a scroll view's content view.
  public static func scrolling(_ content: View) -> ScrollView {
    let scroll = ScrollView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.contentView.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentView.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentView.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentView.bottomAnchor),
    ])
    return scroll
  }

  /// A vertical stack of `views`, `spacing` apart.
  public static func vertical(_ views: [View], spacing: Double = 0) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = spacing
    return stack
  }

  /// A label whose text length varies with `index`.
  static func label(_ index: Int) -> Label {
    Label(String(repeating: "w", count: 3 + abs(index) % 9) + " \(index)")
  }
}
