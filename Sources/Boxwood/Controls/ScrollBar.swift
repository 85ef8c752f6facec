/// One of a ``ScrollView``'s scroll bars: a track along an edge and a thumb showing which part of the
/// content is in view. Dragging the thumb scrolls; a click on the track pages towards the click.
///
/// The bars lie over the content's trailing and bottom edges and are shown only while the content
/// overflows on their axis (otherwise they are not drawn and take no clicks). Colours come from the
/// window's ``Theme``: the thumb is ``Theme/secondaryText``; while the bar is hovered or its thumb
/// dragged, the track shows in ``Theme/track`` and the thumb darkens to ``Theme/text``.
@MainActor
public final class ScrollBar: View {
  /// The direction a bar scrolls.
  public enum Axis: Hashable, Sendable {
    /// A bar along the bottom edge that scrolls sideways, or a bar along the trailing edge that scrolls up
    /// and down.
    case horizontal, vertical
  }

  /// The width of a vertical bar (the height of a horizontal one), in points.
  public static let thickness = 12.0
  /// The shortest a thumb gets, so that it stays easy to grab over very long content.
  public static let minimumThumbLength = 24.0
  /// The space between the thumb and the edges of the bar.
  static let thumbInset = 3.0

  /// The direction the bar scrolls.
  public let axis: Axis
  /// Whether the bar is shown (its scroll view's content overflows on its axis).
  public private(set) var isActive = false
  /// Whether the thumb is being dragged.
  public private(set) var isDragging = false
  private var isHovered = false
  /// Where the drag started: the pointer along the axis (window coordinates) and the offset then.
  private var dragStart: (pointer: Double, offset: Double)?

  init(axis: Axis) {
    self.axis = axis
    super.init(frame: .zero)
    debugName = axis == .vertical ? "vertical scroll bar" : "horizontal scroll bar"
  }

  var scrollView: ScrollView? { superview as? ScrollView }

  /// Places the bar (in its scroll view's coordinates) and shows or hides it.
  func update(frame newFrame: Rect, isActive active: Bool) {
    frame = newFrame
    if active != isActive {
      isActive = active
      if !active {
        isDragging = false
        dragStart = nil
      }
      setNeedsDisplay()
    }
  }

  /// The thumb, in the bar's coordinates (zero-sized when the bar is not shown).
  public var thumbRect: Rect {
    guard isActive, let scrollView else { return .zero }
    let inset = ScrollBar.thumbInset
    let size = bounds.size
    switch axis {
    case .vertical:
      let span = scrollView.thumbSpan(for: axis, trackLength: max(0, size.height - 2 * inset))
      return Rect(x: inset, y: inset + span.start, width: max(0, size.width - 2 * inset), height: span.length)
    case .horizontal:
      let span = scrollView.thumbSpan(for: axis, trackLength: max(0, size.width - 2 * inset))
      return Rect(
        x: inset + span.start, y: inset, width: span.length, height: max(0, size.height - 2 * inset))
    }
  }

  // MARK: Drawing

  /// Draws nothing while the content fits on the bar's axis. Otherwise draws the thumb (a pill, in
  /// ``Theme/secondaryText``), and, while the bar is hovered or its thumb dragged, the track behind it with a
  /// darker thumb.
  public override func draw(in context: GraphicsContext) {
    guard isActive else { return }
    let theme = window?.theme ?? Theme.current
    let active = isHovered || isDragging
    // The track shows only while the bar is in use, so that a resting bar covers little content (and
    // never the corners of a rounded scroll view).
    if active {
      context.fill(bounds, color: theme.track.withAlpha(0.85), cornerRadius: ScrollBar.thickness / 2)
    }
    let thumb = thumbRect
    guard !thumb.isEmpty else { return }
    let color = active ? theme.text.withAlpha(0.55) : theme.secondaryText.withAlpha(0.8)
    context.fill(thumb, color: color, cornerRadius: min(thumb.width, thumb.height) / 2)
  }

  // MARK: Input

  /// Nil while the bar is hidden for lack of overflow, so clicks reach the content under it.
  public override func hitTest(_ point: Point) -> View? { isActive ? super.hitTest(point) : nil }

  /// The arrow, even over a text view's content: the bar is not text.
  public override var cursor: Cursor? { .arrow }

  /// Shows the track (hover state) and redraws.
  public override func pointerEntered(_ event: PointerEvent) {
    isHovered = true
    setNeedsDisplay()
  }

  /// Hides the track again unless the thumb is being dragged, and redraws.
  public override func pointerExited(_ event: PointerEvent) {
    isHovered = false
    setNeedsDisplay()
  }

  /// A primary press on the thumb starts dragging it; on the track it scrolls one page towards the press
  /// (``ScrollView/scrollByPage(_:forward:)``). Other buttons, and presses on an inactive bar, go up the
  /// responder chain.
  public override func pointerDown(_ event: PointerEvent) {
    guard isActive, event.button == .primary, let scrollView else { return super.pointerDown(event) }
    let local = event.location(in: self)
    let thumb = thumbRect
    if thumb.contains(local) {
      isDragging = true
      dragStart = (along(event.location), along(scrollView.contentOffset))
      setNeedsDisplay()
      return
    }
    // A click on the track pages towards it.
    let before = axis == .vertical ? local.y < thumb.minY : local.x < thumb.minX
    scrollView.scrollByPage(axis, forward: !before)
  }

  /// While dragging the thumb, scrolls so that the thumb follows the pointer: the content travels its whole
  /// overflow while the thumb travels the free length of the track. The offset is clamped by the scroll view.
  public override func pointerDragged(_ event: PointerEvent) {
    guard let start = dragStart, let scrollView else { return super.pointerDragged(event) }
    // The thumb travels `track − thumb` points while the content travels its whole overflow; the bar
    // itself moves with the offset, so the drag is measured in window coordinates.
    let inset = ScrollBar.thumbInset
    let track = (axis == .vertical ? bounds.height : bounds.width) - 2 * inset
    let span = scrollView.thumbSpan(for: axis, trackLength: track)
    let travel = track - span.length
    guard travel > 0 else { return }
    let overflow = along(scrollView.maximumContentOffset)
    let offset = start.offset + (along(event.location) - start.pointer) * overflow / travel
    var target = scrollView.contentOffset
    if axis == .vertical { target.y = offset } else { target.x = offset }
    scrollView.setContentOffset(target)
  }

  /// Ends a thumb drag; a release that did not end one goes up the responder chain.
  public override func pointerUp(_ event: PointerEvent) {
    guard dragStart != nil else { return super.pointerUp(event) }
    dragStart = nil
    isDragging = false
    setNeedsDisplay()
  }

  private func along(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }

  // MARK: Semantics

  /// `"Vertical scroll bar"` or `"Horizontal scroll bar"`.
  public override var defaultAccessibilityLabel: String? {
    axis == .vertical ? "Vertical scroll bar" : "Horizontal scroll bar"
  }

  /// The scroll position as a percentage of the overflow on the bar's axis.
  public override var accessibilityValue: String? {
    guard let scrollView else { return nil }
    let limit = along(scrollView.maximumContentOffset)
    guard limit > 0 else { return nil }
    return "\(Int((100 * along(scrollView.contentOffset) / limit).rounded()))%"
  }
}
