import Boxwood
import CSDL2

/// Boxwood as a guest in a game's own SDL loop: the game owns the window, the events, the renderer and the
/// frame; the host turns the events the UI wants into Boxwood events and draws the UI into the game's frame.
///
/// ```swift
/// let hud = try GameHost(window: Window(rootView: hudView), sdlWindow: window, renderer: renderer)
/// while running {
///   while SDL_PollEvent(&event) != 0 {
///     if hud.handle(event) { continue }   // the UI took it
///     game.handle(event)
///   }
///   hud.update(at: seconds)               // layout and animations at the game's clock
///   SDL_RenderClear(renderer); game.draw()
///   hud.render()                          // into the current target; every renderer state restored
///   SDL_RenderPresent(renderer)
/// }
/// hud.detach()                             // before SDL_DestroyRenderer
/// ```
///
/// What it never does: pump events, create or present a renderer, call `SDL_Quit` or `exit`, start threads,
/// or depend on an initialisation order beyond SDL_ttf, which it starts itself (`TTF_Init` counts).
///
/// Who gets what:
/// - **Pointer:** a press on a UI view is the UI's, with the drags and release that follow. A press on
///   empty space (the root view, or a bare container with no background or border: see
///   ``isEmptySpace``) goes to the game and takes keyboard focus away from the UI. Motion updates hover
///   and is the UI's while the pointer is over a UI view (``wantsMouse``).
/// - **Keys:** the UI's while a view that takes text is focused, or while the user moves focus with the
///   keyboard (Tab); otherwise the game's (``wantsKeyboard``). Escape in a focused field ends the editing.
///   A click on a button does not take the keyboard from the game.
/// - **Text input:** SDL's text input is started while a UI text field has focus, and stopped again when
///   it loses it (only if the host started it).
/// - **Window events** update the UI's size and scale, focus and hover, and are never consumed. Events of
///   other windows are ignored.
///
/// Drawing: the UI is kept in a texture of the game's renderer (``layer``), redrawn only when it changed;
/// every ``render()`` composites it onto the current target. It knows which pixels the UI covers (32-pixel
/// tiles) and which of them changed: a redraw touches only the changed tiles, and a composite copies only
/// the covered ones. Set ``redrawsEveryFrame`` to redraw all of it every frame (for measurements).
@MainActor
public final class GameHost {
  /// The Boxwood window: its root view is the UI (its background should stay `.clear`).
  public let window: Window
  /// The layer holding the UI's pixels, for games that draw it themselves (on an in-game surface).
  public let layer: UILayer
  private let sdlRenderer: OpaquePointer
  private let sdlWindow: OpaquePointer?
  let windowID: UInt32?
  /// Whether the host let go of the renderer (``detach()``, or the game destroyed it).
  public private(set) var isDetached = false
  /// Whether the UI owns the whole window (`Application`'s windows): every event in it is the UI's, and
  /// the UI draws opaque, straight into the window's frame.
  let ownsWindow: Bool
  /// Whether the layer shows the UI as it is now.
  private var layerIsCurrent = false
  /// Whether the layer was redrawn (by `update(at:)`) since it was last composited.
  private var layerChangedSinceComposite = false
  private var startedTextInput = false
  private var shownTextInputRect: Rect?
  private var shownCursor: Cursor?

  /// Whether the pointer is over the UI or the UI holds it (a drag that began on a UI view): the game
  /// should ignore the mouse.
  public internal(set) var wantsMouse = false
  /// Whether keys belong to the UI now (a focused text field, or keyboard navigation).
  public var wantsKeyboard: Bool {
    guard !isDetached, let focused = window.firstResponder else { return false }
    return focused.acceptsTextInput || window.hasKeyboardNavigationFocus
  }

  /// Pixels per point, when the game decides it (else derived from the window or the logical size). The UI
  /// then measures the output (or, under a logical size, the logical area) in pixels divided by the scale:
  /// at 2, a 1600×1000-pixel window holds an 800×500-point UI. Mouse positions keep coming in the window's
  /// (or logical) coordinates and are converted; without a window they are taken as points.
  ///
  /// A scale outside ``Window/scaleRange`` (or NaN) is refused (reported as
  /// ``BoxwoodError/invalidValue(subject:property:value:expected:)``) and the previous one kept.
  public var scaleOverride: Double? {
    didSet {
      if let scale = scaleOverride, !Window.scaleRange.contains(scale) {
        let range = Window.scaleRange
        refuse(
          "scaleOverride", scale,
          expected: "pixels per point within \(range.lowerBound)...\(range.upperBound), or nil; kept "
            + (oldValue.map { "\($0)" } ?? "nil"))
        scaleOverride = oldValue
      }
      if scaleOverride != oldValue { syncGeometry() }
    }
  }
  /// Points per unit of the mouse positions in the game's events (1 unless the game set a scale).
  var pointsPerEventUnit = 1.0
  /// How opaque the UI is drawn over the game (1 as drawn, 0 not at all), for fading the whole HUD in or
  /// out (a cut-scene, a photo mode) without touching its views or redrawing its texture. Clamped to
  /// 0…1 when drawn; NaN is refused (reported as ``BoxwoodError/invalidValue(subject:property:value:expected:)``)
  /// and the previous opacity kept. Whole-window hosts (``Application``) ignore it.
  public var opacity = 1.0 {
    didSet {
      if opacity.isNaN {
        refuse("opacity", opacity, expected: "a fraction from 0 to 1; kept \(oldValue)")
        opacity = oldValue
      }
      if opacity != oldValue { layerChangedSinceComposite = true }
    }
  }

  /// Reports a refused value of one of the host's settings.
  private func refuse(_ property: String, _ value: Double, expected: String) {
    Diagnostics.report(
      .invalidValue(
        subject: "GameHost of window \"\(window.title)\"", property: property, value: "\(value)",
        expected: expected))
  }
  /// Draw the UI every frame even when nothing changed (for measurements; the result is the same).
  public var redrawsEveryFrame = false
  /// Whether a hit view counts as empty space, through which clicks reach the game. The default treats the
  /// root view and bare containers (plain views, BoxViews and StackViews without background or border)
  /// as empty; replace it to make a view of yours transparent to clicks, or opaque.
  public var isEmptySpace: (View) -> Bool

  /// Attaches `window` to the game's renderer (and window, for its size, scale and events). A window with
  /// the default white background is given a clear one, so that the game shows through.
  ///
  /// - Parameters:
  ///   - sdlWindow: the game's window; `nil` for a renderer without one (drawing into a texture or a
  ///     surface): the UI then takes the renderer's output size in points at scale 1 unless told.
  /// - Throws: ``BoxwoodSDLError/initializationFailed(subsystem:sdlError:)`` when SDL_ttf cannot start.
  public convenience init(
    window: Window, sdlWindow: OpaquePointer?, renderer: OpaquePointer
  ) throws(BoxwoodSDLError) {
    try self.init(window: window, sdlWindow: sdlWindow, renderer: renderer, ownsWindow: false)
  }

  /// A host for a UI that owns its window (``WindowHost``) or is a guest in it.
  init(
    window: Window, sdlWindow: OpaquePointer?, renderer: OpaquePointer, ownsWindow: Bool
  ) throws(BoxwoodSDLError) {
    try BoxwoodSDL.bootstrap()
    self.ownsWindow = ownsWindow
    self.window = window
    self.sdlRenderer = renderer
    self.sdlWindow = sdlWindow
    self.windowID = sdlWindow.map { SDL_GetWindowID($0) }
    self.layer = UILayer(renderer: try DisplayListRenderer(renderer: renderer))
    isEmptySpace = { view in
      if view === window.rootView { return true }
      let bare =
        type(of: view) == View.self || view is BoxView || view is StackView || view is FrameStackView
      let background = view.backgroundColor.map { $0.alpha > 0 } ?? false
      return bare && !background && view.borderWidth == 0
    }
    if !ownsWindow, window.backgroundColor == .white { window.backgroundColor = .clear }
    syncGeometry()
  }

  isolated deinit {
    // A renderer destroyed without detach() is noticed here too (with a window), and not touched.
    if !isDetached, checkAttached() { release(destroying: true) }
  }

  // MARK: Frames

  /// Whether the UI will look different at the next ``render()``: something changed, an animation runs,
  /// or a view asked to be redrawn by now. False after an idle frame.
  public var needsRedraw: Bool {
    !isDetached && (!layerIsCurrent || window.needsRedraw || layerChangedSinceComposite)
  }

  /// Sets the UI's clock to `time` before the frame's events are handled, so that animations they start
  /// begin at this frame (``update(at:)`` does it too, after the events).
  public func beginFrame(at time: Double) {
    guard !isDetached else { return }
    window.frameTime = time
  }

  /// Sets the UI's clock to `time` (seconds, the game's), follows the window's size and scale, and lays
  /// out. Call once per game frame before ``render()``.
  public func update(at time: Double) {
    guard checkAttached() else { return }
    window.frameTime = time
    syncGeometry()
    window.layoutIfNeeded()
    // The UI's texture is brought up to date here, before the game draws its frame: switching render
    // targets in the middle of the game's frame makes some drivers finish the frame so far first.
    if !ownsWindow { refreshLayer() }
  }

  /// Draws the UI into the renderer's current target, between the game's clear and present. Every
  /// renderer state it touches is restored.
  public func render() {
    guard checkAttached() else { return }
    syncInputState()
    if ownsWindow {
      // The whole window is the UI's and its background is opaque: no layer, no texture copy.
      layer.renderer.draw(window.makeDisplayList(), scale: window.scale)
      return
    }
    // Normally `update(at:)` did it; a change since (or no update at all) is drawn now.
    guard refreshLayer() else { return }
    if !(opacity <= 0) {
      if usesLogicalSize {
        layer.composite(in: nil, opacity: opacity)
      } else {
        layer.composite(opacity: opacity)
      }
    }
    layerChangedSinceComposite = false
  }

  /// Whether the game set a logical size: the UI then covers the logical area (the viewport), texel for
  /// pixel.
  private var usesLogicalSize: Bool {
    var logical = (w: Int32(0), h: Int32(0))
    SDL_RenderGetLogicalSize(sdlRenderer, &logical.w, &logical.h)
    return logical.w > 0 && logical.h > 0
  }

  /// Redraws the layer where the UI changed; returns false when it could not be drawn.
  @discardableResult
  private func refreshLayer() -> Bool {
    // With redrawsEveryFrame, once per frame: render() does not draw again what update(at:) just drew.
    let forced = redrawsEveryFrame && !layerChangedSinceComposite
    guard !layerIsCurrent || window.needsRedraw || forced else { return true }
    let list = window.makeDisplayList()
    let scale = window.scale
    // Window sizes are finite and within a billion points, but a scale set by the app may take the pixels
    // beyond `Int32`: such a size is clamped here (the layer then fails to make its texture, reported)
    // instead of trapping in the conversion.
    let pixels = { (points: Double) in Int32(clamping: (points * scale).rounded(), to: 0...Int32.max) }
    let size =
      usesLogicalSize
      ? layer.viewportPixelSize : (width: pixels(window.size.width), height: pixels(window.size.height))
    // Damage tracking would find nothing to redraw: start over to redraw everything, as asked.
    if redrawsEveryFrame { layer.invalidate() }
    do {
      try layer.redraw(list, scale: scale, pixelSize: size)
      layerIsCurrent = true
      layerChangedSinceComposite = true
      return true
    } catch {
      Diagnostics.warn("\(error); the UI is not drawn this frame")
      return false
    }
  }

  // MARK: Geometry and input state

  /// The UI's size in points and its scale: the renderer's logical size when the game set one (SDL then
  /// reports the mouse in logical units too), else the window's size; the scale is the pixels per point.
  func syncGeometry() {
    guard !isDetached else { return }
    var output = (w: Int32(0), h: Int32(0))
    SDL_GetRendererOutputSize(sdlRenderer, &output.w, &output.h)
    var logical = (w: Int32(0), h: Int32(0))
    SDL_RenderGetLogicalSize(sdlRenderer, &logical.w, &logical.h)
    var points: Size
    var scale: Double
    // The pixels in a unit of the mouse's coordinates: logical units under a logical size, else the
    // window's coordinates; `nil` without a window, where the game hands over positions in points.
    var pixelsPerEventUnit: Double?
    if logical.w > 0, logical.h > 0 {
      var s = (x: Float(1), y: Float(1))
      SDL_RenderGetScale(sdlRenderer, &s.x, &s.y)
      points = Size(width: Double(logical.w), height: Double(logical.h))
      scale = Double(min(s.x, s.y))
      pixelsPerEventUnit = scale
    } else if let sdlWindow {
      var w: Int32 = 0
      var h: Int32 = 0
      SDL_GetWindowSize(sdlWindow, &w, &h)
      points = Size(width: Double(w), height: Double(h))
      scale = w > 0 ? Double(output.w) / Double(w) : 1
      pixelsPerEventUnit = scale
    } else {
      points = Size(width: Double(output.w), height: Double(output.h))
      scale = 1
    }
    if let scaleOverride {
      // The game's scale: the output's pixels hold that many per point (the logical area's, under a
      // logical size), so the UI measures fewer or more points than the window.
      if logical.w > 0, logical.h > 0 {
        let pixels = (w: Double(logical.w) * scale, h: Double(logical.h) * scale)
        points = Size(width: pixels.w / scaleOverride, height: pixels.h / scaleOverride)
      } else {
        points = Size(width: Double(output.w) / scaleOverride, height: Double(output.h) / scaleOverride)
      }
      scale = scaleOverride
    }
    if let pixelsPerEventUnit, scale > 0, scale.isFinite, pixelsPerEventUnit > 0 {
      pointsPerEventUnit = pixelsPerEventUnit / scale
    } else {
      pointsPerEventUnit = 1
    }
    if window.size != points { window.size = points }
    if scale.isFinite, scale > 0, window.scale != scale {
      // Text is rasterised at the new pixel size; sizes measured in points stay, so layout follows.
      window.scale = scale
      layerIsCurrent = false
    }
  }

  /// SDL's text input follows focus on a text field; the cursor follows the view under the pointer while
  /// the pointer is over the UI.
  func syncInputState() {
    SDLThreadCleanup.enroll()
    let wanted = window.wantsTextInput
    if wanted && !startedTextInput {
      startedTextInput = true
      SDL_StartTextInput()
      // The next field to take text input must place the input method's window again.
      shownTextInputRect = nil
    } else if !wanted && startedTextInput {
      startedTextInput = false
      SDL_StopTextInput()
    }
    if wanted, let rect = window.textInputRect, rect != shownTextInputRect {
      shownTextInputRect = rect
      // In the window's coordinates, which differ from points when the game set a scale.
      let k = 1 / pointsPerEventUnit
      var sdlRect = SDL_Rect(
        x: Int32(pixel: (rect.minX * k).rounded()), y: Int32(pixel: (rect.minY * k).rounded()),
        w: Int32(pixel: max(1, (rect.width * k).rounded())),
        h: Int32(pixel: max(1, (rect.height * k).rounded())))
      SDL_SetTextInputRect(&sdlRect)
    }
    let cursor: Cursor? = wantsMouse || ownsWindow ? window.cursor : nil
    if cursor != shownCursor, sdlWindow != nil {
      shownCursor = cursor
      WindowHost.showSystemCursor(cursor ?? .arrow)
    }
  }

  // MARK: Lifetime

  /// Lets go of the game's renderer: frees the host's textures. Call before `SDL_DestroyRenderer`. Later
  /// calls do nothing (``handle(_:)`` returns false).
  public func detach() {
    guard !isDetached else { return }
    release(destroying: true)
  }

  /// Whether the renderer is still the game's: with a window, SDL knows the window's renderer, so a
  /// renderer the game destroyed without ``detach()`` is noticed (and reported once) instead of used.
  func checkAttached() -> Bool {
    guard !isDetached else { return false }
    if let windowID {
      let alive = SDL_GetWindowFromID(windowID)
      let reason: String?
      if alive == nil || alive != sdlWindow {
        reason = "the game's SDL window (id \(windowID)) was destroyed"
      } else if SDL_GetRenderer(alive) != sdlRenderer {
        reason = "the game destroyed or replaced the window's SDL renderer without calling detach()"
      } else {
        reason = nil
      }
      if let reason {
        Diagnostics.warn("\(BoxwoodSDLError.hostDetached(reason: reason)); its textures went with it")
        // The textures were destroyed with the renderer: forget them, never touch them again.
        release(destroying: false)
        return false
      }
    }
    return true
  }

  private func release(destroying: Bool) {
    isDetached = true
    if startedTextInput {
      startedTextInput = false
      SDL_StopTextInput()
    }
    if destroying {
      layer.release()
      layer.renderer.releaseTextures()
    } else {
      layer.forget()
      layer.renderer.forgetTextures()
    }
  }
}

extension DisplayListRenderer {
  /// Forgets every texture without destroying it: their renderer is gone and destroyed them.
  func forgetTextures() {
    textCache.removeAll(destroying: false)
    imageCache.removeAll(destroying: false)
    corners.removeAll(destroying: false)
    layers.removeAll()
    streamingTexture = nil
  }
}
