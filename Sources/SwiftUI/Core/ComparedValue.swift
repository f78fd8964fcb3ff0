/// A value of any equatable type, boxed: equal to another box holding an equal value of the same
/// type. Unlike an `AnyHashable`, boxing it asks the Swift runtime nothing (an `AnyHashable` asks,
/// once for each type, whether the type has a custom representation: a scan of every conformance
/// record in the process).
class ComparedValue: @unchecked Sendable {
  /// A box holding a value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The box.
  static func of<Value: Equatable>(_ value: Value) -> ComparedValue {
    TypedComparedValue(value)
  }

  /// Whether the other box holds a value of this one's type, equal to it.
  ///
  /// - Parameter other: Another box.
  /// - Returns: True when both hold equal values of one type.
  func isEqual(to other: ComparedValue) -> Bool { fatalError("abstract") }
}

private final class TypedComparedValue<Value: Equatable>: ComparedValue, @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  override func isEqual(to other: ComparedValue) -> Bool {
    // The same dynamic type holds the same type of value: the downcast cannot fail.
    guard type(of: other) == Self.self else { return false }
    return unsafeDowncast(other, to: Self.self).value == value
  }
}

extension ComparedValue {
  /// Whether two boxes that may be absent hold the same value: both absent, or both equal values of
  /// one type. A function of its own, because the standard library's `==` on optionals is generic and
  /// costs more than the comparison it makes here.
  ///
  /// - Parameters:
  ///   - lhs: One box, or nil.
  ///   - rhs: The other, or nil.
  /// - Returns: True when both are nil, or hold equal values of one type.
  static func same(_ lhs: ComparedValue?, _ rhs: ComparedValue?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs === rhs || lhs.isEqual(to: rhs)
    default: false
    }
  }
}

extension ComparedValue: Equatable {
  /// Whether both boxes hold equal values of one type (``isEqual(to:)``).
  static func == (lhs: ComparedValue, rhs: ComparedValue) -> Bool {
    lhs.isEqual(to: rhs)
  }
}
