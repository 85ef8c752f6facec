import Boxwood

extension Section {
  /// Constraint-driven cards inside the frame-based gallery: left to right and mirrored.
  static func autoLayout() -> Section {
    Section(
      "Auto Layout",
      items: [
        caption("anchors, baselines, hugging", card(direction: .forceLeftToRight)),
        caption("the same constraints, right to left", card(direction: .forceRightToLeft)),
      ])
  }

  /// A fixed-size frame (translated into constraints) holding a card laid out only with anchors.
  static func card(direction: SemanticContentAttribute) -> View {
    let frame = View(frame: Rect(x: 0, y: 0, width: 300, height: 150))
    let card = constrainedView(color: .white, radius: 12)
    card.borderWidth = 1
    card.borderColor = Color(white: 0.85)
    frame.addSubview(card)
    let title = constrained(Label("Sign in", font: .system(size: 20, weight: .bold)))
    let caption = constrained(
      Label("Name", font: .system(size: 13, weight: .medium), textColor: .secondaryLabel))
    let field = constrainedView(color: Color(hex: 0xF2F2F7), radius: 8)
    let value = constrained(Label("ada@example.com", font: .system(size: 15)))
    let button = constrainedView(color: .systemBlue, radius: 9)
    let buttonTitle = constrained(
      Label("Continue", font: .system(size: 15, weight: .semibold), textColor: .white))
    for view in [title, caption, field, button] { card.addSubview(view) }
    field.addSubview(value)
    button.addSubview(buttonTitle)
    for view in [frame, card, title, caption, field, value, button, buttonTitle] {
      view.semanticContentAttribute = direction
    }
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
      card.topAnchor.constraint(equalTo: frame.topAnchor),
      card.bottomAnchor.constraint(equalTo: frame.bottomAnchor),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      caption.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
      field.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 10),
      field.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -14),
      field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
      field.heightAnchor.constraint(equalToConstant: 34),
      value.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 10),
      value.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      caption.firstBaselineAnchor.constraint(equalTo: value.firstBaselineAnchor),
      button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
      button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -14),
      button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
      button.heightAnchor.constraint(equalToConstant: 36),
      buttonTitle.centerXAnchor.constraint(equalTo: button.centerXAnchor),
      buttonTitle.centerYAnchor.constraint(equalTo: button.centerYAnchor),
    ])
    return frame
  }

  static func constrained<V: View>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  static func constrainedView(color: Color, radius: Double) -> View {
    let view = constrained(View())
    view.backgroundColor = color
    view.cornerRadius = radius
    return view
  }
}
