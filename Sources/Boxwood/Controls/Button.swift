/// A push button showing a title, an image, or an image beside a title, in one of three ``Style``s.
///
/// A button sends ``ControlEvent/primaryActionTriggered`` when a click is released over it, when
/// Return (or keypad Enter) goes down while it has focus — every automatic repeat too — and when Space
/// comes up after going down on it (it looks pressed while Space is held; Escape cancels). Other keys go
/// on up the responder chain, so Tab still moves focus.
///
/// Its intrinsic size is its content (image, ``imagePadding``, title) plus ``contentInsets``, and at
/// least the theme's control height tall. Content is centred; a title that does not fit is cut with "…".
open class Button: Control {
  /// How a button is drawn.
  public enum Style: Hashable, Sendable {
    /// The accent colour behind the content in ``Theme/onAccent``: the primary action of a screen.
    case filled
    /// The control background with a border, and the content in body text colour.
    case bordered
    /// Content in the accent colour on no background (a faint tint on hover and press).
    case plain
  }

  /// How the button is drawn (``Style/bordered`` unless set).
  public var style: Style = .bordered {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }

  /// The title; `""` shows none.
  @exclusivity(unchecked) public var title: String = "" {
    didSet { if title != oldValue { contentDidChange() } }
  }

  /// The image, shown on the leading side of the title.
  @exclusivity(unchecked) public var image: Image? {
    didSet {
      guard image != oldValue else { return }
      tintedImages.removeAll()
      contentDidChange()
    }
  }

  /// Whether the image is drawn as a template, recoloured like the title (true, as UIKit's system
  /// buttons do); false draws its own colours.
  public var tintsImage = true {
    didSet { if tintsImage != oldValue { setNeedsDisplay() } }
  }

  /// The space between the image and the title, in points (negative and non-finite values become 0).
  @exclusivity(unchecked) public var imagePadding: Double = 6 {
    didSet {
      if !imagePadding.isFinite || imagePadding < 0 { imagePadding = 0 }
      if imagePadding != oldValue { contentDidChange() }
    }
  }

  /// The space between the content and the edges, by reading direction (insets with a non-finite
  /// component are refused).
  @exclusivity(unchecked) public var contentInsets = DirectionalEdgeInsets(
    top: 6, leading: 14, bottom: 6, trailing: 14)
  {
    didSet {
      let insets = contentInsets
      guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) else {
        contentInsets = oldValue
        return
      }
      if contentInsets != oldValue { contentDidChange() }
    }
  }

  /// The title's font; `nil` uses the theme's.
  @exclusivity(unchecked) public var font: Font? {
    didSet { if font != oldValue { contentDidChange() } }
  }

  @exclusivity(unchecked) private var titleText = ControlTitle()
  private var tintedImages: [Color: Image] = [:]
  /// Creates a button with a title and, optionally, an image and a style.
  public init(title: String = "", image: Image? = nil, style: Style = .bordered) {
    super.init(frame: .zero)
    self.title = title
    self.image = image
    self.style = style
  }

  /// Creates an empty bordered button with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  private var titleFont: Font { font ?? themeFont }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: Size

  /// The image, ``imagePadding`` and the title side by side plus ``contentInsets``, rounded up to whole
  /// points; never shorter than the theme's ``Theme/controlHeight``. Changes to the title, image, font or
  /// theme invalidate it.
  open override var intrinsicContentSize: Size {
    let content = contentSize
    return Size(
      width: (content.width + contentInsets.leading + contentInsets.trailing).rounded(.up),
      height: max(
        themeControlHeight, (content.height + contentInsets.top + contentInsets.bottom).rounded(.up)))
  }

  /// The ``intrinsicContentSize`` whatever size is offered (the title is never wrapped).
  open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

  /// The size of the image, padding and title side by side.
  private var contentSize: Size {
    var width = 0.0
    var height = 0.0
    if let image {
      width += image.size.width
      height = image.size.height
    }
    if !title.isEmpty {
      let measured = titleText.measure(title, font: titleFont, measurer: textMeasurer)
      width += measured.width + (image == nil ? 0 : imagePadding)
      height = max(height, measured.metrics.lineHeight)
    }
    return Size(width: width, height: height)
  }

  // MARK: Drawing

  /// Draws the rounded fill and border of the ``style`` in the current state (pressed, hovered, selected;
  /// faded when disabled), then the image and title centred together; a title too long for the space is
  /// truncated.
  open override func draw(in context: GraphicsContext) {
    drawFadedWhenDisabled(context) {
      let colors = self.colors(theme)
      context.fill(bounds, color: colors.fill, cornerRadius: theme.cornerRadius)
      if let border = colors.border {
        context.stroke(bounds, color: border, lineWidth: 1, cornerRadius: theme.cornerRadius)
      }
      drawContent(color: colors.content, in: context)
    }
  }

  /// The fill, border and content colours for the style and state.
  private func colors(_ theme: Theme) -> (fill: Color, border: Color?, content: Color) {
    let pressed = isHighlighted
    let hovered = isHovered && isEnabled
    switch style {
    case .filled:
      let fill =
        pressed || isSelected
        ? theme.accentPressed
        : hovered ? ControlArtwork.hover(theme.accent, theme.accentPressed) : theme.accent
      return (fill, nil, theme.onAccent)
    case .bordered where isSelected:
      let tint = theme.accent.withAlpha(pressed ? 0.3 : hovered ? 0.22 : 0.16)
      return (tint.composited(over: theme.controlBackground), theme.accent.withAlpha(0.6), theme.accent)
    case .bordered:
      let fill =
        pressed
        ? theme.controlPressed
        : hovered
          ? ControlArtwork.hover(theme.controlBackground, theme.controlPressed) : theme.controlBackground
      return (fill, theme.border, theme.text)
    case .plain:
      let tint = pressed ? 0.2 : isSelected ? 0.14 : hovered ? 0.1 : 0
      return (theme.accent.withAlpha(tint), nil, pressed ? theme.accentPressed : theme.accent)
    }
  }

  private func drawContent(color: Color, in context: GraphicsContext) {
    let area = bounds.inset(by: contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection))
    let imageSize = image?.size ?? .zero
    let measured = titleText.measure(title, font: titleFont, measurer: textMeasurer)
    let gap = image != nil && !title.isEmpty ? imagePadding : 0
    let titleWidth = title.isEmpty ? 0 : max(0, min(measured.width, area.width - imageSize.width - gap))
    let start = (area.midX - (imageSize.width + gap + titleWidth) / 2).rounded()
    let titleX = isRightToLeft ? start : start + imageSize.width + gap
    if let image {
      let imageX = isRightToLeft ? start + titleWidth + gap : start
      let rect = Rect(
        x: imageX, y: (bounds.midY - imageSize.height / 2).rounded(), width: imageSize.width,
        height: imageSize.height)
      context.drawImage(tintsImage ? tinted(image, color) : image, in: rect)
    }
    guard titleWidth > 0 else { return }
    titleText.draw(
      title, font: titleFont, color: color,
      at: Point(x: titleX, y: ((bounds.height - measured.metrics.lineHeight) / 2).rounded()),
      maxWidth: titleWidth, measurer: textMeasurer, in: context)
  }

  /// The image recoloured for the content colour, made once per colour.
  private func tinted(_ image: Image, _ color: Color) -> Image {
    if let cached = tintedImages[color] { return cached }
    guard let made = ControlArtwork.tinted(image, color: color) else { return image }
    // The colours of one theme's states; a theme switch starts over.
    if tintedImages.count >= 12 { tintedImages.removeAll() }
    tintedImages[color] = made
    return made
  }

  /// The bounds with the theme's ``Theme/cornerRadius``.
  open override var focusRingShape: (rect: Rect, cornerRadius: Double) { (bounds, theme.cornerRadius) }

  // MARK: Input

  /// The pointing hand while enabled; nil (the inherited cursor) while disabled.
  open override var cursor: Cursor? { isEnabled ? .pointingHand : nil }

  /// True: Space presses the button, which acts when Space comes up.
  open override var activatesOnSpace: Bool { true }

  /// Return (and keypad Enter) activates a button on key down, repeats included; Space is handled by
  /// ``Control`` (pressed while held, acting on release).
  open override func keyDown(_ event: KeyEvent) {
    if event.key == .returnKey, isEnabled, event.modifiers.isDisjoint(with: [.control, .alt, .command]) {
      activateFromKeyboard()
      return
    }
    super.keyDown(event)
  }

  // MARK: Semantics

  /// The title, or nil when it is empty (set ``View/accessibilityLabel`` for an image-only button).
  open override var defaultAccessibilityLabel: String? { title.isEmpty ? nil : title }
  /// ``AccessibilityRole/button``.
  open override var accessibilityRole: AccessibilityRole { .button }
}
