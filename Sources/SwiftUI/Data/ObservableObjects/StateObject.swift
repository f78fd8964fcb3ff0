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
    if let object = link.object { return object }
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
  var object: ObjectType?
}

extension StateObject: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    // The object itself is kept in the identity's storage: a cast to its class, whose metadata is
    // the property's own type parameter, costs no lookup, where a cast to a generic box of it asked
    // the Swift runtime for the box's metadata at every body.
    let object: ObjectType
    if slot < node.properties.count, let existing = node.properties[slot] as? ObjectType {
      object = existing
    } else {
      object = make()
      if slot < node.properties.count {
        node.properties[slot] = object
      } else {
        node.properties.append(object)
      }
    }
    slot += 1
    link.object = object
    node.objectObservation(at: &slot).observe(object)
  }
}

extension StateObject: IgnoredInComparison {}
