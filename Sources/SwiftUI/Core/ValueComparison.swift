@_spi(Reflection) import Swift

/// Decides whether a view's inputs changed, the way SwiftUI compares view values: field by field,
/// with `==` where a field is `Equatable`, by identity for objects, and conservatively (as changed)
/// where nothing better is known, such as a closure that captures values.
enum ValueComparison {
  static func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in
        isEqual(at: UnsafeRawPointer(left), UnsafeRawPointer(right), as: T.self)
      }
    }
  }

  /// How two values compare: the same bytes (the same scalars and the very same references), or
  /// equal field by field, or not equal.
  enum Likeness {
    case identical, equal, different
  }

  /// Compares two values, telling identical bytes apart from equal values.
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: The other.
  /// - Returns: Whether they are identical, equal or different.
  static func likeness<T>(_ lhs: T, _ rhs: T) -> Likeness {
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in likeness(at: left, right, as: T.self) }
    }
  }

  /// Compares two values of a type where they lie, telling identical bytes apart from equal values.
  ///
  /// - Parameters:
  ///   - lhs: Where one value lies.
  ///   - rhs: Where the other lies.
  ///   - type: Their type.
  /// - Returns: Whether they are identical, equal or different.
  private static func likeness<T>(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, as type: T.Type)
    -> Likeness
  {
    // Identical bytes are the same value (the same references, the same scalars); only when they
    // differ is a field-by-field look needed.
    let size = MemoryLayout<T>.size
    if size == 0 || memcmp(lhs, rhs, size) == 0 { return .identical }
    return ComparisonPlan.of(T.self).isEqual(lhs, rhs) ? .equal : .different
  }

  /// Compares two values of a type where they lie, without copying them.
  ///
  /// - Parameters:
  ///   - lhs: Where one value lies.
  ///   - rhs: Where the other lies.
  ///   - type: Their type.
  /// - Returns: Whether they are the same value.
  static func isEqual<T>(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, as type: T.Type) -> Bool {
    likeness(at: lhs, rhs, as: type) != .different
  }

  /// Whether the values of a type at two addresses are the same field by field down to their bytes
  /// (the same scalars, references and closures), without asking the type's `==`, and without the
  /// padding inside a struct, which two copies of one value need not share.
  ///
  /// - Parameters:
  ///   - lhs: Where one value lies.
  ///   - rhs: Where the other lies.
  ///   - type: Their type.
  /// - Returns: Whether they are the same value, byte for byte.
  static func isIdentical(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, as type: Any.Type) -> Bool {
    ComparisonPlan.of(type).isIdentical(lhs, rhs)
  }

  /// The comparison of values known only as `Any`, through reflection: enums, and the types whose
  /// fields cannot be enumerated.
  fileprivate static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    if let comparable = lhs as? any ComparableField {
      return comparable.isSameField(asAny: rhs)
    }
    if let equatable = lhs as? any Equatable {
      return equatable.isEqual(toAny: rhs)
    }
    if depth > 4 { return sameBytes(lhs, rhs) }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .class:
      return sameBytes(lhs, rhs)
    case .struct, .tuple, .enum, .optional:
      let right = Mirror(reflecting: rhs)
      if left.children.isEmpty {
        return sameBytes(lhs, rhs)
      }
      guard left.children.count == right.children.count else { return false }
      for (l, r) in zip(left.children, right.children) {
        if l.label != r.label { return false }
        if l.value is any IgnoredInComparison { continue }
        if !compare(l.value, r.value, depth: depth + 1) { return false }
      }
      return true
    default:
      return sameBytes(lhs, rhs)
    }
  }

  private static func sameBytes(_ lhs: Any, _ rhs: Any) -> Bool {
    func open<T>(_ value: T) -> Bool {
      guard let other = rhs as? T else { return false }
      return sameBytes(value, other)
    }
    return _openExistential(lhs, do: open)
  }

  /// Whether two values are the same bytes: the same scalars and the same references.
  static func sameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafeBytes(of: lhs) { a in
      withUnsafeBytes(of: rhs) { b in
        a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
      }
    }
  }
}

/// How the values of one type are compared, worked out once per type: which conformance decides,
/// or which fields (at which offsets) to compare one by one. A comparison then reads the fields in
/// place, where a `Mirror` would copy every field into an existential and look up its
/// conformances again at each comparison.
///
/// Plans live for the process's life (``TypeTable`` keeps them), so what a plan holds of others is
/// held without reference counting: a comparison walks a view's fields, many at every update, and
/// retaining each field's plan (or the array of a struct's fields) as it goes would cost more than
/// comparing the field.
private final class ComparisonPlan: @unchecked Sendable {
  private enum Kind {
    case ignored
    case bytes
    /// A closure: its function and its context, compared as bytes except where alike is asked for.
    case function
    case comparable(any ComparableField.Type)
    case equatable(any Equatable.Type)
    case fields(UnsafeBufferPointer<Field>)
    /// A struct compared field by field down to bytes even as an input (``ComparedByIdentity``).
    case identicalFields(UnsafeBufferPointer<Field>)
    /// A struct whose fields are compared alike as an input (``ComparedAlike``).
    case alikeFields(UnsafeBufferPointer<Field>)
    /// An optional of a type that is not `Equatable`: nil against nil, else the wrapped values,
    /// which lie at the start of the optional's storage.
    case optional(any OptionalValue.Type, Unmanaged<ComparisonPlan>)
    case reflected
  }

  private struct Field {
    let offset: Int
    let plan: Unmanaged<ComparisonPlan>

    init(offset: Int, plan: ComparisonPlan) {
      self.offset = offset
      self.plan = .passUnretained(plan)
    }
  }

  /// The fields of a struct or a tuple, in storage that lives as long as the plan (for ever).
  private static func storage(of fields: [(offset: Int, type: Any.Type)]) -> UnsafeBufferPointer<Field> {
    let storage = UnsafeMutableBufferPointer<Field>.allocate(capacity: fields.count)
    _ = storage.initialize(from: fields.map { Field(offset: $0.offset, plan: of($0.type)) })
    return UnsafeBufferPointer(storage)
  }

  private let type: Any.Type
  private let size: Int
  private let kind: Kind
  /// An `Equatable` struct's fields, for telling two values identical where their bytes differ only
  /// in the padding between fields (a `Bool` before a `String`), which copies need not share. Found
  /// when first asked: most `Equatable` types are never compared by identity, and planning a type's
  /// fields looks up conformances of each field's type, down to the standard library's own.
  private var identityFields: UnsafeBufferPointer<Field>? {
    if let found = foundIdentityFields { return found }
    let found = MetadataKind(type) == .struct ? Self.structFields(of: type) : nil
    foundIdentityFields = .some(found)
    return found
  }
  @exclusivity(unchecked) private var foundIdentityFields: UnsafeBufferPointer<Field>??

  private static let known = TypeTable<ComparisonPlan>()

  static func of(_ type: Any.Type) -> ComparisonPlan {
    known.value(for: ObjectIdentifier(type)) { ComparisonPlan(type) }
  }

  private init(_ type: Any.Type) {
    self.type = type
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    self.size = _openExistential(type, do: size)
    kind = Self.kind(of: type)
  }

  /// A struct's fields with their plans, or nil when it has none or the runtime cannot enumerate them.
  private static func structFields(of type: Any.Type) -> UnsafeBufferPointer<Field>? {
    var fields: [(offset: Int, type: Any.Type)] = []
    guard enumerateFields(of: type, into: &fields), !fields.isEmpty else { return nil }
    return storage(of: fields)
  }

  /// Appends a struct's fields, offset and type, in declaration order; false when the runtime cannot
  /// enumerate them.
  private static func enumerateFields(of type: Any.Type, into fields: inout [(offset: Int, type: Any.Type)])
    -> Bool
  {
    _forEachField(of: type, options: .noOptions) { _, offset, fieldType, _ in
      fields.append((offset, fieldType))
      return true
    }
  }

  private static func kind(of type: Any.Type) -> Kind {
    let metadataKind = MetadataKind(type)
    // A closure is its function and its context: other bytes, another closure, unless it is
    // compared alike. A function type conforms to nothing, so no conformance is looked up: the
    // first lookup of a type scans every conformance the process holds (cold launch spent most of
    // its time in these scans).
    if metadataKind == .function { return .function }
    // A tuple conforms to none of the markers, and to `Equatable` (the runtime's own conformance)
    // only when each element does, comparing element by element as its fields' plans do.
    if metadataKind == .tuple {
      let elements = tupleElements(type)
      return elements.isEmpty ? .bytes : .fields(storage(of: elements))
    }
    // One lookup tells the runtime's marked types from the others, which skip the lookups of each
    // marker; a struct of another module is none of them, and needs no lookup at all. Each
    // conformance is read from the records rather than looked up (``ConformanceIndex``).
    let isMarked =
      DeclaringModule.mayConformToInternalProtocols(type)
      && conformance(of: type, as: (any ComparisonMarker.Type).self) != nil
    if isMarked, conformance(of: type, as: (any IgnoredInComparison.Type).self) != nil {
      return .ignored
    }
    if isMarked, let comparable = conformance(of: type, as: (any ComparableField.Type).self) {
      return .comparable(comparable)
    }
    // An optional compares nil against nil, else what it wraps by the wrapped type's plan: what its
    // `==` does when it has one, whose conditional conformance the runtime would look up twice.
    if isMarked, let optional = conformance(of: type, as: (any OptionalValue.Type).self) {
      return .optional(optional, .passUnretained(of(optional.wrappedType)))
    }
    if let array = conformance(of: type, as: (any ArrayValue.Type).self) {
      // An array is `Equatable` when its elements are, a conditional conformance the runtime would
      // look up with its elements'; the compiler makes the array's from the element's instead.
      if let element = conformance(of: array.elementType, as: (any Equatable.Type).self) {
        return .equatable(Self.array(of: element))
      }
    } else if let equatable = conformance(of: type, as: (any Equatable.Type).self) {
      return .equatable(equatable)
    }
    if type is AnyClass { return .bytes }
    switch metadataKind {
    case .struct:
      break
    case .tuple, .function, .other:
      // Only a struct's fields can be enumerated (the runtime's reflection reads an enum's
      // metadata as if it were a struct's); enums are compared through a `Mirror`. (A function
      // type and a tuple returned above.)
      return .reflected
    }
    var fields: [(offset: Int, type: Any.Type)] = []
    guard enumerateFields(of: type, into: &fields) else { return .reflected }
    if fields.isEmpty { return .bytes }
    let buffer = storage(of: fields)
    guard isMarked else { return .fields(buffer) }
    if conformance(of: type, as: (any ComparedByIdentity.Type).self) != nil {
      return .identicalFields(buffer)
    }
    return conformance(of: type, as: (any ComparedAlike.Type).self) != nil
      ? .alikeFields(buffer) : .fields(buffer)
  }

  /// The conformance records of the protocols a plan asks about, read at the first plan.
  private static let conformances = ConformanceIndex(watching: [
    (any Equatable.Type).self, (any ComparisonMarker.Type).self, (any IgnoredInComparison.Type).self,
    (any ComparableField.Type).self, (any OptionalValue.Type).self, (any ComparedByIdentity.Type).self,
    (any ComparedAlike.Type).self, (any ArrayValue.Type).self,
  ])

  /// The array of an `Equatable` element type, as `Equatable`.
  private static func array(of element: any Equatable.Type) -> any Equatable.Type {
    func array<Element: Equatable>(_: Element.Type) -> any Equatable.Type { [Element].self }
    return array(element)
  }

  /// A type as an existential metatype of one of those protocols, or nil when it does not conform.
  private static func conformance<Metatype>(of type: Any.Type, as metatype: Metatype.Type) -> Metatype? {
    conformances.conformance(of: type, as: metatype)
  }

  /// The kinds of type a plan tells apart, read from the first word of the type's metadata (the
  /// Swift ABI's `MetadataKind`).
  private enum MetadataKind: Equatable {
    case `struct`, tuple, function, other

    init(_ type: Any.Type) {
      switch unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee {
      case 0x200: self = .struct
      case 0x301: self = .tuple
      case 0x302: self = .function
      default: self = .other
      }
    }
  }

  /// A tuple's elements, read from its metadata (the Swift ABI's `TupleTypeMetadata`: the kind, the
  /// number of elements, the labels, then per element its type and its offset, in two words, the
  /// offset in the low 32 bits of the second).
  private static func tupleElements(_ type: Any.Type) -> [(offset: Int, type: Any.Type)] {
    let words = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
    return (0..<Int(words[1])).map { index in
      let element = words + 3 + 2 * index
      let offset = Int(UInt32(truncatingIfNeeded: element[1]))
      return (offset, unsafeBitCast(element[0], to: Any.Type.self))
    }
  }

  /// Whether the values at two addresses, both of this plan's type, are the same field by field
  /// down to their bytes: the same scalars, references and closures, bindings to the same place; a
  /// type's own `==` is not asked, so that data equal in content but made again (an array built
  /// anew) counts as changed without being compared element by element. Bytes are compared per
  /// field, where a struct's padding would make two copies of one value differ.
  func isIdentical(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    if size == 0 || memcmp(lhs, rhs, size) == 0 { return true }
    switch kind {
    case .ignored:
      return true
    case .fields(let fields), .identicalFields(let fields), .alikeFields(let fields):
      return Self.identical(fields, lhs, rhs)
    case .optional(let optional, let wrapped):
      let (leftIsNil, rightIsNil) = (optional.isNil(at: lhs), optional.isNil(at: rhs))
      if leftIsNil || rightIsNil { return leftIsNil && rightIsNil }
      return wrapped._withUnsafeGuaranteedRef { $0.isIdentical(lhs, rhs) }
    case .comparable(let comparable):
      return comparable.isSameField(at: lhs, rhs)
    case .equatable:
      return identityFields.map { Self.identical($0, lhs, rhs) } ?? false
    case .bytes, .function, .reflected:
      return false
    }
  }

  /// Whether the values at two addresses, both of this plan's type, are alike: the same inputs, as
  /// ``isEqual(_:_:)`` decides, with closures the same code over the same captured values
  /// (``ValueComparison/sameCaptures(at:_:)``) rather than the same bytes. What two alike closures
  /// would read when called is not compared: a caller knows by other means that it did not change.
  func isAlike(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    if size == 0 || memcmp(lhs, rhs, size) == 0 { return true }
    switch kind {
    case .function:
      return size == 2 * MemoryLayout<UInt>.size && ValueComparison.sameCaptures(at: lhs, rhs)
    case .fields(let fields), .identicalFields(let fields), .alikeFields(let fields):
      return Self.alike(fields, lhs, rhs)
    case .optional(let optional, let wrapped):
      let (leftIsNil, rightIsNil) = (optional.isNil(at: lhs), optional.isNil(at: rhs))
      if leftIsNil || rightIsNil { return leftIsNil && rightIsNil }
      return wrapped._withUnsafeGuaranteedRef { $0.isAlike(lhs, rhs) }
    case .ignored, .bytes, .comparable, .equatable, .reflected:
      return isEqual(lhs, rhs)
    }
  }

  /// Whether every field is the same in both values, as `same` compares a field's plan.
  @inline(__always) private static func allFields(
    _ fields: UnsafeBufferPointer<Field>, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer,
    by same: (ComparisonPlan, UnsafeRawPointer, UnsafeRawPointer) -> Bool
  ) -> Bool {
    for field in fields
    where !field.plan._withUnsafeGuaranteedRef({ same($0, lhs + field.offset, rhs + field.offset) }) {
      return false
    }
    return true
  }

  private static func identical(
    _ fields: UnsafeBufferPointer<Field>, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer
  ) -> Bool {
    allFields(fields, lhs, rhs) { $0.isIdentical($1, $2) }
  }

  private static func alike(
    _ fields: UnsafeBufferPointer<Field>, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer
  ) -> Bool {
    allFields(fields, lhs, rhs) { $0.isAlike($1, $2) }
  }

  /// Two values compared with their own `==` where they lie; neither is changed.
  private static func isEqual<T: Equatable>(_ lhs: inout T, _ rhs: inout T) -> Bool { lhs == rhs }

  /// Whether the values at two addresses, both of this plan's type, are the same input.
  func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    if size == 0 || memcmp(lhs, rhs, size) == 0 { return true }
    switch kind {
    case .ignored:
      return true
    case .bytes, .function:
      return false
    case .equatable(let equatable):
      // Through `inout` accesses, which take the addresses themselves: `pointee`, read in this
      // unspecialized code, copies each value (a trip, a text) only to compare it.
      func equal<T: Equatable>(_: T.Type) -> Bool {
        Self.isEqual(
          &UnsafeMutableRawPointer(mutating: lhs).assumingMemoryBound(to: T.self).pointee,
          &UnsafeMutableRawPointer(mutating: rhs).assumingMemoryBound(to: T.self).pointee)
      }
      return equal(equatable)
    case .fields(let fields):
      return Self.allFields(fields, lhs, rhs) { $0.isEqual($1, $2) }
    case .identicalFields(let fields):
      return Self.identical(fields, lhs, rhs)
    case .alikeFields(let fields):
      return Self.alike(fields, lhs, rhs)
    case .optional(let optional, let wrapped):
      let (leftIsNil, rightIsNil) = (optional.isNil(at: lhs), optional.isNil(at: rhs))
      if leftIsNil || rightIsNil { return leftIsNil && rightIsNil }
      return wrapped._withUnsafeGuaranteedRef { $0.isEqual(lhs, rhs) }
    case .comparable(let comparable):
      return comparable.isSameField(at: lhs, rhs)
    case .reflected:
      func load<T>(_: T.Type) -> (Any, Any) {
        (lhs.assumingMemoryBound(to: T.self).pointee, rhs.assumingMemoryBound(to: T.self).pointee)
      }
      let (left, right) = _openExistential(type, do: load)
      return ValueComparison.compare(left, right, depth: 0)
    }
  }
}

/// What every type the comparison plan treats apart conforms to (``OptionalValue``,
/// ``IgnoredInComparison``, ``ComparedByIdentity``, ``ComparedAlike``, ``ComparableField``): a plan
/// for another type looks up this one conformance rather than each of theirs. The lookups read the
/// conformance records (``ConformanceIndex``); where the runtime must answer instead, it scans every
/// conformance in the process the first time it is asked about a type.
protocol ComparisonMarker {}

/// An optional seen through its type: what it wraps, and whether a value of it is nil.
protocol OptionalValue: ComparisonMarker {
  static var wrappedType: Any.Type { get }
  static func isNil(at pointer: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }

  static func isNil(at pointer: UnsafeRawPointer) -> Bool {
    switch pointer.assumingMemoryBound(to: Self.self).pointee {
    case .none: true
    case .some: false
    }
  }
}

/// An array seen through its type: what it holds. Not a ``ComparisonMarker``: only this module's
/// types and `Optional` are (``DeclaringModule``), and an array is found by its record alone.
protocol ArrayValue {
  static var elementType: Any.Type { get }
}

extension Array: ArrayValue {
  static var elementType: Any.Type { Element.self }
}

/// A field the comparison skips: storage that belongs to the view's identity, not its inputs.
protocol IgnoredInComparison: ComparisonMarker {}

/// A struct whose fields are compared down to their bytes even as a view's inputs: the same
/// scalars, references and closures, bindings to the same place, without asking their types' `==`.
protocol ComparedByIdentity: ComparisonMarker {}

/// A struct whose fields are compared alike as a view's inputs: as any view's, except that a closure
/// is the same input when it is the same code over the same captured values, as a body that ran
/// again makes it (``ValueComparison/sameCaptures(_:_:)``). Only for content that calls none of its
/// closures as it resolves without its reads being watched (``HeldContent``).
protocol ComparedAlike: ComparisonMarker {}

/// A field with its own notion of sameness (a binding compares the place it points to).
protocol ComparableField: ComparisonMarker {
  /// Whether another value of this type is the same input.
  func isSameField(as other: Self) -> Bool
}

extension ComparableField {
  /// Whether the values at two addresses, both of this type, are the same input: read in place,
  /// where loading them into `Any` would cast each to find its conformance again.
  static func isSameField(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: Self.self).pointee.isSameField(
      as: rhs.assumingMemoryBound(to: Self.self).pointee)
  }

  /// Whether a value known only as `Any` is the same input as this one.
  func isSameField(asAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return isSameField(as: other)
  }
}

extension Equatable {
  func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
