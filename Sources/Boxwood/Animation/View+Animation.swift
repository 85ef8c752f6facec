/// The values a view is drawn with at a moment: its model values, or where its animations are.
public struct PresentationValues: Sendable, Equatable {
  /// The frame being shown, in the superview's coordinates.
  public var frame: Rect
  /// The opacity being shown.
  public var alpha: Double
  /// The background colour being shown.
  public var backgroundColor: Color?
  /// The border colour being shown.
  public var borderColor: Color
  /// The corner radius being shown.
  public var cornerRadius: Double
  /// The transform being shown.
  public var transform: Transform2D
  /// The bounds origin being shown (a scroll view's content offset).
  public var boundsOrigin: Point
}

extension View {
  // MARK: Animation blocks

  /// Animates the changes `animations` makes to views: their frames (including every frame a layout
  /// pass run inside the block changes), ``alpha``, ``backgroundColor``, ``borderColor``,
  /// ``cornerRadius`` and ``transform``.
  ///
  /// The model values change at once (reading a property gives its new value); drawing shows the values
  /// moving over `duration` seconds, sampled at each frame's ``Window/frameTime``. `completion` runs
  /// after the last frame of the animation was drawn — never inside this call — with `true` when every
  /// animation ran to its end and `false` when one was interrupted (by a new animation of the same
  /// property, a non-animated change, or its view leaving the window).
  ///
  /// A duration or delay that is negative, NaN or infinite is reported and treated as 0 (changes are
  /// made at once, the completion runs at the next frame); one above 10⁹ seconds is clamped. A block
  /// nested in another inherits its duration and curve (unless ``AnimationOptions/overrideInheritedDuration``
  /// or ``AnimationOptions/overrideInheritedCurve``). Views in no window change at once.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, timing: .curve(options.curve), options: options,
      animations: animations, completion: completion)
  }

  /// Animates with a custom easing curve (see ``animate(withDuration:delay:options:animations:completion:)``).
  public static func animate(
    withDuration duration: Double, delay: Double = 0, curve: TimingCurve, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, timing: .curve(curve),
      options: options.union(.overrideInheritedCurve),
      animations: animations, completion: completion)
  }

  /// Animates with a damped spring that comes to rest at the end of `duration` (see ``SpringTiming``).
  ///
  /// - Parameters:
  ///   - dampingRatio: 1 stops without overshooting; smaller values oscillate more.
  ///   - velocity: the initial speed, in whole changes per second (UIKit's `initialSpringVelocity`).
  public static func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double = 0, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay,
      timing: .spring(SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity)),
      options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
  }

  /// Runs `changes` without animating them, even inside an animation block.
  public static func performWithoutAnimation(_ changes: () -> Void) {
    AnimationCenter.stack.append(nil)
    defer { AnimationCenter.stack.removeLast() }
    changes()
  }

  /// Whether the caller is inside an animation block whose changes animate.
  public static var isAnimating: Bool { AnimationCenter.current != nil }

  private static func run(
    duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let duration = checkedTime(duration, "duration")
    let delay = checkedTime(delay, "delay")
    var parent: AnimationBlock?
    var disabled = false
    if let last = AnimationCenter.stack.last {
      if let last { parent = last } else { disabled = true }
    }
    var effectiveDuration = duration
    var effectiveTiming = timing
    var effectiveOptions = options
    if let parent {
      if !options.contains(.overrideInheritedDuration) { effectiveDuration = parent.duration }
      if !options.contains(.overrideInheritedCurve) { effectiveTiming = parent.timing }
      if !options.contains(.overrideInheritedOptions) {
        effectiveOptions.formUnion(parent.options.intersection(AnimationOptions.inheritable))
      }
    }
    let block = AnimationBlock(
      duration: effectiveDuration, delay: delay, timing: effectiveTiming, options: effectiveOptions,
      completion: completion)
    AnimationCenter.stack.append(disabled || effectiveDuration <= 0 ? nil : block)
    animations()
    AnimationCenter.stack.removeLast()
    block.seal()
  }

  /// A time argument made safe: not finite or negative → 0 (reported), above 10⁹ s → 10⁹ s (reported).
  private static func checkedTime(_ value: Double, _ name: String) -> Double {
    if !value.isFinite || value < 0 {
      Diagnostics.report(
        .invalidAnimation(reason: "refused animation \(name) \(value) s; used 0 (no animation)"))
      return 0
    }
    if value > 1e9 {
      Diagnostics.report(.invalidAnimation(reason: "animation \(name) \(value) s is too long; used 10⁹ s"))
      return 1e9
    }
    return value
  }

  // MARK: Presentation

  /// The values this view is drawn with now: where its animations are at its window's ``Window/frameTime``
  /// (the model values when nothing animates).
  public var presentation: PresentationValues {
    guard let animations, animations.count > 0, let window else { return modelValues }
    return presentation(of: animations, at: window.frameTime)
  }

  /// The values this view would be drawn with at `time` (seconds on its window's clock), by the
  /// animations it has now.
  public func presentation(at time: Double) -> PresentationValues {
    guard let animations, animations.count > 0 else { return modelValues }
    return presentation(of: animations, at: time)
  }

  func presentation(of animations: ViewAnimations, at time: Double) -> PresentationValues {
    var values = modelValues
    animations.apply(to: &values, at: time)
    return values
  }

  private var modelValues: PresentationValues {
    PresentationValues(
      frame: storedFrame, alpha: alpha, backgroundColor: backgroundColor, borderColor: borderColor,
      cornerRadius: cornerRadius, transform: transform, boundsOrigin: storedBoundsOrigin)
  }

  /// Whether a property of this view is animating (or waiting for its animation's delay).
  public var hasRunningAnimations: Bool { (animations?.count ?? 0) > 0 }

  /// Ends every animation of this view: it shows its model values from the next frame on, and the
  /// completions get `false`.
  public func removeAllAnimations() {
    animations?.cancelAll()
    setNeedsDisplay()
  }

  // MARK: Hooks for the property setters

  /// Whether a change of an animatable property must go through ``propertyDidChange(_:from:)``.
  @inline(__always)
  var animationHookNeeded: Bool { animations != nil || !AnimationCenter.stack.isEmpty }

  /// Called after an animatable property's model value changed from `old`: inside an animation block it
  /// starts a track from the value on screen; outside one it ends the property's track, or retargets a
  /// frame track when a layout pass moved the view.
  func propertyDidChange(_ property: AnimatedProperty, from old: AnimationVector) {
    if let block = AnimationCenter.current {
      addTrack(property, from: old, block: block)
      return
    }
    guard let animations, animations.count > 0, animations.animates(property) else { return }
    if property == .frame && AnimationCenter.layoutDepth > 0 {
      animations.retarget(property, to: property.vector(of: self))
    } else {
      animations.end(property, finished: false)
    }
    setNeedsDisplay()
  }

  private func addTrack(_ property: AnimatedProperty, from old: AnimationVector, block: AnimationBlock) {
    guard let window else {
      // Not on screen: nothing to animate; a track it had ended when it left its window.
      return
    }
    let now = window.frameTime
    let storage = animations ?? ViewAnimations()
    if animations == nil { animations = storage }
    var target = property.vector(of: self)
    let begin = now + block.delay
    let shown = storage.value(property, at: now) ?? old
    var from = shown
    if property == .backgroundColor || property == .borderColor {
      // Straight alpha: a fade from or to transparent keeps the other end's hue.
      if from[3] == 0 { from = AnimationVector(target[0], target[1], target[2], 0, 0, 0, 0, 0) }
      if target[3] == 0 { target = AnimationVector(from[0], from[1], from[2], 0, 0, 0, 0, 0) }
    }
    if from == target && !storage.animates(property) { return }
    let track = AnimationTrack(
      property: property, block: block, begin: begin, target: target, delta: from - target)
    block.liveTracks += 1
    // Without beginFromCurrentState, a moving track goes on until this one's delay has passed; this one
    // then starts from where that is.
    let queue =
      block.delay > 0 && !block.options.contains(.beginFromCurrentState)
      && storage.isMoving(property, at: now)
    storage.install(track, queue: queue)
    window.animationDidStart(on: self, at: begin)
    setNeedsDisplay()
  }
}
