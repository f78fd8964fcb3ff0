import Observation

/// What resolving one node's content depended on besides its body: the environment keys read by its
/// primitives and by every node below it, the app's state they read outside any body, and whether
/// anything made the result depend on more than that.
///
/// A node whose content is not volatile keeps the elements it resolved into and hands them out again
/// while its body, and every environment value recorded here, stay the same. State read outside a body
/// (a presentation's binding, a stack's path, the closures a primitive runs as it resolves) is tracked
/// like a body's reads: a change to it drops the kept content (``ViewNode/invalidateContent()``), and
/// so does a change to a primitive's own state (``PrimitiveState/contentChanged()``). Content is
/// volatile only when it reads what nothing can watch (a binding to an `ObservableObject` or to user
/// defaults) or reads state at layout into its container's text. Volatility reaches every ancestor,
/// since each one's elements contain the volatile ones.
final class ContentReads: @unchecked Sendable {
  /// The reads of the node being resolved now; nil outside resolution (during layout, for example).
  nonisolated(unsafe) static var current: ContentReads?

  /// The node whose content these reads are.
  @Linked var node: ViewNode?
  /// The environment keys read, by their numbers in ``EnvironmentKeyTable``.
  @exclusivity(unchecked) private(set) var environment = EnvironmentKeySet()
  @exclusivity(unchecked) var isVolatile = false
  /// Whether the content read the app's state, or holds a primitive's, outside any body: a list row
  /// built with such reads is not handed out again from a list kept across updates.
  @exclusivity(unchecked) var readsState = false
  /// The serial of the reads these were last absorbed into (a lazy row's, into the reads its list's
  /// rows share): absorbing them again changes nothing.
  @exclusivity(unchecked) var absorbedInto = 0
  /// Tells these reads apart from every other for the process's life (a weak reference would cost
  /// each of them a side table).
  let serial: Int

  nonisolated(unsafe) private static var lastSerial = 0

  init(node: ViewNode? = nil) {
    self.node = node
    Self.lastSerial += 1
    serial = Self.lastSerial
  }

  func recordEnvironmentRead(_ index: Int) {
    environment.insert(index)
  }

  /// Records that the content read the environment keys numbered in `keys`.
  func recordEnvironmentReads(_ keys: EnvironmentKeySet) {
    environment.formUnion(keys)
  }

  /// Adds what a child node's content depended on: the parent's elements contain the child's.
  func absorb(_ child: ContentReads) {
    if child.isVolatile { isVolatile = true }
    guard !isVolatile else { return }
    environment.formUnion(child.environment)
  }

  /// Whether these reads hold every environment key that `other` holds.
  func includes(_ other: ContentReads) -> Bool {
    environment.isSuperset(of: other.environment)
  }

  /// Whether an environment differs from another in a value these reads depend on.
  ///
  /// - Parameters:
  ///   - old: The environment the content was resolved in.
  ///   - new: The environment now.
  ///   - diff: The host's comparisons of the pair, shared by every node that receives it.
  /// - Returns: True when a key read has another value now.
  @MainActor
  func dependsOnChange(from old: EnvironmentValues, to new: EnvironmentValues, in diff: EnvironmentDiff)
    -> Bool
  {
    diff.differs(in: environment, from: old, to: new)
  }

  /// Marks the content being resolved now as volatile: it is resolved afresh at every update.
  static func markVolatile() {
    current?.isVolatile = true
  }

  /// Runs work that reads the app's state outside any body, as a primitive resolves (a binding, a
  /// presentation's content closure), so that a change to an observable property it read drops the
  /// content being resolved. Reads of `@State` are recorded by the state itself.
  ///
  /// - Parameter work: The reads.
  /// - Returns: What the work returns.
  static func tracking<T>(_ work: () -> T) -> T {
    tracking(reading: nil, work)
  }

  /// Runs a read of one place (a binding's location) as ``tracking(_:)`` does, once per node while
  /// nothing it read has changed: an observation registration stands until what it watches changes,
  /// so watching the same place again at each update would only pile registrations up (each some
  /// hundreds of bytes, and a session of thousands of instructions).
  ///
  /// - Parameters:
  ///   - place: Where the read goes, or nil for work that may read anything (a closure).
  ///   - work: The read.
  /// - Returns: What the work returns.
  static func tracking<T>(reading place: LocationIdentity?, _ work: () -> T) -> T {
    // Volatile content is resolved at every update anyway: nothing to watch for.
    guard Runtime.isUpdating, Runtime.evaluatingNode == nil, let reads = current, !reads.isVolatile,
      let node = reads.node
    else { return work() }
    reads.readsState = true
    if let place {
      guard node.watchedPlaces.insert(place) else { return work() }
    }
    let signal = ContentChangeSignal(node: node, place: place)
    return withTracking(work) { signal.fire() }
  }
}

/// Carries a change to state that some content read back to the main actor, where the content is
/// dropped and an update asked for.
struct ContentChangeSignal: @unchecked Sendable {
  @Linked var node: ViewNode?
  /// The place the registration watched, which the node watches no longer once it fired.
  var place: LocationIdentity?

  func fire() {
    // The link is read on the main actor, where the node deinitializes and clears it: an
    // observation may fire on the thread of a write made elsewhere.
    let signal = self
    MainQueue.run {
      guard let node = signal.node, node.isAlive else { return }
      if let place = signal.place { node.watchedPlaces[place] = nil }
      node.contentDidChange()
    }
  }
}

/// A set of environment keys by their numbers in ``EnvironmentKeyTable``: four words inline (most
/// apps read fewer than 256 keys), more only past them.
struct EnvironmentKeySet {
  private var w0: UInt64 = 0
  private var w1: UInt64 = 0
  private var w2: UInt64 = 0
  private var w3: UInt64 = 0
  private var more: [UInt64] = []

  mutating func insert(_ index: Int) {
    let bit = UInt64(1) << UInt64(index & 63)
    switch index >> 6 {
    case 0: w0 |= bit
    case 1: w1 |= bit
    case 2: w2 |= bit
    case 3: w3 |= bit
    default:
      let word = (index >> 6) - 4
      if more.count <= word { more += Array(repeating: 0, count: word + 1 - more.count) }
      more[word] |= bit
    }
  }

  mutating func formUnion(_ other: EnvironmentKeySet) {
    w0 |= other.w0
    w1 |= other.w1
    w2 |= other.w2
    w3 |= other.w3
    guard !other.more.isEmpty else { return }
    if more.count < other.more.count { more += Array(repeating: 0, count: other.more.count - more.count) }
    for (word, bits) in other.more.enumerated() { more[word] |= bits }
  }

  func isSuperset(of other: EnvironmentKeySet) -> Bool {
    guard other.w0 & ~w0 == 0, other.w1 & ~w1 == 0, other.w2 & ~w2 == 0, other.w3 & ~w3 == 0 else {
      return false
    }
    for (word, bits) in other.more.enumerated() {
      let mine = word < more.count ? more[word] : 0
      if bits & ~mine != 0 { return false }
    }
    return true
  }

  /// Whether the key numbered `index` is in the set.
  func contains(_ index: Int) -> Bool {
    let bit = UInt64(1) << UInt64(index & 63)
    switch index >> 6 {
    case 0: return w0 & bit != 0
    case 1: return w1 & bit != 0
    case 2: return w2 & bit != 0
    case 3: return w3 & bit != 0
    default:
      let word = (index >> 6) - 4
      return word < more.count && more[word] & bit != 0
    }
  }

  /// Whether `body` is true for the number of any key in the set.
  func contains(where body: (Int) -> Bool) -> Bool {
    if Self.any(in: w0, from: 0, body) || Self.any(in: w1, from: 64, body)
      || Self.any(in: w2, from: 128, body) || Self.any(in: w3, from: 192, body)
    {
      return true
    }
    for (word, bits) in more.enumerated() where Self.any(in: bits, from: 256 + word * 64, body) {
      return true
    }
    return false
  }

  private static func any(in word: UInt64, from base: Int, _ body: (Int) -> Bool) -> Bool {
    var bits = word
    while bits != 0 {
      if body(base + bits.trailingZeroBitCount) { return true }
      bits &= bits - 1
    }
    return false
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
