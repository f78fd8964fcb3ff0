/// The Swift metadata sections of every image loaded in the process, as the runtime registered them
/// (the Swift ABI's `MetadataSections.h`): the records the compiler emits for each type and each
/// conformance, read where they lie.
enum MetadataSections {
  /// A section of records, by its place among the ranges an image's sections list.
  enum Section: Int {
    /// `swift5_protocol_conformances`: a 32-bit relative offset to each conformance descriptor.
    case protocolConformances = 1
    /// `swift5_type_metadata`: a 32-bit relative offset to each type's context descriptor.
    case typeMetadata = 2
  }

  /// Calls `body` with the 32-bit records of one section of each loaded image.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - body: Called once per image with the address of its first record and how many there are.
  static func forEachImage(
    _ section: Section, _ body: (_ records: UnsafeRawPointer, _ count: Int) -> Void
  ) {
    withoutActuallyEscaping(body) { body in
      var visit: (UnsafeRawPointer) -> Void = { sections in
        // `version`, `reserved`, `next` and `prev` come first; then a (start, length) range per
        // section, in the order `Section` numbers them.
        let word = MemoryLayout<UInt>.stride
        let range = sections + 4 * word + section.rawValue * 2 * word
        let length = range.load(fromByteOffset: word, as: UInt.self)
        if let start = UnsafeRawPointer(bitPattern: range.load(as: UInt.self)), length >= 4 {
          body(start, Int(length) / 4)
        }
      }
      withUnsafeMutablePointer(to: &visit) { visit in
        enumerateAllMetadataSections(
          { sections, context in
            context.assumingMemoryBound(to: ((UnsafeRawPointer) -> Void).self).pointee(sections)
            return true
          }, UnsafeMutableRawPointer(visit))
      }
    }
  }

  /// Where a 32-bit relative offset stored at `field` points: the target itself, or, when the low
  /// bit is set, a pointer to it (the ABI's indirectable relative pointers); nil for a null offset or
  /// a null indirect pointer (a weakly linked symbol that is absent).
  ///
  /// - Parameter field: Where the offset is stored.
  /// - Returns: The target's address.
  static func indirectableTarget(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = Int(field.load(as: Int32.self))
    guard offset != 0 else { return nil }
    let target = field + (offset & ~1)
    return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
  }
}

/// Calls `body` with each loaded image's metadata sections until it returns false.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
  _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
  _ context: UnsafeMutableRawPointer
)
