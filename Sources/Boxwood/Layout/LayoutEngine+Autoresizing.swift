import Cassowary

extension LayoutEngine {
  /// The frame of a view that translates its autoresizing mask, relative to its superview: fixed where
  /// the mask is rigid, sharing the superview's changes where it is flexible (UIKit's mask semantics;
  /// see ``AutoresizingRule``).
  func autoresizingConstraints(
    _ node: LayoutNode, _ view: View
  ) -> [(Cassowary.Constraint, LayoutEngine.Describe)] {
    guard let superview = view.superview else { return [] }
    let parent = self.node(for: superview)
    // A view squeezed below zero by its superview is placed from the frame it had before (see
    // ``AutoresizingBase``), as a frame change places it.
    let base =
      view.autoresizingBase ?? AutoresizingBase(frame: view.frame, superviewSize: superview.bounds.size)
    let mask = view.autoresizingMask
    let (horizontal, vertical) = AutoresizingRule.rules(for: base.frame, in: base.superviewSize, mask: mask)
    let name = LayoutEngine.lazyName(view)
    let frame = base.frame
    let described: LayoutEngine.Describe = { "\(name) frame \(frame) mask \(mask) (autoresizing)" }
    return [
      node.x == parent.x + horizontal.positionFactor * parent.width + horizontal.positionOffset,
      node.width == horizontal.lengthFactor * parent.width + horizontal.lengthOffset,
      node.y == parent.y + vertical.positionFactor * parent.height + vertical.positionOffset,
      node.height == vertical.lengthFactor * parent.height + vertical.lengthOffset,
    ].map { ($0, described) }
  }

  // MARK: Writing frames

  /// Writes the frames of the views whose variables moved (and of their participating children, whose
  /// frames are relative to them).
  func apply(_ changed: [Variable]) {
    // A view's four variables usually move together: a stamp per pass (not a Set) keeps each view once.
    applyGeneration &+= 1
    let stamp = applyGeneration
    // The list is the engine's, reused from pass to pass; only nodes are held (one retain each).
    var targets = applyTargets
    applyTargets = []
    for variable in changed {
      guard let node = owner(of: variable), node.isView else { continue }
      if node.applyStamp != stamp {
        node.applyStamp = stamp
        targets.append(node)
      }
      // Subviews' frames are relative to the view's origin: only a moved origin moves them (a window
      // resized around a tree of 8,191 views pinned to its top left rewrote every one). A view first
      // collected as the moved child of its moved superview still has its own subviews to collect when
      // its own origin comes up: a second stamp says whether that was done, so that it is done once.
      guard variable === node.x || variable === node.y, node.subviewsStamp != stamp else { continue }
      node.subviewsStamp = stamp
      guard let view = node.view, !view.subviews.isEmpty else { continue }
      for child in view.subviews where child.mayHaveLayoutNode {
        guard let childNode = existingNode(for: child), childNode.participation > 0,
          childNode.applyStamp != stamp
        else { continue }
        childNode.applyStamp = stamp
        // A child with no subviews has none to collect later (this spares loading its view again).
        if child.subviews.isEmpty { childNode.subviewsStamp = stamp }
        targets.append(childNode)
      }
    }
    // Queued by `queueFrameWrite(_:)`, in order (a scan of the `nodes` table would not be).
    let queued = frameWriteQueue
    frameWriteQueue = []
    for node in queued {
      node.needsFrameWrite = false
      if node.applyStamp != stamp {
        node.applyStamp = stamp
        targets.append(node)
      }
    }
    write(targets)
    lastApplyCount = targets.count
    targets.removeAll(keepingCapacity: true)
    applyTargets = targets
  }

  /// Writes solved frames, relative to each view's superview; one redraw request for the whole pass.
  private func write(_ targets: [LayoutNode]) {
    var resized: [View] = []
    // Siblings share their superview: its node and solved origin are looked up once per run of them.
    var lastSuperview: ObjectIdentifier?
    var parentOrigin: Point?
    let root = self.root
    for node in targets where node.participation > 0 {
      guard let view = node.view, view !== root, let superview = view.superview else { continue }
      let parent = ObjectIdentifier(superview)
      if parent != lastSuperview {
        lastSuperview = parent
        parentOrigin = existingNode(for: superview)?.solvedRect.origin
      }
      guard let origin = parentOrigin else { continue }
      let rect = node.solvedRect
      let frame = Rect(
        x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
      let oldSize = view.storedFrame.size
      if view.applyLayoutFrame(frame) {
        resized.append(view)
        // Subviews outside the solver follow their masks; those inside it are solved with the view.
        if view.mayHaveAutoresizingSubviews { view.autoresizeSubviews(from: oldSize, solvedBy: self) }
      }
    }
    if !targets.isEmpty { root?.setNeedsDisplay() }
    for view in resized where view.layoutWidthDidChange() {
      if let node = existingNode(for: view) { markSupportDirty(node) }
    }
  }
}
