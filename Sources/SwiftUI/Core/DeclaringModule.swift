/// The module that declares a struct type, read from its metadata: the struct's type descriptor,
/// then the descriptors of its parents up to the module's (the Swift ABI's context descriptors).
///
/// Only this module's types conform to this module's internal protocols (`PrimitiveView`,
/// `RuntimeRoot`, `PrimitiveModifier`, the comparison's markers, …), and `Optional`, an enum, so a
/// struct declared in an app or in the standard library needs no conformance lookup to tell that
/// it is none of them. A lookup is not free the first time: the
/// runtime scans every conformance the process holds before it remembers the answer, and a view
/// type of the app's is asked about several protocols as the app first shows it.
enum DeclaringModule {
  /// Whether a type may conform to one of this module's internal protocols: false only for a struct
  /// declared in another module.
  ///
  /// - Parameter type: The type.
  /// - Returns: Whether a conformance lookup could find one.
  static func mayConformToInternalProtocols(_ type: Any.Type) -> Bool {
    guard let name = moduleName(of: type) else { return true }
    return isThisModule(name)
  }

  /// Whether a type is a struct this module declares.
  ///
  /// - Parameter type: The type.
  /// - Returns: True for one of this module's structs; false for any other type.
  static func isStructOfThisModule(_ type: Any.Type) -> Bool {
    guard let name = moduleName(of: type) else { return false }
    return isThisModule(name)
  }

  /// Whether a type may be a dynamic property of an app's (a struct holding `@State` and
  /// `@Environment`): a struct declared neither in this module nor in a library of the toolchain.
  /// A class, an enum, a tuple or a closure is not looked up (dynamic properties are structs), nor
  /// is a `Date` or an `Int`.
  ///
  /// - Parameter type: The type of a view's stored property.
  /// - Returns: Whether a conformance lookup could find one.
  static func mayBeAppDynamicProperty(_ type: Any.Type) -> Bool {
    guard let name = moduleName(of: type) else { return false }
    return !isThisModule(name) && !libraries.contains { isNamed(name, $0) }
  }

  /// The modules of the toolchain an app's view may hold values of, and this package's Combine.
  private static let libraries: [StaticString] = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Observation",
    "Synchronization", "Combine",
  ]

  private static func isThisModule(_ name: UnsafePointer<CChar>) -> Bool {
    strcmp(name, "SwiftUI") == 0
  }

  private static func isNamed(_ name: UnsafePointer<CChar>, _ module: StaticString) -> Bool {
    let count = module.utf8CodeUnitCount
    return module.withUTF8Buffer { bytes in
      memcmp(name, bytes.baseAddress!, count) == 0 && name[count] == 0
    }
  }

  /// The name of the module that declares a struct's type, or nil for any other kind of type. A
  /// module may have several descriptors (one per part of a whole-module build), so modules are
  /// told apart by name.
  private static func moduleName(of type: Any.Type) -> UnsafePointer<CChar>? {
    guard let descriptor = StructDescriptor.of(type), var context = UnsafeRawPointer(bitPattern: descriptor)
    else {
      return nil
    }
    // A context descriptor: its flags (the kind in the low five bits, 0 for a module), then its
    // parent as a 32-bit offset from where it is stored (the low bit set: to a pointer to it).
    while context.load(as: UInt32.self) & 0x1F != 0 {
      let offset = Int(context.load(fromByteOffset: 4, as: Int32.self))
      guard offset != 0 else { return nil }
      let parent = context + 4 + (offset & ~1)
      context = offset & 1 == 0 ? parent : parent.load(as: UnsafeRawPointer.self)
    }
    // A module's descriptor: its flags, its parent, then its name as a 32-bit offset.
    let name = context + 8 + Int(context.load(fromByteOffset: 8, as: Int32.self))
    return name.assumingMemoryBound(to: CChar.self)
  }
}
