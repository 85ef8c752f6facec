import Boxwood
import BoxwoodSDL
import CSDL2

extension GameOverlay {
  /// The scripts `GameOverlay --scenario NAME` plays. Their actions act through a ``GameDriver``: real
  /// SDL events through ``handle(_:)``, so the UI decides what the game gets, as in the window. (The
  /// ``ScriptedInput`` every ``ExampleScenario`` action is also given dispatches to the Boxwood window
  /// directly, past the game; these scripts do not use it.)
  public static var scenarios: [ExampleScenario<GameDriver>] {
    [
      ExampleScenario(
        "play", summary: "move with D and S, then click two coins: the player collects them (score 20)",
        steps: [
          .keyMoment(at: 0) { driver, _ in driver.keyDown(SDLK_d) },
          .at(0.6) { driver, _ in driver.keyUp(SDLK_d) },
          .at(0.6) { driver, _ in driver.keyDown(SDLK_s) },
          .at(1.0) { driver, _ in driver.keyUp(SDLK_s) },
          .at(1.1) { driver, _ in driver.clickCoin(nearest: true) },
          .at(2.6) { driver, _ in driver.clickCoin(nearest: true) },
        ]),
      ExampleScenario(
        "pause", summary: "play for a second, press Escape (the key moment): the pause menu slides in",
        steps: [
          .at(0.2) { driver, _ in driver.keyDown(SDLK_RIGHT) },
          .keyMoment(at: 1.0) { driver, _ in driver.press(SDLK_ESCAPE) },
        ]),
      ExampleScenario(
        "chat",
        summary: "click the chat, type \"gg wasd\", press Return (the key moment), start another line",
        steps: [
          .at(0.3) { driver, _ in driver.click(driver.overlay.hud.chatField) },
          .at(0.5) { driver, _ in driver.type("gg wasd") },
          .keyMoment(at: 1.0) { driver, _ in driver.press(SDLK_RETURN) },
          .at(1.2) { driver, _ in driver.press(SDLK_RETURN) },
          .at(1.4) { driver, _ in driver.type("brb") },
        ]),
    ]
  }

  /// The scenario with that name, if there is one.
  public static func scenario(named name: String) -> ExampleScenario<GameDriver>? {
    scenarios.first { $0.name == name }
  }
}

extension GameDriver {
  /// A click on the field at a coin's centre, sending the player there: the coin nearest the player, or
  /// the farthest.
  public func clickCoin(nearest: Bool) {
    let game = overlay.game
    let centre = game.player + Game.playerSize / 2
    func distance(_ coin: SIMD2<Double>) -> Double {
      let offset = coin + Game.coinSize / 2 - centre
      return (offset * offset).sum()
    }
    let sorted = game.coins.sorted { distance($0) < distance($1) }
    guard let coin = nearest ? sorted.first : sorted.last else { return }
    click(at: Point(x: coin.x + Game.coinSize / 2, y: coin.y + Game.coinSize / 2))
  }
}
