/// Decides whether a view's inputs changed, the way SwiftUI compares view values: field by field,
/// with `==` where a field is `Equatable`, by identity for objects, and conservatively (as changed)
/// where nothing better is known, such as a closure that captures values.
enum ValueComparison {
  static func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    // Identical bytes are the same value (the same references, the same scalars); only when they
    // differ is a field-by-field look needed.
    if sameBytes(lhs, rhs) { return true }
    return compare(lhs as Any, rhs as Any, depth: 0)
  }

  private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    if let comparable = lhs as? any ComparableField {
      return comparable.isSameField(as: rhs)
    }
    if let equatable = lhs as? any Equatable {
      return equatable.isEqual(toAny: rhs)
    }
    if depth > 4 { return sameBytes(lhs, rhs) }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .class:
      return sameBytes(lhs, rhs)
    case .struct, .tuple, .enum, .optional:
      let right = Mirror(reflecting: rhs)
      if left.children.isEmpty {
        return sameBytes(lhs, rhs)
      }
      guard left.children.count == right.children.count else { return false }
      for (l, r) in zip(left.children, right.children) {
        if l.label != r.label { return false }
        if l.value is any IgnoredInComparison { continue }
        if !compare(l.value, r.value, depth: depth + 1) { return false }
      }
      return true
    default:
      return sameBytes(lhs, rhs)
    }
  }

  private static func sameBytes(_ lhs: Any, _ rhs: Any) -> Bool {
    func open<T>(_ value: T) -> Bool {
      guard let other = rhs as? T else { return false }
      return sameBytes(value, other)
    }
    return _openExistential(lhs, do: open)
  }

  /// Whether two values are the same bytes: the same scalars and the same references.
  static func sameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafeBytes(of: lhs) { a in
      withUnsafeBytes(of: rhs) { b in
        a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
      }
    }
  }
}

/// A field the comparison skips: storage that belongs to the view's identity, not its inputs.
protocol IgnoredInComparison {}

/// A field with its own notion of sameness (a binding compares the place it points to).
protocol ComparableField {
  func isSameField(as other: Any) -> Bool
}

extension Equatable {
  func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
