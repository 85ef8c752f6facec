import Boxwood
import Testing

/// Labels in a window with ``ApproximateTextMeasurer`` at 10 pt: 5 pt per character, 12 pt lines,
/// ascent 8.
@Suite("Label")
@MainActor
struct LabelTests {
  let window = makeWindow(width: 200, height: 100)

  /// A label in the test window.
  func makeLabel(_ text: String, frame: Rect = .zero) -> Label {
    let label = Label(text, font: tenPoint, textColor: .black)
    label.frame = frame
    window.rootView.addSubview(label)
    return label
  }

  // MARK: Intrinsic size

  @Test("a single-line label's intrinsic size is its text's width by one line")
  func singleLineIntrinsicSize() {
    #expect(makeLabel("Hello").intrinsicContentSize == Size(width: 25, height: 12))
  }

  @Test("intrinsic size is rounded up to whole points")
  func intrinsicSizeRoundsUp() {
    let label = makeLabel("abc")
    label.font = Font.system(size: 9)
    #expect(label.intrinsicContentSize == Size(width: 14, height: 11))
  }

  @Test("an empty label has a zero intrinsic size and draws no text")
  func emptyLabel() {
    let label = makeLabel("", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.intrinsicContentSize == .zero)
    #expect(label.sizeThatFits(Size(width: 100, height: 100)) == .zero)
    #expect(window.makeDisplayList().textRuns.isEmpty)
  }

  @Test("a multi-line label wraps at preferredMaxLayoutWidth for its intrinsic size")
  func multiLineIntrinsicSize() {
    let label = makeLabel("aaa bbb ccc")
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == Size(width: 55, height: 12))
    label.preferredMaxLayoutWidth = 40
    #expect(label.intrinsicContentSize == Size(width: 35, height: 24))
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == Size(width: 55, height: 12))
  }

  @Test("explicit newlines count in the intrinsic size of a multi-line label")
  func newlinesInIntrinsicSize() {
    let label = makeLabel("one\n\nthree")
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == Size(width: 25, height: 36))
  }

  @Test("sizeThatFits wraps a multi-line label to the proposed width")
  func sizeThatFitsWraps() {
    let label = makeLabel("aaa bbb ccc")
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 40, height: 0)) == Size(width: 35, height: 24))
    label.numberOfLines = 2
    #expect(label.sizeThatFits(Size(width: 20, height: 0)) == Size(width: 20, height: 24))
  }

  @Test("sizeToFit resizes the label to its text")
  func sizeToFitResizes() {
    let label = makeLabel("Hello", frame: Rect(x: 3, y: 4, width: 1, height: 1))
    label.sizeToFit()
    #expect(label.frame == Rect(x: 3, y: 4, width: 25, height: 12))
  }

  @Test("a negative numberOfLines becomes 0")
  func negativeNumberOfLinesBecomesZero() {
    let label = makeLabel("x")
    label.numberOfLines = -3
    #expect(label.numberOfLines == 0)
  }

  @Test("changing the text asks for layout and a redraw")
  func textChangeInvalidates() {
    let label = makeLabel("a", frame: Rect(x: 0, y: 0, width: 50, height: 20))
    _ = window.makeDisplayList()
    label.text = "b"
    #expect(label.needsLayout)
    #expect(window.needsRedraw)
    #expect(window.makeDisplayList().textRuns.map(\.text) == ["b"])
  }

  // MARK: Drawing

  @Test("text is centred vertically and aligned per textAlignment, in window coordinates")
  func alignmentPositions() {
    let label = makeLabel("abcd", frame: Rect(x: 10, y: 20, width: 100, height: 20))
    let expected: [(TextAlignment, Double)] = [(.natural, 10), (.left, 10), (.center, 50), (.right, 90)]
    for (alignment, x) in expected {
      label.textAlignment = alignment
      #expect(window.makeDisplayList().textRuns == [TextRun(text: "abcd", origin: Point(x: x, y: 24))])
    }
  }

  @Test("each line is aligned on its own width")
  func linesAlignIndividually() {
    let label = makeLabel("aaa bbb ccc", frame: Rect(x: 0, y: 0, width: 40, height: 24))
    label.numberOfLines = 0
    label.textAlignment = .right
    #expect(
      window.makeDisplayList().textRuns == [
        TextRun(text: "aaa bbb", origin: Point(x: 5, y: 0)),
        TextRun(text: "ccc", origin: Point(x: 25, y: 12)),
      ])
  }

  @Test("text commands carry the label's font and colour")
  func textCommandsCarryFontAndColour() {
    let label = makeLabel("hi", frame: Rect(x: 0, y: 0, width: 50, height: 12))
    label.textColor = .systemRed
    let texts = window.makeDisplayList().commands.filter {
      if case .text = $0 { return true } else { return false }
    }
    #expect(texts == [.text("hi", font: tenPoint, color: .systemRed, origin: Point(x: 0, y: 0))])
  }

  @Test("a label shows only the lines that fit its height, with an ellipsis on the last")
  func showsOnlyLinesThatFit() {
    let label = makeLabel("aaaa bbbb cccc", frame: Rect(x: 0, y: 0, width: 40, height: 30))
    label.numberOfLines = 0
    #expect(label.currentLayout.lines.map(\.text) == ["aaaa", "bbbb…"])
    #expect(window.makeDisplayList().textRuns.map(\.text) == ["aaaa", "bbbb…"])
  }

  @Test("numberOfLines limits the drawn lines even when more would fit")
  func numberOfLinesLimitsDrawing() {
    let label = makeLabel("aaaa bbbb cccc", frame: Rect(x: 0, y: 0, width: 40, height: 60))
    label.numberOfLines = 2
    #expect(window.makeDisplayList().textRuns.map(\.text) == ["aaaa", "bbbb…"])
  }

  @Test("a single-line label truncates its text to its width")
  func singleLineTruncatesToWidth() {
    let label = makeLabel("hello world foo", frame: Rect(x: 0, y: 0, width: 40, height: 12))
    #expect(window.makeDisplayList().textRuns.map(\.text) == ["hello w…"])
    label.lineBreakMode = .byTruncatingHead
    #expect(window.makeDisplayList().textRuns.map(\.text) == ["…rld foo"])
  }

  @Test("lines wider than the label are drawn inside a clip of its bounds")
  func overwideLinesAreClipped() {
    let label = makeLabel("hello world", frame: Rect(x: 10, y: 20, width: 30, height: 12))
    label.lineBreakMode = .byClipping
    let frame = Rect(x: 10, y: 20, width: 30, height: 12)
    #expect(
      window.makeDisplayList().commands.dropFirst() == [
        .pushClip(frame), .text("hello world", font: tenPoint, color: .black, origin: Point(x: 10, y: 20)),
        .popClip,
      ])
  }

  @Test("a line taller than the label is drawn inside a clip of its bounds")
  func overtallLinesAreClipped() {
    _ = makeLabel("hi", frame: Rect(x: 0, y: 0, width: 50, height: 6))
    #expect(window.makeDisplayList().commands.contains(.pushClip(Rect(x: 0, y: 0, width: 50, height: 6))))
  }

  @Test("text that fits its label is drawn without a clip")
  func fittingTextIsNotClipped() {
    _ = makeLabel("hello", frame: Rect(x: 0, y: 0, width: 25, height: 12))
    #expect(
      window.makeDisplayList().commands.dropFirst() == [
        .text("hello", font: tenPoint, color: .black, origin: .zero)
      ])
  }

  @Test("a label with zero width draws no text")
  func zeroWidthDrawsNothing() {
    _ = makeLabel("abc", frame: Rect(x: 0, y: 0, width: 0, height: 20))
    #expect(window.makeDisplayList().textRuns.isEmpty)
  }

  // MARK: Baselines

  @Test("first and last baselines of a single line are the same")
  func singleLineBaselines() {
    let label = makeLabel("abcd", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.firstBaselineOffset == 12)
    #expect(label.lastBaselineOffset == 12)
  }

  @Test("the last baseline of a multi-line label is one line height per extra line lower")
  func multiLineBaselines() {
    let label = makeLabel("aaa bbb ccc", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    label.numberOfLines = 0
    #expect(label.firstBaselineOffset == 16)
    #expect(label.lastBaselineOffset == 28)
  }

  // MARK: Very long text

  @Test("a 100 KB single-line label measures finitely and draws one truncated line")
  func hugeSingleLineLabel() throws {
    let text = String(repeating: "0123456789", count: 10_240)
    let label = makeLabel(text, frame: Rect(x: 0, y: 0, width: 100, height: 20))
    let size = label.intrinsicContentSize
    #expect(size == Size(width: 512_000, height: 12))
    let runs = window.makeDisplayList().textRuns
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run.text.count == 20)
    #expect(run.text.hasSuffix("…"))
  }

  @Test("a 100 KB wrapped label measures finitely and draws only the lines that fit")
  func hugeWrappedLabel() {
    let text = String(repeating: "lorem ipsum dolor sit amet ", count: 3800)
    let label = makeLabel(text, frame: Rect(x: 0, y: 0, width: 200, height: 60))
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 200
    let size = label.intrinsicContentSize
    #expect(size.width <= 200)
    #expect(size.height.isFinite)
    #expect(size.height > 2000 * 12)
    let runs = window.makeDisplayList().textRuns
    #expect(runs.count == 5)
    #expect(runs.last?.text.hasSuffix("…") == true)
  }

  @Test("a 100 KB label taller than the window draws only the lines inside it")
  func hugeLabelIsCulledToTheWindow() {
    let text = String(repeating: "lorem ipsum dolor sit amet ", count: 3800)
    let label = makeLabel(text)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 200
    let size = label.intrinsicContentSize
    label.frame = Rect(origin: .zero, size: Size(width: 200, height: size.height))
    let runs = window.makeDisplayList().textRuns
    #expect(runs.count == 9)
    #expect(runs.map(\.origin.y) == (0..<9).map { Double($0) * 12 })
  }

  @Test("text follows a scrolled bounds origin like the background does")
  func textFollowsBoundsOrigin() {
    let label = Label("abc", font: tenPoint)
    label.frame = Rect(x: 0, y: 0, width: 100, height: 12)
    let window = makeWindow(rootView: View())
    window.rootView.addSubview(label)
    let before = window.makeDisplayList().textRuns
    label.bounds = Rect(x: 10, y: 4, width: 100, height: 12)
    let after = window.makeDisplayList().textRuns
    #expect(before.count == 1 && after.count == 1)
    // Content at bounds origin (10, 4) is drawn at the frame origin: the text does not move.
    #expect(after.first?.origin == before.first?.origin)
  }
}
