/// The environment one write made at a place in a body, over the environment it was made on.
///
/// A body that runs again makes its modifiers again, and an `environment(_:_:)` among them would
/// make a new environment each time: every view below would take it as changed and compare the
/// keys it read, and a kept content below would check what it read. The same values written over
/// the same environment give back the environment made last time instead, identical, which the
/// views below take as it is.
struct EnvironmentWrite {
  /// The environment written over.
  let base: EnvironmentStorage?
  /// The environment the write made.
  let result: EnvironmentStorage?

  /// How many writes a node remembers: past this, it forgets them all, so that the writes of rows
  /// scrolled past or removed do not keep their environments (and the objects in them) alive.
  static let limit = 64
}

extension ResolveContext {
  /// This context with `write` applied to its environment: the environment the same write made
  /// at this place last time when it writes equal values over the same environment, a new one
  /// otherwise.
  ///
  /// Values are compared as view values are (``ValueComparison``): with `==` where a value is
  /// `Equatable`, objects by identity, closures by their function and context, so the environment
  /// given back holds values that are the same as those written.
  ///
  /// - Parameter write: The change to the environment, such as an `environment(_:_:)` modifier's.
  /// - Returns: The context whose environment has the change.
  func writingEnvironment(_ write: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var written = environment
    write(&written)
    var copy = self
    copy.environment = node.rememberedWrite(written, over: environment, at: path)
    return copy
  }
}

extension ViewNode {
  /// `written` itself, or the environment written at `path` last time when it holds the same
  /// values over the same base.
  fileprivate func rememberedWrite(
    _ written: EnvironmentValues, over base: EnvironmentValues, at path: StructuralPath
  ) -> EnvironmentValues {
    if written.isIdentical(to: base) { return written }
    if let last = environmentWrites[path], last.base === base.storage,
      EnvironmentStorage.sameWrites(written.storage, last.result, over: base.storage)
    {
      return EnvironmentValues(storage: last.result)
    }
    if environmentWrites.count >= EnvironmentWrite.limit { environmentWrites.removeAll() }
    environmentWrites[path] = EnvironmentWrite(base: base.storage, result: written.storage)
    return written
  }
}

extension EnvironmentStorage {
  /// Whether two chains of entries written over `base` write the same keys, in the same order,
  /// with the same values.
  fileprivate static func sameWrites(
    _ lhs: EnvironmentStorage?, _ rhs: EnvironmentStorage?, over base: EnvironmentStorage?
  ) -> Bool {
    var lhs = lhs
    var rhs = rhs
    while lhs !== base {
      guard let left = lhs, let right = rhs, right !== base, left.key == right.key,
        left.hasSameValue(as: right)
      else { return false }
      lhs = left.next
      rhs = right.next
    }
    return rhs === base
  }
}
