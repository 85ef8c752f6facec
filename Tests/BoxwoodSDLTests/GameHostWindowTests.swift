import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import CSDL2
import Testing

/// With a real SDL window (Xvfb in CI): window ids, a renderer the game destroys behind the host's back, and
/// a scale the game sets.
@Suite("GameHost with an SDL window", .serialized, .enabled(if: BoxwoodSDL.hasDisplay, "needs a display"))
@MainActor
struct GameHostWindowTests {
  /// A hidden 320×200 window with a software renderer (made by the test, as a game would) and a host whose
  /// UI is one "Menu" button at (10, 10, 100, 36) points.
  @MainActor
  final class Setup {
    let sdlWindow: OpaquePointer
    let renderer: OpaquePointer
    let button = Button(title: "Menu")
    let host: GameHost
    var presses = 0

    init() throws {
      // Never quit: quitting video frees SDL's cursors, which the hosts cache for the process.
      #expect(ProcessVideo.started)
      // Made outside #require: inside the macro the title's temporary C string is freed before SDL reads
      // it (AddressSanitizer: heap-use-after-free in strlen).
      let made = SDL_CreateWindow("game", 0, 0, 320, 200, SDL_WINDOW_HIDDEN.rawValue)
      sdlWindow = try #require(made)
      renderer = try #require(
        SDL_CreateRenderer(
          sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue))
      button.frame = Rect(x: 10, y: 10, width: 100, height: 36)
      let root = View()
      root.addSubview(button)
      host = try GameHost(window: Window(rootView: root), sdlWindow: sdlWindow, renderer: renderer)
      button.addAction(for: .primaryActionTriggered) { [unowned self] _ in presses += 1 }
    }

    var windowID: UInt32 { SDL_GetWindowID(sdlWindow) }

    /// Detaches the host, then destroys the renderer (unless the test already did) and the window.
    func tearDown(rendererDestroyed: Bool = false) {
      host.detach()
      if !rendererDestroyed { SDL_DestroyRenderer(renderer) }
      SDL_DestroyWindow(sdlWindow)
    }
  }

  @Test("events of other windows are ignored; a renderer destroyed without detach() is reported, not used")
  func windowAndRendererLifetime() throws {
    let game = try Setup()
    defer { game.tearDown(rendererDestroyed: true) }
    let host = game.host
    #expect(host.window.size == Size(width: 320, height: 200))
    let id = game.windowID
    #expect(!host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20, windowID: id + 1)))
    #expect(host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20, windowID: id)))
    host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 20, windowID: id))
    host.update(at: 0)
    host.render()
    #expect(host.layer.texture != nil)
    // The game destroys its renderer first.
    SDL_DestroyRenderer(game.renderer)
    let (_, report) = Diagnostics.collect {
      host.update(at: 1)
      host.render()
      #expect(!host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 20, windowID: id)))
    }
    #expect(host.isDetached)
    #expect(report.warnings.count == 1)
    #expect(report.warnings.first?.contains("without calling detach()") == true)
  }

  @Test("a scale the game sets on a window: the UI measures pixels ÷ scale, mouse positions are converted")
  func scaleOverrideInAWindow() throws {
    let game = try Setup()
    defer { game.tearDown() }
    let host = game.host
    host.scaleOverride = 2
    host.update(at: 0)
    host.render()
    #expect(host.window.size == Size(width: 160, height: 100))
    #expect(host.window.scale == 2)
    #expect(host.layer.pixelSize == (320, 200))
    let id = game.windowID
    // (200, 80) in the window is (100, 40) in points: on the button (taken as points it would miss it).
    #expect(host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 80, windowID: id)))
    #expect(host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 200, y: 80, windowID: id)))
    #expect(game.presses == 1)
    // (60, 100) is (30, 50) in points: below the button, the game's.
    #expect(!host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 60, y: 100, windowID: id)))
    host.scaleOverride = nil
    host.update(at: 1)
    #expect(host.window.size == Size(width: 320, height: 200))
    #expect(!host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 80, windowID: id)))
  }
}
