extension Array {
  /// Appends the elements of `other`, taking its storage instead when this array is empty.
  ///
  /// Layout hands nodes up from each child to its container. Most containers start from nothing and
  /// many hold one child: `append(contentsOf:)` would allocate a buffer and copy every node into it,
  /// retaining what each holds, only for the child's array to release them all a moment later.
  ///
  /// For an array that may be shared (a kept placement's nodes, a trait's items); one this code alone
  /// holds is moved with ``append(moving:)``.
  ///
  /// - Parameter other: The elements to append; its storage is shared when it is taken.
  @inline(__always)
  mutating func append(adopting other: [Element]) {
    if isEmpty { self = other } else { append(contentsOf: other) }
  }

  /// Moves the elements of `other` to the end of this array, leaving `other` empty.
  ///
  /// `append(contentsOf:)` copies: each node's label, children and facts are retained into this
  /// array and released a moment later with the child's. Here they are moved, one by one, as
  /// ``removeEach(_:)`` moves them (written out: a closure here costs the tab view's layout 0.5%):
  /// none is retained or released. When this array is empty it takes `other`'s storage whole.
  /// Storage that `other` shares (a kept placement's nodes) cannot be moved out of: it is copied as
  /// `append(contentsOf:)` copies it.
  ///
  /// - Parameter other: The elements to move; empty afterwards.
  @inline(__always)
  mutating func append(moving other: inout [Element]) {
    guard !isEmpty else { return swap(&self, &other) }
    guard !other.isEmpty else { return }
    guard other.holdsStorageAlone else {
      append(contentsOf: other)
      other = []
      return
    }
    if other.count > 1 { other.reverseByMoving() }
    while let element = other.popLast() { append(element) }
  }

  /// Hands each element, in order, to `body`, moved out of the array, which is empty afterwards: a
  /// `for` loop would copy each out, retaining what it holds, and the array would release them all
  /// after.
  ///
  /// - Parameter body: What to do with each element.
  mutating func removeEach(_ body: (Element) -> Void) {
    if count > 1 { reverseByMoving() }
    while let element = popLast() { body(element) }
  }

  /// Reverses the array in place by moving its elements: `reverse()` swaps them through copies,
  /// retaining and releasing what each holds.
  private mutating func reverseByMoving() {
    withUnsafeMutableBufferPointer { buffer in
      guard var low = buffer.baseAddress else { return }
      var high = low + (buffer.count - 1)
      while low < high {
        let moved = low.move()
        low.moveInitialize(from: high, count: 1)
        high.initialize(to: moved)
        low += 1
        high -= 1
      }
    }
  }

  /// Whether no other array shares this one's storage, so that removing from it moves its elements
  /// out rather than copying them all first.
  ///
  /// An array here is one strong reference to its storage object (Linux has no bridged storage);
  /// the reference is checked where it lies, since a copy of it would be a second holder. Read as
  /// an optional through the pointer's subscript: read through `pointee` as a non-optional, an
  /// unoptimized build checks a copy, which is never unique.
  var holdsStorageAlone: Bool {
    mutating get {
      withUnsafeMutablePointer(to: &self) { array in
        array.withMemoryRebound(to: AnyObject?.self, capacity: 1) { isKnownUniquelyReferenced(&$0[0]) }
      }
    }
  }
}
