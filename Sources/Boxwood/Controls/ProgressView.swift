/// A bar showing how far a task has come: a rounded track, filled with the accent colour from the leading
/// end (the right end right to left) in proportion to ``progress``.
///
/// It only shows: it takes no pointer input (clicks go to what is behind it) and never takes focus.
open class ProgressView: Control {
  /// The bar's intrinsic height (it has no intrinsic width, as in UIKit).
  public static let barHeight = 6.0

  /// How far along, 0…1: values outside are clamped, NaN is refused with a report naming the view.
  public var progress: Double {
    get { storedProgress }
    set {
      guard !newValue.isNaN else {
        Diagnostics.report(.nonFiniteGeometry(view: ViewReference(self), property: "progress", value: "nan"))
        return
      }
      let clamped = min(1, max(0, newValue))
      if clamped != storedProgress {
        storedProgress = clamped
        setNeedsDisplay()
      }
    }
  }

  private var storedProgress = 0.0

  /// Creates a progress bar at a given progress.
  public init(progress: Double = 0) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    self.progress = progress
  }

  /// Creates an empty progress bar with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// No intrinsic width (``View/noIntrinsicMetric``, as in UIKit: constrain the width or let the container
  /// stretch it) and ``barHeight`` (6 points).
  open override var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: ProgressView.barHeight)
  }

  /// The offered width (160 points when it is 0 or less) by ``barHeight``.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width > 0 ? size.width : 160, height: ProgressView.barHeight)
  }

  /// Where the bar is drawn: its height centred vertically, the full width.
  public var trackRect: Rect {
    let height = min(bounds.height, ProgressView.barHeight)
    return Rect(
      x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: bounds.width,
      height: height)
  }

  /// Draws the rounded track and, from the leading end, the accent fill for ``progress`` (rounded to whole
  /// points); faded when disabled.
  open override func draw(in context: GraphicsContext) {
    drawFadedWhenDisabled(context) {
      let track = trackRect
      let radius = track.height / 2
      context.fill(track, color: theme.track, cornerRadius: radius)
      let width = (track.width * storedProgress).rounded()
      guard width > 0 else { return }
      let x = isRightToLeft ? track.maxX - width : track.minX
      context.fill(
        Rect(x: x, y: track.minY, width: width, height: track.height), color: theme.accent,
        cornerRadius: radius)
    }
  }

  // MARK: Input (none)

  /// False: a progress bar only shows, so Tab skips it.
  open override var canBecomeFirstResponder: Bool { false }
  /// Refuses every press (the view also has ``View/isUserInteractionEnabled`` off, so presses reach what is
  /// behind it).
  open override func beginTracking(_ event: PointerEvent) -> Bool { false }

  // MARK: Semantics

  /// ``AccessibilityRole/progressIndicator``.
  open override var accessibilityRole: AccessibilityRole { .progressIndicator }
  /// The progress as a whole percentage, `"0%"`…`"100%"`.
  open override var accessibilityValue: String? { "\(Int((storedProgress * 100).rounded()))%" }
}
