import Boxwood
import BoxwoodSDL
import SeededRandom

/// One public entry point taking a number, for the SDL boundary fuzz tests: what it is called, which
/// values it must refuse (by name), and the call.
@MainActor
struct BoundaryProbe {
  /// The entry point and the setting or argument, as a report about it names it.
  let name: String
  /// Text every report or error about a refused value must contain one of (the property or argument,
  /// or the limit it is beyond).
  let culprits: [String]
  /// Whether `value` must be refused (reported or thrown, naming a culprit), must be taken, or either
  /// (`nil`: SDL decides, as for a texture too large for memory) — a refusal must then still be named.
  let mustRefuse: (Double) -> Bool?
  /// Calls the entry point with `value`; throws what it throws.
  let call: (Double) throws -> Void

  /// Calls the probe with `value` and returns what went wrong, if anything: a refusal not made or not
  /// named, or a report of a value that was fine.
  func check(_ value: Double) -> String? {
    var thrown: (any Error)?
    let (_, report) = Diagnostics.collect {
      do { try call(value) } catch { thrown = error }
    }
    let named = report.errors.map(\.description) + report.warnings + (thrown.map { ["\($0)"] } ?? [])
    if let unnamed = named.first(where: { text in !culprits.contains { text.contains($0) } }) {
      return "\(name)(\(value)): a report names none of \(culprits): \(unnamed)"
    }
    switch mustRefuse(value) {
    case true?:
      return named.isEmpty ? "\(name)(\(value)): refused nothing" : nil
    case false?:
      let errors = report.errors.map(\.description) + (thrown.map { ["\($0)"] } ?? [])
      return errors.isEmpty ? nil : "\(name)(\(value)): a fine value was refused: \(errors[0])"
    case nil:
      return nil
    }
  }

  /// The values every probe is called with, and random ones around them.
  static let badValues: [Double] = [
    .nan, .infinity, -.infinity, 1e10, -1e10, 0, -0.0, -1, 1e300, -1e300, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude, 3e9, -3e9, 0.5, 2,
  ]

  /// A value for a fuzz step: one of ``badValues`` or a random one of any magnitude.
  static func value(_ rng: inout SeededGenerator) -> Double {
    if rng.chance(0.7) { return rng.pick(badValues) }
    let magnitude = Double.random(in: -12...12, using: &rng)
    return (rng.chance(0.5) ? 1 : -1) * Double.random(in: 1..<10, using: &rng) * pow10(magnitude)
  }

  private static func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(abs(exponent)) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}

/// Whether a number is outside the scales the renderer draws at (what every drawing scale takes).
@MainActor func isBadScale(_ value: Double) -> Bool { !Window.scaleRange.contains(value) }

/// True the first time it is asked, false after.
final class Once {
  private var done = false
  func once() -> Bool {
    defer { done = true }
    return !done
  }
}

/// A clock an app may get wrong: it reads whatever it is set to.
@MainActor
final class SettableClock: FrameClock {
  var now: Double = 0
}

/// A number as a pixel count or coordinate for the entry points that take `Int32`: clamped to its range,
/// NaN as 0.
func int32(_ value: Double) -> Int32 {
  if value.isNaN { return 0 }
  if value >= Double(Int32.max) { return .max }
  if value <= Double(Int32.min) { return .min }
  return Int32(value)
}
