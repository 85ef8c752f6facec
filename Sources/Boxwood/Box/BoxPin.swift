// The pins of a BoxLayout: one relation of a gap or size, and sizes relative to another dimension.

extension BoxLayout {
  /// One relation of a gap or size: `value REL constant @priority`.
  public struct Pin: Sendable, Hashable, CustomStringConvertible {
    /// The constant of the relation, in points: the gap or size the pin asks for (negative gaps overlap).
    public var constant: Double
    /// How the gap or size compares with ``constant``: `==` (the default), `>=` or `<=`.
    public var relation: LayoutRelation
    /// The priority of the generated constraint; ``LayoutPriority/required`` (1000) by default, as in UIKit.
    public var priority: LayoutPriority

    /// A pin `REL constant @priority`.
    /// - Parameters:
    ///   - constant: The gap or size in points (0 by default).
    ///   - relation: `==` by default.
    ///   - priority: Required (1000) by default; values outside 1…1000 are clamped by ``LayoutPriority``.
    public init(constant: Double = 0, relation: LayoutRelation = .equal, priority: LayoutPriority = .required)
    {
      self.constant = constant
      self.relation = relation
      self.priority = priority
    }

    /// An equality pin.
    public init(_ constant: Double) {
      self.init(constant: constant)
    }

    /// `== 0`, required.
    public static let zero = Pin()

    /// `== constant`, or nil for nil.
    public static func equal(_ constant: Double?) -> Pin? {
      constant.map { Pin(constant: $0) }
    }

    /// `>= constant` (0 by default), or nil for nil.
    public static func greaterThanOrEqual(_ constant: Double? = 0) -> Pin? {
      constant.map { Pin(constant: $0, relation: .greaterThanOrEqual) }
    }

    /// `<= constant`, or nil for nil.
    public static func lessThanOrEqual(_ constant: Double?) -> Pin? {
      constant.map { Pin(constant: $0, relation: .lessThanOrEqual) }
    }

    /// A copy at another priority.
    public func withPriority(_ priority: LayoutPriority) -> Pin {
      var copy = self
      copy.priority = priority
      return copy
    }

    /// A copy at 999: holds unless a required constraint disagrees.
    public var almostRequired: Pin { withPriority(LayoutPriority(999)) }
    /// A copy at 1000 + offset (a negative offset gives an optional priority just below required).
    public func required(_ offset: Float = 0) -> Pin { withPriority(LayoutPriority(1000 + offset)) }
    /// A copy at 750 + offset.
    public func high(_ offset: Float = 0) -> Pin { withPriority(LayoutPriority(750 + offset)) }
    /// A copy at 250 + offset.
    public func low(_ offset: Float = 0) -> Pin { withPriority(LayoutPriority(250 + offset)) }
    /// A copy at exactly `value`.
    public func exact(_ value: Float) -> Pin { withPriority(LayoutPriority(value)) }

    /// The relation symbol ("", ">=", "<=") and the constant, then ` & priority` unless required.
    public var description: String {
      let symbol: String
      switch relation {
      case .equal: symbol = ""
      case .greaterThanOrEqual: symbol = ">="
      case .lessThanOrEqual: symbol = "<="
      }
      var text = symbol + formatScalar(constant)
      if !priority.isRequired { text += " & \(priority)" }
      return text
    }

    /// The pin with an inset added and a direction factor applied: `(constant + inset) × factor`, and a
    /// negative factor flips the relation.
    func withInset(_ inset: Double, factor: Double) -> Pin {
      var copy = self
      copy.constant = (constant + inset) * factor
      if factor < 0 { copy.relation = copy.relation.flipped }
      return copy
    }
  }

  /// A size relative to another dimension: `dimension REL other × multiplier + constant @priority`.
  public struct MultiPin: Sendable, Hashable, CustomStringConvertible {
    /// The relation, constant (added after the multiplication, in points) and priority.
    public var pin: Pin
    /// The factor applied to the other dimension (1 by default); 0.5 makes the size half of it.
    public var multiplier: Double

    /// The points added after the multiplication (the ``pin``'s constant).
    public var constant: Double {
      get { pin.constant }
      set { pin.constant = newValue }
    }
    /// How the size compares with `other × multiplier + constant` (the ``pin``'s relation).
    public var relation: LayoutRelation {
      get { pin.relation }
      set { pin.relation = newValue }
    }
    /// The priority of the generated constraint (the ``pin``'s priority; required by default).
    public var priority: LayoutPriority {
      get { pin.priority }
      set { pin.priority = newValue }
    }

    /// The pin's relation with a multiplier of 1 (the same size as the other dimension, plus the pin's
    /// constant).
    public init(_ pin: Pin) {
      self.pin = pin
      multiplier = 1
    }

    /// A multiplier of 1 with the pin's relation, or nil when `pin` is nil.
    public init?(_ pin: Pin?) {
      guard let pin else { return nil }
      self.init(pin)
    }

    /// `other × multiplier` related to by the pin (`== 0` and required by default).
    public init(multiplier: Double = 1, pin: Pin = .zero) {
      self.pin = pin
      self.multiplier = multiplier
    }

    /// `other × multiplier + constant` with a relation, at required priority.
    /// - Parameters:
    ///   - multiplier: The factor (1 by default).
    ///   - constant: Points added after the multiplication (0 by default).
    ///   - relation: `==` by default.
    public init(multiplier: Double = 1, constant: Double = 0, relation: LayoutRelation = .equal) {
      pin = Pin(constant: constant, relation: relation)
      self.multiplier = multiplier
    }

    /// `== other × multiplier`, required: a size proportional to the other dimension.
    public init(_ multiplier: Double) {
      self.init(multiplier: multiplier, pin: .zero)
    }

    /// A copy at another priority.
    public func withPriority(_ priority: LayoutPriority) -> MultiPin {
      var copy = self
      copy.pin.priority = priority
      return copy
    }

    /// A copy at 999: holds unless a required constraint disagrees.
    public var almostRequired: MultiPin { withPriority(LayoutPriority(999)) }
    /// A copy at 1000 + offset (a negative offset gives an optional priority just below required).
    public func required(_ offset: Float = 0) -> MultiPin { withPriority(LayoutPriority(1000 + offset)) }
    /// A copy at 750 (``LayoutPriority/defaultHigh``) + offset.
    public func high(_ offset: Float = 0) -> MultiPin { withPriority(LayoutPriority(750 + offset)) }
    /// A copy at 250 (``LayoutPriority/defaultLow``) + offset.
    public func low(_ offset: Float = 0) -> MultiPin { withPriority(LayoutPriority(250 + offset)) }
    /// A copy at exactly `value` (clamped to 1…1000 by ``LayoutPriority``).
    public func exact(_ value: Float) -> MultiPin { withPriority(LayoutPriority(value)) }

    /// `*multiplier` followed by the pin's description when it is not `== 0`.
    public var description: String {
      let base = "*\(formatScalar(multiplier))"
      return pin == .zero ? base : "\(base) \(pin)"
    }
  }
}

extension LayoutRelation {
  /// `>=` ↔ `<=`; `==` stays.
  var flipped: LayoutRelation {
    switch self {
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    case .lessThanOrEqual: return .greaterThanOrEqual
    }
  }

  /// The relation of a sum of two relations: equal ones stay, `==` takes the other side's, and `>=`
  /// with `<=` has none (nil).
  func joined(with other: LayoutRelation) -> LayoutRelation? {
    if self == other { return self }
    if self == .equal { return other }
    if other == .equal { return self }
    return nil
  }
}
