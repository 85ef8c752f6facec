import Boxwood

extension Section {
  /// BoxView: the seed README's login form, the same form right to left, and a toolbar with flex spacers.
  static func boxView() -> Section {
    Section(
      "BoxView",
      items: [
        caption("a login form: one .y box, two nested .x boxes", loginForm(direction: .forceLeftToRight)),
        caption("the same items, right to left", loginForm(direction: .forceRightToLeft)),
        caption("an .x box: flex spacers 1 : 2, centred icons", toolbar()),
      ])
  }

  /// A fixed-size frame holding a BoxView that fills it.
  static func boxFrame(_ box: BoxView, width: Double, height: Double) -> View {
    let frame = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    frame.addSubview(box)
    frame.addBoxItems([box.boxed])
    return frame
  }

  static func loginForm(direction: SemanticContentAttribute) -> View {
    let box = BoxView(axis: .y, spacing: 14, insets: .all(16))
    box.semanticContentAttribute = direction
    box.forceSubviewsSCA = true
    box.backgroundColor = .white
    box.cornerRadius = 12
    box.borderWidth = 1
    box.borderColor = Color(white: 0.85)
    let title = Label("Login", font: .system(size: 20, weight: .bold))
    let rows = [("user", "Name"), ("lock", "Password")].map { icon, placeholder in
      let row = BoxView(axis: .x, spacing: 10)
      row.items = [
        ImageView(image: try? Image.named(icon)).boxed.centerY(),
        field(placeholder).boxed,
      ]
      return row
    }
    let forgot = Label("Forgot password?", font: .system(size: 13, weight: .medium), textColor: .systemBlue)
    box.items = [
      title.boxed.centerX(),
      rows[0].boxed,
      rows[1].boxed,
      forgot.boxed.left(>=0),
      button("Login").boxed.top(10).allX(40),
    ]
    return boxFrame(box, width: 280, height: 276)
  }

  static func toolbar() -> View {
    let box = BoxView(axis: .x, spacing: 8, insets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
    box.backgroundColor = Color(hex: 0xF2F2F7)
    box.cornerRadius = 10
    let back = Label("‹ Back", font: .system(size: 15, weight: .medium), textColor: .systemBlue)
    let title = Label("Inbox", font: .system(size: 15, weight: .semibold))
    let icons = ["user", "lock"].map { ImageView(image: try? Image.named($0)) }
    box.items = [
      back.boxed.centerY(),
      BoxItem.flex(1),
      title.boxed.centerY(),
      BoxItem.flex(2),
      icons[0].boxed.centerY(),
      icons[1].boxed.centerY(),
    ]
    return boxFrame(box, width: 280, height: 48)
  }

  /// A text-field look-alike (controls come later): a bordered box 36 points high with placeholder text.
  static func field(_ placeholder: String) -> View {
    let field = View()
    field.backgroundColor = Color(hex: 0xF2F2F7)
    field.cornerRadius = 8
    let label = Label(placeholder, font: .system(size: 15), textColor: Color(white: 0.55))
    field.addBoxItems([label.boxed.centerY().left(10).right(>=10)])
    field.pinHeight(36)
    return field
  }

  /// A filled button look-alike.
  static func button(_ title: String) -> View {
    let button = View()
    button.backgroundColor = .systemBlue
    button.cornerRadius = 9
    let label = Label(title, font: .system(size: 15, weight: .semibold), textColor: .white)
    button.addBoxItems([label.boxed.centerX().centerY()])
    button.pinHeight(38)
    return button
  }
}
