extension TextField {
  /// How long the caret stays on, then off, in seconds.
  public static let caretBlinkInterval = 0.5
  /// The caret's width in points.
  static let caretWidth = 2.0
  /// What a secure field draws for each grapheme.
  static let bullet = "•"

  // MARK: Geometry (x in the text's own coordinates: 0 at the left edge of the first grapheme)

  /// Points the text store at the field's font and measurer (a change re-measures lazily).
  func prepareStorage() {
    storage.prepare(font: font, measurer: textMeasurer)
  }

  /// The width of one bullet of a secure field.
  var bulletWidth: Double {
    let measurer = textMeasurer
    if let cached = bulletWidthCache, cached.font == font, cached.measurer == ObjectIdentifier(measurer) {
      return cached.width
    }
    let width = max(0, measurer.width(of: TextField.bullet[...], font: font))
    bulletWidthCache = (font, ObjectIdentifier(measurer), width)
    return width
  }

  /// The x of the boundary before grapheme `position`, composition left out.
  func contentX(at position: Int) -> Double {
    prepareStorage()
    return isSecureTextEntry ? Double(position) * bulletWidth : storage.x(at: position)
  }

  /// The composition as drawn (bullets in a secure field).
  var displayedMarkedText: String {
    isSecureTextEntry ? String(repeating: TextField.bullet, count: markedText.count) : markedText
  }

  /// The width of the composition, 0 when there is none.
  var markedWidth: Double {
    guard isComposing else { return 0 }
    return textMeasurer.width(of: displayedMarkedText[...], font: font)
  }

  /// The width of the text as drawn, composition included.
  var contentWidth: Double { contentX(at: storage.count) + markedWidth }

  /// The caret's x: at the selection's moving end, or inside the composition while composing.
  var caretContentX: Double {
    var x = contentX(at: head)
    if isComposing, markedSelection.lowerBound > 0 {
      x += textMeasurer.width(of: displayedMarkedText.prefix(markedSelection.lowerBound), font: font)
    }
    return x
  }

  /// The area text is drawn in.
  var textRect: Rect { bounds.insetBy(dx: TextField.horizontalInset, dy: 0) }

  /// The alignment in force: `.natural` follows the layout direction.
  var resolvedAlignment: TextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }

  /// Where x = 0 of the text lies in the view: aligned when the text fits, scrolled when it does not.
  var textOriginX: Double {
    let rect = textRect
    let width = contentWidth
    guard width <= rect.width else { return rect.minX - scrollOffset }
    switch resolvedAlignment {
    case .center: return rect.minX + ((rect.width - width) / 2).rounded()
    case .right: return rect.maxX - width
    case .left, .natural: return rect.minX
    }
  }

  /// The top of the line box, centred in the bounds.
  func lineTop(_ metrics: FontMetrics) -> Double {
    bounds.minY + ((bounds.height - metrics.lineHeight) / 2).rounded(.down)
  }

  /// The caret as drawn, in the view's coordinates (also where an input method shows its candidates).
  var caretRect: Rect {
    let metrics = textMeasurer.metrics(of: font)
    let x = textOriginX + caretContentX
    return Rect(
      x: x - TextField.caretWidth / 2, y: lineTop(metrics), width: TextField.caretWidth,
      height: metrics.lineHeight)
  }

  // MARK: Scrolling

  /// Scrolls just enough for the caret to be inside the text area.
  func scrollToCaret() {
    // Outside a window there is nothing to keep in view (and no measurer of the window's to ask).
    guard window != nil else {
      scrollOffset = 0
      return
    }
    let rect = textRect
    guard rect.width > 0, contentWidth > rect.width else {
      scrollOffset = 0
      return
    }
    let caret = caretContentX
    let half = TextField.caretWidth / 2
    if caret - half < scrollOffset {
      scrollOffset = caret - half
    } else if caret + half > scrollOffset + rect.width {
      scrollOffset = caret + half - rect.width
    }
    clampScroll()
  }

  /// Keeps the scroll offset within the text (no empty space after its end).
  func clampScroll() {
    guard window != nil else {
      scrollOffset = 0
      return
    }
    let limit = max(0, contentWidth + TextField.caretWidth / 2 - textRect.width)
    scrollOffset = min(max(0, scrollOffset), limit)
  }

  // MARK: Drawing

  /// Draws the field: background, border, focus ring, placeholder or text, selection, composition and
  /// the caret — the text clipped to the text area, and only the visible runs of it.
  func drawField(in context: GraphicsContext) {
    prepareStorage()
    let theme = self.theme
    if isEnabled {
      drawContents(in: context, theme: theme)
    } else {
      context.withOpacity(theme.disabledOpacity) { drawContents(in: context, theme: theme) }
    }
  }

  private func drawContents(in context: GraphicsContext, theme: Theme) {
    let radius = theme.cornerRadius
    context.fill(bounds, color: theme.fieldBackground, cornerRadius: radius)
    context.stroke(bounds, color: theme.border, lineWidth: 1, cornerRadius: radius)
    // The focus ring is drawn around the field by the view tree (see `focusRingShape`).
    let focused = isFirstResponder && (window?.isKeyWindow ?? false)
    let metrics = textMeasurer.metrics(of: font)
    let top = lineTop(metrics)
    // A little wider than the text area, so that a caret at either end is drawn whole.
    context.withClip(textRect.insetBy(dx: -TextField.caretWidth, dy: 0)) {
      if storage.count == 0 && !isComposing {
        drawPlaceholder(in: context, theme: theme, top: top, lineHeight: metrics.lineHeight)
      } else {
        let origin = textOriginX
        if focused && !selectedRange.isEmpty && !isComposing {
          let from = contentX(at: selectedRange.lowerBound)
          let to = contentX(at: selectedRange.upperBound)
          context.fill(
            Rect(x: origin + from, y: top, width: to - from, height: metrics.lineHeight),
            color: theme.selection)
        }
        drawText(in: context, origin: origin, top: top, lineHeight: metrics.lineHeight)
        if isComposing { drawComposition(in: context, origin: origin, top: top, metrics: metrics) }
      }
      if focused && (selectedRange.isEmpty || isComposing) { drawCaret(in: context, theme: theme) }
    }
  }

  private func drawPlaceholder(in context: GraphicsContext, theme: Theme, top: Double, lineHeight: Double) {
    guard !placeholder.isEmpty else { return }
    let rect = textRect
    let width = textMeasurer.width(of: placeholder[...], font: font)
    var x = rect.minX
    if width <= rect.width {
      switch resolvedAlignment {
      case .center: x = rect.minX + ((rect.width - width) / 2).rounded()
      case .right: x = rect.maxX - width
      case .left, .natural: break
      }
    }
    context.drawText(
      placeholder, font: font, color: theme.secondaryText, origin: Point(x: x, y: top),
      lineSize: Size(width: width, height: lineHeight))
  }

  /// The visible text: each visible run at its offset; runs after the caret move right by the
  /// composition's width while composing.
  private func drawText(in context: GraphicsContext, origin: Double, top: Double, lineHeight: Double) {
    let clip = context.clipBounds
    let shift = markedWidth
    let caret = isComposing ? head : storage.count
    let caretX = contentX(at: caret)
    let from = clip.minX - origin - shift
    let to = clip.maxX - origin
    let color = textColor
    func draw(_ text: String, at x: Double, width: Double) {
      context.drawText(
        text, font: font, color: color, origin: Point(x: origin + x, y: top),
        lineSize: Size(width: width, height: lineHeight))
    }
    if isSecureTextEntry {
      let width = bulletWidth
      guard width > 0 else { return }
      let first = max(0, min(storage.count, Int((from / width).rounded(.down))))
      let last = max(first, min(storage.count, Int((to / width).rounded(.up))))
      let split = max(first, min(caret, last))
      draw(
        String(repeating: TextField.bullet, count: split - first), at: Double(first) * width,
        width: width * Double(split - first))
      draw(
        String(repeating: TextField.bullet, count: last - split), at: Double(split) * width + shift,
        width: width * Double(last - split))
      return
    }
    for (run, start, x) in storage.runs(overlapping: from, to) {
      if start >= caret {
        draw(run.string, at: x + shift, width: run.width)
      } else if start + run.count <= caret {
        draw(run.string, at: x, width: run.width)
      } else {
        // The composition sits inside this run: draw the run in two parts around it.
        let cut = run.string.index(run.string.startIndex, offsetBy: caret - start)
        draw(String(run.string[..<cut]), at: x, width: caretX - x)
        draw(String(run.string[cut...]), at: caretX + shift, width: x + run.width - caretX)
      }
    }
  }

  /// The composition at the caret, underlined; the part the input method selected, underlined thicker.
  private func drawComposition(in context: GraphicsContext, origin: Double, top: Double, metrics: FontMetrics)
  {
    let x = origin + contentX(at: head)
    let shown = displayedMarkedText
    let width = markedWidth
    context.drawText(
      shown, font: font, color: textColor, origin: Point(x: x, y: top),
      lineSize: Size(width: width, height: metrics.lineHeight))
    let underline = (top + metrics.ascent + max(1, (metrics.descent / 2).rounded(.down))).rounded(.down)
    context.fill(Rect(x: x, y: underline, width: width, height: 1), color: textColor)
    guard !markedSelection.isEmpty else { return }
    let start = textMeasurer.width(of: shown.prefix(markedSelection.lowerBound), font: font)
    let end = textMeasurer.width(of: shown.prefix(markedSelection.upperBound), font: font)
    context.fill(Rect(x: x + start, y: underline, width: end - start, height: 2), color: textColor)
  }

  /// The caret, when the blink has it on; asks the window for a frame when the blink turns.
  private func drawCaret(in context: GraphicsContext, theme: Theme) {
    guard let window else { return }
    let interval = TextField.caretBlinkInterval
    // A hair of slack so that a frame stamped exactly at a turn counts as after it.
    let phase = Int(((max(0, window.frameTime - blinkStart)) / interval + 1e-9).rounded(.down))
    window.requestRedraw(at: blinkStart + Double(phase + 1) * interval)
    guard phase % 2 == 0 else { return }
    context.fill(caretRect, color: theme.accent)
  }
}
