import BoxwoodSDL
import LayoutCorpus
import Testing

@testable import Boxwood
@testable import Cassowary

/// A user's first screen, as a small app wrote it: a search field above N notes (buttons with long
/// titles) in a stack in a scroll view, the two in a stack inset 12 points in the window. Its first
/// layout read every row of the list's shared width for each note entering (O(N²)); the work must grow
/// linearly.
@MainActor
@Suite("A notes list lays out in linear work")
struct NotesListGrowthTests {
  /// Real text (SDL_ttf): with the approximate measurer's widths the cliff did not show (without the
  /// fix, 4,681 rows read at 100 notes and 61,845 at 400 here).
  init() throws { try BoxwoodSDL.bootstrap() }

  func notes(_ n: Int) -> Window {
    let window = Window(title: "Notes", size: Size(width: 480, height: 640))
    let rows = Corpus.vertical((0..<n).map { Button(title: "Note \($0): groceries, ideas, 日程") }, spacing: 4)
    let outer = Corpus.vertical([TextField(placeholder: "Search notes"), Corpus.scrolling(rows)], spacing: 8)
    Corpus.pin(outer, in: window.rootView, inset: 12)
    window.layoutIfNeeded()
    return window
  }

  func rowsRead(_ window: Window) -> Int {
    window.rootView.layoutEngine?.solver.core.work.feasibilityRowsRead ?? -1
  }

  @Test("Four times the notes cost at most about four times the rows read and cells rewritten")
  func linear() throws {
    let small = notes(100)
    let large = notes(400)
    let (readSmall, readLarge) = (rowsRead(small), rowsRead(large))
    #expect(readSmall >= 0)
    #expect(
      Double(readLarge) <= 5 * Double(max(readSmall, 1)),
      "rows read: \(readSmall) at 100, \(readLarge) at 400")
    let cells = { (window: Window) in window.rootView.layoutEngine?.solver.core.cellsRewritten ?? -1 }
    #expect(Double(cells(large)) <= 5 * Double(cells(small)), "cells: \(cells(small)), \(cells(large))")
    // The layout is right: every note as wide as the list, 4 points apart.
    let stack = try #require(large.rootView.subviews.first as? StackView)
    let scroll = try #require(stack.arrangedSubviews.last as? ScrollView)
    let list = try #require(scroll.contentView.subviews.first as? StackView)
    #expect(list.frame.width == 456)
    let frames = list.arrangedSubviews.map(\.frame)
    #expect(frames.allSatisfy { $0.width == 456 })
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.minY - $0.maxY == 4 })
  }
}
