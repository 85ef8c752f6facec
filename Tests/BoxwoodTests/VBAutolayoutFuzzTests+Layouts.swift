import Boxwood
import SeededRandom

/// A small tree, views and guides outside it, and a subject to lay out: the world of one random layout.
@MainActor
struct LayoutFuzzScene {
  /// How the layout is applied.
  enum EntryPoint: CaseIterable {
    case addTyped, addStrings, constraintsTyped, constraintsStrings
  }

  let root = layoutRoot()
  let a = constrained("a")
  let b = constrained("b")
  let c = constrained("c")
  let guide = LayoutGuide()
  let loose = constrained("loose")
  let looseChild = constrained("looseChild")
  let looseGuide = LayoutGuide()
  let fresh = constrained("fresh")
  let freshChild = constrained("freshChild")

  /// The laid-out item, the container for `addSubview` (nil for `constraints(with:)`), and the items a
  /// spec may name without error.
  let subject: any LayoutItem
  let container: View?
  let reachable: [any LayoutItem]
  /// Whether the subject has a superview (or owning view) to relate to.
  let hasContainer: Bool
  let entry: EntryPoint
  /// The views whose constraints must not change when the layout is refused.
  var allViews: [View] { [root, a, b, c, loose, looseChild, fresh, freshChild] }

  init(_ rng: inout SeededGenerator) {
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(c)
    guide.identifier = "g"
    a.addLayoutGuide(guide)
    loose.addSubview(looseChild)
    looseGuide.identifier = "lg"
    fresh.addSubview(freshChild)
    entry = rng.pick(EntryPoint.allCases)
    let tree: [any LayoutItem] = [root, a, b, c, guide]
    switch entry {
    case .addTyped, .addStrings:
      let container = rng.pick([root, a, b, c])
      // Mostly a fresh view; sometimes one already in the tree (moved), which may be a planted cycle.
      let subject = rng.chance(0.85) ? fresh : rng.pick([root, a, b, c])
      self.subject = subject
      self.container = container
      hasContainer = true
      reachable = (tree + (subject === fresh ? [freshChild] : [])).filter { $0 !== subject }
    case .constraintsTyped, .constraintsStrings:
      container = nil
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<5:
        let subject = rng.pick([a, b, c])
        self.subject = subject
        hasContainer = true
        reachable = tree.filter { $0 !== subject }
      case 5:
        subject = guide
        hasContainer = true
        reachable = [root, a, b, c]
      case 6..<9:
        subject = loose
        hasContainer = false
        reachable = [looseChild]
      default:
        subject = looseGuide
        hasContainer = false
        reachable = []
      }
    }
  }

  /// The items a spec may name that must be refused, with the message fragment that names them.
  var unreachable: [(any LayoutItem, String)] {
    var items: [(any LayoutItem, String)] = [(subject, "the item is the laid-out view itself")]
    let all: [any LayoutItem] = [root, a, b, c, guide, loose, looseChild, looseGuide, fresh, freshChild]
    for item in all where item !== subject && !reachable.contains(where: { $0 === item }) {
      items.append((item, "the item \(item.layoutName) is not in the view's tree"))
    }
    return items
  }

  /// The cycle `addSubview` must refuse, if the subject is the container or one of its ancestors.
  var cycle: String? {
    guard let container, let view = subject as? View else { return nil }
    guard view === container || container.isDescendant(of: view) else { return nil }
    return "cannot add \(view.shortDescription) to \(container.shortDescription)"
  }

  /// Every view's constraint count, to see that a refused layout changed nothing.
  func constraintCounts() -> [Int] { allViews.map { $0.constraints.count } }
}

/// One element of a random layout: the typed spec, what it must produce, and its planted faults.
struct PlannedSpec {
  var spec: VBItemSpec
  /// The constant the spec must produce when it is valid.
  var expected: VBConstant
  /// Message fragments of the problems planted in this element (empty: valid).
  var faults: [String] = []
  /// Fragments of problems planted only in the element's string-keyed form (wrong types and keys).
  var stringFaults: [String] = []
}

/// A random layout for a scene, in typed and string-keyed form, with the faults planted in it.
@MainActor
struct PlannedLayout {
  var typed: VBLayout = [:]
  var strings: [String: Any] = [:]
  /// The element plans by key, in spec order.
  var plans: [VBLayoutKey: [PlannedSpec]] = [:]
  /// Whether a key's value is a single spec (not an array).
  var single: Set<VBLayoutKey> = []
  /// Fragments any of which the error message of the typed layout must contain (location prefixed).
  var faults: [String] = []
  /// The same for the string-keyed form, which may hold more problems (wrong types and keys).
  var stringFaults: [String] = []

  init(_ scene: LayoutFuzzScene, _ rng: inout SeededGenerator) {
    let view = scene.subject.layoutName
    for key in VBLayoutKey.allCases where rng.chance(0.5) {
      let name = rng.chance(0.5) ? key.rawValue : key.originalName
      let count = rng.chance(0.6) ? 1 : Int.random(in: 0...3, using: &rng)
      let isSingle = count == 1 && rng.chance(0.7)
      var elements: [PlannedSpec] = []
      var values: [Any] = []
      // Typed layouts name the key by its raw value, string-keyed ones as written.
      var locations: [(typed: String, strings: String)] = []
      for index in 0..<count {
        var plan = Self.element(key, scene, &rng)
        var value = Self.stringForm(&plan, scene, &rng)
        if rng.chance(0.03) {
          value = rng.pick(isSingle ? Self.wrongValues : Self.wrongValues + [["1", ["2"]] as [Any]])
          plan.stringFaults.append("a value of type")
        }
        let element = isSingle ? "" : "[\(index)]"
        locations.append(
          ("layout of \(view), \(key.rawValue)\(element): ", "layout of \(view), \(name)\(element): "))
        elements.append(plan)
        values.append(value)
      }
      plans[key] = elements
      let asSpec = !isSingle && rng.chance(0.1)
      for (plan, location) in zip(elements, locations) {
        faults += plan.faults.map { location.typed + $0 }
        stringFaults += plan.faults.map { location.strings + $0 }
        // A typed VBLayoutSpec value carries the typed elements, without their string-form faults.
        if !asSpec { stringFaults += plan.stringFaults.map { location.strings + $0 } }
      }
      if isSingle {
        single.insert(key)
        typed[key] = .one(elements[0].spec)
        strings[name] = values[0]
      } else {
        typed[key] = .many(elements.map(\.spec))
        strings[name] = asSpec ? VBLayoutSpec.many(elements.map(\.spec)) : values
      }
      if rng.chance(0.03) {
        let other = name == key.rawValue ? key.originalName : key.rawValue
        strings[other] = "0"
        let pair = [name, other].sorted()
        stringFaults.append(
          "layout of \(view): the keys \(String(reflecting: pair[0])) and \(String(reflecting: pair[1]))")
      }
    }
    if rng.chance(0.04) {
      let name = rng.pick(Self.unknownKeys)
      strings[name] = "0"
      stringFaults.append("layout of \(view): unknown attribute key \(String(reflecting: name))")
    }
  }

  /// Keys that name no attribute.
  static let unknownKeys = [
    "left", "right", "VBAutolayoutAttributeMarginTop", "Top", "TOP", "", "top ", " top", "t\0op", "🙂",
    "VBAutolayoutAttributeTopp", "vbautolayoutattributetop", "baseline", "VBAutolayoutItem", "centerx",
  ]
  /// Values no layout may hold.
  static let wrongValues: [Any] = [
    10, 10.5, Double.nan, Optional<String>.none as Any, Character("x"), true, 3 as UInt8,
  ]

  /// A random spec element for `key`: constant (valid, malformed, out of range or missing) and item.
  static func element(
    _ key: VBLayoutKey, _ scene: LayoutFuzzScene, _ rng: inout SeededGenerator
  ) -> PlannedSpec {
    var plan = PlannedSpec(spec: VBItemSpec(), expected: VBConstant())
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<10: break
    case 10..<65:
      let generated = GeneratedConstant.random(&rng)
      plan.spec.constant = .text(generated.text)
      plan.expected = generated.expected
    case 65..<85:
      let text = ConstantMutator.mutate(GeneratedConstant.random(&rng).text, &rng)
      plan.spec.constant = .text(text)
      switch ConstantOracle.judge(text) {
      case .value(let constant): plan.expected = constant
      case .refused: plan.faults.append("malformed layout constant \(String(reflecting: text)) at offset")
      }
    default:
      let value =
        rng.chance(0.7)
        ? Double.random(in: -1_000_000...1_000_000, using: &rng)
        : rng.pick([Double.nan, .infinity, -.infinity, 1e7, -1_000_000.5, .greatestFiniteMagnitude, 1e309])
      let constant = VBConstant(
        rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), value,
        priority: LayoutPriority(Float.random(in: 1...1000, using: &rng)))
      plan.spec.constant = .value(constant)
      plan.expected = constant
      if !value.isFinite || abs(value) > 1_000_000 {
        plan.faults.append("layout constant \(value) is not a finite number")
      }
    }
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<50:
      if !scene.hasContainer && key != .width && key != .height {
        plan.faults.append("the spec relates to the superview, but the view has none yet")
      }
    case 50..<85 where !scene.reachable.isEmpty:
      plan.spec.item = rng.pick(scene.reachable)
    default:
      let (item, fault) = rng.pick(scene.unreachable)
      plan.spec.item = item
      plan.faults.append(fault)
    }
    return plan
  }

  /// The element as a string-keyed layout would hold it: a string, a ``VBItemSpec`` or an item-spec
  /// dictionary (sometimes with a wrong key or value planted).
  static func stringForm(
    _ plan: inout PlannedSpec, _ scene: LayoutFuzzScene, _ rng: inout SeededGenerator
  ) -> Any {
    let roll = Int.random(in: 0..<10, using: &rng)
    if roll < 2 { return plan.spec }
    if plan.spec.item == nil, roll < 5, case .text(let text)? = plan.spec.constant { return text }
    var dictionary: [String: Any] = [:]
    if let item = plan.spec.item { dictionary[VBItemSpec.itemKey] = item }
    switch plan.spec.constant {
    case .text(let text)?: dictionary[VBItemSpec.constantKey] = text
    case .value(let constant)?: dictionary[VBItemSpec.constantKey] = constant
    case nil: break
    }
    if rng.chance(0.04) {
      let name = rng.pick([
        "VBAutolayoutItems", "item", "", "VBAutolayoutConstant ", "VBAutolayoutAttributeTop",
      ])
      dictionary[name] = "0"
      plan.stringFaults.append("unknown item-spec key \(String(reflecting: name))")
    }
    if rng.chance(0.03) {
      let wrongItem = rng.chance(0.5)
      dictionary[wrongItem ? VBItemSpec.itemKey : VBItemSpec.constantKey] =
        wrongItem
        ? rng.pick(["root", 1, Optional<View>.none as Any]) : rng.pick([8, 8.5, Double.nan, ["8"]])
      plan.stringFaults.append("a value of type")
    }
    return dictionary
  }
}
