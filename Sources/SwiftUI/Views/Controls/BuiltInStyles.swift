/// The runtime's own styles for one kind of control, by type: the built-in look a style handed to
/// `buttonStyle(_:)`, `labelStyle(_:)`, `toggleStyle(_:)` or `pickerStyle(_:)` stands for, or nil for
/// an app's style, which the control draws through its `makeBody`.
///
/// Found among a handful of types rather than asked of the Swift runtime (`as? any BuiltInStyle`),
/// which scans every conformance in the process the first time it meets each style type.
struct BuiltInStyles<Kind: Sendable>: Sendable {
  private let kinds: [(type: ObjectIdentifier, kind: Kind)]

  /// - Parameter kinds: Each built-in style's type, with the look it stands for.
  init(_ kinds: [(type: Any.Type, kind: Kind)]) {
    self.kinds = kinds.map { (ObjectIdentifier($0.type), $0.kind) }
  }

  /// The look a style of this type stands for, if it is one of the runtime's.
  subscript(_ type: Any.Type) -> Kind? {
    let type = ObjectIdentifier(type)
    return kinds.first { $0.type == type }?.kind
  }
}
