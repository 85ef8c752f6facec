import Boxwood

// The same two pieces of UI as the BoxView section — the seed's login form and a toolbar — laid out by each
// of the other layout systems, so the differences show: what each needs to say the same thing, and what it
// cannot say at all.

extension Section {
  /// StackView (UIStackView's semantics): nested stacks; per-view placement only through wrappers and
  /// custom spacing.
  static func stackView() -> Section {
    Section(
      "StackView",
      items: [
        caption("nested stacks; \"Forgot\" needs its own trailing stack", stackLoginForm()),
        caption("equalSpacing cannot do 1 : 2 flex: spacers", stackToolbar()),
      ])
  }

  /// FrameStackView / KRStackView: frames, not constraints; sizes come from the views' frames.
  static func frameStack() -> Section {
    Section(
      "FrameStackView (KRStackView)",
      items: [
        caption("frames: every size fixed by hand; itemOffset indents", frameLoginForm()),
        caption("horizontal, centred; gaps by itemSpacing", frameToolbar()),
      ])
  }

  /// VBAutolayout's dictionary layout: one dictionary per view, relations written as strings.
  static func dictionaryLayout() -> Section {
    Section(
      "VBAutolayout (dictionary layout)",
      items: [
        caption("one layout dictionary per view, chained by items", dictionaryLoginForm()),
        caption("\"<=\" gaps and centres", dictionaryToolbar()),
      ])
  }

  // MARK: StackView

  static func stackLoginForm() -> View {
    let title = Label("Login", font: .system(size: 20, weight: .bold))
    let rows = [("user", "Name"), ("lock", "Password")].map { icon, placeholder -> StackView in
      let row = StackView(arrangedSubviews: [ImageView(image: try? Image.named(icon)), field(placeholder)])
      row.spacing = 10
      row.alignment = .center
      return row
    }
    let forgot = Label("Forgot password?", font: .system(size: 13, weight: .medium), textColor: .systemBlue)
    // A stack aligns all its views alike: a single view placed differently needs a stack of its own.
    let forgotRow = StackView(arrangedSubviews: [forgot])
    forgotRow.axis = .vertical
    forgotRow.alignment = .trailing
    let titleRow = StackView(arrangedSubviews: [title])
    titleRow.axis = .vertical
    titleRow.alignment = .center
    let login = button("Login")
    let loginRow = StackView(arrangedSubviews: [login])
    loginRow.axis = .vertical
    loginRow.isLayoutMarginsRelativeArrangement = true
    loginRow.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 40, bottom: 0, trailing: 40)
    let stack = StackView(arrangedSubviews: [titleRow, rows[0], rows[1], forgotRow, loginRow])
    stack.axis = .vertical
    stack.spacing = 14
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    return cardFrame(stack, width: 280, height: 276)
  }

  static func stackToolbar() -> View {
    let back = Label("‹ Back", font: .system(size: 15, weight: .medium), textColor: .systemBlue)
    let title = Label("Inbox", font: .system(size: 15, weight: .semibold))
    let icons = ["user", "lock"].map { ImageView(image: try? Image.named($0)) }
    // Spacers: two empty views whose widths are tied 1 : 2 by a constraint the stack knows nothing of.
    let spacers = [View(), View()]
    let stack = StackView(arrangedSubviews: [back, spacers[0], title, spacers[1], icons[0], icons[1]])
    stack.spacing = 8
    stack.alignment = .center
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    stack.backgroundColor = Color(hex: 0xF2F2F7)
    stack.cornerRadius = 10
    for spacer in spacers { spacer.huggingX = .defaultLow - 1 }
    spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor, multiplier: 2).isActive = true
    return cardFrame(stack, width: 280, height: 48, card: false)
  }

  // MARK: FrameStackView

  static func frameLoginForm() -> View {
    let stack = KRStackView(frame: Rect(x: 0, y: 0, width: 280, height: 276))
    stack.direction = .vertical
    stack.spacing = 14
    stack.insets = .all(16)
    stack.translatesCurrentLayout = false
    let title = Label("Login", font: .system(size: 20, weight: .bold))
    title.sizeToFit()
    let rows = [("user", "Name"), ("lock", "Password")].map { icon, placeholder -> View in
      // A nested horizontal frame stack per row; its width is set by hand, like every frame here.
      let row = KRStackView(frame: Rect(x: 0, y: 0, width: 248, height: 36))
      row.direction = .horizontal
      row.spacing = 10
      row.alignment = .center
      let image = ImageView(image: try? Image.named(icon))
      image.sizeToFit()
      let input = field(placeholder)
      input.translatesAutoresizingMaskIntoConstraints = true
      input.frame = Rect(x: 0, y: 0, width: 248 - 10 - image.frame.width, height: 36)
      row.addSubview(image)
      row.addSubview(input)
      return row
    }
    let forgot = Label("Forgot password?", font: .system(size: 13, weight: .medium), textColor: .systemBlue)
    forgot.sizeToFit()
    let login = button("Login")
    login.translatesAutoresizingMaskIntoConstraints = true
    login.frame = Rect(x: 0, y: 0, width: 168, height: 38)
    for view in [title, rows[0], rows[1], forgot, login] { stack.addSubview(view) }
    // Per-view cross offsets: the title centred by hand, "Forgot" pushed right, the button indented 40.
    stack.itemOffset = [(248 - title.frame.width) / 2, 0, 0, 248 - forgot.frame.width, 40]
    stack.itemSpacing = [14, 14, 14, 24]
    card(stack)
    return stack
  }

  static func frameToolbar() -> View {
    let stack = KRStackView(frame: Rect(x: 0, y: 0, width: 280, height: 48))
    stack.direction = .horizontal
    stack.alignment = .center
    stack.insets = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    stack.translatesCurrentLayout = false
    stack.backgroundColor = Color(hex: 0xF2F2F7)
    stack.cornerRadius = 10
    let back = Label("‹ Back", font: .system(size: 15, weight: .medium), textColor: .systemBlue)
    let title = Label("Inbox", font: .system(size: 15, weight: .semibold))
    let icons = ["user", "lock"].map { ImageView(image: try? Image.named($0)) }
    let views: [View] = [back, title, icons[0], icons[1]]
    for view in views {
      view.sizeToFit()
      stack.addSubview(view)
    }
    // No flexible space: the 1 : 2 gaps are computed from the widths, by hand.
    let free = 280 - 24 - views.reduce(0) { $0 + $1.frame.width } - 8
    stack.itemSpacing = [free / 3, free * 2 / 3, 8]
    return stack
  }

  // MARK: VBAutolayout

  static func dictionaryLoginForm() -> View {
    let container = View(frame: Rect(x: 0, y: 0, width: 280, height: 276))
    card(container)
    let title = Label("Login", font: .system(size: 20, weight: .bold))
    let rows = [("user", "Name"), ("lock", "Password")].map { icon, placeholder -> (View, View) in
      (ImageView(image: try? Image.named(icon)), field(placeholder))
    }
    let forgot = Label("Forgot password?", font: .system(size: 13, weight: .medium), textColor: .systemBlue)
    let login = button("Login")
    do {
      try container.addSubview(title, withLayout: [.top: "16", .centerX: "0"])
      var above: View = title
      for (icon, input) in rows {
        try container.addSubview(input, withLayout: [.top: .item(above, "14"), .trailing: "16"])
        try container.addSubview(icon, withLayout: [.leading: "16", .centerY: .item(input)])
        try container.addSubview(input, withLayout: [.leading: .item(icon, "10")])
        above = input
      }
      try container.addSubview(
        forgot, withLayout: [.top: .item(above, "14"), .trailing: "16", .leading: ">=16"])
      try container.addSubview(
        login, withLayout: [.top: .item(forgot, "24"), .leading: "56", .trailing: "56"])
    } catch {
      Diagnostics.report(error)
    }
    return container
  }

  static func dictionaryToolbar() -> View {
    let container = View(frame: Rect(x: 0, y: 0, width: 280, height: 48))
    container.backgroundColor = Color(hex: 0xF2F2F7)
    container.cornerRadius = 10
    let back = Label("‹ Back", font: .system(size: 15, weight: .medium), textColor: .systemBlue)
    let title = Label("Inbox", font: .system(size: 15, weight: .semibold))
    let icons = ["user", "lock"].map { ImageView(image: try? Image.named($0)) }
    do {
      try container.addSubview(back, withLayout: [.leading: "12", .centerY: "0"])
      try container.addSubview(icons[1], withLayout: [.trailing: "12", .centerY: "0"])
      try container.addSubview(icons[0], withLayout: [.trailing: .item(icons[1], "8"), .centerY: "0"])
      // No ratio between gaps either: the title is centred, and "<=" keeps it off its neighbours.
      try container.addSubview(
        title,
        withLayout: [
          .centerX: "0", .centerY: "0", .leading: .item(back, ">=8"), .trailing: .item(icons[0], ">=8"),
        ])
    } catch {
      Diagnostics.report(error)
    }
    return container
  }

  // MARK: Helpers

  /// A fixed-size frame holding a constraint-driven view that fills it.
  static func cardFrame(_ content: View, width: Double, height: Double, card isCard: Bool = true) -> View {
    let frame = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    if isCard { card(frame) }
    frame.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: frame.topAnchor),
      content.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
      content.bottomAnchor.constraint(lessThanOrEqualTo: frame.bottomAnchor),
    ])
    return frame
  }
}
