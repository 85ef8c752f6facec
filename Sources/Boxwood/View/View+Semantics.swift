extension View {
  /// What the view is called (a button's title, a field's placeholder), if it should be found by name.
  /// Views that show text default to it; set it to name anything else.
  public var accessibilityLabel: String? {
    get { accessibilityLabelStorage ?? defaultAccessibilityLabel }
    set { accessibilityLabelStorage = newValue }
  }

  /// The value of an intrinsic dimension that the view does not have (UIKit's `noIntrinsicMetric`).
  public static let noIntrinsicMetric: Double = -1
}
