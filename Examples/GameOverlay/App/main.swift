// A small SDL game with a Boxwood HUD: the game owns the window, the loop and the renderer; Boxwood is a
// guest through GameHost (score, health, Pause, chat, and an animated pause menu).
//   swift run GameOverlay                                 a window (a headless PNG without a display)
//   swift run GameOverlay --snapshot game.png             one frame, headless
//   swift run GameOverlay --scenario pause --time 0.15 --snapshot menu.png
//                                                         0.15 s into the pause menu's animation
//   swift run GameOverlay --help                          every option and scenario
import Foundation
import GameOverlayKit

let code = MainActor.assumeIsolated { GameOverlayCommand.run(arguments: CommandLine.arguments) }
exit(code)
