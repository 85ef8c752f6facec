// `subviews` behind a `ViewList` (removals in O(1)).

extension View {
  /// The views this one contains, back to front.
  public internal(set) var subviews: [View] {
    get { subviewList.views }
    _modify { yield &subviewList.views }
  }
}
