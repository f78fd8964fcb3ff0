/// A reference to an object that does not keep it, read as nil once the object is gone: what a
/// host's tree makes and may outlive the host or a node holds one (a state's storage that a binding
/// still writes through, an observation that fires after its node left the tree).
///
/// It stands where a weak reference would. A weak reference gives its object a side table, after
/// which every retain and release of the object takes the runtime's slow path; a host and its nodes
/// are retained and released many times a pass (the host's side table alone cost 1.5% of
/// favouriting a trip on an iPad). Each linked object makes one link and clears it as it
/// deinitializes, on the main actor where links are read.
final class ObjectLink<Object: AnyObject>: @unchecked Sendable {
  /// The object, from its initialization to its deinitialization.
  private(set) unowned(unsafe) var object: Object?

  init() {}

  /// Points the link at its object, once the object is initialized.
  func attach(_ object: Object) { self.object = object }

  /// Reads nil from now on: the object is going.
  func clear() { object = nil }
}

/// An object that hands out a link to itself (``ObjectLink``) rather than weak references.
protocol Linkable: AnyObject {
  /// The object's one link, made with it and cleared as it deinitializes.
  nonisolated var link: ObjectLink<Self> { get }
}

/// A property that refers to a linked object without keeping it, as `weak` would, through the
/// object's link: `@Linked var node: ViewNode?`.
@propertyWrapper
struct Linked<Object: Linkable>: @unchecked Sendable {
  private var link: ObjectLink<Object>?

  /// - Parameter wrappedValue: The object, or nil.
  init(wrappedValue: Object?) { link = wrappedValue?.link }

  /// The object while it lives, nil after.
  var wrappedValue: Object? {
    get { link?.object }
    set { link = newValue?.link }
  }
}
