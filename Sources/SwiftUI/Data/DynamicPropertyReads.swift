/// Counts reads of views' dynamic properties (`@State`, `@Binding`, `@Environment`,
/// `@ObservedObject` and the others) through their wrappers.
///
/// A closure the app hands a `ForEach` may capture a view and read its dynamic properties. What such
/// a read returns lives outside the closure's captured bytes (in the property's box, its object or
/// the node's environment), so two closures whose captures are the same bytes make the same row only
/// when neither read one: the `ForEach` compares the count before and after running its closure.
enum DynamicPropertyReads {
  /// Reads so far in this process; it only grows (wrapping), so a difference is a read.
  nonisolated(unsafe) static var count = 0

  /// Counts one read of a dynamic property.
  @inline(__always) static func record() {
    count &+= 1
  }
}
