/// The non-generic types of every image loaded in the process, read from the type metadata records
/// the compiler emits (the `swift5_type_metadata` section, through ``MetadataSections``). The
/// layouts read here are the Swift ABI's (Metadata.h).
enum TypeRecords {
  /// Each non-generic struct, enum and class, made by its metadata accessor.
  static var all: [Any.Type] {
    var types: [Any.Type] = []
    MetadataSections.forEachImage(.typeMetadata) { records, count in
      types += TypeRecords.types(in: records, count: count)
    }
    return types
  }

  private static func types(in records: UnsafeRawPointer, count: Int) -> [Any.Type] {
    var types: [Any.Type] = []
    for index in 0..<count {
      let record = records.advanced(by: index * 4)
      let offset = Int(record.load(as: Int32.self))
      // The low bits say whether the record points at the descriptor or at a pointer to it.
      var descriptor = record.advanced(by: offset & ~3)
      if offset & 3 == 1 {
        guard let indirect = descriptor.load(as: UnsafeRawPointer?.self) else { continue }
        descriptor = indirect
      } else if offset & 3 != 0 {
        continue
      }
      if let type = type(of: descriptor) { types.append(type) }
    }
    return types
  }

  /// The type a context descriptor describes, if it is a non-generic struct, enum or class.
  private static func type(of descriptor: UnsafeRawPointer) -> Any.Type? {
    let flags = descriptor.load(as: UInt32.self)
    let kind = flags & 0x1F
    let isGeneric = flags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric else { return nil }
    // After the flags, the parent and the name come the metadata accessor's relative address.
    let accessorField = descriptor.advanced(by: 12)
    let accessorOffset = Int(accessorField.load(as: Int32.self))
    guard accessorOffset != 0 else { return nil }
    let accessor = unsafeBitCast(
      accessorField.advanced(by: accessorOffset), to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
    guard let metadata = accessor(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }
}
