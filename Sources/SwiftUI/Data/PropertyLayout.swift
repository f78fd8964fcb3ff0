@_spi(Reflection) import Swift

/// Where a view type keeps its installable properties (`@State`, `@Environment`, …): their offsets
/// in the view's storage and their types, found once per type with the runtime's field reflection,
/// so that installing them before a body runs reads each property in place instead of reflecting
/// the whole value through a `Mirror`.
@MainActor
struct PropertyLayout {
  private struct Field {
    let offset: Int
    let type: any InstallableProperty.Type
  }

  private let fields: [Field]
  /// A type whose fields cannot be enumerated (not a struct, or one without reflection metadata)
  /// is reflected through a `Mirror` at each install.
  private let usesMirror: Bool

  private static let known = TypeTable<PropertyLayout>()

  /// The layout of a view type, found on first use.
  static func of(_ type: any View.Type) -> PropertyLayout {
    known.value(for: ObjectIdentifier(type)) { PropertyLayout(type) }
  }

  private init(_ type: any View.Type) {
    var fields: [Field] = []
    // Only a struct's fields can be enumerated; a view that is a class or an enum is reflected.
    // A custom modifier's node installs the modifier's properties: its type says so (an app's view
    // says nothing, without a lookup).
    func isModifierBody<V: View>(_ type: V.Type) -> Bool { V._runtimeView?.isModifierBody ?? false }
    let enumerated = Self.collect(type, at: 0, into: &fields, isModifierBody: isModifierBody(type))
    self.fields = fields
    usesMirror = !enumerated
  }

  /// Finds the installable properties of a struct, at their offsets from the view's start: its own,
  /// those inside a `DynamicProperty` of the app's (a struct holding `@State` and `@Environment`),
  /// and, for the node of a custom modifier, the modifier's.
  /// - Returns: False when the type's fields cannot be enumerated.
  private static func collect(
    _ type: Any.Type, at base: Int, into fields: inout [Field], isModifierBody: Bool
  ) -> Bool {
    guard unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x200 else { return false }
    return _forEachField(of: type, options: .noOptions) { name, offset, fieldType, _ in
      // Each first lookup of a type's conformance scans every conformance in the process: one a
      // field at most, and none for what cannot conform. The node of a custom modifier holds the
      // modifier and the view it wraps, which installs nothing here. The runtime's own wrappers are
      // installable or hold nothing to look for (a `Binding`); an app's struct cannot be
      // installable, but may be a dynamic property of its own (holding `@State` and
      // `@Environment`), whose properties are looked for inside it.
      if isModifierBody {
        if strcmp(name, "modifier") == 0 {
          _ = collect(fieldType, at: base + offset, into: &fields, isModifierBody: false)
        }
      } else if DeclaringModule.isStructOfThisModule(fieldType) {
        if let installable = OwnProperties.installable(fieldType) {
          fields.append(Field(offset: base + offset, type: installable))
        }
      } else if DeclaringModule.mayBeAppDynamicProperty(fieldType), fieldType is any DynamicProperty.Type {
        _ = collect(fieldType, at: base + offset, into: &fields, isModifierBody: false)
      }
      return true
    }
  }

  /// Installs the view's properties on its node, in declaration order.
  func install(from view: any View, on node: ViewNode) {
    if usesMirror {
      var slot = 0
      for child in Mirror(reflecting: view).children {
        (child.value as? any InstallableProperty)?.install(on: node, slot: &slot)
      }
      return
    }
    guard !fields.isEmpty else { return }
    func open<V: View>(_ view: V) {
      withAddress(of: view) { storage in
        // The slot is the closure's own, passed down: a variable captured from outside would be
        // checked for exclusive access at every property.
        var slot = 0
        for field in fields {
          @MainActor func install<P: InstallableProperty>(_: P.Type, slot: inout Int) {
            storage.load(fromByteOffset: field.offset, as: P.self).install(on: node, slot: &slot)
          }
          install(field.type, slot: &slot)
        }
      }
    }
    open(view)
  }
}

extension _EachFieldOptions {
  /// No options, made from its raw value: the default argument, an empty array literal, makes the
  /// set through a generic initializer that looks up the array's `Collection` conformance, a scan of
  /// every conformance in the process on first use.
  static var noOptions: _EachFieldOptions { _EachFieldOptions(rawValue: 0) }
}

/// The runtime's own property types as installable ones. The wrappers views hold most are told apart
/// by their type descriptor: a `State<Value>` is installable whatever its value, which the compiler
/// says for a `Value` opened from the metadata, where asking the Swift runtime would scan every
/// conformance in the process once for each value type (`State<Bool>`, `State<String>`, …).
private enum OwnProperties {
  private static let state = StructDescriptor.of(State<Int>.self)
  private static let environment = StructDescriptor.of(Environment<Int>.self)
  private static let binding = StructDescriptor.of(Binding<Int>.self)

  /// A struct of this module as an installable type, or nil for one that installs nothing (a
  /// `Binding`, a view's plain value).
  static func installable(_ type: Any.Type) -> (any InstallableProperty.Type)? {
    // A struct's metadata: its kind, its type descriptor, then its generic arguments.
    let metadata = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
    func stateOf<Value>(_: Value.Type) -> any InstallableProperty.Type { State<Value>.self }
    func environmentOf<Value>(_: Value.Type) -> any InstallableProperty.Type { Environment<Value>.self }
    switch StructDescriptor.of(type) {
    case state: return stateOf(unsafeBitCast(metadata[2], to: Any.Type.self))
    case environment: return environmentOf(unsafeBitCast(metadata[2], to: Any.Type.self))
    case binding: return nil
    default: return type as? any InstallableProperty.Type
    }
  }
}
