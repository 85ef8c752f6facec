/// The generation of the view hierarchy: it moves on whenever a view joins or leaves a superview (or
/// changes its semantic content attribute), which makes every cached ``View/treeRoot`` and
/// ``View/inheritedForcedDirection`` stale at once.
enum HierarchyEpoch {
  @exclusivity(unchecked) nonisolated(unsafe) static var current = 1

  /// Makes every cached root and direction stale.
  static func advance() { current &+= 1 }
}

/// A view's cached ``View/treeRoot``, valid while its epoch is current.
///
/// The root is held without a reference count: while the epoch is current the view is in the root's
/// tree, so the root is alive (a root that goes away with subviews detaches them, which moves the epoch).
struct RootCache {
  var epoch = 0
  unowned(unsafe) var root: View?
}

extension View {
  /// The top of the view's tree.
  ///
  /// Cached for the current ``HierarchyEpoch``: every constraint asks whether its items are in the
  /// engine's tree, and a walk to the root each time cost the depth of the tree. The walk stops at the
  /// first view that knows the answer, and every view it passed learns it too.
  var treeRoot: View {
    let epoch = HierarchyEpoch.current
    if rootCache.epoch == epoch, let root = rootCache.root { return root }
    var top = self
    while let parent = top.superview {
      if parent.rootCache.epoch == epoch, let known = parent.rootCache.root {
        top = known
        break
      }
      top = parent
    }
    var current: View? = self
    while let view = current, view.rootCache.epoch != epoch {
      view.rootCache = RootCache(epoch: epoch, root: top)
      current = view.superview
    }
    return top
  }
}
