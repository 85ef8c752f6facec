/// One drawing instruction, in window coordinates (points).
///
/// Views never draw pixels: they emit commands that a renderer (SDL on screen or offscreen) consumes.
/// Push and pop commands always come in balanced pairs.
public enum DrawCommand: Sendable, Equatable {
  /// Fills a rectangle with rounded corners.
  case fill(Rect, cornerRadius: Double, color: Color)
  /// Strokes the inside edge of a rounded rectangle with a line of the given width (like a CSS/CALayer border).
  case stroke(Rect, cornerRadius: Double, lineWidth: Double, color: Color)
  /// Draws one line of text with the top-left corner of its line box at `origin`.
  case text(String, font: Font, color: Color, origin: Point)
  /// Draws `source` (pixels of the image; the whole image when `nil`) stretched into `rect`.
  case image(Image, rect: Rect, source: Rect?)
  /// Restricts later drawing to the intersection of the current clip and `rect`.
  case pushClip(Rect)
  /// Restores the clip in force before the matching ``pushClip(_:)``.
  case popClip
  /// Draws everything up to the matching ``popOpacity`` as one group, then composites it at `alpha`.
  case pushOpacity(Double)
  /// Ends an opacity group.
  case popOpacity
  /// Draws everything up to the matching ``popTransform`` as one group, then maps it onto the target
  /// through the transform (window points to window points; a view's scale and rotation about its centre).
  case pushTransform(AffineTransform)
  /// Ends a transform group.
  case popTransform
}

/// An ordered list of drawing commands: what one frame of a window looks like.
public struct DisplayList: Sendable, Equatable {
  /// The commands, in drawing order.
  public internal(set) var commands: [DrawCommand] = []

  /// Creates an empty list.
  public init() {}

  /// Creates a list from commands.
  public init(_ commands: [DrawCommand]) { self.commands = commands }

  /// Whether the list draws nothing.
  public var isEmpty: Bool { commands.isEmpty }
}

/// Collects the drawing commands of a view tree, translating each view's coordinates to the window's.
///
/// Commands that fall wholly outside the current clip are dropped here, so a very long label or a
/// large scrolled document costs only what is visible.
public final class GraphicsContext {
  /// The commands emitted so far.
  public private(set) var displayList = DisplayList()
  var offset = Point.zero
  /// The view drawing its focus ring this frame (the window's first responder).
  var focusedView: ObjectIdentifier?
  var clipStack: [Rect]
  /// The frame's time: animating views are drawn with their presentation values at it.
  var time: Double = 0

  /// Creates a context for a target of the given size (the initial clip).
  public init(size: Size) {
    clipStack = [Rect(origin: .zero, size: size)]
  }

  /// The current clip, in the coordinates of the view being drawn.
  public var clipBounds: Rect { clipStack.last!.offsetBy(dx: -offset.x, dy: -offset.y) }

  /// Fills a rectangle (local coordinates) with a colour, with optionally rounded corners.
  public func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
    guard !color.isClear, let absolute = visible(rect) else { return }
    displayList.commands.append(.fill(absolute, cornerRadius: cornerRadius, color: color))
  }

  /// Strokes the inside edge of a rectangle (local coordinates).
  public func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double = 0) {
    guard !color.isClear, lineWidth > 0, let absolute = visible(rect) else { return }
    displayList.commands.append(
      .stroke(absolute, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color))
  }

  /// Draws a line of text whose line box has its top-left corner at `origin` and the given size.
  public func drawText(_ text: String, font: Font, color: Color, origin: Point, lineSize: Size) {
    guard !text.isEmpty, !color.isClear, visible(Rect(origin: origin, size: lineSize)) != nil else { return }
    displayList.commands.append(
      .text(text, font: font, color: color, origin: origin.offsetBy(dx: offset.x, dy: offset.y)))
  }

  /// Draws an image (or the `source` part of it, in pixels) into a rectangle.
  public func drawImage(_ image: Image, in rect: Rect, source: Rect? = nil) {
    guard let absolute = visible(rect) else { return }
    displayList.commands.append(.image(image, rect: absolute, source: source))
  }

  /// Runs `body` with drawing clipped to `rect` (local coordinates).
  public func withClip(_ rect: Rect, _ body: () -> Void) {
    pushClip(rect)
    body()
    popClip()
  }

  /// Runs `body` with its drawing composited as one group at `alpha`.
  public func withOpacity(_ alpha: Double, _ body: () -> Void) {
    displayList.commands.append(.pushOpacity(alpha))
    body()
    displayList.commands.append(.popOpacity)
  }

  /// Runs `body` with its drawing mapped through `transform` (in window coordinates) as one group.
  ///
  /// Inside, drawing is culled against what the transform brings into the current clip; a transform that
  /// flattens everything (a zero scale) draws nothing.
  public func withTransform(_ transform: AffineTransform, _ body: () -> Void) {
    guard let inverse = transform.inverted else { return }
    let clip = clipStack.last!
    let corners = [
      Point(x: clip.minX, y: clip.minY), Point(x: clip.maxX, y: clip.minY), Point(x: clip.minX, y: clip.maxY),
      Point(x: clip.maxX, y: clip.maxY),
    ].map { inverse.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let preimage = Rect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    clipStack.append(preimage.isFinite ? preimage : clip)
    displayList.commands.append(.pushTransform(transform))
    body()
    displayList.commands.append(.popTransform)
    clipStack.removeLast()
  }

  func pushClip(_ rect: Rect) {
    let absolute = rect.offsetBy(dx: offset.x, dy: offset.y)
    let clipped = clipStack.last!.intersection(absolute) ?? Rect(origin: absolute.origin, size: .zero)
    clipStack.append(clipped)
    displayList.commands.append(.pushClip(absolute))
  }

  func popClip() {
    clipStack.removeLast()
    displayList.commands.append(.popClip)
  }

  func translate(by delta: Point) {
    offset = Point(x: offset.x + delta.x, y: offset.y + delta.y)
  }

  /// The rectangle in window coordinates if any of it is inside the current clip.
  private func visible(_ rect: Rect) -> Rect? {
    let absolute = rect.offsetBy(dx: offset.x, dy: offset.y)
    guard absolute.isFinite, !absolute.isEmpty, clipStack.last!.intersects(absolute) else { return nil }
    return absolute
  }
}
