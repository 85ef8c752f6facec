import Boxwood
import CSDL2

// GameHost's events: who gets what (see the type's documentation).
extension GameHost {
  /// Hands the UI an SDL event; returns whether the UI consumed it (the game should then ignore it).
  @discardableResult
  public func handle(_ event: SDL_Event) -> Bool {
    SDLThreadCleanup.enroll()
    guard checkAttached() else { return false }
    if SDL_EventType(event.type) == SDL_WINDOWEVENT {
      handleWindowEvent(event.window)
      return false
    }
    guard let (id, translated) = EventTranslation.translate(event) else { return false }
    // Keyboard and text events without a window (id 0) belong to the focused window: ours, as a guest.
    if let windowID, id != 0, id != windowID { return false }
    return deliver(inPoints(translated))
  }

  /// `event` with its position converted from the game's mouse coordinates to points (they differ when the
  /// game set a scale of its own).
  private func inPoints(_ event: Event) -> Event {
    let factor = pointsPerEventUnit
    guard factor != 1 else { return event }
    switch event {
    case .pointer(var pointer):
      pointer.location = Point(x: pointer.location.x * factor, y: pointer.location.y * factor)
      return .pointer(pointer)
    case .scroll(var scroll):
      scroll.location = Point(x: scroll.location.x * factor, y: scroll.location.y * factor)
      return .scroll(scroll)
    default:
      return event
    }
  }

  /// Hands the UI a translated event; returns whether it consumed it.
  func deliver(_ event: Event) -> Bool {
    // Hit testing needs frames: the first events may come before the first update.
    window.layoutIfNeeded()
    let consumed = route(event)
    syncInputState()
    return consumed
  }

  private func route(_ event: Event) -> Bool {
    if ownsWindow {
      window.dispatch(event)
      if case .pointer(let pointer) = event { wantsMouse = pointer.kind != .exited }
      return true
    }
    switch event {
    case .pointer, .scroll:
      // Faded out: the game gets the pointer (UIKit's views under 0.01 alpha take no touches either), once
      // a drag the UI holds has ended.
      guard !(opacity < 0.01) || window.isCapturingPointer else {
        wantsMouse = false
        return false
      }
    default:
      break
    }
    switch event {
    case .pointer(let pointer):
      return routePointer(pointer, event)
    case .scroll(let scroll):
      guard isUI(window.hitTest(scroll.location)) else { return false }
      window.dispatch(event)
      return true
    case .key(let key):
      guard wantsKeyboard else { return false }
      if key.kind == .down, key.key == .escape, window.firstResponder?.acceptsTextInput == true {
        window.makeFirstResponder(nil)
        return true
      }
      window.dispatch(event)
      return true
    case .textInput, .textComposition:
      guard window.wantsTextInput else { return false }
      window.dispatch(event)
      return true
    case .windowFocus:
      window.dispatch(event)
      return false
    }
  }

  private func routePointer(_ pointer: PointerEvent, _ event: Event) -> Bool {
    switch pointer.kind {
    case .down:
      if window.isCapturingPointer || isUI(window.hitTest(pointer.location)) {
        window.dispatch(event)
        wantsMouse = true
        return true
      }
      // Empty space: the game's click, and the end of any editing in the UI.
      if window.firstResponder != nil { window.makeFirstResponder(nil) }
      return false
    case .dragged, .up:
      guard window.isCapturingPointer else {
        wantsMouse = isUI(window.hitTest(pointer.location))
        return false
      }
      window.dispatch(event)
      wantsMouse = window.isCapturingPointer || isUI(window.hitTest(pointer.location))
      return true
    case .moved, .entered:
      window.dispatch(event)
      wantsMouse = isUI(window.hitTest(pointer.location))
      return wantsMouse
    case .exited:
      window.dispatch(event)
      wantsMouse = false
      return false
    }
  }

  private func isUI(_ view: View?) -> Bool {
    guard let view else { return false }
    return !isEmptySpace(view)
  }

  func handleWindowEvent(_ event: SDL_WindowEvent) {
    guard let windowID, event.windowID == windowID else { return }
    switch SDL_WindowEventID(UInt32(truncatingIfNeeded: event.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      syncGeometry()
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      window.dispatch(.windowFocus(true))
    case SDL_WINDOWEVENT_FOCUS_LOST:
      window.dispatch(.windowFocus(false))
    case SDL_WINDOWEVENT_LEAVE:
      window.dispatch(.pointer(PointerEvent(.exited, at: .zero)))
      wantsMouse = false
    default:
      break
    }
  }
}
