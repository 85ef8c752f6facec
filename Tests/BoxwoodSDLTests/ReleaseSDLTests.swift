import Boxwood
import BoxwoodSDL
import CSDL2
import GameOverlayKit
import Testing

/// Weak handles on objects a test expects to be released, by name.
@MainActor
final class ReleasedSDL {
  private var handles: [(name: String, object: () -> AnyObject?)] = []

  /// Starts watching `object` without keeping it alive.
  func watch(_ object: AnyObject, _ name: String) {
    handles.append((name, { [weak object] in object }))
  }

  /// The names of the watched objects still alive.
  var alive: [String] { handles.filter { $0.object() != nil }.map(\.name) }
}

/// A software renderer on an RGBA surface of `width`×`height`, and how to destroy both.
@MainActor
func makeSurfaceRenderer(width: Int32, height: Int32) throws -> (renderer: OpaquePointer, close: () -> Void) {
  let surface = try #require(
    SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
  guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
    SDL_FreeSurface(surface)
    throw BoxwoodSDLError.rendererCreationFailed(sdlError: BoxwoodSDLError.sdlError)
  }
  return (
    renderer,
    {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
    }
  )
}

/// A HUD-like tree that makes every kind of texture: text, rounded corners with borders, an image, a
/// translucent transformed group.
@MainActor
func textureHungryTree() throws -> View {
  let root = View()
  let label = Label("Score 42 — release me", font: .system(size: 14))
  label.frame = Rect(x: 10, y: 10, width: 200, height: 20)
  let card = View(frame: Rect(x: 10, y: 40, width: 120, height: 60))
  card.backgroundColor = .systemBlue
  card.cornerRadius = 12
  card.borderWidth = 2
  card.borderColor = .black
  let pixels = [UInt8](repeating: 200, count: 8 * 8 * 4)
  let image = ImageView(image: try Image(pixelWidth: 8, pixelHeight: 8, pixels: pixels))
  image.frame = Rect(x: 140, y: 40, width: 16, height: 16)
  let group = View(frame: Rect(x: 20, y: 110, width: 80, height: 30))
  group.alpha = 0.5
  group.transform = Transform2D(rotation: 0.3)
  group.backgroundColor = .systemRed
  group.addSubview(Button(title: "OK"))
  for view in [label, card, image, group] { root.addSubview(view) }
  return root
}

/// What the SDL layer must let go of: hosts, layers and offscreen renderers once detached or dropped, with
/// every SDL texture they made destroyed. Textures are counted through `SDL_GetNumAllocations()` (SDL's own
/// allocations, which include every `SDL_Texture` and a software texture's pixels): after one warm-up round
/// (SDL_ttf caches glyphs per font for the process), a second round must leave the count where it found it.
@Suite("Release: SDL hosts, layers and renderers", .serialized)
@MainActor
struct ReleaseSDLTests {
  @Test("a detached GameHost, its UILayer, window and views are released; its textures are destroyed")
  func gameHostReleased() throws {
    let (renderer, close) = try makeSurfaceRenderer(width: 320, height: 200)
    defer { close() }
    let released = ReleasedSDL()
    func round() throws {
      let window = Window(rootView: try textureHungryTree())
      let host = try GameHost(window: window, sdlWindow: nil, renderer: renderer)
      for time in [0.0, 0.1, 0.2] {
        host.update(at: time)
        SDL_RenderClear(renderer)
        host.render()
      }
      window.rootView.subviews[1].backgroundColor = .systemGreen  // one damaged redraw
      host.update(at: 0.3)
      host.render()
      released.watch(host, "host")
      released.watch(host.layer, "layer")
      released.watch(host.layer.renderer, "display list renderer")
      released.watch(window, "window")
      released.watch(window.rootView, "root view")
      host.detach()
    }
    try round()
    #expect(released.alive.isEmpty)
    let before = SDL_GetNumAllocations()
    try round()
    #expect(released.alive.isEmpty)
    #expect(SDL_GetNumAllocations() == before, "SDL allocations left by a detached host")
  }

  @Test("a GameHost dropped without detach() destroys its textures too")
  func gameHostDroppedAttached() throws {
    let (renderer, close) = try makeSurfaceRenderer(width: 320, height: 200)
    defer { close() }
    func round() throws {
      let host = try GameHost(
        window: Window(rootView: try textureHungryTree()), sdlWindow: nil, renderer: renderer)
      host.update(at: 0)
      host.render()
    }
    try round()
    let before = SDL_GetNumAllocations()
    try round()
    #expect(SDL_GetNumAllocations() == before, "SDL allocations left by a dropped host")
  }

  @Test("an OffscreenRenderer is released with its SDL renderer, surface and textures")
  func offscreenRendererReleased() throws {
    let released = ReleasedSDL()
    func round() throws {
      let offscreen = try OffscreenRenderer()
      _ = try offscreen.render(try textureHungryTree(), size: Size(width: 240, height: 160), scale: 2)
      _ = try offscreen.render(try textureHungryTree(), size: Size(width: 120, height: 80))
      released.watch(offscreen, "offscreen renderer")
      released.watch(offscreen.renderer, "display list renderer")
    }
    try round()
    #expect(released.alive.isEmpty)
    let before = SDL_GetNumAllocations()
    try round()
    #expect(released.alive.isEmpty)
    #expect(SDL_GetNumAllocations() == before, "SDL allocations left by a released offscreen renderer")
  }

  @Test("the GameOverlay example's game and HUD are released after detach, textures destroyed")
  func gameOverlayReleased() throws {
    let (renderer, close) = try makeSurfaceRenderer(width: 640, height: 400)
    defer { close() }
    let released = ReleasedSDL()
    func round() throws {
      let overlay = try GameOverlay(sdlWindow: nil, renderer: renderer)
      for frame in 0..<5 {
        overlay.update(at: Double(frame) / 60)
        overlay.render()
      }
      released.watch(overlay, "overlay")
      released.watch(overlay.host, "host")
      released.watch(overlay.hud, "HUD")
      overlay.detach()
    }
    try round()
    #expect(released.alive.isEmpty)
    let before = SDL_GetNumAllocations()
    try round()
    #expect(SDL_GetNumAllocations() == before, "SDL allocations left by a detached GameOverlay")
  }
}

/// Windows closed by the application are released (needs a display).
@Suite(
  "Release: application windows", .serialized,
  .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct ReleaseWindowSDLTests {
  @Test("a window closed by the application is released with its host and views")
  func closedWindowReleased() throws {
    let app = try Application()
    let released = ReleasedSDL()
    func open() throws {
      let window = Window(
        title: "release", size: Size(width: 200, height: 120), rootView: try textureHungryTree())
      let host = try app.open(window)
      for _ in 0..<3 { app.runOnce(timeout: 0) }
      released.watch(window, "window")
      released.watch(host, "window host")
      released.watch(window.rootView, "root view")
      app.close(window)
    }
    try open()
    #expect(app.windows.isEmpty)
    #expect(released.alive.isEmpty)
  }
}
