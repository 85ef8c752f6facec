// OverlayBench: what a Boxwood HUD costs a game per frame (issue 9).
//
//   swift build -c release --product OverlayBench --scratch-path .build-overlaybench
//   .build-overlaybench/release/OverlayBench [software|opengl ...]     # default: both (opengl if it can be made)
//
// A 1280×720 game frame (a few hundred rectangles the "game" fills itself) with a HUD of 50 Boxwood views
// on top: a score label, a health bar, a column of 20 labelled rows, buttons, a chat field and panels.
// Timed per frame, as medians of wall-clock samples in µs (the game's own drawing excluded):
//   hud_idle        host.update + host.render (the game draws its frame between them, untimed, as in the
//                   documented loop) with nothing changed in the UI: the cached texture is
//                   composited (copies of the rectangles the HUD covers)
//   hud_one_label   the same with the score label's text changing every frame (redraw + composite)
//   hud_no_cache    redrawsEveryFrame = true, for comparison: the whole HUD drawn every frame
// The software renderer draws on a surface; "opengl" is SDL's OpenGL renderer on a hidden window (through
// the offscreen video driver when there is no display), flushed with SDL_RenderFlush so that the timed part
// includes handing the work to the driver (Mesa's llvmpipe rasterises in its own threads).
// Goals (issue 9): hud_idle ≤ 0.1 ms, hud_one_label ≤ 1 ms.

import BenchSupport
import Boxwood
import BoxwoodSDL
import CSDL2
import Foundation

var rows: [BenchRow] = []

@MainActor
func report(_ prefix: String, _ workload: String, _ samples: [Double], goal: Double?) {
  let row = BenchRow(workload: "\(prefix).\(workload)", n: 50, median: median(samples), goal: goal)
  rows.append(row)
  print(row.line("overlay"))
}

/// The HUD: 50 views.
@MainActor
func makeHUD() -> (View, Label) {
  let root = View()
  let score = Label("Score 0", font: .system(size: 22, weight: .bold), textColor: .white)
  score.frame = Rect(x: 20, y: 16, width: 200, height: 30)
  root.addSubview(score)
  let health = ProgressView()
  health.progress = 0.7
  health.frame = Rect(x: 20, y: 52, width: 200, height: 8)
  root.addSubview(health)
  let panel = View(frame: Rect(x: 1020, y: 16, width: 240, height: 460))
  panel.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
  panel.cornerRadius = 10
  root.addSubview(panel)
  for index in 0..<20 {
    let row = Label("Player \(index + 1)   \(1000 - index * 37)", font: .system(size: 14), textColor: .white)
    row.frame = Rect(x: 12, y: 10 + Double(index) * 22, width: 216, height: 20)
    panel.addSubview(row)
  }
  for index in 0..<4 {
    let button = Button(title: ["Pause", "Map", "Bag", "Help"][index])
    button.frame = Rect(x: 20 + Double(index) * 110, y: 660, width: 100, height: 40)
    root.addSubview(button)
  }
  let chat = TextField(placeholder: "Say something")
  chat.frame = Rect(x: 480, y: 664, width: 420, height: 32)
  root.addSubview(chat)
  var count = root.subviews.count + panel.subviews.count
  while count < 50 {
    let pip = View(frame: Rect(x: 240 + Double(count) * 14, y: 20, width: 10, height: 10))
    pip.backgroundColor = .systemOrange
    pip.cornerRadius = 5
    root.addSubview(pip)
    count += 1
  }
  return (root, score)
}

/// The game's own frame: 300 rectangles.
func drawGame(_ renderer: OpaquePointer, frame: Int) {
  SDL_SetRenderDrawColor(renderer, 10, 30, 60, 255)
  SDL_RenderClear(renderer)
  for index in 0..<300 {
    let x = Int32((index * 97 + frame * 3) % 1280)
    let y = Int32((index * 53 + frame) % 720)
    SDL_SetRenderDrawColor(renderer, UInt8(index % 255), UInt8((index * 7) % 255), 200, 255)
    var rect = SDL_Rect(x: x, y: y, w: 24, h: 24)
    SDL_RenderFillRect(renderer, &rect)
  }
}

@MainActor
func measure(_ name: String, renderer: OpaquePointer, window: OpaquePointer?) throws {
  let (root, score) = makeHUD()
  let host = try GameHost(
    window: Window(title: "hud", size: Size(width: 1280, height: 720), rootView: root),
    sdlWindow: window, renderer: renderer)
  defer { host.detach() }
  let frames = 240
  var frame = 0
  /// What a frame draws over the game's own frame.
  enum Overlay { case none, hud, oneCopy }
  /// One frame of the documented loop: events, update, the game's frame, the overlay on top, present.
  /// Returns the time of the host's calls, and of the whole frame up to the finished picture.
  func loopFrame(_ overlay: Overlay, _ change: (Int) -> Void) -> (calls: Double, whole: Double) {
    frame += 1
    var calls = 0.0
    let start = ContinuousClock.now
    if overlay == .hud {
      change(frame)
      let before = ContinuousClock.now
      host.update(at: Double(frame) / 60)
      calls += microseconds(ContinuousClock.now - before)
    }
    drawGame(renderer, frame: frame)
    SDL_RenderFlush(renderer)
    if overlay == .hud {
      let before = ContinuousClock.now
      host.render()
      SDL_RenderFlush(renderer)
      calls += microseconds(ContinuousClock.now - before)
    } else if overlay == .oneCopy, let texture = host.layer.texture {
      // The peer: the game copying one window-sized texture over its frame itself.
      SDL_SetTextureBlendMode(texture, host.layer.textureBlendMode)
      SDL_RenderCopy(renderer, texture, nil, nil)
      SDL_RenderFlush(renderer)
    }
    SDL_RenderPresent(renderer)
    // Reading a pixel back waits until the renderer has finished the frame (llvmpipe rasterises in threads).
    var pixel: UInt32 = 0
    var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    return (calls, microseconds(ContinuousClock.now - start))
  }
  /// Frames in turn with the HUD, with the peer's one texture copy, and with the game alone.
  func measureRun(_ workload: String, goal: Double?, _ change: (Int) -> Void) {
    var calls: [Double] = []
    var whole: [Overlay: [Double]] = [:]
    for _ in 0..<frames {
      for overlay in [Overlay.hud, .oneCopy, .none] {
        let timed = loopFrame(overlay, change)
        if overlay == .hud { calls.append(timed.calls) }
        whole[overlay, default: []].append(timed.whole)
      }
    }
    report(name, workload, calls, goal: goal)
    let game = median(whole[.none]!)
    let added = median(whole[.hud]!) - game
    let peer = median(whole[.oneCopy]!) - game
    let row = BenchRow(
      workload: "\(name).\(workload).frame", n: 50, median: added, goal: workload == "hud_idle" ? peer : nil)
    rows.append(row)
    print(
      row.line("overlay")
        + " (added to the whole frame, \(Int(game)) µs without an overlay; peer, one window-sized copy:"
        + " \(Int(peer)) µs)")
  }
  measureRun("warm-up", goal: nil) { _ in }
  rows.removeAll()
  measureRun("hud_idle", goal: 100) { _ in }
  measureRun("hud_one_label", goal: 1000) { score.text = "Score \($0 * 10)" }
  host.redrawsEveryFrame = true
  measureRun("hud_no_cache", goal: nil) { _ in }
}

@MainActor
func software() throws {
  let surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 720, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
  let renderer = SDL_CreateSoftwareRenderer(surface)!
  defer {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }
  try measure("software", renderer: renderer, window: nil)
}

@MainActor
func opengl() throws {
  if ProcessInfo.processInfo.environment["DISPLAY"] == nil,
    ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil
  {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
  }
  guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0,
    let window = SDL_CreateWindow("bench", 0, 0, 1280, 720, SDL_WINDOW_HIDDEN.rawValue)
  else {
    print("opengl: no video (\(String(cString: SDL_GetError()))); skipped")
    return
  }
  defer { SDL_DestroyWindow(window) }
  SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
  guard
    let renderer = SDL_CreateRenderer(
      window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
  else {
    print("opengl: no accelerated renderer (\(String(cString: SDL_GetError()))); skipped")
    return
  }
  defer { SDL_DestroyRenderer(renderer) }
  try measure("opengl", renderer: renderer, window: window)
}

let which = CommandLine.arguments.dropFirst()
MainActor.assumeIsolated {
  do {
    if which.isEmpty || which.contains("software") { try software() }
    if which.isEmpty || which.contains("opengl") { try opengl() }
  } catch {
    fail("\(error)")
  }
  printTable("OverlayBench (median per frame, the game's drawing excluded)", rows)
}
