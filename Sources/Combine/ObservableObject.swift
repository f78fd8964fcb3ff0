import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits before any
/// of its `@Published` properties changes.
///
/// ```swift
/// final class Basket: ObservableObject {
///   @Published var items: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher: the same one for the object's life.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.of(self)
  }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
  /// Each change, before it happens.
  public typealias Output = Void
  /// Never fails.
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscribers.
  public init() {}

  /// Attaches a subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  /// Tells the subscribers the object is about to change.
  public func send() {
    subject.send()
  }

  /// The publisher of an object: made on first use and kept while the object lives.
  static func of(_ object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = table[key], entry.object === object { return entry.publisher }
    // An identifier whose object is gone is reused by a new object: drop the dead entries.
    if table.count > 64 { table = table.filter { $0.value.object != nil } }
    let publisher = ObservableObjectPublisher()
    table[key] = Entry(object: object, publisher: publisher)
    return publisher
  }

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private static let lock = NSLock()
  /// Guarded by `lock`.
  nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
}

/// A type that publishes a property marked with an attribute.
///
/// In an `ObservableObject`, a change to a `@Published` property makes the object's
/// `objectWillChange` emit first; `$property` is a publisher of the property's values, starting with
/// the current one.
@propertyWrapper
public struct Published<Value> {
  private let box: Box

  /// A published property with an initial value.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// A published property with an initial value.
  ///
  /// - Parameter initialValue: The initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Only available in classes: the enclosing-instance subscript reads and writes the value.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The property's publisher.
  public var projectedValue: Publisher {
    get { Publisher(box.subject) }
    set {}
  }

  /// Reads and writes the property of an object, telling the object's publisher first.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.subject.value }
    set {
      if let observable = object as? any ObservableObject {
        (observable.objectWillChange as? ObservableObjectPublisher)?.send()
      }
      object[keyPath: storageKeyPath].box.subject.value = newValue
    }
  }

  /// A publisher for properties marked with the `@Published` attribute: it sends the current value,
  /// then each new one as it is set (before the property holds it).
  public struct Publisher: Combine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// Never fails.
    public typealias Failure = Never

    let subject: CurrentValueSubject<Value, Never>

    init(_ subject: CurrentValueSubject<Value, Never>) {
      self.subject = subject
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }

  private final class Box {
    let subject: CurrentValueSubject<Value, Never>
    init(_ value: Value) { subject = CurrentValueSubject(value) }
  }
}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property marked as a
  /// publisher; the subscription lives as long as the property's object.
  ///
  /// - Parameter published: The `$property` to assign to.
  public func assign(to published: inout Published<Output>.Publisher) {
    let subject = published.subject
    subscribe(
      AnySubscriber<Output, Never>(
        receiveSubscription: { $0.request(.unlimited) },
        receiveValue: {
          subject.value = $0
          return .none
        }))
  }
}
