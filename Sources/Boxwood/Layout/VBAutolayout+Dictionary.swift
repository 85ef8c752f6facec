// The string-keyed form of a layout dictionary, for code ported from VBAutolayout's `NSDictionary`s and
// for layouts read from data: `["VBAutolayoutAttributeTop": "10", "leading": ["VBAutolayoutItem": v]]`.

extension LayoutConstraint {
  /// ``constraints(with:layout:edges:)`` for a string-keyed layout, checked strictly.
  ///
  /// Keys are the original's (`"VBAutolayoutAttributeTop"`) or the ``VBLayoutKey`` raw values (`"top"`).
  /// A value is a constant string, an item-spec dictionary (keys `"VBAutolayoutItem"`: a view or guide,
  /// `"VBAutolayoutConstant"`: a string or a ``VBConstant``), a ``VBLayoutSpec`` or ``VBItemSpec``, or an
  /// array of strings, item specs and item-spec dictionaries.
  ///
  /// Unlike the original, which ignored unknown keys (checklist item 130) and crashed on a number
  /// (part E item 36), every unknown key and every value of another type is an error: a misspelt key
  /// would otherwise leave its attribute silently unconstrained.
  ///
  /// - Throws: ``BoxwoodError/invalidDictionaryLayout(_:)``; unknown keys are reported first (the first
  ///   in alphabetical order), then values in processing order.
  public static func constraints(
    with item: any LayoutItem, layoutDictionary: [String: Any], edges: VBEdgeSemantics = .gaps
  ) throws(BoxwoodError) -> VBLayoutConstraints {
    let root = item.layoutOwningView?.treeRoot
    var builder = VBLayoutBuilder(
      subject: item, container: VBLayoutBuilder.container(of: item), edges: edges,
      reaches: { root != nil && $0.treeRoot === root })
    let layout = try VBLayoutDictionary.convert(
      layoutDictionary, view: item.layoutName, names: &builder.keyNames)
    return try builder.build(layout)
  }
}

extension View {
  /// ``addSubview(_:withLayout:edges:)`` for a string-keyed layout, checked as
  /// ``LayoutConstraint/constraints(with:layoutDictionary:edges:)`` describes.
  ///
  /// - Throws: ``BoxwoodError/invalidDictionaryLayout(_:)``, ``BoxwoodError/viewHierarchyCycle(view:into:)``
  ///   or ``BoxwoodError/viewTreeTooDeep(view:into:depth:)``; the tree is then left as it was.
  @discardableResult
  public func addSubview(
    _ view: View, withLayoutDictionary layout: [String: Any], edges: VBEdgeSemantics = .gaps
  ) throws(BoxwoodError) -> VBLayoutConstraints {
    var names: [VBLayoutKey: String] = [:]
    let typed = try VBLayoutDictionary.convert(layout, view: view.layoutName, names: &names)
    // The names as written, so that an error found while building names the key the caller wrote.
    return try addSubview(view, withLayout: typed, edges: edges, keyNames: names)
  }
}

/// Converts string-keyed layouts to ``VBLayout``.
@MainActor
enum VBLayoutDictionary {
  private static let expectedValue = "a constant string, an item-spec dictionary or an array of them"
  private static let expectedElement = "a constant string or an item-spec dictionary (arrays cannot nest)"

  static func convert(
    _ dictionary: [String: Any], view: String, names: inout [VBLayoutKey: String]
  ) throws(BoxwoodError) -> VBLayout {
    // Sorted, so that the error reported for a layout does not depend on dictionary order.
    for name in dictionary.keys.sorted() where VBLayoutKey(name: name) == nil {
      throw .invalidDictionaryLayout(VBLayoutError(.unknownKey(name), view: view))
    }
    var byKey: [VBLayoutKey: (name: String, value: Any)] = [:]
    for (name, value) in dictionary {
      let key = VBLayoutKey(name: name)!
      // Both spellings of one key ("top" and "VBAutolayoutAttributeTop") would be ambiguous.
      if let other = byKey[key] {
        let pair = [other.name, name].sorted()
        throw .invalidDictionaryLayout(VBLayoutError(.duplicateKey(pair[0], pair[1]), view: view))
      }
      byKey[key] = (name, value)
    }
    var layout: VBLayout = [:]
    for key in VBLayoutKey.allCases {
      guard let (name, value) = byKey[key] else { continue }
      names[key] = name
      do {
        layout[key] = try spec(value)
      } catch {
        throw .invalidDictionaryLayout(error.located(view: view, key: name, index: nil))
      }
    }
    return layout
  }

  private static func spec(_ value: Any) throws(VBLayoutError) -> VBLayoutSpec {
    switch value {
    case let spec as VBLayoutSpec: return spec
    case let array as [Any]:
      var elements: [VBItemSpec] = []
      for (index, element) in array.enumerated() {
        do {
          elements.append(try itemSpec(element, expected: expectedElement))
        } catch {
          throw error.located(view: nil, key: nil, index: index)
        }
      }
      return .many(elements)
    default: return .one(try itemSpec(value, expected: expectedValue))
    }
  }

  private static func itemSpec(_ value: Any, expected: String) throws(VBLayoutError) -> VBItemSpec {
    switch value {
    case let text as String: return VBItemSpec(constant: text)
    case let spec as VBItemSpec: return spec
    case let dictionary as [String: Any]: return try itemSpec(dictionary)
    default: throw VBLayoutError(.wrongValueType(found: typeName(value), expected: expected))
    }
  }

  private static func itemSpec(_ dictionary: [String: Any]) throws(VBLayoutError) -> VBItemSpec {
    for name in dictionary.keys.sorted() where name != VBItemSpec.itemKey && name != VBItemSpec.constantKey {
      throw VBLayoutError(.unknownItemSpecKey(name))
    }
    var spec = VBItemSpec()
    if let item = dictionary[VBItemSpec.itemKey] {
      guard let item = item as? any LayoutItem else {
        throw VBLayoutError(
          .wrongValueType(found: typeName(item), expected: "a view or layout guide for \(VBItemSpec.itemKey)")
        )
      }
      spec.item = item
    }
    switch dictionary[VBItemSpec.constantKey] {
    case .none: break
    case let text as String: spec.constant = .text(text)
    case let constant as VBConstant: spec.constant = .value(constant)
    case let other?:
      throw VBLayoutError(
        .wrongValueType(found: typeName(other), expected: "a constant string for \(VBItemSpec.constantKey)"))
    }
    return spec
  }

  private static func typeName(_ value: Any) -> String {
    "\(type(of: value)) (\(String(reflecting: value).prefix(40)))"
  }
}
