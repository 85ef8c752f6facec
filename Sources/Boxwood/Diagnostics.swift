import Logging

/// The typed errors of the Boxwood core, each carrying the object or path at fault.
public enum BoxwoodError: Error, CustomStringConvertible {
  /// A view was to be added into its own subtree (or to itself); the tree was left unchanged.
  case viewHierarchyCycle(view: ViewReference, into: ViewReference)
  /// A view was to be added where the tree would be deeper than ``View/maximumTreeDepth``: `depth` is
  /// how far below the root the added subtree's deepest view would have been. The tree was left unchanged
  /// (a ``BoxView`` drops the view's item, a ``StackView`` does not arrange it).
  case viewTreeTooDeep(view: ViewReference, into: ViewReference, depth: Int)
  /// A frame or size with a NaN or infinite component was refused.
  case nonFiniteGeometry(view: ViewReference, property: String, value: String)
  /// A frame, size or margin with a component beyond ``LayoutConstraint/maximumConstantMagnitude`` (a
  /// billion points) was refused: layout cannot hold it exactly. The previous value was kept.
  case geometryOutOfRange(view: ViewReference, property: String, value: String)
  /// A font file does not exist.
  case fontNotFound(path: String)
  /// A font file exists but cannot be read (a directory, no permission, an I/O error).
  case fontUnreadable(path: String, reason: String)
  /// A font file was read but is not a valid TrueType/OpenType font.
  case fontCorrupt(path: String, reason: String)
  /// An image's pixel data does not match its stated dimensions.
  case invalidImageData(reason: String)
  /// A constraint was not activated because it cannot be honoured (named, with the reason).
  case invalidConstraint(constraint: String, reason: String)
  /// A constraint's items have no common ancestor, so it was not activated.
  case noCommonAncestor(constraint: String, first: ViewReference, second: ViewReference)
  /// Changing an active constraint's priority between required and optional was refused.
  case priorityChangeRefused(constraint: String, from: Float, to: Float)
  /// A BoxView's items or values are inconsistent; the named part was left out or kept as it was.
  case invalidBoxLayout(box: String, reason: String)
  /// A frame stack (``FrameStackView``) met a value or setup it cannot honour; the reason says what it did.
  case invalidFrameStack(stack: ViewReference, reason: String)
  /// A StackView was given a value or view it cannot honour; the reason says what it did instead.
  case invalidStackLayout(stack: ViewReference, reason: String)
  /// Required constraints conflicted; the named ones were broken (one report per layout pass).
  case unsatisfiableConstraints(summary: String, broken: [String], conflicting: [String])
  /// A dictionary layout (VBAutolayout) or one of its constant strings is malformed; nothing was built.
  case invalidDictionaryLayout(VBLayoutError)
  /// A setting or argument was given a value it cannot take (NaN, infinite, negative or out of its range):
  /// `subject` names the object or function, `property` the setting, `expected` what it takes and what
  /// was done instead (usually: the previous value kept).
  case invalidValue(subject: String, property: String, value: String, expected: String)
  /// An animation was given a value it cannot use (a negative or NaN duration, a bad curve); the reason
  /// says what was used instead.
  case invalidAnimation(reason: String)

  /// One readable sentence naming the culprit (the view, constraint, file or value) and what was done
  /// instead, as logged by ``Diagnostics``.
  public var description: String {
    switch self {
    case .viewHierarchyCycle(let view, let into):
      return "cannot add \(view.name) to \(into.name): "
        + (view.view === into.view ? "a view cannot be its own subview" : "it is an ancestor of that view")
        + "; the view tree is unchanged"
    case .viewTreeTooDeep(let view, let into, let depth):
      return
        "cannot add \(view.name) to \(into.name): the view tree would be \(depth) levels deep, more than "
        + "View.maximumTreeDepth (\(View.maximumTreeDepth)); the view tree is unchanged"
    case .nonFiniteGeometry(let view, let property, let value):
      return "refused non-finite \(property) \(value) for \(view.name); kept the previous value"
    case .geometryOutOfRange(let view, let property, let value):
      return "refused \(property) \(value) for \(view.name): \(LayoutLimit.reason); kept the previous value"
    case .fontNotFound(let path): return "font file not found: \(path)"
    case .fontUnreadable(let path, let reason): return "font file unreadable: \(path) (\(reason))"
    case .fontCorrupt(let path, let reason): return "font file is not a valid font: \(path) (\(reason))"
    case .invalidImageData(let reason): return "invalid image data: \(reason)"
    case .invalidConstraint(let constraint, let reason): return "cannot activate \(constraint): \(reason)"
    case .noCommonAncestor(let constraint, let first, let second):
      return "cannot activate \(constraint): \(first.name) and \(second.name) have no common ancestor"
    case .priorityChangeRefused(let constraint, let from, let to):
      return "cannot change the priority of active constraint \(constraint) from \(from) to \(to): "
        + "a constraint cannot switch between required and optional while active; deactivate it first"
    case .invalidBoxLayout(let box, let reason): return "\(box): \(reason)"
    case .invalidFrameStack(let stack, let reason): return "\(stack.name): \(reason)"
    case .invalidStackLayout(let stack, let reason): return "\(stack.name): \(reason)"
    case .unsatisfiableConstraints(let summary, _, _): return summary
    case .invalidDictionaryLayout(let error): return error.description
    case .invalidValue(let subject, let property, let value, let expected):
      return "refused \(property) \(value) for \(subject): expected \(expected)"
    case .invalidAnimation(let reason): return "animation: \(reason)"
    }
  }
}

/// A view named in an error: the view itself and its description when the error was made.
public struct ViewReference: Sendable {
  /// The view at fault.
  public let view: View
  /// Its short description (type and debug name) at the time of the error.
  public let name: String

  /// Captures a view and its current short description.
  @MainActor public init(_ view: View) {
    self.view = view
    self.name = view.shortDescription
  }
}

/// Where Boxwood reports misuse that it refused or repaired without throwing.
///
/// Every report is logged (label `boxwood`). Code that wants to observe reports — tests, an app's
/// diagnostics panel — runs inside ``collect(_:)``, which is task-local and so safe with parallel tests.
public enum Diagnostics {
  /// The logger used for every report.
  public static let logger = Logger(label: "boxwood")

  @TaskLocal static var collector: Collector?

  /// A sink for the reports made while a ``collect(_:)`` body runs.
  public final class Collector: @unchecked Sendable {
    /// The errors reported so far, oldest first.
    public private(set) var errors: [BoxwoodError] = []
    /// The warnings reported so far, oldest first.
    public private(set) var warnings: [String] = []
    fileprivate func add(_ error: BoxwoodError) { errors.append(error) }
    fileprivate func add(_ warning: String) { warnings.append(warning) }
  }

  /// Runs `body` and returns what it returned with every error and warning reported meanwhile.
  @MainActor public static func collect<T>(_ body: () throws -> T) rethrows -> (T, Collector) {
    let sink = Collector()
    let value = try $collector.withValue(sink) { try body() }
    return (value, sink)
  }

  /// Reports a refused or repaired misuse: logs it as an error and hands it to the collector.
  public static func report(_ error: BoxwoodError) {
    logger.error("\(error.description)")
    collector?.add(error)
  }

  /// Reports a condition worth a user's attention that is not an error.
  public static func warn(_ message: String) {
    logger.warning("\(message)")
    collector?.add(message)
  }
}
