/// A container that stacks all its subviews one after another by setting their frames, and sizes itself
/// to fit them: KRStackView's frame stack (pod 0.4.3.3), also available as ``KRStackView``.
///
/// ```swift
/// let stack = FrameStackView(frame: Rect(x: 20, y: 20, width: 0, height: 0), subviews: [title, field])
/// stack.insets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
/// stack.alignment = .center
/// ```
///
/// Every subview is arranged, in subview order (back to front), hidden and zero-size ones included (so that
/// entry `i` of ``itemOffset`` always belongs to subview `i`). Subview sizes are the caller's: set them
/// (``View/sizeToFit()`` for labels) before layout; the stack only snaps them to whole points, which are
/// whole pixels at every integer scale. The stack keeps its origin and sets its own size: the content's size
/// with ``shouldWrap`` on, else the larger of the content's size and its current size, per axis. Everything
/// happens in the stack's layout pass, with the arithmetic of the original (spec part B2), except for the
/// decisions below.
/// Subviews are meant to be frame-driven: the stack switches them to frames only when it converts itself
/// from constraints or captures their layout, as the original does, so a subview kept constraint-driven
/// must not carry constraints that place it.
///
/// Decisions on the original's open questions (spec part E):
/// - E21: ``Alignment/center`` keeps the original formula — the centre of the *whole* cross extent, insets
///   ignored, the offset halved — because the worked examples and existing layouts depend on it. To centre
///   in the inset area instead, give every subview an offset of `crossStartInset − crossEndInset` (the
///   offsets also enter the fitted cross extent, so this suits a stack at least as wide as its content).
/// - E22: an ``itemOffset`` with fewer entries than subviews, where the original crashes, is reported
///   (``BoxwoodError/invalidFrameStack(stack:reason:)``, at every pass while it stays short) and ignored:
///   every offset is 0, as the original's positioning already does for such an array.
/// - E23: capturing with ``translatesCurrentLayout`` records each cross offset *relative to the cross-start
///   inset*, so that positions are preserved exactly. The original records the raw cross origin and then
///   adds the inset again, moving every subview by the inset (a bug: its README says insets are ignored in
///   that mode, and checklist item 125 says positions are preserved).
/// - E24: the main-axis cursor and the cross extent use the *snapped* subview sizes, and alignment uses
///   the stack's rounded extent. The original uses unsnapped sizes, so the gaps between the final frames
///   differ from ``spacing`` by up to a point and a second pass (which its own resize triggers, E27) can
///   move subviews again; with snapped sizes the gaps are exact and a pass is idempotent.
/// - E25: the code is followed, not the README: ``enabled`` is `true` by default, and a short
///   ``itemSpacing`` falls back to ``spacing`` — but it is now reported instead of silent.
/// - E26: a constraint-driven stack is converted to frame layout on its first layout pass, as in the
///   original; a stack with no superview is converted too (reported — the original crashes). The
///   deactivated constraints are listed in a warning; they are deactivated, not destroyed, so an app that
///   keeps them can activate them again. Conversion is one-way.
/// - E27: the stack resizes itself inside its own layout pass; the pass is idempotent, so it leaves no
///   layout pending for the stack. A stack nested in a stack is laid out first, and its size changes make
///   the outer stack lay out again, so nested stacks settle in one window frame.
/// - E28: every property setter schedules a layout pass (``View/setNeedsLayout()``), as Boxwood setters
///   do; nothing is recomputed synchronously. The original needs an explicit `setNeedsLayout()`. Adding or
///   removing a subview schedules one; resizing or reordering a subview does not (call
///   ``View/setNeedsLayout()`` on the stack, as in the original).
///
/// Values that cannot be honoured are refused and reported, keeping the previous value: non-finite
/// ``spacing`` or ``insets``, and ``itemSpacing``/``itemOffset`` arrays with a non-finite entry
/// (``BoxwoodError/nonFiniteGeometry(view:property:value:)``). Arrays longer than needed are fine: the extra
/// entries are ignored, as the original's README documents.
@MainActor
open class FrameStackView: View {
  /// The axis subviews are stacked along.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// Top to bottom (the main axis is y).
    case vertical
    /// Left to right (the main axis is x).
    case horizontal
  }

  /// Where subviews sit on the cross axis (x for a vertical stack, y for a horizontal one).
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// At the cross-start inset (left or top) plus the subview's offset.
    case origin
    /// Centred in the stack's whole cross extent (insets ignored), moved by half the subview's offset.
    case center
    /// At the cross-end inset (right or bottom), moved back by the subview's offset.
    case endPoint
  }

  /// Whether the stack arranges its subviews (`true`); when `false` it is a plain container.
  public var enabled = true {
    didSet { if enabled != oldValue { setNeedsLayout() } }
  }

  var translatesCurrentLayoutStorage = false

  /// Whether the next layout pass records the subviews' current layout into the stack's properties
  /// (the first main origin into the main-start inset, the gaps into ``itemSpacing``, the cross origins
  /// into ``itemOffset``) instead of replacing it. Setting it to `true` sets ``alignment`` to `.origin`;
  /// the pass that records turns it off again.
  public var translatesCurrentLayout: Bool {
    get { translatesCurrentLayoutStorage }
    set {
      if newValue { alignment = .origin }
      guard newValue != translatesCurrentLayoutStorage else { return }
      translatesCurrentLayoutStorage = newValue
      setNeedsLayout()
    }
  }

  /// Whether the stack shrinks to its content (`true`) or only grows to it (`false`, the default).
  public var shouldWrap = false {
    didSet { if shouldWrap != oldValue { setNeedsLayout() } }
  }

  /// The gap between consecutive subviews, unless ``itemSpacing`` gives each gap (8 by default).
  public var spacing: Double = 8 {
    didSet {
      guard spacing.isFinite else {
        refuse("spacing", value: "\(spacing)")
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsLayout() }
    }
  }

  /// The axis subviews are stacked along (`.vertical` by default).
  public var direction = Direction.vertical {
    didSet { if direction != oldValue { setNeedsLayout() } }
  }

  /// Where subviews sit on the cross axis (`.origin` by default).
  public var alignment = Alignment.origin {
    didSet { if alignment != oldValue { setNeedsLayout() } }
  }

  /// The distances between the stack's edges and its content.
  public var insets = EdgeInsets.zero {
    didSet {
      guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
        refuse("insets", value: "\(insets)")
        insets = oldValue
        return
      }
      if insets != oldValue { setNeedsLayout() }
    }
  }

  var itemSpacingStorage: [Double]?

  /// The gap before each subview after the first (entry `i − 1` before subview `i`), replacing
  /// ``spacing`` when it has at least one entry per gap. A shorter array is reported and ``spacing`` is
  /// used for every gap.
  public var itemSpacing: [Double]? {
    get { itemSpacingStorage }
    set { setItemArray(newValue, property: "itemSpacing", storage: &itemSpacingStorage) }
  }

  var itemOffsetStorage: [Double]?

  /// Each subview's cross-axis offset, interpreted by ``alignment``; used when it has at least one entry
  /// per subview. A shorter array is reported and ignored (the original crashes).
  public var itemOffset: [Double]? {
    get { itemOffsetStorage }
    set { setItemArray(newValue, property: "itemOffset", storage: &itemOffsetStorage) }
  }

  // MARK: Creating

  /// Creates an empty stack with a frame (its size grows to the content at the first layout pass).
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a stack with a frame and adds `subviews` in order.
  public convenience init(frame: Rect, subviews: [View]) {
    self.init(frame: frame)
    for view in subviews { addSubview(view) }
  }

  /// Creates a stack at the origin with a zero size and adds `subviews` in order.
  public convenience init(subviews: [View]) {
    self.init(frame: .zero, subviews: subviews)
  }

  // MARK: Layout

  /// Arranges the subviews and sizes the stack (spec part B2, with the decisions listed on the type).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard enabled, !subviews.isEmpty else { return }
    layoutNestedStacks()
    if translatesCurrentLayoutStorage {
      itemSpacingStorage = []
      itemOffsetStorage = []
    }
    if !translatesAutoresizingMaskIntoConstraints {
      convertFromConstraints()
    } else if translatesCurrentLayoutStorage {
      captureCurrentLayout()
    }
    let views = subviews
    let result = arrangement(
      of: views.map(Self.snappedSize), in: bounds.size, gaps: resolvedGaps(count: views.count),
      offsets: resolvedOffsets(count: views.count), wrap: shouldWrap)
    for (view, frame) in zip(views, result.frames) { view.frame = frame }
    let oldSize = bounds.size
    frame = Rect(origin: frame.origin, size: result.size)
    translatesCurrentLayoutStorage = false
    // A stack stacking this one positioned it with its old size.
    if result.size != oldSize, let outer = superview as? FrameStackView { outer.setNeedsLayout() }
    // This pass already used the new size (alignment reads the final extent): no second pass is needed.
    needsLayoutFlag = false
  }

  /// The content's size (the size the stack takes with ``shouldWrap`` on), or the current size when the
  /// stack is disabled or empty. A pending ``translatesCurrentLayout`` capture is not taken into account.
  open override func sizeThatFits(_ size: Size) -> Size {
    guard enabled, !subviews.isEmpty else { return bounds.size }
    let count = subviews.count
    return arrangement(
      of: subviews.map(Self.snappedSize), in: bounds.size, gaps: resolvedGaps(count: count, report: false),
      offsets: resolvedOffsets(count: count, report: false), wrap: true
    ).size
  }

  /// Lays out subviews that are stacks first: their sizes, set in their own passes, decide this one.
  private func layoutNestedStacks() {
    for case let nested as FrameStackView in subviews
    where nested.needsLayoutFlag || nested.subtreeNeedsLayoutFlag {
      nested.layoutSubtreeIfNeeded()
    }
  }

  // MARK: Refusing values

  private func setItemArray(_ value: [Double]?, property: String, storage: inout [Double]?) {
    if let value, !value.allSatisfy(\.isFinite) {
      refuse(property, value: "\(value)")
      return
    }
    guard value != storage else { return }
    storage = value
    setNeedsLayout()
  }

  private func refuse(_ property: String, value: String) {
    Diagnostics.report(.nonFiniteGeometry(view: ViewReference(self), property: property, value: value))
  }
}
