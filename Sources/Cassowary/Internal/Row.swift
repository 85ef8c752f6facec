/// Symbols are small integer ids into the solver's per-symbol tables.
typealias Symbol = Int32

/// What a symbol stands for; it decides which pivots may use it.
enum SymbolKind: UInt8 {
  /// A recycled id.
  case unused
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality (≥ 0); also the artificial variable.
  case slack
  /// The error of a non-required constraint (≥ 0, weighted in the objective).
  case error
  /// The marker of a required equality; always zero, never enters the basis.
  case dummy
}

/// The tolerance below which a coefficient counts as zero (kiwi's `nearZero`).
let epsilon = 1e-8

/// `|value|` is negligible relative to the magnitudes it was computed from.
@inline(__always)
func nearZero(_ value: Double, scale: Double = 1) -> Bool {
  let bound = scale > 1 ? epsilon * scale : epsilon
  return value < bound && value > -bound
}

/// One cell of a row: a symbol and its coefficient, with the cell's place in the symbol's column.
///
/// The three fields share one array (16 bytes a cell): a row in three parallel arrays cost three
/// allocations, three reference counts at each copy and three uniqueness checks at each write.
struct Cell {
  var symbol: Symbol
  /// While the row is in the tableau: where the cell's entry sits in its symbol's column, so taking
  /// the cell out of the column costs O(1) instead of a search through every row that shares the
  /// symbol (a width shared by N views). Meaningless outside the tableau and for holes (-1).
  var position: Int32
  var coefficient: Double

  init(_ symbol: Symbol, _ coefficient: Double, position: Int32 = -1) {
    self.symbol = symbol
    self.position = position
    self.coefficient = coefficient
  }
}

/// One row of the tableau: `basic = constant + Σ cells[i].coefficient * cells[i].symbol`.
///
/// Cells are kept sorted by symbol id, so two rows merge in one linear pass and every iteration
/// over a row is deterministic. Before a row is solved (`basic == -1`) it means
/// `0 = constant + Σ cells`.
struct Row {
  var basic: Symbol = -1
  var constant: Double
  var cells: [Cell] = []
  /// How many cells are holes: cells of a long row in the tableau taken out in place (see
  /// ``bury(at:)``), coefficient exactly 0 and in no column. Every other cell is non-zero.
  var holes: Int32 = 0
  /// Whether the row is in the tableau, where its cells' column positions are kept.
  var tracked = false

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isEmpty: Bool { cells.isEmpty }

  /// The symbols of every cell, holes included (allocates: for reports, not for the hot paths).
  var allSymbols: [Symbol] { cells.map(\.symbol) }

  /// Binary search for the cell of `symbol`.
  func index(of symbol: Symbol) -> Int? {
    let i = lowerBound(symbol)
    return i < cells.count && cells[i].symbol == symbol ? i : nil
  }

  func coefficient(of symbol: Symbol) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return cells[i].coefficient
  }

  /// Removes the cell of `symbol` and returns its coefficient (0 if absent).
  @discardableResult
  mutating func removeCell(_ symbol: Symbol) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return cells.remove(at: i).coefficient
  }

  /// The index of the first cell whose symbol is not below `symbol` (where it is, or would go).
  func lowerBound(_ symbol: Symbol) -> Int {
    cells.withUnsafeBufferPointer { buffer in
      var low = 0
      var high = buffer.count
      while low < high {
        let mid = (low + high) >> 1
        if buffer[mid].symbol < symbol { low = mid + 1 } else { high = mid }
      }
      return low
    }
  }

  /// Removes the cell at `index` (with its column position, in the tableau).
  mutating func removeCell(at index: Int) {
    cells.remove(at: index)
  }

  /// Inserts a cell for `symbol`, which the row does not have, in order; `position` is its place in
  /// the symbol's column (the row is in the tableau). A hole next to where it goes takes it in place.
  mutating func insertCell(_ symbol: Symbol, _ coefficient: Double, position: Int32) {
    let low = lowerBound(symbol)
    let cell = Cell(symbol, coefficient, position: position)
    if holes > 0 {
      // A hole just below or at `low` lies between the same live neighbours as `symbol`.
      let hole = low > 0 && cells[low - 1].coefficient == 0 ? low - 1 : low
      if hole < cells.count && cells[hole].coefficient == 0 {
        cells[hole] = cell
        holes -= 1
        return
      }
    }
    cells.insert(cell, at: low)
  }

  /// Gives each dummy cell (`isDummy`, by symbol) the next place in its column (`lengths` counts them,
  /// by symbol) and lists it, in order, in `entries` as its symbol << 32 | the row's `slot` (see
  /// ``SolverCore/indexDummies()``).
  mutating func placeDummyCells(
    _ isDummy: UnsafeBufferPointer<Bool>, slot: Int32, lengths: UnsafeMutableBufferPointer<Int32>,
    entries: inout [Int64]
  ) {
    cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices {
        let symbol = Int(cells[index].symbol)
        guard isDummy[symbol], cells[index].coefficient != 0 else { continue }
        cells[index].position = lengths[symbol]
        lengths[symbol] += 1
        entries.append(Int64(symbol) << 32 | Int64(slot))
      }
    }
  }

  /// Makes the cells this row's own with room for `extra` more, before edits in place (see
  /// ``SolverCore/substituteInPlace``): one copy at most.
  ///
  /// Inside a transaction the journal keeps the row's old value, so the first edit of a long row copies
  /// its cells, and an insertion after it copied them a second time into a larger buffer: two copies of
  /// 30,000 cells for each item appended to a list of 10,000. Shared, the cells are copied here once,
  /// with the room; owned, they only grow (at least doubling) when the room is short.
  mutating func reserveCells(adding extra: Int) {
    let needed = cells.count + extra
    cells.reserveCapacity(needed > cells.capacity ? max(needed, 2 * cells.capacity) : needed)
  }

  /// Rows at least this long lose cells as holes (see ``bury(at:)``).
  static let holdsHoles = 32

  /// Takes the cell at `index` (out of its column already) out of a row in the tableau: as a hole in a
  /// long row (``bury(at:)``), else by moving the cells after it.
  mutating func takeOutCell(at index: Int) {
    if cells.count >= Row.holdsHoles { bury(at: index) } else { removeCell(at: index) }
  }

  /// Takes the cell at `index` (out of its column already) out of a row in the tableau in place: it
  /// stays as a hole, kept in order with a zero coefficient, until ``compactIfHoly()`` drops the holes.
  ///
  /// A long row took every removal as a move of the cells after it: the root of amoeba's binary tree,
  /// defined through a slack per leaf, lost a cell from its middle at each leaf, O(N²) for N leaves.
  mutating func bury(at index: Int) {
    cells[index].coefficient = 0
    cells[index].position = -1
    holes += 1
  }

  /// Puts a cell back into the hole at `index` (the hole of the same symbol), at its new place in its
  /// column.
  mutating func fillHole(at index: Int, _ coefficient: Double, position: Int32) {
    cells[index].coefficient = coefficient
    cells[index].position = position
    holes -= 1
  }

  /// Drops the holes once they are a quarter of the cells, so that each costs O(1) amortized.
  mutating func compactIfHoly() {
    if holes > 0 && holes * 4 > cells.count { compact() }
  }

  /// Drops the holes (see ``bury(at:)``); the live cells keep their order and column positions.
  mutating func compact() {
    guard holes > 0 else { return }
    cells.removeAll { $0.coefficient == 0 }
    holes = 0
  }

  /// The symbols of the live cells (not holes).
  var liveSymbols: [Symbol] {
    holes == 0 ? allSymbols : cells.filter { $0.coefficient != 0 }.map(\.symbol)
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping it if the sum is near zero.
  ///
  /// Only for rows outside the tableau: a new cell would have no column position.
  mutating func addCell(_ symbol: Symbol, _ coefficient: Double) {
    assert(!tracked, "Cassowary: addCell on a row in the tableau")
    let low = lowerBound(symbol)
    if low < cells.count && cells[low].symbol == symbol {
      let sum = cells[low].coefficient + coefficient
      if nearZero(sum) {
        cells.remove(at: low)
      } else {
        cells[low].coefficient = sum
      }
    } else if !nearZero(coefficient) {
      cells.insert(Cell(symbol, coefficient), at: low)
    }
  }

  mutating func scale(by factor: Double) {
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`.
  mutating func solve(for symbol: Symbol) {
    let a = removeCell(symbol)
    scale(by: -1 / a)
    basic = symbol
  }

  /// Turns `lhs = … + a·rhs + …` into `rhs = …` (kiwi's two-symbol `solveFor`).
  mutating func solve(for rhs: Symbol, leaving lhs: Symbol) {
    addCell(lhs, -1)
    solve(for: rhs)
  }
}

/// Merges `a + k·b` over sorted sparse cells, skipping `skip`, into the first cells of `scratch`.
///
/// Reports the cells that are in the result but not in `a` (`added`, indices into the result) and
/// those of `a` that cancelled (`removed`, indices into `a`; `skip` is not reported), so the
/// caller can keep the column index exact: the first `addedCount` and `removedCount` entries of the two
/// arrays. The result keeps `a`'s column positions for the cells it shares with `a` and gets -1 for the
/// added ones, for the caller to fill in. `a` has no holes (see ``Row/bury(at:)``).
///
/// The three outputs are scratch arrays that only ever grow, written through pointers: appending
/// checked uniqueness and capacity on every cell, which made the merge half as slow again (and the
/// index lists a quarter of a fill-proportionally stack's merge).
func mergeCells(
  _ a: Row, _ b: Row, times k: Double, skip: Symbol,
  into scratch: inout Row, added: inout [Int32], removed: inout [Int32]
) -> (count: Int, addedCount: Int, removedCount: Int) {
  let bound = a.cells.count + b.cells.count
  if scratch.cells.count < bound {
    scratch.cells = [Cell](repeating: Cell(0, 0), count: max(bound, 2 * scratch.cells.count))
  }
  if added.count < b.cells.count { added = [Int32](repeating: 0, count: max(b.cells.count, 2 * added.count)) }
  if removed.count < a.cells.count {
    removed = [Int32](repeating: 0, count: max(a.cells.count, 2 * removed.count))
  }
  var count = 0
  var addedCount = 0
  var removedCount = 0
  a.cells.withUnsafeBufferPointer { aCells in
    b.cells.withUnsafeBufferPointer { bCells in
      scratch.cells.withUnsafeMutableBufferPointer { out in
        added.withUnsafeMutableBufferPointer { added in
          removed.withUnsafeMutableBufferPointer { removed in
            var i = 0
            var j = 0
            while i < aCells.count || j < bCells.count {
              let sa = i < aCells.count ? aCells[i].symbol : Symbol.max
              let sb = j < bCells.count ? bCells[j].symbol : Symbol.max
              if sa == skip {
                i += 1
              } else if sa < sb {
                out[count] = aCells[i]
                count += 1
                i += 1
              } else if sb < sa {
                let v = bCells[j].coefficient * k
                if !nearZero(v) {
                  added[addedCount] = Int32(truncatingIfNeeded: count)
                  addedCount += 1
                  out[count] = Cell(sb, v)
                  count += 1
                }
                j += 1
              } else {
                let v = aCells[i].coefficient + bCells[j].coefficient * k
                if nearZero(v) {
                  removed[removedCount] = Int32(truncatingIfNeeded: i)
                  removedCount += 1
                } else {
                  out[count] = Cell(sa, v, position: aCells[i].position)
                  count += 1
                }
                i += 1
                j += 1
              }
            }
          }
        }
      }
    }
  }
  return (count, addedCount, removedCount)
}

extension Row {
  /// Replaces the cells by the first `count` cells of `scratch` (see ``mergeCells``), with their
  /// column positions.
  mutating func setCells(_ scratch: Row, count: Int) {
    holes = 0
    // Resized first, then copied as raw memory: emptying and appending the slice went through the
    // generic paths of both (a fifth of what a merge cost).
    let old = cells.count
    if old > count {
      cells.removeLast(old - count)
    } else if old < count {
      cells.append(contentsOf: scratch.cells[old..<count])
    }
    let kept = min(old, count)
    guard kept > 0 else { return }
    scratch.cells.withUnsafeBufferPointer { source in
      cells.withUnsafeMutableBufferPointer { target in
        target.baseAddress!.update(from: source.baseAddress!, count: kept)
      }
    }
  }
}
