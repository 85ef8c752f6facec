import Boxwood

/// The card shown once signed in: a green check badge, "Signed in as NAME", a welcome line and a Sign out
/// button, centred in a white card like the form's.
@MainActor
public final class LoginSuccessView: BoxView {
  /// The round green badge holding the check mark.
  public let badge = View()
  /// "✓", white on the badge.
  public let checkLabel = Label("✓", font: .system(size: 30, weight: .bold), textColor: .white)
  /// "Signed in as NAME", in green.
  public let messageLabel = Label(
    "", font: .system(size: 20, weight: .semibold), textColor: LoginSuccessView.successGreen)
  /// The line under the message.
  public let detailLabel = Label("Welcome back.", font: .system(size: 15), textColor: Color(hex: 0x6C6C70))
  /// Back to the form.
  public let signOutButton = Button(title: "Sign out", style: .bordered)

  /// A green dark enough to read on white (systemGreen itself is too light for text).
  public static let successGreen = Color(hex: 0x248A3D)
  /// The badge's diameter, in points.
  static let badgeSize = 60.0

  /// The name shown in ``messageLabel``.
  public var name: String = "" {
    didSet { messageLabel.text = "Signed in as \(name)" }
  }

  /// An empty card; set ``name``.
  public init() {
    super.init(axis: .y, spacing: 10, insets: .all(28))
    debugName = "successView"
    badge.debugName = "badge"
    messageLabel.debugName = "successMessage"
    backgroundColor = .white
    cornerRadius = 14
    borderWidth = 1
    borderColor = Color(white: 0.86)
    badge.backgroundColor = .systemGreen
    badge.cornerRadius = Self.badgeSize / 2
    badge.addBoxItems([checkLabel.boxed.centerX().centerY()])
    items = [
      badge.boxed.centerX().size(Size(width: Self.badgeSize, height: Self.badgeSize)).bottom(6),
      messageLabel.boxed.centerX(),
      detailLabel.boxed.centerX(),
      signOutButton.boxed.centerX().top(14),
    ]
  }
}
