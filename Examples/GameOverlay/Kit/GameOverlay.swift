import Boxwood
import BoxwoodSDL
import CSDL2

/// The game and its Boxwood HUD in one SDL renderer, the game's: what the example's loop (and the headless
/// runs and the tests) drive.
///
/// One frame, as a game does it:
///
/// ```swift
/// overlay.beginFrame(at: seconds)                            // the time the events' animations start at
/// while SDL_PollEvent(&event) != 0 { overlay.handle(event) }  // the UI first, then the game
/// overlay.update(at: seconds)                                // the game (unless paused), then the HUD
/// overlay.render()                                           // the game's frame, then the HUD over it
/// SDL_RenderPresent(renderer)
/// ```
///
/// Game time is separate from the clock: it stops while the menu shows, while the HUD's animations and
/// the chat's fading go on in the clock's time.
@MainActor
public final class GameOverlay {
  /// The game.
  public let game: Game
  /// The HUD, the root view of ``host``'s window.
  public let hud: HUDView
  /// Boxwood as a guest in the game's renderer.
  public let host: GameHost
  /// The game's renderer.
  public let renderer: OpaquePointer
  /// Whether the game stands still (the pause menu shows, or the game is over).
  public private(set) var isPaused = false
  /// Whether the player asked to quit (the Quit button): the loop should end.
  public private(set) var wantsQuit = false
  /// The sound volume the menu's slider sets, 0…1 (the game makes no sound yet: a mixer would read it).
  public private(set) var volume = 0.7
  /// The chat messages posted, oldest first.
  public private(set) var chatMessages: [String] = []
  /// How many clicks reached the game (clicks on empty space).
  public private(set) var gameClicks = 0
  /// The clock time of the last ``update(at:)``.
  public private(set) var clockTime: Double?
  /// Game time played: the clock's time less the time spent paused (and stalls beyond ``maximumStep``).
  public private(set) var gameTime = 0.0

  /// The longest step game time takes in one frame: after a stall (a window dragged, a debugger) the
  /// game slows down instead of jumping.
  public static let maximumStep = 0.25

  /// A new game in `renderer`; `sdlWindow` is the game's window, or nil for a renderer drawing into a
  /// surface or texture (headless), whose UI is `scale` pixels per point.
  /// - Throws: ``BoxwoodSDLError`` when SDL_ttf cannot start.
  public init(
    sdlWindow: OpaquePointer?, renderer: OpaquePointer, scale: Double? = nil, seed: UInt64 = 2026
  )
    throws(BoxwoodSDLError)
  {
    // Labels measure their text when they are made: the fonts must be ready first.
    try BoxwoodSDL.bootstrap()
    self.renderer = renderer
    hud = HUDView()
    let window = Window(title: "GameOverlay", rootView: hud)
    window.theme = .dark
    host = try GameHost(window: window, sdlWindow: sdlWindow, renderer: renderer)
    if let scale { host.scaleOverride = scale }
    host.update(at: 0)
    game = Game(size: SIMD2(window.size.width, window.size.height), seed: seed)
    connectHUD()
    hud.show(score: game.score, health: game.health)
  }

  /// Lets go of the renderer: call before destroying it.
  public func detach() { host.detach() }

  private func connectHUD() {
    hud.pauseButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in setPaused(true) }
    let menu = hud.pauseMenu
    menu.resumeButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in setPaused(false) }
    menu.restartButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in restart() }
    menu.quitButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in wantsQuit = true }
    menu.volumeSlider.addAction(for: .valueChanged) { [unowned self] control in
      if let slider = control as? Slider { volume = slider.value }
    }
    hud.onEscape = { [unowned self] in togglePause() }
    hud.onChat = { [unowned self] text in chatMessages.append(text) }
  }

  // MARK: Events

  /// One SDL event: the UI gets it first, and the game only what the UI did not consume.
  public func handle(_ event: SDL_Event) {
    if host.handle(event) { return }
    handleGameEvent(event)
  }

  private func handleGameEvent(_ event: SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN:
      let symbol = event.key.keysym
      if let direction = Self.direction(for: symbol) {
        game.press(direction)
      } else if event.key.repeat == 0 {
        switch Int(symbol.sym) {
        case Int(SDLK_ESCAPE.rawValue): togglePause()
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
          // Return opens the chat, as in most games.
          if !isPaused { hud.window?.makeFirstResponder(hud.chatField) }
        default: break
        }
      }
    case SDL_KEYUP:
      if let direction = Self.direction(for: event.key.keysym) { game.release(direction) }
    case SDL_MOUSEBUTTONDOWN:
      guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return }
      gameClicks += 1
      if !isPaused { game.move(toward: SIMD2(Double(event.button.x), Double(event.button.y))) }
    default:
      break
    }
  }

  /// The direction a key pushes the player: WASD by position on the keyboard (scan codes, so they sit
  /// in the same place on every layout), or the arrow keys.
  static func direction(for symbol: SDL_Keysym) -> Game.Direction? {
    switch symbol.scancode {
    case SDL_SCANCODE_W, SDL_SCANCODE_UP: return .up
    case SDL_SCANCODE_S, SDL_SCANCODE_DOWN: return .down
    case SDL_SCANCODE_A, SDL_SCANCODE_LEFT: return .left
    case SDL_SCANCODE_D, SDL_SCANCODE_RIGHT: return .right
    default: return nil
    }
  }

  // MARK: Pausing

  /// Opens or closes the pause menu (Escape, the Pause button, Resume). A finished game stays paused.
  public func setPaused(_ paused: Bool) {
    if !paused, game.isOver { return }
    guard paused != isPaused else { return }
    isPaused = paused
    game.releaseAll()
    if paused {
      hud.pauseMenu.show(title: game.isOver ? "Game over" : "Paused", canResume: !game.isOver)
    } else {
      hud.pauseMenu.hide()
    }
  }

  /// Escape: the menu opens, or closes.
  public func togglePause() { setPaused(!isPaused) }

  /// Starts a new game with the same seed and closes the menu.
  public func restart() {
    game.restart()
    gameTime = 0
    isPaused = false
    hud.pauseMenu.hide()
    hud.show(score: game.score, health: game.health)
  }

  // MARK: Frames

  /// Stamps the UI with the frame's clock time before the frame's events are handled, so that animations
  /// they start begin at this frame.
  public func beginFrame(at time: Double) {
    host.window.frameTime = time
  }

  /// The frame at clock time `time` (seconds): the game advances by the time since the last frame
  /// unless paused, the HUD shows its numbers, and the UI lays out and animates at `time`.
  public func update(at time: Double) {
    let step = clockTime.map { min(max(0, time - $0), Self.maximumStep) } ?? 0
    clockTime = time
    // Keys the UI holds now (a focused chat field, the menu) come up in the UI: the game must not
    // think them still held.
    if host.wantsKeyboard { game.releaseAll() }
    game.resize(to: SIMD2(host.window.size.width, host.window.size.height))
    if !isPaused {
      gameTime += step
      game.advance(to: gameTime)
      if game.isOver { setPaused(true) }
    }
    hud.show(score: game.score, health: game.health)
    host.update(at: time)
  }

  /// Draws the game, then the HUD over it, into the renderer's current target.
  public func render() {
    game.draw(into: renderer, scale: host.window.scale)
    host.render()
  }

  /// Whether a loop may sleep until the next event: the game stands still and the HUD needs no redraw.
  public var isIdle: Bool { isPaused && !host.needsRedraw }
}
