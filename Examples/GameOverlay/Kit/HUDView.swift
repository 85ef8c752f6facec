import Boxwood
import Foundation

/// The game's HUD, all Boxwood: the score and a health bar in a panel at the top left, a Pause button at
/// the top right, the chat (its log above a text field) at the bottom left, and the pause menu over
/// everything while it shows.
///
/// The root and the bare containers are empty space: clicks there go through to the game (see
/// ``GameHost/isEmptySpace``). The HUD knows nothing of the game; ``GameOverlay`` wires the two.
@MainActor
public final class HUDView: View {
  /// "Score 120".
  public let scoreLabel = Label("Score 0", font: .system(size: 18, weight: .bold), textColor: .white)
  /// The player's health.
  public let healthBar = HealthBar()
  /// The panel holding the score and the health bar.
  public let statusPanel = BoxView(axis: .x, spacing: 14, insets: .symmetric(horizontal: 14, vertical: 8))
  /// Opens the pause menu.
  public let pauseButton = Button(title: "Pause")
  /// Where the player types a chat message; Return posts it.
  public let chatField = TextField(placeholder: "Press Return to chat")
  /// The chat lines posted, fading out.
  public let chatLog = ChatLogView()
  /// The pause menu (hidden until shown).
  public let pauseMenu = PauseMenuView()

  /// Escape reached the HUD (the keyboard was the UI's: the menu had focus).
  public var onEscape: (() -> Void)?
  /// The player posted a chat message (trimmed, never empty).
  public var onChat: ((String) -> Void)?

  /// The space kept between the HUD's parts and the window's edges, in points.
  public static let margin = 12.0
  /// The chat's width, in points (less in a narrow window).
  public static let chatWidth = 320.0
  /// The smallest size the HUD lays out in without overlaps, in points.
  public static let minimumSize = Size(width: 360, height: 300)

  /// A HUD showing a score of 0 and full health.
  public init() {
    super.init(frame: .zero)
    debugName = "hud"
    buildStatus()
    buildChat()
    pauseMenu.translatesAutoresizingMaskIntoConstraints = false
    addSubview(pauseMenu)
    LayoutConstraint.activate([
      pauseMenu.leadingAnchor.constraint(equalTo: leadingAnchor),
      pauseMenu.trailingAnchor.constraint(equalTo: trailingAnchor),
      pauseMenu.topAnchor.constraint(equalTo: topAnchor),
      pauseMenu.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  private func buildStatus() {
    statusPanel.debugName = "statusPanel"
    statusPanel.backgroundColor = Color(white: 0, alpha: 0.5)
    statusPanel.cornerRadius = 10
    scoreLabel.debugName = "score"
    let caption = Label("Health", font: .system(size: 13, weight: .medium), textColor: Color(white: 0.75))
    // "Score 1000" must not push the bar around: the label gets room for four digits from the start.
    statusPanel.items = [
      scoreLabel.boxed.centerY().width(>=104), caption.boxed.centerY(), healthBar.boxed.centerY(),
    ]
    pauseButton.debugName = "pauseButton"
    for view in [statusPanel, pauseButton] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    // In a narrow window the health bar gives way, so the panel never runs under the Pause button.
    healthBar.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    LayoutConstraint.activate([
      statusPanel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.margin),
      statusPanel.topAnchor.constraint(equalTo: topAnchor, constant: Self.margin),
      statusPanel.trailingAnchor.constraint(
        lessThanOrEqualTo: pauseButton.leadingAnchor, constant: -Self.margin),
      pauseButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.margin),
      pauseButton.centerYAnchor.constraint(equalTo: statusPanel.centerYAnchor),
    ])
  }

  private func buildChat() {
    chatField.debugName = "chatField"
    chatField.accessibilityLabel = "Chat"
    chatField.maxLength = 80
    // Return posts and gives the keyboard back to the game.
    chatField.returnKeyAction = .resignFocus
    chatField.addAction(for: .primaryActionTriggered) { [unowned self] _ in postChat() }
    let column = BoxView(axis: .y, spacing: 8)
    column.debugName = "chatColumn"
    column.items = [chatLog.boxed, chatField.boxed]
    column.translatesAutoresizingMaskIntoConstraints = false
    addSubview(column)
    let width = column.widthAnchor.constraint(equalToConstant: Self.chatWidth)
    width.priority = LayoutPriority(700)
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.margin),
      column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Self.margin),
      column.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -Self.margin),
      width,
    ])
  }

  /// Shows the game's numbers; unchanged values change nothing (the HUD stays clean).
  public func show(score: Int, health: Int) {
    scoreLabel.text = "Score \(score)"
    healthBar.fraction = Double(health) / 100
  }

  private func postChat() {
    let text = chatField.text.trimmingCharacters(in: .whitespaces)
    chatField.text = ""
    guard !text.isEmpty else { return }
    chatLog.post("You: \(text)")
    onChat?(text)
  }

  public override func keyDown(_ event: KeyEvent) {
    if event.key == .escape, !event.isRepeat, let onEscape {
      onEscape()
      return
    }
    super.keyDown(event)
  }
}
