/// An on/off switch: a pill-shaped track, tinted with the accent colour when on, and a round thumb that
/// sits at the trailing end when on (the leading end when off; mirrored right to left).
///
/// A click, or Space while it has focus, toggles ``isOn`` and sends ``ControlEvent/valueChanged`` then
/// ``ControlEvent/primaryActionTriggered``; the thumb can also be dragged, and lands on the side it is
/// released nearer to. Setting ``isOn`` in code sends nothing. The switch is drawn in its final state
/// (no animation yet). It has no title: name it with ``View/accessibilityLabel`` and put a ``Label``
/// beside it.
open class Switch: Control {
  /// The size of the track, which is also the switch's intrinsic size.
  public static let trackSize = Size(width: 44, height: 26)
  /// The gap between the thumb and the track's edge.
  static let thumbInset = 2.0
  /// How much wider the thumb grows while pressed (reaching towards the other side).
  static let pressedStretch = 5.0
  /// How far the pointer must move before a press becomes a drag of the thumb.
  static let dragThreshold = 3.0

  /// Whether the switch is on (the control's ``Control/isSelected``).
  public var isOn: Bool {
    get { isSelected }
    set { isSelected = newValue }
  }

  /// The pointer's starting x (window coordinates) and how far it has moved, while pressed.
  private var drag: (startX: Double, offset: Double, moved: Bool)?

  /// Creates a switch, on or off.
  public init(isOn: Bool = false) {
    super.init(frame: Rect(origin: .zero, size: Switch.trackSize))
    self.isOn = isOn
  }

  /// Creates an off switch with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Toggles ``isOn`` as a click does, sending ``ControlEvent/valueChanged`` and
  /// ``ControlEvent/primaryActionTriggered``.
  public func toggle() {
    setOn(!isOn)
  }

  private func setOn(_ on: Bool) {
    guard on != isOn else { return }
    isOn = on
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// The track's size, ``trackSize`` (44 × 26 points), whatever the theme.
  open override var intrinsicContentSize: Size { Switch.trackSize }
  /// ``trackSize`` whatever size is offered; a larger frame keeps the track at its natural size at the
  /// leading edge (see ``trackRect``).
  open override func sizeThatFits(_ size: Size) -> Size { Switch.trackSize }

  // MARK: Drawing

  /// Where the track is drawn: its natural size at the leading edge, centred vertically.
  public var trackRect: Rect {
    let size = Switch.trackSize
    let x = isRightToLeft ? bounds.maxX - size.width : bounds.minX
    return Rect(
      x: x, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// How far the thumb is from the off end to the on end, 0…1 (between while dragged).
  private var thumbFraction: Double {
    guard tracking, let drag, drag.moved else { return isOn ? 1 : 0 }
    let travel = Switch.trackSize.width - Switch.trackSize.height
    let offset = isRightToLeft ? -drag.offset : drag.offset
    return min(1, max(0, (isOn ? 1 : 0) + offset / travel))
  }

  /// Where the thumb is drawn.
  public var thumbRect: Rect {
    let track = trackRect
    let inset = Switch.thumbInset
    let diameter = track.height - 2 * inset
    let travel = track.width - track.height
    let fraction = thumbFraction
    var x =
      isRightToLeft
      ? track.maxX - inset - diameter - fraction * travel : track.minX + inset + fraction * travel
    var width = diameter
    if isHighlighted, !(drag?.moved ?? false) {
      // Pressed, the thumb stretches towards the track's middle (as a finger would squash it).
      width += Switch.pressedStretch
      if x + diameter / 2 > track.midX { x -= Switch.pressedStretch }
    }
    return Rect(x: x.rounded(), y: track.minY + inset, width: width, height: diameter)
  }

  /// Draws the pill-shaped track (accent-coloured when on, blending towards it while the thumb is dragged)
  /// and the round thumb; faded when disabled.
  open override func draw(in context: GraphicsContext) {
    drawFadedWhenDisabled(context) {
      let track = trackRect
      context.fill(track, color: trackColor, cornerRadius: track.height / 2)
      ControlArtwork.drawThumb(thumbRect, color: theme.thumb, in: context)
    }
  }

  private var trackColor: Color {
    let theme = self.theme
    let hovered = isHovered && isEnabled
    let off =
      isHighlighted
      ? theme.border : hovered ? ControlArtwork.hover(theme.track, theme.border) : theme.track
    let on =
      isHighlighted
      ? theme.accentPressed : hovered ? ControlArtwork.hover(theme.accent, theme.accentPressed) : theme.accent
    let fraction = thumbFraction
    return fraction <= 0 ? off : fraction >= 1 ? on : off.interpolated(to: on, fraction: fraction)
  }

  /// The track (``trackRect``) with fully rounded ends.
  open override var focusRingShape: (rect: Rect, cornerRadius: Double) {
    let track = trackRect
    return (track, track.height / 2)
  }

  // MARK: Input

  /// The pointing hand while enabled; nil (the inherited cursor) while disabled.
  open override var cursor: Cursor? { isEnabled ? .pointingHand : nil }

  /// Starts following the pointer, so that the thumb can be dragged; always accepts the press.
  open override func beginTracking(_ event: PointerEvent) -> Bool {
    drag = (event.location.x, 0, false)
    return true
  }

  /// Moves the thumb with the pointer once it has travelled more than 3 points; before that the press is a
  /// click.
  open override func continueTracking(_ event: PointerEvent) {
    guard var current = drag else { return }
    current.offset = event.location.x - current.startX
    if abs(current.offset) > Switch.dragThreshold { current.moved = true }
    drag = current
    setNeedsDisplay()
  }

  /// True: Space toggles the switch when it comes up.
  open override var activatesOnSpace: Bool { true }
  /// Toggles the switch (see ``toggle()``), sending `valueChanged` then `primaryActionTriggered`.
  open override func activateFromKeyboard() { toggle() }

  /// A click released inside toggles the switch; a drag lands the thumb on the side it was released nearer
  /// to, wherever the pointer is, and sends the actions only when that changed ``isOn``.
  open override func endTracking(_ event: PointerEvent, inside: Bool) {
    let moved = drag?.moved ?? false
    // The fraction is read while the drag is still known (tracking ended just before this call).
    let landed = moved ? draggedFraction(to: event.location.x) >= 0.5 : !isOn
    drag = nil
    setNeedsDisplay()
    if moved {
      setOn(landed)
    } else if inside {
      toggle()
    }
  }

  private func draggedFraction(to x: Double) -> Double {
    guard let drag else { return isOn ? 1 : 0 }
    let travel = Switch.trackSize.width - Switch.trackSize.height
    let offset = isRightToLeft ? drag.startX - x : x - drag.startX
    return min(1, max(0, (isOn ? 1 : 0) + offset / travel))
  }

  // MARK: Semantics

  /// ``AccessibilityRole/toggle``.
  open override var accessibilityRole: AccessibilityRole { .toggle }
  /// `"on"` or `"off"`.
  open override var accessibilityValue: String? { isOn ? "on" : "off" }
}
