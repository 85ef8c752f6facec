/// The text of a single-line field as short runs of grapheme clusters, each measured on its own, so that
/// an edit re-measures only the runs it touched and the x offset of any position costs a cached sum plus
/// at most one short measurement.
///
/// Runs end after the last of a group of spaces where they can (so kerning and shaping inside words are
/// never cut) and hold at most ``maxRunLength`` graphemes. The field draws each visible run as its own text
/// command at its cached offset, so the positions used for the caret, the selection and hit testing are
/// exactly where the glyphs are drawn.
///
/// Positions are grapheme-cluster offsets (Swift `Character`s): an emoji with skin tone or ZWJ joins, a
/// letter with combining marks or a flag is one position.
@MainActor
final class TextRunStore {
  /// Graphemes per run at most: long enough to keep commands few, short enough to measure quickly.
  static let maxRunLength = 64

  struct Run {
    var string: String
    var count: Int
    /// The advance width in points; NaN until measured.
    var width = Double.nan
  }

  /// What an edit changed: the smallest differing stretch, in the coordinates before the edit.
  struct Change {
    /// The replaced positions (before the edit).
    var range: Range<Int>
    /// The graphemes that were there.
    var removed: [Character]
    /// The graphemes that are there now, starting at `range.lowerBound`.
    var inserted: [Character]
    /// The position just after the inserted text.
    var caret: Int
    /// Whether anything changed at all.
    var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }
  }

  private(set) var runs: [Run] = []
  /// Where each run starts (a grapheme offset), followed by the total count.
  private var starts: [Int] = [0]
  /// Where each run starts (x in points), for the runs up to ``validOffsets``, followed by that run's end.
  private var offsets: [Double] = [0]
  /// How many runs have a valid start offset after the first (`offsets` has this many plus one entries).
  private var validOffsets = 0
  /// Widths of run prefixes already asked for, by position, until the next edit.
  private var prefixWidths: [Int: Double] = [:]
  private var joined: String? = ""
  private var font: Font?
  private var measurer: (any TextMeasuring)?

  /// The number of graphemes.
  var count: Int { starts[starts.count - 1] }

  /// The whole text (joined once per edit, on demand).
  var string: String {
    if let joined { return joined }
    var result = ""
    result.reserveCapacity(runs.reduce(0) { $0 + $1.string.utf8.count })
    for run in runs { result += run.string }
    joined = result
    return result
  }

  // MARK: Measuring

  /// Sets the font and measurer positions are measured with; a change forgets every width.
  func prepare(font: Font, measurer: any TextMeasuring) {
    guard font != self.font || measurer !== self.measurer else { return }
    self.font = font
    self.measurer = measurer
    for index in runs.indices { runs[index].width = .nan }
    invalidateOffsets(from: 0)
  }

  private func measure(_ text: Substring) -> Double {
    guard let measurer, let font, !text.isEmpty else { return 0 }
    let width = measurer.width(of: text, font: font)
    return width.isFinite ? max(0, width) : 0
  }

  /// The x where run `index` starts (`runs.count` for the end), measuring the runs before it as needed.
  func offset(ofRun index: Int) -> Double {
    while validOffsets < index {
      let run = validOffsets
      if runs[run].width.isNaN { runs[run].width = measure(runs[run].string[...]) }
      offsets.append(offsets[run] + runs[run].width)
      validOffsets += 1
    }
    return offsets[index]
  }

  /// The width of the whole text.
  var width: Double { offset(ofRun: runs.count) }

  /// The x of the boundary before grapheme `position` (the end for `count` or more).
  func x(at position: Int) -> Double {
    guard position > 0 else { return 0 }
    guard position < count else { return width }
    let run = runIndex(containing: position)
    let within = position - starts[run]
    let base = offset(ofRun: run)
    guard within > 0 else { return base }
    if let known = prefixWidths[position] { return known }
    let string = runs[run].string
    let end = string.index(string.startIndex, offsetBy: within, limitedBy: string.endIndex) ?? string.endIndex
    let value = base + measure(string[..<end])
    prefixWidths[position] = value
    return value
  }

  /// The boundary nearest to `x`.
  func position(nearestX x: Double) -> Int {
    let total = width
    guard x > 0, !runs.isEmpty else { return 0 }
    guard x < total else { return count }
    // The run holding x: the last whose start is at or before it.
    var low = 0
    var high = runs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if offsets[mid] <= x { low = mid } else { high = mid - 1 }
    }
    let start = starts[low]
    // The first boundary in the run at or after x, then the nearer of it and the one before.
    var first = 1
    var last = runs[low].count
    while first < last {
      let mid = (first + last) / 2
      if self.x(at: start + mid) >= x { last = mid } else { first = mid + 1 }
    }
    let after = self.x(at: start + first)
    let before = self.x(at: start + first - 1)
    return x - before <= after - x ? start + first - 1 : start + first
  }

  /// The runs that overlap the horizontal stretch `from..<to`, with their start positions and offsets.
  func runs(overlapping from: Double, _ to: Double) -> [(run: Run, start: Int, x: Double)] {
    var result: [(run: Run, start: Int, x: Double)] = []
    guard !runs.isEmpty else { return result }
    _ = width
    var low = 0
    var high = runs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if offsets[mid] <= from { low = mid } else { high = mid - 1 }
    }
    var index = low
    while index < runs.count, offsets[index] < to {
      if offsets[index + 1] > from { result.append((runs[index], starts[index], offsets[index])) }
      index += 1
    }
    return result
  }

  // MARK: Reading

  /// The index of the run holding grapheme `position` (the last run for the end).
  private func runIndex(containing position: Int) -> Int {
    var low = 0
    var high = max(0, runs.count - 1)
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= position { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The graphemes in `range` (clamped to the text).
  func characters(in range: Range<Int>) -> [Character] {
    let lower = max(0, min(range.lowerBound, count))
    let upper = max(lower, min(range.upperBound, count))
    guard lower < upper else { return [] }
    var result: [Character] = []
    result.reserveCapacity(upper - lower)
    var run = runIndex(containing: lower)
    var position = starts[run]
    while run < runs.count, position < upper {
      for character in runs[run].string {
        if position >= lower && position < upper { result.append(character) }
        position += 1
        if position >= upper { break }
      }
      run += 1
      if run < runs.count { position = starts[run] }
    }
    return result
  }

  /// The first position at or after `position` whose grapheme fails `test` (or the end).
  func scanForward(from position: Int, while test: (Character) -> Bool) -> Int {
    guard position < count else { return count }
    var run = runIndex(containing: position)
    var string = runs[run].string
    var index =
      string.index(string.startIndex, offsetBy: position - starts[run], limitedBy: string.endIndex)
      ?? string.endIndex
    var current = position
    while true {
      if index == string.endIndex {
        run += 1
        guard run < runs.count else { return count }
        string = runs[run].string
        index = string.startIndex
        current = starts[run]
        continue
      }
      guard test(string[index]) else { return current }
      string.formIndex(after: &index)
      current += 1
    }
  }

  /// The smallest position at or before `position` such that every grapheme from there up to `position`
  /// passes `test`.
  func scanBackward(from position: Int, while test: (Character) -> Bool) -> Int {
    guard position > 0 else { return 0 }
    let clamped = min(position, count)
    var run = runIndex(containing: clamped - 1)
    var string = runs[run].string
    var index =
      string.index(string.startIndex, offsetBy: clamped - starts[run], limitedBy: string.endIndex)
      ?? string.endIndex
    var current = clamped
    while true {
      if index == string.startIndex {
        run -= 1
        guard run >= 0 else { return 0 }
        string = runs[run].string
        index = string.endIndex
        current = starts[run + 1]
        continue
      }
      let previous = string.index(before: index)
      guard test(string[previous]) else { return current }
      index = previous
      current -= 1
    }
  }

  // MARK: Editing

  /// Replaces all the text.
  func setText(_ text: String) {
    runs = TextRunStore.split(text[...])
    rebuildStarts(from: 0)
    invalidateOffsets(from: 0)
    joined = text
  }

  /// Replaces the graphemes in `range` (clamped) with `replacement`, re-splitting only the runs around it.
  ///
  /// Neighbouring graphemes may merge with the replacement (a combining mark typed after a letter), so
  /// the returned change is what really differs, which is what undo must put back.
  @discardableResult
  func replace(_ range: Range<Int>, with replacement: String) -> Change {
    let lower = max(0, min(range.lowerBound, count))
    let upper = max(lower, min(range.upperBound, count))
    guard !runs.isEmpty else {
      setText(replacement)
      let inserted = characters(in: 0..<count)
      return Change(range: 0..<0, removed: [], inserted: inserted, caret: count)
    }
    // The runs touched, widened by one on each side: a grapheme typed at a run's edge may merge with
    // its neighbour, and runs cut by the length limit get a chance to end after a space again.
    let first = max(0, runIndex(containing: lower) - 1)
    let last = min(runs.count - 1, runIndex(containing: max(lower, upper - 1)) + 1)
    let regionStart = starts[first]
    var old: [Character] = []
    old.reserveCapacity(starts[last + 1] - regionStart)
    for run in runs[first...last] { old.append(contentsOf: run.string) }
    // (Clamped, although the counts always agree: a wrong count must not become a crash.)
    let cutStart = min(lower - regionStart, old.count)
    let cutEnd = min(max(cutStart, upper - regionStart), old.count)
    var before = String(old[0..<cutStart])
    before += replacement
    // The caret goes after the inserted text; graphemes that merged across it count once.
    let caret = regionStart + before.count
    before += String(old[cutEnd...])
    let fresh = TextRunStore.split(before[...])
    var new: [Character] = []
    new.reserveCapacity(old.count + replacement.utf8.count)
    for run in fresh { new.append(contentsOf: run.string) }
    runs.replaceSubrange(first...last, with: fresh)
    rebuildStarts(from: first)
    invalidateOffsets(from: first)
    joined = nil
    return TextRunStore.difference(old, new, at: regionStart, caret: min(caret, count))
  }

  /// The smallest stretch where `old` and `new` differ (graphemes compared by their exact scalars).
  private static func difference(_ old: [Character], _ new: [Character], at start: Int, caret: Int) -> Change
  {
    func same(_ a: Character, _ b: Character) -> Bool { a.unicodeScalars.elementsEqual(b.unicodeScalars) }
    var prefix = 0
    while prefix < old.count, prefix < new.count, same(old[prefix], new[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      same(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    return Change(
      range: (start + prefix)..<(start + old.count - suffix),
      removed: Array(old[prefix..<(old.count - suffix)]),
      inserted: Array(new[prefix..<(new.count - suffix)]), caret: caret)
  }

  private func rebuildStarts(from run: Int) {
    starts.removeSubrange((run + 1)...)
    var position = starts[run]
    for index in run..<runs.count {
      position += runs[index].count
      starts.append(position)
    }
  }

  private func invalidateOffsets(from run: Int) {
    if validOffsets > run {
      validOffsets = run
      offsets.removeSubrange((run + 1)...)
    }
    prefixWidths.removeAll(keepingCapacity: true)
  }

  /// Cuts text into runs: after the last of a group of whitespace graphemes, or at the length limit.
  static func split(_ text: Substring) -> [Run] {
    var result: [Run] = []
    var start = text.startIndex
    var index = start
    var count = 0
    var afterSpace = false
    while index < text.endIndex {
      let character = text[index]
      let isSpace = character.isWhitespace
      if count == maxRunLength || (afterSpace && !isSpace) {
        result.append(run(text[start..<index], count: count))
        start = index
        count = 0
      }
      afterSpace = isSpace
      count += 1
      text.formIndex(after: &index)
    }
    if count > 0 { result.append(run(text[start..<index], count: count)) }
    return result
  }

  /// A run of `count` graphemes (as counted in the whole text). Positions inside a run are found by
  /// walking the run's own string, so its count must be the string's own: the two agree except in
  /// pathological text, and when every grapheme is one byte they agree without a second walk.
  private static func run(_ text: Substring, count: Int) -> Run {
    let string = String(text)
    return Run(string: string, count: string.utf8.count == count ? count : string.count)
  }
}
