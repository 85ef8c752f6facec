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

/// One row of the tableau: `basic = constant + Σ coefficients[i] * symbols[i]`.
///
/// Cells are kept sorted by symbol id, so two rows merge in one linear pass and every iteration
/// over a row is deterministic. Before a row is solved (`basic == -1`) it means
/// `0 = constant + Σ cells`.
struct Row {
  var basic: Symbol = -1
  var constant: Double
  var symbols: [Symbol] = []
  var coefficients: [Double] = []
  /// While the row is in the tableau: where each cell's entry sits in its symbol's column, so
  /// taking the cell out of the column costs O(1) instead of a search through every row that
  /// shares the symbol (a width shared by N views). Empty for rows outside the tableau.
  var positions: [Int32] = []
  /// How many cells are holes: cells of a long row in the tableau taken out in place (see
  /// ``bury(at:)``), coefficient exactly 0 and in no column. Every other cell is non-zero.
  var holes: Int32 = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isEmpty: Bool { symbols.isEmpty }

  /// Binary search for the cell of `symbol`.
  func index(of symbol: Symbol) -> Int? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      let s = symbols[mid]
      if s == symbol { return mid }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  func coefficient(of symbol: Symbol) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return coefficients[i]
  }

  /// Removes the cell of `symbol` and returns its coefficient (0 if absent).
  @discardableResult
  mutating func removeCell(_ symbol: Symbol) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    symbols.remove(at: i)
    if !positions.isEmpty { positions.remove(at: i) }
    return coefficients.remove(at: i)
  }

  /// The index of the first cell whose symbol is not below `symbol` (where it is, or would go).
  func lowerBound(_ symbol: Symbol) -> Int {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Removes the cell at `index` (with its column position, in the tableau).
  mutating func removeCell(at index: Int) {
    symbols.remove(at: index)
    coefficients.remove(at: index)
    if !positions.isEmpty { positions.remove(at: index) }
  }

  /// Inserts a cell for `symbol`, which the row does not have, in order; `position` is its place in
  /// the symbol's column (the row is in the tableau). A hole next to where it goes takes it in place.
  mutating func insertCell(_ symbol: Symbol, _ coefficient: Double, position: Int32) {
    let low = lowerBound(symbol)
    if holes > 0 {
      // A hole just below or at `low` lies between the same live neighbours as `symbol`.
      let hole = low > 0 && coefficients[low - 1] == 0 ? low - 1 : low
      if hole < symbols.count && coefficients[hole] == 0 {
        symbols[hole] = symbol
        coefficients[hole] = coefficient
        positions[hole] = position
        holes -= 1
        return
      }
    }
    symbols.insert(symbol, at: low)
    coefficients.insert(coefficient, at: low)
    positions.insert(position, at: low)
  }

  /// Rows at least this long lose cells as holes (see ``bury(at:)``).
  static let holdsHoles = 32

  /// Takes the cell at `index` (out of its column already) out of a row in the tableau: as a hole in a
  /// long row (``bury(at:)``), else by moving the cells after it.
  mutating func takeOutCell(at index: Int) {
    if symbols.count >= Row.holdsHoles { bury(at: index) } else { removeCell(at: index) }
  }

  /// Takes the cell at `index` (out of its column already) out of a row in the tableau in place: it
  /// stays as a hole, kept in order with a zero coefficient, until ``compactIfHoly()`` drops the holes.
  ///
  /// A long row took every removal as a move of the cells after it: the root of amoeba's binary tree,
  /// defined through a slack per leaf, lost a cell from its middle at each leaf, O(N²) for N leaves.
  mutating func bury(at index: Int) {
    coefficients[index] = 0
    positions[index] = -1
    holes += 1
  }

  /// Drops the holes once they are a quarter of the cells, so that each costs O(1) amortized.
  mutating func compactIfHoly() {
    if holes > 0 && holes * 4 > symbols.count { compact() }
  }

  /// Drops the holes (see ``bury(at:)``); the live cells keep their order and column positions.
  mutating func compact() {
    guard holes > 0 else { return }
    var kept = 0
    for index in symbols.indices where coefficients[index] != 0 {
      symbols[kept] = symbols[index]
      coefficients[kept] = coefficients[index]
      if !positions.isEmpty { positions[kept] = positions[index] }
      kept += 1
    }
    symbols.removeLast(symbols.count - kept)
    coefficients.removeLast(coefficients.count - kept)
    if !positions.isEmpty { positions.removeLast(positions.count - kept) }
    holes = 0
  }

  /// The symbols of the live cells (not holes).
  var liveSymbols: [Symbol] {
    holes == 0 ? symbols : symbols.indices.filter { coefficients[$0] != 0 }.map { symbols[$0] }
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping it if the sum is near zero.
  ///
  /// Only for rows outside the tableau: a new cell would have no column position.
  mutating func addCell(_ symbol: Symbol, _ coefficient: Double) {
    assert(positions.isEmpty, "Cassowary: addCell on a row in the tableau")
    let low = lowerBound(symbol)
    if low < symbols.count && symbols[low] == symbol {
      let sum = coefficients[low] + coefficient
      if nearZero(sum) {
        symbols.remove(at: low)
        coefficients.remove(at: low)
      } else {
        coefficients[low] = sum
      }
    } else if !nearZero(coefficient) {
      symbols.insert(symbol, at: low)
      coefficients.insert(coefficient, at: low)
    }
  }

  mutating func scale(by factor: Double) {
    constant *= factor
    for i in coefficients.indices { coefficients[i] *= factor }
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

/// Merges `a + k·b` over sorted sparse cells, skipping `skip`, into the first cells of `scratch`
/// and returns how many there are (see ``Row/setCells(_:count:)``).
///
/// Reports the cells that are in the result but not in `a` (`added`, indices into the result) and
/// those of `a` that cancelled (`removed`, indices into `a`; `skip` is not reported), so the
/// caller can keep the column index exact. When `a` has column positions, the result keeps them
/// for the cells it shares with `a` and gets -1 for the added ones, for the caller to fill in.
/// `a` has no holes (see ``Row/bury(at:)``).
func mergeCells(
  _ a: Row, _ b: Row, times k: Double, skip: Symbol,
  into scratch: inout Row, added: inout [Int32], removed: inout [Int32]
) -> Int {
  let tracked = !a.positions.isEmpty
  // The cells are written through pointers into scratch arrays that only ever grow: appending
  // checks uniqueness and capacity on every cell, which made the merge half as slow again.
  let bound = a.symbols.count + b.symbols.count
  if scratch.symbols.count < bound {
    let size = max(bound, 2 * scratch.symbols.count)
    scratch.symbols = [Symbol](repeating: 0, count: size)
    scratch.coefficients = [Double](repeating: 0, count: size)
    scratch.positions = [Int32](repeating: 0, count: size)
  }
  var count = 0
  a.symbols.withUnsafeBufferPointer { aS in
    a.coefficients.withUnsafeBufferPointer { aC in
      a.positions.withUnsafeBufferPointer { aP in
        b.symbols.withUnsafeBufferPointer { bS in
          b.coefficients.withUnsafeBufferPointer { bC in
            scratch.symbols.withUnsafeMutableBufferPointer { oS in
              scratch.coefficients.withUnsafeMutableBufferPointer { oC in
                scratch.positions.withUnsafeMutableBufferPointer { oP in
                  var i = 0
                  var j = 0
                  while i < aS.count || j < bS.count {
                    let sa = i < aS.count ? aS[i] : Symbol.max
                    let sb = j < bS.count ? bS[j] : Symbol.max
                    if sa == skip {
                      i += 1
                    } else if sa < sb {
                      oS[count] = sa
                      oC[count] = aC[i]
                      if tracked { oP[count] = aP[i] }
                      count += 1
                      i += 1
                    } else if sb < sa {
                      let v = bC[j] * k
                      if !nearZero(v) {
                        added.append(Int32(count))
                        oS[count] = sb
                        oC[count] = v
                        oP[count] = -1
                        count += 1
                      }
                      j += 1
                    } else {
                      let v = aC[i] + bC[j] * k
                      if nearZero(v) {
                        removed.append(Int32(i))
                      } else {
                        oS[count] = sa
                        oC[count] = v
                        if tracked { oP[count] = aP[i] }
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
      }
    }
  }
  return count
}

extension Row {
  /// Replaces the cells by the first `count` cells of `scratch` (see ``mergeCells``), with their
  /// column positions if the row is in the tableau.
  mutating func setCells(_ scratch: Row, count: Int) {
    holes = 0
    symbols.removeAll(keepingCapacity: true)
    symbols.append(contentsOf: scratch.symbols[..<count])
    coefficients.removeAll(keepingCapacity: true)
    coefficients.append(contentsOf: scratch.coefficients[..<count])
    guard !positions.isEmpty else { return }
    positions.removeAll(keepingCapacity: true)
    positions.append(contentsOf: scratch.positions[..<count])
  }
}
