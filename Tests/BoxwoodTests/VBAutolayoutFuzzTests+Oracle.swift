import Boxwood
import SeededRandom

/// What the constant grammar (``VBConstant/init(parsing:)``) says about a string, worked out without
/// `VBConstantParser`: a table-driven automaton over characters, written from the documented grammar.
enum ConstantOracle {
  /// Why a string is refused.
  enum Refusal: Equatable {
    /// A character that does not fit (or the end, at `text.count`).
    case syntax
    /// A complete number beyond ±1 000 000.
    case valueRange
    /// A complete priority outside 1…1000.
    case priorityRange
  }

  /// The verdict on a string: its constant, or the offset (in characters) and kind of its first fault.
  enum Verdict: Equatable {
    case value(VBConstant)
    case refused(offset: Int, Refusal)
  }

  private enum State {
    case start, equals, greater, less, relation, paren, sign, parenSign
    case integer, dot, fraction, parenInteger, parenDot, parenFraction, closed
    case at, priority, priorityDot, priorityFraction

    var isAccepting: Bool { [.integer, .fraction, .closed, .priority, .priorityFraction].contains(self) }
    /// In the digits of a number (or priority) that could end here.
    var inNumber: Bool { [.integer, .fraction, .parenInteger, .parenFraction].contains(self) }
    var inPriority: Bool { self == .priority || self == .priorityFraction }
  }

  /// The one ASCII character a `Character` is, or nil (anything else fits nowhere in the grammar).
  private static func ascii(_ character: Character) -> Character? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return nil }
    return character
  }

  private static func isDigit(_ c: Character?) -> Bool { c.map { "0123456789".contains($0) } ?? false }

  private static func next(_ state: State, _ c: Character) -> State? {
    let digit = isDigit(c)
    let sign = c == "-" || c == "+"
    switch state {
    case .start:
      if c == "=" { return .equals }
      if c == ">" { return .greater }
      if c == "<" { return .less }
      return numberStart(c, digit: digit, sign: sign)
    case .equals, .greater, .less:
      if c == "=" { return .relation }
      return numberStart(c, digit: digit, sign: sign)
    case .relation: return numberStart(c, digit: digit, sign: sign)
    case .paren: return digit ? .parenInteger : (sign ? .parenSign : nil)
    case .sign: return digit ? .integer : nil
    case .parenSign: return digit ? .parenInteger : nil
    case .integer: return digit ? .integer : (c == "." ? .dot : (c == "@" ? .at : nil))
    case .dot: return digit ? .fraction : nil
    case .fraction: return digit ? .fraction : (c == "@" ? .at : nil)
    case .parenInteger: return digit ? .parenInteger : (c == "." ? .parenDot : (c == ")" ? .closed : nil))
    case .parenDot: return digit ? .parenFraction : nil
    case .parenFraction: return digit ? .parenFraction : (c == ")" ? .closed : nil)
    case .closed: return c == "@" ? .at : nil
    case .at: return digit ? .priority : nil
    case .priority: return digit ? .priority : (c == "." ? .priorityDot : nil)
    case .priorityDot: return digit ? .priorityFraction : nil
    case .priorityFraction: return digit ? .priorityFraction : nil
    }
  }

  private static func numberStart(_ c: Character, digit: Bool, sign: Bool) -> State? {
    if c == "(" { return .paren }
    return digit ? .integer : (sign ? .sign : nil)
  }

  /// The verdict on `text`.
  static func judge(_ text: String) -> Verdict {
    let characters = Array(text)
    if characters.isEmpty { return .value(VBConstant()) }
    var state = State.start
    var relation = LayoutRelation.equal
    var numberStart: Int?
    var value = 0.0
    var priorityStart: Int?
    var priority = LayoutPriority.required
    for index in 0...characters.count {
      let c = index < characters.count ? ascii(characters[index]) : nil
      // A number or priority is complete when what follows cannot continue it; its range is checked then.
      let continues = isDigit(c) || (c == "." && [.integer, .parenInteger, .priority].contains(state))
      if state.inNumber, !continues, let start = numberStart {
        value = Double(String(characters[start..<index]))!
        if abs(value) > 1_000_000 { return .refused(offset: start, .valueRange) }
      }
      if state.inPriority, !continues, let start = priorityStart {
        let written = Double(String(characters[start..<index]))!
        if written < 1 || written > 1000 { return .refused(offset: start, .priorityRange) }
        // A priority written below 1000 stays optional, even where Float rounds it up to 1000.
        let rounded = Float(written)
        priority = LayoutPriority(written < 1000 && rounded >= 1000 ? Float(1000).nextDown : rounded)
      }
      guard index < characters.count else { break }
      guard let c, let following = next(state, c) else { return .refused(offset: index, .syntax) }
      switch following {
      case .greater: relation = .greaterThanOrEqual
      case .less: relation = .lessThanOrEqual
      case .sign, .integer, .parenSign, .parenInteger: if numberStart == nil { numberStart = index }
      case .priority: if priorityStart == nil { priorityStart = index }
      default: break
      }
      state = following
    }
    guard state.isAccepting else { return .refused(offset: characters.count, .syntax) }
    return .value(VBConstant(relation, value, priority: priority))
  }
}

/// A valid constant string made from the grammar, and the constant it must parse to.
struct GeneratedConstant {
  let text: String
  let expected: VBConstant

  /// A random valid constant in one of its many spellings: every relation, signs, parentheses, leading
  /// zeros, fractions with trailing zeros, priorities with fractions. Values are dyadic (n + k/2^m), so
  /// their decimal spelling is exact and the expected value needs no rounding.
  static func random(_ rng: inout SeededGenerator) -> GeneratedConstant {
    let relations: [(String, LayoutRelation)] = [
      ("", .equal), ("=", .equal), ("==", .equal), (">=", .greaterThanOrEqual), (">", .greaterThanOrEqual),
      ("<=", .lessThanOrEqual), ("<", .lessThanOrEqual),
    ]
    let (relationText, relation) = rng.pick(relations)
    let limit = rng.pick([9, 1000, 1_000_000])
    let integer = UInt64.random(in: 0...UInt64(limit), using: &rng)
    let fractionBits = integer == 1_000_000 ? 0 : Int.random(in: 0...19, using: &rng)
    let (number, magnitude) = decimal(integer: integer, fractionBits: fractionBits, &rng)
    let negative = rng.chance(0.4)
    let signed = (negative ? "-" : (rng.chance(0.2) ? "+" : "")) + number
    var text = relationText + (rng.chance(0.3) ? "(\(signed))" : signed)
    var priority = LayoutPriority.required
    if rng.chance(0.5) {
      let whole = UInt64.random(in: 1...1000, using: &rng)
      let (priorityText, value) = decimal(
        integer: whole, fractionBits: whole == 1000 ? 0 : Int.random(in: 0...2, using: &rng), &rng)
      priority = LayoutPriority(Float(value))
      text += "@" + priorityText
    }
    return GeneratedConstant(
      text: text, expected: VBConstant(relation, negative ? -magnitude : magnitude, priority: priority))
  }

  /// `integer + k / 2^fractionBits` for a random k, spelt exactly (with random leading and trailing zeros).
  private static func decimal(
    integer: UInt64, fractionBits: Int, _ rng: inout SeededGenerator
  ) -> (String, Double) {
    let numerator = fractionBits == 0 ? 0 : UInt64.random(in: 0..<(1 << UInt64(fractionBits)), using: &rng)
    var power: UInt64 = 1
    for _ in 0..<fractionBits { power *= 5 }
    // k / 2^m = k·5^m / 10^m: exactly m decimal places.
    var digits = fractionBits == 0 ? "" : String(numerator * power)
    digits = String(repeating: "0", count: fractionBits - digits.count) + digits
    if rng.chance(0.5) { while digits.hasSuffix("0") { digits.removeLast() } }
    if rng.chance(0.2) { digits += String(repeating: "0", count: Int.random(in: 1...3, using: &rng)) }
    let zeros = rng.chance(0.15) ? String(repeating: "0", count: Int.random(in: 1...3, using: &rng)) : ""
    let text = zeros + String(integer) + (digits.isEmpty ? "" : "." + digits)
    let value = Double(integer) + Double(numerator) / Double(UInt64(1) << UInt64(fractionBits))
    return (text, value)
  }
}

/// Random damage to a constant string: the inputs a fuzzer should throw at a parser.
enum ConstantMutator {
  /// Characters worth inserting: the grammar's own, whitespace, NUL, look-alikes and marks that combine
  /// with the character before them.
  static let palette: [Character] = [
    "0", "1", "5", "9", ".", "-", "+", "(", ")", "=", "<", ">", "@", " ", "\t", "\n", "\r\n", "\0", "e", "E",
    "x", ",", "_", "\u{301}", "\u{338}", "\u{FEFF}", "\u{200B}", "\u{00A0}", "１", "٣", "é", "💥", "\u{037E}",
    "\u{FF1D}", "\u{2212}",
  ]

  /// Whole strings that parsers tend to get wrong.
  static let specials: [String] = [
    "1e309", "-1e309", "1e-309", "nan", "-nan", "NaN", "inf", "-inf", "infinity", "-0", "+0", "(-0)", "-0.0",
    "0x10", "0b1", "1_000", "１０", "\0", "10\0", "10\0@999", "10@999\0", "", "@", "()", "(((((1)))))",
    "margin", "metric", ">=margin@999", String(repeating: "9", count: 400),
    "0." + String(repeating: "0", count: 400) + "1",
    "1000000.0000000000000001", "1000000.000001", "999999.99999999999999", "10@999.99999999",
    "10@1000.0000000000001", "10@0.99999999999999999", "10@1e3", "10@nan", "==(+0)@1", ">=(-1000000)@1000",
    String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000),
    String(repeating: "=", count: 1000) + "1", String(repeating: "1", count: 100_000),
  ]

  /// `text` with one to four random mutations.
  static func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
    var characters = Array(rng.chance(0.08) ? rng.pick(specials) : text)
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let index = Int.random(in: 0...characters.count, using: &rng)
      switch Int.random(in: 0..<7, using: &rng) {
      case 0: characters.insert(rng.pick(palette), at: index)
      case 1: if index < characters.count { characters.remove(at: index) }
      case 2: if index < characters.count { characters[index] = rng.pick(palette) }
      case 3:
        let run = String(repeating: String(rng.pick(palette)), count: rng.pick([2, 30, 1000]))
        characters.insert(contentsOf: run, at: index)
      case 4:
        let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) ?? "\u{FFFD}"
        characters.insert(Character(scalar), at: index)
      case 5: characters.insert(contentsOf: rng.pick(specials).prefix(50), at: index)
      default:
        // A copy of a slice of itself: doubled relations, signs, priorities.
        let end = Int.random(in: index...characters.count, using: &rng)
        characters.insert(contentsOf: characters[index..<end], at: index)
      }
    }
    return String(characters)
  }
}
