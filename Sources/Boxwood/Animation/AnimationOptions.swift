/// Options of an animation block (UIKit's `UIView.AnimationOptions`).
public struct AnimationOptions: OptionSet, Sendable, Hashable {
  /// The option bits, as given to ``init(rawValue:)``.
  public let rawValue: UInt

  /// A set of options from their bits; unknown bits are kept and ignored.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Views that are animating still receive pointer events. Without it, hit testing skips a view while
  /// one of its properties animates (as in UIKit), so a click cannot land on a moving target.
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// An animation that interrupts a running one on the same property replaces it at once: the
  /// presentation freezes at its current value during this animation's delay. Without it, the running
  /// animation goes on until this one's delay has passed. Either way the new animation starts from the
  /// value on screen at its start, never with a jump.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Runs the animation again and again, until it is interrupted (its completion then gets `false`).
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Runs each cycle forwards, then backwards. Without ``repeat`` the animation plays there and back once
  /// and then shows the model value, as in UIKit (set the value back in the completion to end where it
  /// started).
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// A nested block uses its own duration instead of the enclosing block's.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// A nested block uses its own curve instead of the enclosing block's.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// A nested block does not inherit the enclosing block's ``repeat``, ``autoreverse`` and
  /// ``allowUserInteraction``.
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

  /// The ease-in-out curve (the default: it is the absence of the other curve options, as in UIKit).
  public static let curveEaseInOut = AnimationOptions([])
  /// The ease-in curve.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// The ease-out curve.
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// The linear curve.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The curve the options name (ease-in-out when none).
  public var curve: TimingCurve {
    switch (rawValue >> 16) & 0xF {
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .linear
    default: return .easeInOut
    }
  }

  /// The options a nested block inherits from its enclosing block.
  static let inheritable: AnimationOptions = [.repeat, .autoreverse, .allowUserInteraction]
}
