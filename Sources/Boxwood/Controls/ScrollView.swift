/// A view that shows part of a larger content view and scrolls it: with the wheel or touchpad, by
/// dragging its scroll bars or clicking their tracks, with the keyboard, and to keep the focused view
/// in sight.
///
/// ## Content and its size
///
/// The app puts its content into ``contentView`` (AppKit's document view): subviews with constraints
/// to the content view's edges, or with frames and an explicit ``contentSize``. Scrolling moves the
/// scroll view's bounds origin (``contentOffset``), as in UIKit, so the content view's coordinates are
/// the scroll view's content coordinates and never change while scrolling.
///
/// Boxwood's layout space ignores scroll offsets, so the content view itself plays the part of UIKit's
/// `contentLayoutGuide`: its top-left corner is pinned to the scroll view's, and its size along each
/// scrolling axis is free — it comes from the constraints of what the app pinned inside it (a column of
/// rows pinned top to bottom gives it their total height). Along an axis that does not scroll
/// (``scrollAxes``) its length equals the scroll view's, which is what UIKit apps write as
/// `content.width == frameLayoutGuide.width`; sizes relative to the visible area can be written against
/// the scroll view's own anchors (they are UIKit's `frameLayoutGuide`). Setting ``contentSize`` fixes
/// the content view's size instead (for frame-based content).
///
/// ## Scrolling
///
/// ``contentOffset`` is kept within `0…contentSize − bounds.size` (content smaller than the view does
/// not scroll); non-finite offsets are refused and reported. Scroll bars appear over the trailing and
/// bottom edges when the content overflows on their axis; they are drawn from the window's ``Theme``.
/// Keys the focused view leaves unhandled (arrows, Page Up/Down, Home/End) scroll the nearest enclosing
/// scroll view; with no focused view they scroll the one under the pointer.
@MainActor
open class ScrollView: View {
  /// The directions in which content may be larger than the scroll view.
  public struct Axes: OptionSet, Hashable, Sendable {
    /// The bits of the set: horizontal 1, vertical 2.
    public let rawValue: UInt8
    /// A set from its bits (see ``rawValue``).
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Content may be wider than the scroll view.
    public static let horizontal = Axes(rawValue: 1 << 0)
    /// Content may be taller than the scroll view.
    public static let vertical = Axes(rawValue: 1 << 1)
    /// Both directions.
    public static let both: Axes = [.horizontal, .vertical]
  }

  /// The view the app fills with the content to scroll; its size is the ``contentSize``.
  public let contentView: View
  /// The bar along the trailing edge, shown while the content is taller than the scroll view.
  public let verticalScrollBar: ScrollBar
  /// The bar along the bottom edge, shown while the content is wider than the scroll view.
  public let horizontalScrollBar: ScrollBar

  /// How far (points) an arrow key scrolls. (A wheel notch scrolls by the host's delta: 40 points from the
  /// SDL hosts.)
  public var lineScroll: Double = 40
  /// How much of the previous page stays in view after paging (Page Up/Down, clicks on a track).
  public var pageOverlap: Double = 40

  /// Whether the vertical scroll bar is shown when the content overflows vertically.
  public var showsVerticalScrollIndicator = true {
    didSet { if showsVerticalScrollIndicator != oldValue { updateScrollBars() } }
  }
  /// Whether the horizontal scroll bar is shown when the content overflows horizontally.
  public var showsHorizontalScrollIndicator = true {
    didSet { if showsHorizontalScrollIndicator != oldValue { updateScrollBars() } }
  }

  /// Called after the content offset changed, by the user or by code (UIKit's `scrollViewDidScroll`).
  public var onScroll: (@MainActor (ScrollView) -> Void)?

  /// The directions the content may overflow in. Along any other axis the content view is as long
  /// as the scroll view. Vertical by default (a long form, a list).
  public var scrollAxes: Axes = .vertical {
    didSet { if scrollAxes != oldValue { updateContentConstraints() } }
  }

  private var fixedContentSize: Size?
  /// An offset set before layout: clamped once layout has given the content its size.
  private var pendingOffset: Point?
  /// Along a non-scrolling axis the content view is as long as the scroll view.
  private lazy var followWidth = contentView.widthAnchor.constraint(equalTo: widthAnchor)
  private lazy var followHeight = contentView.heightAnchor.constraint(equalTo: heightAnchor)
  /// The content view's size while ``contentSize`` is set.
  private let fixedWidth: LayoutConstraint
  private let fixedHeight: LayoutConstraint

  /// A vertical scroll view with an empty ``contentView`` and both scroll bars, clipping to its bounds.
  ///
  /// The content view is pinned to the top-left of the content area and, along axes that do not scroll, sized
  /// to the scroll view; give it a size by constraining its subviews to its edges (as with UIKit's content
  /// layout guide) or set ``contentSize``. The frame is in points and defaults to zero.
  public override init(frame: Rect = .zero) {
    let content = ScrollContentView()
    content.translatesAutoresizingMaskIntoConstraints = false
    content.debugName = "scroll content"
    contentView = content
    verticalScrollBar = ScrollBar(axis: .vertical)
    horizontalScrollBar = ScrollBar(axis: .horizontal)
    // The bars hug the trailing and bottom edges: their masks say so to the layout engine, so that a
    // constraint reaching into a bar (an app's view added to it) is solved against the bar's place at
    // the scroll view's new size, not at the size of the previous pass. Without them such a constraint
    // could feed back into the scroll view's size and grow it pass after pass, never settling.
    verticalScrollBar.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
    horizontalScrollBar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
    fixedWidth = content.widthAnchor.constraint(equalToConstant: 0)
    fixedHeight = content.heightAnchor.constraint(equalToConstant: 0)
    super.init(frame: frame)
    clipsToBounds = true
    addSubview(content)
    addSubview(horizontalScrollBar)
    addSubview(verticalScrollBar)
    // The content view is the content layout guide: its top-left corner is the content's origin.
    // With nothing inside (or content that leaves its size open) the content is as small as it can be,
    // not whatever size an earlier pass left behind: an empty scroll view has nothing to scroll.
    LayoutConstraint.activate([
      content.leftAnchor.constraint(equalTo: leftAnchor), content.topAnchor.constraint(equalTo: topAnchor),
      content.widthAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel),
      content.heightAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel),
    ])
    updateContentConstraints()
  }

  /// Activates the constraints that give the content view its size along each axis.
  private func updateContentConstraints() {
    let fixed = fixedContentSize
    followWidth.isActive = fixed == nil && !scrollAxes.contains(.horizontal)
    followHeight.isActive = fixed == nil && !scrollAxes.contains(.vertical)
    if let fixed {
      fixedWidth.constant = fixed.width
      fixedHeight.constant = fixed.height
    }
    fixedWidth.isActive = fixed != nil
    fixedHeight.isActive = fixed != nil
    setNeedsLayout()
  }

  // MARK: Content size

  /// The size of the scrollable content (the content view's size, as of the last layout pass).
  ///
  /// Comes from the content's constraints unless set: setting it fixes the content view's size (for
  /// content laid out with frames) until ``isContentSizeAutomatic`` is set back to true. Non-finite
  /// sizes, and sizes beyond ``LayoutConstraint/maximumConstantMagnitude``, are refused and reported;
  /// negative ones become zero.
  public var contentSize: Size {
    get { fixedContentSize ?? contentView.bounds.size }
    set {
      guard newValue.isFinite else {
        Diagnostics.report(
          .nonFiniteGeometry(view: ViewReference(self), property: "contentSize", value: "\(newValue)"))
        return
      }
      guard !LayoutLimit.exceeded(newValue) else {
        Diagnostics.report(
          .geometryOutOfRange(view: ViewReference(self), property: "contentSize", value: "\(newValue)"))
        return
      }
      let size = Size(width: max(0, newValue.width), height: max(0, newValue.height))
      guard size != fixedContentSize else { return }
      fixedContentSize = size
      updateContentConstraints()
    }
  }

  /// Whether ``contentSize`` comes from the content view's constraints (true until it is set).
  public var isContentSizeAutomatic: Bool {
    get { fixedContentSize == nil }
    set {
      guard newValue != isContentSizeAutomatic else { return }
      fixedContentSize = newValue ? nil : contentView.bounds.size
      updateContentConstraints()
    }
  }

  // MARK: Offset

  /// The point of the content shown at the scroll view's top-left corner (its bounds origin).
  ///
  /// Set values are clamped to `0…maximumContentOffset`; an offset set before layout is clamped once
  /// layout has sized the content. NaN or infinite offsets are refused (reported; the offset stays).
  public var contentOffset: Point {
    get { pendingOffset ?? storedBoundsOrigin }
    set { setContentOffset(newValue) }
  }

  /// Scrolls to an offset (clamped; non-finite offsets are refused and reported).
  public func setContentOffset(_ offset: Point) {
    guard offset.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: "contentOffset", value: "\(offset)"))
      return
    }
    if window?.needsLayout ?? true {
      // The content may not have its size yet: the offset is clamped again after the layout pass.
      pendingOffset = offset
      setNeedsLayout()
    } else {
      pendingOffset = nil
    }
    applyOffset(clamped(offset))
  }

  /// Scrolls to an offset, gliding there over 0.3 s when `animated` (ease-in-out; the scroll bars glide
  /// along). A new scroll during the glide starts from where the content is on screen.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    guard animated else { return setContentOffset(offset) }
    View.animate(withDuration: ScrollView.scrollAnimationDuration, options: .allowUserInteraction) {
      setContentOffset(offset)
    }
  }

  /// Shows `rect` like ``scrollRectToVisible(_:)``, gliding there when `animated`.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    guard animated else { return scrollRectToVisible(rect) }
    View.animate(withDuration: ScrollView.scrollAnimationDuration, options: .allowUserInteraction) {
      scrollRectToVisible(rect)
    }
  }

  /// How long an animated scroll takes.
  public static let scrollAnimationDuration = 0.3

  /// The largest offset on each axis: how far the content overflows the scroll view (0 when it fits).
  public var maximumContentOffset: Point {
    let content = contentSize
    let size = bounds.size
    return Point(x: max(0, content.width - size.width), y: max(0, content.height - size.height))
  }

  /// The part of the content that is visible, in content coordinates.
  public var visibleRect: Rect { Rect(origin: storedBoundsOrigin, size: bounds.size) }

  /// Scrolls as little as possible to show `rect` (content coordinates: the scroll view's and the
  /// content view's). A rect larger than the view shows its top-left part.
  public func scrollRectToVisible(_ rect: Rect) {
    guard rect.isFinite else {
      Diagnostics.report(
        .nonFiniteGeometry(view: ViewReference(self), property: "scrollRectToVisible", value: "\(rect)"))
      return
    }
    var offset = contentOffset
    let size = bounds.size
    offset.x = ScrollView.reveal(rect.minX, rect.maxX, from: offset.x, length: size.width)
    offset.y = ScrollView.reveal(rect.minY, rect.maxY, from: offset.y, length: size.height)
    setContentOffset(offset)
  }

  /// The start of a window of `length` that moves least from `start` to show `min…max`.
  static func reveal(_ min: Double, _ max: Double, from start: Double, length: Double) -> Double {
    if max - min >= length || min < start { return min }
    if max > start + length { return max - length }
    return start
  }

  func clamped(_ offset: Point) -> Point {
    let limit = maximumContentOffset
    return Point(x: min(max(0, offset.x), limit.x), y: min(max(0, offset.y), limit.y))
  }

  /// Moves the bounds origin (the scroll itself): redraws, moves the bars, tells ``onScroll``.
  private func applyOffset(_ offset: Point) {
    guard offset != storedBoundsOrigin else {
      updateScrollBars()
      return
    }
    setBoundsOrigin(offset)
    updateScrollBars()
    onScroll?(self)
  }

  /// Clamps the offset again (and places the bars) after layout changed the view's or content's size.
  func contentLayoutDidChange() {
    let target = pendingOffset ?? storedBoundsOrigin
    pendingOffset = nil
    applyOffset(clamped(target))
  }

  /// Clamps the offset to the new sizes (applying an offset set before the first layout) and places the
  /// scroll bars along the visible edges.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentLayoutDidChange()
  }

  /// The vertical bar changes sides with the reading direction.
  override func effectiveLayoutDirectionDidChange() { setNeedsLayout() }

  // MARK: Input (see ScrollView+Input.swift)

  /// Scrolls by the event's delta in points on the axes that overflow (a plain wheel with Shift held scrolls
  /// sideways); when the content fits on the event's axes the event goes up the responder chain, so an outer
  /// scroll view scrolls instead. Non-finite deltas are ignored with a warning.
  open override func scrollWheel(_ event: ScrollEvent) {
    if !scroll(by: event) { super.scrollWheel(event) }
  }

  /// Arrow keys scroll by ``lineScroll``, Page Up/Down by a page, Home/End to the start or end, when the
  /// focused view left them unhandled; keys with Alt or Command held, other keys, and keys for an axis that
  /// does not overflow go up the responder chain.
  open override func keyDown(_ event: KeyEvent) {
    if !scroll(for: event) { super.keyDown(event) }
  }

  // MARK: Scroll bars

  /// Shows the bars whose axis overflows and places them along the visible edges.
  func updateScrollBars() {
    let limit = maximumContentOffset
    let showsVertical = showsVerticalScrollIndicator && limit.y > 0
    let showsHorizontal = showsHorizontalScrollIndicator && limit.x > 0
    let visible = visibleRect
    let thickness = ScrollBar.thickness
    // The bars meet in the corner without overlapping: each leaves the corner when both are shown.
    let corner = showsVertical && showsHorizontal ? thickness : 0
    // The vertical bar lies on the trailing edge: the left one in right-to-left layouts, as in UIKit.
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    verticalScrollBar.update(
      frame: Rect(
        x: rightToLeft ? visible.minX : visible.maxX - thickness, y: visible.minY, width: thickness,
        height: max(0, visible.height - corner)),
      isActive: showsVertical)
    horizontalScrollBar.update(
      frame: Rect(
        x: rightToLeft ? visible.minX + corner : visible.minX, y: visible.maxY - thickness,
        width: max(0, visible.width - corner), height: thickness),
      isActive: showsHorizontal)
  }

  /// Where a bar's thumb lies along its track: start and length (points from the track's start).
  func thumbSpan(for axis: ScrollBar.Axis, trackLength: Double) -> (start: Double, length: Double) {
    let content = axis == .vertical ? contentSize.height : contentSize.width
    let visible = axis == .vertical ? bounds.height : bounds.width
    let offset = axis == .vertical ? storedBoundsOrigin.y : storedBoundsOrigin.x
    guard content > visible, trackLength > 0 else { return (0, trackLength) }
    let length = min(trackLength, max(ScrollBar.minimumThumbLength, trackLength * visible / content))
    let start = (trackLength - length) * offset / (content - visible)
    return (min(max(0, start), trackLength - length), length)
  }

  // MARK: Semantics

  /// ``AccessibilityRole/scrollArea``.
  open override var accessibilityRole: AccessibilityRole { .scrollArea }

  /// How far down the content is scrolled, as a percentage ("0%" at the top, "100%" at the bottom);
  /// horizontal for content that scrolls only sideways; nil when nothing overflows.
  open override var accessibilityValue: String? {
    let limit = maximumContentOffset
    if limit.y > 0 { return "\(Int((100 * contentOffset.y / limit.y).rounded()))%" }
    if limit.x > 0 { return "\(Int((100 * contentOffset.x / limit.x).rounded()))%" }
    return nil
  }
}

/// The content view of a ``ScrollView``: when layout resizes it, the scroll view clamps its offset.
@MainActor
final class ScrollContentView: View {
  override func layoutSubviews() {
    super.layoutSubviews()
    (superview as? ScrollView)?.contentLayoutDidChange()
  }
}
