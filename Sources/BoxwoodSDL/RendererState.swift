import CSDL2

/// Renderer state saved before drawing and restored after: render target, logical size, scale, viewport,
/// clip rectangle and whether clipping is on, draw colour and draw blend mode.
///
/// SDL keeps the viewport and the clip rectangle in output pixels, dividing them by the scale on every get
/// (rounding down) and multiplying on every set, so one reading does not always survive a round trip: a
/// logical size letterboxed at an odd pixel offset reads, at scale 2, as the even pixel before it; a clip set
/// in logical coordinates at scale 1.5 may lie on a half pixel that no whole-pixel reading names. Both
/// readings are kept, and a restore puts back whichever one reads back as both did. What already reads as
/// saved is not touched (leaving a texture for the window's own target brings back SDL's exact backup).
struct RendererState {
  /// A viewport or clip rectangle as read at the renderer's scale and at scale 1.
  struct Area {
    var scaled = SDL_Rect()
    var pixels = SDL_Rect()
  }

  var target: OpaquePointer?
  var logicalSize: (Int32, Int32) = (0, 0)
  var scale: (Float, Float) = (1, 1)
  var viewport = Area()
  var clip = Area()
  var clipEnabled = false
  var color: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
  var blend = SDL_BLENDMODE_NONE

  static func capture(_ renderer: OpaquePointer) -> RendererState {
    var state = RendererState()
    state.target = SDL_GetRenderTarget(renderer)
    SDL_RenderGetLogicalSize(renderer, &state.logicalSize.0, &state.logicalSize.1)
    SDL_RenderGetScale(renderer, &state.scale.0, &state.scale.1)
    state.viewport = read(renderer, scale: state.scale) { SDL_RenderGetViewport(renderer, &$0) }
    state.clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
    state.clip = read(renderer, scale: state.scale) { SDL_RenderGetClipRect(renderer, &$0) }
    SDL_GetRenderDrawColor(renderer, &state.color.0, &state.color.1, &state.color.2, &state.color.3)
    SDL_GetRenderDrawBlendMode(renderer, &state.blend)
    return state
  }

  func restore(_ renderer: OpaquePointer) {
    if SDL_GetRenderTarget(renderer) != target { SDL_SetRenderTarget(renderer, target) }
    var logical: (Int32, Int32) = (0, 0)
    SDL_RenderGetLogicalSize(renderer, &logical.0, &logical.1)
    // A texture target's logical size is reset to the texture's size whenever it becomes the target again.
    if logical != logicalSize { SDL_RenderSetLogicalSize(renderer, logicalSize.0, logicalSize.1) }
    SDL_RenderSetScale(renderer, scale.0, scale.1)
    restore(viewport, renderer, get: { SDL_RenderGetViewport(renderer, &$0) }) {
      _ = SDL_RenderSetViewport(renderer, &$0)
    }
    if clipEnabled {
      restore(clip, renderer, get: { SDL_RenderGetClipRect(renderer, &$0) }) {
        _ = SDL_RenderSetClipRect(renderer, &$0)
      }
    } else if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
      SDL_RenderSetClipRect(renderer, nil)
    }
    SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, color.3)
    SDL_SetRenderDrawBlendMode(renderer, blend)
  }

  /// Reads an area at the renderer's scale and at scale 1 (the scale is a plain field: setting it back is
  /// exact and draws nothing).
  private static func read(
    _ renderer: OpaquePointer, scale: (Float, Float), get: (inout SDL_Rect) -> Void
  ) -> Area {
    var area = Area()
    get(&area.scaled)
    SDL_RenderSetScale(renderer, 1, 1)
    get(&area.pixels)
    SDL_RenderSetScale(renderer, scale.0, scale.1)
    return area
  }

  /// Sets an area so that it reads back as saved at both scales, if it does not already: in pixels first
  /// (what a logical size sets), then in the renderer's coordinates (what a game sets through the scale).
  private func restore(
    _ area: Area, _ renderer: OpaquePointer, get: (inout SDL_Rect) -> Void, set: (inout SDL_Rect) -> Void
  ) {
    func readsAsSaved() -> Bool {
      let now = RendererState.read(renderer, scale: scale, get: get)
      return same(now.scaled, area.scaled) && same(now.pixels, area.pixels)
    }
    guard !readsAsSaved() else { return }
    var pixels = area.pixels
    SDL_RenderSetScale(renderer, 1, 1)
    set(&pixels)
    SDL_RenderSetScale(renderer, scale.0, scale.1)
    guard !readsAsSaved() else { return }
    var scaled = area.scaled
    set(&scaled)
  }
}

/// Whether two SDL rectangles are equal (imported C structs are not `Equatable`).
private func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
  a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
}
