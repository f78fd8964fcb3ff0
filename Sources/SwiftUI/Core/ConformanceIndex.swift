import Foundation

/// The conformance records of a few protocols, read once from every loaded image
/// (``MetadataSections``), so that whether a struct or an enum conforms is known without asking
/// the Swift runtime.
///
/// The runtime answers `type as? any P.Type` the first time for each type by scanning every
/// conformance record in the process (some 6,800 with Foundation linked, about 400,000
/// instructions), and only then remembers the answer. A view's first comparison asks that of each
/// of its fields' types: the first favourite, edit or deletion in a process asked it about 100
/// times. The index reads the records once, in one pass that keeps only the protocols it watches;
/// a type no record names does not conform, and one whose record holds for every type it names
/// conforms through the record's witness table.
///
/// A class conforms through a record for it or for a superclass: the index tells a class that no
/// record names, itself or a superclass, from the others, and leaves the others to the runtime. It
/// leaves to the runtime as well a tuple (the runtime conforms tuples of `Equatable` elements
/// itself), any other structural type, a type the compiler made for an imported C declaration (its
/// descriptor need not be unique), a conditional conformance, and a protocol the index does not
/// watch. An image loaded after the index was read is not in it: an `Equatable` type declared there
/// is compared as if it were not (field by field, or as changed), which costs an update, not a
/// wrong screen.
struct ConformanceIndex: Sendable {
  /// The descriptors of the watched protocols.
  private let watched: [UInt]
  /// For a watched protocol and a type that has a record for it (each by its descriptor's address),
  /// the record, or 0 where the record's witness table cannot be asked for directly. A keyed table,
  /// not a `Dictionary`: the runtime makes a dictionary's storage for `UInt` keys by checking
  /// `UInt: Hashable`, the first time a scan of every conformance record, which this index exists
  /// to spare.
  private let records: KeyedTable<RecordKey, UInt>

  /// A watched protocol and a conforming type, by their descriptors' addresses.
  private struct RecordKey: TableKey {
    let proto: UInt
    let type: UInt
    var tableHash: Int { Int(bitPattern: proto &* 0x9E37_79B9 ^ type) }
  }

  /// Reads every loaded image's conformance records for the given protocols.
  ///
  /// - Parameter protocols: The protocols to watch, each as its existential metatype
  ///   (`(any Equatable.Type).self`).
  init(watching protocols: [Any.Type]) {
    var watched: [UInt] = []
    for metatype in protocols {
      guard let descriptor = Self.protocolDescriptor(ofMetatype: metatype) else { continue }
      watched.append(descriptor)
    }
    var table = KeyedTable<RecordKey, UInt>()
    MetadataSections.forEachImage(.protocolConformances) { records, count in
      for index in 0..<count {
        let record = records + index * 4
        let conformance = record + Int(record.load(as: Int32.self))
        guard let proto = MetadataSections.indirectableTarget(at: conformance).map(UInt.init(bitPattern:)),
          watched.contains(proto), let type = Self.conformingType(of: conformance)
        else { continue }
        let key = RecordKey(proto: proto, type: UInt(bitPattern: type))
        // Two records for one type (retroactive conformances in two modules) leave it to the runtime.
        let isDirect = Self.isUnconditional(conformance) && table[key] == nil
        table[key] = isDirect ? UInt(bitPattern: conformance) : 0
      }
    }
    self.watched = watched
    records = table
  }

  /// A type as an existential metatype of a watched protocol (`type as? any Equatable.Type`),
  /// nil when no conformance record names the type, made from the record's witness table when the
  /// conformance holds for every type it names, and asked of the runtime otherwise.
  ///
  /// - Parameters:
  ///   - type: The type asked about.
  ///   - metatype: The existential metatype (`(any Equatable.Type).self`).
  /// - Returns: The type as that existential metatype, or nil when it does not conform.
  func conformance<Metatype>(of type: Any.Type, as metatype: Metatype.Type) -> Metatype? {
    guard let proto = Self.protocolDescriptor(ofMetatype: Metatype.self), watched.contains(proto) else {
      return type as? Metatype
    }
    guard let descriptor = Self.uniqueNominalDescriptor(of: type) else {
      // A class conforms through a record for it or for one of its superclasses.
      guard let classes = Self.classDescriptors(of: type) else { return type as? Metatype }
      return classes.contains { records[RecordKey(proto: proto, type: $0)] != nil } ? type as? Metatype : nil
    }
    guard let record = records[RecordKey(proto: proto, type: descriptor)] else { return nil }
    guard let conformance = UnsafeRawPointer(bitPattern: record), let witnessTable = getWitnessTable
    else { return type as? Metatype }
    let table = witnessTable(conformance, unsafeBitCast(type, to: UnsafeRawPointer.self), nil)
    // An existential metatype of one protocol is the type's metadata and the witness table.
    return unsafeBitCast((type, table), to: Metatype.self)
  }

  /// The descriptor of the one protocol an existential metatype names (`any P.Type`, no superclass,
  /// no other protocol), read from the metadata: the existential metatype's instance type, then
  /// the existential's kind, its flags with the number of protocols in the high half, and the
  /// protocols.
  private static func protocolDescriptor(ofMetatype metatype: Any.Type) -> UInt? {
    let metatypeWords = unsafeBitCast(metatype, to: UnsafePointer<UInt>.self)
    guard metatypeWords[0] == 0x306, let existential = UnsafePointer<UInt>(bitPattern: metatypeWords[1])
    else { return nil }
    let hasSuperclass = existential[1] & 0x4000_0000 != 0
    guard existential[0] == 0x303, existential[1] >> 32 == 1, !hasSuperclass else { return nil }
    return existential[2]
  }

  /// The descriptor of a struct, an enum or an optional, when the compiler made it unique: the
  /// second word of the type's metadata.
  private static func uniqueNominalDescriptor(of type: Any.Type) -> UInt? {
    let words = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
    guard (0x200...0x202).contains(words[0]), let descriptor = UnsafeRawPointer(bitPattern: words[1])
    else { return nil }
    // A context descriptor's flags: `isUnique` (bit 6), and for a type, how its metadata is made in
    // bits 16-17 (2: foreign metadata, an imported C type's).
    let flags = descriptor.load(as: UInt32.self)
    guard flags & 0x40 != 0, (flags >> 16) & 0x3 != 2 else { return nil }
    return words[1]
  }

  /// The descriptors of a Swift class and of its superclasses, read from their metadata (without
  /// Objective-C: the kind, 0 for a class, then the superclass, and the descriptor in the sixth
  /// word); nil for any other type.
  private static func classDescriptors(of type: Any.Type) -> [UInt]? {
    var descriptors: [UInt] = []
    var metadata: UnsafePointer<UInt>? = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
    while let words = metadata {
      guard words[0] == 0, words[5] != 0 else { return nil }
      descriptors.append(words[5])
      metadata = UnsafePointer(bitPattern: words[1])
    }
    return descriptors
  }

  /// The type descriptor a conformance descriptor names: its second field, a 32-bit offset to the
  /// descriptor or to a pointer to it as its flags (the fourth field, bits 3-5) say; nil for a
  /// reference to an Objective-C class.
  private static func conformingType(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
    let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
    let field = conformance + 4
    let target = field + Int(field.load(as: Int32.self))
    switch (flags >> 3) & 0x7 {
    case 0: return target
    case 1: return target.load(as: UnsafeRawPointer?.self)
    default: return nil
    }
  }

  /// Whether a conformance holds for every type its record names, with nothing the runtime checks
  /// as it casts: no conditional requirements or packs (bits 8-15, 24-31), not made by the compiler
  /// for an imported type (bit 7), not a protocol's (bit 18), not isolated to a global actor
  /// (bit 19).
  private static func isUnconditional(_ conformance: UnsafeRawPointer) -> Bool {
    let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
    return flags & 0xFF0C_FF80 == 0
  }
}

/// The Swift runtime's `swift_getWitnessTable`: the witness table of a conformance for a type,
/// instantiated once per type. Found by name, as a C function: the compiler keeps the name for its
/// own declaration and will not let Swift code declare it. Nil where the process does not export
/// it (a runtime linked in statically), and then the runtime is asked to cast.
private let getWitnessTable = unsafeBitCast(
  dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_getWitnessTable"),
  to: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer?) -> UnsafeRawPointer)?.self)
