// Lists, forms and rows of stacks.

import Boxwood

extension Corpus {
  enum Outer { case stack, box, pinned }

  /// A search field above a scroll view whose content is a vertical stack of `n` buttons; the two in an
  /// outer vertical stack (or a `.y` BoxView) pinned to the root, or the scroll view pinned straight to
  /// the root (the peer of the other two).
  static func list(_ n: Int, outer: Outer, name: String) -> CorpusCase {
    let window = window()
    let rows = vertical((0..<n).map { Button(title: "Note \($0)") }, spacing: 4)
    let scroll = scrolling(rows)
    let search = TextField(placeholder: "Search")
    switch outer {
    case .stack:
      pin(vertical([search, scroll], spacing: 8), in: window.rootView)
    case .box:
      let box = BoxView(axis: .y, spacing: 8)
      box.items = [search.boxed, scroll.boxed]
      pin(box, in: window.rootView)
    case .pinned:
      pin(scroll, in: window.rootView)
    }
    return CorpusCase(
      name: name, window: window, count: n,
      insertMiddle: { rows.insertArrangedSubview(Button(title: "New"), at: rows.arrangedSubviews.count / 2) },
      changeConstant: { rows.spacing = rows.spacing == 4 ? 6 : 4 },
      append: { rows.addArrangedSubview(Button(title: "New")) })
  }

  /// Rows of a label (120 points) and a flexible field in `.x` BoxViews, in a `.y` BoxView in a scroll
  /// view: `n / 2` rows.
  static func form(_ n: Int) -> CorpusCase {
    let window = window()
    func row(_ index: Int) -> BoxItem {
      let box = BoxView(axis: .x, spacing: 8)
      box.items = [Label("Field \(index)").boxed.width(120), TextField(placeholder: "value").boxed]
      return box.boxed
    }
    let form = BoxView(axis: .y, spacing: 8, insets: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    form.items = (0..<max(1, n / 2)).map(row)
    pin(scrolling(form), in: window.rootView)
    return CorpusCase(
      name: "form", window: window, count: n,
      insertMiddle: { form.items.insert(row(-1), at: form.items.count / 2) },
      changeConstant: { form.spacing = form.spacing == 8 ? 10 : 8 },
      append: { form.items.append(row(-1)) })
  }

  /// A vertical stack of horizontal fill-equally stacks of 10 labels (`n / 10` rows), in a scroll view.
  static func grid(_ n: Int) -> CorpusCase {
    let window = window()
    func row(_ index: Int) -> View {
      let stack = StackView(arrangedSubviews: (0..<10).map { label(index * 10 + $0) })
      stack.distribution = .fillEqually
      stack.spacing = 2
      return stack
    }
    let grid = vertical((0..<max(1, n / 10)).map(row), spacing: 2)
    pin(scrolling(grid), in: window.rootView)
    return CorpusCase(
      name: "grid", window: window, count: n,
      insertMiddle: { grid.insertArrangedSubview(row(-1), at: grid.arrangedSubviews.count / 2) },
      changeConstant: { grid.spacing = grid.spacing == 2 ? 3 : 2 },
      append: { grid.addArrangedSubview(row(-1)) })
  }

  /// A vertical stack (in a scroll view) of horizontal stacks of 10 labels of different lengths with
  /// `distribution`; in a plain `.fill` toolbar the middle label hugs less than the others and takes the
  /// space (a hugging and compression contest).
  static func rows(_ n: Int, name: String, distribution: StackView.Distribution) -> CorpusCase {
    let window = window()
    func row(_ index: Int) -> View {
      let labels = (0..<10).map { label(index * 10 + $0) }
      labels[5].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
      let stack = StackView(arrangedSubviews: labels)
      stack.distribution = distribution
      stack.spacing = 4
      return stack
    }
    let column = vertical((0..<max(1, n / 10)).map(row), spacing: 2)
    pin(scrolling(column), in: window.rootView)
    return CorpusCase(
      name: name, window: window, count: n,
      insertMiddle: { column.insertArrangedSubview(row(-1), at: column.arrangedSubviews.count / 2) },
      changeConstant: { column.spacing = column.spacing == 2 ? 3 : 2 },
      append: { column.addArrangedSubview(row(-1)) })
  }

  /// `.x` BoxViews of flex and relative-width items in a `.y` BoxView in a scroll view, 5 items a row.
  static func boxFlex(_ n: Int) -> CorpusCase {
    let window = window()
    func row(_ index: Int) -> BoxItem {
      let box = BoxView(axis: .x, spacing: 4)
      box.items = [
        label(index).boxed.flex(1), label(index + 1).boxed.flex(2), View().boxed.relativeWidth(0.1),
        label(index + 2).boxed.flex(1), View().boxed.relativeWidth(0.15),
      ]
      return box.boxed.height(24)
    }
    let column = BoxView(axis: .y, spacing: 2)
    column.items = (0..<max(1, n / 5)).map(row)
    pin(scrolling(column), in: window.rootView)
    return CorpusCase(
      name: "box_flex", window: window, count: n,
      insertMiddle: { column.items.insert(row(-1), at: column.items.count / 2) },
      changeConstant: { column.spacing = column.spacing == 2 ? 3 : 2 },
      append: { column.items.append(row(-1)) })
  }
}

extension Corpus {
  /// A list of cards in a scroll view, as an app builds one: each card a `.y` BoxView around a
  /// fill-equally stack of a title, a detail and a button (`n / 3` cards), the cards in a vertical stack;
  /// a search field and a toolbar above the scroll view, the three in a vertical stack pinned to the root.
  static func listOfCards(_ n: Int) -> CorpusCase {
    let window = window()
    func card(_ index: Int) -> View {
      let row = StackView(arrangedSubviews: [label(index), label(index * 7), Button(title: "Open")])
      row.distribution = .fillEqually
      row.spacing = 6
      let card = BoxView(axis: .y, spacing: 0)
      card.items = [row.boxed]
      return card
    }
    let cards = vertical((0..<max(1, n / 3)).map(card), spacing: 4)
    let toolbar = StackView(arrangedSubviews: [Button(title: "New"), Label("Notes"), Button(title: "Delete")])
    toolbar.spacing = 8
    let search = TextField(placeholder: "Search")
    pin(vertical([search, toolbar, scrolling(cards)], spacing: 8), in: window.rootView, inset: 12)
    return CorpusCase(
      name: "list_of_cards", window: window, count: n,
      insertMiddle: { cards.insertArrangedSubview(card(-1), at: cards.arrangedSubviews.count / 2) },
      changeConstant: { cards.spacing = cards.spacing == 4 ? 6 : 4 },
      append: { cards.addArrangedSubview(card(-1)) })
  }

  /// A settings screen, as every table cell of a settings app is built: each row a horizontal stack,
  /// centred, of a vertical stack (title above detail) and a button (5 views a row, `n / 5` rows); the
  /// rows in a vertical stack in a scroll view below a search field, the two in a vertical stack pinned
  /// to the root.
  ///
  /// Each link between two rows used to enter the tableau expanded through the link before it (5.1 million
  /// cells at 1,000 rows): the row's top was defined by its centring, which could not be turned around
  /// to the title stack's top while the stack's height named that top (see
  /// ``SolverCore/demoteDefinitions(naming:among:)`` in Cassowary).
  static func settings(_ n: Int) -> CorpusCase {
    let window = window()
    func row(_ index: Int) -> View {
      let text = vertical([label(index), Label("Detail \(index)")], spacing: 2)
      text.alignment = .leading
      let row = StackView(arrangedSubviews: [text, Button(title: index % 2 == 0 ? "On" : "Off")])
      row.alignment = .center
      row.spacing = 8
      return row
    }
    let rows = vertical((0..<max(1, n / 5)).map(row), spacing: 10)
    let search = TextField(placeholder: "Search settings")
    pin(vertical([search, scrolling(rows)], spacing: 8), in: window.rootView)
    return CorpusCase(
      name: "settings", window: window, count: n,
      insertMiddle: { rows.insertArrangedSubview(row(-1), at: rows.arrangedSubviews.count / 2) },
      changeConstant: { rows.spacing = rows.spacing == 10 ? 12 : 10 },
      append: { rows.addArrangedSubview(row(-1)) })
  }
}
