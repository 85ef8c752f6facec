import Boxwood
import SeededRandom
import Testing

/// Seeded fuzzing of dictionary layout: constant strings made from the grammar and checked against an
/// independent oracle (``ConstantOracle``), damaged strings that must parse exactly as the oracle says or
/// be refused with the offset and the culprit, and random layouts — typed and string-keyed, with planted
/// faults — through every entry point. A failing seed and input are printed; `BOXWOOD_FUZZ_SEEDS=N` runs
/// N seeds.
@Suite("VBAutolayout fuzzing: constants and layout dictionaries")
@MainActor
struct VBAutolayoutFuzzTests {
  nonisolated static let seeds = SeededGenerator.seeds(count: 4)

  @Test(
    "constants made from the grammar parse to their value, and their description parses back",
    arguments: seeds)
  func grammar(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for step in 0..<2000 {
      let generated = GeneratedConstant.random(&rng)
      let place = "seed \(seed), step \(step), \(String(reflecting: generated.text))"
      #expect(ConstantOracle.judge(generated.text) == .value(generated.expected), "oracle: \(place)")
      guard let parsed = parse(generated.text, place) else { return }
      #expect(parsed == generated.expected, "\(place) → \(parsed)")
      guard parsed == generated.expected, roundTrips(parsed, place) else { return }
    }
  }

  @Test("any constant's description parses back to it", arguments: seeds)
  func descriptions(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for step in 0..<2000 {
      let magnitude = rng.pick([1e-12, 1e-6, 1e-4, 1, 1000, 1_000_000])
      let constant = VBConstant(
        rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
        Double.random(in: -magnitude...magnitude, using: &rng),
        priority: LayoutPriority(Float.random(in: 1...1000, using: &rng)))
      guard roundTrips(constant, "seed \(seed), step \(step)") else { return }
    }
  }

  @Test(
    "damaged constants parse as the oracle says, or are refused naming the string and the offset",
    arguments: seeds)
  func mutations(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for step in 0..<2000 {
      let text = ConstantMutator.mutate(GeneratedConstant.random(&rng).text, &rng)
      let shown =
        text.count > 80
        ? String(reflecting: String(text.prefix(80))) + "… (\(text.count))" : String(reflecting: text)
      guard let failure = Self.check(text) else { continue }
      Issue.record("seed \(seed), step \(step), \(shown): \(failure)")
      return
    }
  }

  @Test(
    "random layouts through every entry point: built as written, or refused naming a planted culprit",
    arguments: seeds)
  func layouts(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for step in 0..<300 {
      let scene = LayoutFuzzScene(&rng)
      let layout = PlannedLayout(scene, &rng)
      let edges: VBEdgeSemantics = rng.chance(0.8) ? .gaps : .original
      let (failure, _) = Diagnostics.collect { Self.check(layout, in: scene, edges: edges) }
      if let failure {
        Issue.record("seed \(seed), step \(step), \(scene.entry) \(scene.subject.layoutName): \(failure)")
        return
      }
    }
  }

  // MARK: Findings, replayed

  @Test("regression: a value under 1e-4 is described without an exponent, so that it parses back")
  func smallValueDescription() throws {
    // Found by `descriptions` (seed 1): 7.546973735283461e-05 was described as "…e-05", which the
    // grammar refuses.
    let found = VBConstant(.greaterThanOrEqual, 7.546973735283461e-05, priority: 71.844604)
    #expect(found.description == ">=0.00007546973735283461@71.844604")
    #expect(try VBConstant(parsing: found.description) == found)
    #expect(VBConstant(.equal, -1.5e-7).description == "-0.00000015")
    #expect(VBConstant(.equal, 5e-324).description == "0." + String(repeating: "0", count: 323) + "5")
    #expect(try VBConstant(parsing: VBConstant(.equal, 5e-324).description).value == 5e-324)
    #expect(VBConstant(.equal, 1e20).description == "100000000000000000000")
  }

  @Test("regression: a priority written just under 1000 stays optional instead of rounding to required")
  func priorityJustUnder1000() throws {
    // Found by `mutations` (seeds 3 and 4): Float(999.99999999) is 1000.
    for text in [
      "<=-931.7988033294677734375010@999.99999999", ">=000993384.31210@999.999999995", "0@999.9999999",
    ] {
      let parsed = try VBConstant(parsing: text)
      #expect(!parsed.priority.isRequired, "\(text)")
      #expect(parsed.priority.rawValue == Float(1000).nextDown, "\(text)")
    }
    #expect(try VBConstant(parsing: "0@1000.0").priority.isRequired)
  }

  @Test("regression: addSubview(_:withLayoutDictionary:) names the key as written when building fails")
  func stringKeyNamedInBuildErrors() {
    // Found by `layouts` (seed 2): the error said "bottom" for a layout that wrote "VBAutolayoutAttributeBottom".
    let root = layoutRoot()
    let child = constrained("child")
    let unowned = LayoutGuide()
    let error = vbLayoutError {
      try root.addSubview(
        child, withLayoutDictionary: ["VBAutolayoutAttributeBottom": ["VBAutolayoutItem": unowned]])
    }
    #expect(error?.key == "VBAutolayoutAttributeBottom")
    #expect(error?.problem == .itemNotInHierarchy(item: "LayoutGuide(unowned)"))
    let leading = vbLayoutError {
      try root.addSubview(child, withLayoutDictionary: ["VBAutolayoutAttributeLeading": ["5x"]])
    }
    #expect(leading?.key == "VBAutolayoutAttributeLeading")
    #expect(leading?.index == 0)
    #expect(child.superview == nil)
  }

  // MARK: Checks

  private func parse(_ text: String, _ place: String) -> VBConstant? {
    do {
      return try VBConstant(parsing: text)
    } catch {
      Issue.record("\(place) was refused: \(error)")
      return nil
    }
  }

  private func roundTrips(_ constant: VBConstant, _ place: String) -> Bool {
    let text = constant.description
    guard
      let again = parse(text, "\(place): the description \(String(reflecting: text)) of \(constant.value)")
    else {
      return false
    }
    #expect(again == constant, "\(place): \(String(reflecting: text)) → \(again), not \(constant.value)")
    return again == constant
  }

  /// What is wrong with how `text` was parsed (nil: it agrees with the oracle, and any refusal names it).
  static func check(_ text: String) -> String? {
    let result: Result<VBConstant, BoxwoodError> = Result { () throws(BoxwoodError) in
      try VBConstant(parsing: text)
    }
    switch (ConstantOracle.judge(text), result) {
    case (.value(let expected), .success(let parsed)):
      guard parsed == expected else { return "parsed as \(parsed), the grammar says \(expected)" }
      guard parsed.value.isFinite, abs(parsed.value) <= VBConstant.maximumMagnitude else {
        return "parsed to a value out of range: \(parsed.value)"
      }
      return nil
    case (.value(let expected), .failure(let error)):
      return "refused (\(error)), the grammar says \(expected)"
    case (.refused(let offset, let kind), .success(let parsed)):
      return "parsed as \(parsed), the grammar refuses it at \(offset) (\(kind))"
    case (.refused(let offset, let kind), .failure(let error)):
      guard case .invalidDictionaryLayout(let layoutError) = error,
        case .malformedConstant(let quoted, let found, let reason) = layoutError.problem
      else { return "refused with the wrong error: \(error)" }
      guard quoted == text else { return "the error quotes \(String(reflecting: quoted))" }
      guard found == offset else { return "the error points at \(found), not \(offset) (\(kind)): \(reason)" }
      let characters = Array(text)
      let fragment: String
      switch kind {
      case .valueRange: fragment = "beyond ±1000000 points"
      case .priorityRange: fragment = "is outside 1…1000"
      case .syntax where offset == characters.count: fragment = "found the end"
      case .syntax where characters[offset].isWhitespace: fragment = "whitespace is not allowed"
      case .syntax: fragment = "found \(String(reflecting: String(characters[offset])))"
      }
      guard reason.contains(fragment) else {
        return "the reason \(String(reflecting: reason)) lacks \(fragment)"
      }
      guard error.description.contains(String(reflecting: text)) else {
        return "the message does not quote the string"
      }
      return nil
    }
  }

  /// What is wrong with how the scene's entry point handled `layout` (nil: all is well).
  static func check(_ layout: PlannedLayout, in scene: LayoutFuzzScene, edges: VBEdgeSemantics) -> String? {
    let strings = scene.entry == .addStrings || scene.entry == .constraintsStrings
    var faults = strings ? layout.stringFaults : layout.faults
    if let cycle = scene.cycle { faults.append(cycle) }
    let counts = scene.constraintCounts()
    let superview = (scene.subject as? View)?.superview
    let result: Result<VBLayoutConstraints, BoxwoodError> = Result { () throws(BoxwoodError) in
      switch scene.entry {
      case .addTyped:
        return try scene.container!.addSubview(scene.subject as! View, withLayout: layout.typed, edges: edges)
      case .addStrings:
        return try scene.container!.addSubview(
          scene.subject as! View, withLayoutDictionary: layout.strings, edges: edges)
      case .constraintsTyped:
        return try LayoutConstraint.constraints(with: scene.subject, layout: layout.typed, edges: edges)
      case .constraintsStrings:
        return try LayoutConstraint.constraints(
          with: scene.subject, layoutDictionary: layout.strings, edges: edges)
      }
    }
    switch result {
    case .failure(let error):
      guard !faults.isEmpty else { return "a valid layout was refused: \(error)" }
      guard faults.contains(where: { error.description.contains($0) }) else {
        return "the message \(String(reflecting: error.description)) names none of \(faults)"
      }
      guard scene.constraintCounts() == counts, (scene.subject as? View)?.superview === superview else {
        return "the refused layout changed the tree"
      }
      return nil
    case .success(let made):
      guard faults.isEmpty else { return "accepted, though it holds \(faults)" }
      return checkBuilt(made, layout, in: scene, edges: edges)
    }
  }

  /// The constraints of an accepted layout: one per element, with its constant and priority; installed
  /// and laid out to finite frames by `addSubview`, inactive from `constraints(with:)`.
  static func checkBuilt(
    _ made: VBLayoutConstraints, _ layout: PlannedLayout, in scene: LayoutFuzzScene, edges: VBEdgeSemantics
  ) -> String? {
    let installs = scene.container != nil
    for key in VBLayoutKey.allCases {
      let plans = layout.plans[key] ?? []
      let constraints = made[key]?.constraints ?? []
      guard constraints.count == plans.count else {
        return "\(key): \(constraints.count) constraints for \(plans.count) specs"
      }
      guard plans.count != 1 || made[key]?.single != nil else { return "\(key): one spec, not .single" }
      for (constraint, plan) in zip(constraints, plans) {
        let expected = plan.expected
        var relation = expected.relation
        if edges == .gaps && (key == .bottom || key == .trailing) && relation != .equal {
          relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        guard abs(constraint.constant) == abs(expected.value), constraint.priority == expected.priority,
          constraint.relation == relation, constraint.isActive == installs
        else { return "\(key): made \(constraint) for \(expected) (active: \(constraint.isActive))" }
      }
    }
    guard installs else { return nil }
    guard let view = scene.subject as? View, view.superview === scene.container else {
      return "addSubview did not add the view to its container"
    }
    scene.root.layoutIfNeeded()
    for view in scene.allViews {
      let frame = view.frame
      guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
        return "\(view.shortDescription) has frame \(frame)"
      }
    }
    return nil
  }
}
