import Boxwood

/// The pause menu: a card built with a BoxView (title, Resume, Restart, a Volume slider, Quit) over a
/// dimmed background that covers the whole window, so no click reaches the game while it shows.
///
/// It comes in by sliding down ``slideDistance`` points while it fades in, over ``showDuration``
/// seconds, and leaves the opposite way, a little faster.
@MainActor
public final class PauseMenuView: View {
  /// How long the menu takes to come in.
  public static let showDuration = 0.3
  /// How long it takes to go.
  public static let hideDuration = 0.2
  /// How far above its place the card starts, in points.
  public static let slideDistance = 40.0

  /// The card holding the menu.
  public let card = BoxView(axis: .y, spacing: 12, insets: .all(20))
  /// "Paused" (or "Game over").
  public let titleLabel = Label("Paused", font: .system(size: 24, weight: .bold))
  /// Closes the menu and goes on playing.
  public let resumeButton = Button(title: "Resume", style: .filled)
  /// Starts a new game.
  public let restartButton = Button(title: "Restart")
  /// The sound volume, 0…1.
  public let volumeSlider = Slider(value: 0.7)
  /// The volume as a percentage, beside the slider.
  public let volumeLabel = Label("70%", font: .system(size: 14))
  /// Quits the game.
  public let quitButton = Button(title: "Quit")
  /// The colour over the game while the menu shows.
  public static let dimmed = Color(white: 0, alpha: 0.5)

  /// Whether the menu is showing or coming in (false as soon as it starts to leave).
  public private(set) var isShown = false

  /// The card's vertical offset from the centre: animated for the slide.
  private var slide: LayoutConstraint!

  /// A hidden menu; add it over the HUD, filling it.
  public init() {
    super.init(frame: .zero)
    debugName = "pauseMenu"
    backgroundColor = Self.dimmed.withAlpha(0)
    isHidden = true
    card.alpha = 0
    buildCard()
  }

  private func buildCard() {
    card.debugName = "pauseCard"
    card.backgroundColor = Theme.dark.background
    card.cornerRadius = 14
    card.borderWidth = 1
    card.borderColor = Color(white: 1, alpha: 0.12)
    titleLabel.textColor = .white
    volumeLabel.textColor = Color(white: 0.8)
    let caption = Label("Volume", font: .system(size: 14), textColor: Color(white: 0.8))
    volumeSlider.accessibilityLabel = "Volume"
    let volumeRow = BoxView(axis: .x, spacing: 10)
    // The slider takes the row's room; the captions keep their size.
    for label in [caption, volumeLabel] { label.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
    volumeRow.items = [
      caption.boxed.centerY(), volumeSlider.boxed.centerY(), volumeLabel.boxed.centerY().width(40),
    ]
    card.items = [
      titleLabel.boxed.centerX().bottom(8),
      resumeButton.boxed,
      restartButton.boxed,
      volumeRow.boxed.top(8).bottom(8),
      quitButton.boxed,
    ]
    card.translatesAutoresizingMaskIntoConstraints = false
    addSubview(card)
    slide = card.centerYAnchor.constraint(equalTo: centerYAnchor)
    LayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: centerXAnchor), slide,
      card.widthAnchor.constraint(equalToConstant: 280),
    ])
    volumeSlider.addAction(for: .valueChanged) { [unowned self] _ in showVolume() }
  }

  /// Shows the volume as a percentage.
  func showVolume() {
    volumeLabel.text = "\(Int((volumeSlider.value * 100).rounded()))%"
  }

  /// Brings the menu in: the card slides down into place while everything fades in. `title` is
  /// "Paused" or "Game over"; Resume is offered only when the game can go on.
  public func show(title: String = "Paused", canResume: Bool = true) {
    titleLabel.text = title
    resumeButton.isEnabled = canResume
    guard !isShown else { return }
    isShown = true
    // The start state, without animation: above its place and transparent (or wherever a leaving
    // menu is now: `beginFromCurrentState` then carries on from there).
    if isHidden {
      View.performWithoutAnimation {
        isHidden = false
        backgroundColor = Self.dimmed.withAlpha(0)
        card.alpha = 0
        slide.constant = -Self.slideDistance
        layoutIfNeeded()
      }
    }
    View.animate(
      withDuration: Self.showDuration, options: [.curveEaseOut, .beginFromCurrentState],
      animations: {
        // The dimming is a colour and the fade is the card's: only the card is drawn as an opacity
        // group, not the whole window.
        backgroundColor = Self.dimmed
        card.alpha = 1
        slide.constant = 0
        layoutIfNeeded()
      })
    // Focus on Resume (or Restart), given from code, so the menu works from the keyboard at once: Return
    // or Space presses it, Tab moves on, Escape closes the menu.
    window?.makeFirstResponder(canResume ? resumeButton : restartButton)
  }

  /// Sends the menu away: it slides back up as it fades, then hides (out of hit testing and Tab order).
  public func hide() {
    guard isShown else { return }
    isShown = false
    if window?.firstResponder?.isDescendant(of: self) == true { window?.makeFirstResponder(nil) }
    View.animate(
      withDuration: Self.hideDuration, options: [.curveEaseIn, .beginFromCurrentState],
      animations: {
        backgroundColor = Self.dimmed.withAlpha(0)
        card.alpha = 0
        slide.constant = -Self.slideDistance
        layoutIfNeeded()
      },
      completion: { [weak self] _ in
        // Shown again while leaving: it stays.
        guard let self, !isShown else { return }
        isHidden = true
      })
  }
}
