import Cassowary

extension LayoutEngine {
  /// The frame of a view that translates its autoresizing mask, relative to its superview: fixed where
  /// the mask is rigid, proportional where it is flexible (UIKit's mask semantics).
  func autoresizingConstraints(
    _ node: LayoutNode, _ view: View
  ) -> [(Cassowary.Constraint, LayoutEngine.Describe)] {
    guard let superview = view.superview else { return [] }
    let parent = self.node(for: superview)
    let frame = view.frame
    let mask = view.autoresizingMask
    let name = LayoutEngine.lazyName(view)
    let horizontal = axisConstraints(
      position: node.x, length: node.width, parentPosition: parent.x, parentLength: parent.width,
      start: frame.minX, size: frame.width, parentSize: superview.bounds.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let vertical = axisConstraints(
      position: node.y, length: node.height, parentPosition: parent.y, parentLength: parent.height,
      start: frame.minY, size: frame.height, parentSize: superview.bounds.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    let described: LayoutEngine.Describe = { "\(name) frame \(frame) mask \(mask) (autoresizing)" }
    return (horizontal + vertical).map { ($0, described) }
  }

  private func axisConstraints(
    position: Variable, length: Variable, parentPosition: Variable, parentLength: Variable, start: Double,
    size: Double, parentSize: Double, flexible: (start: Bool, size: Bool, end: Bool)
  ) -> [Cassowary.Constraint] {
    let end = parentSize - start - size
    func share(_ part: Double, of whole: Double, parts: Int) -> Double {
      whole > 0 ? part / whole : 1 / Double(parts)
    }
    switch flexible {
    case (false, false, _):
      return [position == parentPosition + start, length == size]
    case (false, true, false):
      return [position == parentPosition + start, length == parentLength - (start + end)]
    case (true, false, false):
      return [length == size, position == parentPosition + parentLength - (end + size)]
    case (true, false, true):
      let k = share(start, of: start + end, parts: 2)
      return [length == size, position == parentPosition + k * parentLength - k * size]
    case (true, true, false):
      let k = share(start, of: start + size, parts: 2)
      return [
        position == parentPosition + k * parentLength - k * end,
        length == (1 - k) * parentLength - (1 - k) * end,
      ]
    case (false, true, true):
      let k = share(size, of: size + end, parts: 2)
      return [position == parentPosition + start, length == k * parentLength - k * start]
    case (true, true, true):
      let a = share(start, of: parentSize, parts: 3)
      let b = share(size, of: parentSize, parts: 3)
      return [position == parentPosition + a * parentLength, length == b * parentLength]
    }
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
      guard let node = owner(of: variable), node.applyStamp != stamp, node.isView
      else { continue }
      node.applyStamp = stamp
      targets.append(node)
    }
    // The children of every moved view, in a second loop: collecting them in the first would stamp a
    // child that moved itself before its own variables came up, and its children (whose frames are
    // relative to it) would keep stale frames.
    let moved = targets.count
    for index in 0..<moved {
      guard let view = targets[index].view, !view.subviews.isEmpty else { continue }
      for child in view.subviews where child.mayHaveLayoutNode {
        guard let childNode = existingNode(for: child), childNode.participation > 0,
          childNode.applyStamp != stamp
        else { continue }
        childNode.applyStamp = stamp
        targets.append(childNode)
      }
    }
    // Only `View.frameWasSetByApp()` sets a node's flag, and it raises `needsFrameWrites` with it.
    if needsFrameWrites {
      for node in nodes.values where node.needsFrameWrite {
        node.needsFrameWrite = false
        if node.isView, node.applyStamp != stamp {
          node.applyStamp = stamp
          targets.append(node)
        }
      }
    }
    write(targets)
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
      if view.applyLayoutFrame(frame) { resized.append(view) }
    }
    if !targets.isEmpty { root?.setNeedsDisplay() }
    for view in resized where view.layoutWidthDidChange() {
      if let node = existingNode(for: view) { markSupportDirty(node) }
    }
  }
}
