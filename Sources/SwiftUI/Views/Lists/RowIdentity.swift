/// A `ForEach` id as a list keys a lazy row by, made once per row where the id's type is known; a
/// presented item's id, as a presentation tells whether its item changed and finds its content; and
/// a tab's value and a tab view's selection, compared as their own type.
///
/// A list compares each row's key with the one its cell was placed under, at every update. Two
/// `AnyHashable` values compare by casting one to the other's type (a thousand or more instructions,
/// a dictionary of rows' worth per update); an identity compares the same object by address, and two
/// of the same type by the id's own `==`, reached through the class's metadata rather than a cast.
class RowIdentity: Hashable {
  /// The id, for what is keyed by it elsewhere (scroll targets, measured heights, a list's
  /// selection), boxed the first time it is asked for: most rows never are, and boxing an id asks
  /// the Swift runtime whether its type has a custom representation, which the first time for each
  /// type scans every conformance record in the process (an integer's looks up the integer
  /// protocols too).
  final var base: AnyHashable {
    if let boxed { return boxed }
    let made = boxedID()
    boxed = made
    return made
  }
  /// Read and written as rows resolve and lay out, on the main actor: unchecked, as the other
  /// stored properties read at every update are.
  @exclusivity(unchecked) private var boxed: AnyHashable?
  /// The id when it is an `Int`, the commonest kind, found once: a key compares it as an integer.
  let integer: Int?
  /// The id's hash, found once: a path extended by the row mixes it in at every resolution.
  let idHash: Int
  /// The id's type: compared with a generic parameter, which costs nothing, where comparing the
  /// identity's own class with `TypedRowIdentity<ID>` would look that class up at each row.
  let idType: ObjectIdentifier

  fileprivate init(integer: Int?, idHash: Int, idType: ObjectIdentifier) {
    self.integer = integer
    self.idHash = idHash
    self.idType = idType
  }

  /// What a presentation shown while a Boolean is true (and a menu, a context menu, an alert) is
  /// identified by.
  @MainActor static let shown = RowIdentity.of(true)

  /// The identity of an id of a type known here.
  /// - Parameter id: A `ForEach` element's id, or a presented item's.
  /// - Returns: An identity that compares as the id does.
  static func of<ID: Hashable>(_ id: ID) -> RowIdentity {
    TypedRowIdentity(id)
  }

  /// Whether this is the identity of `id`: of its type, and equal to it. A new `ForEach` value with
  /// the same ids at the same offsets keeps the identities of the last, found without boxing or
  /// hashing the ids again.
  ///
  /// - Parameter id: A `ForEach` element's id.
  /// - Returns: True when this identity is of an equal id of the same type.
  func holds<ID: Hashable>(_ id: ID) -> Bool {
    guard idType == ObjectIdentifier(ID.self) else { return false }
    var isEqual = false
    withIDAddress { isEqual = $0.assumingMemoryBound(to: ID.self).pointee == id }
    return isEqual
  }

  /// The id, read where it lies, when it is of type `V`; nil for an id of another type.
  ///
  /// - Parameter type: The type the id is expected to have.
  /// - Returns: The id, or nil.
  func id<V>(as type: V.Type) -> V? {
    guard idType == ObjectIdentifier(V.self) else { return nil }
    var found: V?
    withIDAddress { found = $0.assumingMemoryBound(to: V.self).pointee }
    return found
  }

  /// The id as a value of type `V`: read where it lies when it is of that type, else cast out of its
  /// box, which may hold one of that type (an id of `AnyHashable`s, a value converted on boxing).
  ///
  /// - Parameter type: The type wanted.
  /// - Returns: The id as that type, or nil when it is not one.
  final func value<V>(as type: V.Type) -> V? {
    id(as: V.self) ?? (base.base as? V)
  }

  /// Calls `body` with the address of the id, where it lies; the subclass knows its type. What reads
  /// the id (``holds(_:)``, ``id(as:)``) checks its type first.
  fileprivate func withIDAddress(_ body: (UnsafeRawPointer) -> Void) {}

  /// The id as an `AnyHashable`; the subclass knows its type.
  fileprivate func boxedID() -> AnyHashable { fatalError("RowIdentity is made only as TypedRowIdentity") }

  /// Whether two identities are of equal ids of one type; the subclass knows its type.
  fileprivate func isSame(as other: RowIdentity) -> Bool { false }

  static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
    lhs === rhs || lhs.isSame(as: rhs)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(idHash) }
}

extension RowIdentity: TableKey {
  /// The id's hash, found once as the identity was made.
  var tableHash: Int { idHash }
}

/// The identity of an id of one type: two of them compare their ids with `ID`'s own `==`.
private final class TypedRowIdentity<ID: Hashable>: RowIdentity {
  let id: ID

  init(_ id: ID) {
    self.id = id
    // A comparison of types rather than a cast: a cast of an id that is no integer (a month, a
    // UUID) looks for a conversion before it fails.
    let integer = ID.self == Int.self ? unsafeBitCast(id, to: Int.self) : nil
    // Hashed as its own type: an integer's `AnyHashable` hashes through a canonical box whose first
    // use looks up the integer protocols, a scan of every conformance record in the process each.
    super.init(integer: integer, idHash: id.hashValue, idType: ObjectIdentifier(ID.self))
  }

  override func boxedID() -> AnyHashable { AnyHashable(id) }

  override func withIDAddress(_ body: (UnsafeRawPointer) -> Void) {
    withUnsafePointer(to: id) { body(UnsafeRawPointer($0)) }
  }

  override func isSame(as other: RowIdentity) -> Bool {
    // The same dynamic type is the same `ID`: the downcast cannot fail. Ids of two types are two
    // identities, as a `ForEach` has one type of id (and the hash is of the type's own).
    guard type(of: other) == type(of: self) else { return false }
    return unsafeDowncast(other, to: Self.self).id == id
  }
}
