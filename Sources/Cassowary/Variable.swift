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

  // The mutable state is stored in the object, unchecked for exclusivity (the type is used from one actor
  // at a time): a read touches one cache line, where state behind a pointer touched two, and a variable
  // is one allocation. The solver writes values through an unretained reference. `value` and `tag` are
  // accessors over the stored properties because a stored public property is still checked for
  // exclusivity when another module accesses it directly.

  /// The value computed by the last ``Solver/updateVariables()`` that moved it (initially 0).
  @inlinable public internal(set) var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }
  @usableFromInline @exclusivity(unchecked) var storedValue: Double = 0

  /// An integer the client may attach (initially -1), for instance an index into its own tables, so
  /// that mapping ``Solver/changedVariables`` back to its objects needs no dictionary. The solver
  /// never reads it.
  @inlinable public var tag: Int {
    get { storedTag }
    set { storedTag = newValue }
  }
  @usableFromInline @exclusivity(unchecked) var storedTag: Int = -1

  /// The symbol of this variable in its owning solver (the first solver that holds it), which
  /// then needs no dictionary; other solvers find it in their own index.
  @exclusivity(unchecked) var symbolHint: Int32 = -1

  /// The identity of the owning solver's core, or 0.
  @exclusivity(unchecked) var owner: UInt = 0

  /// Creates a variable with a diagnostic name.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The identity of this variable, usable as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Variable: CustomStringConvertible {
  /// The name, or a placeholder when the variable is anonymous.
  public var description: String { name.isEmpty ? "<anonymous>" : name }
}
