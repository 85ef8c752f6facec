extension ScrollView {
  /// Scrolls by a wheel or touchpad event. False when this view cannot scroll the way the event asks
  /// (its content fits on that axis): the event then goes on to the superview, such as an outer
  /// scroll view.
  func scroll(by event: ScrollEvent) -> Bool {
    var delta = event.delta
    if !delta.isFinite {
      Diagnostics.warn("ignored a non-finite scroll delta \(delta) over \(shortDescription)")
      delta = Point(x: delta.x.isFinite ? delta.x : 0, y: delta.y.isFinite ? delta.y : 0)
    }
    // A mouse wheel with Shift held scrolls sideways (touchpads send horizontal deltas themselves).
    if event.modifiers.contains(.shift), !event.isPrecise, delta.x == 0 {
      delta = Point(x: delta.y, y: 0)
    }
    let limit = maximumContentOffset
    let usesX = delta.x != 0 && limit.x > 0
    let usesY = delta.y != 0 && limit.y > 0
    guard usesX || usesY else { return false }
    let offset = contentOffset
    setContentOffset(
      Point(x: usesX ? offset.x + delta.x : offset.x, y: usesY ? offset.y + delta.y : offset.y))
    return true
  }

  /// Scrolls for a key the focused view left unhandled: arrows by a line, Page Up/Down by a page,
  /// Home/End to the start or end. False for other keys, for keys with Alt or Command held, and when
  /// the content does not overflow on the key's axis.
  func scroll(for event: KeyEvent) -> Bool {
    guard event.kind == .down, !event.modifiers.contains(.alt), !event.modifiers.contains(.command) else {
      return false
    }
    let limit = maximumContentOffset
    var offset = contentOffset
    // Page and Home/End keys move vertically, or sideways in content that only scrolls sideways.
    let pageAxis: ScrollBar.Axis = limit.y > 0 || limit.x == 0 ? .vertical : .horizontal
    switch event.key {
    case .up, .down:
      guard limit.y > 0 else { return false }
      offset.y += event.key == .down ? lineScroll : -lineScroll
    case .left, .right:
      guard limit.x > 0 else { return false }
      offset.x += event.key == .right ? lineScroll : -lineScroll
    case .pageUp, .pageDown:
      guard limit.x > 0 || limit.y > 0 else { return false }
      scrollByPage(pageAxis, forward: event.key == .pageDown)
      return true
    case .home, .end:
      guard limit.x > 0 || limit.y > 0 else { return false }
      let end = event.key == .end
      if pageAxis == .vertical { offset.y = end ? limit.y : 0 } else { offset.x = end ? limit.x : 0 }
    default:
      return false
    }
    setContentOffset(offset)
    return true
  }

  /// Scrolls one page (the visible length less ``pageOverlap``, at least half of it) along an axis.
  public func scrollByPage(_ axis: ScrollBar.Axis, forward: Bool) {
    let length = axis == .vertical ? bounds.height : bounds.width
    let page = max(length / 2, length - pageOverlap) * (forward ? 1 : -1)
    var offset = contentOffset
    if axis == .vertical { offset.y += page } else { offset.x += page }
    setContentOffset(offset)
  }

  /// Whether the content overflows on any axis.
  var canScroll: Bool {
    let limit = maximumContentOffset
    return limit.x > 0 || limit.y > 0
  }

  /// Gives a scrolling key that no responder handled to a scroll view: the innermost one under the
  /// pointer that can use it, else the first one in the window that can. Returns whether one did.
  @discardableResult
  static func scrollForUnhandledKey(_ event: KeyEvent, in window: Window) -> Bool {
    if let location = window.lastPointerLocation {
      var view = window.hitTest(location)
      while let current = view {
        if let scrollView = current as? ScrollView, scrollView.scroll(for: event) { return true }
        view = current.superview
      }
    }
    func visit(_ view: View) -> Bool {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return false }
      if let scrollView = view as? ScrollView, scrollView.scroll(for: event) { return true }
      return view.subviews.contains { visit($0) }
    }
    return visit(window.rootView)
  }
}

extension View {
  /// Scrolls every scroll view that encloses this view, innermost first, so that `rect` (this view's
  /// coordinates; its bounds when nil) comes into sight — AppKit's `scrollToVisible`.
  public func scrollToVisible(_ rect: Rect? = nil) {
    let target = rect ?? bounds
    var ancestor = superview
    while let current = ancestor {
      // Each conversion reads the offsets as they are after the inner scroll views moved.
      if let scrollView = current as? ScrollView {
        scrollView.scrollRectToVisible(convert(target, to: scrollView))
      }
      ancestor = current.superview
    }
  }

  /// Brings a view that just took keyboard focus into sight, with room for its focus ring (drawn 3
  /// points outside the bounds, 2 points wide).
  func scrollFocusedViewToVisible() {
    guard superview != nil else { return }
    scrollToVisible(bounds.insetBy(dx: -5, dy: -5))
  }
}
