// The lists behind `subviews` (and BoxView's `managedViews`): removing a view costs O(1), wherever it
// stands.
//
// A view leaving such a list is replaced by a shared placeholder (so the list drops its reference at
// once), found at the index it was last placed at. The placeholders are dropped at the next read of the
// list, or once they are half of it. Removing the N subviews of a view one by one, from the front,
// shifted the whole array at each removal with `Array.remove(at:)`: O(N²) moves, a third of BoxBench's
// `remove_each` at 10,000 views (the superview's list and the box's).

extension View {
  /// The views this one contains, back to front.
  public internal(set) var subviews: [View] {
    get {
      if removedSubviewCount != 0 { compactSubviews() }
      return subviewStorage
    }
    _modify {
      if removedSubviewCount != 0 { compactSubviews() }
      yield &subviewStorage
    }
  }

  /// Stands in a list for a removed view until the list is compacted.
  static let removedViewPlaceholder = View()

  /// Takes `view` out of this view's subviews (its `superview` is the caller's to clear).
  func removeSubviewEntry(_ view: View) {
    guard let leftPlaceholder = subviewStorage.takeOut(view, hint: view.subviewIndexHint) else { return }
    view.subviewIndexHint = -1
    guard leftPlaceholder else { return }
    removedSubviewCount += 1
    if [View].shouldCompact(removedSubviewCount, of: subviewStorage.count) { compactSubviews() }
  }

  /// Drops the placeholders; each remaining subview learns its new index.
  private func compactSubviews() {
    subviewStorage.dropPlaceholders { view, index in view.subviewIndexHint = index }
    removedSubviewCount = 0
  }
}

@MainActor
extension [View] {
  /// Takes `view` out, found at `hint` (where it was last placed) or else by a search: the last entry
  /// is removed, any other replaced by ``View/removedViewPlaceholder``. Returns whether a placeholder
  /// was left, or nil if `view` is not in the list.
  mutating func takeOut(_ view: View, hint: Int) -> Bool? {
    var index = hint
    if index < 0 || index >= count || self[index] !== view {
      guard let found = firstIndex(ofIdentical: view) else { return nil }
      index = found
    }
    if index == count - 1 {
      removeLast()
      return false
    }
    self[index] = View.removedViewPlaceholder
    return true
  }

  /// Whether a list with `removed` placeholders among `count` entries is compacted now: once they are
  /// half of it (and more than a few), so that searches past them stay short.
  static func shouldCompact(_ removed: Int, of count: Int) -> Bool {
    removed > 16 && removed * 2 > count
  }

  /// Drops the placeholders; `place` is told each remaining view's new index.
  mutating func dropPlaceholders(_ place: (View, Int) -> Void) {
    let placeholder = View.removedViewPlaceholder
    removeAll { $0 === placeholder }
    for (index, view) in enumerated() { place(view, index) }
  }
}
