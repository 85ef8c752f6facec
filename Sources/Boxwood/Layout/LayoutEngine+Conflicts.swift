import Cassowary

// Conflicts: which constraint a failed change breaks, and the one report a pass logs for them all.

extension LayoutEngine {
  /// A support constraint that conflicts with required app constraints: the latest of those is broken
  /// (and reported) instead, until it holds. A size can never be negative, whoever asks; and a frame-based
  /// view's frame wins over the app's constraints whether it entered the solver in the same pass as them
  /// (support goes in first, see ``sync()``) or in a later one (the view set its own frame in its layout
  /// pass, as a frame stack does). Breaking the frame instead would leave the view's layout pass setting
  /// a frame that the solver's frame overwrites, pass after pass, and the app constraint not holding.
  func addSupport(_ supportConstraint: Cassowary.Constraint, after error: SolverError) -> Bool {
    let name = supportConstraint.reportName
    return breakAppConstraints(after: error, for: name) { () throws(SolverError) in
      try solver.addConstraint(supportConstraint)
    }
  }

  /// Breaks (and reports) the required app constraints a failed engine change conflicts with, latest
  /// first, and retries the change until it succeeds; `false` when no app constraint is left to break.
  /// Engine changes (size guards, the window's root size) always win over the app's constraints; with
  /// `orSizeGuards` (the window's root size) a conflicting size guard is broken too once no app
  /// constraint is left.
  func breakAppConstraints(
    after error: SolverError, for change: String, orSizeGuards: Bool = false,
    retry: () throws(SolverError) -> Void
  ) -> Bool {
    var error = error
    for _ in 0..<8 {
      guard case .unsatisfiableConstraint(_, let conflicts) = error else { return false }
      if let victim = latestAppConstraint(in: conflicts) {
        let record = installed[ObjectIdentifier(victim)]!
        let name = record.solverConstraint.diagnosticDescription?() ?? "\(victim)"
        let others = conflicts.filter { $0 !== record.solverConstraint }.map(\.reportName)
        breakInstalled(record, name: name, conflicting: others + [change])
      } else if orSizeGuards, let sizeGuard = conflicts.last(where: isSizeGuard) {
        breakSizeGuard(sizeGuard, conflicting: conflicts, change: change)
      } else {
        return false
      }
      do {
        try retry()
        return true
      } catch let next {
        error = next
      }
    }
    return false
  }

  /// Takes an installed app constraint out of the solver and marks it broken; the pass reports it,
  /// naming what it conflicts with.
  func breakInstalled(_ record: Installed, name: String, conflicting: [String]) {
    try? solver.removeConstraint(record.solverConstraint)
    reports.append(ConflictReport(broken: name, conflicting: conflicting))
    uninstall(record)
    if !isScratch { record.constraint.isBroken = true }
  }

  /// Takes a size guard out of the solver and reports it broken, as a guard that cannot be added is
  /// (see ``add(_:)``): an item whose margins outgrow it keeps the negative size its margins give it.
  private func breakSizeGuard(
    _ sizeGuard: Cassowary.Constraint, conflicting: [Cassowary.Constraint], change: String
  ) {
    try? solver.removeConstraint(sizeGuard)
    let id = ObjectIdentifier(sizeGuard)
    let others = conflicting.filter { $0 !== sizeGuard }.map(\.reportName)
    reports.append(
      ConflictReport(
        broken: sizeGuard.diagnosticDescription?() ?? "a size guard", conflicting: others + [change]))
    sizeGuard.diagnosticDescription = nil
    sizeGuardIDs.remove(id)
    if let variable = sizeGuard.expression.terms.first?.variable, let node = owner(of: variable) {
      node.support.removeAll { $0 === sizeGuard }
    }
  }

  private func isSizeGuard(_ constraint: Cassowary.Constraint) -> Bool {
    sizeGuardIDs.contains(ObjectIdentifier(constraint))
  }

  /// The app constraint installed as the latest of `conflicts` that is one (the others are support).
  ///
  /// Installed records are keyed by the app's constraint, so the solver's are matched in one pass over
  /// them: a search per conflict walked every installed constraint for each support constraint at the
  /// end of a long conflict list.
  private func latestAppConstraint(in conflicts: [Cassowary.Constraint]) -> LayoutConstraint? {
    var latest: [ObjectIdentifier: Int] = [:]
    for (index, conflict) in conflicts.enumerated() { latest[ObjectIdentifier(conflict)] = index }
    var best: (index: Int, constraint: LayoutConstraint)?
    for record in installed.values {
      guard let index = latest[ObjectIdentifier(record.solverConstraint)], index > (best?.index ?? -1)
      else { continue }
      best = (index, record.constraint)
    }
    return best?.constraint
  }

  func record(
    _ error: SolverError, _ solverConstraint: Cassowary.Constraint, _ constraint: LayoutConstraint?
  ) {
    let name = solverConstraint.reportName
    var conflicting: [String] = []
    if case .unsatisfiableConstraint(_, let conflicts) = error {
      conflicting = conflicts.map(\.reportName)
    } else {
      conflicting = ["\(error)"]
    }
    reports.append(ConflictReport(broken: name, conflicting: conflicting))
    if let constraint, let installedRecord = installed[ObjectIdentifier(constraint)] {
      uninstall(installedRecord)
      if !isScratch { constraint.isBroken = true }
    } else {
      for node in nodes.values { node.support.removeAll { $0 === solverConstraint } }
    }
  }

  /// Logs one report for all the conflicts of a pass, however many there were.
  func flushReports() {
    guard !reports.isEmpty else { return }
    defer { reports = [] }
    guard !isScratch else { return }
    let shown = reports.prefix(5)
    var lines = [
      "Unable to simultaneously satisfy constraints in \(root?.shortDescription ?? "a released tree")."
    ]
    for report in shown {
      lines.append("  Broke: \(report.broken)")
      lines.append("    because it conflicts with: " + report.conflicting.joined(separator: "; "))
    }
    if reports.count > shown.count {
      lines.append("  … and \(reports.count - shown.count) more broken constraints.")
    }
    lines.append("  Each broken constraint stays active but unenforced until it is deactivated or changed.")
    Diagnostics.report(
      .unsatisfiableConstraints(
        summary: lines.joined(separator: "\n"), broken: reports.map(\.broken),
        conflicting: reports[0].conflicting))
  }
}
