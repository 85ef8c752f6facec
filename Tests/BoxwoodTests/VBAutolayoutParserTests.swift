import Boxwood
import Testing

/// A constant string and what it should parse to.
struct ValidConstant: Sendable, CustomTestStringConvertible {
  let text: String
  let expected: VBConstant
  var testDescription: String { String(reflecting: text) }
  init(_ text: String, _ relation: LayoutRelation, _ value: Double, _ priority: Float = 1000) {
    self.text = text
    expected = VBConstant(relation, value, priority: LayoutPriority(priority))
  }
}

/// A malformed constant string, the offset the error must point at and a fragment of its reason.
struct InvalidConstant: Sendable, CustomTestStringConvertible {
  let text: String
  let offset: Int
  let reason: String
  var testDescription: String { String(reflecting: text) }
  init(_ text: String, _ offset: Int, _ reason: String) {
    self.text = text
    self.offset = offset
    self.reason = reason
  }
}

@Suite("VBAutolayout: the constant-string parser")
@MainActor
struct VBAutolayoutParserTests {
  nonisolated static let valid: [ValidConstant] = [
    ValidConstant("", .equal, 0),
    ValidConstant("10", .equal, 10),
    ValidConstant("=10", .equal, 10),
    ValidConstant("==10", .equal, 10),
    ValidConstant(">=10@999", .greaterThanOrEqual, 10, 999),
    ValidConstant(">10", .greaterThanOrEqual, 10),
    ValidConstant("<10", .lessThanOrEqual, 10),
    ValidConstant("<50@999", .lessThanOrEqual, 50, 999),
    ValidConstant("<=(-5)@250", .lessThanOrEqual, -5, 250),
    ValidConstant(">=(-10)@750", .greaterThanOrEqual, -10, 750),
    ValidConstant("-15", .equal, -15),
    ValidConstant("(-10)", .equal, -10),
    ValidConstant("+7", .equal, 7),
    ValidConstant("(+7.25)", .equal, 7.25),
    ValidConstant("10.5", .equal, 10.5),
    ValidConstant("<=-0.5@1", .lessThanOrEqual, -0.5, 1),
    ValidConstant("007", .equal, 7),
    ValidConstant("0@999", .equal, 0, 999),
    ValidConstant("10@999.5", .equal, 10, 999.5),
    ValidConstant("10@1000", .equal, 10, 1000),
    ValidConstant("1000000", .equal, 1_000_000),
    ValidConstant("(-1000000)", .equal, -1_000_000),
  ]

  nonisolated static let invalid: [InvalidConstant] = [
    // Whitespace is an error wherever it is.
    InvalidConstant(" >=10", 0, "whitespace is not allowed"),
    InvalidConstant("10 @999", 2, "whitespace is not allowed"),
    InvalidConstant(">= 10", 2, "whitespace is not allowed"),
    InvalidConstant("10 ", 2, "whitespace is not allowed"),
    InvalidConstant("10\t", 2, "whitespace is not allowed"),
    InvalidConstant("\u{00A0}10", 0, "whitespace is not allowed"),
    // Relations.
    InvalidConstant("=>10", 1, "\"=>\" is not a relation: write \">=\""),
    InvalidConstant("=<10", 1, "\"=<\" is not a relation: write \"<=\""),
    InvalidConstant(">>10", 1, "expected \"=\" or a number, found \">\""),
    InvalidConstant(">==10", 2, "expected a number, found \"=\""),
    InvalidConstant("!=10", 0, "expected a relation or a number, found \"!\""),
    InvalidConstant(">=", 2, "expected a number, found the end"),
    InvalidConstant(">", 1, "expected \"=\" or a number, found the end"),
    // Numbers.
    InvalidConstant("10x", 2, "expected a digit, \".\", \"@\" or the end, found \"x\""),
    InvalidConstant("10.5.5", 4, "expected a digit, \"@\" or the end, found \".\""),
    InvalidConstant("10.", 3, "expected a digit after \".\", found the end"),
    InvalidConstant(".5", 0, "expected a relation or a number, found \".\""),
    InvalidConstant("(10", 3, "expected a digit, \".\" or \")\", found the end"),
    InvalidConstant("10)", 2, "found \")\""),
    InvalidConstant("(10))", 4, "expected \"@\" or the end, found \")\""),
    InvalidConstant("()", 1, "expected \"-\", \"+\" or a digit, found \")\""),
    InvalidConstant("--5", 1, "expected a digit, found \"-\""),
    InvalidConstant("-(5)", 1, "expected a digit, found \"(\""),
    InvalidConstant("1e3", 1, "found \"e\""),
    InvalidConstant("nan", 0, "found \"n\""),
    InvalidConstant("inf", 0, "found \"i\""),
    InvalidConstant(",10", 0, "found \",\""),
    InvalidConstant("\u{FF11}\u{FF10}", 0, "expected a relation or a number"),
    InvalidConstant("1\u{0301}0", 0, "expected a relation or a number"),
    InvalidConstant("1000001", 0, "beyond ±1000000 points"),
    InvalidConstant("<=(-1000000.5)", 3, "beyond ±1000000 points"),
    InvalidConstant(String(repeating: "9", count: 400), 0, "beyond ±1000000 points"),
    // Priorities.
    InvalidConstant("@", 0, "found \"@\"; a priority follows a number"),
    InvalidConstant("@999", 0, "found \"@\"; a priority follows a number"),
    InvalidConstant("10@", 3, "expected a priority from 1 to 1000, found the end"),
    InvalidConstant("10@@999", 3, "expected a priority from 1 to 1000, found \"@\""),
    InvalidConstant("10@-5", 3, "expected a priority from 1 to 1000, found \"-\""),
    InvalidConstant("10@0", 3, "the priority 0 is outside 1…1000"),
    InvalidConstant("10@1001", 3, "the priority 1001 is outside 1…1000"),
    InvalidConstant("10@999x", 6, "expected a digit, \".\" or the end, found \"x\""),
    InvalidConstant("10@999.5x", 8, "expected a digit or the end, found \"x\""),
  ]

  @Test("valid strings parse to their relation, value and priority", arguments: valid)
  func validStrings(_ row: ValidConstant) throws {
    let parsed = try VBConstant(parsing: row.text)
    #expect(parsed == row.expected)
  }

  @Test("malformed strings are errors that quote the string and point at the position", arguments: invalid)
  func invalidStrings(_ row: InvalidConstant) {
    let error = vbLayoutError { _ = try VBConstant(parsing: row.text) }
    guard case .malformedConstant(let text, let offset, let reason)? = error?.problem else {
      Issue.record(
        "\(String(reflecting: row.text)) was accepted or gave another error: \(String(describing: error))")
      return
    }
    #expect(text == row.text)
    #expect(offset == row.offset)
    #expect(reason.contains(row.reason), "\(reason)")
    #expect(error?.description.contains(String(reflecting: row.text)) == true)
  }

  @Test("the message quotes the string and puts a caret under the offending character")
  func caret() {
    let error = vbLayoutError { _ = try VBConstant(parsing: "10x") }
    #expect(
      error?.description == """
        malformed layout constant "10x" at offset 2: expected a digit, ".", "@" or the end, found "x"
            10x
              ^
        """)
    let end = vbLayoutError { _ = try VBConstant(parsing: ">=") }
    #expect(end?.description.hasSuffix("    >=\n      ^") == true)
    let tab = vbLayoutError { _ = try VBConstant(parsing: "1\t0") }
    #expect(tab?.description.hasSuffix("    1 0\n     ^") == true)
  }

  @Test("a constant's description is the canonical string, which parses back to it")
  func descriptionRoundTrips() throws {
    for row in Self.valid {
      let constant = try VBConstant(parsing: row.text)
      let again = try VBConstant(parsing: constant.description)
      #expect(again == constant, "\(row.text) → \(constant)")
    }
    #expect(VBConstant(.greaterThanOrEqual, 10, priority: 999).description == ">=10@999")
    #expect(VBConstant(.lessThanOrEqual, -5.5).description == "<=-5.5")
    #expect(VBConstant().description == "0")
  }

  @Test("an error in a layout names the view, the key and the array element")
  func errorsInALayoutAreLocated() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let error = vbLayoutError {
      _ = try LayoutConstraint.constraints(with: child, layout: [.top: "10", .bottom: ["0", "10 @999"]])
    }
    #expect(error?.view == "View(\"child\")")
    #expect(error?.key == "bottom")
    #expect(error?.index == 1)
    #expect(
      error?.description.hasPrefix(
        "layout of View(\"child\"), bottom[1]: malformed layout constant \"10 @999\" at offset 2: whitespace")
        == true)
    let single = vbLayoutError { _ = try LayoutConstraint.constraints(with: child, layout: [.width: "=>5"]) }
    #expect(single?.key == "width")
    #expect(single?.index == nil)
    let strings = vbLayoutError {
      _ = try LayoutConstraint.constraints(
        with: child, layoutDictionary: ["VBAutolayoutAttributeWidth": "5x"])
    }
    #expect(strings?.key == "VBAutolayoutAttributeWidth")
  }
}
