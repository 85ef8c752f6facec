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
  /// The item, through its handle (`nil` once the item is gone).
  let reference: ItemReference
  /// The key of the node in its engine's table (the item's identity when the node was made).
  let key: ObjectIdentifier
  /// The serial of the engine that made the node.
  let engineSerial: Int
  /// Whether the item is a view (guides have no frame to write).
  let isView: Bool
  var view: View? { reference.view }
  var guide: LayoutGuide? { reference.guide }
  /// Installed constraints that name this item, plus the participating nodes that count in it (see
  /// ``LayoutEngine/countParticipation(_:)``): positive while a constraint touches the item or anything
  /// in its subtree.
  @exclusivity(unchecked) var participation = 0
  /// The node this one counts in while it participates: its parent when it started to (kept so that it
  /// leaves the same one, whatever happened to the tree since).
  @exclusivity(unchecked) var countedIn: LayoutNode?
  /// Whether the item's view is listed in ``LayoutEngine/reparented`` (listed once however often it moves).
  @exclusivity(unchecked) var awaitsReparent = false
  /// Constraints the engine adds for the item itself: frame, autoresizing, intrinsic size, margins.
  @exclusivity(unchecked) var support: [Cassowary.Constraint] = []
  @exclusivity(unchecked) var supportIsDirty = false
  /// Set when the app assigned the frame of a constraint-driven view: the solved frame is written again.
  @exclusivity(unchecked) var needsFrameWrite = false
  /// The engine pass that last collected this node for writing.
  @exclusivity(unchecked) var applyStamp = 0
  /// The engine pass that last collected this view's subviews for writing (they are relative to it).
  @exclusivity(unchecked) var subviewsStamp = 0
  /// Set once the item's width or height solved negative: from then on its support includes
  /// `width >= 0` and `height >= 0` (see ``LayoutEngine/guardNegativeSizes(_:)``).
  @exclusivity(unchecked) var guardsSize = false
  /// Whether ``support`` holds the size guards: they join it on their own, without the rest of the
  /// support leaving and entering the solver again.
  @exclusivity(unchecked) var guardsInstalled = false

  /// The variables are unnamed: naming them (`Label("Login").x`) cost more than solving. Conflict
  /// reports describe constraints through the engine's descriptions, never through variable names.
  init(item: any LayoutItem, engineSerial: Int) {
    self.engineSerial = engineSerial
    reference = ItemReference.of(item)
    key = ObjectIdentifier(item)
    isView = item is View
    x = Variable()
    y = Variable()
    width = Variable()
    height = Variable()
  }

  /// The solved rectangle in layout space, its edges settled on the grid of ``settled(_:)``.
  var solvedRect: Rect {
    Rect(
      x: LayoutNode.settled(x.value), y: LayoutNode.settled(y.value),
      width: LayoutNode.settled(width.value), height: LayoutNode.settled(height.value))
  }

  /// A solved value rounded to the nearest multiple of 2⁻³⁰ point (about 1e-9).
  ///
  /// Two pivot paths to the same optimum leave different rounding noise in the last bits (a width of
  /// 300 × 40/120 comes out as 100 or 99.99999999999999), so without this a frame would depend on the
  /// order the solver happened to take. A binary grid far below a pixel makes frames exact where the
  /// layout is, and the same whichever path the solver took.
  nonisolated static func settled(_ value: Double) -> Double {
    let grid = 1_073_741_824.0  // 2^30
    guard value.isFinite, abs(value) < 4_194_304 else { return value }  // 2^22: the grid is the ulp
    return (value * grid).rounded() / grid
  }
  var variables: [Variable] { [x, y, width, height] }

  /// Gives the node's four variables `tag` (without the array ``variables`` makes).
  func tagVariables(_ tag: Int) {
    x.tag = tag
    y.tag = tag
    width.tag = tag
    height.tag = tag
  }
}

/// A rectangle that takes part in layout without drawing: spacers, margins, alignment areas.
@MainActor
open class LayoutGuide: LayoutItem {
  /// The view that owns the guide (set by `View.addLayoutGuide`; cleared when that view is destroyed).
  public internal(set) nonisolated(unsafe) unowned var owningView: View?
  /// A name for descriptions.
  public var identifier: String = ""
  /// Set for a view's `layoutMarginsGuide`: the guide is the view inset by its margins.
  var isMarginsGuide = false

  var itemReferenceStorage: ItemReference?

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {}

  deinit {
    itemReferenceStorage?.guide = nil
  }

  /// The view the guide was added to (``owningView``), or nil before it is added or after it is removed.
  public var layoutOwningView: View? { owningView }
  /// The ``identifier`` (or `LayoutGuide`) and the owning view's short description in parentheses, for
  /// constraint descriptions and unsatisfiable-constraint reports.
  public var layoutName: String {
    let owner = owningView?.shortDescription ?? "unowned"
    return identifier.isEmpty ? "LayoutGuide(\(owner))" : "\(identifier)(\(owner))"
  }

  /// The guide's solved rectangle in its owning view's coordinates.
  ///
  /// A size that solved negative (the margins guide of a view smaller than its margins, whose
  /// `height >= 0` guard lost and was reported) stays negative here, as in a `CGRect`: the origin is the
  /// solved one, which constraints on the guide are measured from (a standardized rectangle would move it).
  public var layoutFrame: Rect {
    guard let owner = owningView, let engine = owner.treeRoot.layoutEngine,
      let mine = engine.existingNode(for: self), let theirs = engine.existingNode(for: owner)
    else { return .zero }
    let rect = mine.solvedRect
    let origin = theirs.solvedRect.origin
    return Rect(
      x: rect.origin.x - origin.x, y: rect.origin.y - origin.y, width: rect.size.width,
      height: rect.size.height)
  }
}

/// A reference to a layout item that does not keep it alive: what constraints, engine nodes and conflict
/// reports hold instead of Swift's `weak`.
///
/// A `weak` reference to an object moves its reference count to a side table for the rest of its life,
/// and every retain and release of it then takes a slow path several times slower. Views are retained
/// and released all through layout and drawing, so they are never referenced weakly: each view and
/// guide has one handle, made on first use and cleared by the item's `deinit`.
@MainActor
final class ItemReference {
  @exclusivity(unchecked) nonisolated(unsafe) unowned var view: View?
  @exclusivity(unchecked) nonisolated(unsafe) unowned var guide: LayoutGuide?
  /// An item of a type outside Boxwood (the protocol is public), held weakly.
  weak var foreign: (any LayoutItem)?

  private init() {}

  /// The item, or `nil` once it is gone.
  var item: (any LayoutItem)? { view ?? guide ?? foreign }

  /// The handle of an item.
  static func of(_ item: any LayoutItem) -> ItemReference {
    if let view = item as? View { return view.itemReference }
    if let guide = item as? LayoutGuide { return guide.itemReference }
    let reference = ItemReference()
    reference.foreign = item
    return reference
  }
}

extension View {
  /// The view's handle for references that must not keep it alive.
  var itemReference: ItemReference {
    if let reference = itemReferenceStorage { return reference }
    let reference = ItemReference.make(view: self)
    itemReferenceStorage = reference
    return reference
  }
}

extension LayoutGuide {
  var itemReference: ItemReference {
    if let reference = itemReferenceStorage { return reference }
    let reference = ItemReference.make(guide: self)
    itemReferenceStorage = reference
    return reference
  }
}

extension ItemReference {
  fileprivate static func make(view: View? = nil, guide: LayoutGuide? = nil) -> ItemReference {
    let reference = ItemReference()
    reference.view = view
    reference.guide = guide
    return reference
  }
}
