extension View {
  /// The deepest a view may lie in a view tree: the most ancestors it may have (a root view, such as a
  /// window's ``Window/rootView``, has none).
  ///
  /// Layout, drawing, hit testing, autoresizing and releasing walk a tree one nested call per level, so a
  /// deep enough tree would overflow the thread's stack: drawing alone takes up to 13 KiB of stack a level
  /// in a debug build, and the main thread has 8 MiB. Adding a view (``addSubview(_:)``,
  /// ``insertSubview(_:at:)``, a ``BoxView`` item, a ``StackView`` arranged view) that would put a view
  /// deeper than this is refused: ``BoxwoodError/viewTreeTooDeep(view:into:depth:)`` is reported and the
  /// tree is left unchanged. At this depth every pass uses well under half of an 8 MiB stack, even in a
  /// debug build.
  public nonisolated static let maximumTreeDepth = 256

  /// Why `view` cannot become a subview of this view: it is this view or an ancestor (a cycle), or the
  /// tree would be deeper than ``maximumTreeDepth``; `nil` if it can.
  ///
  /// One walk up the superview chain, which the cycle check needs anyway; the added subtree is walked
  /// only when its recorded height bound says it might not fit.
  func adoptionRefusal(of view: View) -> AdoptionRefusal? {
    var depth = 1  // the depth `view` would have
    var current: View? = self
    while let candidate = current {
      if candidate === view { return .cycle }
      current = candidate.superview
      if current != nil { depth += 1 }
    }
    if depth + view.subtreeHeightBound <= View.maximumTreeDepth { return nil }
    let deepest = depth + view.measureSubtreeHeight()
    return deepest <= View.maximumTreeDepth ? nil : .tooDeep(depth: deepest)
  }

  /// Raises the height bounds of this view and its ancestors after `child` joined it. Stops at the first
  /// that is high enough already, so adding to an ordinary tree costs a step or two.
  func raiseHeightBounds(above child: View) {
    var height = child.subtreeHeightBound + 1
    var current: View? = self
    while let view = current, view.subtreeHeightBound < height {
      view.subtreeHeightBound = height
      height += 1
      current = view.superview
    }
  }

  /// Measures the subtree's height exactly (without recursion) and records it in each of its views: a
  /// removal leaves the bounds above it too high until this runs.
  private func measureSubtreeHeight() -> Int {
    var order: [View] = [self]
    var index = 0
    while index < order.count {
      order.append(contentsOf: order[index].subviews)
      index += 1
    }
    // Breadth-first order reversed puts every view after its subviews.
    for view in order.reversed() {
      var height = 0
      for child in view.subviews { height = max(height, child.subtreeHeightBound + 1) }
      view.subtreeHeightBound = height
    }
    return subtreeHeightBound
  }

  /// Reports a refused adoption of `view` as a too-deep tree, naming both views and the depth.
  func reportTooDeep(_ view: View, depth: Int) {
    Diagnostics.report(.viewTreeTooDeep(view: ViewReference(view), into: ViewReference(self), depth: depth))
  }
}

/// Why a view cannot become a subview (see ``View/adoptionRefusal(of:)``).
enum AdoptionRefusal: Equatable {
  /// The view is the would-be superview or one of its ancestors.
  case cycle
  /// The deepest view of the added subtree would lie `depth` levels below the root, beyond
  /// ``View/maximumTreeDepth``.
  case tooDeep(depth: Int)
}
