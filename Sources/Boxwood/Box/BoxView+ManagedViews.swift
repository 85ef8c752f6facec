// `managedViews` behind a `ViewList` (removals in O(1)).

extension BoxView {
  /// The views of the items, in the order the box adopted them (not item order).
  public internal(set) var managedViews: [View] {
    get { managedList.views }
    _modify { yield &managedList.views }
  }
}
