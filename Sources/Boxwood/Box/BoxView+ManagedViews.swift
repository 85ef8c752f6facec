// `managedViews` behind a list whose removals cost O(1) (see View+SubviewList.swift).

extension BoxView {
  /// The views of the items, in the order the box adopted them (not item order).
  public internal(set) var managedViews: [View] {
    get {
      if removedManagedCount != 0 { compactManagedViews() }
      return managedViewStorage
    }
    _modify {
      if removedManagedCount != 0 { compactManagedViews() }
      yield &managedViewStorage
    }
  }

  /// Starts managing `view`, at the end of ``managedViews``.
  func appendManagedView(_ view: View) {
    if removedManagedCount != 0 { compactManagedViews() }
    view.managedIndexHint = managedViewStorage.count
    managedViewStorage.append(view)
  }

  /// Stops managing `view`.
  func removeManagedView(_ view: View) {
    guard let leftPlaceholder = managedViewStorage.takeOut(view, hint: view.managedIndexHint) else { return }
    view.managedIndexHint = -1
    guard leftPlaceholder else { return }
    removedManagedCount += 1
    if [View].shouldCompact(removedManagedCount, of: managedViewStorage.count) { compactManagedViews() }
  }

  /// Drops the placeholders; each remaining view learns its new index.
  private func compactManagedViews() {
    managedViewStorage.dropPlaceholders { view, index in view.managedIndexHint = index }
    removedManagedCount = 0
  }
}
