/// Why a dictionary layout (``VBLayout``) or a constant string was refused; carried by
/// ``BoxwoodError/invalidDictionaryLayout(_:)``. Nothing was built or changed.
public struct VBLayoutError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Equatable {
    /// A constant string does not follow the grammar of ``VBConstant/init(parsing:)``, or its number or
    /// priority is out of range. `offset` is the position of the offending character, counted in
    /// characters from 0 (`text.count` when the string ended too early).
    case malformedConstant(text: String, offset: Int, reason: String)
    /// A constant given as a value is NaN, infinite or beyond ``VBConstant/maximumMagnitude``.
    case constantOutOfRange(value: Double)
    /// The spec relates to the container, but the laid-out view has no superview (a guide: no owning
    /// view) when the constraints are built.
    case noSuperview
    /// The spec's item is not in the laid-out view's tree (or is a guide added to no view).
    case itemNotInHierarchy(item: String)
    /// The spec's item is the laid-out view itself.
    case itemIsTheView
    /// A string key that names none of the eight attributes (string-keyed layouts only).
    case unknownKey(String)
    /// Two keys of a string-keyed layout name one attribute (`"top"` and `"VBAutolayoutAttributeTop"`).
    case duplicateKey(String, String)
    /// A key of an item-spec dictionary other than `VBAutolayoutItem` and `VBAutolayoutConstant`.
    case unknownItemSpecKey(String)
    /// A value of a type the grammar does not allow (string-keyed layouts only).
    case wrongValueType(found: String, expected: String)
  }

  /// What is wrong.
  public let problem: Problem
  /// The laid-out view (or guide), by name; nil for a constant parsed on its own.
  public let view: String?
  /// The attribute key as written (`"top"`, or `"VBAutolayoutAttributeTop"` in a string-keyed layout).
  public let key: String?
  /// The element of an array spec, when the problem is in one.
  public let index: Int?

  /// An error about `problem`, with where it was found.
  public init(_ problem: Problem, view: String? = nil, key: String? = nil, index: Int? = nil) {
    self.problem = problem
    self.view = view
    self.key = key
    self.index = index
  }

  /// The same error with the place filled in where not already known.
  func located(view: String?, key: String?, index: Int?) -> VBLayoutError {
    VBLayoutError(problem, view: self.view ?? view, key: self.key ?? key, index: self.index ?? index)
  }

  /// `layout of View("a"), top[1]: malformed constant "10x" at offset 2: …`, then for a malformed
  /// constant the string again with a caret under the offending character.
  public var description: String {
    var place: [String] = []
    if let view { place.append("layout of \(view)") }
    if let key { place.append(index.map { "\(key)[\($0)]" } ?? key) }
    let prefix = place.isEmpty ? "" : place.joined(separator: ", ") + ": "
    return prefix + problemDescription
  }

  private var problemDescription: String {
    switch problem {
    case .malformedConstant(let text, let offset, let reason):
      // Tabs and line breaks are shown as spaces so that the caret stays under its character.
      let shown = String(text.map { $0.isWhitespace ? " " : $0 })
      let caret = String(repeating: " ", count: offset) + "^"
      return "malformed layout constant \(vbQuoted(text)) at offset \(offset): \(reason)\n"
        + "    \(shown)\n    \(caret)"
    case .constantOutOfRange(let value):
      return "layout constant \(value) is not a finite number within ±"
        + "\(formatScalar(VBConstant.maximumMagnitude)) points"
    case .noSuperview:
      return "the spec relates to the superview, but the view has none yet; add it to its superview first "
        + "(or use addSubview(_:withLayout:))"
    case .itemNotInHierarchy(let item):
      return "the item \(item) is not in the view's tree; both must share an ancestor when the "
        + "constraints are built"
    case .itemIsTheView: return "the item is the laid-out view itself"
    case .unknownKey(let key):
      return "unknown attribute key \(vbQuoted(key)); the keys are "
        + VBLayoutKey.allCases.map(\.originalName).joined(separator: ", ") + " (or top, bottom, …)"
    case .duplicateKey(let first, let second):
      return "the keys \(vbQuoted(first)) and \(vbQuoted(second)) name the same attribute"
    case .unknownItemSpecKey(let key):
      return "unknown item-spec key \(vbQuoted(key)); the keys are \(VBItemSpec.itemKey) and "
        + VBItemSpec.constantKey
    case .wrongValueType(let found, let expected): return "a value of type \(found); expected \(expected)"
    }
  }
}

/// A string in double quotes, with control characters escaped.
func vbQuoted(_ text: String) -> String {
  String(reflecting: text)
}
