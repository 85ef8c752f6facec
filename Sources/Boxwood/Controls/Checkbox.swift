/// A box that is checked or not, with a title beside it (to its right; to its left right to left).
///
/// A click anywhere on it (box or title), or Space while it has focus, toggles ``isOn`` and sends
/// ``ControlEvent/valueChanged`` then ``ControlEvent/primaryActionTriggered``. Setting ``isOn`` in code
/// sends nothing, as in UIKit. ``isOn`` is the control's ``Control/isSelected``.
open class Checkbox: Control {
  /// The side of the box, in points.
  public static let boxSide = 18.0
  /// The space between the box and the title, in points.
  public static let titleSpacing = 8.0

  /// Whether the box is checked (the control's ``Control/isSelected``).
  public var isOn: Bool {
    get { isSelected }
    set { isSelected = newValue }
  }

  /// The title beside the box; `""` shows the box alone.
  public var title: String = "" {
    didSet { if title != oldValue { contentDidChange() } }
  }

  /// The title's font; `nil` uses the theme's.
  public var font: Font? {
    didSet { if font != oldValue { contentDidChange() } }
  }

  private var titleText = ControlTitle()
  /// Creates a checkbox with a title, checked or not.
  public init(title: String = "", isOn: Bool = false) {
    super.init(frame: .zero)
    self.title = title
    self.isOn = isOn
  }

  /// Creates an unchecked checkbox with no title and a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Toggles ``isOn`` as a click does, sending ``ControlEvent/valueChanged`` and
  /// ``ControlEvent/primaryActionTriggered``.
  public func toggle() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  private var titleFont: Font { font ?? theme.font }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: Size

  /// The 18-point box (``boxSide``), then ``titleSpacing`` and the measured title; as tall as the box or the
  /// title's line height, whichever is taller (rounded up to whole points). Just the box when the title is
  /// empty.
  open override var intrinsicContentSize: Size {
    let side = Checkbox.boxSide
    guard !title.isEmpty else { return Size(width: side, height: side) }
    let measured = titleText.measure(title, font: titleFont, measurer: textMeasurer)
    return Size(
      width: side + Checkbox.titleSpacing + measured.width,
      height: max(side, measured.metrics.lineHeight.rounded(.up)))
  }

  /// The ``intrinsicContentSize`` whatever size is offered (the title is never wrapped).
  open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

  // MARK: Drawing

  /// Where the box is drawn: at the leading edge, centred vertically.
  public var boxRect: Rect {
    let side = Checkbox.boxSide
    let x = isRightToLeft ? bounds.maxX - side : bounds.minX
    return Rect(x: x, y: bounds.minY + ((bounds.height - side) / 2).rounded(), width: side, height: side)
  }

  private var boxRadius: Double { min(Checkbox.boxSide / 2, (theme.cornerRadius / 2).rounded()) }

  /// Draws the box (filled with the accent colour and a check mark when on, bordered when off; pressed and
  /// hovered shades; faded when disabled) at the leading edge, then the title beside it, truncated when the
  /// bounds are too narrow.
  open override func draw(in context: GraphicsContext) {
    drawFadedWhenDisabled(context) {
      drawBox(in: context)
      drawTitle(in: context)
    }
  }

  private func drawBox(in context: GraphicsContext) {
    let theme = self.theme
    let box = boxRect
    let hovered = isHovered && isEnabled
    if isOn {
      let fill =
        isHighlighted
        ? theme.accentPressed
        : hovered ? ControlArtwork.hover(theme.accent, theme.accentPressed) : theme.accent
      context.fill(box, color: fill, cornerRadius: boxRadius)
      if let mark = ControlArtwork.checkmark(side: box.width, scale: displayScale, color: theme.onAccent) {
        context.drawImage(mark, in: box)
      }
    } else {
      let fill =
        isHighlighted
        ? theme.controlPressed
        : hovered
          ? ControlArtwork.hover(theme.controlBackground, theme.controlPressed) : theme.controlBackground
      context.fill(box, color: fill, cornerRadius: boxRadius)
      // Hovering darkens the edge towards the text colour, so that the target reads as live.
      let border = hovered ? theme.border.interpolated(to: theme.text, fraction: 0.25) : theme.border
      context.stroke(box, color: border, lineWidth: 1, cornerRadius: boxRadius)
    }
  }

  private func drawTitle(in context: GraphicsContext) {
    guard !title.isEmpty else { return }
    let measured = titleText.measure(title, font: titleFont, measurer: textMeasurer)
    let available = max(0, bounds.width - Checkbox.boxSide - Checkbox.titleSpacing)
    let width = min(measured.width, available)
    let x =
      isRightToLeft
      ? bounds.maxX - Checkbox.boxSide - Checkbox.titleSpacing - width : boxRect.maxX + Checkbox.titleSpacing
    let y = bounds.minY + ((bounds.height - measured.metrics.lineHeight) / 2).rounded()
    titleText.draw(
      title, font: titleFont, color: theme.text, at: Point(x: x, y: y), maxWidth: width,
      measurer: textMeasurer, in: context)
  }

  /// The box (``boxRect``) and its corner radius, not the whole control with its title.
  open override var focusRingShape: (rect: Rect, cornerRadius: Double) { (boxRect, boxRadius) }

  // MARK: Input

  /// The pointing hand while enabled; nil (the inherited cursor) while disabled.
  open override var cursor: Cursor? { isEnabled ? .pointingHand : nil }

  /// True: Space toggles the checkbox when it comes up.
  open override var activatesOnSpace: Bool { true }
  /// Toggles the checkbox (see ``toggle()``), sending `valueChanged` then `primaryActionTriggered`.
  open override func activateFromKeyboard() { toggle() }

  /// A release inside the control (box or title) toggles it; outside, nothing happens.
  open override func endTracking(_ event: PointerEvent, inside: Bool) {
    if inside { toggle() }
  }

  // MARK: Semantics

  /// The title, or nil when it is empty.
  open override var defaultAccessibilityLabel: String? { title.isEmpty ? nil : title }
  /// ``AccessibilityRole/checkbox``.
  open override var accessibilityRole: AccessibilityRole { .checkbox }
  /// `"on"` or `"off"`.
  open override var accessibilityValue: String? { isOn ? "on" : "off" }
}
