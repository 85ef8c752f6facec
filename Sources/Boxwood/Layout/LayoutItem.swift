import Cassowary

/// Something constraints can pin: a ``View`` or a ``LayoutGuide``.
@MainActor
public protocol LayoutItem: AnyObject {
  /// The view the item belongs to: a view itself, or a guide's owning view.
  var layoutOwningView: View? { get }
  /// A short name for descriptions and reports.
  var layoutName: String { get }
}

extension LayoutItem {
  /// The left edge.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
  /// The leading edge (left in left-to-right layouts).
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
  /// The trailing edge (right in left-to-right layouts).
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
  /// The horizontal centre.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

/// The four solver variables of a layout item in one engine: its left, top, width and height in the
/// layout space of the tree (the root view's coordinates, ignoring scroll offsets).
@MainActor
final class LayoutNode {
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  weak var view: View?
  weak var guide: LayoutGuide?
  /// Installed constraints that touch this item, or (for a view) any item in its subtree.
  var participation = 0
  /// Constraints the engine adds for the item itself: frame, autoresizing, intrinsic size, margins.
  var support: [Cassowary.Constraint] = []
  var supportIsDirty = false
  /// Set when the app assigned the frame of a constraint-driven view: the solved frame is written again.
  var needsFrameWrite = false
  /// The engine pass that last collected this node for writing.
  var applyStamp = 0

  init(name: String) {
    x = Variable("\(name).x")
    y = Variable("\(name).y")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The solved rectangle in layout space.
  var solvedRect: Rect { Rect(x: x.value, y: y.value, width: width.value, height: height.value) }
  var variables: [Variable] { [x, y, width, height] }
}

/// A rectangle that takes part in layout without drawing: spacers, margins, alignment areas.
@MainActor
open class LayoutGuide: LayoutItem {
  /// The view that owns the guide (set by `View.addLayoutGuide`).
  public internal(set) weak var owningView: View?
  /// A name for descriptions.
  public var identifier: String = ""
  /// Set for a view's `layoutMarginsGuide`: the guide is the view inset by its margins.
  var isMarginsGuide = false

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {}

  public var layoutOwningView: View? { owningView }
  public var layoutName: String {
    let owner = owningView?.shortDescription ?? "unowned"
    return identifier.isEmpty ? "LayoutGuide(\(owner))" : "\(identifier)(\(owner))"
  }

  /// The guide's solved rectangle in its owning view's coordinates.
  public var layoutFrame: Rect {
    guard let owner = owningView, let engine = owner.treeRoot.layoutEngine,
      let mine = engine.existingNode(for: self), let theirs = engine.existingNode(for: owner)
    else { return .zero }
    let rect = mine.solvedRect
    let origin = theirs.solvedRect.origin
    return Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
  }
}
