/// The two steps of a binary heap kept in a plain array, shared by the solver's queues: the objective's
/// candidates (lowest id first) and the definitions waiting for expansion (highest rank first).
/// `first(a, b)` says whether `a` must come out before `b`.
enum BinaryHeap {
  /// Appends `element` and moves it up to its place.
  @inline(__always)
  static func push<Element>(
    _ element: Element, into heap: inout [Element], _ first: (Element, Element) -> Bool
  ) {
    heap.append(element)
    heap.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) >> 1
        guard first(heap[child], heap[parent]) else { break }
        heap.swapAt(child, parent)
        child = parent
      }
    }
  }

  /// Removes and returns the element that comes out first, or nil when the heap is empty.
  @inline(__always)
  static func pop<Element>(_ heap: inout [Element], _ first: (Element, Element) -> Bool) -> Element? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    guard !heap.isEmpty else { return top }
    heap.withUnsafeMutableBufferPointer { heap in
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        let right = left + 1
        let child = right < heap.count && first(heap[right], heap[left]) ? right : left
        guard first(heap[child], heap[parent]) else { break }
        heap.swapAt(child, parent)
        parent = child
      }
    }
    return top
  }
}
