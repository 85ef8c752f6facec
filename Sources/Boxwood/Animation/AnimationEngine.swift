/// The frame-timed interpolator behind ``View/animate(withDuration:delay:options:animations:completion:)``.
///
/// How it works:
/// - An animation block pushes an ``AnimationBlock`` on a stack. While it is open, every animatable
///   property a view changes — by the app or by a layout pass run inside the block — changes its model
///   value at once and gets a *track*: the value it moved from (as a difference to the target) and the
///   block's timing. Layout never runs per frame: the solver ran once, inside the block.
/// - Drawing reads presentation values: `target + delta·(1 − progress(t))` at the window's
///   ``Window/frameTime``. A frame costs O(animating views): each block's progress is computed once per
///   frame and shared by its tracks.
/// - A new animation of a property that is animating starts from the value on screen (no jump); the
///   interrupted block's completion gets `false`. A layout pass outside any block that moves an
///   animating view retargets its track (the view keeps gliding, to the new place); a frame the app sets
///   outside a block, or any other property set outside a block, ends the track and shows the new value.
/// - Completions run at the end of the next frame the window draws (never inside the `animate` call),
///   after the last animation frame was drawn.

/// An animatable property of a view.
enum AnimatedProperty: Int, CaseIterable {
  case frame, alpha, backgroundColor, borderColor, cornerRadius, transform
}

/// A value of an animatable property as numbers, interpolated component by component.
typealias AnimationVector = SIMD8<Double>

/// One animation block: its timing, its completion, and how many of its tracks are still running.
@MainActor
final class AnimationBlock {
  let duration: Double
  let delay: Double
  let timing: AnimationTiming
  let options: AnimationOptions
  private var completion: ((Bool) -> Void)?
  /// Tracks of this block that have not ended.
  var liveTracks = 0
  /// Whether the block's closure has returned (no more tracks can join).
  private var sealed = false
  /// Whether one of its tracks was interrupted or cancelled.
  private var interrupted = false
  /// The progress last computed, and for which elapsed time: tracks of one window share it.
  private var cachedElapsed = -Double.infinity
  private var cachedProgress = 0.0

  init(
    duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    self.duration = duration
    self.delay = delay
    self.timing = timing
    self.options = options
    self.completion = completion
  }

  /// Whether the block's animations run forever (until interrupted).
  var repeats: Bool { options.contains(.repeat) }

  /// How long a track of this block runs before it ends (infinite when repeating).
  var activeDuration: Double {
    if repeats { return .infinity }
    return options.contains(.autoreverse) ? duration * 2 : duration
  }

  /// The progress (0…1, beyond for a spring's overshoot) `elapsed` seconds after a track began.
  func progress(elapsed: Double) -> Double {
    if elapsed == cachedElapsed { return cachedProgress }
    var local = max(0, elapsed)
    let value: Double
    if !repeats && local >= activeDuration {
      // Ended: a plain animation rests at its end; one that autoreverses shows the model value.
      value = 1
    } else {
      if options.contains(.autoreverse) {
        let cycle = duration * 2
        local = local.truncatingRemainder(dividingBy: cycle)
        if local > duration { local = cycle - local }
      } else if repeats {
        local = local.truncatingRemainder(dividingBy: duration)
      }
      value = timing.value(elapsed: local, duration: duration)
    }
    cachedElapsed = elapsed
    cachedProgress = value
    return value
  }

  /// A track of this block ended; the completion is queued once all have (and the block has returned).
  func trackEnded(finished: Bool) {
    liveTracks -= 1
    if !finished { interrupted = true }
    if sealed && liveTracks == 0 { queueCompletion() }
  }

  /// The block's closure returned.
  func seal() {
    sealed = true
    if liveTracks == 0 { queueCompletion() }
  }

  private func queueCompletion() {
    guard let completion else { return }
    self.completion = nil
    AnimationCenter.queue(completion, finished: !interrupted)
  }
}

/// The state shared by every window: the stack of open animation blocks and the completions to run.
@MainActor
enum AnimationCenter {
  /// The open blocks, innermost last; `nil` entries are `performWithoutAnimation` (or zero-duration)
  /// scopes, in which changes do not animate.
  static var stack: [AnimationBlock?] = []
  /// How many layout passes are running (frames they write retarget running tracks).
  static var layoutDepth = 0
  private static var pending: [(completion: (Bool) -> Void, finished: Bool)] = []

  /// The block changes animate in now, if any.
  static var current: AnimationBlock? {
    guard let last = stack.last else { return nil }
    return last
  }

  /// Whether completions wait to run (a host should run a frame).
  static var hasPendingCompletions: Bool { !pending.isEmpty }

  static func queue(_ completion: @escaping (Bool) -> Void, finished: Bool) {
    pending.append((completion, finished))
  }

  /// Runs the completions queued so far; ones they queue in turn run at the next frame.
  static func runCompletions() {
    guard !pending.isEmpty else { return }
    let due = pending
    pending.removeAll()
    for entry in due { entry.completion(entry.finished) }
  }
}

/// One property's animation on one view.
@MainActor
struct AnimationTrack {
  let block: AnimationBlock
  /// When the change starts moving (creation time plus the block's delay), on the window's clock.
  var begin: Double
  /// The value it ends at (the model value; a layout pass outside any block may move it).
  var target: AnimationVector
  /// Start value minus target. For a queued track it is set when the track starts.
  var delta: AnimationVector

  /// The value shown at `time`.
  @inline(__always)
  func value(at time: Double) -> AnimationVector {
    if time <= begin { return target + delta }
    let progress = block.progress(elapsed: time - begin)
    return target + delta * (1 - progress)
  }

  func hasEnded(at time: Double) -> Bool { time - begin >= block.activeDuration }
}

/// The tracks of one view: one running and at most one queued per property.
@MainActor
final class ViewAnimations {
  var running = [AnimationTrack?](repeating: nil, count: AnimatedProperty.allCases.count)
  /// Tracks waiting for a delay to pass while an earlier track on the property goes on (see
  /// ``AnimationOptions/beginFromCurrentState``).
  var queued = [AnimationTrack?](repeating: nil, count: AnimatedProperty.allCases.count)
  var count = 0

  /// The presentation value of `property` at `time`, if it animates.
  func value(_ property: AnimatedProperty, at time: Double) -> AnimationVector? {
    let index = property.rawValue
    if let next = queued[index], time > next.begin {
      // Not promoted yet (that happens in the frame step): the value it will start from.
      var promoted = next
      promoted.delta = (running[index]?.value(at: next.begin) ?? next.target + next.delta) - next.target
      return promoted.value(at: time)
    }
    return running[index]?.value(at: time)
  }

  /// Whether a track blocks hit testing (its block did not allow user interaction).
  var blocksInteraction: Bool {
    for track in running where track != nil {
      if !track!.block.options.contains(.allowUserInteraction) { return true }
    }
    return false
  }

  /// Ends the running and queued tracks of `property`.
  func end(_ property: AnimatedProperty, finished: Bool) {
    let index = property.rawValue
    if let track = running[index] {
      running[index] = nil
      count -= 1
      track.block.trackEnded(finished: finished)
    }
    if let track = queued[index] {
      queued[index] = nil
      count -= 1
      track.block.trackEnded(finished: finished)
    }
  }

  /// Ends every track (the view left its window).
  func cancelAll() {
    for property in AnimatedProperty.allCases { end(property, finished: false) }
  }

  /// Moves the tracks on to `time`: queued tracks whose delay passed start, tracks that ran their course
  /// end. Returns the earliest time something will move, or `nil` when no track is left.
  func advance(to time: Double) -> Double? {
    var wake: Double?
    for index in running.indices {
      if let next = queued[index], time >= next.begin {
        var promoted = next
        let from = running[index]?.value(at: next.begin) ?? next.target + next.delta
        promoted.delta = from - next.target
        queued[index] = nil
        if let old = running[index] {
          count -= 1
          old.block.trackEnded(finished: old.hasEnded(at: next.begin))
        }
        running[index] = promoted
      }
      if let track = running[index] {
        if track.hasEnded(at: time) {
          running[index] = nil
          count -= 1
          track.block.trackEnded(finished: true)
        } else {
          let moves = max(track.begin, time)
          wake = min(wake ?? moves, moves)
        }
      }
      if let next = queued[index] { wake = min(wake ?? next.begin, next.begin) }
    }
    return count > 0 ? (wake ?? time) : nil
  }
}

extension AnimatedProperty {
  /// The model value of this property of `view`, as numbers.
  @MainActor
  func vector(of view: View) -> AnimationVector {
    switch self {
    case .frame: return AnimationVector(rect: view.storedFrame)
    case .alpha: return AnimationVector(scalar: view.alpha)
    case .backgroundColor: return AnimationVector(color: view.backgroundColor ?? .clear)
    case .borderColor: return AnimationVector(color: view.borderColor)
    case .cornerRadius: return AnimationVector(scalar: view.cornerRadius)
    case .transform: return AnimationVector(transform: view.transform)
    }
  }
}

extension AnimationVector {
  init(rect: Rect) { self.init(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, 0, 0, 0, 0) }
  init(scalar: Double) { self.init(scalar, 0, 0, 0, 0, 0, 0, 0) }
  init(color: Color) { self.init(color.red, color.green, color.blue, color.alpha, 0, 0, 0, 0) }
  init(transform: Transform2D) {
    self.init(
      transform.translation.x, transform.translation.y, transform.scale.width, transform.scale.height,
      transform.rotation, 0, 0, 0)
  }

  var rect: Rect { Rect(x: self[0], y: self[1], width: Swift.max(0, self[2]), height: Swift.max(0, self[3])) }
  var scalar: Double { self[0] }
  var color: Color { Color(red: self[0], green: self[1], blue: self[2], alpha: self[3]) }
  var transform: Transform2D {
    Transform2D(
      translation: Point(x: self[0], y: self[1]), scale: Size(width: self[2], height: self[3]),
      rotation: self[4])
  }
}
