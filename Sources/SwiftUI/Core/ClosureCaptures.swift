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
  @MainActor static func sameCaptures<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let left = closureWords(of: lhs), let right = closureWords(of: rhs),
      left.function == right.function
    else { return false }
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
  @MainActor func holdsSameCaptures(as other: ClosureContext) -> Bool {
    guard metadata == other.metadata, let layout = CaptureLayout.of(metadata) else { return false }
    for capture in layout.captures
    where !ValueComparison.isIdentical(
      at: base + capture.offset, other.base + capture.offset, as: capture.type)
    {
      return false
    }
    return true
  }
}

/// Where a closure's captures lie in its box, read once per closure (per box metadata) from the
/// capture descriptor the compiler emits.
///
/// Only a box laid out at compile time whose every capture is of a type the runtime can name (a
/// struct, an enum, a class, a tuple of them) has a layout: one with generic captures, a weak or
/// unowned reference, a captured variable's box or a function (the box of a reabstraction thunk)
/// has none, and its closures are never alike but by identity.
private struct CaptureLayout {
  /// Each capture's offset in the box, and its type.
  let captures: [(offset: Int, type: Any.Type)]

  @MainActor private static var known: [UnsafeRawPointer: CaptureLayout?] = [:]

  /// The metadata kind of a box of captures laid out at compile time (`HeapLocalVariable`).
  private static let fixedBoxKind: UInt = 0x400

  /// The layout of the captures in boxes of this metadata.
  ///
  /// - Parameter metadata: A closure context's metadata.
  /// - Returns: Nil where the captures cannot all be named.
  @MainActor static func of(_ metadata: UnsafeRawPointer) -> CaptureLayout? {
    if let layout = known[metadata] { return layout }
    let layout = read(metadata)
    known[metadata] = layout
    return layout
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
    var captures: [(offset: Int, type: Any.Type)] = []
    for index in 0..<captureCount {
      let record = descriptor + 12 + 4 * index
      guard let type = typeNamed(at: record + Int(record.load(as: Int32.self))) else { return nil }
      let (size, alignment) = sizeAndAlignment(of: type)
      offset = (offset + alignment - 1) & ~(alignment - 1)
      if size > 0 { captures.append((offset, type)) }
      offset += size
    }
    return CaptureLayout(captures: captures)
  }

  /// The type a mangled name names, where the runtime can name it without generic arguments.
  private static func typeNamed(at name: UnsafeRawPointer) -> Any.Type? {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0:
        return _getTypeByMangledNameInContext(
          name.assumingMemoryBound(to: UInt8.self), UInt(length), genericContext: nil, genericArguments: nil)
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
