import Boxwood

/// The last few chat lines, newest at the bottom; each fades out a few seconds after it was posted.
///
/// The fade is a delayed animation: until it starts the window needs no redraw, so a HUD showing a
/// chat line costs nothing per frame while it waits.
@MainActor
public final class ChatLogView: BoxView {
  /// How long a line stays fully visible, in seconds.
  public static let lifetime = 4.0
  /// How long a line takes to fade out.
  public static let fadeDuration = 1.0
  /// The most lines shown; posting another removes the oldest at once.
  public static let maximumLines = 5

  /// The lines shown, oldest first: each a small box around a label.
  public private(set) var lines: [BoxView] = []

  /// An empty log.
  public init() {
    super.init(axis: .y, spacing: 4)
    debugName = "chatLog"
  }

  /// The text of the lines shown, oldest first.
  public var texts: [String] {
    lines.compactMap { ($0.subviews.first as? Label)?.text }
  }

  /// Adds a line at the bottom; it fades out after ``lifetime`` seconds and is then removed.
  public func post(_ text: String) {
    let label = Label(text, font: .system(size: 14, weight: .medium), textColor: .white)
    let line = BoxView(axis: .x, insets: .symmetric(horizontal: 8, vertical: 3))
    line.debugName = "chatLine"
    line.backgroundColor = Color(white: 0, alpha: 0.5)
    line.cornerRadius = 5
    line.items = [label.boxed]
    if lines.count >= Self.maximumLines { remove(lines[0]) }
    lines.append(line)
    // As wide as its text, left-aligned in the column.
    addItem(line.boxed.right(>=0))
    View.animate(
      withDuration: Self.fadeDuration, delay: Self.lifetime, options: .curveEaseIn,
      animations: { line.alpha = 0 },
      completion: { [weak self, weak line] finished in
        guard finished, let self, let line else { return }
        remove(line)
      })
  }

  private func remove(_ line: BoxView) {
    lines.removeAll { $0 === line }
    line.removeFromSuperview()
  }
}
