extension Window {
  /// Whether an animation of a view in this window is running or waiting for its delay.
  public var hasRunningAnimations: Bool { animationWakeTime != nil }

  /// A track started on `view`, moving from `begin` on.
  func animationDidStart(on view: View, at begin: Double) {
    if !view.isListedAsAnimating {
      view.isListedAsAnimating = true
      animatingViews.append(view)
    }
    animationWakeTime = min(animationWakeTime ?? begin, begin)
    setNeedsDisplay()
  }

  /// The window is going away: every animation in it ends unfinished (the completions get `false` at the
  /// next frame any window draws) and lets go of its views.
  func endAnimationsOfClosedWindow() {
    let views = animatingViews
    animatingViews.removeAll()
    for view in views {
      view.isListedAsAnimating = false
      view.animations?.cancelAll()
    }
  }

  /// Moves every animation on to ``frameTime``: delays that passed start their tracks, tracks that ran
  /// their course end (their completions run after the frame is drawn). O(animating views).
  ///
  /// ``makeDisplayList()`` calls it; a host that samples ``View/presentation`` without drawing (a game
  /// that reads where a view is) may call it after setting ``frameTime``.
  public func advanceAnimations() {
    guard !animatingViews.isEmpty else {
      animationWakeTime = nil
      return
    }
    let time = frameTime
    var wake: Double?
    var kept = 0
    for index in animatingViews.indices {
      let view = animatingViews[index]
      // (A view that leaves this window is taken off the list then: no need to load its weak `window`.)
      if let animations = view.animations, let next = animations.advance(to: time) {
        wake = min(wake ?? next, next)
        animatingViews[kept] = view
        kept += 1
      } else {
        view.isListedAsAnimating = false
      }
    }
    animatingViews.removeSubrange(kept...)
    animationWakeTime = wake
  }
}
