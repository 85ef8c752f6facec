import Boxwood

/// The player's health as a bar whose fill turns from green through yellow to red as it runs out.
///
/// A custom view rather than a ``ProgressView``: the colour tells the story at a glance, which the
/// theme's single accent colour cannot.
@MainActor
public final class HealthBar: View {
  /// Health, 0…1 (clamped). Setting the value it has changes nothing, so an unchanged HUD stays clean.
  public var fraction: Double = 1 {
    didSet {
      let clamped = fraction.isNaN ? oldValue : min(1, max(0, fraction))
      if clamped != fraction { fraction = clamped }
      if fraction != oldValue { setNeedsDisplay() }
    }
  }

  /// A full bar.
  public init() {
    super.init(frame: .zero)
    debugName = "healthBar"
    accessibilityLabel = "Health"
    // It only shows: clicks on it are the panel's.
    isUserInteractionEnabled = false
  }

  public override var intrinsicContentSize: Size { Size(width: 140, height: 12) }

  /// The fill colour for a fraction: green above two thirds, yellow down to one third, then red.
  public static func color(for fraction: Double) -> Color {
    switch fraction {
    case (2.0 / 3)...: return .systemGreen
    case (1.0 / 3)...: return Color(hex: 0xFFCC00)
    default: return .systemRed
    }
  }

  public override func draw(in context: GraphicsContext) {
    let radius = bounds.height / 2
    context.fill(bounds, color: Color(white: 1, alpha: 0.18), cornerRadius: radius)
    guard fraction > 0 else { return }
    // Never narrower than the corners, so a nearly empty bar is still a rounded sliver.
    let width = max(bounds.height, (bounds.width * fraction).rounded())
    let fill = Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
    context.fill(fill, color: Self.color(for: fraction), cornerRadius: radius)
  }
}
