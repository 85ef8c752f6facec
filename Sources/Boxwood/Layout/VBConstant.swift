/// A layout constant: relation, value and priority, as written `">=10@999"` (VBAutolayout's
/// `VBAutolayoutConstant` strings).
public struct VBConstant: Hashable, Sendable, CustomStringConvertible {
  /// The relation of the constraint (`==` unless the string starts with one).
  public var relation: LayoutRelation
  /// The constant, in points.
  public var value: Double
  /// The priority (`.required` unless the string ends with `@priority`).
  public var priority: LayoutPriority

  /// The largest magnitude of a value, in points: constants beyond it are refused. Far outside any
  /// screen, they could only be typing mistakes, and they would cost the solver its precision.
  public static let maximumMagnitude: Double = 1_000_000

  /// A constant; the missing-constant default is `== 0 @1000`.
  public init(_ relation: LayoutRelation = .equal, _ value: Double = 0, priority: LayoutPriority = .required)
  {
    self.relation = relation
    self.value = value
    self.priority = priority
  }

  /// Parses a constant string.
  ///
  /// The grammar (EBNF; the whole string must match, and it holds no whitespace anywhere):
  /// ```
  /// constant = "" | [ relation ] number [ "@" priority ] ;
  /// relation = "==" | "=" | ">=" | ">" | "<=" | "<" ;
  /// number   = signed | "(" signed ")" ;
  /// signed   = [ "-" | "+" ] decimal ;
  /// priority = decimal ;                               (* 1 ≤ priority ≤ 1000 *)
  /// decimal  = digit { digit } [ "." digit { digit } ] ;  (* ASCII digits, no exponent *)
  /// ```
  /// `""` is `== 0 @1000`, like a missing constant. `>` and `<` read as `>=` and `<=` (Auto Layout has no
  /// strict inequality), as in the original. Values beyond ±``maximumMagnitude`` are refused.
  ///
  /// Deliberate differences from VBAutolayout 2.0.1, which ran a regular-expression *replace* and read
  /// whatever fields came out (part E items 32, 33), so that no string is silently misread:
  /// - decimals are decimals: `"10.5"` is 10.5 (the original dropped the fraction);
  /// - whitespace is an error wherever it is: `" >=10"` (the original read value 0, priority 0) and
  ///   `"10 @999"` (the original lost the priority);
  /// - the relation is the whole operator: `"=>10"` is an error (the original read `==`);
  /// - trailing garbage is an error: `"10x"` (the original read 10);
  /// - a relation or a priority needs its number: `">="`, `"@999"`, `"@"` and `"10@"` are errors (the
  ///   original read `>= 0`, `== 0 @999`, `== 0` and `== 10`); write `"0@999"`;
  /// - a priority outside 1…1000 is an error (the original passed it on); one written below 1000 stays
  ///   below it (`"@999.99999999"` is 999.99994, the largest `Float` under 1000, not required).
  ///
  /// - Throws: ``BoxwoodError/invalidDictionaryLayout(_:)`` with a
  ///   ``VBLayoutError/Problem/malformedConstant(text:offset:reason:)`` that quotes the string and gives
  ///   the offset of the first character that does not fit (in characters from 0; the length of the
  ///   string when it ended too early).
  public init(parsing text: String) throws(BoxwoodError) {
    do {
      self = try VBConstantParser.parse(text)
    } catch {
      throw .invalidDictionaryLayout(
        VBLayoutError(.malformedConstant(text: text, offset: error.offset, reason: error.reason)))
    }
  }

  /// The constant string that parses back to this constant: `">=10@999"`, `"-5"`, `"10.5@250"`.
  public var description: String {
    let prefix: String
    switch relation {
    case .equal: prefix = ""
    case .greaterThanOrEqual: prefix = ">="
    case .lessThanOrEqual: prefix = "<="
    }
    let number =
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : Self.plainDecimal(value)
    return prefix + number + (priority.isRequired ? "" : "@\(priority)")
  }

  /// `value` without an exponent (the grammar has none): Swift's shortest digits that read back to it,
  /// with the decimal point moved — `1.5e-07` is `0.00000015`. NaN and infinities stay as Swift spells them.
  static func plainDecimal(_ value: Double) -> String {
    let shortest = String(value)
    guard value.isFinite, let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(shortest[shortest.index(after: e)...])
    else { return shortest }
    var mantissa = Substring(shortest[..<e])
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let digits = Array(parts[0] + (parts.count > 1 ? parts[1] : ""))
    let point = parts[0].count + exponent
    var text: String
    if point <= 0 {
      text = "0." + String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
      text = String(digits) + String(repeating: "0", count: point - digits.count)
    } else {
      text = String(digits[..<point]) + "." + String(digits[point...])
    }
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return sign + text
  }
}

/// A recursive-descent reader of the constant grammar documented at ``VBConstant/init(parsing:)``.
struct VBConstantParser {
  /// Where and why a string does not fit the grammar.
  struct Failure: Error {
    let offset: Int
    let reason: String
  }

  private let characters: [Character]
  private var position = 0

  private init(_ text: String) {
    characters = Array(text)
  }

  /// Parses a whole constant string.
  static func parse(_ text: String) throws(Failure) -> VBConstant {
    var parser = VBConstantParser(text)
    return try parser.constant()
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  private var atDigit: Bool {
    guard let ascii = current?.asciiValue else { return false }
    return ascii >= 0x30 && ascii <= 0x39
  }

  /// A failure at the current position: `expected …, found "x"` (or `found the end`).
  private func failure(expected: String) -> Failure {
    guard let found = current else {
      return Failure(offset: position, reason: "expected \(expected), found the end")
    }
    if found.isWhitespace {
      return Failure(
        offset: position, reason: "whitespace is not allowed in a layout constant (expected \(expected))")
    }
    return Failure(offset: position, reason: "expected \(expected), found \(vbQuoted(String(found)))")
  }

  private mutating func constant() throws(Failure) -> VBConstant {
    guard !characters.isEmpty else { return VBConstant() }
    let (relation, expectedNumber) = try self.relation()
    if relation == nil && current == "@" {
      var problem = failure(expected: expectedNumber)
      problem = Failure(
        offset: problem.offset, reason: problem.reason + "; a priority follows a number: \"0@999\"")
      throw problem
    }
    var (value, expectedNext) = try number(expected: expectedNumber)
    var priority = LayoutPriority.required
    if current == "@" {
      position += 1
      (priority, expectedNext) = try self.priority()
    }
    guard current == nil else { throw failure(expected: expectedNext) }
    return VBConstant(relation ?? .equal, value, priority: priority)
  }

  /// Reads a relation if there is one; returns it and what a number would be expected as after it.
  private mutating func relation() throws(Failure) -> (LayoutRelation?, String) {
    let relation: LayoutRelation
    switch current {
    case "=": relation = .equal
    case ">": relation = .greaterThanOrEqual
    case "<": relation = .lessThanOrEqual
    default: return (nil, "a relation or a number")
    }
    position += 1
    if current == "=" {
      position += 1
      return (relation, "a number")
    }
    if relation == .equal, let other = current, other == ">" || other == "<" {
      throw Failure(
        offset: position,
        reason: "expected \"=\" or a number, found \(vbQuoted(String(other))); "
          + "\"=\(other)\" is not a relation: write \"\(other)=\"")
    }
    return (relation, "\"=\" or a number")
  }

  /// Reads `decimal`: digits with an optional fraction. Returns the literal and whether it had a fraction.
  private mutating func decimal(expected: String) throws(Failure) -> (String, Bool) {
    let start = position
    guard atDigit else { throw failure(expected: expected) }
    while atDigit { position += 1 }
    var fraction = false
    if current == "." {
      position += 1
      guard atDigit else { throw failure(expected: "a digit after \".\"") }
      while atDigit { position += 1 }
      fraction = true
    }
    return (String(characters[start..<position]), fraction)
  }

  /// Reads `number`; returns its value and what may follow it.
  private mutating func number(expected: String) throws(Failure) -> (Double, String) {
    let parenthesised = current == "("
    if parenthesised { position += 1 }
    let start = position
    var sign = ""
    if current == "-" || current == "+" {
      sign = String(current!)
      position += 1
    }
    let digitsExpected = sign.isEmpty ? (parenthesised ? "\"-\", \"+\" or a digit" : expected) : "a digit"
    let (digits, fraction) = try decimal(expected: digitsExpected)
    let value = Double(sign + digits) ?? .infinity
    guard value.isFinite, abs(value) <= VBConstant.maximumMagnitude else {
      throw Failure(
        offset: start,
        reason: "the constant \(sign + digits) is beyond ±\(formatScalar(VBConstant.maximumMagnitude)) points"
      )
    }
    let more = fraction ? "a digit" : "a digit, \".\""
    guard parenthesised else { return (value, "\(more), \"@\" or the end") }
    guard current == ")" else { throw failure(expected: "\(more) or \")\"") }
    position += 1
    return (value, "\"@\" or the end")
  }

  /// Reads `priority` after the "@"; returns it and what may follow it.
  private mutating func priority() throws(Failure) -> (LayoutPriority, String) {
    let start = position
    let (digits, fraction) = try decimal(expected: "a priority from 1 to 1000")
    guard let value = Double(digits), value >= 1, value <= 1000 else {
      throw Failure(offset: start, reason: "the priority \(digits) is outside 1…1000")
    }
    // Float has nothing between 999.99994 and 1000: a priority written below 1000 must stay optional
    // rather than round up to required.
    let rounded = Float(value)
    let priority = value < 1000 && rounded >= 1000 ? Float(1000).nextDown : rounded
    return (LayoutPriority(priority), fraction ? "a digit or the end" : "a digit, \".\" or the end")
  }
}
