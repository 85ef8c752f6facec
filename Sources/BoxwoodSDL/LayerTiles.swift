import CSDL2

/// A layer's pixels cut into square tiles, with the units of a ``LayerContent`` that touch each tile (in
/// drawing order) and the box their bounds cover inside it.
///
/// A tile's pixels, drawn isolated, depend only on the units touching it, in order: when that sequence is
/// the same as at the last redraw, the tile need not be drawn again. Outside its box a tile is transparent,
/// so a changed tile needs redrawing only within its old and new boxes, and compositing needs only the
/// boxes. Boxes of neighbouring tiles are merged into a few rectangles, which never overlap (compositing
/// a pixel twice would blend it twice).
struct LayerTiles {
  /// Tile edge in pixels: small enough that coverage follows the UI's shapes closely, large enough that a
  /// 1280×720 layer has under a thousand tiles.
  static let size = 32

  /// A rectangle of whole pixels, empty when `x0 >= x1` or `y0 >= y1`.
  struct Box: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let empty = Box(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }
    var pixelRect: PixelRect { PixelRect(x0: Double(x0), y0: Double(y0), x1: Double(x1), y1: Double(y1)) }
    var sdlRect: SDL_Rect {
      SDL_Rect(
        x: Int32(clamping: x0), y: Int32(clamping: y0), w: Int32(clamping: x1 - x0),
        h: Int32(clamping: y1 - y0))
    }

    /// The whole pixels of a rectangle whose edges are whole already (rounded outwards otherwise).
    init(_ rect: PixelRect) {
      self.init(
        x0: Int(clamping: rect.x0.rounded(.down)), y0: Int(clamping: rect.y0.rounded(.down)),
        x1: Int(clamping: rect.x1.rounded(.up)), y1: Int(clamping: rect.y1.rounded(.up)))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
      self.x0 = x0
      self.y0 = y0
      self.x1 = x1
      self.y1 = y1
    }

    /// Whether the two share a pixel.
    func meets(_ other: Box) -> Bool {
      !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    func union(_ other: Box) -> Box {
      if isEmpty { return other }
      if other.isEmpty { return self }
      return Box(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func intersection(_ other: Box) -> Box {
      Box(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
  }

  let columns: Int
  let rows: Int
  /// Where each tile's units start in `entries`; one more element than there are tiles.
  private var starts: [Int32]
  /// Unit indices, tile after tile.
  private var entries: [Int32]
  /// Per tile, what its units' bounds cover inside it.
  private(set) var boxes: [Box]

  /// The tiles of a `width`×`height` layer showing `content`.
  init(_ content: LayerContent, width: Int, height: Int) {
    let size = LayerTiles.size
    columns = (max(0, width) + size - 1) / size
    rows = (max(0, height) + size - 1) / size
    let layer = Box(x0: 0, y0: 0, x1: width, y1: height)
    let spans: [Box?] = content.units.map { unit in
      guard let bounds = unit.bounds else { return nil }
      let box = Box(bounds).intersection(layer)
      return box.isEmpty ? nil : box
    }
    // Counting first lays every tile's list out in one array, in unit order.
    var starts = [Int32](repeating: 0, count: columns * rows + 1)
    for span in spans {
      guard let span else { continue }
      LayerTiles.forEachTile(of: span, columns: columns) { tile, _ in starts[tile + 1] += 1 }
    }
    for tile in 0..<columns * rows { starts[tile + 1] += starts[tile] }
    var next = starts
    var entries = [Int32](repeating: 0, count: Int(starts.last!))
    var boxes = [Box](repeating: .empty, count: columns * rows)
    for (unit, span) in spans.enumerated() {
      guard let span else { continue }
      LayerTiles.forEachTile(of: span, columns: columns) { tile, tileBox in
        entries[Int(next[tile])] = Int32(clamping: unit)
        next[tile] += 1
        boxes[tile] = boxes[tile].union(span.intersection(tileBox))
      }
    }
    self.starts = starts
    self.entries = entries
    self.boxes = boxes
  }

  /// Calls `body` with the index and box of every tile that `span` (non-empty, inside the layer) meets.
  private static func forEachTile(of span: Box, columns: Int, _ body: (Int, Box) -> Void) {
    let size = LayerTiles.size
    for row in (span.y0 / size)...((span.y1 - 1) / size) {
      for column in (span.x0 / size)...((span.x1 - 1) / size) {
        let tileBox = Box(x0: column * size, y0: row * size, x1: (column + 1) * size, y1: (row + 1) * size)
        body(row * columns + column, tileBox)
      }
    }
  }

  /// Rectangles holding every pixel the units may have drawn: what a composite has to copy.
  var coverage: [Box] { LayerTiles.merge(boxes, columns: columns, rows: rows) }

  /// Rectangles holding every pixel that differs between `previous` (tiles of `previousContent`, the same
  /// size) and these tiles of `content`: the tiles whose sequences of units differ, within their old and
  /// new boxes.
  func damage(
    of content: LayerContent, since previous: LayerTiles, of previousContent: LayerContent
  ) -> [Box] {
    guard previous.columns == columns, previous.rows == rows else {
      return [Box(x0: 0, y0: 0, x1: columns * LayerTiles.size, y1: rows * LayerTiles.size)]
    }
    // Most units touch several tiles: compare each with the unit it met last time only once.
    var matched = [Int32](repeating: -1, count: content.units.count)
    var damaged = [Box](repeating: .empty, count: boxes.count)
    for tile in boxes.indices {
      let now = Int(starts[tile])..<Int(starts[tile + 1])
      let before = Int(previous.starts[tile])..<Int(previous.starts[tile + 1])
      var same = now.count == before.count
      var offset = 0
      while same, offset < now.count {
        let unit = Int(entries[now.lowerBound + offset])
        let old = previous.entries[before.lowerBound + offset]
        if matched[unit] != old {
          same = content.unit(unit, isSameAs: Int(old), in: previousContent)
          if same { matched[unit] = old }
        }
        offset += 1
      }
      if !same { damaged[tile] = boxes[tile].union(previous.boxes[tile]) }
    }
    return LayerTiles.merge(damaged, columns: columns, rows: rows)
  }

  /// Merges the non-empty `boxes` of a tile grid into rectangles: each run of neighbouring tiles in a row
  /// becomes one, and a run continues the rectangle above it when they have the same sides and touch.
  /// The rectangles hold every box and never overlap (each stays within its own tiles).
  static func merge(_ boxes: [Box], columns: Int, rows: Int) -> [Box] {
    var result: [Box] = []
    var above: [Int] = []
    for row in 0..<rows {
      var current: [Int] = []
      var column = 0
      while column < columns {
        var run = boxes[row * columns + column]
        column += 1
        guard !run.isEmpty else { continue }
        while column < columns, !boxes[row * columns + column].isEmpty {
          run = run.union(boxes[row * columns + column])
          column += 1
        }
        if let index = above.first(where: {
          result[$0].x0 == run.x0 && result[$0].x1 == run.x1 && result[$0].y1 == run.y0
        }) {
          result[index].y1 = run.y1
          current.append(index)
        } else {
          result.append(run)
          current.append(result.count - 1)
        }
      }
      above = current
    }
    return result
  }
}
