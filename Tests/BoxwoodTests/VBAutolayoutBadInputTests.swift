import Boxwood
import Testing

@Suite("VBAutolayout: bad input")
@MainActor
struct VBAutolayoutBadInputTests {
  @Test("unknown keys, in attributes and in item specs, and one attribute spelt twice, are errors")
  func unknownKeys() {
    let root = layoutRoot()
    let child = constrained("child")
    let attribute = vbLayoutError {
      try root.addSubview(child, withLayoutDictionary: ["top": "0", "VBAutolayoutAttributeMarginTop": "8"])
    }
    #expect(attribute?.problem == .unknownKey("VBAutolayoutAttributeMarginTop"))
    #expect(attribute?.description.contains("VBAutolayoutAttributeTop, VBAutolayoutAttributeBottom") == true)
    #expect(child.superview == nil)
    let itemKey = vbLayoutError {
      try root.addSubview(
        child, withLayoutDictionary: ["top": ["VBAutolayoutItems": root, "VBAutolayoutConstant": "8"]])
    }
    #expect(itemKey?.problem == .unknownItemSpecKey("VBAutolayoutItems"))
    #expect(itemKey?.key == "top")
    let twice = vbLayoutError {
      try root.addSubview(child, withLayoutDictionary: ["top": "0", "VBAutolayoutAttributeTop": "8"])
    }
    #expect(twice?.problem == .duplicateKey("VBAutolayoutAttributeTop", "top"))
    #expect(child.superview == nil)
    #expect(root.constraints.isEmpty)
  }

  @Test("values of the wrong type are errors naming the key, the element and the type (E36: no crash)")
  func wrongValueTypes() {
    let root = layoutRoot()
    let other = constrained("other")
    root.addSubview(other)
    let child = constrained("child")
    func problem(_ layout: [String: Any]) -> VBLayoutError? {
      vbLayoutError { try root.addSubview(child, withLayoutDictionary: layout) }
    }
    let number = problem(["VBAutolayoutAttributeTop": 10])
    guard case .wrongValueType(let found, let expected)? = number?.problem else {
      Issue.record("a number was accepted: \(String(describing: number))")
      return
    }
    #expect(found.hasPrefix("Int"))
    #expect(expected.contains("constant string"))
    #expect(number?.key == "VBAutolayoutAttributeTop")
    #expect(problem(["width": 10.5])?.problem.isWrongType == true)
    #expect(problem(["top": other])?.problem.isWrongType == true)
    let nested = problem(["top": ["0", ["1", "2"]]])
    #expect(nested?.problem.isWrongType == true)
    #expect(nested?.index == 1)
    #expect(nested?.description.contains("arrays cannot nest") == true)
    let badItem = problem(["top": ["VBAutolayoutItem": "other"]])
    #expect(badItem?.problem.isWrongType == true)
    #expect(badItem?.description.contains("a view or layout guide") == true)
    let badConstant = problem(["top": ["VBAutolayoutItem": other, "VBAutolayoutConstant": 8]])
    #expect(badConstant?.problem.isWrongType == true)
    #expect(problem(["top": [8]])?.index == 0)
    #expect(child.superview == nil)
    #expect(root.constraints.count == 0)
  }

  @Test("a string-keyed layout with every kind of value builds what the typed one does")
  func stringKeyedLayout() throws {
    let root = layoutRoot()
    let header = constrained("header")
    try root.addSubview(
      header, withLayoutDictionary: ["top": "0", "leading": "0", "trailing": "0", "height": "40"])
    let body = constrained("body")
    let result = try root.addSubview(
      body,
      withLayoutDictionary: [
        "VBAutolayoutAttributeTop": [VBItemSpec.itemKey: header, VBItemSpec.constantKey: "8"],
        "VBAutolayoutAttributeBottom": [
          "10@999", [VBItemSpec.constantKey: VBConstant(.greaterThanOrEqual, 4)],
        ],
        "VBAutolayoutAttributeLeading": VBLayoutSpec.value(VBConstant(.equal, 12)),
        "VBAutolayoutAttributeTrailing": VBItemSpec(constant: "12"),
      ])
    #expect(result.keys == [.top, .bottom, .leading, .trailing])
    #expect(result[.bottom]?.constraints.count == 2)
    #expect(body.frame == Rect(x: 12, y: 48, width: 276, height: 142))
  }

  @Test("an item that is not in the view's tree is an error, and nothing changes")
  func itemNotInHierarchy() throws {
    let root = layoutRoot()
    let elsewhere = layoutRoot()
    let stranger = constrained("stranger")
    elsewhere.addSubview(stranger)
    let child = constrained("child")
    let error = vbLayoutError { try root.addSubview(child, withLayout: [.top: .item(stranger, "8")]) }
    #expect(error?.problem == .itemNotInHierarchy(item: "View(\"stranger\")"))
    #expect(error?.description.contains("is not in the view's tree") == true)
    #expect(child.superview == nil)
    // A guide added to no view is in no tree.
    let guide = LayoutGuide()
    let unowned = vbLayoutError { try root.addSubview(child, withLayout: [.top: .item(guide)]) }
    #expect(unowned?.problem.isNotInHierarchy == true)
    // Building for a view already placed: the item must share its tree now.
    root.addSubview(child)
    let built = vbLayoutError {
      _ = try LayoutConstraint.constraints(with: child, layout: [.leading: .item(stranger)])
    }
    #expect(built?.problem.isNotInHierarchy == true)
    // Items in the new subview's own subtree, and guides of the container, are fine.
    let card = constrained("card")
    let icon = constrained("icon")
    card.addSubview(icon)
    let spacer = LayoutGuide()
    root.addLayoutGuide(spacer)
    try root.addSubview(card, withLayout: [.top: .item(spacer), .bottom: .item(icon, "-20"), .leading: "0"])
    #expect(card.superview === root)
  }

  @Test("relating a view to itself is an error")
  func itemIsTheView() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let error = vbLayoutError {
      _ = try LayoutConstraint.constraints(with: child, layout: [.width: .item(child)])
    }
    #expect(error?.problem == .itemIsTheView)
  }

  @Test("a view with no superview: container specs are errors (E35), sizes and items are not")
  func noSuperview() throws {
    let loose = constrained("loose")
    let error = vbLayoutError {
      _ = try LayoutConstraint.constraints(with: loose, layout: [.width: "10", .top: "0"])
    }
    #expect(error?.problem == .noSuperview)
    #expect(error?.key == "top")
    #expect(error?.description.contains("has none yet") == true)
    let sizes = try LayoutConstraint.constraints(with: loose, layout: [.width: "10", .height: ">=5"])
    #expect(sizes.all.count == 2)
    // An item inside the loose view's own subtree is in its tree.
    let inner = constrained("inner")
    loose.addSubview(inner)
    let inside = try LayoutConstraint.constraints(with: loose, layout: [.width: .item(inner, "4")])
    LayoutConstraint.activate(inside.all)
    #expect(inside.all.allSatisfy { $0.isActive })
    // A guide with no owning view has no container either.
    let guide = LayoutGuide()
    let guideError = vbLayoutError {
      _ = try LayoutConstraint.constraints(with: guide, layout: [.centerX: "0"])
    }
    #expect(guideError?.problem == .noSuperview)
  }

  @Test("a guide is laid out against its owning view")
  func guideSubject() throws {
    let root = layoutRoot()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let result = try LayoutConstraint.constraints(
      with: guide, layout: [.top: "10", .bottom: "10", .leading: "20", .trailing: "20"])
    LayoutConstraint.activate(result.all)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 20, y: 10, width: 260, height: 180))
  }

  @Test("adding a view into itself or its ancestor is refused with the hierarchy error; nothing changes")
  func hierarchyCycle() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    for (parent, view) in [(child, root), (root, root)] {
      do {
        try parent.addSubview(view, withLayout: [.top: "0"])
        Issue.record("accepted")
      } catch {
        #expect(error.kind == "viewHierarchyCycle")
      }
    }
    #expect(root.superview == nil && child.superview === root)
    #expect(root.constraints.isEmpty)
  }

  @Test("NaN, infinite and huge constants are errors, as values and as strings")
  func nonFiniteAndHugeConstants() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    for value in [Double.nan, .infinity, -.infinity, 1e7, -1_000_000.5] {
      let error = vbLayoutError {
        _ = try LayoutConstraint.constraints(with: child, layout: [.top: .value(VBConstant(.equal, value))])
      }
      guard case .constantOutOfRange(let reported)? = error?.problem else {
        Issue.record("\(value) was accepted")
        continue
      }
      #expect(reported == value || (reported.isNaN && value.isNaN))
      #expect(error?.description.contains("±1000000 points") == true)
    }
    for text in ["nan", "inf", "1e400", "99999999999999999999999"] {
      let error = vbLayoutError {
        _ = try LayoutConstraint.constraints(
          with: child, layout: [.height: VBLayoutSpec(stringLiteral: text)])
      }
      #expect(error?.problem.isMalformed == true, "\(text)")
    }
    #expect(child.constraints.isEmpty)
  }

  @Test("a failing layout builds nothing, even when earlier keys were fine")
  func allOrNothing() {
    let root = layoutRoot()
    let child = constrained("child")
    let error = vbLayoutError {
      try root.addSubview(child, withLayout: [.top: "0", .leading: "0", .width: "10", .centerY: "1O"])
    }
    #expect(error?.key == "centerY")
    #expect(child.superview == nil)
    #expect(root.constraints.isEmpty && child.constraints.isEmpty)
  }

  @Test("right-to-left: leading and trailing follow the view's reading direction")
  func rightToLeft() throws {
    let root = layoutRoot()
    let child = constrained("child")
    child.semanticContentAttribute = .forceRightToLeft
    try root.addSubview(child, withLayout: [.top: "0", .leading: "10", .width: "50", .height: "20"])
    #expect(child.frame == Rect(x: 240, y: 0, width: 50, height: 20))
  }
}

extension VBLayoutError.Problem {
  fileprivate var isWrongType: Bool {
    if case .wrongValueType = self { return true }
    return false
  }
  fileprivate var isNotInHierarchy: Bool {
    if case .itemNotInHierarchy = self { return true }
    return false
  }
  fileprivate var isMalformed: Bool {
    if case .malformedConstant = self { return true }
    return false
  }
}
