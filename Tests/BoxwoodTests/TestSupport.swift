import Boxwood
import Foundation

/// A font whose approximate metrics are round numbers: 5 pt per character, 12 pt lines, ascent 8.
let tenPoint = Font.system(size: 10)

/// A window with the deterministic ``ApproximateTextMeasurer``, so text tests need no font engine.
@MainActor
func makeWindow(width: Double = 200, height: Double = 100, rootView: View = View()) -> Window {
  let window = Window(title: "test", size: Size(width: width, height: height), rootView: rootView)
  window.textMeasurer = ApproximateTextMeasurer()
  return window
}

extension BoxwoodError {
  /// The name of the case, so expectations can match errors without their payloads.
  var kind: String {
    switch self {
    case .viewHierarchyCycle: return "viewHierarchyCycle"
    case .viewTreeTooDeep: return "viewTreeTooDeep"
    case .nonFiniteGeometry: return "nonFiniteGeometry"
    case .geometryOutOfRange: return "geometryOutOfRange"
    case .fontNotFound: return "fontNotFound"
    case .fontUnreadable: return "fontUnreadable"
    case .fontCorrupt: return "fontCorrupt"
    case .invalidImageData: return "invalidImageData"
    case .invalidConstraint: return "invalidConstraint"
    case .noCommonAncestor: return "noCommonAncestor"
    case .priorityChangeRefused: return "priorityChangeRefused"
    case .invalidBoxLayout: return "invalidBoxLayout"
    case .invalidFrameStack: return "invalidFrameStack"
    case .invalidStackLayout: return "invalidStackLayout"
    case .invalidValue: return "invalidValue"
    case .invalidAnimation: return "invalidAnimation"
    case .unsatisfiableConstraints: return "unsatisfiableConstraints"
    case .invalidDictionaryLayout: return "invalidDictionaryLayout"
    }
  }
}

/// One `.text` command of a display list, without its font and colour.
struct TextRun: Equatable, CustomStringConvertible {
  var text: String
  var origin: Point
  var description: String { "\"\(text)\" at \(origin)" }
}

extension DisplayList {
  /// The text commands, in drawing order.
  var textRuns: [TextRun] {
    commands.compactMap { command in
      guard case .text(let text, _, _, let origin) = command else { return nil }
      return TextRun(text: text, origin: origin)
    }
  }

  /// The rectangles of the fill commands, in drawing order.
  var fillRects: [Rect] {
    commands.compactMap { command in
      guard case .fill(let rect, _, _) = command else { return nil }
      return rect
    }
  }

  /// Whether every push has a matching pop of the same kind, properly nested.
  var isBalanced: Bool {
    var stack: [String] = []
    for command in commands {
      switch command {
      case .pushClip: stack.append("clip")
      case .pushOpacity: stack.append("opacity")
      case .popClip: guard stack.popLast() == "clip" else { return false }
      case .popOpacity: guard stack.popLast() == "opacity" else { return false }
      case .pushTransform: stack.append("transform")
      case .popTransform: guard stack.popLast() == "transform" else { return false }
      default: break
      }
    }
    return stack.isEmpty
  }
}

/// A file under the temporary directory with a unique name, removed when the test is done with it.
struct TemporaryFile {
  let url: URL
  var path: String { url.path }

  /// Writes `bytes` to a new uniquely named file.
  init(bytes: [UInt8], suffix: String = ".ttf") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("boxwood-tests-\(UUID().uuidString)\(suffix)")
    try Data(bytes).write(to: url)
  }

  /// Deletes the file.
  func remove() { try? FileManager.default.removeItem(at: url) }
}

extension View {
  /// Creates a plain view with a debug name, so expectations can list views by name.
  static func named(_ name: String, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
  }

  /// The debug names of the subviews, back to front ("?" for unnamed ones).
  var subviewNames: [String] { subviews.map { $0.debugName ?? "?" } }
}
