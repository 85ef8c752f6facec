/// Text the user copied, shared by the controls of a window.
@MainActor
public protocol Clipboard: AnyObject {
  /// The text on the clipboard, or nil when it holds none.
  var string: String? { get set }
}

/// A clipboard in memory (the default, and what tests use).
@MainActor
public final class MemoryClipboard: Clipboard {
  /// The stored text; nil until something is copied. Reading and writing never fail.
  public var string: String?
  /// A clipboard holding `string` (nothing by default). Every ``Window`` starts with one of its own until a
  /// host installs the system clipboard (``Window/clipboard``).
  public init(_ string: String? = nil) { self.string = string }
}

extension Window {
  /// How close in time (seconds) and space (points) a click must follow the last to count as a double
  /// or triple click.
  static let multiClickInterval = 0.5
  static let multiClickDistance = 5.0

  // MARK: Dispatch

  /// Delivers an event from the host: pointer events to the view under the pointer (or the one that
  /// captured it with a button press), keys and text to the first responder. Every host — the desktop
  /// application, a game's own loop, the test driver — goes through here.
  public func dispatch(_ event: Event) {
    // Frames must be current for hit testing and reading order.
    layoutIfNeeded()
    switch event {
    case .pointer(let pointer): dispatchPointer(repaired(pointer))
    case .scroll(let scroll): dispatchScroll(repaired(scroll))
    case .key(let key):
      let target = firstResponder ?? rootView
      if key.kind == .down { target.keyDown(key) } else { target.keyUp(key) }
    case .textInput(let text):
      guard !text.isEmpty, let target = firstResponder, target.acceptsTextInput else { return }
      target.insertText(text)
    case .textComposition(let text, let selection):
      guard let target = firstResponder, target.acceptsTextInput else { return }
      target.setMarkedText(text, selection: selection)
    case .windowFocus(let focused):
      guard focused != isKeyWindow else { return }
      isKeyWindow = focused
      setNeedsDisplay()
    }
  }

  private func dispatchPointer(_ incoming: PointerEvent) {
    var event = incoming
    // While one button holds the pointer, other buttons' presses and releases are ignored: the view
    // tracking the press must see only its own release (a right-click during a left drag would
    // otherwise end the drag, or activate the button being pressed).
    if event.kind == .down || event.kind == .up, capturedView != nil, captureButton != event.button {
      return
    }
    switch event.kind {
    case .down:
      event.clickCount = countClick(event)
      let hit = hitTest(event.location)
      captureReference = hit?.itemReference
      captureButton = event.button
      updateHover(event, target: hit)
      if event.button == .primary { focusOnClick(hit) }
      hit?.pointerDown(event)
    case .moved, .dragged:
      if let captured = capturedView {
        event.kind = .dragged
        captured.pointerDragged(event)
      } else {
        event.kind = .moved
        let hit = hitTest(event.location)
        updateHover(event, target: hit)
        hit?.pointerMoved(event)
      }
    case .up:
      let captured = capturedView
      captureReference = nil
      captureButton = nil
      event.clickCount = lastClick?.count ?? 1
      captured?.pointerUp(event)
      updateHover(event, target: hitTest(event.location))
    case .exited:
      updateHover(event, target: nil)
      lastPointerLocation = nil
    case .entered:
      updateHover(event, target: hitTest(event.location))
    }
    if event.kind != .exited { lastPointerLocation = event.location }
  }

  private func dispatchScroll(_ scroll: ScrollEvent) {
    hitTest(scroll.location)?.scrollWheel(scroll)
    // Scrolling moves content under a still pointer: hover and the cursor follow it (unless a press
    // holds the pointer).
    guard capturedView == nil else { return }
    let moved = PointerEvent(
      .moved, at: scroll.location, modifiers: scroll.modifiers, timestamp: scroll.timestamp)
    updateHover(moved, target: hitTest(scroll.location))
    lastPointerLocation = scroll.location
  }

  /// Whether a view holds the pointer (a button went down on it and has not come up): hosts then send it
  /// every drag and the release, wherever they happen.
  public var isCapturingPointer: Bool { capturedView != nil }

  /// The view holding the pointer since a button went down, while it is still in this window.
  var capturedView: View? {
    guard let view = captureReference?.view, view.window === self else { return nil }
    return view
  }

  private func countClick(_ event: PointerEvent) -> Int {
    var count = 1
    if let last = lastClick, last.button == event.button,
      event.timestamp - last.time <= Window.multiClickInterval,
      abs(event.location.x - last.location.x) <= Window.multiClickDistance,
      abs(event.location.y - last.location.y) <= Window.multiClickDistance
    {
      count = last.count + 1
    }
    lastClick = (event.timestamp, event.location, event.button, count)
    return count
  }

  /// A click gives keyboard focus to the nearest view under it that takes focus; clicking elsewhere
  /// leaves focus where it is (as on the desktop).
  private func focusOnClick(_ hit: View?) {
    var view = hit
    while let current = view {
      if current.canBecomeFirstResponder {
        // Without scrolling it into view: that would move it out from under the pointer mid-click.
        makeFirstResponder(current, revealing: false, byPointer: true)
        return
      }
      view = current.superview
    }
  }

  /// Sends `pointerExited` to the views the pointer left and `pointerEntered` to those it entered (a
  /// view contains the pointer while it is over the view or any subview), and updates the cursor.
  private func updateHover(_ event: PointerEvent, target: View?) {
    var chain: [View] = []
    var view = target
    while let current = view {
      chain.append(current)
      view = current.superview
    }
    let old = hoverChain.compactMap { $0.view }.filter { $0.window === self }
    let newIDs = Set(chain.map(ObjectIdentifier.init))
    let oldIDs = Set(old.map(ObjectIdentifier.init))
    hoverChain = chain.map(\.itemReference)
    var exited = event
    exited.kind = .exited
    for view in old where !newIDs.contains(ObjectIdentifier(view)) { view.pointerExited(exited) }
    var entered = event
    entered.kind = .entered
    for view in chain.reversed() where !oldIDs.contains(ObjectIdentifier(view)) {
      view.pointerEntered(entered)
    }
    updateCursor()
  }

  /// The cursor of the deepest view (under the pointer, or capturing it) that names one.
  func updateCursor() {
    var view = capturedView ?? hoverChain.first?.view
    var shape: Cursor = .arrow
    while let current = view {
      if let cursor = current.cursor {
        shape = cursor
        break
      }
      view = current.superview
    }
    cursor = shape
  }

  // MARK: Focus

  /// Whether the focused view got its focus from the keyboard or from code (Tab, `makeFirstResponder`),
  /// not from a click: the user is navigating with keys, so keys belong to the UI.
  public var hasKeyboardNavigationFocus: Bool { focusRingVisible && firstResponder != nil }

  /// The view receiving keys and text, if any.
  public var firstResponder: View? {
    guard let view = firstResponderReference?.view, view.window === self else { return nil }
    return view
  }

  /// Gives keyboard focus to `view` (nil takes it away). Refused — returning false — for a view that
  /// cannot take focus now: one that does not accept it, is in another window, hidden, or disabled for
  /// interaction. A view given focus this way (or by Tab) is scrolled into sight in its scroll views.
  @discardableResult
  public func makeFirstResponder(_ view: View?) -> Bool { makeFirstResponder(view, revealing: true) }

  /// Moves focus; `revealing` scrolls a newly focused view into sight in its scroll views. Focus given
  /// by a click shows no ring (except on views that take text), as on the desktop and in browsers'
  /// `:focus-visible`; focus given by the keyboard or by code does.
  @discardableResult
  func makeFirstResponder(_ view: View?, revealing: Bool, byPointer: Bool = false) -> Bool {
    if let view, !canFocus(view) { return false }
    let old = firstResponder
    if focusRingVisible == byPointer {
      focusRingVisible = !byPointer
      setNeedsDisplay()
    }
    guard old !== view else { return true }
    firstResponderReference = view?.itemReference
    old?.didResignFirstResponder()
    old?.setNeedsDisplay()
    view?.didBecomeFirstResponder()
    view?.setNeedsDisplay()
    // A view focused out of sight (Tab into a long form) is scrolled into view.
    if revealing { view?.scrollFocusedViewToVisible() }
    return true
  }

  /// Whether `view` can take keyboard focus now.
  func canFocus(_ view: View) -> Bool {
    guard view.window === self, view.canBecomeFirstResponder else { return false }
    var current: View? = view
    while let node = current {
      if node.isHidden || node.alpha < 0.01 || !node.isUserInteractionEnabled { return false }
      current = node.superview
    }
    return true
  }

  /// Whether text input should be on (the first responder takes text).
  public var wantsTextInput: Bool { firstResponder?.acceptsTextInput ?? false }

  /// Where the first responder shows text being composed, in window coordinates.
  public var textInputRect: Rect? {
    guard let view = firstResponder, let rect = view.textInputRect else { return nil }
    return view.convert(rect, to: nil)
  }

  /// The views Tab visits, in reading order: rows from top to bottom, and within a row from the
  /// leading side (right to left when the root view's direction is right to left). The views inside a
  /// scroll view are ordered among themselves and visited together where the scroll view lies, so
  /// scrolling never changes the order. A view's ``View/nextKeyView`` overrides the order after it.
  public func keyViewOrder() -> [View] {
    layoutIfNeeded()
    let rightToLeft = rootView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return readingOrder(in: rootView, rightToLeft: rightToLeft)
  }

  private func readingOrder(in container: View, rightToLeft: Bool) -> [View] {
    // Each candidate is one focusable view, or the ordered views of a scroll view as one block.
    var candidates: [(views: [View], frame: Rect)] = []
    func collect(_ view: View, isContainer: Bool) {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
      let frame = view.convert(view.bounds, to: nil)
      if !isContainer, view is ScrollView {
        let block = readingOrder(in: view, rightToLeft: rightToLeft)
        if !block.isEmpty { candidates.append((block, frame)) }
        return
      }
      if view.canBecomeFirstResponder { candidates.append(([view], frame)) }
      for child in view.subviews { collect(child, isContainer: false) }
    }
    collect(container, isContainer: true)
    // Rows: sorted by top edge, a view joins the current row while its top lies within the upper half
    // of the row's first view.
    let byTop = candidates.enumerated().sorted {
      ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
    }
    var rows: [[(views: [View], frame: Rect)]] = []
    var rowLimit = -Double.infinity
    for (_, candidate) in byTop {
      if rows.isEmpty || candidate.frame.minY >= rowLimit {
        rows.append([candidate])
        rowLimit = candidate.frame.minY + max(1, candidate.frame.height / 2)
      } else {
        rows[rows.count - 1].append(candidate)
      }
    }
    return rows.flatMap { row in
      row.sorted { rightToLeft ? $0.frame.maxX > $1.frame.maxX : $0.frame.minX < $1.frame.minX }
        .flatMap(\.views)
    }
  }

  /// Moves focus to the next view in the key-view order (wrapping around).
  public func selectNextKeyView() { moveFocus(forward: true) }

  /// Moves focus to the previous view in the key-view order (wrapping around).
  public func selectPreviousKeyView() { moveFocus(forward: false) }

  private func moveFocus(forward: Bool) {
    if forward, let current = firstResponder, let next = current.nextKeyView, canFocus(next) {
      makeFirstResponder(next)
      return
    }
    let order = keyViewOrder()
    guard !order.isEmpty else { return }
    guard let current = firstResponder, let index = order.firstIndex(where: { $0 === current }) else {
      makeFirstResponder(forward ? order.first : order.last)
      return
    }
    if !forward, let previous = order.first(where: { $0.nextKeyView === current }) {
      makeFirstResponder(previous)
      return
    }
    let next = (index + (forward ? 1 : order.count - 1)) % order.count
    makeFirstResponder(order[next])
  }

  /// A key no responder handled: Tab and Shift-Tab move focus; scrolling keys scroll the scroll view
  /// under the pointer (or the window's first one).
  func keyDownReachedEnd(_ event: KeyEvent) {
    if event.key != .tab {
      ScrollView.scrollForUnhandledKey(event, in: self)
      return
    }
    guard !event.modifiers.contains(.control), !event.modifiers.contains(.alt) else { return }
    if event.modifiers.contains(.shift) { selectPreviousKeyView() } else { selectNextKeyView() }
  }

  /// The first responder is leaving the window or becoming hidden: focus goes to the view that follows
  /// its place in reading order (or nowhere).
  func firstResponderBecameUnavailable(_ view: View, lastFrame: Rect) {
    guard firstResponderReference?.view === view else { return }
    firstResponderReference = nil
    view.didResignFirstResponder()
    setNeedsDisplay()
    let order = keyViewOrder().filter { $0 !== view }
    let rightToLeft = rootView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let next = order.first { candidate in
      let frame = candidate.convert(candidate.bounds, to: nil)
      if frame.minY > lastFrame.minY + max(1, lastFrame.height / 2) { return true }
      if frame.minY < lastFrame.minY - max(1, lastFrame.height / 2) { return false }
      return rightToLeft ? frame.maxX < lastFrame.maxX : frame.minX > lastFrame.minX
    }
    if let next { makeFirstResponder(next) }
  }
}

extension View {
  /// Whether the view has keyboard focus in its window.
  public var isFirstResponder: Bool { window?.firstResponder === self }

  /// Asks the window for keyboard focus; false when the view cannot take it now.
  @discardableResult
  public func becomeFirstResponder() -> Bool { window?.makeFirstResponder(self) ?? false }

  /// Gives up keyboard focus (nothing has it afterwards).
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard let window, window.firstResponder === self else { return true }
    return window.makeFirstResponder(nil)
  }

  /// The view Tab moves to from this one (overriding reading order); not retained.
  public var nextKeyView: View? {
    get { nextKeyViewReference?.view }
    set { nextKeyViewReference = newValue?.itemReference }
  }

  /// Called before the view leaves its window or is hidden: a focused view (or one holding the focused
  /// view) hands focus on.
  func focusWillBecomeUnavailable() {
    guard let window, let focused = window.firstResponder,
      focused === self || focused.isDescendant(of: self)
    else { return }
    window.firstResponderBecameUnavailable(focused, lastFrame: focused.convert(focused.bounds, to: nil))
  }
}
