import Cassowary
import Synchronization

/// Read-only counts of what a window holds: the size of its layout system, its views and its animations.
///
/// For leak and soak tests: a window whose app returns to the same state must return to the same
/// numbers. Reading them changes nothing (no layout pass runs).
public struct WindowStatistics: Sendable, Equatable, CustomStringConvertible {
  /// Constraints in the window's solver (Auto Layout constraints, the engine's own ones for intrinsic
  /// sizes and autoresizing, and the window size).
  public var solverConstraints = 0
  /// Rows of the solver's simplex tableau.
  public var solverRows = 0
  /// Cells in the rows of the solver's tableau: with ``solverRows``, how dense it is.
  public var solverCells = 0
  /// How many times the solver built its tableau again because it had filled in (see
  /// `Solver.rebuildsWhenDense`).
  public var solverRebuilds = 0
  /// Required equalities the solver keeps out of its tableau as definitions.
  public var solverDefinitions = 0
  /// Symbols in use in the solver (variables, slacks, errors, markers).
  public var solverSymbols = 0
  /// Views and layout guides with variables in the window's layout engine.
  public var layoutNodes = 0
  /// Auto Layout constraints the engine holds (installed in its solver).
  public var installedConstraints = 0
  /// Views in the window's tree, hidden ones included.
  public var views = 0
  /// Views in the window with running or queued animations.
  public var animatingViews = 0
  /// Animation tracks (one per animated property of a view) running or waiting for their delay.
  public var animationTracks = 0
  /// Animation completions waiting for the next frame (shared by all windows).
  public var pendingCompletions = 0

  /// Creates statistics with every count at zero.
  public init() {}

  /// One line: `constraints=… rows=… …`.
  public var description: String {
    "constraints=\(solverConstraints) rows=\(solverRows) cells=\(solverCells) "
      + "rebuilds=\(solverRebuilds) definitions=\(solverDefinitions) "
      + "symbols=\(solverSymbols) nodes=\(layoutNodes) installed=\(installedConstraints) views=\(views) "
      + "animatingViews=\(animatingViews) tracks=\(animationTracks) completions=\(pendingCompletions)"
  }
}

extension Window {
  /// What the window holds now (see ``WindowStatistics``); O(views + solver rows).
  public var statistics: WindowStatistics {
    var result = WindowStatistics()
    if let engine = rootView.layoutEngine {
      let solver = engine.solver
      result.solverConstraints = solver.constraintCount
      result.solverRows = solver.rowCount
      result.solverCells = solver.cellCount
      result.solverRebuilds = solver.rebuildCount
      result.solverDefinitions = solver.definitionCount
      result.solverSymbols = solver.symbolCount
      result.layoutNodes = engine.nodes.count
      result.installedConstraints = engine.installed.count
    }
    var views = 0
    var stack = [rootView]
    while let view = stack.popLast() {
      views += 1
      stack.append(contentsOf: view.subviews)
    }
    result.views = views
    result.animatingViews = animatingViews.count
    result.animationTracks = animatingViews.reduce(0) { $0 + ($1.animations?.count ?? 0) }
    result.pendingCompletions = AnimationCenter.pendingCount
    return result
  }
}

extension View {
  /// How many ``View`` objects exist in the process now (made and not yet deinitialised), in any window
  /// or none: views an app drops must not pile up.
  public nonisolated static var liveInstanceCount: Int { liveInstances.load(ordering: .relaxed) }

  /// Counted in `init` and `deinit` (which may run off the main actor, hence atomic).
  nonisolated static let liveInstances = Atomic<Int>(0)
}

extension Window {
  /// The window's layout problem as a linear program (see Cassowary's ``LinearProgram``): every
  /// constraint its solver holds, to solve with an LP solver and compare, or to read. O(constraints);
  /// lays nothing out (call ``layoutIfNeeded()`` first for the current constraints and cost).
  public func layoutLinearProgram() -> LinearProgram {
    guard let engine = rootView.layoutEngine else { return Solver().linearProgram() }
    return engine.solver.linearProgram()
  }
}
