/// A property wrapper type that instantiates an observable object.
///
/// The object is made once per identity of the view, from the autoclosure, when the view first
/// appears in the tree; a parent that re-runs its body does not make another. The view re-runs its
/// body when the object announces a change.
///
/// ```swift
/// struct LibraryView: View {
///   @StateObject private var library = Library()
///   var body: some View { List(library.books) { Text($0.title) } }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let link = StateObjectLink<ObjectType>()

  /// Creates a state object from an autoclosure that makes the object, run once per identity.
  ///
  /// - Parameter thunk: Makes the object.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The object.
  public var wrappedValue: ObjectType {
    DynamicPropertyReads.record()
    if let object = link.storage?.object { return object }
    RuntimeLog.warn(
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
    )
    return make()
  }

  /// A projection of the state object that creates bindings to its properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// Connects one copy of a view's `StateObject` to the object its identity owns.
final class StateObjectLink<ObjectType: ObservableObject>: @unchecked Sendable {
  var storage: StateObjectStorage<ObjectType>?
}

/// The object a view's identity owns, kept in its property storage.
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  init(_ object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    let storage: StateObjectStorage<ObjectType>
    if slot < node.properties.count, let existing = node.properties[slot] as? StateObjectStorage<ObjectType> {
      storage = existing
    } else {
      storage = StateObjectStorage(make())
      if slot < node.properties.count {
        node.properties[slot] = storage
      } else {
        node.properties.append(storage)
      }
    }
    slot += 1
    link.storage = storage
    node.objectObservation(at: &slot).observe(storage.object)
  }
}

extension StateObject: IgnoredInComparison {}
