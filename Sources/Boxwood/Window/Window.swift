/// The root of a view tree and its frame pipeline: layout, then a display list for a renderer.
///
/// A `Window` is the same whoever shows it — an `Application` window, a game's renderer, or an
/// offscreen PNG. It tracks whether anything changed, so hosts can skip frames that would look the same
/// (``needsRedraw``).
@MainActor
public final class Window {
  /// The title, shown by desktop hosts in the title bar.
  public var title: String

  /// The size of the content area in points. Non-finite values are refused, and so are values beyond
  /// ``LayoutConstraint/maximumConstantMagnitude`` (reported by name); negatives become zero.
  public var size: Size {
    didSet {
      if !size.isFinite {
        Diagnostics.warn("refused non-finite window size \(size); kept \(oldValue)")
        size = oldValue
        return
      }
      if LayoutLimit.exceeded(size) {
        reportOutOfRange(size)
        size = oldValue
        return
      }
      if size.width < 0 || size.height < 0 {
        size = Size(width: max(0, size.width), height: max(0, size.height))
      }
      if size != oldValue { rootView.frame = Rect(origin: .zero, size: size) }
    }
  }

  /// Pixels per point of the surface this window is drawn on (2 on a HiDPI display). A scale outside
  /// ``scaleRange`` (or NaN) is refused (reported as ``BoxwoodError/invalidValue(subject:property:value:expected:)``)
  /// and the previous one kept.
  public var scale: Double = 1 {
    didSet {
      if !Self.scaleRange.contains(scale) {
        refuse(
          "scale", scale,
          expected: "pixels per point within \(Self.scaleRange.lowerBound)...\(Self.scaleRange.upperBound); "
            + "kept \(oldValue)")
        scale = oldValue
      }
      if scale != oldValue { setNeedsDisplay() }
    }
  }

  /// The scales (pixels per point) a window is drawn at: from a hundredth (a thumbnail of a huge window)
  /// to a hundred (a zoomed inspection), far beyond any display's. Beyond them text cannot be rasterised
  /// (no font has a size of millions of pixels) and pixel sizes leave the renderers' integers.
  public static let scaleRange = 0.01...100.0

  /// The colour drawn behind the root view.
  public var backgroundColor: Color = .white {
    didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
  }

  /// The view that fills the window.
  public var rootView: View {
    didSet {
      guard rootView !== oldValue else { return }
      oldValue.attachToWindow(nil)
      install(rootView)
    }
  }

  /// The measurer for the text of views in this window; `nil` uses the installed ``TextSystem`` one.
  @exclusivity(unchecked) public var textMeasurer: (any TextMeasuring)? {
    didSet {
      rootView.attachToWindow(nil)
      rootView.attachToWindow(self)
    }
  }

  /// The colours and metrics of this window's controls (``Theme/current`` unless set).
  public var theme: Theme {
    get { themeStorage ?? Theme.current }
    set {
      themeStorage = newValue
      rootView.themeDidChange()
      setNeedsLayout()
    }
  }
  var themeStorage: Theme?

  /// Where copied text goes: an in-memory clipboard until a host installs the system's.
  public var clipboard: any Clipboard = MemoryClipboard()

  // MARK: Event state (see Window+Events.swift)

  var firstResponderReference: ItemReference?
  var captureReference: ItemReference?
  var captureButton: PointerButton?
  var hoverChain: [ItemReference] = []
  var lastPointerLocation: Point?
  var lastClick: (time: Double, location: Point, button: PointerButton, count: Int)?
  /// The pointer shape for the view under the pointer (or the one capturing it); hosts show it.
  public internal(set) var cursor: Cursor = .arrow
  /// Whether the focus ring shows: not after focus came from a click (see `makeFirstResponder`).
  var focusRingVisible = true
  /// Whether the host window has keyboard focus (focus rings are drawn only then).
  public internal(set) var isKeyWindow = true

  /// The time of the frame being prepared, in seconds on the host's clock (see Window+FrameTime.swift).
  /// Hosts set it before handling each iteration's events and before drawing; tests set it by hand.
  /// A NaN or infinite time is refused (reported as ``BoxwoodError/invalidValue(subject:property:value:expected:)``)
  /// and the previous one kept.
  public var frameTime: Double = 0 {
    didSet {
      guard !frameTime.isFinite else { return }
      refuse("frameTime", frameTime, expected: "a finite time in seconds; kept \(oldValue)")
      frameTime = oldValue
    }
  }

  /// Reports a refused value of one of the window's settings.
  private func refuse(_ property: String, _ value: Double, expected: String) {
    Diagnostics.report(
      .invalidValue(subject: "window \"\(title)\"", property: property, value: "\(value)", expected: expected)
    )
  }
  /// The earliest time a view asked to be redrawn at (``requestRedraw(at:)``), if any.
  var redrawDeadline: Double?
  /// The views with animation tracks (see Window+Animation.swift).
  @exclusivity(unchecked) var animatingViews: [View] = []

  isolated deinit {
    // Animations advance only with this window's frames: a view's completion that captures the view (a
    // cycle until the animation ends) would otherwise keep the view alive for ever.
    endAnimationsOfClosedWindow()
  }
  /// When an animation next moves: `frameTime` or earlier while one runs, its start while all wait
  /// for a delay, `nil` when none is left.
  var animationWakeTime: Double?

  /// Whether the next frame will look different from the last one drawn.
  @exclusivity(unchecked) public private(set) var needsDisplay = true
  /// Whether a layout pass is pending.
  @exclusivity(unchecked) public private(set) var needsLayout = true

  /// Creates a window with a title, a size in points and a root view (a plain view by default).
  public init(title: String = "Boxwood", size: Size = Size(width: 800, height: 600), rootView: View = View())
  {
    self.title = title
    let usable = size.isFinite && !LayoutLimit.exceeded(size)
    self.size = usable ? Size(width: max(0, size.width), height: max(0, size.height)) : .zero
    self.rootView = rootView
    if !size.isFinite { Diagnostics.warn("refused non-finite window size \(size); used 0×0") }
    if LayoutLimit.exceeded(size) { reportOutOfRange(size) }
    install(rootView)
    Window.register(self)
  }

  /// Whether a host should render a new frame: something changed since the last display list, or the
  /// ``frameTime`` reached a time a view asked to be redrawn at (a caret blinking).
  public var needsRedraw: Bool {
    needsDisplay || needsLayout || (redrawDeadline.map { $0 <= frameTime } ?? false)
      || (animationWakeTime.map { $0 <= frameTime } ?? false) || AnimationCenter.hasPendingCompletions
  }

  /// Marks the window for a layout pass at the next frame.
  public func setNeedsLayout() {
    needsLayout = true
    needsDisplay = true
  }

  /// Marks the window for redrawing at the next frame.
  public func setNeedsDisplay() { needsDisplay = true }

  /// Runs the layout pass now if one is pending.
  public func layoutIfNeeded() {
    var passes = 0
    // A layout pass may invalidate layout again (a view resizing itself); a few passes converge,
    // and the cap keeps a view that always invalidates from hanging the frame.
    while needsLayout, passes < 8 {
      needsLayout = false
      rootView.layoutIfNeeded()
      passes += 1
    }
    if needsLayout {
      Diagnostics.warn(
        "layout did not settle after 8 passes in window \"\(title)\"; a view keeps invalidating")
      needsLayout = false
    }
  }

  /// Lays out if needed and returns the frame's drawing commands; the window is then clean.
  public func makeDisplayList() -> DisplayList {
    layoutIfNeeded()
    advanceAnimations()
    // A deadline that came is spent; views that want another ask again while drawing.
    if let deadline = redrawDeadline, deadline <= frameTime { redrawDeadline = nil }
    let context = GraphicsContext(size: size)
    context.time = frameTime
    if isKeyWindow, let focused = firstResponder, focusRingVisible || focused.acceptsTextInput {
      context.focusedView = ObjectIdentifier(focused)
    }
    context.fill(Rect(origin: .zero, size: size), color: backgroundColor)
    rootView.render(into: context)
    needsDisplay = false
    // After the frame that shows an animation's end: its completion may start the next change.
    AnimationCenter.runCompletions()
    return context.displayList
  }

  /// The deepest interactive view at a point in window coordinates.
  public func hitTest(_ point: Point) -> View? {
    // The root view's own coordinates differ from the window's when its bounds origin is scrolled.
    rootView.hitTest(rootView.convert(point, from: nil))
  }

  /// Reports a refused size beyond the limit, naming the window (and its root view).
  private func reportOutOfRange(_ refused: Size) {
    Diagnostics.report(
      .geometryOutOfRange(
        view: ViewReference(rootView), property: "window size of \"\(title)\" (root view)",
        value: "\(refused)"))
  }

  private func install(_ view: View) {
    // A view is the root of one window at most: another window that had it gets an empty root.
    if let other = view.window, other !== self, other.rootView === view { other.rootView = View() }
    view.removeFromSuperview()
    view.frame = Rect(origin: .zero, size: size)
    view.attachToWindow(self)
    setNeedsLayout()
  }
}
