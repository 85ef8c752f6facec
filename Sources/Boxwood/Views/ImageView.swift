/// How a view fits its content into its bounds (UIKit's `UIView.ContentMode`, the image-relevant cases).
public enum ContentMode: Sendable, Hashable, CaseIterable {
  /// Stretch to fill the bounds exactly, ignoring the aspect ratio.
  case scaleToFill
  /// Scale to fit inside the bounds, keeping the aspect ratio (letterboxed).
  case scaleAspectFit
  /// Scale to cover the bounds, keeping the aspect ratio; the overflow is clipped.
  case scaleAspectFill
  /// Draw at natural size, centred; anything outside the bounds is clipped.
  case center
}

/// A view that shows an ``Image``.
open class ImageView: View {
  /// The image shown, or `nil` for none.
  public var image: Image? {
    didSet {
      if image != oldValue {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
      }
    }
  }

  /// How the image is fitted into the bounds.
  public var contentMode: ContentMode = .scaleToFill {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  /// Creates an image view showing `image`.
  public init(image: Image? = nil, contentMode: ContentMode = .scaleToFill) {
    super.init(frame: .zero)
    self.image = image
    self.contentMode = contentMode
    if let image { frame = Rect(origin: .zero, size: image.size) }
  }

  /// Creates an empty image view with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// The image's size in points (pixels ÷ the image's scale), or no intrinsic size without an image.
  open override var intrinsicContentSize: Size {
    image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size in points whatever size is offered; the current size without an image.
  open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? bounds.size }

  /// The rectangle (in bounds coordinates) the image is drawn into for the current mode.
  public var imageRect: Rect {
    guard let image else { return .zero }
    return ImageView.rect(for: image.size, in: bounds, mode: contentMode)
  }

  /// Draws the image into ``imageRect`` for the ``contentMode``, clipped to the bounds when it overflows them
  /// (``ContentMode/scaleAspectFill``, ``ContentMode/center``), even when ``View/clipsToBounds`` is off
  /// (UIKit draws the overflow unless the view clips).
  open override func draw(in context: GraphicsContext) {
    guard let image, !bounds.isEmpty else { return }
    let target = imageRect
    if bounds.contains(target) {
      context.drawImage(image, in: target)
    } else {
      context.withClip(bounds) { context.drawImage(image, in: target) }
    }
  }

  /// Where an image of `size` lands in `bounds` for a content mode.
  public static func rect(for size: Size, in bounds: Rect, mode: ContentMode) -> Rect {
    guard size.width > 0, size.height > 0 else { return .zero }
    switch mode {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = size.width * s
      let h = size.height * s
      return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    case .center:
      return Rect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    }
  }
}
