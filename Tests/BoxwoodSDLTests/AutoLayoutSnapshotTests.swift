import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// Golden images of screens composed only with constraints.
@Suite("Auto Layout snapshots", .serialized)
@MainActor
struct AutoLayoutSnapshotTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  @Test("a sign-in card laid out with anchors, left to right")
  func signInCard() throws {
    let window = Window(title: "card", size: Size(width: 360, height: 250))
    window.backgroundColor = .systemGray6
    window.rootView = SignInCard()
    assertSnapshot(try TestRenderer.shared.render(window), named: "sign-in-ltr")
  }

  @Test("the same card mirrored right to left")
  func signInCardRightToLeft() throws {
    LayoutDirection.application = .rightToLeft
    defer { LayoutDirection.application = .leftToRight }
    let window = Window(title: "card", size: Size(width: 360, height: 250))
    window.backgroundColor = .systemGray6
    window.rootView = SignInCard()
    assertSnapshot(try TestRenderer.shared.render(window), named: "sign-in-rtl")
  }

  @Test("the card after the window grows: constraints follow the new size")
  func signInCardResized() throws {
    let window = Window(title: "card", size: Size(width: 360, height: 250))
    window.backgroundColor = .systemGray6
    window.rootView = SignInCard()
    _ = try TestRenderer.shared.render(window)
    window.size = Size(width: 480, height: 250)
    assertSnapshot(try TestRenderer.shared.render(window), named: "sign-in-wide")
  }
}

/// A card with a title, two labelled rows and a button, positioned only by constraints.
@MainActor
final class SignInCard: View {
  init() {
    super.init(frame: .zero)
    let card = Self.make(View(), color: .white, radius: 14)
    card.borderWidth = 1
    card.borderColor = Color(white: 0.85)
    addSubview(card)
    let title = Self.make(Label("Sign in", font: .system(size: 22, weight: .bold)))
    card.addSubview(title)
    let rows = [("Name", "ada@example.com"), ("Password", "••••••••")].map { Self.row($0.0, $0.1) }
    for row in rows { card.addSubview(row) }
    let button = Self.make(View(), color: .systemBlue, radius: 10)
    let buttonTitle = Self.make(
      Label("Continue", font: .system(size: 16, weight: .semibold), textColor: .white))
    button.addSubview(buttonTitle)
    card.addSubview(button)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      rows[0].topAnchor.constraint(equalTo: title.bottomAnchor, constant: 14),
      rows[1].topAnchor.constraint(equalTo: rows[0].bottomAnchor, constant: 10),
      button.topAnchor.constraint(equalTo: rows[1].bottomAnchor, constant: 16),
      button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      button.heightAnchor.constraint(equalToConstant: 40),
      button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
      buttonTitle.centerXAnchor.constraint(equalTo: button.centerXAnchor),
      buttonTitle.centerYAnchor.constraint(equalTo: button.centerYAnchor),
    ])
    for row in rows {
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      ])
    }
  }

  /// `[caption 80pt][field]`: the caption and value share a baseline.
  static func row(_ caption: String, _ value: String) -> View {
    let row = make(View())
    let label = make(Label(caption, font: .system(size: 14, weight: .medium), textColor: .secondaryLabel))
    let field = make(View(), color: Color(hex: 0xF2F2F7), radius: 8)
    let text = make(Label(value, font: .system(size: 15)))
    row.addSubview(label)
    row.addSubview(field)
    field.addSubview(text)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 80),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      field.topAnchor.constraint(equalTo: row.topAnchor),
      field.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      field.heightAnchor.constraint(equalToConstant: 36),
      text.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 10),
      text.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      label.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
    ])
    return row
  }

  static func make<V: View>(_ view: V, color: Color? = nil, radius: Double = 0) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = color
    view.cornerRadius = radius
    return view
  }
}
