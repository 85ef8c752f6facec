import Synchronization

/// A rectangular area of a window that draws content, lays out subviews and takes part in hit testing.
///
/// Views form a retained tree: a view owns its ``subviews`` (strongly) and knows its ``superview``
/// without owning it, so removing a view from its superview releases it unless the app keeps it. All views
/// live on the main actor. Setters compare, assign, and invalidate only what they affect: geometry
/// schedules layout, appearance schedules a redraw.
@MainActor
open class View: @MainActor CustomStringConvertible {
  /// The view that contains this one, if any.
  ///
  /// Not `weak`: a weak reference moves a view's reference count to a side table for good (every retain
  /// and release several times slower). The superview owns this view, and its `deinit` clears the
  /// pointers of the children it still holds.
  @exclusivity(unchecked) public internal(set) nonisolated(unsafe) unowned var superview: View?
  @exclusivity(unchecked) var subviewList = ViewList(.subviews)  // behind `subviews` (see ViewList.swift)
  @exclusivity(unchecked) var listIndexHints = (subviews: -1, managedViews: -1)  // where last placed
  @exclusivity(unchecked) var pendingSubviews = PendingSubviews()  // for the passes (PendingSubviews.swift)
  /// The window whose tree this view belongs to, if any.
  @exclusivity(unchecked) public internal(set) weak var window: Window?
  @exclusivity(unchecked) var storedFrame: Rect
  @exclusivity(unchecked) var storedBoundsOrigin: Point = .zero
  @exclusivity(unchecked) var needsLayoutFlag = true
  /// Set when some view below needs layout, so a layout pass descends only into dirty branches.
  @exclusivity(unchecked) var subtreeNeedsLayoutFlag = false
  /// The view's running animations (see AnimationEngine.swift); `nil` until it first animates.
  @exclusivity(unchecked) var animations: ViewAnimations?
  /// Whether the view is in its window's list of animating views.
  var isListedAsAnimating = false
  /// At least the height of the view's subtree (0 for a leaf; see View+Depth.swift).
  var subtreeHeightBound = 0
  @exclusivity(unchecked) var directionCache = DirectionCache()  // see inheritedForcedDirection
  @exclusivity(unchecked) var rootCache = RootCache()  // see treeRoot
  /// Set by a StackView for an arranged view hidden in an animation block: drawn until its collapse ends.
  var drawsWhileCollapsing = false

  /// A name used in descriptions and error messages, for debugging.
  public var debugName: String?

  /// An integer you can use to find the view with ``viewWithTag(_:)``.
  public var tag: Int = 0

  /// Whether the view and its subtree are hidden from drawing and hit testing.
  @exclusivity(unchecked) public var isHidden: Bool = false {
    didSet {
      if isHidden != oldValue {
        if isHidden, window?.firstResponderReference != nil { focusWillBecomeUnavailable() }
        (superview as? BoxView)?.managedViewVisibilityDidChange(self)
        (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self)
        superview?.setNeedsLayout()
        setNeedsDisplay()
      }
    }
  }

  /// The opacity of the view and its whole subtree, 0…1 (values outside are clamped, NaN is refused).
  @exclusivity(unchecked) public var alpha: Double = 1 {
    didSet {
      if alpha.isNaN {
        Diagnostics.report(.nonFiniteGeometry(view: ViewReference(self), property: "alpha", value: "nan"))
        alpha = oldValue
        return
      }
      if alpha < 0 || alpha > 1 { alpha = min(1, max(0, alpha)) }
      if alpha != oldValue {
        setNeedsDisplay()
        if animationHookNeeded { propertyDidChange(.alpha, from: AnimationVector(scalar: oldValue)) }
      }
    }
  }

  /// The colour that fills the view's bounds (rounded by ``cornerRadius``), or `nil` for none.
  @exclusivity(unchecked) public var backgroundColor: Color? {
    didSet {
      if backgroundColor != oldValue {
        setNeedsDisplay()
        if animationHookNeeded {
          propertyDidChange(.backgroundColor, from: AnimationVector(color: oldValue ?? .clear))
        }
      }
    }
  }

  /// The radius of the rounded corners of the background, the border and the clip, in points.
  @exclusivity(unchecked) public var cornerRadius: Double = 0 {
    didSet {
      if !cornerRadius.isFinite || cornerRadius < 0 { cornerRadius = max(0, oldValue) }
      if cornerRadius != oldValue {
        setNeedsDisplay()
        if animationHookNeeded { propertyDidChange(.cornerRadius, from: AnimationVector(scalar: oldValue)) }
      }
    }
  }

  /// The width of the border drawn inside the bounds, above the content, in points.
  @exclusivity(unchecked) public var borderWidth: Double = 0 {
    didSet {
      if !borderWidth.isFinite || borderWidth < 0 { borderWidth = max(0, oldValue) }
      if borderWidth != oldValue { setNeedsDisplay() }
    }
  }

  /// The colour of the border.
  @exclusivity(unchecked) public var borderColor: Color = .black {
    didSet {
      if borderColor != oldValue {
        setNeedsDisplay()
        if animationHookNeeded { propertyDidChange(.borderColor, from: AnimationVector(color: oldValue)) }
      }
    }
  }

  /// A 2D transform (scale, rotation, translation about the centre) applied when drawing and hit testing;
  /// layout ignores it, as in UIKit. A transform with a non-finite part is reported and refused.
  @exclusivity(unchecked) public var transform: Transform2D = .identity {
    didSet {
      if !transform.isFinite {
        Diagnostics.report(
          .nonFiniteGeometry(view: ViewReference(self), property: "transform", value: "\(transform)"))
        transform = oldValue
        return
      }
      if transform != oldValue {
        setNeedsDisplay()
        if animationHookNeeded { propertyDidChange(.transform, from: AnimationVector(transform: oldValue)) }
      }
    }
  }

  /// Whether subviews are clipped to this view's bounds.
  public var clipsToBounds: Bool = false {
    didSet { if clipsToBounds != oldValue { setNeedsDisplay() } }
  }

  /// Whether the view and its subtree receive pointer events; `false` makes hit testing skip them.
  public var isUserInteractionEnabled: Bool = true

  /// Creates a view with the given frame (a non-finite one, or one beyond
  /// ``LayoutConstraint/maximumConstantMagnitude``, is reported and replaced by `.zero`).
  public init(frame: Rect = .zero) {
    let outOfRange = LayoutLimit.exceeded(frame)
    storedFrame = frame.isFinite && !outOfRange ? View.clampSize(frame) : .zero
    View.liveInstances.add(1, ordering: .relaxed)
    if !frame.isFinite {
      Diagnostics.report(.nonFiniteGeometry(view: ViewReference(self), property: "frame", value: "\(frame)"))
    } else if outOfRange {
      Diagnostics.report(.geometryOutOfRange(view: ViewReference(self), property: "frame", value: "\(frame)"))
    }
  }

  deinit {
    // Everything that points at this view without owning it is cleared here (see ``superview``).
    for child in subviewList.storage { child.superview = nil }
    if !subviewList.storage.isEmpty { HierarchyEpoch.advance() }
    for guide in layoutGuides { guide.owningView = nil }
    // Only stores: loading an unowned reference to a view that is being destroyed would trap.
    itemReferenceStorage?.view = nil
    layoutEngine?.root = nil
    View.liveInstances.subtract(1, ordering: .relaxed)
  }

  /// One line for logs: `<Type("name") frame=…>` and what differs from defaults (``treeDescription()``).
  open var description: String {
    var parts = ["\(shortDescription) frame=\(frame)"]
    if isHidden { parts.append("hidden") }
    if alpha < 1 { parts.append("alpha=\(formatScalar(alpha))") }
    if tag != 0 { parts.append("tag=\(tag)") }
    if !subviews.isEmpty { parts.append("subviews=\(subviews.count)") }
    return "<" + parts.joined(separator: " ") + ">"
  }

  // MARK: Auto Layout state (the API is in View+AutoLayout.swift)
  @exclusivity(unchecked) var involvedConstraints: [LayoutConstraint] = []
  /// How many entries of `involvedConstraints` are tombstones (View+ConstraintList.swift).
  @exclusivity(unchecked) var involvedTombstones = 0
  /// How many active constraints name a baseline of this view (see ``baselineLenderDidChange()``).
  @exclusivity(unchecked) var baselineConstraintCount = 0
  /// The engine of the tree this view is the root of (`nil` for views inside a tree).
  var layoutEngine: LayoutEngine? {
    didSet {
      if oldValue !== layoutEngine, oldValue?.root === self { oldValue?.root = nil }
    }
  }
  /// The view's node in the engine that last made or found one (checked by engine serial on use).
  @exclusivity(unchecked) var layoutNodeCache: LayoutNode?
  /// The view that Tab moves focus to from this one, if set (else reading order decides).
  var nextKeyViewReference: ItemReference?
  /// The handle that constraints, engine nodes and reports hold instead of a weak reference.
  @exclusivity(unchecked) var itemReferenceStorage: ItemReference?
  /// Set once a (non-scratch) engine made a node for the view; until then changes need not look for one.
  @exclusivity(unchecked) var mayHaveLayoutNode = false
  @exclusivity(unchecked) var needsUpdateConstraintsFlag = false
  @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
  var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  var compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
  var marginsGuideStorage: LayoutGuide?

  /// The layout guides added to the view (``addLayoutGuide(_:)``), including `layoutMarginsGuide` once used.
  public internal(set) var layoutGuides: [LayoutGuide] = []

  /// Whether the view's frame is turned into constraints (true for views made in code, as in UIKit).
  /// Set it to `false` for a view positioned by its own constraints.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if translatesAutoresizingMaskIntoConstraints != oldValue {
        autoresizingBase = nil
        noteAutoresizing()
        layoutSupportDidChange()
      }
    }
  }

  /// How the frame follows the superview's size (at once when the superview's size changes, and as
  /// constraints when the view takes part in Auto Layout); only while
  /// ``translatesAutoresizingMaskIntoConstraints`` is on.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet {
      if autoresizingMask != oldValue {
        autoresizingBase = nil
        noteAutoresizing()
        layoutSupportDidChange()
      }
    }
  }

  /// Whether a size change moves and resizes subviews by their ``autoresizingMask`` (on, as in UIKit).
  public var autoresizesSubviews = true

  /// Where the next autoresizing starts from when it is not the current frame (see ``AutoresizingBase``).
  var autoresizingBase: AutoresizingBase?
  /// Set once a subview with an autoresizing mask it translates joined (never cleared): a resize of a
  /// view without one skips the walk over its subviews.
  var mayHaveAutoresizingSubviews = false

  /// How the view's content relates to the reading direction; decides where leading and trailing are.
  ///
  /// `forceLeftToRight` and `forceRightToLeft` decide the direction of the view's subtree too: its
  /// `unspecified` views inherit it (see ``effectiveUserInterfaceLayoutDirection``). A change re-lays out
  /// what depends on it in the subtree: leading/trailing constraints, margins, boxes and stacks.
  @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet {
      if semanticContentAttribute != oldValue {
        HierarchyEpoch.advance()
        subtreeLayoutDirectionDidChange()
        semanticContentAttributeDidChange()
      }
    }
  }

  /// The margins of `layoutMarginsGuide`, by reading direction (8 points on every side by default).
  /// Non-finite margins, and margins beyond ``LayoutConstraint/maximumConstantMagnitude``, are refused
  /// and reported (the old margins stay).
  public var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
    didSet {
      if !marginsAreUsable(directionalLayoutMargins) {
        directionalLayoutMargins = oldValue
        return
      }
      if directionalLayoutMargins != oldValue {
        layoutMarginsDidChange()
        directionalLayoutMarginsDidChange()
      }
    }
  }

  /// Called after ``semanticContentAttribute`` changed (a hook for containers in this module).
  func semanticContentAttributeDidChange() {}
  /// Called when ``effectiveUserInterfaceLayoutDirection`` may have changed (own attribute, an ancestor's,
  /// the application's, a move): a hook for views in this module that lay out by direction.
  func effectiveLayoutDirectionDidChange() {}
  /// Called after ``directionalLayoutMargins`` changed (a hook for containers in this module).
  func directionalLayoutMarginsDidChange() {}

  /// Adds constraints the view needs; called bottom-up before solving, for views that asked with
  /// ``setNeedsUpdateConstraints()``. Overrides add or update their constraints here.
  open func updateConstraints() {}
  func updateConstraintsRequested() {}  // from setNeedsUpdateConstraints(): a hook for StackView's walk

  /// The view whose first baseline this view's `firstBaselineAnchor` stands for: itself, or (for a
  /// container such as ``StackView``) a descendant. Only a proper descendant is followed.
  open var viewForFirstBaselineLayout: View { self }
  /// The view whose last baseline this view's `lastBaselineAnchor` stands for.
  open var viewForLastBaselineLayout: View { self }

  /// Where a baseline lies: `top + fraction × height + offset`. Plain views use their bottom edge.
  func baselineLayout(first: Bool) -> (fraction: Double, offset: Double) { (1, 0) }

  /// Called when the window's ``Window/theme`` changed: the default redraws the view and tells its
  /// subviews. Override to refresh what the view derived from the theme (call `super`).
  open func themeDidChange() {
    setNeedsDisplay()
    for child in subviews { child.themeDidChange() }
  }

  /// Called when layout gave the view a new width; returns whether its intrinsic size now differs.
  func layoutWidthDidChange() -> Bool { false }

  // MARK: Override points (declared here because Swift cannot override members of extensions)
  /// Called before the view moves to a new superview (`nil` when it is being removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview or was removed from one.
  open func didMoveToSuperview() {}
  /// Called before the view's window changes.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view's window changed (it is `nil` when the view left its window).
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before a subview is removed — by `removeFromSuperview()` or by moving it elsewhere.
  open func willRemoveSubview(_ subview: View) {}
  /// Called before one of the view's layout guides leaves it — by ``removeLayoutGuide(_:)`` or by
  /// being added to another view (a box drops the guide's item here).
  func willRemoveLayoutGuide(_ guide: LayoutGuide) {}

  /// Lays out subviews; the default does nothing. Called by ``layoutIfNeeded()`` when layout is needed.
  open func layoutSubviews() {}

  /// The size the view would like for its content, or ``View/noIntrinsicMetric`` per axis for none.
  open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

  /// The size that best fits the view's content within `size`; the default returns the current size.
  open func sizeThatFits(_ size: Size) -> Size { bounds.size }

  /// Draws the view's own content in its bounds' coordinates, between background and subviews.
  ///
  /// Emit commands into `context`; background, subviews, clipping, opacity and border are drawn around it.
  open func draw(in context: GraphicsContext) {}

  /// Whether a point in this view's coordinates lies inside it.
  open func point(inside point: Point) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive view that contains the point (in this view's coordinates).
  ///
  /// Hidden views, views with an alpha under 0.01 and views with ``isUserInteractionEnabled`` off are
  /// skipped with their subtrees. Later (front-most) subviews win, as on screen.
  open func hitTest(_ point: Point) -> View? { defaultHitTest(point) }

  // MARK: Semantics (for tests and assistive technology)

  /// The label set with ``accessibilityLabel``, if any (see View+Semantics.swift).
  var accessibilityLabelStorage: String?
  /// The label a view gives itself when none was set (a label's text, a button's title).
  open var defaultAccessibilityLabel: String? { nil }
  /// What kind of element the view is.
  open var accessibilityRole: AccessibilityRole { .none }
  /// The view's current value as text (a field's text, a slider's value, "on"/"off").
  open var accessibilityValue: String? { nil }

  // MARK: Events (override points; unless a view handles an event, it goes on to the superview)

  /// The primary (or another) pointer button went down on this view. The view then receives the drags
  /// and the release, wherever the pointer goes, until the button comes up.
  open func pointerDown(_ event: PointerEvent) { superview?.pointerDown(event) }
  /// The pointer moved with a button held, after a `pointerDown` this view received.
  open func pointerDragged(_ event: PointerEvent) { superview?.pointerDragged(event) }
  /// The button of a `pointerDown` this view received came up (anywhere).
  open func pointerUp(_ event: PointerEvent) { superview?.pointerUp(event) }
  /// The pointer moved over this view with no button held.
  open func pointerMoved(_ event: PointerEvent) { superview?.pointerMoved(event) }
  /// The pointer entered this view's area (it is now over the view or one of its subviews).
  open func pointerEntered(_ event: PointerEvent) {}
  /// The pointer left this view's area.
  open func pointerExited(_ event: PointerEvent) {}
  /// A scroll wheel or touchpad scroll over this view.
  open func scrollWheel(_ event: ScrollEvent) { superview?.scrollWheel(event) }

  /// A key went down while this view was the first responder (or one of its subviews was and passed
  /// it on). At the end of the chain the window handles Tab and Shift-Tab (focus navigation).
  open func keyDown(_ event: KeyEvent) {
    if let superview { superview.keyDown(event) } else { window?.keyDownReachedEnd(event) }
  }
  /// A key came up.
  open func keyUp(_ event: KeyEvent) { superview?.keyUp(event) }
  /// Committed text typed while this view is the first responder (only when ``acceptsTextInput``).
  open func insertText(_ text: String) {}
  /// Text an input method is composing (drawn inline until committed by ``insertText(_:)``); an empty
  /// string ends the composition.
  open func setMarkedText(_ text: String, selection: Range<Int>) {}

  /// Whether the view can take keyboard focus (become the first responder). False by default.
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the view takes text from the keyboard and input methods while focused (the host then turns
  /// its text input on).
  open var acceptsTextInput: Bool { false }
  /// Where text being composed is shown, in this view's coordinates (for the input method's candidate
  /// window), while the view is the first responder.
  open var textInputRect: Rect? { nil }
  /// Whether a ring is drawn around the view while it has keyboard focus.
  open var showsFocusRing: Bool { canBecomeFirstResponder }
  /// The rectangle (in bounds coordinates) and corner radius the focus ring surrounds: the bounds and
  /// ``cornerRadius`` unless the view's visible shape is smaller (a checkbox's box, a slider's thumb).
  open var focusRingShape: (rect: Rect, cornerRadius: Double) { (bounds, cornerRadius) }
  /// The pointer shape over this view; nil defers to the superview (an arrow at the top).
  open var cursor: Cursor? { nil }
  /// Called after the view became the first responder.
  open func didBecomeFirstResponder() {}
  /// Called after the view stopped being the first responder.
  open func didResignFirstResponder() {}
}
