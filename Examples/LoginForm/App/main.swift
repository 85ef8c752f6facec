// The seed walkthrough's login form (shared/seeds/001): a BoxView form with an animated error message.
//   swift run LoginForm                                   a window (a headless PNG without a display)
//   swift run LoginForm --snapshot login.png              one frame, headless
//   swift run LoginForm --scenario empty-login --time 0.15 --snapshot error.png
//                                                         0.15 s into the error label's animation
//   swift run LoginForm --help                            every option and scenario
import Boxwood
import BoxwoodSDL
import Foundation
import LoginFormUI

let code = MainActor.assumeIsolated {
  Application.runExample(
    title: "LoginForm", defaultSize: Size(width: 520, height: 560), scenarios: LoginFormView.scenarios
  ) { window in
    LoginFormView.install(in: window)
  }
}
exit(code)
