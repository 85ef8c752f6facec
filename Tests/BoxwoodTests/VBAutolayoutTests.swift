import Boxwood
import Testing

/// The dictionary-layout error thrown by `body`, or nil when it threw nothing (or something else).
@MainActor
func vbLayoutError(_ body: () throws -> Void) -> VBLayoutError? {
  do {
    try body()
    return nil
  } catch let error as BoxwoodError {
    guard case .invalidDictionaryLayout(let layoutError) = error else { return nil }
    return layoutError
  } catch {
    return nil
  }
}

/// The constraint's description (`View("v").top == View("x").bottom + 10 @999`), "none" for nil.
@MainActor
private func shape(_ constraint: LayoutConstraint?) -> String {
  guard let constraint else { return "none" }
  return constraint.description
}

/// Checklist items 130–146 (spec part D, VBAutolayout), with Boxwood's deliberate differences.
@Suite("VBAutolayout: dictionary layout (checklist 130–146)")
@MainActor
struct VBAutolayoutTests {
  @Test(
    "130: the eight attribute keys are the only keys; typed keys cannot be unknown, unknown string keys fail")
  func item130() throws {
    #expect(
      VBLayoutKey.allCases.map(\.originalName) == [
        "VBAutolayoutAttributeTop", "VBAutolayoutAttributeBottom", "VBAutolayoutAttributeLeading",
        "VBAutolayoutAttributeTrailing", "VBAutolayoutAttributeWidth", "VBAutolayoutAttributeHeight",
        "VBAutolayoutAttributeCenterX", "VBAutolayoutAttributeCenterY",
      ])
    #expect(VBLayoutKey(name: "VBAutolayoutAttributeCenterY") == .centerY)
    #expect(VBLayoutKey(name: "leading") == .leading)
    #expect(VBLayoutKey(name: "VBAutolayoutAttributeLeft") == nil)
    #expect(VBLayoutKey(name: "left") == nil)
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    // Difference: the original ignored unknown keys; here they are errors (a typo would lose a constraint).
    let error = vbLayoutError {
      _ = try LayoutConstraint.constraints(
        with: child, layoutDictionary: ["VBAutolayoutAttributeTop": "10", "VBAutolayoutAttributeLeft": "5"])
    }
    #expect(error?.problem == .unknownKey("VBAutolayoutAttributeLeft"))
    let result = try LayoutConstraint.constraints(
      with: child, layoutDictionary: ["VBAutolayoutAttributeTop": "10", "height": "5"])
    #expect(result.keys == [.top, .height])
  }

  @Test("131: a plain string spec targets the view's superview")
  func item131() throws {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let result = try LayoutConstraint.constraints(with: child, layout: [.top: "10", .leading: "20"])
    let top = try #require(result[.top]?.single)
    #expect(top.secondItem === root)
    #expect(top.secondAttribute == .top)
    #expect(top.constant == 10)
    #expect(result[.leading]?.single?.secondItem === root)
  }

  @Test("132: an item spec targets its item; without an item, the superview")
  func item132() throws {
    let root = layoutRoot()
    let header = constrained("header")
    let child = constrained("child")
    root.addSubview(header)
    root.addSubview(child)
    let typed = try LayoutConstraint.constraints(
      with: child, layout: [.top: .item(header, "5"), .leading: .one(VBItemSpec(constant: "5"))])
    #expect(shape(typed[.top]?.single) == "View(\"child\").top == View(\"header\").bottom + 5")
    #expect(shape(typed[.leading]?.single) == "View(\"child\").leading == View(\"root\").leading + 5")
    let strings = try LayoutConstraint.constraints(
      with: child,
      layoutDictionary: [
        "VBAutolayoutAttributeTop": ["VBAutolayoutItem": header, "VBAutolayoutConstant": "5"],
        "VBAutolayoutAttributeLeading": ["VBAutolayoutConstant": "5"],
      ])
    #expect(shape(strings[.top]?.single) == shape(typed[.top]?.single))
    #expect(shape(strings[.leading]?.single) == shape(typed[.leading]?.single))
  }

  @Test("133: a missing constant means == 0 @1000 (kept from the v2 code, E31)")
  func item133() throws {
    let root = layoutRoot()
    let header = constrained("header")
    let child = constrained("child")
    root.addSubview(header)
    root.addSubview(child)
    let result = try LayoutConstraint.constraints(
      with: child, layout: [.top: .item(header), .leading: .one(VBItemSpec()), .centerY: ""])
    for key in [VBLayoutKey.top, .leading, .centerY] {
      let constraint = try #require(result[key]?.single)
      #expect(constraint.relation == .equal)
      #expect(constraint.constant == 0)
      #expect(constraint.priority == .required)
    }
    let strings = try LayoutConstraint.constraints(
      with: child, layoutDictionary: ["top": ["VBAutolayoutItem": header]])
    #expect(shape(strings[.top]?.single) == "View(\"child\").top == View(\"header\").bottom")
  }

  @Test("134: the C2 table, row by row — equal where the original was right, errors where it misread")
  func item134() {
    let same: [(String, VBConstant)] = [
      ("10", VBConstant(.equal, 10)), ("=10", VBConstant(.equal, 10)), ("==10", VBConstant(.equal, 10)),
      (">=10@999", VBConstant(.greaterThanOrEqual, 10, priority: 999)),
      (">10", VBConstant(.greaterThanOrEqual, 10)),
      ("<50@999", VBConstant(.lessThanOrEqual, 50, priority: 999)),
      ("-15", VBConstant(.equal, -15)), ("(-10)", VBConstant(.equal, -10)),
      (">=(-10)@750", VBConstant(.greaterThanOrEqual, -10, priority: 750)), ("", VBConstant()),
    ]
    for (text, expected) in same {
      #expect((try? VBConstant(parsing: text)) == expected, "\(text)")
    }
    // Differences: decimals are decimals; everything the original misread is an error with a position.
    #expect((try? VBConstant(parsing: "10.5")) == VBConstant(.equal, 10.5))
    let misread: [(String, Int)] = [("@999", 0), ("=>10", 1), ("10 @999", 2), ("10x", 2), (" >=10", 0)]
    for (text, offset) in misread {
      let error = vbLayoutError { _ = try VBConstant(parsing: text) }
      guard case .malformedConstant(let quoted, let at, _)? = error?.problem else {
        Issue.record("\(text) was accepted")
        continue
      }
      #expect(quoted == text)
      #expect(at == offset, "\(text)")
    }
  }

  @Test("135: edges to an item use its opposite edge; to the superview, the same edge")
  func item135() throws {
    let root = layoutRoot()
    let a = constrained("a")
    try root.addSubview(a, withLayout: [.top: "10", .leading: "10", .width: "50", .height: "40"])
    let b = constrained("b")
    let result = try root.addSubview(
      b, withLayout: [.top: .item(a, "5"), .leading: .item(a, "7"), .width: "30", .height: "20"])
    #expect(result[.top]?.single?.secondAttribute == .bottom)
    #expect(result[.leading]?.single?.secondAttribute == .trailing)
    #expect(a.frame == Rect(x: 10, y: 10, width: 50, height: 40))
    #expect(b.frame == Rect(x: 67, y: 55, width: 30, height: 20))
    // Bottom and trailing to an item: the item's top and leading, as gaps (E29, see item 136).
    let c = constrained("c")
    let edges = try root.addSubview(
      c, withLayout: [.bottom: .item(a, "4"), .trailing: .item(a, "6"), .width: "5", .height: "5"])
    #expect(edges[.bottom]?.single?.secondAttribute == .top)
    #expect(edges[.trailing]?.single?.secondAttribute == .leading)
    #expect(c.frame == Rect(x: -1, y: 1, width: 5, height: 5))
    let d = constrained("d")
    let container = try root.addSubview(
      d, withLayout: [.top: "3", .bottom: "4", .leading: "5", .trailing: "6"])
    #expect(container.all.map(\.secondAttribute) == [.top, .bottom, .leading, .trailing])
    #expect(d.frame == Rect(x: 5, y: 3, width: 289, height: 193))
  }

  @Test("136: .original negates bottom/trailing to the superview without flipping; Boxwood's gaps flip too")
  func item136() throws {
    let layout: VBLayout = [
      .top: "0", .leading: "0", .bottom: ">=10", .trailing: ">=20", .width: "400@250", .height: "300@250",
    ]
    let original = layoutRoot()
    let a = constrained("a")
    let kept = try original.addSubview(a, withLayout: layout, edges: .original)
    #expect(shape(kept[.bottom]?.single) == "View(\"a\").bottom >= View(\"root\").bottom - 10")
    #expect(shape(kept[.trailing]?.single) == "View(\"a\").trailing >= View(\"root\").trailing - 20")
    // The original's ">=10" only caps the gap at 10, so the low-priority size wins and a overflows.
    #expect(a.frame == Rect(x: 0, y: 0, width: 400, height: 300))

    let gaps = layoutRoot()
    let b = constrained("b")
    let flipped = try gaps.addSubview(b, withLayout: layout)
    #expect(shape(flipped[.bottom]?.single) == "View(\"b\").bottom <= View(\"root\").bottom - 10")
    #expect(shape(flipped[.trailing]?.single) == "View(\"b\").trailing <= View(\"root\").trailing - 20")
    #expect(b.frame == Rect(x: 0, y: 0, width: 280, height: 190))

    // The same for an item: .original overlaps by the constant, gaps keep it apart.
    let root = layoutRoot()
    let footer = constrained("footer")
    try root.addSubview(footer, withLayout: [.bottom: "0", .leading: "0", .trailing: "0", .height: "50"])
    let over = constrained("over")
    try root.addSubview(
      over, withLayout: [.bottom: .item(footer, "10"), .leading: "0", .width: "10", .height: "10"],
      edges: .original)
    let apart = constrained("apart")
    try root.addSubview(
      apart, withLayout: [.bottom: .item(footer, "10"), .leading: "0", .width: "10", .height: "10"])
    #expect(footer.frame == Rect(x: 0, y: 150, width: 300, height: 50))
    #expect(over.frame.maxY == 160)
    #expect(apart.frame.maxY == 140)
  }

  @Test("137: width/height without an item are constant sizes; with one they match it (E34)")
  func item137() throws {
    let root = layoutRoot()
    let a = constrained("a")
    try root.addSubview(a, withLayout: [.top: "0", .leading: "0", .width: "120", .height: "30"])
    let result = try LayoutConstraint.constraints(with: a, layout: [.width: "120", .height: ">=30@999"])
    #expect(result[.width]?.single?.secondItem == nil)
    #expect(shape(result[.height]?.single) == "View(\"a\").height >= 30 @999")
    // Difference: the original ignored the item; Boxwood relates to the item's same dimension.
    let b = constrained("b")
    let relative = try root.addSubview(
      b, withLayout: [.top: "50", .leading: "0", .width: .item(a, "-20"), .height: .item(a)])
    #expect(shape(relative[.width]?.single) == "View(\"b\").width == View(\"a\").width - 20")
    #expect(a.frame == Rect(x: 0, y: 0, width: 120, height: 30))
    #expect(b.frame == Rect(x: 0, y: 50, width: 100, height: 30))
  }

  @Test("138: centerX/centerY relate to the item's or the superview's same centre plus the constant")
  func item138() throws {
    let root = layoutRoot()
    let a = constrained("a")
    try root.addSubview(a, withLayout: [.centerX: "10", .centerY: "-20", .width: "40", .height: "20"])
    #expect(a.frame == Rect(x: 140, y: 70, width: 40, height: 20))
    let b = constrained("b")
    let result = try root.addSubview(
      b, withLayout: [.centerX: .item(a), .centerY: .item(a, "30"), .width: "10", .height: "10"])
    #expect(result[.centerX]?.single?.secondAttribute == .centerX)
    #expect(result[.centerY]?.single?.secondAttribute == .centerY)
    #expect(b.frame == Rect(x: 155, y: 105, width: 10, height: 10))
  }

  @Test("139: an array spec gives one constraint per element, in order (the C4 example)")
  func item139() throws {
    let root = layoutRoot()
    let x = constrained("x")
    let v = constrained("v")
    root.addSubview(x)
    root.addSubview(v)
    let result = try LayoutConstraint.constraints(
      with: v, layout: [.top: [.item(x, ">10"), .item(x, "<50@999")]])
    let constraints = try #require(result[.top]).constraints
    #expect(
      constraints.map(shape) == [
        "View(\"v\").top >= View(\"x\").bottom + 10", "View(\"v\").top <= View(\"x\").bottom + 50 @999",
      ])
    // Strings and item specs mix in one array.
    let mixed = try LayoutConstraint.constraints(
      with: v, layout: [.leading: ["8", .item(x, ">=4"), ">=0@250"]])
    #expect(mixed[.leading]?.constraints.map(\.constant) == [8, 4, 0])
  }

  @Test("140: one constraint is a single value, several an array; absent and empty keys stay absent")
  func item140() throws {
    let root = layoutRoot()
    let v = constrained("v")
    root.addSubview(v)
    let result = try LayoutConstraint.constraints(
      with: v, layout: [.top: "1", .bottom: ["2", "3"], .leading: [], .trailing: ["4"]])
    #expect(result.keys == [.top, .bottom, .trailing])
    #expect(result[.top]?.single != nil)
    guard case .multiple(let two)? = result[.bottom] else {
      Issue.record("bottom is not an array")
      return
    }
    #expect(two.count == 2)
    #expect(result[.trailing]?.single != nil)
    #expect(result[.leading] == nil)
    #expect(result[.width] == nil)
    #expect(result.all.count == 4)
  }

  @Test("141: constraints(with:layout:) activates nothing")
  func item141() throws {
    let root = layoutRoot()
    let v = constrained("v")
    root.addSubview(v)
    let result = try LayoutConstraint.constraints(with: v, layout: [.top: "10", .width: "50"])
    #expect(result.all.allSatisfy { !$0.isActive })
    #expect(v.constraints.isEmpty)
    root.layoutIfNeeded()
    #expect(v.frame == .zero)
  }

  @Test("142: addSubview(_:withLayout:) adds the child constraint-driven, activates all and lays out at once")
  func item142() throws {
    let root = layoutRoot()
    let child = View()
    child.debugName = "child"
    #expect(child.translatesAutoresizingMaskIntoConstraints)
    let result = try root.addSubview(
      child, withLayout: [.top: "20", .leading: "10", .trailing: "10", .bottom: "30@999"])
    #expect(child.superview === root)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    #expect(result.all.count == 4)
    #expect(result.all.allSatisfy { $0.isActive })
    #expect(root.constraints.count == 4)
    // No layoutIfNeeded() here: the frame was solved by the call.
    #expect(child.frame == Rect(x: 10, y: 20, width: 280, height: 150))
  }

  @Test("143: addConstraint(s)AndLayoutSubviews activate, lay out at once and return the input")
  func item143() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubviewAutolayoutReady(child)
    let width = child.widthAnchor.constraint(equalToConstant: 30)
    #expect(root.addConstraintAndLayoutSubviews(width) === width)
    let others = [
      child.heightAnchor.constraint(equalToConstant: 20), child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
    ]
    let returned = root.addConstraintsAndLayoutSubviews(others)
    #expect(returned.count == 3 && zip(returned, others).allSatisfy { $0 === $1 })
    #expect(width.isActive && others.allSatisfy { $0.isActive })
    #expect(child.frame == Rect(x: 4, y: 0, width: 30, height: 20))
  }

  @Test("144: the short constraint constructors default multiplier 1 and constant 0")
  func item144() {
    let root = layoutRoot()
    let child = constrained("child")
    root.addSubview(child)
    let short = LayoutConstraint(
      item: child, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: root, attribute: .top)
    #expect(short.multiplier == 1 && short.constant == 0)
    let withConstant = LayoutConstraint(
      item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 5)
    #expect(withConstant.multiplier == 1 && withConstant.constant == 5)
    let withMultiplier = LayoutConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5)
    #expect(withMultiplier.multiplier == 0.5 && withMultiplier.constant == 0)
  }

  @Test("145: the string's priority goes on every constraint, 1000 when absent")
  func item145() throws {
    let root = layoutRoot()
    let x = constrained("x")
    let v = constrained("v")
    root.addSubview(x)
    root.addSubview(v)
    let result = try LayoutConstraint.constraints(
      with: v,
      layout: [
        .top: ["10@250", .item(x, ">=4@999.5")], .bottom: "0@1",
        .leading: .value(VBConstant(.equal, 3, priority: 600)), .width: "50", .centerY: .item(x),
      ])
    #expect(result.all.map(\.priority.rawValue) == [250, 999.5, 1, 600, 1000, 1000])
  }

  @Test("146 (v1 compatibility): `all` lists v1's order, and edges are v1's gaps on every side")
  func item146() throws {
    let root = layoutRoot()
    let v = constrained("v")
    let b = constrained("b")
    root.addSubview(v)
    root.addSubview(b)
    let everything = try LayoutConstraint.constraints(
      with: v,
      layout: [
        .centerY: "0", .centerX: "0", .height: "1", .width: "1", .trailing: "0", .leading: "0", .bottom: "0",
        .top: "0",
      ])
    #expect(
      everything.all.map(\.firstAttribute) == [
        .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
      ])
    // v1: "bottom to an item" meant the item is below the view by the distance.
    LayoutConstraint.activate([
      b.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    let placed = try LayoutConstraint.constraints(
      with: v, layout: [.bottom: .item(b, "8"), .leading: "0", .width: "10", .height: "10"])
    LayoutConstraint.activate(placed.all)
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 0, y: 82, width: 10, height: 10))
  }
}
