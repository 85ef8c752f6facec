import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import CSDL2
import Foundation
import GameOverlayKit
import Testing

/// The GameOverlay example (Examples/GameOverlay): a game that owns its SDL loop with a Boxwood HUD hosted by
/// GameHost. Goldens of the game and its HUD, the routing of input between the two through real SDL events,
/// the HUD's dirty tracking, and the command line.
///
/// Every frame is made by ``HeadlessGame`` exactly as `GameOverlay --scenario NAME --time T --snapshot PATH`
/// makes it (software renderer on a surface, manual clock at 60 Hz), so the goldens are what the app renders.
@Suite("GameOverlay example", .serialized)
@MainActor
struct GameOverlayTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// A headless game at the app's default size, its scenario (if any) played up to `moment`.
  func play(_ scenario: String?, to moment: ScenarioMoment = .afterKeyMoment(0)) throws -> HeadlessGame {
    let script = try scenario.map { name in try #require(GameOverlay.scenario(named: name)) }
    let game = try HeadlessGame(size: GameOverlayCommand.defaultSize, scenario: script)
    game.run(to: moment)
    return game
  }

  /// The centre of a HUD view in window coordinates.
  func centre(_ view: View) -> Point {
    view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  // MARK: Goldens

  @Test("the game 3.5 s into `play`: two coins collected (Score 20), full health, the HUD over the field")
  func playGolden() throws {
    let game = try play("play", to: .afterKeyMoment(3.5))
    assertSnapshot(try game.image(), named: "play-3.50")
    #expect(game.overlay.game.score == 20)
    #expect(game.overlay.hud.scoreLabel.text == "Score 20")
  }

  @Test("`pause`: the menu at 0, 0.15 and 0.3 s of its animation, sliding down as it fades in")
  func pauseGoldens() throws {
    let game = try play("pause")
    assertSnapshot(try game.image(), named: "pause-0.00")
    let menu = game.overlay.hud.pauseMenu
    #expect(!menu.isHidden && menu.card.presentation.alpha == 0)
    game.run(to: .afterKeyMoment(0.15))
    assertSnapshot(try game.image(), named: "pause-0.15")
    let halfway = menu.card.presentation.frame.minY
    #expect(menu.card.presentation.alpha > 0.5 && menu.card.presentation.alpha < 1)
    game.run(to: .afterKeyMoment(0.3))
    assertSnapshot(try game.image(), named: "pause-0.30")
    #expect(menu.card.presentation.alpha == 1)
    #expect(menu.presentation.backgroundColor == PauseMenuView.dimmed)
    #expect(menu.card.presentation.frame.minY > halfway, "the card slides down")
    #expect(menu.card.presentation.frame == menu.card.frame)
  }

  @Test("`chat`: the posted line above the field, a second line being typed; the player never moved")
  func chatGolden() throws {
    let game = try play("chat", to: .afterKeyMoment(0.6))
    assertSnapshot(try game.image(), named: "chat-0.60")
    #expect(game.overlay.chatMessages == ["gg wasd"])
    #expect(game.overlay.hud.chatLog.texts == ["You: gg wasd"])
    #expect(game.overlay.hud.chatField.text == "brb")
    let start = (GameOverlayCommand.defaultSize.width - Game.playerSize) / 2
    #expect(game.overlay.game.player.x == start, "WASD typed into the chat did not move the player")
  }

  // MARK: Input routing

  @Test("WASD moves the player while the chat is not focused, and not while it is")
  func movementKeysAndChatFocus() throws {
    let game = try play(nil)
    let overlay = game.overlay
    let start = overlay.game.player
    game.driver.keyDown(SDLK_d)
    game.run(until: 0.5)
    game.driver.keyUp(SDLK_d)
    let moved = overlay.game.player
    #expect(moved.x > start.x + 100 && moved.y == start.y)
    // The chat takes the keyboard: the same keys type instead.
    game.driver.click(overlay.hud.chatField)
    #expect(overlay.host.wantsKeyboard)
    game.driver.type("wasd")
    game.driver.keyDown(SDLK_s)
    game.run(until: 1.0)
    game.driver.keyUp(SDLK_s)
    #expect(overlay.game.player == moved)
    #expect(overlay.hud.chatField.text == "wasd")
    // Escape ends the editing; the keys are the game's again.
    game.driver.press(SDLK_ESCAPE)
    #expect(!overlay.host.wantsKeyboard && !overlay.isPaused)
    game.driver.keyDown(SDLK_s)
    game.run(until: 1.5)
    #expect(overlay.game.player.y > moved.y + 100)
  }

  @Test("a key held when the chat takes the keyboard is let go: its release comes up in the UI")
  func heldKeyReleasedByFocus() throws {
    let game = try play(nil)
    let overlay = game.overlay
    game.driver.keyDown(SDLK_RIGHT)
    game.run(until: 0.2)
    game.driver.click(overlay.hud.chatField)
    game.run(until: 0.3)
    let stopped = overlay.game.player
    game.driver.keyUp(SDLK_RIGHT)  // consumed by the UI
    game.run(until: 1.0)
    #expect(overlay.game.player == stopped)
    #expect(overlay.game.held.isEmpty)
  }

  @Test("a click on Pause pauses (game time stops) and does not reach the game")
  func pauseButtonClick() throws {
    let game = try play(nil)
    let overlay = game.overlay
    game.run(until: 1.0)
    let time = overlay.game.time
    let sprites = overlay.game.sprites
    game.driver.click(overlay.hud.pauseButton)
    #expect(overlay.isPaused)
    #expect(overlay.gameClicks == 0)
    #expect(overlay.game.target == nil)
    game.run(until: 1.5)
    game.run(until: 3.0)
    #expect(overlay.game.time == time)
    #expect(overlay.game.sprites == sprites)
    // The dimmed background is the menu's too: a click on it does not reach the game either.
    game.driver.click(at: Point(x: 60, y: 300))
    #expect(overlay.gameClicks == 0)
    // Resume: time goes on from where it stopped.
    game.driver.click(overlay.hud.pauseMenu.resumeButton)
    #expect(!overlay.isPaused)
    game.run(until: 3.5)
    #expect(abs(overlay.game.time - (time + 0.5)) < 1e-9)
  }

  @Test("a click on empty space reaches the game: the player heads for it")
  func clickOnEmptySpace() throws {
    let game = try play(nil)
    let overlay = game.overlay
    let point = Point(x: 600, y: 300)
    #expect(overlay.host.window.hitTest(point) === overlay.hud, "nothing of the HUD is there")
    game.driver.click(at: point)
    #expect(overlay.gameClicks == 1)
    #expect(overlay.game.target != nil)
    game.run(until: 2)
    let centre = overlay.game.player + Game.playerSize / 2
    #expect(abs(centre.x - 600) < 1e-9 && abs(centre.y - 300) < 1e-9)
    // Between the chat's lines and around the field the column is bare: empty space too.
    game.driver.click(at: Point(x: 20, y: 420))
    #expect(overlay.gameClicks == 2)
  }

  @Test("Escape opens the menu (the game's key), and closes it again (the UI's key: Resume has focus)")
  func escapeTogglesTheMenu() throws {
    let game = try play(nil)
    let overlay = game.overlay
    let menu = overlay.hud.pauseMenu
    game.driver.press(SDLK_ESCAPE)
    #expect(overlay.isPaused && menu.isShown)
    game.run(to: .afterKeyMoment(0.5))
    #expect(menu.resumeButton.isFirstResponder)
    #expect(overlay.host.wantsKeyboard, "the menu works from the keyboard")
    game.driver.press(SDLK_ESCAPE)
    #expect(!overlay.isPaused && !menu.isShown)
    #expect(!overlay.host.wantsKeyboard, "the keys are the game's again")
    game.run(to: .afterKeyMoment(1))
    #expect(menu.isHidden)
    game.driver.press(SDLK_ESCAPE)
    #expect(overlay.isPaused)
    // Return on the focused Resume button resumes too.
    game.driver.press(SDLK_RETURN)
    #expect(!overlay.isPaused)
  }

  @Test("the menu's buttons and slider: Restart starts over, the slider sets the volume, Quit asks to quit")
  func menuControls() throws {
    let game = try play("play", to: .afterKeyMoment(3.5))
    let overlay = game.overlay
    #expect(overlay.game.score == 20)
    game.driver.click(overlay.hud.pauseButton)
    game.run(to: .afterKeyMoment(4))
    let slider = overlay.hud.pauseMenu.volumeSlider
    let track = slider.convert(slider.trackRect, to: nil)
    game.driver.click(at: Point(x: track.minX + track.width * 0.25, y: track.midY))
    #expect(abs(overlay.volume - 0.25) < 0.05)
    #expect(overlay.hud.pauseMenu.volumeLabel.text == "\(Int((overlay.volume * 100).rounded()))%")
    game.driver.click(overlay.hud.pauseMenu.restartButton)
    #expect(!overlay.isPaused)
    #expect(overlay.game.score == 0 && overlay.game.time == 0)
    game.run(until: 4.1)
    #expect(overlay.hud.scoreLabel.text == "Score 0")
    game.driver.press(SDLK_ESCAPE)
    game.run(to: .afterKeyMoment(5))
    #expect(!overlay.wantsQuit)
    game.driver.click(overlay.hud.pauseMenu.quitButton)
    #expect(overlay.wantsQuit)
  }

  // MARK: HUD state

  @Test("the score label follows the game's score; the HUD needs no redraw while nothing in it changes")
  func scoreAndDirtyTracking() throws {
    let game = try play(nil)
    let overlay = game.overlay
    #expect(overlay.hud.scoreLabel.text == "Score 0")
    #expect(!overlay.host.needsRedraw, "the first frame was drawn")
    // The game moves every frame; the HUD shows the same numbers, so it is not redrawn.
    for frame in 1...30 {
      game.run(until: Double(frame) / 60)
      #expect(!overlay.host.needsRedraw)
    }
    // Head for the nearest coin: the frame the score changes, the HUD needs a redraw, and only then.
    game.driver.clickCoin(nearest: true)
    var time = 0.5
    var redraws = 0
    while overlay.game.score == 0, time < 10 {
      time += 1.0 / 60
      overlay.beginFrame(at: time)
      overlay.update(at: time)
      if overlay.host.needsRedraw { redraws += 1 }
      overlay.render()
    }
    #expect(overlay.game.score == Game.coinValue)
    #expect(overlay.hud.scoreLabel.text == "Score \(Game.coinValue)")
    #expect(redraws == 1)
  }

  @Test("Return in the chat posts a line, which fades out after a few seconds and is removed")
  func chatLinesFade() throws {
    let game = try play("chat", to: .afterKeyMoment(0))
    let log = game.overlay.hud.chatLog
    #expect(log.texts == ["You: gg wasd"])
    let line = try #require(log.lines.first)
    game.run(to: .afterKeyMoment(1))
    #expect(line.presentation.alpha == 1)
    game.run(to: .afterKeyMoment(ChatLogView.lifetime + ChatLogView.fadeDuration / 2))
    #expect(line.presentation.alpha > 0 && line.presentation.alpha < 1)
    game.run(to: .afterKeyMoment(ChatLogView.lifetime + ChatLogView.fadeDuration + 0.1))
    #expect(log.lines.isEmpty)
    #expect(line.superview == nil)
  }

  @Test("health runs out on the hazards: the menu says Game over, Resume is off, Restart starts over")
  func gameOver() throws {
    let game = try play(nil)
    let overlay = game.overlay
    var time = 0.0
    // Chase the nearest hazard, frame after frame (no drawing needed for the game's state).
    while !overlay.game.isOver, time < 60 {
      time += 1.0 / 60
      let player = overlay.game.player
      let hazard = overlay.game.sprites.filter(\.isHazard).min { a, b in
        let da = a.position - player
        let db = b.position - player
        return (da * da).sum() < (db * db).sum()
      }
      if let hazard { overlay.game.move(toward: hazard.position + hazard.size / 2) }
      overlay.update(at: time)
    }
    #expect(overlay.game.health == 0)
    #expect(overlay.isPaused)
    let menu = overlay.hud.pauseMenu
    #expect(menu.titleLabel.text == "Game over")
    #expect(!menu.resumeButton.isEnabled)
    overlay.setPaused(false)
    #expect(overlay.isPaused, "a finished game cannot resume")
    game.driver.press(SDLK_ESCAPE)
    #expect(overlay.isPaused)
    overlay.restart()
    #expect(!overlay.isPaused && overlay.game.health == 100)
  }

  // MARK: The game alone

  @Test("the game is deterministic: the same seed and times give the same state, at any frame rate")
  func determinism() {
    let size = SIMD2(800.0, 500.0)
    let a = Game(size: size)
    let b = Game(size: size)
    let c = Game(size: size)
    a.press(.right)
    b.press(.right)
    c.press(.right)
    for frame in 1...120 { a.advance(to: Double(frame) / 60) }
    for frame in 1...288 { b.advance(to: Double(frame) / 144) }
    c.advance(to: 2)
    for other in [b, c] {
      #expect(other.time == a.time)
      #expect(other.player == a.player)
      #expect(other.sprites == a.sprites)
      #expect(other.coins == a.coins)
    }
    #expect(Game(size: size, seed: 7).sprites != a.sprites)
  }

  // MARK: Command line

  @Test(
    "bad options: exit code 2 and an error naming the option and the value",
    arguments: [
      (["--scenario", "nope"], "--scenario"), (["--time", "-1"], "--time"), (["--size", "800"], "--size"),
      (["--scale", "0"], "--scale"), (["--bogus"], "--bogus"), (["--snapshot"], "--snapshot"),
      (["--size", "200x500"], "--size"), (["--time", "1", "--size", "800x100"], "--size"),
    ])
  func badOptions(arguments: [String], option: String) {
    do {
      _ = try GameOverlayCommand.parse(arguments)
      Issue.record("\(arguments) was accepted")
    } catch {
      guard case .invalidOption(let badOption, _, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(badOption == option)
      if option == "--scenario" { #expect(error.description.contains("play, pause, chat")) }
      if arguments.contains("800x100") {
        #expect(error.description.contains("\"800x100\" for --size: expected at least"))
      }
    }
    #expect(GameOverlayCommand.run(arguments: ["GameOverlay"] + arguments) == 2)
  }

  @Test("--scenario pause --time 0.15 --snapshot writes the golden's frame")
  func commandLineRendersTheGolden() throws {
    let path = temporaryPath("game-pause-0.15.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let code = GameOverlayCommand.run(
      arguments: ["GameOverlay", "--scenario", "pause", "--time", "0.15", "--snapshot", path])
    #expect(code == 0)
    let written = try RenderedImage(contentsOfFile: path)
    let game = try play("pause", to: .afterKeyMoment(0.15))
    #expect(written == (try game.image()))
    // A folder that does not exist: exit code 1, not a crash.
    #expect(GameOverlayCommand.run(arguments: ["GameOverlay", "--snapshot", "/nonexistent/dir/x.png"]) == 1)
  }
}

/// The game in a real SDL window (Xvfb in CI): the HUD and the game's world follow the window's size.
@Suite("GameOverlay in an SDL window", .serialized, .enabled(if: BoxwoodSDL.hasDisplay, "needs a display"))
@MainActor
struct GameOverlayWindowTests {
  @Test("resizing the window resizes the HUD and the game's world; the HUD is redrawn at the new size")
  func resize() throws {
    #expect(ProcessVideo.started)
    // Made outside #require: inside the macro the title's temporary C string is freed before SDL reads it
    // (AddressSanitizer: heap-use-after-free in strlen).
    let made = SDL_CreateWindow(
      "game", 0, 0, 640, 400, SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
    let window = try #require(made)
    defer { SDL_DestroyWindow(window) }
    let renderer = try #require(
      SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue))
    defer { SDL_DestroyRenderer(renderer) }
    let overlay = try GameOverlay(sdlWindow: window, renderer: renderer)
    defer { overlay.detach() }
    overlay.update(at: 0)
    overlay.render()
    #expect(overlay.host.window.size == Size(width: 640, height: 400))
    #expect(overlay.game.size == SIMD2(640, 400))
    SDL_SetWindowSize(window, 720, 460)
    var event = SDL_Event()
    var time = 0.0
    // The window manager answers asynchronously: pump until the size arrives (or give up after a second).
    while overlay.host.window.size.width != 720, time < 1 {
      SDL_Delay(10)
      time += 0.01
      while SDL_PollEvent(&event) != 0 { overlay.handle(event) }
      overlay.update(at: time)
    }
    overlay.update(at: time + 0.01)
    #expect(overlay.host.window.size == Size(width: 720, height: 460))
    #expect(overlay.game.size == SIMD2(720, 460))
    #expect(overlay.host.needsRedraw)
    overlay.render()
    #expect(overlay.host.layer.pixelSize == (720, 460))
    let pause = overlay.hud.pauseButton.convert(overlay.hud.pauseButton.bounds, to: nil)
    #expect(pause.maxX == 720 - HUDView.margin, "the Pause button keeps to the right edge")
  }
}
