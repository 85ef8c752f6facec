/// Counters of work done inside the core's queries, which cannot mutate the core itself (for tests
/// that check how work grows).
final class WorkCounters {
  /// Rows read by the dual simplex entry's feasibility checks.
  var feasibilityRowsRead = 0
}
