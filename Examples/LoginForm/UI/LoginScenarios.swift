import Boxwood
import BoxwoodSDL

extension LoginFormView {
  /// The scripts `LoginForm --scenario NAME` plays. Each key moment is the press of Login.
  public static var scenarios: [ExampleScenario<LoginFormView>] {
    [
      ExampleScenario(
        "empty-login", summary: "press Login with both fields empty: the error slides in under Name",
        steps: [
          .keyMoment(at: 0.1) { form, input in input.click(form.loginButton) }
        ]),
      ExampleScenario(
        "missing-password", summary: "type a name, press Login: the error slides in under Password",
        steps: [
          .at(0.1) { _, input in input.type("alice") },
          .keyMoment(at: 0.4) { form, input in input.click(form.loginButton) },
        ]),
      ExampleScenario(
        "error-cleared", summary: "empty-login, then typing a name (the key moment) removes the error",
        steps: [
          .at(0.1) { form, input in input.click(form.loginButton) },
          .keyMoment(at: 0.8) { _, input in input.type("a") },
        ]),
      ExampleScenario(
        "forgot-password", summary: "press Forgot password?: a hint slides in under it",
        steps: [
          .keyMoment(at: 0.1) { form, input in input.click(form.forgotButton) }
        ]),
      ExampleScenario(
        "filled-login", summary: "type a name and a password, press Login: signed in",
        steps: [
          .at(0.1) { form, input in input.click(form.nameField) },
          .at(0.2) { _, input in input.type("alice") },
          .at(0.5) { _, input in input.press(.tab) },
          .at(0.6) { _, input in input.type("correct horse") },
          .keyMoment(at: 1.0) { form, input in input.click(form.loginButton) },
        ]),
    ]
  }

  /// The scenario with that name, if there is one.
  public static func scenario(named name: String) -> ExampleScenario<LoginFormView>? {
    scenarios.first { $0.name == name }
  }

  /// What the LoginForm app shows in a window: the background, the form as the root view, focus in the
  /// name field. The app and the tests build their windows with it.
  @discardableResult
  public static func install(in window: Window) -> LoginFormView {
    window.backgroundColor = window.theme.background
    let form = LoginFormView()
    window.rootView = form
    form.focusFirstField()
    return form
  }
}
