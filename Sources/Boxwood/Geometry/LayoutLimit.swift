/// The largest coordinate or length layout takes: ``LayoutConstraint/maximumConstantMagnitude`` (a
/// billion points). Frames, sizes, spacing, insets and margins reach the solver as constants, and beyond
/// it a double cannot keep positions exact through the solver's arithmetic; so they are refused by
/// name instead of being silently wrong.
enum LayoutLimit {
  /// The largest magnitude taken (``LayoutConstraint/maximumConstantMagnitude`` is this value).
  static let magnitude = 1e9

  /// Whether any of the values is finite and beyond the limit (non-finite values have their own check).
  static func exceeded(_ values: Double...) -> Bool {
    values.contains { $0.isFinite && abs($0) > magnitude }
  }

  /// Whether a rectangle has a component beyond the limit.
  static func exceeded(_ rect: Rect) -> Bool {
    exceeded(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  /// Whether a size has a component beyond the limit.
  static func exceeded(_ size: Size) -> Bool { exceeded(size.width, size.height) }

  /// Whether insets have a component beyond the limit.
  static func exceeded(_ insets: EdgeInsets) -> Bool {
    exceeded(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// Why a value is refused, for reports.
  static let reason = "beyond ±1e9 points (the layout limit), where layout cannot stay exact"
}
