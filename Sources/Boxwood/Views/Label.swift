/// A view that shows one or more lines of read-only text.
///
/// Its intrinsic size comes from real font metrics (through the window's ``TextMeasuring``). With
/// ``numberOfLines`` other than 1 it wraps at words to its width, and, as UIKit's `UILabel` does,
/// shows only the lines that fit its height, truncating the last visible one per ``lineBreakMode``.
/// The text block is centred vertically in the bounds.
open class Label: View {
  /// The text shown; `""` shows nothing and has a zero intrinsic size.
  public var text: String = "" { didSet { if text != oldValue { textDidChange() } } }
  /// The font.
  public var font: Font = .body { didSet { if font != oldValue { textDidChange() } } }
  /// The colour of the text.
  public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
  /// The horizontal alignment of each line.
  public var textAlignment: TextAlignment = .natural {
    didSet { if textAlignment != oldValue { setNeedsDisplay() } }
  }
  /// The most lines shown; 0 means as many as needed (or as fit the height).
  public var numberOfLines: Int = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = 0 }
      if numberOfLines != oldValue { textDidChange() }
    }
  }
  /// How lines wrap and how cut text is marked.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// The width a multi-line label wraps at when computing its intrinsic size (0: no preference, the
  /// text is measured on one line per paragraph).
  public var preferredMaxLayoutWidth: Double = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }

  private var cache: (key: CacheKey, layout: TextLayout)?
  private var layoutWidthHint: Double = 0

  /// The text, or nil when it is empty.
  open override var defaultAccessibilityLabel: String? { text.isEmpty ? nil : text }
  /// ``AccessibilityRole/staticText``.
  open override var accessibilityRole: AccessibilityRole { .staticText }

  /// Creates a label with text (empty by default) on one line, in the body font and the label colour. Its
  /// size comes from the text through Auto Layout; the frame starts at zero.
  public init(_ text: String = "", font: Font = .body, textColor: Color = .label) {
    super.init(frame: .zero)
    self.text = text
    self.font = font
    self.textColor = textColor
  }

  /// Creates an empty label with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// The laid-out text's size, rounded up to whole points: one line per paragraph for a single-line label; a
  /// multi-line label wraps at ``preferredMaxLayoutWidth``, or else at the width layout last gave it (the
  /// label then lays out twice, as in UIKit). Zero for empty text (UIKit also reports zero).
  open override var intrinsicContentSize: Size {
    guard !text.isEmpty else { return .zero }
    return Label.ceil(layout(maxWidth: intrinsicWrapWidth, maxLines: numberOfLines).size)
  }

  /// The width a multi-line label wraps at for its intrinsic size: `preferredMaxLayoutWidth`, else the
  /// width layout last gave it (UIKit's two-pass trick), else none.
  private var intrinsicWrapWidth: Double {
    guard numberOfLines != 1 else { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return layoutWidthHint > 0 ? layoutWidthHint : .infinity
  }

  override func layoutWidthDidChange() -> Bool {
    guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, !translatesAutoresizingMaskIntoConstraints,
      abs(bounds.width - layoutWidthHint) > 0.5
    else { return false }
    layoutWidthHint = bounds.width
    return true
  }

  override func baselineLayout(first: Bool) -> (fraction: Double, offset: Double) {
    // The text block is centred vertically, so a baseline is linear in the height:
    // top + (height − block) / 2 + ascent (+ the lines above the last one).
    let layout = self.layout(maxWidth: intrinsicWrapWidth, maxLines: numberOfLines)
    let lines = Double(max(1, layout.lines.count))
    let above = first ? 0 : (lines - 1) * layout.metrics.lineHeight
    return (0.5, layout.metrics.ascent + above - lines * layout.metrics.lineHeight / 2)
  }

  /// The text's size, rounded up to whole points: wrapped at `size.width` when the label has more than one
  /// line and the width is positive, otherwise unwrapped; zero for empty text.
  open override func sizeThatFits(_ size: Size) -> Size {
    guard !text.isEmpty else { return .zero }
    let width = numberOfLines != 1 && size.width > 0 ? size.width : .infinity
    return Label.ceil(layout(maxWidth: width, maxLines: numberOfLines).size)
  }

  /// The laid-out text as drawn in the current bounds.
  public var currentLayout: TextLayout {
    let lineHeight = textMeasurer.metrics(of: font).lineHeight
    let fitting = max(1, Int((bounds.height + 0.01) / max(lineHeight, 0.001)))
    let maxLines = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
    return layout(maxWidth: bounds.width, maxLines: maxLines)
  }

  /// Distance from the top of the bounds to the first line's baseline.
  public var firstBaselineOffset: Double {
    let layout = currentLayout
    return textTop(for: layout) + layout.metrics.ascent
  }

  /// Distance from the top of the bounds to the last line's baseline.
  public var lastBaselineOffset: Double {
    let layout = currentLayout
    let lines = Double(max(1, layout.lines.count) - 1)
    return textTop(for: layout) + lines * layout.metrics.lineHeight + layout.metrics.ascent
  }

  /// Draws the lines that fit the height (truncated per ``lineBreakMode``), the block centred vertically and
  /// each line aligned per ``textAlignment``; clipped to the bounds when the text overflows them.
  open override func draw(in context: GraphicsContext) {
    guard !text.isEmpty, bounds.width > 0 else { return }
    let layout = currentLayout
    // Lines cut by `.byClipping`, or taller than the bounds, must not spill outside the label.
    if layout.size.width > bounds.width || layout.size.height > bounds.height {
      context.withClip(bounds) { drawLines(layout, in: context) }
    } else {
      drawLines(layout, in: context)
    }
  }

  private func drawLines(_ layout: TextLayout, in context: GraphicsContext) {
    // Text sits in the bounds, which start at the bounds origin (non-zero when scrolled).
    var y = bounds.minY + textTop(for: layout)
    let lineHeight = layout.metrics.lineHeight
    for line in layout.lines {
      let x: Double
      switch textAlignment {
      case .left, .natural: x = 0
      case .center: x = (bounds.width - line.width) / 2
      case .right: x = bounds.width - line.width
      }
      context.drawText(
        line.text, font: font, color: textColor, origin: Point(x: bounds.minX + x, y: y),
        lineSize: Size(width: line.width, height: lineHeight))
      y += lineHeight
    }
  }

  /// Forgets the cached layout and invalidates the intrinsic size: a new window may measure text differently.
  open override func didMoveToWindow() {
    cache = nil
    invalidateIntrinsicContentSize()
  }

  private func textTop(for layout: TextLayout) -> Double {
    ((bounds.height - layout.size.height) / 2).rounded(.down)
  }

  private func textDidChange() {
    cache = nil
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  private func layout(maxWidth: Double, maxLines: Int) -> TextLayout {
    let measurer = textMeasurer
    let key = CacheKey(maxWidth: maxWidth, maxLines: maxLines, measurer: ObjectIdentifier(measurer))
    if let cache, cache.key == key { return cache.layout }
    let layout = TextLayout(
      text: text, font: font, measurer: measurer, maxWidth: maxWidth, maxLines: maxLines,
      lineBreakMode: lineBreakMode)
    cache = (key, layout)
    return layout
  }

  private static func ceil(_ size: Size) -> Size {
    Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  private struct CacheKey: Equatable {
    var maxWidth: Double
    var maxLines: Int
    var measurer: ObjectIdentifier
  }
}
