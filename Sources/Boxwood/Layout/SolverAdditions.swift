import Cassowary

/// The constraints one pass of ``LayoutEngine/sync()`` adds to the solver, in the order they enter:
/// the engine's own (support: frames, intrinsic sizes, size guards) before the app's, so that when they
/// conflict it is the app's constraint that is broken, deterministically the later one.
///
/// One array of references, the app's first (a pass installs them before it builds the support they call
/// for), turned in place into the order they enter by ``takeOrdered()``. Two arrays concatenated into a
/// third retained every constraint once more and released it twice at the end of the pass, long after it
/// had left the cache (4 % of the misses to memory of a first layout of 10,000 cards). The app constraints
/// are listed unretained: the pass's queue holds them until the pass ends. (Before both, one array of
/// (solver constraint, app constraint) pairs was destroyed through the runtime's generic tuple
/// destructor, which touched both objects again: 90,000 such destructions in the first layout of amoeba's
/// tree at 8,191 points.)
struct SolverAdditions {
  /// The app's constraints in the order they were added, then the engine's (until ``takeOrdered()``).
  private var constraints: [Cassowary.Constraint] = []
  /// How many of ``constraints`` are the app's.
  private var appCount = 0
  /// The app constraint each of the app's entries was built from, in the same order.
  private var owners: [Unmanaged<LayoutConstraint>] = []
  /// Whether ``takeOrdered()`` has put the support first.
  private var isOrdered = false

  /// Whether nothing was added.
  var isEmpty: Bool { constraints.isEmpty }

  /// Adds one of the engine's own constraints.
  mutating func appendSupport(_ constraint: Cassowary.Constraint) {
    precondition(!isOrdered, "SolverAdditions: added to after takeOrdered()")
    constraints.append(constraint)
  }

  /// Adds the solver form of an app constraint (after the app's added before it, before any support);
  /// `owner` must outlive the pass (the queue being synced holds it).
  mutating func append(_ constraint: Cassowary.Constraint, builtFrom owner: LayoutConstraint) {
    precondition(!isOrdered, "SolverAdditions: added to after takeOrdered()")
    if appCount == constraints.count {
      constraints.append(constraint)
    } else {
      constraints.insert(constraint, at: appCount)
    }
    appCount += 1
    owners.append(Unmanaged.passUnretained(owner))
  }

  /// Every constraint in the order it enters the solver, the support then the app's; afterwards
  /// ``owner(at:)`` indexes this list.
  ///
  /// The app's block and the support's trade places by three reversals of the references in place, which
  /// moves them without retaining or releasing (so without touching) any constraint.
  mutating func takeOrdered() -> [Cassowary.Constraint] {
    if !isOrdered {
      isOrdered = true
      let split = constraints.count - appCount
      constraints.withUnsafeMutableBufferPointer { references in
        references.reverse()
        references[..<split].reverse()
        references[split...].reverse()
      }
    }
    return constraints
  }

  /// The app constraint that the entry at `index` of ``takeOrdered()``'s list was built from; nil for
  /// support.
  func owner(at index: Int) -> LayoutConstraint? {
    let supportCount = constraints.count - appCount
    return index < supportCount ? nil : owners[index - supportCount].takeUnretainedValue()
  }
}
