import Foundation
import Testing

@testable import BenchCharts

/// The results file Benchmarks/report writes: read back exactly, and bad lines named by file and line.
@Suite struct ResultsTests {
  /// Writes `text` to a fresh temporary file and returns its path.
  func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "bench-results-\(UUID().uuidString).tsv"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func readsInfoRowsPeersAndGoals() throws {
    let path = try file(
      """
      # date: 2026-11-22 13:18 UTC
      # load: 2.68 5.30 6.48
      solver\tchain.build\t1000\t15123.1\tkiwi\t174362.9\t20000
      solver\tchain.remove_readd\t10000\t0.751\tkiwi\t>60000000\t-
      stack\tappend\t1000\t300\tBoxView\t200\tratio<=2
      overlay\tsoftware.hud_idle.frame\t50\t247.5\tone texture copy\t518\tpeer
      textfield\tinsert_end\t10000\t8.9\t-\t-\t≤ 1 ms, in words

      """)
    let results = try Results(path: path)
    #expect(results.info("date") == "2026-11-22 13:18 UTC")
    #expect(results.info("load") == "2.68 5.30 6.48")
    #expect(results.benches == ["solver", "stack", "overlay", "textfield"])
    let build = results.rows[0]
    #expect(build.n == 1000 && build.ours == 15123.1 && build.peer == .measured(174362.9))
    #expect(build.goal == .atMost(20000) && build.meetsGoal == true)
    let stopped = results.rows[1]
    #expect(stopped.peer == .moreThan(60_000_000) && stopped.goal == nil && stopped.meetsGoal == nil)
    #expect(results.rows[2].ratio == 1.5 && results.rows[2].meetsGoal == true)
    #expect(results.rows[3].goal == .peer && results.rows[3].meetsGoal == true)
    #expect(results.rows[4].peerName == nil && results.rows[4].goal == .text("≤ 1 ms, in words"))
  }

  @Test func aMissedGoalIsAMiss() throws {
    let path = try file(
      "stack\tfirst_layout\t1000\t500\tBoxView\t200\tratio<=2\nlayout\tresize\t1000\t1200\t-\t-\t1000\n")
    let results = try Results(path: path)
    #expect(results.rows.map(\.meetsGoal) == [false, false])
  }

  nonisolated static let badLines: [(line: String, culprit: String)] = [
    ("solver\tchain.build\t100", "expected 7 tab-separated fields, found 3"),
    ("solver\tchain.build\tmany\t1\t-\t-\t-", "n is not a count: many"),
    ("solver\tchain.build\t100\tabc\t-\t-\t-", "ours_us is not a time: abc"),
    ("solver\tchain.build\t100\tnan\t-\t-\t-", "ours_us is not a time: nan"),
    ("solver\tchain.build\t100\t-3\t-\t-\t-", "ours_us is not a time: -3"),
    ("solver\tchain.build\t100\t1\tkiwi\t>x\t-", "peer_us is not a time: >x"),
    ("solver\tchain.build\t100\t1\tkiwi\t0\t-", "peer_us is not a time: 0"),
    ("solver\tchain.build\t100\t1\t-\t-\tratio<=zero", "bad ratio goal: ratio<=zero"),
    ("solver\tchain.build\t100\t1\t-\t-\t-5", "bad goal: -5"),
    ("\tchain.build\t100\t1\t-\t-\t-", "empty bench or workload name"),
    ("# no colon here", "a comment line must be `# key: value`"),
  ]

  @Test(arguments: badLines)
  func aBadLineIsNamedByFileAndLine(_ bad: (line: String, culprit: String)) throws {
    let path = try file("# date: today\n" + bad.line + "\n")
    #expect {
      _ = try Results(path: path)
    } throws: { error in
      "\(error)".hasPrefix("\(path):2: \(bad.culprit)")
    }
  }

  @Test func aFileWithoutMeasurementsOrMissingIsNamed() throws {
    let empty = try file("# date: today\n")
    #expect(throws: ResultsError.self) { try Results(path: empty) }
    #expect(throws: ResultsError.self) { try Results(path: empty + ".missing") }
    do { _ = try Results(path: empty) } catch { #expect("\(error)" == "\(empty): no measurements") }
  }
}

/// The page's tables: a growth exponent reads as a plain number against a bound without a unit.
@Suite struct MarkdownTableTests {
  @Test func exponentsHaveNoUnit() throws {
    let path = NSTemporaryDirectory() + "bench-results-\(UUID().uuidString).tsv"
    try """
    composition\tgrid.first_layout_per_view\t1000\t71.0\t-\t-\t15
    composition\tgrid.exponent_from_1000\t10000\t1.02\t-\t-\t1.15
    composition\ttree.exponent_from_1023\t8191\t2.21\t-\t-\t1.15

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let results = try Results(path: path)
    let info = try #require(Markdown.benches["composition"])
    let lines = Markdown.table(results.rows, info)
    #expect(lines[2] == "| grid.first_layout_per_view | 1,000 | 71.0 µs | – | – | ≤ 15 µs | ✘ |")
    #expect(lines[3] == "| grid.exponent_from_1000 | 10,000 | 1.02 | – | – | ≤ 1.15 | ✔ |")
    #expect(lines[4] == "| tree.exponent_from_1023 | 8,191 | 2.21 | – | – | ≤ 1.15 | ✘ |")
  }
}
