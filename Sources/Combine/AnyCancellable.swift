/// A type-erasing cancellable object that executes a provided closure when canceled, and cancels
/// itself when released.
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelBody: (() -> Void)?

  /// A cancellable that runs a closure when cancelled.
  ///
  /// - Parameter cancel: The closure, run at most once.
  public init(_ cancel: @escaping () -> Void) {
    cancelBody = cancel
  }

  /// A cancellable that cancels another.
  ///
  /// - Parameter canceller: The cancellable to cancel.
  public init<C: Cancellable>(_ canceller: C) {
    cancelBody = canceller.cancel
  }

  deinit {
    cancelBody?()
  }

  /// Runs the closure, once.
  public func cancel() {
    let body = cancelBody
    cancelBody = nil
    body?()
  }

  /// Identity.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Keeps this cancellable in a collection, so that it lives as long as the collection.
  ///
  /// - Parameter collection: The collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this cancellable in a set, so that it lives as long as the set.
  ///
  /// - Parameter set: The set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}

extension Cancellable {
  /// Keeps this cancellable in a collection, erased.
  ///
  /// - Parameter collection: The collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this cancellable in a set, erased.
  ///
  /// - Parameter set: The set.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
