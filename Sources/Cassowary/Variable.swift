/// A named unknown whose value the solver computes.
///
/// Variables are reference handles with identity semantics: two variables with the same name are
/// different unknowns. Compare them with `===` or by `id`; the name is only for diagnostics.
/// `value` is written by ``Solver/updateVariables()`` and keeps its last value once the variable
/// leaves every solver.
///
/// The type is marked `@unchecked Sendable` so that ``SolverError`` can carry it; a variable is
/// not synchronised, so use it (and the solvers that hold it) from one actor at a time.
public final class Variable: Identifiable, @unchecked Sendable {
  /// The diagnostic name given at creation.
  public let name: String

  /// The mutable state lives outside the object so that reading and writing it (the hot path of
  /// every update and every frame read) needs no dynamic exclusivity check and no reference
  /// count: the solver writes values through this pointer while it holds the variable.
  @usableFromInline let cell: UnsafeMutablePointer<VariableCell>

  /// The value computed by the last ``Solver/updateVariables()`` that moved it (initially 0).
  @inlinable public internal(set) var value: Double {
    get { cell.pointee.value }
    set { cell.pointee.value = newValue }
  }

  /// An integer the client may attach (initially -1), for instance an index into its own tables, so
  /// that mapping ``Solver/changedVariables`` back to its objects needs no dictionary. The solver
  /// never reads it.
  @inlinable public var tag: Int {
    get { cell.pointee.tag }
    set { cell.pointee.tag = newValue }
  }

  /// The symbol of this variable in its owning solver (the first solver that holds it), which
  /// then needs no dictionary; other solvers find it in their own index.
  var symbolHint: Int32 {
    get { cell.pointee.symbolHint }
    set { cell.pointee.symbolHint = newValue }
  }

  /// The identity of the owning solver's core, or 0.
  var owner: UInt {
    get { cell.pointee.owner }
    set { cell.pointee.owner = newValue }
  }

  /// Creates a variable with a diagnostic name.
  public init(_ name: String = "") {
    self.name = name
    cell = .allocate(capacity: 1)
    cell.initialize(to: VariableCell(value: 0, tag: -1, symbolHint: -1, owner: 0))
  }

  deinit {
    cell.deallocate()
  }

  /// The identity of this variable, usable as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Variable: CustomStringConvertible {
  /// The name, or a placeholder when the variable is anonymous.
  public var description: String { name.isEmpty ? "<anonymous>" : name }
}

/// The out-of-line state of a ``Variable``.
@usableFromInline
struct VariableCell {
  @usableFromInline var value: Double
  @usableFromInline var tag: Int
  var symbolHint: Int32
  var owner: UInt
}
