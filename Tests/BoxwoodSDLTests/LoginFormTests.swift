import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Foundation
import LoginFormUI
import Testing

/// The LoginForm example (Examples/LoginForm): goldens of its states and scripted scenarios, its
/// behaviour driven through real events, and the `--scenario` / `--time` options.
///
/// Windows are built with `LoginFormView.install(in:)` and played with `ScenarioRunner`, exactly as
/// `LoginForm --scenario NAME --time T --snapshot PATH` does, so the goldens are what the app renders.
@Suite("LoginForm example", .serialized)
@MainActor
struct LoginFormTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// The app's default window size.
  static let appSize = Size(width: 520, height: 560)

  /// A window showing the form, with a runner for a scenario (none for nil) that has played up to `moment`.
  func play(
    _ scenario: String?, to moment: ScenarioMoment? = nil, size: Size = appSize
  ) throws -> (window: Window, form: LoginFormView, runner: ScenarioRunner<LoginFormView>) {
    let window = Window(title: "LoginForm", size: size)
    let form = LoginFormView.install(in: window)
    let script = try scenario.map { name in try #require(LoginFormView.scenario(named: name)) }
    let runner = ScenarioRunner(window: window, content: form, scenario: script)
    if let moment { runner.run(to: moment) } else { runner.run(to: .afterKeyMoment(0)) }
    return (window, form, runner)
  }

  func render(_ window: Window) throws -> RenderedImage { try TestRenderer.shared.render(window) }

  /// The frame of `view` in window coordinates (model values).
  func windowFrame(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

  // MARK: Goldens

  @Test("the form at rest: title, two rows with icons, Forgot password?, Login; focus in Name")
  func formAtRest() throws {
    let (window, form, _) = try play(nil)
    assertSnapshot(try render(window), named: "rest")
    #expect(form.nameField.isFirstResponder)
    #expect(form.errorLabel.superview == nil)
  }

  @Test("empty-login: the error label at 0, 0.15 and 0.3 s of its animation, and as its text comes out")
  func emptyLoginGoldens() throws {
    let (window, _, runner) = try play("empty-login")
    assertSnapshot(try render(window), named: "empty-login-0.00")
    runner.run(to: .afterKeyMoment(0.15))
    assertSnapshot(try render(window), named: "empty-login-0.15")
    // Halfway the label's text is still behind the field (see errorLabelIsPartwayAt015); by 0.22 s its
    // upper part shows under the field.
    runner.run(to: .afterKeyMoment(0.22))
    assertSnapshot(try render(window), named: "empty-login-0.22")
    runner.run(to: .afterKeyMoment(0.3))
    assertSnapshot(try render(window), named: "empty-login-0.30")
  }

  @Test("missing-password: the error under Password, focus in Password")
  func missingPasswordGolden() throws {
    let (window, form, _) = try play("missing-password", to: .atRest)
    assertSnapshot(try render(window), named: "missing-password")
    #expect(form.errorField === form.passwordField)
    #expect(form.passwordField.isFirstResponder)
  }

  @Test("filled-login: the success card, mid-way and at rest")
  func successGoldens() throws {
    let (window, form, runner) = try play("filled-login", to: .afterKeyMoment(0.15))
    assertSnapshot(try render(window), named: "success-0.15")
    runner.run(to: .atRest)
    assertSnapshot(try render(window), named: "success")
    #expect(form.signedInName == "alice")
    #expect(form.successView.messageLabel.text == "Signed in as alice")
    #expect(form.boxView.isHidden)
    #expect(form.successView.presentation.alpha == 1)
  }

  @Test("a narrow (300 pt) and a wide (900 pt) window")
  func narrowAndWideGoldens() throws {
    let narrow = try play(nil, size: Size(width: 300, height: 520))
    assertSnapshot(try render(narrow.window), named: "narrow")
    let wide = try play(nil, size: Size(width: 900, height: 500))
    assertSnapshot(try render(wide.window), named: "wide")
    #expect(narrow.form.boxView.frame.width == 300 - 2 * LoginFormView.margin)
    #expect(wide.form.boxView.frame.width == LoginFormView.maximumWidth)
  }

  @Test("forgot-password: the hint under the button")
  func forgotHintGolden() throws {
    let (window, form, _) = try play("forgot-password", to: .atRest)
    assertSnapshot(try render(window), named: "forgot-password")
    #expect(form.hintLabel.superview === form.boxView)
    #expect(form.hintLabel.frame.minY == form.forgotButton.frame.maxY)
  }

  // MARK: The error label

  @Test("at 0.15 s the label's presentation frame lies strictly between the field's frame and its own")
  func errorLabelIsPartwayAt015() throws {
    let plain = try play(nil)
    let start = plain.form.nameField.convert(plain.form.nameField.bounds, to: plain.form.boxView)
    let rowBefore = plain.form.passwordBoxView.frame
    let scripted = try play("empty-login", to: .afterKeyMoment(0.15))
    let label = scripted.form.errorLabel
    let end = label.frame
    let shown = label.presentation.frame
    #expect(end.minY == start.maxY)
    #expect(shown.minY > start.minY && shown.minY < end.minY)
    #expect(shown.height < start.height && shown.height > end.height)
    #expect(shown.minX == end.minX && end.minX == start.minX)
    // Behind the row: first in the box's drawing order (z: .back).
    #expect(scripted.form.boxView.subviews.first === label)
    // The rows below are partway down too.
    let row = scripted.form.passwordBoxView.presentation.frame
    #expect(row.minY > rowBefore.minY && row.minY < scripted.form.passwordBoxView.frame.minY)
    #expect(scripted.window.hasRunningAnimations)
  }

  @Test("at rest the rows below the error move down by the label's height (its top pin cancels the spacing)")
  func rowsMoveDownByLabelHeight() throws {
    let plain = try play(nil)
    let before = [plain.form.passwordBoxView, plain.form.forgotButton, plain.form.loginButton].map(\.frame)
    let scripted = try play("empty-login", to: .atRest)
    let label = scripted.form.errorLabel
    #expect(label.frame.height > 0)
    let after = [scripted.form.passwordBoxView, scripted.form.forgotButton, scripted.form.loginButton]
    for (view, old) in zip(after, before) {
      #expect(view.frame.minY == old.minY + label.frame.height)
      #expect(view.presentation.frame == view.frame)
    }
    #expect(label.frame.minY == scripted.form.nameBoxView.frame.maxY)
    let field = scripted.form.nameField
    #expect(label.frame.minX == field.convert(field.bounds, to: scripted.form.boxView).minX)
    #expect(!scripted.window.hasRunningAnimations)
  }

  @Test("typing into the field removes the label at once and the rows glide back")
  func typingRemovesTheLabel() throws {
    let plain = try play(nil)
    let original = plain.form.passwordBoxView.frame
    let (window, form, runner) = try play("error-cleared", to: .afterKeyMoment(0))
    #expect(form.errorLabel.superview == nil)
    #expect(form.errorField == nil)
    #expect(form.nameField.text == "a")
    let lowered = form.passwordBoxView.presentation.frame.minY
    #expect(lowered > original.minY)
    runner.run(to: .afterKeyMoment(0.15))
    let gliding = form.passwordBoxView.presentation.frame.minY
    #expect(gliding < lowered && gliding > original.minY)
    runner.run(to: .atRest)
    #expect(form.passwordBoxView.frame == original)
    #expect(form.passwordBoxView.presentation.frame == original)
    #expect(!window.hasRunningAnimations)
  }

  @Test("editing the other field leaves the error; a later Login moves it to the field still empty")
  func editingTheOtherField() throws {
    let (window, form, runner) = try play("empty-login", to: .atRest)
    let input = ScriptedInput(window: window)
    input.click(form.passwordField)
    input.type("secret")
    #expect(form.errorField === form.nameField)
    #expect(form.errorLabel.superview === form.boxView)
    input.click(form.nameField)
    input.type("bob")
    #expect(form.errorLabel.superview == nil)
    // Both filled now: Login signs in.
    input.press(.returnKey)
    #expect(form.signedInName == "bob")
    runner.run(to: .atRest)
    #expect(form.boxView.isHidden)
  }

  @Test("pressing Login twice shows one label; with the name filled it moves under Password")
  func loginTwice() throws {
    let (window, form, runner) = try play("empty-login", to: .atRest)
    let items = form.boxView.items.count
    let input = ScriptedInput(window: window)
    input.click(form.loginButton)
    #expect(form.boxView.items.count == items)
    #expect(form.boxView.subviews.filter { $0 === form.errorLabel }.count == 1)
    _ = window.makeDisplayList()
    #expect(!window.hasRunningAnimations)

    form.nameField.text = "alice"
    input.click(form.loginButton)
    #expect(form.boxView.items.count == items)
    #expect(form.errorField === form.passwordField)
    runner.run(to: .atRest)
    #expect(form.errorLabel.frame.minY == form.passwordBoxView.frame.maxY)
    #expect(form.errorLabel.text == "Please enter your password")
  }

  // MARK: Keyboard

  @Test("Return in a field submits")
  func returnSubmits() throws {
    let (window, form, _) = try play(nil)
    let input = ScriptedInput(window: window)
    input.press(.returnKey)
    #expect(form.errorField === form.nameField)
    input.type("alice")
    input.press(.tab)
    #expect(form.passwordField.isFirstResponder)
    input.press(.returnKey)
    #expect(form.errorField === form.passwordField)
    input.type("secret")
    input.press(.returnKey)
    #expect(form.signedInName == "alice")
  }

  @Test("Tab goes name → password → forgot → login → name")
  func tabOrder() throws {
    let (window, form, _) = try play(nil)
    let input = ScriptedInput(window: window)
    var visited: [View?] = [window.firstResponder]
    for _ in 0..<4 {
      input.press(.tab)
      visited.append(window.firstResponder)
    }
    let expected: [View] = [
      form.nameField, form.passwordField, form.forgotButton, form.loginButton, form.nameField,
    ]
    #expect(visited.count == expected.count)
    for (got, want) in zip(visited, expected) { #expect(got === want, "\(String(describing: got))") }
  }

  @Test("signed in, Tab reaches only Sign out; Sign out brings the form back with the password cleared")
  func signOut() throws {
    let (window, form, runner) = try play("filled-login", to: .atRest)
    #expect(
      window.keyViewOrder().map(ObjectIdentifier.init) == [ObjectIdentifier(form.successView.signOutButton)])
    ScriptedInput(window: window).click(form.successView.signOutButton)
    runner.run(to: .atRest)
    #expect(form.signedInName == nil)
    #expect(!form.boxView.isHidden && form.boxView.presentation.alpha == 1)
    #expect(form.successView.isHidden)
    #expect(form.nameField.text == "alice" && form.passwordField.text.isEmpty)
    #expect(form.passwordField.isFirstResponder)
  }

  // MARK: Resizing

  @Test("resizing keeps every part of the form inside the window, centred, at most 420 pt wide")
  func resizeKeepsEverythingInside() throws {
    let (window, form, _) = try play("empty-login", to: .atRest)
    let parts: [View] = [
      form.boxView, form.titleLabel, form.nameImageView, form.nameField, form.passwordImageView,
      form.passwordField, form.forgotButton, form.loginButton, form.errorLabel,
    ]
    for size in [(280.0, 560.0), (320, 480), (520, 560), (900, 500), (1600, 1000), (360, 440)] {
      window.size = Size(width: size.0, height: size.1)
      _ = window.makeDisplayList()
      #expect(!window.hasRunningAnimations, "a resize is not animated")
      let bounds = Rect(origin: .zero, size: window.size)
      for part in parts {
        let frame = windowFrame(part)
        #expect(bounds.contains(frame), "\(part.debugName ?? "?") \(frame) outside \(bounds)")
        #expect(frame.width > 0 && frame.height > 0)
      }
      let card = windowFrame(form.boxView)
      #expect(card.width <= LoginFormView.maximumWidth)
      #expect(abs(card.midX - bounds.midX) < 0.5)
      #expect(card.minX >= LoginFormView.margin - 1e-9)
    }
  }

  @Test("a window too short for the form scrolls, and Tab brings Login into view")
  func shortWindowScrolls() throws {
    let (window, form, _) = try play(nil, size: Size(width: 360, height: 300))
    #expect(form.scrollView.contentView.frame.height > 300)
    let input = ScriptedInput(window: window)
    for _ in 0..<3 { input.press(.tab) }
    #expect(form.loginButton.isFirstResponder)
    window.layoutIfNeeded()
    let login = windowFrame(form.loginButton)
    #expect(Rect(origin: .zero, size: window.size).contains(login), "\(login)")
  }

  // MARK: Command line

  @Test(
    "bad --scenario and --time values are refused, naming the option and the value",
    arguments: [
      (["--scenario", "nope"], "--scenario", "nope"),
      (["--time", "-1"], "--time", "-1"),
      (["--time", "nan"], "--time", "nan"),
      (["--time", "abc"], "--time", "abc"),
      (["--time", "inf"], "--time", "inf"),
      (["--time", "1e9"], "--time", "1e9"),
      (["--time"], "--time", ""),
      (["--scenario"], "--scenario", ""),
    ])
  func badScenarioOptions(arguments: [String], option: String, value: String) throws {
    let names = LoginFormView.scenarios.map(\.name)
    do {
      _ = try LaunchOptions.parse(arguments, scenarios: names)
      Issue.record("\(arguments) was accepted")
    } catch {
      guard case .invalidOption(let badOption, let badValue, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(badOption == option)
      #expect(badValue == value)
      #expect(error.description.contains("\"\(value)\" for \(option)"))
      if option == "--scenario" && !value.isEmpty {
        #expect(error.description.contains("empty-login"), "the valid names are listed")
      }
    }
    let code = Application.runExample(
      title: "LoginForm", defaultSize: Self.appSize, scenarios: LoginFormView.scenarios,
      arguments: ["LoginForm"] + arguments
    ) { LoginFormView.install(in: $0) }
    #expect(code == 2)
  }

  @Test("good scenario options parse; an example without scenarios refuses any name")
  func goodScenarioOptions() throws {
    let options = try LaunchOptions.parse(
      ["--scenario", "empty-login", "--time", "0.15", "--snapshot", "a.png"], scenarios: ["empty-login"])
    #expect(options.scenario == "empty-login")
    #expect(options.time == 0.15)
    #expect(try LaunchOptions.parse(["--time", "0"]).time == 0)
    #expect(throws: BoxwoodSDLError.self) { _ = try LaunchOptions.parse(["--scenario", "empty-login"]) }
    let usage = LaunchOptions.usage(
      program: "LoginForm", scenarios: LoginFormView.scenarios.map { ($0.name, $0.summary) })
    #expect(
      usage.contains("--scenario NAME") && usage.contains("--time SECONDS") && usage.contains("key moment"))
    #expect(usage.contains("filled-login"))
  }

  @Test("--scenario empty-login --time 0.15 --snapshot renders the same frame as the golden")
  func commandLineRendersTheGolden() throws {
    let path = temporaryPath("login-0.15.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let code = Application.runExample(
      title: "LoginForm", defaultSize: Self.appSize, scenarios: LoginFormView.scenarios,
      arguments: ["LoginForm", "--scenario", "empty-login", "--time", "0.15", "--snapshot", path]
    ) { LoginFormView.install(in: $0) }
    #expect(code == 0)
    assertSnapshot(try RenderedImage(contentsOfFile: path), named: "empty-login-0.15")
  }

  @Test("--time counts from the key moment; without a scenario from the first frame")
  func timeIsCountedFromTheKeyMoment() throws {
    let scripted = try play("filled-login", to: .afterKeyMoment(0.25))
    let key = try #require(LoginFormView.scenario(named: "filled-login")).keyMoment
    #expect(key == 1.0)
    #expect(abs(scripted.window.frameTime - 1.25) < 1e-12)
    let plain = try play(nil, to: .afterKeyMoment(0.6))
    #expect(abs(plain.window.frameTime - 0.6) < 1e-12)
    // At rest: nothing animates any more, and the frame is the last one that moved.
    let rest = try play("empty-login", to: .atRest)
    #expect(!rest.window.hasRunningAnimations)
    #expect(rest.window.frameTime >= 0.1 + LoginFormView.errorAnimationDuration)
    #expect(rest.window.frameTime < 0.1 + LoginFormView.errorAnimationDuration + 2.0 / 60)
  }
}
