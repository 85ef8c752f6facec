/// A horizontal slider choosing a value between ``minimumValue`` and ``maximumValue``: a track, filled
/// with the accent colour up to a round thumb. The minimum is at the leading end (the right end right to
/// left).
///
/// - A click on the track moves the thumb there; the thumb then follows the pointer until release, even
///   outside the slider. Grabbing the thumb itself keeps the grab point under the pointer (no jump).
/// - With focus, the arrow keys move by a twentieth of the range — Shift makes it a hundredth, for fine
///   adjustment — and Page Up / Page Down by a tenth. Up always increases; Left and Right follow the
///   screen (Left decreases left to right, increases right to left). Home and End go to the minimum
///   and the maximum.
/// - Every change made by the user sends ``ControlEvent/valueChanged`` (a move that leaves the value
///   as it was sends nothing). With ``isContinuous`` off, a drag sends it once, on release. A slider sends
///   no ``ControlEvent/primaryActionTriggered``: it has no single "action", only a value.
///
/// Values set in code are clamped to the range and send nothing; NaN (and infinite bounds) are refused
/// with a report naming the slider.
open class Slider: Control {
  /// The diameter of the thumb.
  public static let thumbDiameter = 20.0
  /// The height of the track.
  public static let trackHeight = 4.0
  /// The slider's intrinsic height (it has no intrinsic width, as in UIKit).
  public static let preferredHeight = 28.0

  /// The value, within ``minimumValue``…``maximumValue``.
  public var value: Double {
    get { storedValue }
    set { setValue(newValue, property: "value") }
  }

  /// The smallest value (0 unless set). Raising it above ``maximumValue`` raises that too.
  public var minimumValue: Double {
    get { range.lowerBound }
    set {
      guard accept(newValue, property: "minimumValue") else { return }
      updateRange(newValue...max(newValue, range.upperBound))
    }
  }

  /// The largest value (1 unless set). Lowering it below ``minimumValue`` lowers that too.
  public var maximumValue: Double {
    get { range.upperBound }
    set {
      guard accept(newValue, property: "maximumValue") else { return }
      updateRange(min(range.lowerBound, newValue)...newValue)
    }
  }

  /// Whether a drag sends ``ControlEvent/valueChanged`` for every move (true) or once on release.
  public var isContinuous = true

  private var storedValue = 0.0
  private var range: ClosedRange<Double> = 0...1
  /// Where on the thumb it was grabbed (pointer x − thumb centre), and the value when the press began.
  private var grab: (offset: Double, startValue: Double)?

  /// Creates a slider with a value and a range.
  public init(value: Double = 0, in range: ClosedRange<Double> = 0...1) {
    super.init(frame: .zero)
    minimumValue = range.lowerBound
    maximumValue = range.upperBound
    self.value = value
  }

  /// Creates a slider over 0…1 at 0 with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  // MARK: Value

  private func accept(_ proposed: Double, property: String) -> Bool {
    guard proposed.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: property, value: "\(proposed)"))
      return false
    }
    return true
  }

  private func setValue(_ proposed: Double, property: String) {
    // An infinite value is a request for an end; only NaN has no meaning.
    guard !proposed.isNaN else {
      Diagnostics.report(.nonFiniteGeometry(view: ViewReference(self), property: property, value: "nan"))
      return
    }
    let clamped = min(range.upperBound, max(range.lowerBound, proposed))
    if clamped != storedValue {
      storedValue = clamped
      setNeedsDisplay()
    }
  }

  private func updateRange(_ newRange: ClosedRange<Double>) {
    guard newRange != range else { return }
    range = newRange
    storedValue = min(range.upperBound, max(range.lowerBound, storedValue))
    setNeedsDisplay()
  }

  /// Sets the value for the user; returns whether it changed (and sends `valueChanged` if it did and
  /// `notify` is set).
  @discardableResult
  private func userSetValue(_ proposed: Double, notify: Bool = true) -> Bool {
    let old = storedValue
    setValue(proposed, property: "value")
    guard storedValue != old else { return false }
    if notify { sendActions(for: .valueChanged) }
    return true
  }

  // MARK: Geometry

  /// No intrinsic width (``View/noIntrinsicMetric``, as in UIKit: give the slider a width constraint or let
  /// its container stretch it) and ``preferredHeight`` (28 points).
  open override var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: Slider.preferredHeight)
  }

  /// The offered width (160 points when it is 0 or less) by ``preferredHeight``.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width > 0 ? size.width : 160, height: Slider.preferredHeight)
  }

  /// The fraction of the range the value is at, 0…1.
  private var fraction: Double {
    let span = range.upperBound - range.lowerBound
    return span > 0 ? (storedValue - range.lowerBound) / span : 0
  }

  /// The x of the thumb's centre for a fraction of the range; the thumb stays inside the bounds.
  private func thumbCenterX(for fraction: Double) -> Double {
    let radius = Slider.thumbDiameter / 2
    let travel = max(0, bounds.width - Slider.thumbDiameter)
    return isRightToLeft ? bounds.maxX - radius - fraction * travel : bounds.minX + radius + fraction * travel
  }

  /// The value whose thumb centre is at `x` (bounds coordinates), clamped.
  private func value(atX x: Double) -> Double {
    let radius = Slider.thumbDiameter / 2
    let travel = bounds.width - Slider.thumbDiameter
    guard travel > 0 else { return range.lowerBound }
    let along = isRightToLeft ? bounds.maxX - radius - x : x - bounds.minX - radius
    let fraction = min(1, max(0, along / travel))
    return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
  }

  /// Where the thumb is drawn.
  public var thumbRect: Rect {
    let diameter = Slider.thumbDiameter
    return Rect(
      x: (thumbCenterX(for: fraction) - diameter / 2).rounded(),
      y: bounds.minY + ((bounds.height - diameter) / 2).rounded(), width: diameter, height: diameter)
  }

  /// Where the track is drawn: the full width, centred vertically.
  public var trackRect: Rect {
    let height = Slider.trackHeight
    return Rect(
      x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: bounds.width,
      height: height)
  }

  // MARK: Drawing

  /// Draws the track, the accent fill from the minimum end to the thumb's centre, and the thumb (shaded while
  /// pressed or hovered); faded when disabled.
  open override func draw(in context: GraphicsContext) {
    drawFadedWhenDisabled(context) {
      let theme = self.theme
      let track = trackRect
      let radius = track.height / 2
      context.fill(track, color: theme.track, cornerRadius: radius)
      let thumb = thumbRect
      // The fill runs from the minimum end to the thumb's centre (the thumb covers its end).
      let fill =
        isRightToLeft
        ? Rect(x: thumb.midX, y: track.minY, width: track.maxX - thumb.midX, height: track.height)
        : Rect(x: track.minX, y: track.minY, width: thumb.midX - track.minX, height: track.height)
      context.fill(fill, color: isHighlighted ? theme.accentPressed : theme.accent, cornerRadius: radius)
      ControlArtwork.drawThumb(thumb, color: thumbColor(theme), in: context)
    }
  }

  private func thumbColor(_ theme: Theme) -> Color {
    if isHighlighted { return theme.thumb.interpolated(to: theme.controlPressed, fraction: 0.25) }
    if isHovered && isEnabled { return theme.thumb.interpolated(to: theme.controlPressed, fraction: 0.1) }
    return theme.thumb
  }

  /// The thumb (``thumbRect``), a circle: focus is drawn around the thumb, not the whole track.
  open override var focusRingShape: (rect: Rect, cornerRadius: Double) {
    let thumb = thumbRect
    return (thumb, thumb.width / 2)
  }

  // MARK: Pointer

  /// The pointing hand while enabled; nil (the inherited cursor) while disabled.
  open override var cursor: Cursor? { isEnabled ? .pointingHand : nil }

  /// Grabbing the thumb (or within 2 points of it) keeps the grab point under the pointer; a press elsewhere
  /// on the track moves the thumb's centre there at once (sending `valueChanged` when ``isContinuous``).
  /// Always accepts the press.
  open override func beginTracking(_ event: PointerEvent) -> Bool {
    let location = event.location(in: self)
    let start = storedValue
    if thumbRect.insetBy(dx: -2, dy: -2).contains(location) {
      grab = (location.x - thumbRect.midX, start)
    } else {
      grab = (0, start)
      userSetValue(value(atX: location.x), notify: isContinuous)
    }
    return true
  }

  /// Moves the value with the pointer's x, clamped to the range, wherever the pointer is (sending
  /// `valueChanged` for each change when ``isContinuous``).
  open override func continueTracking(_ event: PointerEvent) {
    guard let grab else { return }
    userSetValue(value(atX: event.location(in: self).x - grab.offset), notify: isContinuous)
  }

  /// Sets the value from the release position; with ``isContinuous`` off, sends the drag's single
  /// `valueChanged` now, if the value differs from the one the press began with.
  open override func endTracking(_ event: PointerEvent, inside: Bool) {
    guard let grab else { return }
    self.grab = nil
    userSetValue(value(atX: event.location(in: self).x - grab.offset), notify: isContinuous)
    if !isContinuous, storedValue != grab.startValue { sendActions(for: .valueChanged) }
  }

  /// The thumb follows the pointer anywhere, so the slider stays pressed wherever the pointer goes.
  open override func isTrackingInside(_ location: Point) -> Bool { true }

  // MARK: Keyboard

  /// Arrow keys, Page Up/Down, Home and End change the value as described on ``Slider`` (sending
  /// `valueChanged` when it changes); other keys, keys with Control, Alt or Command held, and every key while
  /// disabled go up the responder chain.
  open override func keyDown(_ event: KeyEvent) {
    guard isEnabled, event.modifiers.isDisjoint(with: [.control, .alt, .command]),
      let target = keyTarget(event)
    else { return super.keyDown(event) }
    userSetValue(target)
  }

  /// The value a key moves to, or nil for a key the slider does not handle.
  private func keyTarget(_ event: KeyEvent) -> Double? {
    let span = range.upperBound - range.lowerBound
    let step = span / (event.modifiers.contains(.shift) ? 100 : 20)
    let towardsRight = isRightToLeft ? -step : step
    switch event.key {
    case .up: return storedValue + step
    case .down: return storedValue - step
    case .right: return storedValue + towardsRight
    case .left: return storedValue - towardsRight
    case .pageUp: return storedValue + span / 10
    case .pageDown: return storedValue - span / 10
    case .home: return range.lowerBound
    case .end: return range.upperBound
    default: return nil
    }
  }

  // MARK: Semantics

  /// ``AccessibilityRole/slider``.
  open override var accessibilityRole: AccessibilityRole { .slider }
  /// The value as text, whole numbers without a decimal point and others rounded to three decimals (`"3"`,
  /// `"0.25"`).
  open override var accessibilityValue: String? { formatScalar(storedValue) }
}
