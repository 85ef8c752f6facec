// The lists behind `subviews` and BoxView's `managedViews`: removing a view costs O(1), wherever it
// stands.
//
// A view leaving such a list is replaced by a shared placeholder (so the list drops its reference at
// once), found at the index the view remembers from when it was placed there. The placeholders are
// dropped at the next read of the list, or once they are half of it. Removing the N subviews of a view
// one by one, from the front, shifted the whole array at each removal with `Array.remove(at:)`: O(N²)
// moves, 3.6 of the 15 billion instructions of a BoxBench run at 10,000 views.

/// A list of views whose removals leave placeholders (see the top of this file).
@MainActor
struct ViewList {
  /// Which of its indices a view remembers for this list.
  enum Kind {
    /// A superview's ``View/subviews``.
    case subviews
    /// A box's ``BoxView/managedViews``.
    case managedViews
  }

  /// The views, with placeholders where views left since the last compaction (read ``views``).
  private(set) var storage: [View] = []
  private var removedCount = 0
  private let kind: Kind

  /// An empty list whose views remember their indices as `kind` says.
  init(_ kind: Kind) { self.kind = kind }

  /// The views, the placeholders dropped first.
  var views: [View] {
    mutating get {
      if removedCount != 0 { compact() }
      return storage
    }
    _modify {
      if removedCount != 0 { compact() }
      yield &storage
    }
  }

  /// Stands in a list for a removed view until the list is compacted. The toolkit's own, made once: not
  /// counted among the app's views (``View/liveInstanceCount``), whose count a soak compares between
  /// returns to one state (it read one view more after the first removal from the middle of a list).
  private static let placeholder: View = {
    let view = View()
    View.liveInstances.subtract(1, ordering: .relaxed)
    return view
  }()

  /// Inserts `view` at `index` of ``views`` (the views after it keep stale hints, which a removal
  /// checks before it trusts them).
  mutating func insert(_ view: View, at index: Int) {
    views.insert(view, at: index)
    placed(view, at: index)
  }

  /// Appends `view` to ``views``.
  mutating func append(_ view: View) {
    insert(view, at: views.count)
  }

  /// Notes that `view` was placed at `index` of ``storage``.
  private func placed(_ view: View, at index: Int) {
    switch kind {
    case .subviews: view.listIndexHints.subviews = index
    case .managedViews: view.listIndexHints.managedViews = index
    }
  }

  private func hint(of view: View) -> Int {
    kind == .subviews ? view.listIndexHints.subviews : view.listIndexHints.managedViews
  }

  /// Takes `view` out (nothing if it is not in the list): the last entry is removed, any other replaced
  /// by the placeholder, found at the index the view remembers or else by a search.
  mutating func remove(_ view: View) {
    var index = hint(of: view)
    if index < 0 || index >= storage.count || storage[index] !== view {
      guard let found = storage.firstIndex(ofIdentical: view) else { return }
      index = found
    }
    placed(view, at: -1)
    if index == storage.count - 1 {
      storage.removeLast()
      return
    }
    storage[index] = ViewList.placeholder
    removedCount += 1
    if removedCount > 16 && removedCount * 2 > storage.count { compact() }
  }

  /// Drops the placeholders; each remaining view learns its new index. One pass, without a closure
  /// (`removeAll(where:)` checked its actor at every element).
  mutating func compact() {
    let placeholder = ViewList.placeholder
    var kept = 0
    for index in storage.indices where storage[index] !== placeholder {
      if kept != index { storage.swapAt(kept, index) }
      placed(storage[kept], at: kept)
      kept += 1
    }
    storage.removeLast(storage.count - kept)
    removedCount = 0
  }
}
