/// The type descriptor of a struct, read from its metadata (the Swift ABI's: its kind, then its
/// descriptor). Every specialization of a generic struct shares one (`State<Int>`, `State<Bool>`),
/// so comparing descriptors tells a family of types apart without asking the Swift runtime for a
/// conformance, whose first answer for each type scans every conformance record in the process.
enum StructDescriptor {
  /// The descriptor of a struct type.
  ///
  /// - Parameter type: Any type.
  /// - Returns: The descriptor's address for a struct; nil for any other kind of type.
  static func of(_ type: Any.Type) -> UInt? {
    let metadata = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
    return metadata.pointee == 0x200 ? metadata[1] : nil
  }
}
