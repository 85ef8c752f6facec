import Boxwood

extension Section {
  /// Controls that work: a sign-in card whose fields take typing, selection, the clipboard and input
  /// methods, and a settings card with a checkbox, a switch, a slider driving a progress bar, and buttons.
  /// Tab moves between them all.
  static func controls() -> Section {
    Section(
      "Controls",
      items: [
        caption("type, select, copy and paste; Tab moves on", signInCard()),
        caption("the slider drives the progress bar", settingsCard()),
      ])
  }

  static func signInCard() -> View {
    let box = BoxView(axis: .y, spacing: 12, insets: .all(16))
    card(box)
    let name = TextField(placeholder: "Email address")
    let password = TextField(placeholder: "Password")
    password.isSecureTextEntry = true
    let status = Label("", font: .system(size: 13), textColor: .secondaryLabel)
    let signIn = Button(title: "Sign in", style: .filled)
    signIn.addAction(for: .primaryActionTriggered) { _ in
      status.text = name.text.isEmpty ? "Enter your email address" : "Signing in \(name.text)…"
    }
    password.returnKeyAction = .focusNext
    box.items = [
      Label("Sign in", font: .system(size: 20, weight: .bold)).boxed,
      name.boxed,
      password.boxed,
      Checkbox(title: "Remember me", isOn: true).boxed.right(>=0),
      signIn.boxed.top(4),
      status.boxed.centerX().bottom(>=0),
    ]
    return boxFrame(box, width: 300, height: 300)
  }

  static func settingsCard() -> View {
    let box = BoxView(axis: .y, spacing: 14, insets: .all(16))
    card(box)
    let wifi = Switch(isOn: true)
    wifi.accessibilityLabel = "Wi-Fi"
    let volume = Slider(value: 0.35, in: 0...1)
    volume.accessibilityLabel = "Volume"
    let level = ProgressView(progress: 0.35)
    // The slider comes in as the action's argument: capturing `volume` would make it own itself.
    volume.addAction(for: .valueChanged) { control in
      if let slider = control as? Slider { level.progress = slider.value }
    }
    let row = BoxView(axis: .x, spacing: 10)
    row.items = [
      Label("Wi-Fi", font: .system(size: 15)).boxed.centerY(), BoxItem.flex(), wifi.boxed.centerY(),
    ]
    let buttons = BoxView(axis: .x, spacing: 10)
    buttons.items = [
      Button(title: "Cancel").boxed, Button(title: "Save", style: .filled).boxed,
      Button(title: "Help", style: .plain).boxed.right(>=0),
    ]
    box.items = [
      Label("Settings", font: .system(size: 20, weight: .bold)).boxed,
      row.boxed,
      Label("Volume", font: .system(size: 13), textColor: .secondaryLabel).boxed,
      volume.boxed,
      level.boxed,
      Checkbox(title: "Show in menu bar").boxed.right(>=0),
      buttons.boxed.bottom(>=0),
    ]
    return boxFrame(box, width: 300, height: 300)
  }

  /// A white card's look.
  static func card(_ view: View) {
    view.backgroundColor = .white
    view.cornerRadius = 12
    view.borderWidth = 1
    view.borderColor = Color(white: 0.85)
  }
}
