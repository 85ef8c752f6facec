/// UIKit's autoresizing rule along one axis: the change of the superview's length is shared by the
/// flexible parts (start margin, length, end margin) in proportion to their sizes, or equally when
/// those add up to nothing. Written as a linear function of the superview's length `P`,
/// `position = positionFactor × P + positionOffset` and `length = lengthFactor × P + lengthOffset`,
/// so that the layout engine (as constraints) and a frame change (as arithmetic) use the same numbers.
struct AutoresizingRule: Equatable {
  var positionFactor: Double
  var positionOffset: Double
  var lengthFactor: Double
  var lengthOffset: Double

  /// The rule for a view at `start` with `size` in a superview `parentSize` long.
  init(start: Double, size: Double, parentSize: Double, flexible: (start: Bool, size: Bool, end: Bool)) {
    let parts = (start: start, size: size, end: parentSize - start - size)
    var total = 0.0
    var count = 0.0
    if flexible.start { (total, count) = (total + parts.start, count + 1) }
    if flexible.size { (total, count) = (total + parts.size, count + 1) }
    if flexible.end { (total, count) = (total + parts.end, count + 1) }
    // The share of the change each flexible part takes.
    func share(_ part: Double, _ isFlexible: Bool) -> Double {
      guard isFlexible else { return 0 }
      return total > 0 ? part / total : 1 / count
    }
    let startShare = share(parts.start, flexible.start)
    let sizeShare = share(parts.size, flexible.size)
    // start' = start + share × (P − parentSize), and the same for the size.
    positionFactor = startShare
    positionOffset = start - startShare * parentSize
    lengthFactor = sizeShare
    lengthOffset = size - sizeShare * parentSize
  }

  /// The rules of both axes for a frame in a superview of `parentSize`.
  static func rules(
    for frame: Rect, in parentSize: Size, mask: AutoresizingMask
  ) -> (horizontal: AutoresizingRule, vertical: AutoresizingRule) {
    let horizontal = AutoresizingRule(
      start: frame.origin.x, size: frame.size.width, parentSize: parentSize.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let vertical = AutoresizingRule(
      start: frame.origin.y, size: frame.size.height, parentSize: parentSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    return (horizontal, vertical)
  }
}
