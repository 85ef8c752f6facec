/// How a label wraps lines and what it does with text that does not fit (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Sendable, Hashable {
  /// Wrap at word boundaries; a word longer than a line is broken between characters.
  case byWordWrapping
  /// Wrap at any character.
  case byCharWrapping
  /// Wrap at words; cut the last line without an ellipsis.
  case byClipping
  /// Wrap at words; end the last line with "…" where text was cut.
  case byTruncatingTail
  /// Wrap at words; start the last line with "…" where text was cut.
  case byTruncatingHead
  /// Wrap at words; put "…" in the middle of the last line where text was cut.
  case byTruncatingMiddle
}

/// The horizontal alignment of lines of text.
public enum TextAlignment: Sendable, Hashable {
  /// Lines start at the left edge (`natural` for left-to-right text).
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// The reading direction's start edge: left for now.
  case natural
}

/// Text broken into lines that fit a width, with the measurements needed to draw it.
public struct TextLayout: Sendable {
  /// One laid-out line.
  public struct Line: Sendable, Hashable {
    /// The characters of the line, without trailing spaces, with an ellipsis where text was cut.
    public var text: String
    /// The advance width, in points.
    public var width: Double
  }

  /// The lines, top to bottom.
  public private(set) var lines: [Line]
  /// The font's vertical metrics.
  public let metrics: FontMetrics
  /// Whether text was cut because it had more lines than allowed or was wider than allowed.
  public private(set) var isTruncated: Bool

  /// The size of the text block: the widest line by the line count times the line height.
  public var size: Size {
    Size(width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * metrics.lineHeight)
  }

  /// Lays out `text`.
  /// - Parameters:
  ///   - maxWidth: the widest a line may be; `.infinity` for no wrapping.
  ///   - maxLines: the most lines shown; 0 for no limit.
  @MainActor
  public init(
    text: String, font: Font, measurer: any TextMeasuring, maxWidth: Double = .infinity,
    maxLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail
  ) {
    // One paragraph on one line that fits, the usual label or title: measured once, without the breaker
    // and its tables (which cost more than the layout of the view showing the text). The same result.
    if maxLines == 1 || !maxWidth.isFinite, !text.utf8.contains(UInt8(ascii: "\n")) {
      let width = text.isEmpty ? 0 : measurer.width(of: Substring(text), font: font)
      if width <= max(0, maxWidth) {
        metrics = measurer.metrics(of: font)
        lines = [Line(text: text, width: width)]
        isTruncated = false
        return
      }
    }
    let breaker = LineBreaker(font: font, measurer: measurer, maxWidth: max(0, maxWidth), mode: lineBreakMode)
    var raw: [Substring] = []
    var truncated = false
    let limit = maxLines > 0 ? maxLines : Int.max
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if raw.count > limit { break }
      if maxLines == 1 || !maxWidth.isFinite {
        raw.append(paragraph)
      } else {
        raw.append(
          contentsOf: breaker.wrap(paragraph, stopAfter: maxLines > 0 ? limit + 1 - raw.count : Int.max))
      }
    }
    if raw.count > limit {
      raw.removeLast(raw.count - limit)
      truncated = true
    }
    metrics = measurer.metrics(of: font)
    lines = []
    for (index, line) in raw.enumerated() {
      let isLast = index == raw.count - 1
      let (text, cut) = breaker.fit(line, forceEllipsis: isLast && truncated)
      truncated = truncated || cut
      lines.append(Line(text: text, width: breaker.measure(Substring(text))))
    }
    isTruncated = truncated
  }
}

/// The line-breaking and truncation machinery behind ``TextLayout``.
@MainActor
final class LineBreaker {
  let font: Font
  let measurer: any TextMeasuring
  let maxWidth: Double
  let mode: LineBreakMode
  static let ellipsis = "…"
  // Words recur (spaces, "the", "a"); measuring each distinct one once keeps long texts cheap.
  private var widths: [Substring: Double] = [:]

  init(font: Font, measurer: any TextMeasuring, maxWidth: Double, mode: LineBreakMode) {
    self.font = font
    self.measurer = measurer
    self.maxWidth = maxWidth
    self.mode = mode
  }

  func measure(_ text: Substring) -> Double {
    if text.isEmpty { return 0 }
    if text.utf8.count > 256 { return measurer.width(of: text, font: font) }
    if let known = widths[text] { return known }
    let width = measurer.width(of: text, font: font)
    widths[text] = width
    return width
  }

  /// Breaks one paragraph into lines no wider than `maxWidth`, stopping after `stopAfter` lines.
  func wrap(_ paragraph: Substring, stopAfter: Int) -> [Substring] {
    if mode == .byCharWrapping { return wrapCharacters(paragraph, stopAfter: stopAfter) }
    var lines: [Substring] = []
    var lineStart: Substring.Index?
    var lineEnd = paragraph.startIndex  // end of the last word on the line; trailing spaces excluded
    var widthWithSpaces = 0.0
    for segment in segments(of: paragraph) {
      if let start = lineStart {
        // Summed word widths decide quickly; near the edge the candidate line is measured whole,
        // because kerning and pixel rounding make a line's width differ slightly from the sum.
        let estimate = widthWithSpaces + measure(segment.word)
        if estimate <= maxWidth - 4
          || (estimate <= maxWidth + 4
            && measure(paragraph[start..<segment.word.endIndex]) <= maxWidth)
        {
          lineEnd = segment.word.endIndex
          widthWithSpaces += measure(segment.whole)
          continue
        }
        lines.append(paragraph[start..<lineEnd])
        lineStart = nil
        if lines.count >= stopAfter { return lines }
      }
      // The segment starts a fresh line; a word wider than a whole line is split between characters.
      var word = segment.word
      while measure(word) > maxWidth {
        let cut = word.index(word.startIndex, offsetBy: max(1, longestFittingPrefix(word)))
        lines.append(word[..<cut])
        word = word[cut...]
        if lines.count >= stopAfter { return lines }
      }
      if word.isEmpty && !segment.word.isEmpty { continue }
      lineStart = word.startIndex
      lineEnd = word.endIndex
      widthWithSpaces = measure(word) + measure(segment.spaces)
    }
    if let start = lineStart {
      lines.append(paragraph[start..<lineEnd])
    } else if lines.isEmpty {
      lines.append(paragraph[paragraph.startIndex..<paragraph.startIndex])
    }
    return lines
  }

  private func wrapCharacters(_ paragraph: Substring, stopAfter: Int) -> [Substring] {
    var lines: [Substring] = []
    var rest = paragraph
    repeat {
      let count = max(1, longestFittingPrefix(rest))
      let cut = rest.index(rest.startIndex, offsetBy: min(count, rest.count))
      lines.append(rest[..<cut])
      rest = rest[cut...]
    } while !rest.isEmpty && lines.count < stopAfter
    return lines
  }

  /// The number of leading characters of `text` that fit in `maxWidth` (exponential, then binary search,
  /// so a 100 KB paragraph costs a few short measurements, not one huge one).
  func longestFittingPrefix(_ text: Substring) -> Int {
    func fits(_ count: Int) -> Bool { measure(text.prefix(count)) <= maxWidth }
    var low = 0
    var high = 1
    while high <= text.count, fits(high) {
      low = high
      high *= 2
    }
    high = min(high, text.count + 1)
    while high - low > 1 {
      let mid = (low + high) / 2
      if fits(mid) { low = mid } else { high = mid }
    }
    return low
  }

  /// Makes one line fit `maxWidth`, truncating per the mode; returns the text and whether it was cut.
  func fit(_ line: Substring, forceEllipsis: Bool) -> (String, Bool) {
    let tooWide = measure(line) > maxWidth
    guard tooWide || forceEllipsis else { return (String(line), false) }
    switch mode {
    case .byClipping, .byWordWrapping, .byCharWrapping:
      return (String(line), tooWide || forceEllipsis)
    case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
      return (truncate(line, forced: forceEllipsis), true)
    }
  }

  private func truncate(_ line: Substring, forced: Bool) -> String {
    let characters = Array(line)
    func candidate(_ keep: Int) -> String {
      switch mode {
      case .byTruncatingHead:
        return Self.ellipsis + String(characters.suffix(keep)).drop { $0 == " " }
      case .byTruncatingMiddle:
        let head = (keep + 1) / 2
        return String(characters.prefix(head)) + Self.ellipsis + String(characters.suffix(keep - head))
      default:
        return String(String(characters.prefix(keep)).reversed().drop { $0 == " " }.reversed())
          + Self.ellipsis
      }
    }
    // When the line fits but more text follows, the tail keeps as much as fits with the ellipsis.
    var low = 0
    var high = characters.count + (forced ? 1 : 0)
    while high - low > 1 {
      let mid = (low + high) / 2
      if measure(Substring(candidate(mid))) <= maxWidth { low = mid } else { high = mid }
    }
    return candidate(min(low, characters.count))
  }

  struct Segment {
    var range: Range<Substring.Index>
    var word: Substring
    var spaces: Substring
    var whole: Substring
  }

  /// Splits a paragraph into words, each with the spaces that follow it.
  func segments(of paragraph: Substring) -> [Segment] {
    var result: [Segment] = []
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let start = index
      while index < paragraph.endIndex, paragraph[index] != " " { index = paragraph.index(after: index) }
      let wordEnd = index
      while index < paragraph.endIndex, paragraph[index] == " " { index = paragraph.index(after: index) }
      result.append(
        Segment(
          range: start..<index, word: paragraph[start..<wordEnd], spaces: paragraph[wordEnd..<index],
          whole: paragraph[start..<index]))
    }
    return result
  }
}
