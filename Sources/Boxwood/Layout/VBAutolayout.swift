// VBAutolayout's dictionary layout (spec part C): the value types of a layout dictionary and of its
// result. Building is in VBAutolayout+Build.swift, the constant-string parser in
// VBAutolayout+Constant.swift, the string-keyed form in VBAutolayout+Dictionary.swift.

/// A layout dictionary: for each attribute, how to constrain it (VBAutolayout's `NSDictionary` layout).
///
/// ```swift
/// try container.addSubview(label, withLayout: [
///   .top: "16",
///   .leading: ">=8@999",
///   .trailing: [.item(icon, "8"), "<=16"],
///   .height: "44",
/// ])
/// ```
public typealias VBLayout = [VBLayoutKey: VBLayoutSpec]

/// The eight attributes a layout dictionary can set (`VBAutolayoutAttributeTop` … `CenterY`).
///
/// There is no left/right, baseline, margin, aspect-ratio or multiplier key, as in the original. The
/// order of `allCases` is the order in which a layout is processed and its result listed.
public enum VBLayoutKey: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// The top, bottom, leading and trailing edges (leading and trailing follow the view's layout direction),
  /// the width and height, and the horizontal and vertical centres; listed in processing order.
  case top, bottom, leading, trailing, width, height, centerX, centerY

  /// The original's key string, such as `"VBAutolayoutAttributeTop"`.
  public var originalName: String {
    "VBAutolayoutAttribute" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// The key named by the original's string (`"VBAutolayoutAttributeTop"`) or by its raw value (`"top"`);
  /// nil for any other string.
  public init?(name: String) {
    if let key = VBLayoutKey(rawValue: name) {
      self = key
    } else if let key = VBLayoutKey.allCases.first(where: { $0.originalName == name }) {
      self = key
    } else {
      return nil
    }
  }

  /// The attribute of the laid-out view that the key constrains.
  public var attribute: LayoutAttribute {
    switch self {
    case .top: return .top
    case .bottom: return .bottom
    case .leading: return .leading
    case .trailing: return .trailing
    case .width: return .width
    case .height: return .height
    case .centerX: return .centerX
    case .centerY: return .centerY
    }
  }

  /// The short key name (the `rawValue`, `"top"`), not the original's long string (``originalName``).
  public var description: String { rawValue }
}

/// One constraint's worth of a layout value: the item to relate to (nil: the container) and a constant
/// (VBAutolayout's `@{VBAutolayoutItem: item, VBAutolayoutConstant: @">=10@999"}`).
///
/// A plain string literal is a spec relating to the container: `"10"` is `VBItemSpec(item: nil,
/// constant: .text("10"))`.
public struct VBItemSpec: ExpressibleByStringLiteral {
  /// A constant as written in the grammar of ``VBConstant/init(parsing:)``, or as a value.
  public enum Constant {
    /// A constant string such as `">=10@999"`, parsed when the constraints are built.
    case text(String)
    /// A constant given as a value (checked when the constraints are built: it must be finite and within
    /// ``VBConstant/maximumMagnitude``).
    case value(VBConstant)
  }

  /// The key of the item in the original's item-spec dictionary.
  public static let itemKey = "VBAutolayoutItem"
  /// The key of the constant in the original's item-spec dictionary.
  public static let constantKey = "VBAutolayoutConstant"

  /// The view or guide to relate to; nil relates to the laid-out view's superview (a guide's owning view).
  ///
  /// An item is always treated as a *neighbour*, even when it is the superview: `top` to an item means
  /// below the item's bottom (see ``LayoutConstraint/constraints(with:layout:edges:)``).
  public var item: (any LayoutItem)?
  /// The constant; nil means `== 0 @1000`.
  public var constant: Constant?

  /// A spec relating to `item` (nil: the container) with a constant string.
  public init(item: (any LayoutItem)? = nil, constant: String? = nil) {
    self.item = item
    self.constant = constant.map(Constant.text)
  }

  /// A spec relating to `item` (nil: the container) with a constant value.
  public init(item: (any LayoutItem)? = nil, constant: VBConstant) {
    self.item = item
    self.constant = .value(constant)
  }

  /// A spec relating to the container with a constant string.
  public init(stringLiteral value: String) {
    self.init(item: nil, constant: value)
  }

  /// A spec relating to a neighbouring item: `.item(header, "8")`.
  public static func item(_ item: any LayoutItem, _ constant: String? = nil) -> VBItemSpec {
    VBItemSpec(item: item, constant: constant)
  }

  /// A spec relating to the container with a constant value: `.value(VBConstant(.greaterThanOrEqual, 8))`.
  public static func value(_ constant: VBConstant, item: (any LayoutItem)? = nil) -> VBItemSpec {
    VBItemSpec(item: item, constant: constant)
  }

  /// The constant string as the original's dictionary would hold it (`""` for none), for messages.
  var constantText: String {
    switch constant {
    case .none: return ""
    case .text(let text): return text
    case .value(let value): return value.description
    }
  }
}

/// The value of one attribute in a layout: one spec, or an array of specs each giving one constraint.
///
/// Literals work for both forms: `.top: "10"`, `.top: [.item(header, ">=8"), "<=40@750"]`. An empty
/// array gives no constraint (the key is then absent from the result, as in the original). Arrays cannot
/// nest: the original kept only the first element of a nested array; here the type rules it out.
public enum VBLayoutSpec: ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
  /// One spec: one constraint.
  case one(VBItemSpec)
  /// Several specs: one constraint each, in order.
  case many([VBItemSpec])

  /// A spec relating to the container with a constant string.
  public init(stringLiteral value: String) {
    self = .one(VBItemSpec(stringLiteral: value))
  }

  /// Several specs.
  public init(arrayLiteral elements: VBItemSpec...) {
    self = .many(elements)
  }

  /// A spec relating to a neighbouring item: `.item(header, "8")`.
  public static func item(_ item: any LayoutItem, _ constant: String? = nil) -> VBLayoutSpec {
    .one(.item(item, constant))
  }

  /// A spec with a constant value: `.value(VBConstant(.lessThanOrEqual, 40, priority: .defaultHigh))`.
  public static func value(_ constant: VBConstant, item: (any LayoutItem)? = nil) -> VBLayoutSpec {
    .one(.value(constant, item: item))
  }

  /// The specs, in order.
  public var specs: [VBItemSpec] {
    switch self {
    case .one(let spec): return [spec]
    case .many(let specs): return specs
    }
  }
}

/// How bottom and trailing values are read (part E items 29, 30, 37).
public enum VBEdgeSemantics: Sendable, Hashable {
  /// Every edge value is a *gap* measured outward from the view, on all four sides: `bottom: ">=10"` keeps
  /// at least 10 points between the view's bottom and the container's bottom (or the item's top).
  /// Boxwood's default, and the meaning of VBAutolayout 1.x.
  case gaps
  /// VBAutolayout 2.0.1's raw edge equations, for ported code that depends on them: bottom/trailing to an
  /// item is `V.edge REL X.oppositeEdge + c` (`"10"` overlaps the item by 10), and to the container
  /// `V.edge REL S.edge − c` with the relation kept (`">=10"` caps the gap at 10).
  case original
}

/// The constraints a layout dictionary produced, by attribute (VBAutolayout's result dictionary, typed).
///
/// A key is present only when its attribute was in the layout and gave at least one constraint.
@MainActor
public struct VBLayoutConstraints {
  /// What one attribute produced: a single constraint, or several (from an array spec) in spec order.
  public enum Entry {
    /// The one constraint of a single spec (or of a one-element array, as in the original).
    case single(LayoutConstraint)
    /// The constraints of an array spec with two or more elements, in order.
    case multiple([LayoutConstraint])

    /// The constraints, in order.
    public var constraints: [LayoutConstraint] {
      switch self {
      case .single(let constraint): return [constraint]
      case .multiple(let constraints): return constraints
      }
    }

    /// The constraint when there is exactly one.
    public var single: LayoutConstraint? {
      if case .single(let constraint) = self { return constraint }
      return nil
    }
  }

  private var entries: [VBLayoutKey: Entry] = [:]

  init() {}

  /// What the attribute produced, or nil when it was not in the layout.
  public subscript(key: VBLayoutKey) -> Entry? { entries[key] }

  /// The attributes present, in processing order (top, bottom, leading, trailing, width, height, centerX,
  /// centerY).
  public var keys: [VBLayoutKey] { VBLayoutKey.allCases.filter { entries[$0] != nil } }

  /// Every constraint, in processing order and then spec order — VBAutolayout 1.x's array result.
  public var all: [LayoutConstraint] { keys.flatMap { entries[$0]!.constraints } }

  /// Whether no constraint was made.
  public var isEmpty: Bool { entries.isEmpty }

  mutating func set(_ constraints: [LayoutConstraint], for key: VBLayoutKey) {
    switch constraints.count {
    case 0: entries[key] = nil
    case 1: entries[key] = .single(constraints[0])
    default: entries[key] = .multiple(constraints)
    }
  }
}
