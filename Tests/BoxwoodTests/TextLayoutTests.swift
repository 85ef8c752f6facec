import Boxwood
import Testing

/// With ``ApproximateTextMeasurer`` at 10 pt every character is 5 pt wide and a line is 12 pt tall.
@Suite("TextLayout")
@MainActor
struct TextLayoutTests {
  let measurer = ApproximateTextMeasurer()

  func layout(
    _ text: String, width: Double = .infinity, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail
  ) -> TextLayout {
    TextLayout(
      text: text, font: tenPoint, measurer: measurer, maxWidth: width, maxLines: lines, lineBreakMode: mode)
  }

  func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

  @Test("a single line measures its characters and one line height")
  func singleLineSize() {
    let result = layout("Hello")
    #expect(texts(result) == ["Hello"])
    #expect(result.lines.first?.width == 25)
    #expect(result.size == Size(width: 25, height: 12))
    #expect(!result.isTruncated)
    #expect(result.metrics == FontMetrics(ascent: 8, descent: 2, lineHeight: 12))
  }

  @Test("words wrap to the width, without trailing spaces")
  func wordsWrapToWidth() {
    let result = layout("aaa bbb ccc", width: 40)
    #expect(texts(result) == ["aaa bbb", "ccc"])
    #expect(result.lines.map(\.width) == [35, 15])
    #expect(result.size == Size(width: 35, height: 24))
    #expect(!result.isTruncated)
  }

  @Test("a line exactly as wide as the limit is kept whole")
  func exactFitIsKept() {
    #expect(texts(layout("aaa bbb ccc", width: 35)) == ["aaa bbb", "ccc"])
    #expect(texts(layout("aaa bbb ccc", width: 34.9)) == ["aaa", "bbb", "ccc"])
  }

  @Test("a word longer than the width is broken between characters")
  func longWordIsBroken() {
    #expect(texts(layout("abcdefghij", width: 20)) == ["abcd", "efgh", "ij"])
    #expect(texts(layout("hi abcdefghij ok", width: 20)) == ["hi", "abcd", "efgh", "ij", "ok"])
  }

  @Test("explicit newlines start new lines")
  func newlinesStartLines() {
    #expect(texts(layout("one\ntwo\nthree")) == ["one", "two", "three"])
    #expect(texts(layout("one\ntwo three", width: 30)) == ["one", "two", "three"])
    #expect(layout("one\ntwo\nthree").size == Size(width: 25, height: 36))
  }

  @Test("empty paragraphs become empty lines of full height")
  func emptyParagraphsAreEmptyLines() {
    let result = layout("a\n\nb", width: 100)
    #expect(texts(result) == ["a", "", "b"])
    #expect(result.lines[1].width == 0)
    #expect(result.size.height == 36)
    #expect(texts(layout("a\n\nb")) == ["a", "", "b"])
  }

  @Test("empty text is one empty line when wrapping and has zero width")
  func emptyText() {
    let result = layout("", width: 50)
    #expect(result.size.width == 0)
    #expect(result.lines.allSatisfy { $0.text.isEmpty })
  }

  @Test("maxLines cuts the text and ends the last line with an ellipsis")
  func maxLinesAddsTailEllipsis() {
    let result = layout("aaaa bbbb cccc", width: 40, lines: 2)
    #expect(texts(result) == ["aaaa", "bbbb…"])
    #expect(result.isTruncated)
    #expect(result.size == Size(width: 25, height: 24))
  }

  @Test("the tail ellipsis keeps as much of the last line as fits with it")
  func tailEllipsisKeepsWhatFits() {
    let result = layout("aaa bbb ccc ddd eee", width: 40, lines: 2)
    #expect(texts(result) == ["aaa bbb", "ccc ddd…"])
    #expect(result.lines.allSatisfy { $0.width <= 40 })
  }

  @Test("maxLines counts lines from explicit newlines too")
  func maxLinesCountsParagraphs() {
    let result = layout("one\ntwo\nthree", width: 100, lines: 2)
    #expect(texts(result) == ["one", "two…"])
    #expect(result.isTruncated)
  }

  @Test("text that fits in maxLines is not truncated")
  func fittingTextIsNotTruncated() {
    let result = layout("aaa bbb", width: 40, lines: 2)
    #expect(texts(result) == ["aaa bbb"])
    #expect(!result.isTruncated)
  }

  @Test("one line too wide is cut at the tail with an ellipsis")
  func singleLineTailTruncation() {
    let result = layout("hello world foo", width: 40, lines: 1)
    #expect(texts(result) == ["hello w…"])
    #expect(result.isTruncated)
    #expect(result.lines[0].width == 40)
  }

  @Test("byTruncatingHead keeps the end of the line after an ellipsis")
  func truncatingHead() {
    let result = layout("hello world", width: 30, lines: 1, mode: .byTruncatingHead)
    #expect(texts(result) == ["…world"])
    #expect(result.isTruncated)
  }

  @Test("byTruncatingMiddle keeps both ends around an ellipsis")
  func truncatingMiddle() {
    let result = layout("abcdefghij", width: 30, lines: 1, mode: .byTruncatingMiddle)
    #expect(texts(result) == ["abc…ij"])
    #expect(result.isTruncated)
  }

  @Test("byClipping cuts lines without an ellipsis")
  func clippingHasNoEllipsis() {
    let single = layout("hello world", width: 30, lines: 1, mode: .byClipping)
    #expect(texts(single) == ["hello world"])
    #expect(single.isTruncated)
    let multi = layout("aaaa bbbb cccc", width: 40, lines: 2, mode: .byClipping)
    #expect(texts(multi) == ["aaaa", "bbbb"])
    #expect(multi.isTruncated)
  }

  @Test("byCharWrapping breaks at any character, spaces included")
  func charWrapping() {
    let result = layout("hello world", width: 20, mode: .byCharWrapping)
    #expect(texts(result) == ["hell", "o wo", "rld"])
  }

  @Test("byCharWrapping stops at maxLines")
  func charWrappingStopsAtMaxLines() {
    let result = layout("abcdefghijkl", width: 20, lines: 2, mode: .byCharWrapping)
    #expect(texts(result) == ["abcd", "efgh"])
    #expect(result.isTruncated)
  }

  @Test("a zero or negative width puts one character per line instead of hanging")
  func zeroWidthDoesNotHang() {
    #expect(texts(layout("abc", width: 0, mode: .byWordWrapping)) == ["a", "b", "c"])
    #expect(texts(layout("ab", width: -10, mode: .byCharWrapping)) == ["a", "b"])
    #expect(layout("abc", width: 0).lines.count == 3)
  }

  @Test("100 KB of words lays out into finite lines, and maxLines stops early")
  func hugeWrappedText() {
    let text = String(repeating: "lorem ipsum dolor sit amet ", count: 3800)
    #expect(text.utf8.count > 100_000)
    let full = layout(text, width: 200)
    #expect(full.size.width <= 200)
    #expect(full.size.height.isFinite)
    #expect(full.lines.count > 2000)
    let short = layout(text, width: 200, lines: 3)
    #expect(short.lines.count == 3)
    #expect(short.isTruncated)
    #expect(short.lines[2].text.hasSuffix("…"))
  }

  @Test("100 KB without spaces lays out on one line or in character-broken lines")
  func hugeUnbrokenText() {
    let text = String(repeating: "x", count: 100_000)
    let single = layout(text)
    #expect(single.size == Size(width: 500_000, height: 12))
    let cut = layout(text, width: 200, lines: 1)
    #expect(cut.lines.map(\.text) == [String(repeating: "x", count: 39) + "…"])
    let wrapped = layout(text, width: 200)
    #expect(wrapped.lines.count == 2500)
    #expect(wrapped.lines.allSatisfy { $0.width == 200 })
  }
}
