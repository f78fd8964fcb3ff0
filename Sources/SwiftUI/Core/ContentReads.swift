/// What resolving one node's content depended on besides its body: the environment keys read by its
/// primitives and by every node below it, and whether anything made the result depend on more than
/// that.
///
/// A node whose content is not volatile keeps the elements it resolved into and hands them out again
/// while its body, and every environment value recorded here, stay the same. Content is volatile when
/// it holds a primitive's own state (a stack's path, a presentation, a list's scroll offset, the rows
/// a `ForEach` keeps), reads a binding outside a body, or registers something the host collects each
/// update (an `onOpenURL` handler). Volatility reaches every ancestor, since each one's elements
/// contain the volatile ones.
final class ContentReads: @unchecked Sendable {
  /// The reads of the node being resolved now; nil outside resolution (during layout, for example).
  nonisolated(unsafe) static var current: ContentReads?

  @exclusivity(unchecked) private(set) var environment:
    [ObjectIdentifier: EnvironmentReadRecorder.Comparator] = [:]
  @exclusivity(unchecked) var isVolatile = false

  func recordEnvironmentRead(
    _ key: ObjectIdentifier, _ comparator: @escaping EnvironmentReadRecorder.Comparator
  ) {
    if environment[key] == nil { environment[key] = comparator }
  }

  /// Adds what a child node's content depended on: the parent's elements contain the child's.
  func absorb(_ child: ContentReads) {
    if child.isVolatile { isVolatile = true }
    guard !isVolatile else { return }
    for (key, comparator) in child.environment where environment[key] == nil {
      environment[key] = comparator
    }
  }

  /// Whether an environment differs from another in a value these reads depend on.
  func dependsOnChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    environment.values.contains { comparator in !comparator(old, new) }
  }

  /// Marks the content being resolved now as volatile: it is resolved afresh at every update.
  static func markVolatile() {
    current?.isVolatile = true
  }
}

/// The elements a node's content resolved into, with what they depended on.
@MainActor
struct ResolvedContent {
  let elements: [Element]
  let reads: ContentReads
  /// Whether the content was resolved inside a lazy container: a `ForEach` resolves differently there.
  let isLazy: Bool
}
