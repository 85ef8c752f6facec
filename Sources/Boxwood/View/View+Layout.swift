extension View {
  /// Whether the view will run ``layoutSubviews()`` at the next layout pass.
  public var needsLayout: Bool { needsLayoutFlag }

  /// Schedules ``layoutSubviews()`` for the next layout pass (the window's next frame).
  public func setNeedsLayout() {
    needsLayoutFlag = true
    window?.setNeedsLayout()
  }

  /// Lays out this view and its subtree now, top-down, where layout is needed.
  public func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSubviews()
    }
    for child in subviews { child.layoutIfNeeded() }
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
    setNeedsLayout()
  }

  /// The measurer for this view's text: its window's, or the installed ``TextSystem`` one.
  public var textMeasurer: any TextMeasuring { window?.textMeasurer ?? TextSystem.measurer }
}
