import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import CSDL2
import Foundation
import Testing

/// A tiny "game": a software renderer on a surface, a frame it fills itself, and a Boxwood HUD hosted on
/// it with ``GameHost`` (no SDL window: the UI takes the renderer's output size).
@MainActor
final class TestGame {
  let surface: UnsafeMutablePointer<SDL_Surface>
  let renderer: OpaquePointer
  let host: GameHost
  let hud = View()
  let button = Button(title: "Pause")
  let field = TextField(placeholder: "Chat")
  let panel = View()
  var presses = 0

  init(width: Int32 = 320, height: Int32 = 200) throws {
    surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    renderer = SDL_CreateSoftwareRenderer(surface)!
    button.frame = Rect(x: 10, y: 10, width: 100, height: 36)
    field.frame = Rect(x: 10, y: 150, width: 200, height: 32)
    panel.frame = Rect(x: 220, y: 10, width: 90, height: 60)
    panel.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    panel.cornerRadius = 8
    for view in [button, field, panel] { hud.addSubview(view) }
    host = try GameHost(window: Window(title: "hud", rootView: hud), sdlWindow: nil, renderer: renderer)
    button.addAction(for: .primaryActionTriggered) { [unowned self] _ in presses += 1 }
  }

  isolated deinit {
    host.detach()
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  /// The game's own frame: a blue-green gradient in stripes.
  func drawGameFrame() {
    SDL_SetRenderTarget(renderer, nil)
    for y in stride(from: Int32(0), to: surface.pointee.h, by: 10) {
      SDL_SetRenderDrawColor(renderer, 20, UInt8(y % 256), 120, 255)
      var row = SDL_Rect(x: 0, y: y, w: surface.pointee.w, h: 10)
      SDL_RenderFillRect(renderer, &row)
    }
  }

  /// One game frame at `time`: the game draws, the HUD draws over it.
  func frame(at time: Double) {
    host.update(at: time)
    drawGameFrame()
    host.render()
  }

  /// Every renderer state a host must restore, as read back from SDL.
  static func state(of renderer: OpaquePointer) -> [String] {
    var v = SDL_Rect()
    SDL_RenderGetViewport(renderer, &v)
    var c = SDL_Rect()
    SDL_RenderGetClipRect(renderer, &c)
    var s = (Float(0), Float(0))
    SDL_RenderGetScale(renderer, &s.0, &s.1)
    var l = (Int32(0), Int32(0))
    SDL_RenderGetLogicalSize(renderer, &l.0, &l.1)
    var color = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
    SDL_GetRenderDrawColor(renderer, &color.0, &color.1, &color.2, &color.3)
    var blend = SDL_BLENDMODE_NONE
    SDL_GetRenderDrawBlendMode(renderer, &blend)
    return [
      "target \(String(describing: SDL_GetRenderTarget(renderer)))", "viewport \(v.x) \(v.y) \(v.w) \(v.h)",
      "clip \(c.x) \(c.y) \(c.w) \(c.h) \(SDL_RenderIsClipEnabled(renderer) == SDL_TRUE)",
      "scale \(s.0) \(s.1)",
      "logical \(l.0) \(l.1)", "colour \(color.0) \(color.1) \(color.2) \(color.3)",
      "blend \(blend.rawValue)",
    ]
  }

  /// The whole frame, as the player sees it.
  func image() -> RenderedImage {
    let w = surface.pointee.w
    let h = surface.pointee.h
    var pixels = [UInt8](repeating: 0, count: Int(w * h * 4))
    SDL_SetRenderTarget(renderer, nil)
    _ = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, w * 4)
    }
    return RenderedImage(width: Int(w), height: Int(h), pixels: pixels)
  }

  func pixel(_ x: Int32, _ y: Int32) -> (UInt8, UInt8, UInt8, UInt8) {
    var value: UInt32 = 0
    var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
    SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &value, 4)
    return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF), UInt8(value >> 24))
  }
}

/// Synthetic SDL events, as the game's `SDL_PollEvent` would hand them over.
enum SDLEvents {
  static func mouse(_ type: SDL_EventType, x: Int32, y: Int32, windowID: UInt32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    if type == SDL_MOUSEMOTION {
      event.motion.x = x
      event.motion.y = y
      event.motion.windowID = windowID
    } else {
      event.button.x = x
      event.button.y = y
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.clicks = 1
      event.button.windowID = windowID
    }
    return event
  }

  static func key(_ code: SDL_KeyCode, down: Bool = true, windowID: UInt32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
    event.key.keysym.sym = SDL_Keycode(code.rawValue)
    event.key.windowID = windowID
    return event
  }

  static func text(_ text: String, windowID: UInt32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    event.text.windowID = windowID
    withUnsafeMutableBytes(of: &event.text.text) { bytes in
      for (index, byte) in text.utf8.prefix(31).enumerated() { bytes[index] = byte }
    }
    return event
  }
}

@Suite("GameHost: Boxwood inside a game's loop", .serialized)
@MainActor
struct GameHostTests {
  @Test("clicks on UI views are the UI's; clicks on empty space go to the game and end editing")
  func pointerRouting() throws {
    let game = try TestGame()
    // Events before the first update: the host lays out first, so hit testing works.
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEMOTION, x: 50, y: 20)))
    #expect(game.host.wantsMouse)
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20)))
    #expect(game.presses == 1)
    // Empty space (the root view): the game's, both the motion and the click.
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEMOTION, x: 150, y: 100)))
    #expect(!game.host.wantsMouse)
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 150, y: 100)))
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 150, y: 100)))
    // A panel with a background is UI even though it does nothing: clicks must not fall through it.
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 250, y: 30)))
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 250, y: 30)))
    // A drag that began on the UI stays the UI's, wherever it goes.
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
    var drag = SDLEvents.mouse(SDL_MOUSEMOTION, x: 200, y: 120)
    drag.motion.state = 1  // SDL_BUTTON_LMASK
    #expect(game.host.handle(drag))
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 200, y: 120)))
    #expect(game.presses == 1)  // released outside: no press
  }

  @Test("keys go to a focused text field, otherwise to the game; Escape ends the editing")
  func keyboardRouting() throws {
    let game = try TestGame()
    game.frame(at: 0)
    #expect(!game.host.wantsKeyboard)
    #expect(!game.host.handle(SDLEvents.key(SDLK_w)))
    #expect(!game.host.handle(SDLEvents.text("w")))
    // Clicking a button focuses it, but the keyboard stays the game's.
    game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20))
    game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20))
    #expect(!game.host.wantsKeyboard)
    #expect(!game.host.handle(SDLEvents.key(SDLK_w)))
    // The chat field takes the keyboard and text input.
    game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 160))
    game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 160))
    #expect(game.host.wantsKeyboard)
    #expect(SDL_IsTextInputActive() == SDL_TRUE)
    #expect(game.host.handle(SDLEvents.text("gg")))
    #expect(game.host.handle(SDLEvents.key(SDLK_BACKSPACE)))
    #expect(game.field.text == "g")
    #expect(game.host.handle(SDLEvents.key(SDLK_ESCAPE)))
    #expect(!game.host.wantsKeyboard)
    #expect(SDL_IsTextInputActive() == SDL_FALSE)
    #expect(!game.host.handle(SDLEvents.key(SDLK_w)))
    // Clicking empty space also ends editing.
    game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 160))
    game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 160))
    #expect(game.host.wantsKeyboard)
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 150, y: 100)))
    #expect(!game.host.wantsKeyboard)
  }

  @Test("the UI draws over the game's frame; an idle frame needs no redraw; a change does")
  func drawingAndDirtyTracking() throws {
    let game = try TestGame()
    #expect(game.host.needsRedraw)
    game.frame(at: 0)
    #expect(!game.host.needsRedraw)
    // The game shows through the empty space; the translucent panel darkens it by half.
    let gameColor = game.pixel(150, 105)
    #expect(gameColor.0 == 20 && gameColor.2 == 120)
    let under = game.pixel(300, 55)
    let stripe = (r: 20.0, g: Double(50 % 256), b: 120.0)
    #expect(abs(Double(under.0) - stripe.r / 2) <= 2 && abs(Double(under.2) - stripe.b / 2) <= 2)
    game.frame(at: 1)
    #expect(!game.host.needsRedraw)
    game.panel.backgroundColor = .systemRed
    #expect(game.host.needsRedraw)
    game.frame(at: 2)
    #expect(!game.host.needsRedraw)
  }

  @Test("render() restores every renderer state it touches, bit for bit")
  func stateRestored() throws {
    let game = try TestGame()
    let target = SDL_CreateTexture(
      game.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 320, 200)!
    defer { SDL_DestroyTexture(target) }
    for (index, useTarget) in [false, true, false].enumerated() {
      SDL_SetRenderTarget(game.renderer, useTarget ? target : nil)
      if index == 2 { SDL_RenderSetLogicalSize(game.renderer, 160, 100) }
      var viewport = SDL_Rect(x: 3, y: 4, w: 300, h: 180)
      if index < 2 { SDL_RenderSetViewport(game.renderer, &viewport) }
      var clip = SDL_Rect(x: 5, y: 6, w: 100, h: 90)
      SDL_RenderSetClipRect(game.renderer, &clip)
      if index < 2 { SDL_RenderSetScale(game.renderer, 1.5, 1.25) }
      SDL_SetRenderDrawColor(game.renderer, 1, 2, 3, 4)
      SDL_SetRenderDrawBlendMode(game.renderer, SDL_BLENDMODE_ADD)
      // SDL keeps viewport and clip in pixels and divides by the scale when read: compare readings.
      let before = TestGame.state(of: game.renderer)
      game.host.update(at: Double(index))
      game.panel.alpha = useTarget ? 0.5 : 0.9  // something to redraw, with an opacity group
      game.host.render()
      let after = TestGame.state(of: game.renderer)
      #expect(after == before, "setup \(index)")
      #expect(SDL_GetRenderTarget(game.renderer) == (useTarget ? target : nil))
      SDL_RenderSetLogicalSize(game.renderer, 0, 0)
      SDL_RenderSetClipRect(game.renderer, nil)
      SDL_RenderSetViewport(game.renderer, nil)
      SDL_RenderSetScale(game.renderer, 1, 1)
    }
  }

  @Test("a scale set at run time re-rasterises at the new pixel size and keeps the layout in points")
  func scaleChange() throws {
    let game = try TestGame()
    game.frame(at: 0)
    #expect(game.host.window.scale == 1)
    #expect(game.host.layer.pixelSize == (320, 200))
    game.host.scaleOverride = 2
    #expect(game.host.needsRedraw)
    game.frame(at: 0.1)
    #expect(game.host.window.scale == 2)
    #expect(game.host.window.size == Size(width: 160, height: 100))
    #expect(game.host.layer.pixelSize == (320, 200))
    #expect(game.button.frame == Rect(x: 10, y: 10, width: 100, height: 36))
    // Pointer coordinates are in points now: (30, 15) is the button.
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 15)))
  }

  @Test("under SDL_RenderSetLogicalSize the UI lays out in logical points and draws crisp at the pixel scale")
  func logicalSize() throws {
    let game = try TestGame(width: 640, height: 400)
    SDL_RenderSetLogicalSize(game.renderer, 320, 200)
    game.frame(at: 0)
    #expect(game.host.window.size == Size(width: 320, height: 200))
    #expect(game.host.window.scale == 2)
    // SDL hands the game mouse events in logical coordinates: so are the UI's.
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20)))
    #expect(game.presses == 1)
    game.frame(at: 0.5)
    assertSnapshot(game.image(), named: "logical-320x200-on-640x400")
    SDL_RenderSetLogicalSize(game.renderer, 0, 0)
  }

  @Test("a scale the game sets under a logical size: the logical area's pixels ÷ scale, mouse converted")
  func logicalSizeWithScale() throws {
    let game = try TestGame(width: 640, height: 400)
    SDL_RenderSetLogicalSize(game.renderer, 320, 200)
    defer { SDL_RenderSetLogicalSize(game.renderer, 0, 0) }
    game.host.scaleOverride = 4
    game.frame(at: 0)
    #expect(game.host.window.size == Size(width: 160, height: 100))
    #expect(game.host.layer.pixelSize == (640, 400))
    // Logical (100, 20) is pixel (200, 40), point (50, 10): the button (x 10…110 points); logical
    // (150, 20) is point (75, 10), also the button, but logical (250, 20) is point (125, 10), beside it.
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 20)))
    #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 100, y: 20)))
    #expect(game.presses == 1)
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 250, y: 20)))
  }

  @Test("scale 2 set by the game: text rasterised at twice the size, edges on whole pixels")
  func scaleTwoGolden() throws {
    let game = try TestGame(width: 640, height: 400)
    game.host.scaleOverride = 2
    game.field.text = "gg wp"
    game.frame(at: 0)
    #expect(game.host.window.size == Size(width: 320, height: 200))
    let image = game.image()
    assertSnapshot(image, named: "scale-2")
    // The panel's left edge (x = 220 points) is exactly at pixel 440: 439 is the game, 440 the panel.
    let inside = image.rgba(x: 441, y: 60)
    let outside = image.rgba(x: 439, y: 60)
    #expect(inside[0] < outside[0] || inside[1] < outside[1])
    #expect(image.rgba(x: 440, y: 60) == inside)
  }

  @Test("a zero-size target draws nothing and does not fail")
  func zeroSize() throws {
    let game = try TestGame()
    game.host.scaleOverride = 1e6  // 320×200 pixels is then 0.00032 points: the UI has no room at all
    game.frame(at: 0)
    game.host.scaleOverride = nil
    game.frame(at: 0.1)
    #expect(game.host.layer.pixelSize == (320, 200))
  }

  @Test("a renderer whose output is 0×0 (a minimised window): events pass, frames draw nothing, no warning")
  func zeroOutput() throws {
    let game = try TestGame(width: 0, height: 0)
    let (_, report) = Diagnostics.collect {
      // Events first, before any update: nothing of the UI shows, so nothing is the UI's.
      #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
      #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20)))
      #expect(!game.host.handle(SDLEvents.key(SDLK_SPACE)))
      for frame in 0..<3 { game.frame(at: Double(frame) / 60) }
    }
    #expect(report.warnings.isEmpty, "\(report.warnings)")
    #expect(game.host.window.size == Size(width: 0, height: 0))
    #expect(game.host.layer.texture == nil)
    #expect(game.host.layer.pixelSize == (0, 0))
    #expect(!game.host.needsRedraw)
    #expect(game.presses == 0)
  }

  @Test("after detach() the host does nothing and consumes nothing")
  func detached() throws {
    let game = try TestGame()
    game.frame(at: 0)
    game.host.detach()
    #expect(game.host.isDetached)
    #expect(!game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20)))
    game.frame(at: 1)
    #expect(!game.host.needsRedraw)
    #expect(game.host.layer.texture == nil)
  }
}
