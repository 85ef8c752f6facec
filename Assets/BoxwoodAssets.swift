import Foundation

/// The files bundled with Boxwood: the Inter font family (SIL OFL 1.1) and the icons.
public enum BoxwoodAssets {
  /// The folder holding `Inter-Regular.otf`, `Inter-Medium.otf`, `Inter-SemiBold.otf`, `Inter-Bold.otf`
  /// and the font licence.
  public static var fontsDirectory: URL { Bundle.module.resourceURL!.appendingPathComponent("Fonts") }

  /// The folder holding the bundled PNG icons.
  public static var iconsDirectory: URL { Bundle.module.resourceURL!.appendingPathComponent("Icons") }
}
