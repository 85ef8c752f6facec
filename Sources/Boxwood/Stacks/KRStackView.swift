// KRStackView's names for FrameStackView and its key-value coding, for code written against the original.

/// KRStackView's name for ``FrameStackView`` (the same class).
public typealias KRStackView = FrameStackView
/// KRStackView's name for ``FrameStackView/Direction``.
public typealias StackDirection = FrameStackView.Direction
/// KRStackView's name for ``FrameStackView/Alignment``.
public typealias ItemAlignment = FrameStackView.Alignment

extension FrameStackView {
  /// The keys that ``setValue(_:forKey:)`` and ``value(forKey:)`` accept: the stack's property names.
  public static let keyValueKeys = [
    "enabled", "translatesCurrentLayout", "shouldWrap", "spacing", "direction", "alignment", "insets",
    "itemSpacing", "itemOffset",
  ]

  /// Sets a stack property by name (the original's key-value coding).
  ///
  /// `"direction"` and `"alignment"` take the enum value or its name (`"horizontal"`, `"endPoint"`), as
  /// the original's special cases do. The other keys of ``keyValueKeys`` are handled too, since Boxwood
  /// has no Objective-C key-value coding to fall back on: `Bool` flags, a `Double` or `Int` spacing,
  /// ``EdgeInsets``, and `[Double]`, `[Int]` or `nil` arrays. An unknown key or a value of the wrong type
  /// is reported (``BoxwoodError/invalidFrameStack(stack:reason:)``) and changes nothing, where UIKit
  /// raises an exception.
  public func setValue(_ value: Any?, forKey key: String) {
    let accepted: Bool
    switch key {
    case "enabled": accepted = assign(value, to: \.enabled)
    case "translatesCurrentLayout": accepted = assign(value, to: \.translatesCurrentLayout)
    case "shouldWrap": accepted = assign(value, to: \.shouldWrap)
    case "insets": accepted = assign(value, to: \.insets)
    case "direction": accepted = assign(Self.named(value, Direction.self), to: \.direction)
    case "alignment": accepted = assign(Self.named(value, Alignment.self), to: \.alignment)
    case "spacing": accepted = assign(Self.number(value), to: \.spacing)
    case "itemSpacing", "itemOffset":
      // Not through `assign`: a failed decoding must not read as an explicit `nil`.
      guard let array = Self.numbers(value) else {
        accepted = false
        break
      }
      if key == "itemSpacing" { itemSpacing = array } else { itemOffset = array }
      accepted = true
    default:
      reportKeyValue("setValue(_:forKey:) has no key \"\(key)\"; nothing was changed")
      return
    }
    if !accepted {
      reportKeyValue(
        "setValue(_:forKey: \"\(key)\") cannot take \(value.map { String(reflecting: $0) } ?? "nil"); "
          + "nothing was changed")
    }
  }

  /// Reads a stack property by name (the original's key-value coding); see ``setValue(_:forKey:)``.
  ///
  /// Returns `nil` for an unknown key (reported) and for an unset ``itemSpacing`` or ``itemOffset``.
  public func value(forKey key: String) -> Any? {
    switch key {
    case "enabled": return enabled
    case "translatesCurrentLayout": return translatesCurrentLayout
    case "shouldWrap": return shouldWrap
    case "spacing": return spacing
    case "direction": return direction
    case "alignment": return alignment
    case "insets": return insets
    case "itemSpacing": return itemSpacing
    case "itemOffset": return itemOffset
    default:
      reportKeyValue("value(forKey:) has no key \"\(key)\"")
      return nil
    }
  }

  // MARK: Decoding values

  /// Assigns `value` if it has the property's type; returns whether it did.
  private func assign<Value>(
    _ value: Any?, to property: ReferenceWritableKeyPath<FrameStackView, Value>
  )
    -> Bool
  {
    guard let typed = value as? Value else { return false }
    self[keyPath: property] = typed
    return true
  }

  /// The enum value itself or the case named by a string.
  private static func named<Value: RawRepresentable>(_ value: Any?, _ type: Value.Type) -> Value?
  where Value.RawValue == String {
    if let typed = value as? Value { return typed }
    guard let name = value as? String else { return nil }
    return Value(rawValue: name)
  }

  private static func number(_ value: Any?) -> Double? {
    if let double = value as? Double { return double }
    return (value as? Int).map(Double.init)
  }

  /// An array of numbers, or an explicit `nil` (which unsets the array); `.none` for anything else.
  private static func numbers(_ value: Any?) -> [Double]?? {
    guard let value else { return .some(nil) }
    if let doubles = value as? [Double] { return .some(doubles) }
    if let ints = value as? [Int] { return .some(ints.map(Double.init)) }
    return .none
  }

  private func reportKeyValue(_ reason: String) {
    Diagnostics.report(.invalidFrameStack(stack: ViewReference(self), reason: reason))
  }
}
