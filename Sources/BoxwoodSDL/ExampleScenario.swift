import Boxwood

/// A named script of timed input for an example: what `--scenario NAME` plays.
///
/// Times are seconds from the scenario's start, which is the first frame of the example at rest (its
/// window's ``Window/frameTime`` is 0 there). One step is the scenario's *key moment* — the action the
/// scenario is about, such as pressing a button — and `--time T` renders the frame `T` seconds after it.
/// Steps run in time order; the frame at a step's time sees its effects, and animations the step starts
/// begin at exactly that time.
///
/// `Content` is what the example's build closure returns (its root view, say); each action gets it
/// together with a ``ScriptedInput`` that sends real events through ``Window/dispatch(_:)``.
@MainActor
public struct ExampleScenario<Content> {
  /// What a step does.
  public typealias Action = @MainActor (_ content: Content, _ input: ScriptedInput) -> Void

  /// One timed action.
  public struct Step {
    /// When it runs, in seconds from the scenario's start.
    public var time: Double
    /// Whether this is the scenario's key moment.
    public var isKeyMoment: Bool
    /// The action.
    public var action: Action

    /// A step at `time` seconds from the scenario's start.
    public static func at(_ time: Double, _ action: @escaping Action) -> Step {
      Step(time: time, isKeyMoment: false, action: action)
    }

    /// The scenario's key moment, at `time` seconds from its start: `--time` counts from here.
    public static func keyMoment(at time: Double, _ action: @escaping Action) -> Step {
      Step(time: time, isKeyMoment: true, action: action)
    }
  }

  /// The name given to `--scenario`.
  public let name: String
  /// One line for `--help`.
  public let summary: String
  /// The steps, sorted by time (steps at the same time keep their order).
  public let steps: [Step]

  /// Creates a scenario. Steps with a negative or non-finite time run at 0.
  public init(_ name: String, summary: String, steps: [Step]) {
    self.name = name
    self.summary = summary
    let clean = steps.map { step in
      var step = step
      if !step.time.isFinite || step.time < 0 { step.time = 0 }
      return step
    }
    // A stable sort: the order of steps given for one time is the order they run in.
    self.steps = clean.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// The time of the key moment: the step marked as one, else the last step (0 for no steps).
  public var keyMoment: Double {
    steps.first(where: \.isKeyMoment)?.time ?? steps.last?.time ?? 0
  }
}

/// Input sent to a window the way its host would send it: every event goes through
/// ``Window/dispatch(_:)``, stamped with the window's ``Window/frameTime``.
@MainActor
public struct ScriptedInput {
  /// The window the events go to.
  public let window: Window

  /// Input for `window`.
  public init(window: Window) { self.window = window }

  /// A primary-button click (press and release) at the centre of `view`, where it is laid out now.
  public func click(_ view: View) {
    window.layoutIfNeeded()
    click(at: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }

  /// A primary-button click (press and release) at a point in window coordinates.
  public func click(at point: Point) {
    let time = window.frameTime
    window.dispatch(.pointer(PointerEvent(.moved, at: point, timestamp: time)))
    window.dispatch(.pointer(PointerEvent(.down, at: point, timestamp: time)))
    window.dispatch(.pointer(PointerEvent(.up, at: point, timestamp: time)))
  }

  /// Text typed on the keyboard (committed text, as an input method or a keyboard sends it).
  public func type(_ text: String) {
    window.dispatch(.textInput(text))
  }

  /// A key pressed and released, e.g. `.tab` or `.returnKey`.
  public func press(_ key: Key, modifiers: KeyModifiers = []) {
    let time = window.frameTime
    window.dispatch(.key(KeyEvent(.down, key, modifiers: modifiers, timestamp: time)))
    window.dispatch(.key(KeyEvent(.up, key, modifiers: modifiers, timestamp: time)))
  }
}

/// Which frame of a scripted run to stop at.
public enum ScenarioMoment: Sendable, Equatable {
  /// After the last step, once no animation runs or waits any more.
  case atRest
  /// `seconds` after the scenario's key moment (after the app's first frame when there is no scenario).
  case afterKeyMoment(Double)
}

/// Plays an ``ExampleScenario`` headless: a ``ManualClock`` is stepped frame by frame at 60 Hz (plus
/// exactly at each step's time and at the moment asked for), and every frame is prepared with
/// ``Window/makeDisplayList()`` so animations start, run and complete as they would on screen. Only the
/// caller renders, usually just the last frame.
@MainActor
public final class ScenarioRunner<Content> {
  /// The time between frames: 60 Hz.
  public static var frameInterval: Double { scriptedFrameInterval }
  /// How long a run waits for rest before giving up (an animation that never ends).
  public static var restLimit: Double { 600 }

  /// The window being driven.
  public let window: Window
  /// What the example's build closure returned.
  public let content: Content
  /// The script, or nil to let the app run without input.
  public let scenario: ExampleScenario<Content>?
  /// The clock every frame time comes from; it starts at 0.
  public let clock = ManualClock()
  /// How many frames were prepared.
  public private(set) var frames = 0
  private var nextStep = 0
  private var tick = 0

  /// A runner for `window`; nothing happens until ``run(to:)``.
  public init(window: Window, content: Content, scenario: ExampleScenario<Content>?) {
    self.window = window
    self.content = content
    self.scenario = scenario
  }

  /// Whether every step has run.
  public var isFinished: Bool { nextStep >= (scenario?.steps.count ?? 0) }

  /// Plays frames up to `moment` and returns the time of the last one (the window's ``Window/frameTime``
  /// is left there, ready to render). Calling it again goes on from where the last call stopped; a
  /// moment already passed plays nothing more.
  @discardableResult
  public func run(to moment: ScenarioMoment) -> Double {
    if frames == 0 { frame(at: 0) }
    switch moment {
    case .afterKeyMoment(let seconds):
      let target = (scenario?.keyMoment ?? 0) + max(0, seconds)
      while clock.now < target {
        // At rest with nothing left to do, frames in between would all look alike: go straight there.
        if isFinished && !window.hasRunningAnimations {
          frame(at: target)
        } else {
          frame(at: min(target, nextTime()))
        }
      }
    case .atRest:
      let limit = (scenario?.steps.last?.time ?? 0) + Self.restLimit
      while !isFinished || window.hasRunningAnimations, clock.now < limit {
        frame(at: nextTime())
      }
    }
    return clock.now
  }

  /// The next frame time: the next 60 Hz tick or the next step, whichever comes first.
  private func nextTime() -> Double {
    let steps = scenario?.steps ?? []
    return scriptedFrameTime(
      after: clock.now, tick: &tick, nextStepTime: nextStep < steps.count ? steps[nextStep].time : nil)
  }

  /// One frame at `time`: the steps due run first, then the frame is prepared.
  private func frame(at time: Double) {
    clock.advance(by: time - clock.now)
    window.frameTime = clock.now
    if let steps = scenario?.steps {
      let input = ScriptedInput(window: window)
      while nextStep < steps.count, steps[nextStep].time <= clock.now {
        let step = steps[nextStep]
        nextStep += 1
        step.action(content, input)
      }
    }
    _ = window.makeDisplayList()
    frames += 1
  }
}

/// The frame rate scripted runs step at: 60 Hz.
public let scriptedFrameInterval = 1.0 / 60

/// The next frame time of a scripted run at `now`: the next 60 Hz tick after it (`tick` counts them) or
/// the scenario's next step, whichever comes first. Shared by hosts that run scenarios their own way.
public func scriptedFrameTime(after now: Double, tick: inout Int, nextStepTime: Double?) -> Double {
  while Double(tick) * scriptedFrameInterval <= now { tick += 1 }
  let time = Double(tick) * scriptedFrameInterval
  return nextStepTime.map { min(time, $0) } ?? time
}
