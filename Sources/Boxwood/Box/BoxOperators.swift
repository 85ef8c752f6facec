// The BoxView pin DSL: `==8`, `>=0`, `<=20` build pins, `*0.5` a relative size.
//
// Decision (open question E6): every non-optional overload returns a non-optional pin (the original's
// `==` on `Int` returned an optional one); optional input gives optional output.
// Decision (open question E3): the infix helpers the documentation shows (`pin + 8`, `pin & .defaultHigh`,
// `pin * 0.3`) are public here, since users write them.

prefix operator ==
prefix operator >=
prefix operator <=
prefix operator *

/// `== value`.
public prefix func == (value: Double) -> BoxLayout.Pin { BoxLayout.Pin(constant: value) }
/// `== value`.
public prefix func == (value: Int) -> BoxLayout.Pin { BoxLayout.Pin(constant: Double(value)) }
/// `== value`, nil for nil.
public prefix func == (value: Double?) -> BoxLayout.Pin? { value.map { ==$0 } }
/// `== value`, nil for nil.
public prefix func == (value: Int?) -> BoxLayout.Pin? { value.map { ==$0 } }

/// `>= value`.
public prefix func >= (value: Double) -> BoxLayout.Pin {
  BoxLayout.Pin(constant: value, relation: .greaterThanOrEqual)
}
/// `>= value`.
public prefix func >= (value: Int) -> BoxLayout.Pin { >=Double(value) }
/// `>= value`, nil for nil.
public prefix func >= (value: Double?) -> BoxLayout.Pin? { value.map { >=$0 } }
/// `>= value`, nil for nil.
public prefix func >= (value: Int?) -> BoxLayout.Pin? { value.map { >=$0 } }

/// `<= value`.
public prefix func <= (value: Double) -> BoxLayout.Pin {
  BoxLayout.Pin(constant: value, relation: .lessThanOrEqual)
}
/// `<= value`.
public prefix func <= (value: Int) -> BoxLayout.Pin { <=Double(value) }
/// `<= value`, nil for nil.
public prefix func <= (value: Double?) -> BoxLayout.Pin? { value.map { <=$0 } }
/// `<= value`, nil for nil.
public prefix func <= (value: Int?) -> BoxLayout.Pin? { value.map { <=$0 } }

/// A relative size `== other × multiplier`.
public prefix func * (multiplier: Double) -> BoxLayout.MultiPin { BoxLayout.MultiPin(multiplier) }

extension BoxLayout.Pin {

  /// The pin with `value` added to its constant.
  public static func + (lhs: BoxLayout.Pin, rhs: Double) -> BoxLayout.Pin {
    var copy = lhs
    copy.constant += rhs
    return copy
  }

  /// The pin at a priority.
  public static func & (lhs: BoxLayout.Pin, rhs: LayoutPriority) -> BoxLayout.Pin { lhs.withPriority(rhs) }
  /// The pin at a priority.
  public static func & (lhs: LayoutPriority, rhs: BoxLayout.Pin) -> BoxLayout.Pin { rhs.withPriority(lhs) }

  /// A relative size with this pin's relation, constant and priority: `>=20 * 0.3` is "at least 30 % of
  /// the other dimension plus 20" (the seed's `relativeWidth(>=20.0*0.3)`). A pin that may be nil gives
  /// a relative size that may be nil (the operator below).
  public static func * (lhs: BoxLayout.Pin, rhs: Double) -> BoxLayout.MultiPin {
    BoxLayout.MultiPin(multiplier: rhs, pin: lhs)
  }

}

extension BoxLayout.MultiPin {
  /// The relative size at a priority.
  public static func & (lhs: BoxLayout.MultiPin, rhs: LayoutPriority) -> BoxLayout.MultiPin {
    lhs.withPriority(rhs)
  }
  /// The relative size at a priority.
  public static func & (lhs: LayoutPriority, rhs: BoxLayout.MultiPin) -> BoxLayout.MultiPin {
    rhs.withPriority(lhs)
  }

}

// Operators on optionals cannot be members of the pin types.

/// The sum of two pins: constants added, relations joined (`==` takes the other's; `>=` with `<=` is
/// nil), the lower priority. Nil when either is nil.
public func + (lhs: BoxLayout.Pin?, rhs: BoxLayout.Pin?) -> BoxLayout.Pin? {
  guard let lhs, let rhs, let relation = lhs.relation.joined(with: rhs.relation) else { return nil }
  return BoxLayout.Pin(
    constant: lhs.constant + rhs.constant, relation: relation, priority: min(lhs.priority, rhs.priority))
}

/// The pin with `value` added to its constant; nil stays nil.
public func + (lhs: BoxLayout.Pin?, rhs: Double) -> BoxLayout.Pin? {
  lhs.map { $0 + rhs }
}

/// A relative size with this pin's relation, constant and priority.
public func * (lhs: BoxLayout.Pin?, rhs: Double) -> BoxLayout.MultiPin? {
  lhs.map { BoxLayout.MultiPin(multiplier: rhs, pin: $0) }
}

/// The multiplier multiplied by `rhs`; nil stays nil.
public func * (lhs: BoxLayout.MultiPin?, rhs: Double) -> BoxLayout.MultiPin? {
  lhs.map {
    var copy = $0
    copy.multiplier *= rhs
    return copy
  }
}
