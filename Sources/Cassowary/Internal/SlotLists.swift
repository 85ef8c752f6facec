/// One short list of `Int32` per symbol (the rows that mention it, the definitions that depend on
/// it), all kept in one journaled array.
///
/// An array per symbol cost an allocation at its first entry, another at each doubling, and a free
/// when it emptied: two of every five allocations of a first layout. Here each list owns a block of
/// the shared storage (capacity 4, 8, 16, …); a full block moves to one twice its size, and freed
/// blocks wait on a free list per size for the next list that needs one. An emptied list keeps its
/// block. Everything, free lists included, is journaled, so a rolled-back transaction restores the
/// lists exactly.
///
/// Reading a list yields a slice of the storage: read it before the next write to any list (a slice
/// kept across a write makes that write copy the whole storage).
struct SlotLists {
  private struct Header {
    var start: Int32 = -1
    var count: Int32 = 0
    /// The block's capacity is `4 << sizeClass`; -1 without a block.
    var sizeClass: Int8 = -1
  }

  private var headers = JournaledArray<Header>(filler: Header())
  private var storage = JournaledArray<Int32>(filler: 0)
  /// The first free block of each size class, or -1; a free block's first entry links to the next.
  private var freeBlocks = JournaledArray<Int32>(filler: -1)

  /// How many lists there are (one per symbol ever issued).
  var listCount: Int { headers.count }

  /// Makes room for `count` lists holding `entries` entries (see
  /// ``SolverCore/reserveCapacity(forAdding:)``).
  mutating func reserve(lists count: Int, entries: Int) {
    headers.reserveCapacity(count)
    storage.reserveCapacity(entries)
  }

  /// The entries the storage holds, free blocks included.
  var storageCount: Int { storage.count }

  /// Adds an empty list; its index is the previous `listCount`.
  mutating func appendList() {
    headers.append(Header())
  }

  /// The entries of `list`, in order (read it before writing to any list).
  @inline(__always)
  subscript(list: Int32) -> ArraySlice<Int32> {
    let header = headers.items[Int(list)]
    guard header.count > 0 else { return [] }
    return storage.items[Int(header.start)..<Int(header.start + header.count)]
  }

  @inline(__always)
  func count(_ list: Int32) -> Int { Int(headers.items[Int(list)].count) }

  @inline(__always)
  func isEmpty(_ list: Int32) -> Bool { headers.items[Int(list)].count == 0 }

  /// The entry at `position` of `list`.
  @inline(__always)
  func entry(_ list: Int32, at position: Int) -> Int32 {
    storage.items[Int(headers.items[Int(list)].start) + position]
  }

  @inline(__always)
  mutating func setEntry(_ list: Int32, at position: Int, to value: Int32) {
    storage[Int(headers.items[Int(list)].start) + position] = value
  }

  @inline(__always)
  mutating func append(_ value: Int32, to list: Int32) {
    var header = headers.items[Int(list)]
    if header.sizeClass < 0 || header.count == 4 << header.sizeClass {
      header = grown(header)
    }
    storage[Int(header.start + header.count)] = value
    header.count += 1
    headers[Int(list)] = header
  }

  /// Removes the last entry of a non-empty list.
  @inline(__always)
  mutating func removeLast(from list: Int32) {
    headers[Int(list)].count -= 1
  }

  /// Empties `list`, keeping its block.
  @inline(__always)
  mutating func removeAll(_ list: Int32) {
    if headers.items[Int(list)].count != 0 { headers[Int(list)].count = 0 }
  }

  /// Removes one occurrence of `value` from `list` (the last entry takes its place); false if absent.
  @discardableResult
  mutating func removeSwapping(_ value: Int32, from list: Int32) -> Bool {
    let header = headers.items[Int(list)]
    let start = Int(header.start)
    for index in start..<start + Int(header.count) where storage.items[index] == value {
      let last = start + Int(header.count) - 1
      if index != last { storage[index] = storage.items[last] }
      headers[Int(list)].count -= 1
      return true
    }
    return false
  }

  /// Removes the entry at `position` of `list`, the last entry taking its place; returns the value that
  /// moved, or `nil` when the removed entry was the last.
  @discardableResult
  mutating func removeSwapping(at position: Int, from list: Int32) -> Int32? {
    let header = headers.items[Int(list)]
    let index = Int(header.start) + position
    let last = Int(header.start + header.count) - 1
    headers[Int(list)].count -= 1
    guard index != last else { return nil }
    let moved = storage.items[last]
    storage[index] = moved
    return moved
  }

  /// The total number of entries, for consistency checks.
  var entryCount: Int { headers.items.reduce(0) { $0 + Int($1.count) } }

  /// Gives every list whose block cannot hold `extra[list]` more entries one of the size that does, all
  /// of them carved from one run appended to the storage (a block taken list by list cost more than
  /// filling it); entries already in a list move with it.
  mutating func reserve(_ extra: [Int32]) {
    var moving: [(list: Int, sizeClass: Int8)] = []
    var total = 0
    for (list, more) in extra.enumerated() where more > 0 {
      let header = headers.items[list]
      let needed = Int(header.count) + Int(more)
      guard header.sizeClass < 0 || 4 << Int(header.sizeClass) < needed else { continue }
      let sizeClass = Self.sizeClass(for: needed)
      moving.append((list, sizeClass))
      total += 4 << Int(sizeClass)
    }
    var start = Int32(storage.count)
    storage.append(repeating: 0, count: total)
    for (list, sizeClass) in moving {
      let header = headers.items[list]
      if header.count > 0 { storage.copy(from: Int(header.start), to: Int(start), count: Int(header.count)) }
      if header.sizeClass >= 0 { freeBlock(header.start, sizeClass: header.sizeClass) }
      headers[list] = Header(start: start, count: header.count, sizeClass: sizeClass)
      start += 4 << Int32(sizeClass)
    }
  }

  /// Appends each entry's low half to the list in its high half, in order, for lists with room for them
  /// (``reserve(_:)``); only outside a transaction. `counts` holds how many entries each list gets.
  mutating func fill(_ entries: [Int64], counts: [Int32]) {
    // Where each list's next entry goes (its block was reserved): read once, not per entry.
    var next = [Int32](repeating: 0, count: headers.count)
    for (list, count) in counts.enumerated() where count > 0 {
      next[list] = headers.items[list].start + headers.items[list].count
    }
    storage.withUnsafeMutableItems { storage in
      next.withUnsafeMutableBufferPointer { next in
        for entry in entries {
          let list = Int(entry >> 32)
          storage[Int(next[list])] = Int32(truncatingIfNeeded: entry)
          next[list] += 1
        }
      }
    }
    for (list, count) in counts.enumerated() where count > 0 { headers[list].count += count }
  }

  /// The smallest size class whose blocks hold `capacity` entries.
  private static func sizeClass(for capacity: Int) -> Int8 {
    var sizeClass: Int8 = 0
    while 4 << Int(sizeClass) < capacity { sizeClass += 1 }
    return sizeClass
  }

  /// `header` moved to a block twice as large (or a first block of 4), its entries copied.
  @inline(never)
  private mutating func grown(_ header: Header) -> Header {
    let sizeClass = header.sizeClass + 1
    let start = takeBlock(sizeClass)
    if header.count > 0 { storage.copy(from: Int(header.start), to: Int(start), count: Int(header.count)) }
    if header.sizeClass >= 0 { freeBlock(header.start, sizeClass: header.sizeClass) }
    return Header(start: start, count: header.count, sizeClass: sizeClass)
  }

  private mutating func takeBlock(_ sizeClass: Int8) -> Int32 {
    let index = Int(sizeClass)
    while freeBlocks.count <= index { freeBlocks.append(-1) }
    let head = freeBlocks.items[index]
    if head >= 0 {
      freeBlocks[index] = storage.items[Int(head)]
      return head
    }
    let start = Int32(storage.count)
    storage.append(repeating: 0, count: 4 << Int(sizeClass))
    return start
  }

  private mutating func freeBlock(_ start: Int32, sizeClass: Int8) {
    storage[Int(start)] = freeBlocks.items[Int(sizeClass)]
    freeBlocks[Int(sizeClass)] = start
  }

  // MARK: - Transactions (see ``JournaledArray``)

  mutating func begin(_ epoch: UInt32) {
    headers.begin(epoch)
    storage.begin(epoch)
    freeBlocks.begin(epoch)
  }

  mutating func commit() {
    headers.commit()
    storage.commit()
    freeBlocks.commit()
  }

  mutating func rollback() {
    headers.rollback()
    storage.rollback()
    freeBlocks.rollback()
  }
}
