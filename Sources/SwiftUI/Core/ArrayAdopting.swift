extension Array {
  /// Appends the elements of `other`, taking its storage instead when this array is empty.
  ///
  /// Layout hands nodes up from each child to its container. Most containers start from nothing and
  /// many hold one child: `append(contentsOf:)` would allocate a buffer and copy every node into it,
  /// retaining what each holds, only for the child's array to release them all a moment later.
  ///
  /// - Parameter other: The elements to append; its storage is shared when it is taken.
  @inline(__always)
  mutating func append(adopting other: [Element]) {
    if isEmpty { self = other } else { append(contentsOf: other) }
  }
}
