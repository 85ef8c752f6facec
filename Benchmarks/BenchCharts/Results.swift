// The collected results file that Benchmarks/report writes and BenchCharts reads.
//
// Tab-separated, one measurement per line, after `# key: value` lines describing the run:
//
//   # date: 2026-11-22 12:00 UTC
//   bench<TAB>workload<TAB>n<TAB>ours_us<TAB>peer<TAB>peer_us<TAB>goal
//   solver<TAB>chain.build<TAB>1000<TAB>7390.1<TAB>kiwi<TAB>114230.5<TAB>20000
//
// `peer` names what `peer_us` measures ("-" for none); `peer_us` is a number, `>x` for a peer stopped
// after x µs, or `-`. `goal` is a bound in µs, `peer` (ours ≤ the peer), `ratio<=x` (ours / peer ≤ x),
// free text, or `-`.

import Foundation

/// What went wrong reading a results file: always with the file and line.
enum ResultsError: Error, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case badLine(path: String, line: Int, reason: String)
  case empty(path: String)

  var description: String {
    switch self {
    case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
    case .badLine(let path, let line, let reason): return "\(path):\(line): \(reason)"
    case .empty(let path): return "\(path): no measurements"
    }
  }
}

/// A peer's time: measured, or only known to be more than a limit (the run was stopped).
enum PeerTime: Equatable {
  case measured(Double)
  case moreThan(Double)

  /// The number to plot: the value, or the limit.
  var plotted: Double {
    switch self {
    case .measured(let value), .moreThan(let value): return value
    }
  }
}

/// What a measurement is held to.
enum Goal: Equatable {
  /// At most this many µs.
  case atMost(Double)
  /// At most the peer's time.
  case peer
  /// Ours / peer at most this.
  case ratio(Double)
  /// A goal stated in words only.
  case text(String)
}

/// One measurement.
struct ResultRow: Equatable {
  var bench: String
  var workload: String
  /// The size swept, or 0 when the workload has none.
  var n: Int
  var ours: Double
  var peerName: String?
  var peer: PeerTime?
  var goal: Goal?

  /// Ours / peer (an upper bound when the peer was stopped), if there is a peer.
  var ratio: Double? { peer.map { ours / $0.plotted } }

  /// Whether the goal is met: nil when there is none or it cannot be checked.
  var meetsGoal: Bool? {
    switch goal {
    case .atMost(let bound): return ours <= bound
    case .peer: return peer.map { ours <= $0.plotted }
    case .ratio(let bound): return ratio.map { $0 <= bound }
    case .text, nil: return nil
    }
  }
}

/// A whole results file: the run's description and its measurements, in file order.
struct Results {
  /// `# key: value` lines, in order.
  var info: [(key: String, value: String)] = []
  var rows: [ResultRow] = []

  /// The value of one `# key: value` line.
  func info(_ key: String) -> String? { info.first { $0.key == key }?.value }

  /// The rows of one bench, in file order.
  func rows(_ bench: String) -> [ResultRow] { rows.filter { $0.bench == bench } }

  /// Benches in order of first appearance.
  var benches: [String] {
    var seen: [String] = []
    for row in rows where !seen.contains(row.bench) { seen.append(row.bench) }
    return seen
  }

  /// An empty set of results.
  init() {}

  /// Reads and checks a results file.
  /// - Throws: ``ResultsError`` naming the file and line of the first problem.
  init(path: String) throws {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw ResultsError.unreadable(path: path, reason: error.localizedDescription)
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        let body = line.dropFirst().drop { $0 == " " }
        guard let colon = body.firstIndex(of: ":") else {
          throw ResultsError.badLine(
            path: path, line: number, reason: "a comment line must be `# key: value`")
        }
        let value = body[body.index(after: colon)...].drop { $0 == " " }
        info.append((String(body[..<colon]), String(value)))
        continue
      }
      do { rows.append(try Results.parse(line)) } catch {
        throw ResultsError.badLine(path: path, line: number, reason: error.reason)
      }
    }
    if rows.isEmpty { throw ResultsError.empty(path: path) }
  }

  /// One measurement line; throws a description of what is wrong.
  private static func parse(_ line: Substring) throws(Problem) -> ResultRow {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 7 else {
      throw Problem("expected 7 tab-separated fields, found \(fields.count): \(line)")
    }
    guard !fields[0].isEmpty, !fields[1].isEmpty else { throw Problem("empty bench or workload name") }
    guard let n = Int(fields[2]), n >= 0 else { throw Problem("n is not a count: \(fields[2])") }
    guard let ours = Double(fields[3]), ours.isFinite, ours >= 0 else {
      throw Problem("ours_us is not a time: \(fields[3]) (\(fields[0]) \(fields[1]))")
    }
    return ResultRow(
      bench: fields[0], workload: fields[1], n: n, ours: ours, peerName: fields[4] == "-" ? nil : fields[4],
      peer: try peerTime(fields[5]), goal: try goal(fields[6]))
  }

  private static func peerTime(_ field: String) throws(Problem) -> PeerTime? {
    if field == "-" || field == "n/a" { return nil }
    let bound = field.hasPrefix(">")
    guard let value = Double(bound ? String(field.dropFirst()) : field), value.isFinite, value > 0 else {
      throw Problem("peer_us is not a time: \(field)")
    }
    return bound ? .moreThan(value) : .measured(value)
  }

  private static func goal(_ field: String) throws(Problem) -> Goal? {
    if field == "-" { return nil }
    if field == "peer" { return .peer }
    if field.hasPrefix("ratio<=") {
      guard let bound = Double(field.dropFirst(7)), bound > 0 else {
        throw Problem("bad ratio goal: \(field)")
      }
      return .ratio(bound)
    }
    if let bound = Double(field) {
      guard bound.isFinite, bound > 0 else { throw Problem("bad goal: \(field)") }
      return .atMost(bound)
    }
    return .text(field)
  }
}

/// One line's problem, before the file and line are known.
private struct Problem: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}
