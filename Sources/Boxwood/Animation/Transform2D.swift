import Foundation

/// A view's 2D transform, kept in parts: scale, then rotation, then translation, about the view's centre.
///
/// Keeping the parts (instead of a matrix) is what lets every transform animate naturally: a rotation by
/// 2π turns once around instead of not moving, and scale and rotation never pass through a squashed
/// matrix halfway. ``affine`` gives the matrix for drawing and hit testing.
///
/// The transform changes how a view is drawn and hit-tested, not its ``View/frame`` or layout (as in
/// UIKit, layout uses the untransformed frame).
public struct Transform2D: Sendable, Hashable, CustomStringConvertible {
  /// The offset, in the superview's points, applied last.
  public var translation: Point
  /// The scale factors along the view's own x and y axes, applied first.
  public var scale: Size
  /// The rotation in radians, clockwise on screen (y points down), applied after the scale.
  public var rotation: Double

  /// No transform.
  public static let identity = Transform2D(translation: .zero, scale: Size(width: 1, height: 1), rotation: 0)

  /// Creates a transform from its parts.
  public init(translation: Point = .zero, scale: Size = Size(width: 1, height: 1), rotation: Double = 0) {
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
  }

  /// A translation.
  public init(translationX x: Double, y: Double) { self.init(translation: Point(x: x, y: y)) }
  /// A scale.
  public init(scaleX x: Double, y: Double) { self.init(scale: Size(width: x, height: y)) }
  /// A rotation by `angle` radians.
  public init(rotationAngle angle: Double) { self.init(rotation: angle) }

  /// This transform with a further translation.
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    var result = self
    result.translation = Point(x: translation.x + x, y: translation.y + y)
    return result
  }

  /// This transform with its scale multiplied.
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    var result = self
    result.scale = Size(width: scale.width * x, height: scale.height * y)
    return result
  }

  /// This transform turned further by `angle` radians.
  public func rotated(by angle: Double) -> Transform2D {
    var result = self
    result.rotation += angle
    return result
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform only moves (no scale, no rotation): such views draw without a layer.
  public var isTranslationOnly: Bool { scale.width == 1 && scale.height == 1 && rotation == 0 }

  /// Whether every part is finite.
  public var isFinite: Bool {
    translation.isFinite && scale.width.isFinite && scale.height.isFinite && rotation.isFinite
  }

  /// The matrix that maps a point relative to the view's centre to the transformed point relative to it.
  public var affine: AffineTransform {
    let c = cos(rotation)
    let s = sin(rotation)
    return AffineTransform(
      a: c * scale.width, b: s * scale.width, c: -s * scale.height, d: c * scale.height, tx: translation.x,
      ty: translation.y)
  }

  /// The three components, for logs: `Transform2D(translation: (x, y), scale: (sx, sy), rotation: r)`
  /// (points, factors, radians).
  public var description: String {
    "Transform2D(translation: (\(translation.x), \(translation.y)), scale: (\(scale.width), \(scale.height)), rotation: \(rotation))"
  }
}

/// An affine map of the plane: `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Sendable, Hashable {
  /// The x-axis scale-and-rotate coefficient: how much a point's x contributes to its image's x.
  public var a: Double
  /// How much a point's x contributes to its image's y (nonzero when rotating or skewing).
  public var b: Double
  /// How much a point's y contributes to its image's x (nonzero when rotating or skewing).
  public var c: Double
  /// The y-axis scale-and-rotate coefficient: how much a point's y contributes to its image's y.
  public var d: Double
  /// The horizontal translation, in points, added after the linear part.
  public var tx: Double
  /// The vertical translation, in points (positive moves down: y grows downwards, as in UIKit).
  public var ty: Double

  /// The identity map.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a map from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The image of a point.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The map that undoes this one, or `nil` when it flattens the plane (a zero scale).
  public var inverted: AffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }

  /// `self` applied after `first`.
  public func concatenating(after first: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * first.a + c * first.b, b: b * first.a + d * first.b, c: a * first.c + c * first.d,
      d: b * first.c + d * first.d, tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty
    )
  }

  /// This map conjugated so that it acts about `center`: `p ↦ center + M·(p − center) + t`.
  public func about(_ center: Point) -> AffineTransform {
    AffineTransform(
      a: a, b: b, c: c, d: d, tx: center.x - a * center.x - c * center.y + tx,
      ty: center.y - b * center.x - d * center.y + ty)
  }
}
