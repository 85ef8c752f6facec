import Boxwood
import BoxwoodSDL
import CSDL2
import Foundation

/// The game in a real window: it owns SDL, the window, the renderer and the loop; Boxwood is a guest.
///
/// The loop draws at the display's rate (vsync; 60 Hz by `SDL_Delay` when the renderer has none) while
/// the game runs. While the game is paused and the HUD is still, it draws nothing and sleeps in
/// `SDL_WaitEventTimeout` until an event comes or the HUD asks for a frame (a caret's blink).
@MainActor
enum GameWindowLoop {
  /// Opens the window and plays until the window closes or the player quits; returns the exit code. The HUD
  /// is drawn at `scale` pixels per point when given (the game setting the UI's scale), else at the
  /// display's pixel density.
  static func run(
    size: Size, scale: Double? = nil, scenario: ExampleScenario<GameDriver>?, program: String
  ) -> Int32 {
    guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
      return fail(program, "SDL could not start: \(BoxwoodSDLError.sdlError)")
    }
    defer { SDL_Quit() }
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    // With a scale set by the game, the window is made that much larger so that the HUD keeps `size`
    // points (as a headless render at that scale does).
    let factor = scale ?? 1
    guard
      let window = SDL_CreateWindow(
        "Boxwood GameOverlay", Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
        Int32((size.width * factor).rounded()), Int32((size.height * factor).rounded()), flags)
    else { return fail(program, "no window: \(BoxwoodSDLError.sdlError)") }
    defer { SDL_DestroyWindow(window) }
    SDL_SetWindowMinimumSize(
      window, Int32((HUDView.minimumSize.width * factor).rounded()),
      Int32((HUDView.minimumSize.height * factor).rounded()))
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    let targets = SDL_RENDERER_TARGETTEXTURE.rawValue
    guard
      let renderer = SDL_CreateRenderer(window, -1, accelerated | targets)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | targets)
    else { return fail(program, "no renderer: \(BoxwoodSDLError.sdlError)") }
    defer { SDL_DestroyRenderer(renderer) }
    // SDL starts text input with the video subsystem; the HUD turns it on only while the chat has focus.
    SDL_StopTextInput()
    do {
      let overlay = try GameOverlay(sdlWindow: window, renderer: renderer, scale: scale)
      // Before SDL_DestroyRenderer (deferred above, so it runs after this).
      defer { overlay.detach() }
      play(overlay, renderer: renderer, scenario: scenario)
      return 0
    } catch {
      return fail(program, "\(error)")
    }
  }

  private static func play(
    _ overlay: GameOverlay, renderer: OpaquePointer, scenario: ExampleScenario<GameDriver>?
  ) {
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    let frequency = Double(SDL_GetPerformanceFrequency())
    let start = SDL_GetPerformanceCounter()
    func now() -> Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
    var script = LiveScript(scenario: scenario, driver: GameDriver(overlay: overlay))
    var running = true
    var needsFrame = true  // the window must be painted (first frame, exposed, resized)
    var event = SDL_Event()
    func process(_ event: SDL_Event) {
      switch SDL_EventType(event.type) {
      case SDL_QUIT:
        running = false
      case SDL_WINDOWEVENT:
        let id = SDL_WindowEventID(UInt32(event.window.event))
        if [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESTORED].contains(id) {
          needsFrame = true
        }
      default:
        break
      }
      overlay.handle(event)
    }
    while running, !overlay.wantsQuit {
      if overlay.isIdle, !needsFrame, !script.isPending {
        overlay.beginFrame(at: now())
        if SDL_WaitEventTimeout(&event, idleMilliseconds(overlay, now: now())) != 0 { process(event) }
      }
      let frameStart = now()
      overlay.beginFrame(at: frameStart)
      while SDL_PollEvent(&event) != 0 { process(event) }
      script.play(until: frameStart)
      overlay.update(at: frameStart)
      // Paused and still: the picture on screen is right; nothing to draw, nothing to present.
      if overlay.isIdle, !needsFrame { continue }
      overlay.render()
      SDL_RenderPresent(renderer)
      needsFrame = false
      if !vsync {
        let remaining = 1.0 / 60 - (now() - frameStart)
        if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
      }
    }
  }

  /// How long an idle loop may sleep: a second, or until the HUD's next timed redraw.
  private static func idleMilliseconds(_ overlay: GameOverlay, now: Double) -> Int32 {
    var wait = 1.0
    if let next = overlay.host.window.nextRedrawTime { wait = min(wait, max(0, next - now)) }
    return Int32((wait * 1000).rounded(.up))
  }

  private static func fail(_ program: String, _ message: String) -> Int32 {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    return 1
  }
}

/// A scenario played live, on the loop's clock: each step runs at the first frame at or after its time.
@MainActor
struct LiveScript {
  let scenario: ExampleScenario<GameDriver>?
  let driver: GameDriver
  private var next = 0

  init(scenario: ExampleScenario<GameDriver>?, driver: GameDriver) {
    self.scenario = scenario
    self.driver = driver
  }

  /// Whether steps are left (the loop then keeps drawing frames rather than sleeping).
  var isPending: Bool { next < (scenario?.steps.count ?? 0) }

  mutating func play(until time: Double) {
    guard let steps = scenario?.steps else { return }
    let input = ScriptedInput(window: driver.overlay.host.window)
    while next < steps.count, steps[next].time <= time {
      let step = steps[next]
      next += 1
      step.action(driver, input)
    }
  }
}
