import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import CSDL2
import Foundation
import Testing

/// What the game guest promises never to do (issue 9): pump events, create a renderer or window, start or
/// quit SDL, exit, or start threads. The promise is checked on the code every `GameHost` call can reach,
/// and at run time on a game that never called `SDL_Init` at all.
@Suite("GameHost is a good guest")
@MainActor
struct GameHostGuestTests {
  /// The sources a `GameHost` runs (`WindowHost` only for its cursor cache, checked below).
  static let guestFiles = [
    "GameHost.swift", "GameHost+Events.swift", "UILayer.swift", "UILayer+Damage.swift",
    "UILayer+Software.swift", "LayerContent.swift", "LayerTiles.swift", "RendererState.swift",
    "DisplayListRenderer.swift", "RenderPass.swift", "TransformLayer.swift", "TextureCaches.swift",
    "CornerTextures.swift", "RoundedRectMesh.swift", "FontLibrary.swift", "EventTranslation.swift",
  ]

  /// Calls a guest must not make, each with what it would take from the game.
  static let forbidden: [(call: String, why: String)] = [
    ("SDL_PumpEvents", "pumps the game's events"), ("SDL_PollEvent", "takes the game's events"),
    ("SDL_WaitEvent", "takes the game's events"), ("SDL_PeepEvents", "takes the game's events"),
    ("SDL_FlushEvent", "drops the game's events"), ("SDL_Init(", "starts SDL behind the game's back"),
    ("SDL_InitSubSystem", "starts SDL behind the game's back"), ("SDL_Quit", "quits SDL under the game"),
    ("exit(", "ends the game"), ("SDL_CreateRenderer", "makes a renderer"),
    ("SDL_CreateSoftwareRenderer", "makes a renderer"), ("SDL_CreateWindow", "makes a window"),
    ("SDL_RenderPresent", "presents the game's frame"), ("Thread(", "starts a thread"),
    ("Thread {", "starts a thread"), ("Thread.detachNewThread", "starts a thread"),
    ("pthread_create", "starts a thread"), ("SDL_CreateThread", "starts a thread"),
    ("DispatchQueue", "runs work on other threads"), ("Task {", "runs work on other threads"),
    ("Task.detached", "runs work on other threads"),
  ]

  static func source(_ name: String) throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/BoxwoodSDL").standardizedFileURL
    return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// The code of a Swift source without its comments (line comments and `///` documentation).
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      guard let range = line.range(of: "//") else { return line }
      return line[..<range.lowerBound]
    }.joined(separator: "\n")
  }

  @Test(
    "the code a GameHost runs never pumps events, makes renderers, starts or quits SDL, or starts threads")
  func staticContract() throws {
    var findings: [String] = []
    for file in Self.guestFiles {
      let code = Self.code(try Self.source(file))
      for (call, why) in Self.forbidden where code.contains(call) {
        findings.append("\(file) calls \(call) (it \(why))")
      }
      // WindowHost makes windows and renderers; the guest may use only its cursor cache.
      var rest = code[...]
      while let range = rest.range(of: "WindowHost.") {
        let tail = rest[range.upperBound...]
        if !tail.hasPrefix("showSystemCursor(") {
          findings.append("\(file) uses WindowHost.\(tail.prefix(20))")
        }
        rest = tail
      }
    }
    #expect(findings.isEmpty, "\(findings)")
    // The scan itself can fail: a forbidden call in code is found, the same in a comment is not.
    #expect(Self.code("  SDL_PumpEvents()  // x").contains("SDL_PumpEvents"))
    #expect(!Self.code("  /// calls SDL_PumpEvents()").contains("SDL_PumpEvents"))
  }

  @Test("a game that never initialised SDL: the host draws, handles events and renders text all the same")
  func noHiddenInitOrder() throws {
    // TestGame makes a software renderer on a surface and never calls SDL_Init: no subsystem is needed.
    let game = try TestGame()
    game.field.text = "hello"
    let (_, report) = Diagnostics.collect {
      #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONDOWN, x: 50, y: 160)))
      #expect(game.host.handle(SDLEvents.mouse(SDL_MOUSEBUTTONUP, x: 50, y: 160)))
      #expect(game.host.handle(SDLEvents.text("!")))
      game.frame(at: 0)
    }
    #expect(report.warnings.isEmpty, "\(report.warnings)")
    #expect(game.field.text == "hello!")
    // The field's text is drawn: the frame differs from the same frame with the field empty.
    let typed = game.image()
    game.field.text = ""
    game.frame(at: 0)
    let empty = game.image()
    var changed = 0
    for y in 150..<182 {
      for x in 10..<210 where typed.rgba(x: x, y: y) != empty.rgba(x: x, y: y) { changed += 1 }
    }
    #expect(changed > 50)
  }
}
