import Boxwood
import CSDL2
import LoginFormUI
import SoakKit
import Testing

@testable import BoxwoodSDL

/// The LoginForm in a real window on SDL's OpenGL renderer, resized through hundreds of sizes with an
/// opacity layer (the form half faded) drawn at every one: memory levels off. SDL's OpenGL renderer keeps
/// a framebuffer object per target size, which held every layer texture ever drawn at a new size (136 MiB
/// more after 160 sizes); targets are detached before they are destroyed (`RenderTargets`).
@Suite(
  "OpenGL render targets: no memory kept per window size", .serialized,
  .enabled(if: BoxwoodSDL.hasDisplay, "needs an X11 or Wayland display"))
@MainActor
struct OpenGLTargetMemoryTests {
  @Test("200 new window sizes after warm-up grow RSS by far less than one layer texture each")
  func resizesDoNotAccumulateTargets() throws {
    let previous = SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) }
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
    defer { SDL_SetHint(SDL_HINT_RENDER_DRIVER, previous) }
    let app = try Application()
    let form = LoginFormView()
    let window = Window(title: "GL memory", size: Size(width: 700, height: 600), rootView: form)
    let host = try app.open(window)
    defer { app.close(window) }
    try #require(host.rendererName == "opengl", "the OpenGL renderer is not available: \(host.rendererName)")
    // An opacity group on every frame: the form's box drawn through a window-sized layer.
    form.boxView.alpha = 0.5
    let sdlWindow = host.sdlWindow
    func show(_ step: Int, base: Int32) {
      SDL_SetWindowSize(
        sdlWindow, base + Int32(step % 40) * 9, base - 100 + Int32(step / 40) * 23 + Int32(step % 7))
      for _ in 0..<3 { app.runOnce(timeout: 0.005) }
    }
    // Warm-up: caches fill and the renderer settles at sizes of the same range.
    for step in 0..<60 { show(step, base: 690) }
    let warm = residentSetSize()
    // 200 sizes never drawn before, each holding a layer of 0.7–1.1 MP (2.8–4.5 MB): kept per size,
    // they would add over 500 MB.
    for step in 0..<200 { show(step, base: 704) }
    let grown = Double(residentSetSize() - warm) / 1_048_576
    #expect(grown < 150, "RSS grew \(grown) MiB over 200 new window sizes")
    #expect(window.size.width >= 700)
  }
}
