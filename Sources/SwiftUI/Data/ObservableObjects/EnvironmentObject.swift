/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `environmentObject(_:)`.
///
/// The view re-runs its body when the object announces a change. Reading it when no ancestor
/// supplied one stops the app with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A wrapper of the underlying environment object that can create bindings to its properties:
  /// the same as an observed object's.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  let link = EnvironmentLink()

  /// Reads the object of this type an ancestor supplied.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    DynamicPropertyReads.record()
    guard let values = link.values else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    guard let object = link.reading({ values.object(of: ObjectIdentifier(ObjectType.self)) }) as? ObjectType
    else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  /// A projection of the environment object that creates bindings to its properties.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    link.values = node.environment
    link.node = node
    let observation = node.objectObservation(at: &slot)
    if let object = node.environment.peekObject(of: ObjectIdentifier(ObjectType.self)) as? ObjectType {
      observation.observe(object)
    } else {
      observation.stop()
    }
  }
}

extension EnvironmentObject: IgnoredInComparison {}

extension View {
  /// Supplies an observable object to this view's descendants, which read it with
  /// `@EnvironmentObject`.
  ///
  /// - Parameter object: The object.
  /// - Returns: The view with the object in its environment.
  @inlinable
  public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(ElementModifier.environmentObject(object))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func environmentObject<T: ObservableObject>(_ object: T) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { $0.setObject(object, for: ObjectIdentifier(T.self)) })
  }
}
