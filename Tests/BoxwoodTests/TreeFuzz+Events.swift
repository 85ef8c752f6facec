import Boxwood
import SeededRandom

// TreeFuzzer: events, animation blocks and the clock.

extension TreeFuzzer {
  /// A point in the window, sometimes outside it or non-finite.
  func randomLocation() -> Point {
    if rng.chance(0.1) { return rng.pick([Point(x: -5, y: -5), Point(x: 1e9, y: 3), Point(x: .nan, y: 1)]) }
    // Mostly over a view in the window, so events reach controls.
    let target = rng.pick(windowViews)
    let frame = target.convert(target.bounds, to: nil)
    guard frame.isFinite, frame.width > 0, frame.height > 0 else {
      return Point(
        x: double(in: 0...max(1, window.size.width)), y: double(in: 0...max(1, window.size.height)))
    }
    return Point(
      x: frame.minX + double(in: 0...1) * frame.width, y: frame.minY + double(in: 0...1) * frame.height)
  }

  func dispatchEvent() {
    let event: Event
    switch int(in: 0...9) {
    case 0, 1:
      event = .pointer(
        PointerEvent(
          .down, at: randomLocation(), button: rng.chance(0.9) ? .primary : .secondary, timestamp: time))
    case 2, 3:
      event = .pointer(
        PointerEvent(rng.chance(0.5) ? .dragged : .moved, at: randomLocation(), timestamp: time))
    case 4:
      event = .pointer(PointerEvent(.up, at: randomLocation(), timestamp: time))
    case 5:
      let delta = Point(x: wildNumber(typical: -30...30), y: wildNumber(typical: -60...60))
      event = .scroll(
        ScrollEvent(delta: delta, at: randomLocation(), isPrecise: rng.chance(0.5), timestamp: time))
    case 6, 7:
      let key = rng.pick([
        Key.tab, .returnKey, .escape, .space, .backspace, .delete, .left, .right, .up, .down, .home, .end,
        .pageUp, .pageDown, .character("a"), .character("z"), .function(4), .unknown(999),
      ])
      let modifiers = rng.pick([KeyModifiers(), .shift, .control, [.control, .shift], .command])
      event = .key(KeyEvent(rng.chance(0.8) ? .down : .up, key, modifiers: modifiers, timestamp: time))
    case 8:
      event = .textInput(rng.pick(["a", "hello", "", "é", "🎉👍", "\n", "\u{0}"]))
    default:
      let text = rng.pick(["", "k", "かな"])
      let lower = int(in: -2...3)
      let upper = max(lower, int(in: -1...5))
      event =
        rng.chance(0.8) ? .textComposition(text, selection: lower..<upper) : .windowFocus(rng.chance(0.5))
    }
    note("dispatch \(event)")
    window.dispatch(event)
    if rng.chance(0.2), let view = pickAny() as View? {
      note("makeFirstResponder(\(name(view)))")
      _ = window.makeFirstResponder(view)
    }
  }

  /// An animation block of random duration (sometimes absurd) around a few random changes and a layout.
  func animate() {
    let duration = rng.chance(0.85) ? double(in: 0...1) : rng.pick([-1, 0, .nan, .infinity, 1e12])
    let delay = rng.chance(0.8) ? 0 : rng.pick([0.2, -1, .nan])
    let spring = rng.chance(0.2)
    let changes = int(in: 1...3)
    note("animate(duration \(duration), delay \(delay), spring \(spring)) { \(changes) changes + layout }")
    let body = {
      for _ in 0..<changes {
        switch self.int(in: 0...4) {
        case 0: self.changeProperty()
        case 1: self.editBoxItems()
        case 2: self.changeConstraint()
        case 3: self.makeConstraint()
        default: self.editStack()
        }
      }
      if self.rng.chance(0.8) { self.root.layoutIfNeeded() }
    }
    if spring {
      View.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: rng.pick([0.5, 1, 0, -1]),
        initialSpringVelocity: rng.pick([0, 3, .nan]), animations: body)
    } else {
      View.animate(withDuration: duration, delay: delay, animations: body) { [weak self] finished in
        self?.note("animation completed (finished: \(finished))")
      }
    }
  }

  /// Moves the clock: forwards by small or large amounts, not at all, or backwards.
  func moveClock() {
    let delta: Double
    switch int(in: 0...5) {
    case 0: delta = 0
    case 1: delta = -double(in: 0...2)
    case 2: delta = double(in: 0...5)
    default: delta = double(in: 0...0.05)
    }
    time += delta
    note("clock \(delta >= 0 ? "+" : "")\(delta) → \(time)")
    if rng.chance(0.05) {
      note("frameTime = nan (refused)")
      window.frameTime = .nan
    }
  }
}
