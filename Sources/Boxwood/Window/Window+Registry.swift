/// A window held without keeping it alive.
@MainActor
struct WeakWindow {
  weak var window: Window?
}

extension Window {
  /// Every window made and not yet released (some entries may be released windows until the next
  /// compaction).
  static var registry: [WeakWindow] = []
  /// The registry's length at which released entries are next dropped.
  static var registryCompactionLength = 16

  /// Adds a new window to the registry.
  static func register(_ window: Window) {
    if registry.count >= registryCompactionLength {
      registry.removeAll { $0.window == nil }
      registryCompactionLength = max(16, registry.count * 2)
    }
    registry.append(WeakWindow(window: window))
  }

  /// The windows that are alive, in the order they were made.
  static var liveWindows: [Window] { registry.compactMap(\.window) }

  /// ``LayoutDirection/application`` changed: every live window re-lays out, now, what depends on it
  /// (its views that do not inherit a forced direction), and its tree is marked up to date with it.
  static func applicationLayoutDirectionDidChange() {
    let direction = LayoutDirection.application
    for window in liveWindows {
      let root = window.rootView
      root.layoutEngine?.applicationDirection = direction
      guard !root.forcesLayoutDirection else { continue }
      root.subtreeLayoutDirectionDidChange()
      window.setNeedsLayout()
    }
  }
}
