extension View {
  /// Whether the view will run ``layoutSubviews()`` at the next layout pass.
  public var needsLayout: Bool { needsLayoutFlag }

  /// Schedules ``layoutSubviews()`` for the next layout pass (the window's next frame).
  public func setNeedsLayout() {
    needsLayoutFlag = true
    superview?.markSubtreeNeedsLayout(listing: self)
    window?.setNeedsLayout()
  }

  /// Flags this view and its ancestors as holding a view that needs layout, each listing the child the
  /// flag came through (`child`, a subview that needs layout or holds one; see ``PendingSubviews``).
  func markSubtreeNeedsLayout(listing child: View) {
    var (parent, child) = (self, child)
    while true {
      parent.listForLayout(child)
      if parent.subtreeNeedsLayoutFlag { return }
      parent.subtreeNeedsLayoutFlag = true
      guard let next = parent.superview else { return }
      (parent, child) = (next, parent)
    }
  }

  /// Lays out this view and its subtree now: the tree's constraint passes (update constraints, solve,
  /// write the frames that moved), then ``layoutSubviews()`` top-down where layout is needed.
  ///
  /// Works on a tree in no window too: its root keeps the frame it was given.
  public func layoutIfNeeded() {
    // Frames written by layout retarget running frame animations instead of ending them.
    AnimationCenter.layoutDepth += 1
    defer { AnimationCenter.layoutDepth -= 1 }
    runConstraintPasses()
    layoutSubtreeIfNeeded()
  }

  /// Runs ``layoutSubviews()`` here if needed, then in the subviews that need it.
  ///
  /// A subview that needs layout, or holds one that does, flags this view and is listed in it
  /// (``markSubtreeNeedsLayout(listing:)``), before or during ``layoutSubviews()``: only listed subviews
  /// are visited. A window resized around 8,191 subviews that stay put visited every one of them to find
  /// nothing to do, and an append to a long stack every row.
  func layoutSubtreeIfNeeded() {
    PendingSubviews.visits &+= 1
    guard needsLayoutFlag || subtreeNeedsLayoutFlag else { return }
    var subviewsPending = subtreeNeedsLayoutFlag
    subtreeNeedsLayoutFlag = false
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSubviews()
      subviewsPending = subviewsPending || subtreeNeedsLayoutFlag
    }
    guard subviewsPending else { return }
    for child in takeLayoutChildren() { child.layoutSubtreeIfNeeded() }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  public func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = Rect(origin: frame.origin, size: fitted)
  }

  /// Schedules a redraw of the view's window.
  public func setNeedsDisplay() {
    window?.setNeedsDisplay()
  }
}

extension View {
  /// Tells layout that ``intrinsicContentSize`` changed: the superview lays out again.
  public func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    (superview as? StackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    setNeedsLayout()
    layoutSupportDidChange()
  }

  /// The measurer for this view's text: its window's, or the installed ``TextSystem`` one.
  public var textMeasurer: any TextMeasuring { window?.textMeasurer ?? TextSystem.measurer }
}
