// Building rows from expressions: substituting basic rows and expanding definitions.

extension SolverCore {
  /// An expression being expanded into tableau symbols (one at a time: its defined variables wait in the
  /// core's ``definedRoots``); made by ``startExpansion(constant:)``.
  struct Expansion {
    var constant: Double
    /// The largest magnitude that went into `constant`, for relative tolerances.
    var scale: Double
  }

  /// A new expansion from `constant`.
  mutating func startExpansion(constant: Double) -> Expansion {
    definedRoots.removeAll(keepingCapacity: true)
    return Expansion(constant: constant, scale: abs(constant))
  }

  /// Adds `coefficient · variable` to the accumulator, through its row if it is basic; defined
  /// variables are collected and expanded together by ``finishExpansion(_:)``.
  mutating func accumulate(_ symbol: Symbol, _ coefficient: Double, into expansion: inout Expansion) {
    let entry = info.items[Int(symbol)]
    if entry.definition >= 0 {
      definedRoots.append((symbol, coefficient))
    } else if entry.row >= 0 {
      let row = rows.items[Int(entry.row)]
      let part = coefficient * row.constant
      expansion.constant += part
      expansion.scale = max(expansion.scale, abs(part))
      for cell in row.cells { accumulateCell(cell.symbol, coefficient * cell.coefficient) }
    } else {
      accumulateCell(symbol, coefficient)
    }
  }

  @inline(__always)
  mutating func accumulateCell(_ symbol: Symbol, _ value: Double) {
    let index = Int(symbol)
    if accumulated[index] {
      accumulator[index] += value
    } else {
      accumulated[index] = true
      accumulator[index] = value
      touched.append(symbol)
    }
  }

  /// Expands the collected defined variables, each once, highest rank first.
  ///
  /// A definition refers only to lower ranks, so when a variable comes out of the queue every weight
  /// it will get has arrived, and it passes the sum down exactly once. A variable whose weight cancels
  /// to zero is not expanded at all, nor is anything below it that only it reached: the difference of
  /// two points on a long chain of definitions (a box's trailing edge against its item's, each row of
  /// a column below the one before) expands only down to where the two chains meet, where a walk of
  /// everything reachable cost the whole chain each time.
  ///
  /// With a `limit`, gives up once more than `limit` symbols are accumulated: returns false, with the
  /// accumulator and the queue emptied (for a caller that only wants a short expansion).
  @discardableResult
  mutating func finishExpansion(_ expansion: inout Expansion, limit: Int = .max) -> Bool {
    guard !definedRoots.isEmpty else { return touched.count <= limit || discardExpansion() }
    for (symbol, coefficient) in definedRoots { queueExpansion(symbol, coefficient) }
    while let symbol = popExpansion() {
      cellsRewritten += 1
      let weight = pending[Int(symbol)]
      pending[Int(symbol)] = 0
      if touched.count > limit { return discardExpansion() }
      guard weight != 0, let definition = definitions[info.items[Int(symbol)].definition] else { continue }
      let part = weight * definition.constant
      expansion.constant += part
      expansion.scale = max(expansion.scale, abs(part))
      for index in definition.range {
        let reference = definitionSymbols.items[index]
        let coefficient = definitionCoefficients.items[index]
        if info.items[Int(reference)].definition >= 0 {
          queueExpansion(reference, weight * coefficient)
        } else {
          accumulate(reference, weight * coefficient, into: &expansion)
        }
      }
      // Through its row if the marker is basic (see ``redefine(_:subject:)``): a row must not
      // mention a basic symbol, or the column index and the values go wrong.
      accumulate(definition.marker, weight * definition.markerCoefficient, into: &expansion)
    }
    definedRoots.removeAll(keepingCapacity: true)
    return touched.count <= limit || discardExpansion()
  }

  /// Empties the expansion's queue and the accumulator; returns false (for ``finishExpansion(_:limit:)``).
  private mutating func discardExpansion() -> Bool {
    while let symbol = popExpansion() { pending[Int(symbol)] = 0 }
    definedRoots.removeAll(keepingCapacity: true)
    for symbol in touched { accumulated[Int(symbol)] = false }
    touched.removeAll(keepingCapacity: true)
    return false
  }

  /// Adds `weight` to a defined variable's pending weight, queueing it the first time.
  private mutating func queueExpansion(_ symbol: Symbol, _ weight: Double) {
    pending[Int(symbol)] += weight
    guard !expansionQueued[Int(symbol)] else { return }
    expansionQueued[Int(symbol)] = true
    // One integer per entry, the rank in the high half: a comparison is one instruction.
    let key = Int64(info.items[Int(symbol)].rank) << 32 | Int64(UInt32(bitPattern: symbol))
    BinaryHeap.push(key, into: &expansionHeap, >)
  }

  /// The queued variable of the highest rank, out of the queue.
  private mutating func popExpansion() -> Symbol? {
    guard let top = BinaryHeap.pop(&expansionHeap, >) else { return nil }
    let symbol = Symbol(truncatingIfNeeded: top)
    expansionQueued[Int(symbol)] = false
    return symbol
  }

  /// Turns the accumulator into a sorted row and clears it.
  mutating func takeAccumulatedRow(constant: Double) -> Row {
    if let range = scanRange() { listFlaggedSymbols(in: range) } else { sortSymbols(&touched) }
    var row = Row(constant: constant)
    // Room for the two markers ``makeRow(_:)`` adds: inserting them into full arrays copied both.
    row.cells.reserveCapacity(touched.count + 2)
    for symbol in touched {
      let index = Int(symbol)
      accumulated[index] = false
      let value = accumulator[index]
      if !nearZero(value) {
        row.cells.append(Cell(symbol, value))
      }
    }
    touched.removeAll(keepingCapacity: true)
    return row
  }

  /// Rewrites ``touched`` in order from the accumulator's flags over `range` (which holds every
  /// touched symbol): eight flags at a time, and within a word only the set ones.
  private mutating func listFlaggedSymbols(in range: ClosedRange<Int>) {
    let end = range.upperBound + 1
    touched.withUnsafeMutableBufferPointer { out in
      accumulated.withUnsafeBufferPointer { flags in
        let bytes = UnsafeRawPointer(flags.baseAddress!)
        var written = 0
        var index = range.lowerBound
        while index + 8 <= end {
          // A `Bool` is one byte, 0 or 1: set flag k of the word is bit 8k.
          var word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          while word != 0 {
            out[written] = Symbol(truncatingIfNeeded: index + word.trailingZeroBitCount / 8)
            written += 1
            word &= word - 1
          }
          index += 8
        }
        while index < end {
          if flags[index] {
            out[written] = Symbol(truncatingIfNeeded: index)
            written += 1
          }
          index += 1
        }
      }
    }
  }

  /// The span of symbols to read the accumulator's flags over, in order, when that is cheaper than
  /// sorting the touched symbols: many of them packed close (a long expansion: the closing row of a
  /// chain of 5,000 items, rebuilt at each item appended, where the sort was a sixth of the append).
  /// `nil` for the usual handful, and for symbols spread thin, which the sort handles.
  @inline(__always)
  private func scanRange() -> ClosedRange<Int>? {
    let count = touched.count
    guard count > 512 else { return nil }
    var low = Int.max
    var high = Int.min
    for symbol in touched {
      low = min(low, Int(symbol))
      high = max(high, Int(symbol))
    }
    // A comparison sort costs about count × log2(count) comparisons of a dozen instructions or more;
    // the flags are read eight at a time where none is set.
    let log2 = Int.bitWidth - count.leadingZeroBitCount
    return high - low < count * log2 * 4 ? low...high : nil
  }

  /// kiwi's `createRow`: the constraint's expression over parametric symbols, plus its markers.
  /// Also creates the marker symbols and enters error weights in the objective.
  mutating func makeRow(_ slot: Int32) -> (row: Row, scale: Double) {
    var (row, scale) = expressionRow(slot)
    addMarkers(to: &row, slot)
    // kiwi keeps the constant non-negative so that a marker subject yields a feasible row.
    if row.constant < 0 { row.scale(by: -1) }
    return (row, scale)
  }

  /// The expression of the constraint in `slot` (plus `cell`, if given) over parametric symbols:
  /// defined variables expanded, basic ones replaced by their rows. Also the largest magnitude that
  /// went into its constant, for relative tolerances.
  mutating func expressionRow(_ slot: Int32, plus cell: (Symbol, Double)? = nil) -> (row: Row, scale: Double)
  {
    let record = records[slot]!
    let expression = record.constraint.expression
    var expansion = startExpansion(constant: expression.constant)
    for term in expression.terms {
      accumulate(retainedSymbol(term.variable), term.coefficient, into: &expansion)
    }
    if let (symbol, coefficient) = cell { accumulate(symbol, coefficient, into: &expansion) }
    finishExpansion(&expansion)
    return (takeAccumulatedRow(constant: expansion.constant), expansion.scale)
  }

  private mutating func addMarkers(to row: inout Row, _ slot: Int32) {
    let record = records[slot]!
    let soft = !record.isRequired
    var marker: Symbol = -1
    var other: Symbol = -1
    var sign: Double = 1
    func make(_ kind: SymbolKind, _ coefficient: Double, weight: Double = 0) -> Symbol {
      let symbol = newSymbol(kind)
      info[symbol].owner = slot
      row.addCell(symbol, coefficient)
      if weight != 0 { addToObjective(symbol, weight) }
      return symbol
    }
    switch record.constraint.op {
    case .lessThanOrEqual, .greaterThanOrEqual:
      sign = record.constraint.op == .lessThanOrEqual ? 1 : -1
      marker = make(.slack, sign)
      if soft { other = make(.error, -sign, weight: record.weight) }
    case .equal:
      if soft {
        // `expression = marker - other`: the marker measures the excess above zero.
        sign = -1
        marker = make(.error, -1, weight: record.weight)
        other = make(.error, 1, weight: record.otherWeight)
      } else {
        marker = make(.dummy, 1)
      }
    }
    records[slot]!.marker = marker
    records[slot]!.other = other
    records[slot]!.markerSign = sign
  }

  /// The row `subject = definition`, fully expanded into tableau symbols.
  mutating func expandedRow(of definition: Definition) -> Row {
    var expansion = startExpansion(constant: definition.constant)
    for index in definition.range {
      accumulate(definitionSymbols.items[index], definitionCoefficients.items[index], into: &expansion)
    }
    // The marker is basic when the definition made a row redundant (see ``redefine(_:subject:)``).
    accumulate(definition.marker, definition.markerCoefficient, into: &expansion)
    finishExpansion(&expansion)
    return takeAccumulatedRow(constant: expansion.constant)
  }
}

/// Sorts symbols in place: by insertion while they are few (a row's handful, where the library's sort
/// spent more on its set-up than on sorting), else by the library's sort.
func sortSymbols(_ symbols: inout [Symbol]) {
  guard symbols.count <= 16 else {
    symbols.sort()
    return
  }
  symbols.withUnsafeMutableBufferPointer { buffer in
    var i = 1
    while i < buffer.count {
      let symbol = buffer[i]
      var j = i
      while j > 0 && buffer[j - 1] > symbol {
        buffer[j] = buffer[j - 1]
        j -= 1
      }
      buffer[j] = symbol
      i += 1
    }
  }
}
