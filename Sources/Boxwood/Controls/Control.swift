/// The states a control draws.
public struct ControlState: OptionSet, Hashable, Sendable {
  /// The bits of the set: highlighted 1, disabled 2, focused 4, selected 8, hovered 16.
  public let rawValue: UInt8
  /// A set from its bits (see ``rawValue``).
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Pressed: the pointer is down on it (and inside), or its activation key is held.
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// Not taking input (``Control/isEnabled`` is false).
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// It has keyboard focus.
  public static let focused = ControlState(rawValue: 1 << 2)
  /// On, checked or chosen (``Control/isSelected``).
  public static let selected = ControlState(rawValue: 1 << 3)
  /// The pointer is over it.
  public static let hovered = ControlState(rawValue: 1 << 4)
}

/// What a control reports to its actions.
public enum ControlEvent: Hashable, Sendable {
  /// The control did its job: a button was clicked, a checkbox toggled, Return pressed in a field.
  case primaryActionTriggered
  /// Its value changed (a checkbox, a slider, a field's text).
  case valueChanged
  /// A field gained focus and began editing.
  case editingDidBegin
  /// A field's text changed by the user's editing.
  case editingChanged
  /// A field lost focus.
  case editingDidEnd
  /// Return was pressed in a field.
  case editingDidEndOnExit
}

/// A view the user acts on: state (enabled, highlighted, focused, selected, hovered), pointer tracking,
/// and closure actions for ``ControlEvent``s.
///
/// Subclasses draw from ``state`` and ``theme``, and override the tracking hooks
/// (``beginTracking(_:)``, ``continueTracking(_:)``, ``endTracking(_:inside:)``) rather than the raw
/// pointer methods. A disabled control takes no input: the pointer passes through it.
@MainActor
open class Control: View {
  /// Whether the control takes input. A disabled control is drawn faded and gives up focus.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled {
        isHighlighted = false
        tracking = false
        if isFirstResponder { resignFirstResponder() }
      }
      stateDidChange()
    }
  }

  /// On, checked or chosen.
  public var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Pressed by the pointer or the keyboard (set by the control's tracking; subclasses may set it for
  /// their own keyboard handling).
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The pointer is over the control.
  public private(set) var isHovered = false {
    didSet { if isHovered != oldValue { stateDidChange() } }
  }

  /// Whether a pointer press is being tracked (from `pointerDown` to `pointerUp`).
  public private(set) var tracking = false

  private var actions: [(id: Int, events: Set<ControlEvent>, handler: @MainActor (Control) -> Void)] = []
  private var nextActionID = 0

  /// A control, enabled and not selected. The frame (points, in the superview's coordinates) defaults to
  /// zero; controls size themselves through Auto Layout from their ``View/intrinsicContentSize``.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The control's state, for drawing.
  public var state: ControlState {
    var result: ControlState = []
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isFirstResponder { result.insert(.focused) }
    if isSelected { result.insert(.selected) }
    if isHovered { result.insert(.hovered) }
    return result
  }

  /// The theme the control draws with: its window's, or ``Theme/current``.
  public var theme: Theme { window?.theme ?? Theme.current }

  /// The theme's font, read without copying the whole theme (a control's intrinsic size asks for it at
  /// every layout pass; a copy of the theme is half a kilobyte and its font's reference count).
  var themeFont: Font { window?.themeStorage?.font ?? Theme.current.font }

  /// The theme's control height, read without copying the whole theme (see ``themeFont``).
  var themeControlHeight: Double { window?.themeStorage?.controlHeight ?? Theme.current.controlHeight }

  /// Called whenever the state changed; the default redraws. (Disabling also cancels a held Space.)
  open func stateDidChange() {
    if !isEnabled { spaceKey.cancel() }
    setNeedsDisplay()
  }

  // MARK: Keyboard activation

  /// Whether Space presses the control, as on every desktop: it looks pressed while Space is held and
  /// ``activateFromKeyboard()`` runs when Space comes up; Escape, losing focus or being disabled cancel
  /// the press. False by default; buttons, checkboxes and switches turn it on.
  open var activatesOnSpace: Bool { false }

  /// What a keyboard press does (Space for controls that ``activatesOnSpace``, Return for buttons): the
  /// default sends `primaryActionTriggered`.
  open func activateFromKeyboard() { sendActions(for: .primaryActionTriggered) }

  private var spaceKey = SpaceKeyPress()

  /// With ``activatesOnSpace``, a Space press highlights the control (repeats are swallowed) and Escape
  /// cancels a held Space; every other key goes up the responder chain, as does Space when the control is
  /// disabled.
  open override func keyDown(_ event: KeyEvent) {
    guard activatesOnSpace, spaceKey.keyDown(event, isEnabled: isEnabled) else { return super.keyDown(event) }
    isHighlighted = tracking || spaceKey.isPressed
  }

  /// With ``activatesOnSpace``, releasing a held Space un-highlights the control and, when it is enabled,
  /// calls ``activateFromKeyboard()``; every other key release goes up the responder chain.
  open override func keyUp(_ event: KeyEvent) {
    guard activatesOnSpace, spaceKey.keyUp(event) else { return super.keyUp(event) }
    isHighlighted = tracking
    if isEnabled { activateFromKeyboard() }
  }

  // MARK: Actions

  /// Runs `handler` whenever the control sends one of `events`; returns an id for ``removeAction(_:)``.
  @discardableResult
  public func addAction(
    for events: ControlEvent..., handler: @escaping @MainActor (Control) -> Void
  ) -> Int {
    nextActionID += 1
    actions.append((nextActionID, Set(events), handler))
    return nextActionID
  }

  /// Removes an action added with ``addAction(for:handler:)``.
  public func removeAction(_ id: Int) {
    actions.removeAll { $0.id == id }
  }

  /// Runs the actions registered for `event`. An action may remove the control, or change its actions:
  /// the actions registered when the event was sent all run, once.
  public func sendActions(for event: ControlEvent) {
    let current = actions
    for action in current where action.events.contains(event) { action.handler(self) }
  }

  // MARK: Tracking

  /// A press began on the control; return false to refuse tracking it.
  open func beginTracking(_ event: PointerEvent) -> Bool { true }
  /// The pointer moved while pressed (anywhere); the control is highlighted while the pointer is inside.
  open func continueTracking(_ event: PointerEvent) {}
  /// The press ended, inside the control or not. The default sends `primaryActionTriggered` when inside.
  open func endTracking(_ event: PointerEvent, inside: Bool) {
    if inside { sendActions(for: .primaryActionTriggered) }
  }

  /// Whether a point (window coordinates) counts as inside for tracking: the bounds, grown a little so
  /// that a slightly slipping press still counts.
  open func isTrackingInside(_ location: Point) -> Bool {
    bounds.insetBy(dx: -8, dy: -8).contains(convert(location, from: nil))
  }

  /// A primary-button press on an enabled control asks ``beginTracking(_:)`` and, when it agrees, highlights
  /// the control. Other buttons, and presses on a disabled control, go up the responder chain.
  open override func pointerDown(_ event: PointerEvent) {
    guard isEnabled, event.button == .primary else { return super.pointerDown(event) }
    tracking = beginTracking(event)
    if tracking { isHighlighted = true }
  }

  /// While tracking, highlights the control only while the pointer ``isTrackingInside(_:)`` and calls
  /// ``continueTracking(_:)``; otherwise the drag goes up the responder chain.
  open override func pointerDragged(_ event: PointerEvent) {
    guard tracking else { return super.pointerDragged(event) }
    isHighlighted = isTrackingInside(event.location)
    continueTracking(event)
  }

  /// Ends tracking: un-highlights the control and calls ``endTracking(_:inside:)`` with whether the release
  /// was inside (the bounds grown by 8 points); a release that was not tracked goes up the responder chain.
  open override func pointerUp(_ event: PointerEvent) {
    guard tracking else { return super.pointerUp(event) }
    tracking = false
    isHighlighted = false
    endTracking(event, inside: isTrackingInside(event.location))
  }

  /// Marks the control hovered (``ControlState/hovered``) and redraws it. Does not call `super`.
  open override func pointerEntered(_ event: PointerEvent) { isHovered = true }
  /// Clears the hovered state and redraws. Does not call `super`.
  open override func pointerExited(_ event: PointerEvent) { isHovered = false }

  /// Clears hover, highlight and tracking when the control changes window, because the old window will send
  /// it no exit or release.
  open override func willMove(toWindow newWindow: Window?) {
    // A control that leaves its window (removed by its own action, say) gets no exit or release: its
    // pointer state must not come along into the next window.
    guard newWindow !== window else { return }
    isHovered = false
    isHighlighted = false
    tracking = false
  }

  /// Controls size themselves from the theme's font and their window's text measurer, so a new theme or
  /// a new window invalidates the intrinsic size.
  open override func themeDidChange() {
    super.themeDidChange()
    invalidateIntrinsicContentSize()
  }

  /// Invalidates the intrinsic size: a new window brings its own text measurer and theme.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    invalidateIntrinsicContentSize()
  }

  /// Nil while the control is disabled (the pointer passes through it and its subviews, unlike UIKit, where a
  /// disabled control still swallows touches); otherwise the view's usual hit test.
  open override func hitTest(_ point: Point) -> View? {
    isEnabled ? super.hitTest(point) : nil
  }

  /// True while enabled: every control takes keyboard focus (Tab reaches it), not only text fields as on iOS.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Redraws the control in its ``ControlState/focused`` state.
  open override func didBecomeFirstResponder() { stateDidChange() }
  /// Cancels a held Space press (the control un-highlights without activating) and redraws without focus.
  open override func didResignFirstResponder() {
    if spaceKey.isPressed {
      spaceKey.cancel()
      isHighlighted = tracking
    }
    stateDidChange()
  }

  /// Draws nothing: subclasses draw from ``state`` and ``theme``.
  open override func draw(in context: GraphicsContext) {}
}
