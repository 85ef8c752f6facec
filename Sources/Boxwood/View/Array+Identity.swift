extension Array where Element: AnyObject {
  /// The index of `object` (compared by identity), searching from the front.
  ///
  /// A plain loop instead of `firstIndex(where:)`: a closure written in main-actor code checks its
  /// executor on every call, which made removing each of 10,000 subviews cost seconds.
  func firstIndex(ofIdentical object: Element) -> Int? {
    var index = startIndex
    while index < endIndex {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// The index of `object` (compared by identity), searching from the back.
  func lastIndex(ofIdentical object: Element) -> Int? {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === object { return index }
    }
    return nil
  }
}
