import Boxwood
import BoxwoodSDL
import CSDL2

/// The game without a display: SDL's software renderer drawing into an RGBA surface (no video subsystem
/// at all), played frame by frame on a manual clock, and read back as an image.
///
/// What `GameOverlay --snapshot PATH` renders, and what the tests look at.
@MainActor
public final class HeadlessGame {
  /// The game and its HUD.
  public let overlay: GameOverlay
  /// The clock and the script.
  public let runner: GameScenarioRunner
  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let renderer: OpaquePointer

  /// A game in a frame of `size` points at `scale` pixels per point, to play `scenario` (or none).
  /// - Throws: ``BoxwoodSDLError/rendererCreationFailed(sdlError:)`` or an SDL_ttf start-up error.
  public init(
    size: Size, scale: Double = 1, scenario: ExampleScenario<GameDriver>? = nil, seed: UInt64 = 2026
  )
    throws(BoxwoodSDLError)
  {
    let width = Int32(max(1, (size.width * scale).rounded()))
    let height = Int32(max(1, (size.height * scale).rounded()))
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw .rendererCreationFailed(sdlError: BoxwoodSDLError.sdlError) }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw .rendererCreationFailed(sdlError: BoxwoodSDLError.sdlError)
    }
    self.surface = surface
    self.renderer = renderer
    do {
      overlay = try GameOverlay(sdlWindow: nil, renderer: renderer, scale: scale, seed: seed)
    } catch {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
      throw error
    }
    runner = GameScenarioRunner(overlay: overlay, scenario: scenario)
  }

  isolated deinit {
    overlay.detach()
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  /// A driver sending input to the game, for tests that act between frames.
  public var driver: GameDriver { GameDriver(overlay: overlay) }

  /// Plays frames up to `moment` (see ``GameScenarioRunner/run(to:)``); returns the last frame's time.
  @discardableResult
  public func run(to moment: ScenarioMoment) -> Double { runner.run(to: moment) }

  /// Plays frames up to clock time `time` (see ``GameScenarioRunner/run(until:)``).
  public func run(until time: Double) { runner.run(until: time) }

  /// The last frame's pixels (a first frame is played if none was).
  /// - Throws: ``BoxwoodSDLError/readPixelsFailed(sdlError:)``.
  public func image() throws(BoxwoodSDLError) -> RenderedImage {
    if runner.frames == 0 { runner.run(to: .afterKeyMoment(0)) }
    let width = surface.pointee.w
    let height = surface.pointee.h
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    var rect = SDL_Rect(x: 0, y: 0, w: width, h: height)
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, width * 4)
    }
    if status != 0 { throw .readPixelsFailed(sdlError: BoxwoodSDLError.sdlError) }
    return RenderedImage(width: Int(width), height: Int(height), pixels: pixels)
  }
}

/// Plays a game scenario headless: a ``ManualClock`` stepped at 60 Hz (plus exactly at each step's time and
/// at the moment asked for), every frame a full game frame — events, update, render — as in the window.
///
/// The same contract as BoxwoodSDL's ``ScenarioRunner`` (times from the first frame, `--time` counted
/// from the key moment, `.atRest` once the HUD's animations are over), for a world where the game owns
/// the loop: frames go through ``GameOverlay``, not a Boxwood window alone.
@MainActor
public final class GameScenarioRunner {
  /// The time between frames: 60 Hz.
  public static var frameInterval: Double { scriptedFrameInterval }
  /// How long a run waits for rest before giving up.
  public static var restLimit: Double { 600 }

  /// The game being driven.
  public let overlay: GameOverlay
  /// The script, or nil to let the game run without input.
  public let scenario: ExampleScenario<GameDriver>?
  /// The clock every frame time comes from; it starts at 0.
  public let clock = ManualClock()
  /// How many frames were played.
  public private(set) var frames = 0
  private var nextStep = 0
  private var tick = 0

  /// A runner for `overlay`; nothing happens until ``run(to:)``.
  public init(overlay: GameOverlay, scenario: ExampleScenario<GameDriver>?) {
    self.overlay = overlay
    self.scenario = scenario
  }

  /// Whether every step has run.
  public var isFinished: Bool { nextStep >= (scenario?.steps.count ?? 0) }

  /// Whether the script is done and the HUD has nothing left to animate.
  public var isAtRest: Bool { isFinished && !overlay.host.window.hasRunningAnimations }

  /// Plays frames up to `moment` and returns the time of the last one. Calling it again goes on from
  /// where the last call stopped.
  @discardableResult
  public func run(to moment: ScenarioMoment) -> Double {
    if frames == 0 { frame(at: 0) }
    switch moment {
    case .afterKeyMoment(let seconds):
      run(until: (scenario?.keyMoment ?? 0) + max(0, seconds))
    case .atRest:
      let limit = (scenario?.steps.last?.time ?? 0) + Self.restLimit
      while !isAtRest, clock.now < limit { frame(at: nextTime()) }
    }
    return clock.now
  }

  /// Plays frames up to clock time `time` — every 60 Hz tick, each step's time, and `time` itself — and
  /// runs the steps due on the way. Unlike a still window, the game moves on every frame: no skipping
  /// ahead at rest.
  public func run(until time: Double) {
    if frames == 0 { frame(at: 0) }
    while clock.now < time { frame(at: min(time, nextTime())) }
  }

  /// The next frame time: the next 60 Hz tick or the next step, whichever comes first.
  private func nextTime() -> Double {
    let steps = scenario?.steps ?? []
    return scriptedFrameTime(
      after: clock.now, tick: &tick, nextStepTime: nextStep < steps.count ? steps[nextStep].time : nil)
  }

  /// One game frame at `time` (not before the last): the steps due send their events, the game and the
  /// HUD update, and both are drawn.
  private func frame(at time: Double) {
    clock.advance(by: max(0, time - clock.now))
    let now = clock.now
    overlay.beginFrame(at: now)
    if let steps = scenario?.steps {
      let driver = GameDriver(overlay: overlay)
      let input = ScriptedInput(window: overlay.host.window)
      while nextStep < steps.count, steps[nextStep].time <= now {
        let step = steps[nextStep]
        nextStep += 1
        step.action(driver, input)
      }
    }
    overlay.update(at: now)
    SDL_SetRenderTarget(overlay.renderer, nil)
    overlay.render()
    frames += 1
  }
}
