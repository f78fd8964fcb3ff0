extension ValueComparison {
  /// Whether two closures are the same code over the same captured values: the same function, and
  /// the same context or two contexts of one layout holding the same bytes (the same references and
  /// the same scalars), as a body that runs again makes them.
  ///
  /// Bytes say nothing of what a captured reference points to: a caller that relies on this knows
  /// by other means that the closure read nothing behind one that changed (its reads are observed,
  /// and it read no dynamic property: see ``DynamicPropertyReads``).
  ///
  /// - Parameters:
  ///   - lhs: A function value.
  ///   - rhs: Another of the same type.
  /// - Returns: False where either is not a closure's two words, or where nothing proves the two
  ///   alike.
  static func sameCaptures<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let left = closureWords(of: lhs), let right = closureWords(of: rhs) else { return false }
    return sameCaptures(left, right)
  }

  /// Whether the closures at two addresses are the same code over the same captured values (see
  /// ``sameCaptures(_:_:)``), read where they lie.
  ///
  /// - Parameters:
  ///   - lhs: Where one closure lies: a thick function value, its function and its context.
  ///   - rhs: Where the other lies.
  /// - Returns: False where nothing proves the two alike.
  static func sameCaptures(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let word = MemoryLayout<UInt>.size
    return sameCaptures(
      (lhs.load(as: UInt.self), lhs.load(fromByteOffset: word, as: UInt.self)),
      (rhs.load(as: UInt.self), rhs.load(fromByteOffset: word, as: UInt.self)))
  }

  private static func sameCaptures(
    _ left: (function: UInt, context: UInt), _ right: (function: UInt, context: UInt)
  ) -> Bool {
    guard left.function == right.function else { return false }
    if left.context == right.context { return true }
    guard let a = UnsafeRawPointer(bitPattern: left.context),
      let b = UnsafeRawPointer(bitPattern: right.context)
    else { return false }
    return ClosureContext(a).holdsSameCaptures(as: ClosureContext(b))
  }

  /// A closure's two words, its function and its context (nil where it captures nothing).
  private static func closureWords<T>(of closure: T) -> (function: UInt, context: UInt)? {
    withUnsafeBytes(of: closure) { bytes in
      let word = MemoryLayout<UInt>.size
      guard bytes.count == 2 * word else { return nil }
      return (bytes.load(as: UInt.self), bytes.load(fromByteOffset: word, as: UInt.self))
    }
  }
}

/// The heap box in which a closure keeps what it captured: the runtime's object header (its
/// metadata and reference counts), then the captures, laid out by the compiler, which describes
/// them for reflection.
private struct ClosureContext {
  let base: UnsafeRawPointer

  init(_ base: UnsafeRawPointer) {
    self.base = base
  }

  private var metadata: UnsafeRawPointer { base.load(as: UnsafeRawPointer.self) }

  /// Whether both boxes are of one closure's layout and every capture is the same in both, byte for
  /// byte, field by field (a struct's padding is whatever the copy left there).
  func holdsSameCaptures(as other: ClosureContext) -> Bool {
    guard metadata == other.metadata, let layout = CaptureLayout.of(metadata) else { return false }
    for capture in layout.captures {
      var (left, right) = (base + capture.offset, other.base + capture.offset)
      if capture.isBoxed {
        // A captured variable: the boxes' values, unless it is the same box.
        (left, right) = (left.load(as: UnsafeRawPointer.self), right.load(as: UnsafeRawPointer.self))
        if left == right { continue }
        (left, right) = (Self.value(inBox: left), Self.value(inBox: right))
      }
      guard ValueComparison.isIdentical(at: left, right, as: capture.type) else { return false }
    }
    return true
  }

  /// Where a variable's box keeps its value: at the offset its metadata gives (a box laid out at
  /// compile time and a generic one both keep it in the word after the metadata's kind).
  private static func value(inBox box: UnsafeRawPointer) -> UnsafeRawPointer {
    let metadata = box.load(as: UnsafeRawPointer.self)
    return box + Int(metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self))
  }
}

/// Where a closure's captures lie in its box, read once per closure (per box metadata) from the
/// capture descriptor the compiler emits.
///
/// Only a box laid out at compile time whose every capture is of a type the runtime can name (a
/// struct, an enum, a class, a tuple of them, or a variable of one, which the closure holds in a
/// box of its own) has a layout: one with generic captures, a weak or unowned reference or a
/// function (the box of a reabstraction thunk) has none, and its closures are never alike but by
/// identity. A captured variable is alike when the two boxes hold the same value: each closure goes
/// on reading and writing its own.
private struct CaptureLayout {
  /// Each capture's offset in the box, its type, and whether it is a variable's box holding a value
  /// of that type.
  let captures: [(offset: Int, type: Any.Type, isBoxed: Bool)]

  /// Read and written on the main actor only, where views are compared; the comparisons themselves
  /// are nonisolated (see `ViewNode.sameView`). Keyed by the box's metadata, as a type's table is:
  /// a dictionary would hash each key with SipHash, and its storage's first use asks the runtime
  /// whether the key type is `Hashable`, a scan of every conformance record.
  private static let known = TypeTable<CaptureLayout?>()

  /// The metadata kind of a box of captures laid out at compile time (`HeapLocalVariable`).
  private static let fixedBoxKind: UInt = 0x400

  /// The layout of the captures in boxes of this metadata.
  ///
  /// - Parameter metadata: A closure context's metadata.
  /// - Returns: Nil where the captures cannot all be named.
  static func of(_ metadata: UnsafeRawPointer) -> CaptureLayout? {
    // A box's metadata is metadata as a type's is: its address tells it apart.
    known.value(for: ObjectIdentifier(unsafeBitCast(metadata, to: Any.Type.self))) { read(metadata) }
  }

  /// Reads `TargetHeapLocalVariableMetadata` (the kind, the offset of the first capture, the
  /// capture descriptor) and the descriptor (three counts, then a relative pointer to each
  /// capture's mangled type name).
  private static func read(_ metadata: UnsafeRawPointer) -> CaptureLayout? {
    let word = MemoryLayout<UInt>.size
    guard metadata.load(as: UInt.self) == fixedBoxKind,
      let descriptor = metadata.load(fromByteOffset: 2 * word, as: UnsafeRawPointer?.self)
    else { return nil }
    let captureCount = Int(descriptor.load(as: UInt32.self))
    let metadataSources = descriptor.load(fromByteOffset: 4, as: UInt32.self)
    let bindings = descriptor.load(fromByteOffset: 8, as: UInt32.self)
    guard captureCount > 0, metadataSources == 0, bindings == 0 else { return nil }
    var offset = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
    var captures: [(offset: Int, type: Any.Type, isBoxed: Bool)] = []
    for index in 0..<captureCount {
      let record = descriptor + 12 + 4 * index
      guard let (type, isBoxed) = typeNamed(at: record + Int(record.load(as: Int32.self))) else {
        return nil
      }
      let (size, alignment) =
        isBoxed ? (MemoryLayout<UInt>.size, MemoryLayout<UInt>.alignment) : sizeAndAlignment(of: type)
      offset = (offset + alignment - 1) & ~(alignment - 1)
      if size > 0 { captures.append((offset, type, isBoxed)) }
      offset += size
    }
    return CaptureLayout(captures: captures)
  }

  /// The type a mangled name names, where the runtime can name it without generic arguments, and
  /// whether the name is that of a variable's box holding one value of it (the SIL box layout of
  /// one field, `<type>z_Xx`).
  private static func typeNamed(at name: UnsafeRawPointer) -> (type: Any.Type, isBoxed: Bool)? {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0:
        let boxSuffix = Array("z_Xx".utf8)
        let isBoxed =
          length > boxSuffix.count
          && boxSuffix.indices.allSatisfy {
            name.load(fromByteOffset: length - boxSuffix.count + $0, as: UInt8.self) == boxSuffix[$0]
          }
        let typeLength = isBoxed ? length - boxSuffix.count : length
        return _getTypeByMangledNameInContext(
          name.assumingMemoryBound(to: UInt8.self), UInt(typeLength), genericContext: nil,
          genericArguments: nil
        ).map { ($0, isBoxed) }
      // A symbolic reference: a relative (4 bytes) or absolute (a pointer's) address follows.
      case 0x01...0x17: length += 5
      case 0x18...0x1F: length += 1 + MemoryLayout<UInt>.size
      default: length += 1
      }
    }
  }

  private static func sizeAndAlignment(of type: Any.Type) -> (size: Int, alignment: Int) {
    func measure<T>(_: T.Type) -> (size: Int, alignment: Int) {
      (MemoryLayout<T>.size, MemoryLayout<T>.alignment)
    }
    return _openExistential(type, do: measure)
  }
}
