/// The state of one `NavigationStack`: its path (bound, or its own), the screens pushed by destination
/// links, and what the last update resolved (destinations, screens) for the screen builder and links.
@MainActor
final class StackModel: PrimitiveState {
  /// A pushed screen: a value shown through a destination, or a view from a destination link.
  enum Entry {
    case value(AnyHashable)
    case view(id: Int, destination: LinkDestination)
  }

  /// One screen of the stack as resolved this update.
  struct Screen {
    var elements: [Element]
    /// Pops this screen and everything above it.
    var pop: (() -> Void)?
  }

  /// The host whose tree holds this stack, asked for an update when its own path or its pushed views
  /// change. Not kept: the host owns the tree, and so this model.
  @Linked private(set) var host: GraphHost?

  /// A model for a stack in a host's tree.
  ///
  /// - Parameter host: The host whose tree holds the stack.
  init(host: GraphHost) {
    self.host = host
  }

  /// A screen a destination link pushed: the path length it was pushed at, its view, and the
  /// link's `isActive` binding when it has one (iOS 13's links).
  struct PushedView {
    let base: Int
    let id: Int
    let destination: LinkDestination
    let activation: LinkActivation?
  }

  /// The bound path, type-erased, or nil when the stack keeps its own.
  @exclusivity(unchecked) var binding: PathBinding?
  @exclusivity(unchecked) private var ownPath = NavigationPath()
  /// Screens pushed by destination links.
  @exclusivity(unchecked) private var viewEntries: [PushedView] = []
  @exclusivity(unchecked) private var nextViewID = 0

  // Resolved by the last update.
  @exclusivity(unchecked) var root: [Element] = []
  @exclusivity(unchecked) var screens: [Screen] = []
  var destinations: [DestinationRegistration] = [] {
    didSet { destinationTypes = destinations.map(\.valueType) }
  }
  /// The value types the stack has destinations for, in order (what a kept placement compares).
  @exclusivity(unchecked) private(set) var destinationTypes: [ObjectIdentifier?] = []
  /// True when the bound path is a collection of one type (where only root destinations count).
  var isHomogeneous: Bool { binding?.isHomogeneous ?? false }

  var pathValues: [AnyHashable] {
    binding?.get() ?? ownPath.values
  }

  /// The path as the stack last resolved: current at layout, since a change to a bound path
  /// resolves the stack again (a path it cannot watch, it resolves at every update).
  @exclusivity(unchecked) private(set) var resolvedPathValues: [AnyHashable] = []

  func setPath(_ values: [AnyHashable]) {
    if let binding {
      binding.set(values)
    } else {
      var path = NavigationPath()
      path.items = values.map { NavigationPath.Item(value: $0, encoded: nil) }
      ownPath = path
      contentChanged()
    }
  }

  /// The screens above the root, in order.
  var entries: [Entry] {
    let values = pathValues
    resolvedPathValues = values
    var result = values.map(Entry.value)
    // Views pushed over path values that are gone go with them; a link whose `isActive` binding
    // code set to false pops its screen and those above it.
    var dropped = viewEntries.filter { $0.base > values.count }
    viewEntries.removeAll { $0.base > values.count }
    if let first = viewEntries.firstIndex(where: { $0.activation?.isActive.wrappedValue == false }) {
      dropped += viewEntries[first...]
      viewEntries.removeSubrange(first...)
    }
    deactivate(dropped)
    for entry in viewEntries where entry.base == values.count {
      result.append(.view(id: entry.id, destination: entry.destination))
    }
    return result
  }

  /// A screen's edit mode, kept while the screen is on the stack (each screen of a stack is hosted on
  /// its own, as in UIKit), and the environment that carries it.
  @MainActor private final class ScreenEditMode {
    /// What the screen shows: another value at the same depth is another screen.
    let entry: AnyHashable
    let storage: EditModeStorage
    /// The environment the screen received last, and the one it was given with its edit mode.
    var received: EnvironmentValues
    var given: EnvironmentValues
    /// The last resolution of the stack that showed the screen.
    var shownInPass: Int

    init(entry: AnyHashable, received: EnvironmentValues, host: GraphHost, pass: Int) {
      self.entry = entry
      storage = EditModeStorage(host: host)
      self.received = received
      given = received
      given.editMode = storage.binding
      shownInPass = pass
    }
  }

  /// The edit modes of the stack's screens by depth (the first is the first pushed screen's): a
  /// screen is told by its depth and what it shows, compared rather than hashed as a dictionary's
  /// key would be, three times a screen at every update.
  @exclusivity(unchecked) private var screenEditModes: [ScreenEditMode?] = []
  @exclusivity(unchecked) private var editModePass = 0

  /// The environment of a screen with its edit mode, made when the screen first shows: the one made
  /// last time while what the stack received is the same storage, so that the screen's views can
  /// tell at once that nothing changed.
  ///
  /// - Parameters:
  ///   - received: The environment the stack gives its screens.
  ///   - depth: The screen's depth (1 for the first screen pushed).
  ///   - entry: What the screen shows (its path value, or its pushed view's number).
  ///   - host: The host the edit mode's writes update.
  /// - Returns: The environment with the screen's edit mode.
  func screenEnvironment(
    _ received: EnvironmentValues, depth: Int, entry: AnyHashable, host: GraphHost
  ) -> EnvironmentValues {
    let index = depth - 1
    while screenEditModes.count <= index { screenEditModes.append(nil) }
    guard let screen = screenEditModes[index], screen.entry == entry else {
      let screen = ScreenEditMode(entry: entry, received: received, host: host, pass: editModePass)
      screenEditModes[index] = screen
      return screen.given
    }
    screen.shownInPass = editModePass
    if !screen.received.isIdentical(to: received) {
      screen.received = received
      screen.given = received
      screen.given.editMode = screen.storage.binding
    }
    return screen.given
  }

  /// Forgets the edit modes of screens that were not shown since the last call: popped screens.
  func forgetHiddenEditModes() {
    for index in screenEditModes.indices where screenEditModes[index]?.shownInPass != editModePass {
      screenEditModes[index] = nil
    }
    while screenEditModes.last.map({ $0 == nil }) == true { screenEditModes.removeLast() }
    editModePass &+= 1
  }

  /// Whether the screen of a link with an `isActive` binding is on the stack.
  func isShowing(_ link: LinkIdentity) -> Bool {
    viewEntries.contains { $0.activation?.id == link }
  }

  /// Sets the `isActive` bindings of links whose screens left the stack back to false: at once in an
  /// event, after the update during one (a write during an update is SwiftUI's warning).
  private func deactivate(_ removed: [PushedView]) {
    for activation in removed.compactMap(\.activation) where activation.isActive.wrappedValue {
      if Runtime.isUpdating {
        host?.enqueueAction { activation.isActive.wrappedValue = false }
      } else {
        activation.isActive.wrappedValue = false
      }
    }
  }

  func push(value: AnyHashable) {
    if let binding {
      guard binding.accepts(value) else {
        host?.note(
          "A NavigationLink is presenting a value of type “\(type(of: value.base))” but the stack's path holds another type. The link cannot be activated."
        )
        return
      }
      binding.set(pathValues + [value])
    } else {
      ownPath.items.append(NavigationPath.Item(value: value, encoded: nil))
      contentChanged()
    }
  }

  /// Pushes a destination link's view, which follows the link's destination as it changes; a link
  /// with an `isActive` binding pushes its screen once.
  func push(_ destination: LinkDestination, activation: LinkActivation? = nil) {
    if let activation, isShowing(activation.id) { return }
    nextViewID += 1
    destination.presenter = self
    viewEntries.append(
      PushedView(base: pathValues.count, id: nextViewID, destination: destination, activation: activation))
    contentChanged()
  }

  /// Pops to the screen at `depth` (0 is the root).
  func pop(toDepth depth: Int) {
    let values = pathValues
    let removed: [PushedView]
    if depth <= values.count {
      removed = viewEntries
      viewEntries.removeAll()
      if depth < values.count { setPath(Array(values.prefix(depth))) }
    } else {
      let kept = Array(viewEntries.filter { $0.base == values.count }.prefix(depth - values.count))
      removed = viewEntries.filter { entry in !kept.contains { $0.id == entry.id } }
      viewEntries = kept
    }
    deactivate(removed)
    contentChanged()
  }

  var depth: Int { entries.count }

  /// The registration that shows values of this type, if one is visible to the stack.
  func destination(for value: AnyHashable) -> DestinationRegistration? {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    return destinations.firstElement { $0.valueType == type }
  }
}

/// A bound path, type-erased: a `NavigationPath` or a collection of one Hashable type.
@MainActor
@usableFromInline
struct PathBinding {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
  let accepts: (AnyHashable) -> Bool
  let isHomogeneous: Bool

  static func navigationPath(_ binding: Binding<NavigationPath>) -> PathBinding {
    PathBinding(
      get: { binding.wrappedValue.values },
      set: { values in
        var path = binding.wrappedValue
        // Keep the codable encoding of values that stay.
        var items: [NavigationPath.Item] = []
        for (index, value) in values.enumerated() {
          if index < path.items.count, path.items[index].value == value {
            items.append(path.items[index])
          } else {
            items.append(NavigationPath.Item(value: value, encoded: Self.encode(value)))
          }
        }
        path.items = items
        binding.wrappedValue = path
      },
      accepts: { _ in true },
      isHomogeneous: false)
  }

  static func collection<Data>(_ binding: Binding<Data>) -> PathBinding
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    // Loops: a closure made here is checked for the main actor at each call of the standard library's.
    PathBinding(
      get: {
        let path = binding.wrappedValue
        var values: [AnyHashable] = []
        values.reserveCapacity(path.count)
        for value in path { values.append(AnyHashable(value)) }
        return values
      },
      set: { values in
        var path = Data()
        for value in values { if let element = value.base as? Data.Element { path.append(element) } }
        binding.wrappedValue = path
      },
      accepts: { $0.base is Data.Element },
      isHomogeneous: true)
  }

  private static func encode(_ value: AnyHashable) -> (type: String, json: String)? {
    guard let encodable = value.base as? any Encodable else { return nil }
    guard let data = try? JSONEncoder().encode(encodable), let json = String(data: data, encoding: .utf8)
    else {
      return nil
    }
    return (_mangledTypeName(type(of: value.base)) ?? "\(type(of: value.base))", json)
  }
}

extension StackModel: LinkPresenter {
  func linkDestinationChanged(_ destination: LinkDestination) {
    if viewEntries.contains(where: { $0.destination === destination }) { contentChanged() }
  }
}
