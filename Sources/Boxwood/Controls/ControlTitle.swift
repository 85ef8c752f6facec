/// One line of control text (a button's or a checkbox's title): measured once per text, font and
/// measurer, and cut with "…" when drawn narrower than it is.
@MainActor
struct ControlTitle {
  private struct Key: Equatable {
    var text: String
    var font: Font
    var measurer: ObjectIdentifier
  }

  private var cached: (key: Key, width: Double, metrics: FontMetrics)?

  /// The advance width (rounded up to whole points) and the metrics of `text` in `font`.
  mutating func measure(
    _ text: String, font: Font, measurer: any TextMeasuring
  ) -> (width: Double, metrics: FontMetrics) {
    let key = Key(text: text, font: font, measurer: ObjectIdentifier(measurer))
    if let cached, cached.key == key { return (cached.width, cached.metrics) }
    let width = measurer.width(of: Substring(text), font: font).rounded(.up)
    let metrics = measurer.metrics(of: font)
    cached = (key, width, metrics)
    return (width, metrics)
  }

  /// Draws `text` with its line box's top-left corner at `origin`, truncated to `maxWidth`.
  mutating func draw(
    _ text: String, font: Font, color: Color, at origin: Point, maxWidth: Double, measurer: any TextMeasuring,
    in context: GraphicsContext
  ) {
    let (width, metrics) = measure(text, font: font, measurer: measurer)
    guard !text.isEmpty, maxWidth > 0 else { return }
    var line = (text: text, width: width)
    if width > maxWidth {
      let layout = TextLayout(
        text: text, font: font, measurer: measurer, maxWidth: maxWidth, maxLines: 1,
        lineBreakMode: .byTruncatingTail)
      guard let first = layout.lines.first else { return }
      line = (first.text, first.width)
    }
    context.drawText(
      line.text, font: font, color: color, origin: origin,
      lineSize: Size(width: line.width, height: metrics.lineHeight))
  }
}
