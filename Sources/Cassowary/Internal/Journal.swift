/// An array that can record its old contents during a transaction and restore them.
///
/// The solver runs every call that may fail half-way (a required constraint that turns out to be
/// unsatisfiable, a batch) inside a transaction, so a failed call restores every row, column and
/// table it touched and leaves the solver bit-for-bit as it was. Outside a transaction a write
/// costs one comparison. Only the first write to an index in a transaction is logged.
struct JournaledArray<Element> {
  private(set) var items: [Element] = []
  private var stamps: [UInt32] = []
  private var log: [(index: Int, old: Element)] = []
  private var epoch: UInt32 = 0
  private var startCount = 0
  private let filler: Element

  init(filler: Element) {
    self.filler = filler
  }

  var count: Int { items.count }
  var last: Element? { items.last }

  subscript(index: Int) -> Element {
    _read { yield items[index] }
    _modify {
      record(index)
      yield &items[index]
    }
  }

  subscript(index: Int32) -> Element {
    _read { yield items[Int(index)] }
    _modify {
      record(Int(index))
      yield &items[Int(index)]
    }
  }

  mutating func append(_ element: Element) {
    items.append(element)
  }

  /// Makes room for `capacity` elements if there is less, at least doubling (see
  /// ``SolverCore/reserveCapacity(forAdding:)``); the contents and the log do not change.
  mutating func reserveCapacity(_ capacity: Int) {
    items.reserveAtLeast(capacity)
  }

  /// Appends `count` copies of `element` (not logged: a rollback truncates them).
  mutating func append(repeating element: Element, count: Int) {
    // A long run in one go (one at a time checked uniqueness and capacity for each element); a short one
    // element by element, which costs less than setting up the sequence.
    if count <= 16 {
      for _ in 0..<count { items.append(element) }
    } else {
      items.append(contentsOf: repeatElement(element, count: count))
    }
  }

  /// Copies `count` elements from `source` to `target` (ranges that do not overlap), logging like
  /// single writes.
  mutating func copy(from source: Int, to target: Int, count: Int) {
    if epoch != 0 && target < startCount {
      for offset in 0..<count { self[target + offset] = items[source + offset] }
      return
    }
    items.withUnsafeMutableBufferPointer { buffer in
      for offset in 0..<count { buffer[target + offset] = buffer[source + offset] }
    }
  }

  mutating func removeLast() -> Element {
    record(items.count - 1)
    return items.removeLast()
  }

  mutating func removeAll() {
    items.removeAll()
    stamps.removeAll()
    log.removeAll()
    epoch = 0
  }

  /// Writes through a pointer to the items, unlogged: only outside a transaction (bulk fills).
  mutating func withUnsafeMutableItems<R>(_ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
    precondition(epoch == 0, "Cassowary: an unlogged write inside a transaction")
    return items.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Replaces the whole contents; only outside a transaction.
  mutating func replaceAll(with elements: [Element]) {
    precondition(epoch == 0, "Cassowary: pool compaction inside a transaction")
    items = elements
    stamps = [UInt32](repeating: 0, count: elements.count)
  }

  /// Starts logging; `epoch` must differ from every earlier transaction's.
  mutating func begin(_ epoch: UInt32) {
    self.epoch = epoch
    startCount = items.count
    // Stamps are only read below `startCount`, so they grow here rather than at every append.
    if stamps.count < startCount {
      stamps.append(contentsOf: repeatElement(0, count: max(startCount - stamps.count, stamps.count)))
    }
  }

  /// Keeps the changes.
  mutating func commit() {
    log.removeAll(keepingCapacity: true)
    epoch = 0
  }

  /// Restores the contents at `begin`.
  mutating func rollback() {
    if items.count > startCount {
      items.removeLast(items.count - startCount)
    }
    while items.count < startCount { items.append(filler) }
    for entry in log.reversed() { items[entry.index] = entry.old }
    commit()
  }

  @inline(__always)
  private mutating func record(_ index: Int) {
    if epoch != 0 && index < startCount && stamps[index] != epoch {
      stamps[index] = epoch
      log.append((index, items[index]))
    }
  }
}

/// A dictionary with the same transaction log as ``JournaledArray``.
struct JournaledDictionary<Key: Hashable, Value> {
  private(set) var items: [Key: Value] = [:]
  private var log: [(key: Key, old: Value?)] = []
  private var active = false

  subscript(key: Key) -> Value? {
    get { items[key] }
    set {
      if active { log.append((key, items[key])) }
      items[key] = newValue
    }
  }

  var count: Int { items.count }

  mutating func removeAll() {
    items.removeAll()
    log.removeAll()
    active = false
  }

  mutating func begin() { active = true }

  mutating func commit() {
    log.removeAll(keepingCapacity: true)
    active = false
  }

  mutating func rollback() {
    for entry in log.reversed() { items[entry.key] = entry.old }
    commit()
  }
}

extension Array {
  /// `reserveCapacity` that only ever grows, to at least twice the capacity: an exact reservation a
  /// little larger each time would copy the whole array at every call.
  mutating func reserveAtLeast(_ needed: Int) {
    if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
  }
}
