import CSDL2

/// Destroys render-target textures without leaving them held by SDL's framebuffer objects.
///
/// SDL 2's OpenGL and OpenGL ES 2 renderers draw into a target texture through a framebuffer object
/// made once per target *size* and kept until the renderer goes; setting a target attaches the texture,
/// leaving the target never detaches it. OpenGL keeps a texture attached to a framebuffer that is not
/// bound alive when the texture is deleted. So each distinct size of a target keeps its last texture in
/// memory: an opacity layer the size of the window, resized through hundreds of sizes, grew a process by
/// hundreds of megabytes. Here a target is detached from its framebuffer before it is destroyed; other
/// renderers (software, Vulkan, Direct3D) are not affected and destroy it directly.
enum RenderTargets {
  /// Destroys `texture`, a target texture of `renderer`, first detaching it from SDL's framebuffer
  /// object when the renderer draws through OpenGL. The renderer's state is left as it was.
  static func destroy(_ texture: OpaquePointer, renderer: OpaquePointer) {
    if let detach = detachFunction(for: renderer) {
      let saved = RendererState.capture(renderer)
      if SDL_SetRenderTarget(renderer, texture) == 0 {
        // Everything SDL queued must reach OpenGL before OpenGL is called directly.
        SDL_RenderFlush(renderer)
        detach(framebuffer, colorAttachment0, texture2D, 0, 0)
      }
      var restored = saved
      if restored.target == texture { restored.target = nil }
      restored.restore(renderer)
    }
    SDL_DestroyTexture(texture)
  }

  /// `glFramebufferTexture2D`'s signature.
  private typealias FramebufferTexture2D = @convention(c) (UInt32, UInt32, UInt32, UInt32, Int32) -> Void

  private static let framebuffer: UInt32 = 0x8D40
  private static let colorAttachment0: UInt32 = 0x8CE0
  private static let texture2D: UInt32 = 0x0DE1

  /// OpenGL's `glFramebufferTexture2D` when `renderer` draws through OpenGL (ES), else `nil`.
  private static func detachFunction(for renderer: OpaquePointer) -> FramebufferTexture2D? {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return nil }
    let driver = String(cString: name)
    guard driver == "opengl" || driver == "opengles2" else { return nil }
    let pointer =
      SDL_GL_GetProcAddress("glFramebufferTexture2D") ?? SDL_GL_GetProcAddress("glFramebufferTexture2DEXT")
    return pointer.map { unsafeBitCast($0, to: FramebufferTexture2D.self) }
  }
}
