import Observation

// Functions that take a closure, for closures made in main-actor code: a closure formed there and
// handed to a module built without strict concurrency checking (the standard library, Observation)
// checks at every call that it runs on the main actor, about 220 instructions. Declared in this
// module, built in the Swift 6 language mode, these need no check.

/// Calls `body` with the address of a value the caller holds, without copying the value, as the
/// standard library's `withUnsafePointer(to:)` does.
///
/// - Parameters:
///   - value: The value.
///   - body: Reads the value at the address, during the call only.
/// - Returns: What `body` returns.
@inline(__always) func withAddress<T, Result>(
  of value: borrowing T, _ body: (UnsafeRawPointer) -> Result
) -> Result {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}

/// Tracks the observable properties `apply` reads, as `withObservationTracking(_:onChange:)` does.
///
/// - Parameters:
///   - apply: The work whose reads of observable properties are tracked.
///   - onChange: Called once, when one of those properties is about to change.
/// - Returns: What `apply` returns.
@inline(__always) func withTracking<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
  withObservationTracking(apply, onChange: onChange)
}
