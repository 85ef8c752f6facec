import Boxwood
import BoxwoodSDL
import LoginFormUI
import SeededRandom

/// The LoginForm soak (issue 10): a seeded script of rounds plays the form for many frames at explicit 60 Hz
/// frame times, each frame drawn by a real SDL renderer (software offscreen, or OpenGL in a hidden window).
///
/// A round types into the fields (deleting, selecting, pasting), submits with errors (the error label comes,
/// moves and goes, changing layout), toggles the hint, signs in and out, resizes the window (small, large)
/// and waits while animations and the caret blink run. Then it returns *home* — window at
/// ``homeSize``, both fields empty, no error, no hint, signed out, focus in Name, no animation — and a
/// ``SoakHomeSample`` is taken: every home must hold exactly the same layout system, views and animations.
/// Every frame the text and image caches are checked against their bounds; every `checkpointInterval`
/// frames a ``SoakCheckpoint`` (with RSS) is taken.
@MainActor
public final class LoginSoak {
  /// The window size the script starts from and returns to (the app's default).
  public static let homeSize = Size(width: 520, height: 560)
  /// The time between frames.
  public static let frameInterval = 1.0 / 60

  /// The window the form is in.
  public let window: Window
  /// The form being driven.
  public let form: LoginFormView
  /// The renderer every frame is drawn with.
  public let renderer: any SoakRenderer
  /// Whether a resize picks any size in a range (a new one almost every time) instead of one of the five
  /// ``sizes``: every size is then a new output size for the renderer, as a user dragging a window edge.
  public let anySize: Bool
  /// Frames played so far.
  public private(set) var frame = 0
  /// Rounds completed (each ends with a home sample).
  public private(set) var rounds = 0
  /// The state at each home, the start included (index 0).
  public private(set) var homeSamples: [SoakHomeSample] = []
  /// Frames at which a cache was over its bound, with what it held (empty while all is well).
  public private(set) var cacheViolations: [String] = []
  /// The largest text cache seen (entries, bytes), to report how close to the bound it ran.
  public private(set) var peakTextCache = (entries: 0, bytes: 0)

  var generator: SeededGenerator
  var input: ScriptedInput
  var steps: [SoakStep] = []
  var nextStep = 0
  var wait = 0
  /// How many times, over the whole soak, the home steps had to be played again.
  public private(set) var homeRetries = 0
  /// How many times the home steps were repeated this round.
  var homeAttempts = 0
  /// Frames a step has waited for rest.
  var restWait = 0
  /// The most frames a step waits for animations to end.
  static let restLimit = 600
  /// Where the script could not get home (an animation that never ends).
  public private(set) var stuck: [String] = []
  var phase = Phase.round
  /// Where the pointer is (for drags and hovering).
  var pointer = Point(x: 0, y: 0)

  enum Phase { case round, home, settling }

  /// A soak of the LoginForm in a new window, its script seeded with `seed`, drawn by `renderer` (SDL's
  /// software renderer offscreen by default), resizing to one of five sizes or, with `anySize`, to any.
  /// - Throws: a ``BoxwoodSDLError`` when SDL's software renderer cannot start.
  public init(seed: UInt64, renderer: (any SoakRenderer)? = nil, anySize: Bool = false) throws {
    // The renderer first: it installs SDL_ttf's text system, which the form measures with.
    self.renderer = try renderer ?? OffscreenRenderer()
    self.anySize = anySize
    window = Window(title: "LoginForm soak", size: Self.homeSize)
    form = LoginFormView.install(in: window)
    generator = SeededGenerator(seed: seed)
    input = ScriptedInput(window: window)
  }

  /// The script's frame time of frame `index`.
  static func time(ofFrame index: Int) -> Double { Double(index) * frameInterval }

  /// Plays `count` more frames; `checkpoint` is called after every frame whose number (counted from 1) is
  /// a multiple of `interval`.
  /// - Throws: a ``BoxwoodSDLError`` when a frame cannot be drawn.
  public func play(
    frames count: Int, checkpointEvery interval: Int = 0,
    checkpoint: @MainActor (LoginSoak) -> Void = { _ in }
  ) throws {
    for _ in 0..<count {
      try playFrame()
      if interval > 0, frame % interval == 0 { checkpoint(self) }
    }
  }

  /// One frame: the script's due steps, then the frame drawn, then the checks.
  func playFrame() throws {
    window.frameTime = Self.time(ofFrame: frame)
    if frame == 0 {
      // Home before anything happened: the first sample, once the first frame is drawn.
      phase = .settling
    } else {
      runDueSteps()
    }
    try renderer.draw(window)
    frame += 1
    checkCaches()
    if phase == .settling, isAtRest {
      homeSamples.append(homeSample())
      if frame > 1 { rounds += 1 }
      beginRound()
    }
  }

  /// No animation running or waiting, no completion pending, no layout pending.
  var isAtRest: Bool {
    let stats = window.statistics
    return !window.hasRunningAnimations && stats.pendingCompletions == 0 && !window.needsLayout
  }

  private func runDueSteps() {
    if wait > 0 {
      wait -= 1
      return
    }
    while wait == 0 {
      if nextStep == steps.count {
        switch phase {
        case .round:
          phase = .home
          homeAttempts = 0
          steps = homeSteps()
          nextStep = 0
        case .home:
          // A click the form refused (a view still moving, a button out of reach): try again, a few times
          // (a home that is still wrong after that is reported by the home samples).
          if !isHome, homeAttempts < 3 {
            homeAttempts += 1
            homeRetries += 1
            steps = homeSteps()
            nextStep = 0
            continue
          }
          phase = .settling
          return
        case .settling:
          return
        }
        continue
      }
      let step = steps[nextStep]
      if step.waitsForRest, !isAtRest {
        // Views that animate refuse clicks (as in UIKit): wait, but not forever.
        restWait += 1
        if restWait <= Self.restLimit { return }
        stuck.append("frame \(frame): no rest after \(Self.restLimit) frames (\(window.statistics))")
      }
      restWait = 0
      nextStep += 1
      step.action(self)
      wait = step.frames
    }
    wait -= 1
  }

  private func beginRound() {
    phase = .round
    steps = roundSteps()
    nextStep = 0
    wait = 0
  }

  private func checkCaches() {
    let stats = renderer.renderer.statistics
    peakTextCache = (
      max(peakTextCache.entries, stats.cachedTextTextures), max(peakTextCache.bytes, stats.cachedTextBytes)
    )
    let limits = stats.textCacheLimits
    if stats.cachedTextTextures > limits.entries || stats.cachedTextBytes > limits.bytes {
      cacheViolations.append(
        "frame \(frame): text cache \(stats.cachedTextTextures) entries, \(stats.cachedTextBytes) bytes "
          + "> bound \(limits.entries) entries, \(limits.bytes) bytes")
    }
    // The form has two icons; their textures live as long as the images.
    if stats.cachedImageTextures > Self.imageBound {
      cacheViolations.append(
        "frame \(frame): image cache \(stats.cachedImageTextures) entries > bound \(Self.imageBound)")
    }
  }

  /// The most image textures the form may need: its two icons.
  public static let imageBound = 2

  private func homeSample() -> SoakHomeSample {
    let stats = renderer.renderer.statistics
    // The cells of the tableau's rows follow the basis the solver reached, which the same constraints
    // may reach by other pivots: rows, definitions and symbols are the state a home must return to.
    var windowStatistics = window.statistics
    windowStatistics.solverCells = 0
    return SoakHomeSample(
      frame: frame, window: windowStatistics, liveViews: View.liveInstanceCount,
      imageTextures: stats.cachedImageTextures, firstResponder: window.firstResponder?.debugName,
      form: "error=\(form.errorField?.debugName ?? "none") hint=\(form.hintLabel.superview != nil) "
        + "signedIn=\(form.signedInName != nil) name=\(form.nameField.text.count) "
        + "password=\(form.passwordField.text.count) offset=\(form.scrollView.contentOffset) "
        + "size=\(window.size) stuck=\(stuck.count)")
  }
}

/// One step of the script: an action, then how many frames pass before the next step runs (0: the next
/// runs in the same frame).
struct SoakStep {
  var frames: Int
  /// Whether the step waits until no animation runs (a click on an animating view is refused).
  var waitsForRest = false
  var action: @MainActor (LoginSoak) -> Void
}

/// What the soak sees each time the form is home: all of it must be the same every time.
public struct SoakHomeSample: Equatable, Sendable {
  /// The frame at which it was taken (not compared).
  public var frame: Int
  /// The window's layout system, views and animations.
  public var window: WindowStatistics
  /// ``View/liveInstanceCount``.
  public var liveViews: Int
  /// Image textures cached.
  public var imageTextures: Int
  /// The debug name of the focused view.
  public var firstResponder: String?
  /// The form's own state: error, hint, signed in, field lengths, scroll offset.
  public var form: String

  /// Whether two samples describe the same state: everything equal but the frame number, the solver's
  /// tableau rows and definitions each (not only their sum).
  public func sameState(as other: SoakHomeSample) -> Bool {
    var copy = other
    copy.frame = frame
    return self == copy
  }
}
