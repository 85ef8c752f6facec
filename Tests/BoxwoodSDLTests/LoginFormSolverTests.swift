import Boxwood
import BoxwoodSDL
import LoginFormUI
import Testing

/// The LoginForm's layout system returns to the same size and shape after its error label and hint come
/// and go: the same rows and the same definitions each, not only the same sum (issue 18's ratchet).
@Suite("LoginForm: the solver returns to where it was", .serialized)
@MainActor
struct LoginFormSolverTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// Plays frames a tenth of a second apart until the form has settled.
  func settle(_ window: Window) {
    for _ in 0..<12 {
      window.frameTime += 0.1
      window.layoutIfNeeded()
      _ = window.makeDisplayList()
    }
  }

  @Test(
    "the error label under each field and the hint, shown and hidden 5 times: same rows, same definitions")
  func errorLabelComesAndGoes() throws {
    let window = Window(title: "LoginForm", size: Size(width: 520, height: 560))
    let form = LoginFormView.install(in: window)
    settle(window)
    let start = window.statistics
    #expect(start.solverDefinitions > 30)
    for round in 0..<5 {
      form.showError(for: round % 2 == 0 ? form.nameField : form.passwordField)
      settle(window)
      #expect(window.statistics.solverConstraints > start.solverConstraints)
      form.hideError()
      settle(window)
      form.toggleForgotHint()
      settle(window)
      form.toggleForgotHint()
      settle(window)
      let home = window.statistics
      #expect(home.solverRows == start.solverRows, "round \(round): \(home) against \(start)")
      #expect(home.solverDefinitions == start.solverDefinitions, "round \(round): \(home) against \(start)")
      #expect(home.solverSymbols == start.solverSymbols, "round \(round)")
    }
  }
}
