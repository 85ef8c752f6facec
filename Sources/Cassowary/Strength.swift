/// How strongly the solver should try to satisfy a constraint.
///
/// A strength is a single weight, as in kiwi: the objective minimises the weighted sum of the
/// errors of all non-required constraints, and `required` constraints must hold exactly.
/// `strong`, `medium` and `weak` are kiwi's tiers (1e6, 1e3, 1), so a single `strong` constraint
/// outweighs up to a thousand `medium` ones with the same error.
///
/// ## UIKit priorities
/// ``init(priority:)`` maps Auto Layout priorities 1…999 onto a geometric scale,
/// `weight = 1000^((p − 250) / 250)`: priority 250 is `weak`, 500 is `medium`, 750 is `strong`,
/// every step of one priority multiplies the weight by about 1.028, and priority 1000 is
/// `required`. The levels are strictly ordered, and a priority-750 constraint outweighs a million
/// priority-250 constraints of equal error, which is how UIKit behaves in practice. (A
/// lexicographic vector strength would make that exact for any count, at the price of a vector
/// objective; with 12 decades between priority 1 and 999 the scalar form stays within the
/// solver's 1e-8 tolerance and keeps pivots as cheap as kiwi's.)
public struct Strength: Hashable, Comparable, Sendable {
  /// The weight of the constraint's error in the objective; `required` is the largest.
  public let weight: Double

  /// Creates a strength from a raw weight, clipped to `0...required.weight` (NaN becomes 0).
  public init(weight: Double) {
    let required = Strength.requiredWeight
    self.weight = weight.isNaN ? 0 : Swift.min(Swift.max(weight, 0), required)
  }

  /// Creates kiwi's three-tier strength, each tier scaled by `weight` and clipped to 0…1000.
  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func tier(_ value: Double) -> Double {
      let scaled = value * weight
      return scaled.isNaN ? 0 : Swift.min(Swift.max(scaled, 0), 1000)
    }
    self.init(weight: tier(strong) * 1_000_000 + tier(medium) * 1000 + tier(weak))
  }

  /// Creates the strength for an Auto Layout priority (1…1000; 1000 and above is required).
  ///
  /// Fractional priorities interpolate between the neighbouring integer levels, so the mapping
  /// is strictly increasing. Priorities at or below 0 map to the weight of priority 0.
  public init(priority: Double) {
    if priority >= 1000 {
      self = .required
      return
    }
    let p = priority.isNaN ? 0 : Swift.max(priority, 0)
    let whole = Int(p)
    let below = Strength.priorityWeight(whole)
    let above = Strength.priorityWeight(whole + 1)
    self.init(weight: below + (above - below) * (p - Double(whole)))
  }

  /// Whether constraints with this strength must hold exactly.
  public var isRequired: Bool { weight >= Strength.requiredWeight }

  /// Constraints that must be satisfied; adding a conflicting one throws.
  public static let required = Strength(weight: requiredWeight)
  /// kiwi's strong tier (1e6); Auto Layout priority 750.
  public static let strong = Strength(weight: 1_000_000)
  /// kiwi's medium tier (1e3); Auto Layout priority 500.
  public static let medium = Strength(weight: 1000)
  /// kiwi's weak tier (1); Auto Layout priority 250.
  public static let weak = Strength(weight: 1)

  /// Orders strengths by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

  /// kiwi's `create(1000, 1000, 1000)`.
  static let requiredWeight: Double = 1_001_001_000

  /// 10^0.012, the weight ratio between neighbouring priorities.
  private static let priorityStep: Double = 1.0280162981264745

  /// `1000^q · priorityStep^r` with `p − 250 = 250q + r`, `0 ≤ r < 250`, by repeated squaring
  /// (no math library needed); exact at 250, 500 and 750.
  static func priorityWeight(_ priority: Int) -> Double {
    let offset = priority - 250
    let tier = offset >= 0 ? offset / 250 : -((-offset + 249) / 250)
    var exponent = offset - 250 * tier
    var result = 1.0
    var base = priorityStep
    while exponent > 0 {
      if exponent & 1 == 1 { result *= base }
      base *= base
      exponent >>= 1
    }
    var scale = 1.0
    for _ in 0..<Swift.abs(tier) { scale *= 1000 }
    return tier >= 0 ? result * scale : result / scale
  }
}

extension Strength: CustomStringConvertible {
  /// `required`, `strong`, `medium`, `weak`, or the raw weight.
  public var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return "weight(\(weight))"
    }
  }
}
