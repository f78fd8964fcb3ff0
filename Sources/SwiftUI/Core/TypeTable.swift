/// What the runtime knows about each type it has met (a comparison plan, a property layout, an
/// environment key's number), looked up at every view, input and environment read.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes the key with SipHash and checks exclusive
/// access at each lookup, some 300 instructions; a type's metadata address is already unique, so
/// this table mixes its bits with one multiplication and probes an open-addressed array. Entries
/// are never removed: the types of a program are few and live as long as it does.
///
/// Not synchronized, like the statics that hold it: the runtime reads and fills it from the main
/// actor.
final class TypeTable<Value>: @unchecked Sendable {
  @exclusivity(unchecked) private var keys: [ObjectIdentifier?]
  @exclusivity(unchecked) private var values: [Value?]
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var shift: UInt64

  /// An empty table.
  init() {
    keys = Array(repeating: nil, count: 64)
    values = Array(repeating: nil, count: 64)
    shift = 64 - 6
  }

  /// The value recorded for a type, making and recording it on first use.
  ///
  /// - Parameters:
  ///   - type: The type's identifier.
  ///   - make: Makes the value when the type is new.
  /// - Returns: The value for `type`.
  func value(for type: ObjectIdentifier, making make: () -> Value) -> Value {
    var slot = self.slot(of: type)
    let mask = keys.count - 1
    while let key = keys[slot] {
      if key == type, let value = values[slot] { return value }
      slot = (slot + 1) & mask
    }
    let value = make()
    insert(value, for: type)
    return value
  }

  private func slot(of type: ObjectIdentifier) -> Int {
    let bits = UInt64(UInt(bitPattern: Int(bitPattern: type)))
    // Fibonacci hashing: the high bits of the product spread addresses that differ in low bits.
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private func insert(_ value: Value, for type: ObjectIdentifier) {
    if (count + 1) * 2 > keys.count { grow() }
    var slot = self.slot(of: type)
    let mask = keys.count - 1
    while let key = keys[slot], key != type { slot = (slot + 1) & mask }
    if keys[slot] == nil { count += 1 }
    keys[slot] = type
    values[slot] = value
  }

  private func grow() {
    let old = zip(keys, values)
    keys = Array(repeating: nil, count: keys.count * 2)
    values = Array(repeating: nil, count: keys.count)
    shift -= 1
    count = 0
    for case (let key?, let value?) in old { insert(value, for: key) }
  }
}
