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
  case frame, alpha, backgroundColor, borderColor, cornerRadius, transform, boundsOrigin
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
  @exclusivity(unchecked) var liveTracks = 0
  /// Whether the block's closure has returned (no more tracks can join).
  private var sealed = false
  /// Whether one of its tracks was interrupted or cancelled.
  private var interrupted = false
  /// The progress last computed, and for which elapsed time: tracks of one window share it.
  @exclusivity(unchecked) private var cachedElapsed = -Double.infinity
  @exclusivity(unchecked) private var cachedProgress = 0.0

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
  /// scopes, in which changes do not animate. Unchecked: every frame a layout writes reads it, and the
  /// check was 2 % of an insert into a list of 1,000.
  @exclusivity(unchecked) static var stack: [AnimationBlock?] = []
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

  /// How many completions wait to run.
  static var pendingCount: Int { pending.count }

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
  let property: AnimatedProperty
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
    if hasEnded(at: time) { return target }
    let progress = block.progress(elapsed: time - begin)
    return target + delta * (1 - progress)
  }

  /// Compared as `time ≥ begin + duration`, not `time − begin ≥ duration`: with begin 1.0 and duration 0.2
  /// the frame at 1.2 must be the last one (1.2 − 1.0 is 0.19999999999999996 in doubles).
  @inline(__always)
  func hasEnded(at time: Double) -> Bool { time >= begin + block.activeDuration }
}

/// The tracks of one view: at most one running and one queued per property, in two short flat arrays
/// (a view rarely animates more than a few properties; a scan beats any lookup structure).
@MainActor
final class ViewAnimations {
  @exclusivity(unchecked) var running: [AnimationTrack] = []
  /// Tracks waiting for a delay to pass while an earlier track on the property goes on (see
  /// ``AnimationOptions/beginFromCurrentState``).
  @exclusivity(unchecked) var queued: [AnimationTrack] = []

  /// How many tracks are running or queued.
  var count: Int { running.count + queued.count }

  private func runningIndex(_ property: AnimatedProperty) -> Int? {
    for index in running.indices where running[index].property == property { return index }
    return nil
  }

  private func queuedIndex(_ property: AnimatedProperty) -> Int? {
    for index in queued.indices where queued[index].property == property { return index }
    return nil
  }

  /// Whether `property` has a running or queued track.
  func animates(_ property: AnimatedProperty) -> Bool {
    runningIndex(property) != nil || queuedIndex(property) != nil
  }

  /// The running track's block for `property`, if any.
  func runningBlock(_ property: AnimatedProperty) -> AnimationBlock? {
    runningIndex(property).map { running[$0].block }
  }

  /// Whether `property` has a track that already moves at `time` (not waiting for its delay).
  func isMoving(_ property: AnimatedProperty, at time: Double) -> Bool {
    runningIndex(property).map { time >= running[$0].begin } ?? false
  }

  /// Moves the end of `property`'s tracks (a layout pass placed the view elsewhere).
  func retarget(_ property: AnimatedProperty, to target: AnimationVector) {
    if let index = runningIndex(property) { running[index].target = target }
    if let index = queuedIndex(property) { queued[index].target = target }
  }

  /// The value a queued track starts from: where the running one is when the queued one begins.
  private func startValue(ofQueued next: AnimationTrack) -> AnimationVector {
    if let index = runningIndex(next.property) { return running[index].value(at: next.begin) }
    return next.target + next.delta
  }

  /// The presentation value of `property` at `time`, if it animates.
  func value(_ property: AnimatedProperty, at time: Double) -> AnimationVector? {
    if let index = queuedIndex(property), time > queued[index].begin {
      // Not promoted yet (that happens in the frame step): compute as if it had been.
      var promoted = queued[index]
      promoted.delta = startValue(ofQueued: promoted) - promoted.target
      return promoted.value(at: time)
    }
    guard let index = runningIndex(property) else { return nil }
    return running[index].value(at: time)
  }

  /// Puts the presentation values at `time` into `values`.
  func apply(to values: inout PresentationValues, at time: Double) {
    if queued.isEmpty {
      for index in running.indices {
        running[index].value(at: time).store(running[index].property, in: &values)
      }
    } else {
      for property in AnimatedProperty.allCases {
        value(property, at: time)?.store(property, in: &values)
      }
    }
  }

  /// Whether a track blocks hit testing (its block did not allow user interaction).
  var blocksInteraction: Bool {
    running.contains { !$0.block.options.contains(.allowUserInteraction) }
      || queued.contains { !$0.block.options.contains(.allowUserInteraction) }
  }

  /// Installs `track`: queued behind the running one, or replacing what `property` had. A replaced track
  /// of the same block is not an interruption (a second change in one block).
  func install(_ track: AnimationTrack, queue: Bool) {
    if queue {
      if let index = queuedIndex(track.property) {
        queued.remove(at: index).block.trackEnded(finished: false)
      }
      queued.append(track)
    } else {
      let own = runningBlock(track.property) === track.block
      end(track.property, finished: own)
      running.append(track)
    }
  }

  /// Ends the running and queued tracks of `property`.
  func end(_ property: AnimatedProperty, finished: Bool) {
    if let index = runningIndex(property) { running.remove(at: index).block.trackEnded(finished: finished) }
    if let index = queuedIndex(property) { queued.remove(at: index).block.trackEnded(finished: finished) }
  }

  /// Ends every track (the view left its window).
  func cancelAll() {
    let ended = running + queued
    running.removeAll()
    queued.removeAll()
    for track in ended { track.block.trackEnded(finished: false) }
  }

  /// Moves the tracks on to `time`: queued tracks whose delay passed start, tracks that ran their course
  /// end. Returns the earliest time something will move, or `nil` when no track is left.
  func advance(to time: Double) -> Double? {
    if !queued.isEmpty { promote(at: time) }
    var wake = Double.infinity
    var index = 0
    while index < running.count {
      let begin = running[index].begin
      if running[index].hasEnded(at: time) {
        running.remove(at: index).block.trackEnded(finished: true)
        continue
      }
      wake = min(wake, max(begin, time))
      index += 1
    }
    for track in queued { wake = min(wake, track.begin) }
    return running.isEmpty && queued.isEmpty ? nil : wake
  }

  private func promote(at time: Double) {
    var index = 0
    while index < queued.count {
      guard time >= queued[index].begin else {
        index += 1
        continue
      }
      var next = queued.remove(at: index)
      next.delta = startValue(ofQueued: next) - next.target
      if let old = runningIndex(next.property) {
        let previous = running.remove(at: old)
        previous.block.trackEnded(finished: previous.hasEnded(at: next.begin))
      }
      running.append(next)
    }
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
    case .boundsOrigin: return AnimationVector(point: view.storedBoundsOrigin)
    }
  }
}

extension AnimationVector {
  /// Writes this value as `property` into presentation values.
  @inline(__always)
  func store(_ property: AnimatedProperty, in values: inout PresentationValues) {
    switch property {
    case .frame: values.frame = rect
    case .alpha: values.alpha = Swift.min(1, Swift.max(0, self[0]))
    case .backgroundColor: values.backgroundColor = color
    case .borderColor: values.borderColor = color
    case .cornerRadius: values.cornerRadius = Swift.max(0, self[0])
    case .transform: values.transform = transform
    case .boundsOrigin: values.boundsOrigin = Point(x: self[0], y: self[1])
    }
  }

  init(rect: Rect) { self.init(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, 0, 0, 0, 0) }
  init(point: Point) { self.init(point.x, point.y, 0, 0, 0, 0, 0, 0) }
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
