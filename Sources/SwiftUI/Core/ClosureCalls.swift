import Foundation
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

/// Calls `body` with a value the caller holds as a type the caller knows it to be (a conformance
/// cache found the type), where the value lies. A bit cast, or a call on a pointer's `pointee`,
/// copies the value first (a call's argument must stay as it is), and a view is often a chain of
/// modified content whose copy copies every level below it; an `inout` access takes the address
/// itself. `body` must not change the value.
///
/// - Parameters:
///   - value: The value.
///   - type: Its type, known otherwise than to the compiler.
///   - body: Reads the value, during the call only.
/// - Returns: What `body` returns.
@inline(__always) func withValue<Value, Known, Result>(
  _ value: borrowing Value, as type: Known.Type, _ body: (inout Known) -> Result
) -> Result {
  withAddress(of: value) { address in
    body(&UnsafeMutableRawPointer(mutating: address).assumingMemoryBound(to: Known.self).pointee)
  }
}

/// The value a box holds when it is of exactly this type: what `boxed as? T` answers for a value
/// this module boxed as a `T` earlier, without asking the Swift runtime to cast (which looks
/// through optionals, existentials and class hierarchies, some 650 instructions for a generic
/// view). A subclass's instance is not a `T` here.
///
/// - Parameters:
///   - boxed: The box.
///   - type: The type the value may be.
/// - Returns: The value, or nil when the box holds a value of another type.
func exactValue<T>(_ boxed: Any, as type: T.Type) -> T? {
  func open<Held>(_ held: Held) -> T? {
    guard Held.self == T.self else { return nil }
    return withValue(held, as: T.self) { $0 }
  }
  return _openExistential(boxed, do: open)
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

extension Sequence {
  /// The first element that satisfies `predicate`: `first(where:)` for a closure made in main-actor
  /// code, which the standard library's would check at every call.
  ///
  /// - Parameter predicate: Whether an element is the one looked for.
  /// - Returns: The first element it accepts, or nil.
  @inline(__always) func firstElement(where predicate: (Element) -> Bool) -> Element? {
    for element in self where predicate(element) { return element }
    return nil
  }

  /// The elements in increasing order, equal ones as they came: `sorted(by:)` for a closure made in
  /// main-actor code, for the handful of elements it is used on (an insertion sort).
  ///
  /// - Parameter areInIncreasingOrder: Whether the first element goes before the second.
  /// - Returns: The elements, sorted.
  func sortedFew(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    var sorted = Array(self)
    for index in sorted.indices.dropFirst() {
      var position = index
      while position > 0, areInIncreasingOrder(sorted[position], sorted[position - 1]) {
        sorted.swapAt(position, position - 1)
        position -= 1
      }
    }
    return sorted
  }

  /// The elements that satisfy `isIncluded`, in order: `filter` for a closure made in main-actor
  /// code, which the standard library's would check at every call.
  ///
  /// - Parameter isIncluded: Whether an element is kept.
  /// - Returns: The elements it keeps.
  @inline(__always) func elements(where isIncluded: (Element) -> Bool) -> [Element] {
    var kept: [Element] = []
    for element in self where isIncluded(element) { kept.append(element) }
    return kept
  }
}

/// Runs work that is only ever asked for on the main actor, from code the compiler cannot see is
/// there (a state's storage read through a binding, a write through one): on the main thread at
/// once, elsewhere through `MainActor.assumeIsolated`, which traps off the main actor as it would
/// have. Its own check, through a thunk made for its throwing signature, costs some 600
/// instructions a call; the main thread is the main actor's (it runs the main queue until
/// `dispatch_main`, after which it runs nothing else).
///
/// - Parameter work: What to do on the main actor.
/// - Returns: What `work` returns.
@inline(__always) func onMainActor<Result: Sendable>(_ work: @MainActor () -> Result) -> Result {
  guard Thread.isMainThread else { return MainActor.assumeIsolated(work) }
  return withoutActuallyEscaping(work) { unsafeBitCast($0, to: (() -> Result).self)() }
}
