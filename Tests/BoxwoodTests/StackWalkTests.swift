import SeededRandom
import Testing

@testable import Boxwood

/// A stack laid out in its own root, with the blocks it arranges (the same names in both of a pair).
@MainActor
private struct WalkedStack {
  let root = layoutRoot(600, 500)
  let stack = StackView()

  init(
    axis: LayoutAxis, distribution: StackView.Distribution, alignment: StackView.Alignment, length: Double?
  ) {
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 4
    root.addSubview(stack)
    var pins = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let length {
      let along = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
      pins.append(along.constraint(equalToConstant: length))
    }
    LayoutConstraint.activate(pins)
  }

  var blocks: [StackBlock] { stack.arrangedSubviews.map { $0 as! StackBlock } }

  /// Every entry's key with serials replaced by positions, its constraints' count and link constant.
  var structure: [String] {
    let position = Dictionary(uniqueKeysWithValues: stack.entries.enumerated().map { ($1.serial, $0) })
    return stack.entries.map { entry in
      guard let key = entry.key else { return "unbuilt" }
      var proportion = "none"
      if case .relative(let serial, let ratio) = key.proportion {
        proportion = "\(position[serial] ?? -1)×\(ratio)"
      }
      let previous = key.previous.map { "\(position[$0] ?? -1)" } ?? "-"
      return "\(previous) \(key.previousHasSpacer) \(key.hidden) \(key.last) \(key.tieBreak) \(proportion) "
        + "\(key.version)/\(key.previousVersion) \(entry.constraints.count) \(entry.isIntact) "
        + "\(entry.link?.constant ?? -1)"
    }
  }

  var frames: [Rect] { blocks.map { $0.frame.stackSettled } + [stack.frame.stackSettled] }
}

@Suite("StackView: a rebuild walks from the change to where nothing changed")
@MainActor
struct StackWalkTests {
  /// One random change, applied to both stacks of a pair by position.
  private func change(_ pair: [WalkedStack], _ rng: inout SeededGenerator, serial: inout Int) {
    let count = pair[0].stack.arrangedSubviews.count
    let index = Int.random(in: 0...max(0, count - 1), using: &rng)
    let width = rng.pick([0.0, 8, 15, 30, View.noIntrinsicMetric])
    let height = rng.pick([0.0, 10, 20])
    let hidden = rng.chance(0.5)
    let target = Int.random(in: 0...max(0, count - 1), using: &rng)
    let spacing = rng.pick([StackView.spacingUseDefault, 0, 12])
    let operation = count < 3 ? 0 : Int.random(in: 0..<8, using: &rng)
    serial += 1
    for side in pair {
      let stack = side.stack
      switch operation {
      case 0: stack.insertArrangedSubview(StackBlock("v\(serial)", width, height), at: min(index, count))
      case 1: stack.removeArrangedSubview(side.blocks[index])
      case 2: side.blocks[index].removeFromSuperview()
      case 3: stack.insertArrangedSubview(side.blocks[index], at: target)
      case 4: side.blocks[index].isHidden = hidden
      case 5: side.blocks[index].size = Size(width: width, height: height)
      case 6: stack.setCustomSpacing(spacing, after: side.blocks[index])
      default: stack.addArrangedSubview(StackBlock("v\(serial)", width, height))
      }
    }
  }

  @Test(
    "changes walked from their place build what a walk over every entry builds",
    arguments: SeededGenerator.seeds(count: 20))
  func matchesFullWalk(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let axis = rng.pick([LayoutAxis.horizontal, .vertical])
    // The first 20 seeds take every distribution with every alignment.
    let distributions: [StackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    let distribution = distributions[Int(seed % 5)]
    let alignment = [StackView.Alignment.fill, .leading, .center, .firstBaseline][Int(seed / 5 % 4)]
    let length = rng.pick([nil, 400.0])
    let pair = (0..<2).map { _ in
      WalkedStack(axis: axis, distribution: distribution, alignment: alignment, length: length)
    }
    var serial = 0
    for _ in 0..<6 { change(pair, &rng, serial: &serial) }
    for step in 0..<40 {
      for _ in 0..<Int.random(in: 1...3, using: &rng) { change(pair, &rng, serial: &serial) }
      // The second stack is asked from outside, so it walks every entry.
      pair[1].stack.setNeedsUpdateConstraints()
      for side in pair { side.root.layoutIfNeeded() }
      let context = "seed \(seed), step \(step), \(distribution), \(alignment), \(axis)"
      #expect(pair[0].structure == pair[1].structure, "\(context)")
      #expect(pair[0].frames == pair[1].frames, "\(context)")
      #expect(pair[1].stack.walkPlan.lastWalk == 0..<pair[1].stack.entries.count, "\(context)")
      if pair[0].structure != pair[1].structure { return }
    }
  }

  @Test("an append, an insert and a removal in a stack of 2,000 read a few entries around them")
  func longStackReadsFew() {
    let side = WalkedStack(axis: .vertical, distribution: .fill, alignment: .fill, length: nil)
    for index in 0..<2_000 { side.stack.addArrangedSubview(StackBlock("v\(index)", 30, 10)) }
    side.root.layoutIfNeeded()
    #expect(side.stack.walkPlan.lastWalk == 0..<2_000)
    side.stack.addArrangedSubview(StackBlock("appended", 30, 10))
    side.root.layoutIfNeeded()
    // The last entry before (no longer last) and the new one.
    #expect(side.stack.walkPlan.lastWalk == 1_999..<2_001)
    side.stack.insertArrangedSubview(StackBlock("inserted", 30, 10), at: 1_000)
    side.root.layoutIfNeeded()
    // The entry before (flagged, unchanged), the new one, the next one (a new predecessor), one unchanged.
    #expect(side.stack.walkPlan.lastWalk == 999..<1_003)
    side.blocks[500].removeFromSuperview()
    side.root.layoutIfNeeded()
    #expect(side.stack.walkPlan.lastWalk == 499..<502)
    side.blocks[1_200].isHidden = true
    side.root.layoutIfNeeded()
    #expect(side.stack.walkPlan.lastWalk == 1_200..<1_203)
    #expect(side.blocks[1_201].frame.minY == side.blocks[1_199].frame.maxY + 4)
    // A stack-wide change walks everything.
    side.stack.spacing = 6
    side.root.layoutIfNeeded()
    #expect(side.stack.walkPlan.lastWalk == 0..<2_001)
  }
}
