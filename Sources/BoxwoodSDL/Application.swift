import Boxwood
import CSDL2

/// A desktop application: SDL windows and the event loop.
///
/// The loop is frame-timed and idle-aware: it renders only windows whose content changed (or that the
/// system asked to repaint), paces frames to the display (vsync, or `frameInterval` without it), and
/// when nothing changed it sleeps in `SDL_WaitEventTimeout` instead of spinning.
@MainActor
public final class Application {
  /// The clock whose time stamps every frame.
  public let clock: any FrameClock
  /// The shortest time between frames when the renderer has no vsync (60 Hz by default), from 0 (no
  /// pacing) to ``maximumFrameInterval``. A NaN, negative, infinite or longer interval is refused with a
  /// ``BoxwoodError/invalidValue(subject:property:value:expected:)`` report and the interval kept.
  public var frameInterval: Double = 1.0 / 60 {
    didSet {
      guard !(0...Self.maximumFrameInterval).contains(frameInterval) else { return }
      Diagnostics.report(
        .invalidValue(
          subject: "Application", property: "frameInterval", value: "\(frameInterval)",
          expected: "seconds from 0 to \(Self.maximumFrameInterval) (the loop handles no input while it "
            + "waits); kept \(oldValue)"))
      frameInterval = oldValue
    }
  }
  /// The longest ``frameInterval``: one second. The loop sleeps out the interval after a frame and
  /// handles no input meanwhile, so a longer one would freeze the app.
  public static let maximumFrameInterval = 1.0
  /// Called once per loop iteration with the frame time, before rendering (for app logic and tests).
  public var onFrame: ((Double) -> Void)?
  private(set) var hosts: [WindowHost] = []
  private var running = false
  /// Frames rendered so far, across windows.
  public private(set) var renderedFrames = 0

  /// Starts SDL's video and event subsystems and SDL_ttf.
  /// - Throws: ``BoxwoodSDLError/initializationFailed(subsystem:sdlError:)`` with `SDL_GetError()`.
  public init(clock: any FrameClock = SystemClock()) throws(BoxwoodSDLError) {
    try BoxwoodSDL.bootstrap()
    try BoxwoodSDL.initializeVideo()
    self.clock = clock
  }

  isolated deinit {
    for host in hosts { host.close() }
  }

  /// The windows currently open.
  public var windows: [Window] { hosts.map(\.window) }

  /// Opens an SDL window showing `window`.
  /// - Throws: ``BoxwoodSDLError/windowTooLarge(title:width:height:limit:)`` for a window over
  ///   ``WindowHost/maximumSide`` points a side, ``BoxwoodSDLError/windowCreationFailed(title:sdlError:)``
  ///   or ``BoxwoodSDLError/rendererCreationFailed(sdlError:)``.
  @discardableResult
  public func open(_ window: Window) throws(BoxwoodSDLError) -> WindowHost {
    let host = try WindowHost(window: window)
    if window.clipboard is MemoryClipboard { window.clipboard = SDLClipboard() }
    hosts.append(host)
    return host
  }

  /// Closes the SDL window showing `window`.
  public func close(_ window: Window) {
    for host in hosts where host.window === window { host.close() }
    hosts.removeAll { $0.isClosed }
  }

  /// Runs the event loop until ``stop()`` is called, the user quits, or the last window closes.
  public func run() {
    running = true
    while running, !hosts.isEmpty { iterate(idleTimeout: 1.0) }
    running = false
  }

  /// Runs one iteration of the loop — for hosts that drive it themselves: when nothing needs drawing
  /// it first sleeps until an event arrives or `timeout` seconds pass; then it handles the pending
  /// events and renders the windows that changed.
  ///
  /// An infinite timeout (or one over 24 days, beyond SDL's) waits until an event arrives or a window's
  /// timed redraw is due; a negative one does not wait. A NaN timeout is reported
  /// (``BoxwoodError/invalidValue(subject:property:value:expected:)``) and does not wait either.
  public func runOnce(timeout: Double = 1.0) {
    if timeout.isNaN {
      Diagnostics.report(
        .invalidValue(
          subject: "Application.runOnce", property: "timeout", value: "nan",
          expected: "seconds to wait, 0 or more (.infinity: until an event); not waiting"))
    }
    iterate(idleTimeout: timeout.isNaN ? 0 : timeout)
  }

  private func iterate(idleTimeout: Double) {
    SDLThreadCleanup.enroll()
    var event = SDL_Event()
    setFrameTime(clock.now)
    let busy = hosts.contains { $0.window.needsRedraw || $0.needsExpose } || onFrame != nil
    if !busy, SDL_WaitEventTimeout(&event, idleMilliseconds(idleTimeout)) != 0 {
      // Events see the time they arrived at, not the time the wait began.
      setFrameTime(clock.now)
      handle(event)
    }
    while SDL_PollEvent(&event) != 0 { handle(event) }
    let start = clock.now
    setFrameTime(start)
    onFrame?(start)
    var presented = false
    for host in hosts where host.window.needsRedraw || host.needsExpose {
      host.renderFrame()
      renderedFrames += 1
      presented = presented || !host.hasVSync
    }
    if presented || onFrame != nil { pace(since: start) }
  }

  /// Stamps every window with the frame's time (timed redraws such as a caret's blink compare with it).
  private func setFrameTime(_ time: Double) {
    for host in hosts { host.window.frameTime = time }
  }

  /// How long an idle loop may sleep, in SDL's milliseconds (-1: until an event): `timeout`, cut short
  /// by the earliest timed redraw a window asked for (``Window/requestRedraw(at:)``), rounded up so that
  /// it wakes at or after that time.
  private func idleMilliseconds(_ timeout: Double) -> Int32 {
    var wait = max(0, timeout)
    let now = clock.now
    for host in hosts {
      // A clock or a redraw time may be anything a host made: NaN compares false and is left out.
      if let time = host.window.nextRedrawTime, time - now < wait { wait = max(0, time - now) }
    }
    return Int32(timeoutMilliseconds: wait)
  }

  /// Ends ``run()`` after the current iteration.
  public func stop() { running = false }

  private func pace(since start: Double) {
    let remaining = frameInterval - (clock.now - start)
    if remaining > 0.001 { SDL_Delay(UInt32(delayMilliseconds: remaining)) }
  }

  private func handle(_ event: SDL_Event) {
    if let (windowID, translated) = EventTranslation.translate(event) {
      // Keyboard and text events of a window without focus carry id 0: they go to the focused window.
      let host =
        hosts.first { $0.windowID == windowID }
        ?? hosts.first { SDL_GetKeyboardFocus() == $0.sdlWindow }
      host?.deliver(translated)
      return
    }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      running = false
    case SDL_WINDOWEVENT:
      guard let host = hosts.first(where: { $0.windowID == event.window.windowID }) else { return }
      switch SDL_WindowEventID(UInt32(truncatingIfNeeded: event.window.event)) {
      case SDL_WINDOWEVENT_CLOSE:
        close(host.window)
      case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
        host.needsExpose = true
      default:
        // Size, scale, focus and hover: the same handling as a game's guest UI gets.
        host.handleWindowEvent(event.window)
      }
    default:
      break
    }
  }
}
