import Cassowary

/// The constraints one pass of ``LayoutEngine/sync()`` adds to the solver, in the order they enter:
/// the engine's own (support: frames, intrinsic sizes, size guards) before the app's, so that when they
/// conflict it is the app's constraint that is broken, deterministically the later one.
///
/// Plain arrays of references rather than one array of (solver constraint, app constraint) pairs: the
/// pairs were copied into a second, ordered array and each destroyed through the runtime's generic
/// tuple destructor, which touched both objects again long after they had left the cache (90,000 such
/// destructions in the first layout of amoeba's tree at 8,191 points).
struct SolverAdditions {
  /// The engine's constraints, in the order they were added.
  private(set) var support: [Cassowary.Constraint] = []
  /// The app's constraints as the solver holds them, in the order they were added.
  private(set) var app: [Cassowary.Constraint] = []
  /// The app constraint each entry of ``app`` was built from.
  private var owners: [LayoutConstraint] = []

  /// Whether nothing was added.
  var isEmpty: Bool { support.isEmpty && app.isEmpty }

  /// Adds one of the engine's own constraints.
  mutating func appendSupport(_ constraint: Cassowary.Constraint) {
    support.append(constraint)
  }

  /// Adds the solver form of an app constraint.
  mutating func append(_ constraint: Cassowary.Constraint, builtFrom owner: LayoutConstraint) {
    app.append(constraint)
    owners.append(owner)
  }

  /// Every constraint in the order it enters the solver: the support, then the app's.
  var ordered: [Cassowary.Constraint] {
    if support.isEmpty { return app }
    if app.isEmpty { return support }
    return support + app
  }

  /// The app constraint that the entry at `index` of ``ordered`` was built from; nil for support.
  func owner(at index: Int) -> LayoutConstraint? {
    index < support.count ? nil : owners[index - support.count]
  }
}
