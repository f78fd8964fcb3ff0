/// A view that shows a root view and the views pushed on top of it, one at a time, with a navigation
/// bar and a back button.
///
/// Values pushed by `NavigationLink(value:)` or put in the bound path appear through the
/// `navigationDestination(for:)` declared inside the stack. Going back (the back button, a swipe from
/// the edge, `dismiss()` in a pushed view) removes values from the path. The same on every device;
/// inside a split view each column's stack is separate.
public struct NavigationStack<Data, Root: View>: View {
  @usableFromInline let path: PathBindingSource?
  @usableFromInline let root: Root

  /// A stack that keeps its own path.
  @inlinable
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    path = nil
    self.root = root()
  }

  /// A stack over a bound `NavigationPath`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.path = .navigationPath(path)
    self.root = root()
  }

  /// A stack over a bound collection of values of one type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.path = .collection { PathBinding.collection(path) }
    self.root = root()
  }
}

/// Makes the erased path binding on the main actor, when the stack is resolved.
@usableFromInline
enum PathBindingSource {
  case navigationPath(Binding<NavigationPath>)
  case collection(@MainActor () -> PathBinding)

  @MainActor var binding: PathBinding {
    switch self {
    case .navigationPath(let binding): PathBinding.navigationPath(binding)
    case .collection(let make): make()
    }
  }
}

extension NavigationStack: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let model = context.primitiveState { StackModel(host: context.host) }
    model.binding = path?.binding
    StackResolver(model: model, context: context).resolve(root: root)
    return [Element(NavigationStackContent(model: model))]
  }
}

/// Resolves a stack's root and pushed screens, with the destinations each can see.
@MainActor
struct StackResolver {
  let model: StackModel
  let context: ResolveContext

  /// A pushed screen's context with the screen's own edit mode, unless the app gave the stack one.
  /// The root screen keeps the edit mode the stack received (the scene's), which costs nothing.
  private func withEditMode(_ screenContext: ResolveContext, depth: Int, entry: AnyHashable) -> ResolveContext
  {
    guard ownsEditModes else { return screenContext }
    var copy = screenContext
    copy.environment = model.screenEnvironment(
      screenContext.environment, depth: depth, entry: entry, host: context.host)
    return copy
  }

  private var ownsEditModes: Bool { EditModeStorage.isRuntimeOwned(context.environment.editMode) }

  func resolve<Root: View>(root: Root) {
    defer { model.forgetHiddenEditModes() }
    let rootContext = context.appending(index: 0)
    model.root = rootContext.resolve(root)
    var registrations: [DestinationRegistration] = []
    for element in model.root { element.collectDestinations(into: &registrations) }
    model.destinations = deduplicated(registrations, pushedDepth: 0)
    var screens: [StackModel.Screen] = []
    for (index, entry) in model.entries.enumerated() {
      guard let screen = pathScreen(entry, at: index) else { continue }
      screens.append(screen)
      registerDestinations(of: screen.elements, pushedDepth: index + 1)
    }
    // Destinations presented by a binding or an item go on top of the path's screens.
    screens += presentedScreens(above: screens.count)
    model.screens = screens
  }

  /// The screen of the path's entry at `index`, or nil when no destination makes its value.
  private func pathScreen(_ entry: StackModel.Entry, at index: Int) -> StackModel.Screen? {
    let depth = index + 1
    var screenContext = context.appending(slot: "screen").appending(index: index)
    let dismissIdentity = DismissIdentity(kind: .stackPath, owner: ObjectIdentifier(model), place: depth)
    let pop: () -> Void = { [weak model] in model?.pop(toDepth: depth - 1) }
    // The action does what its identity says (pop this stack to this depth): a write alike the
    // last gives back the environment made then.
    screenContext = screenContext.writingEnvironment {
      $0.dismiss = DismissAction(identity: dismissIdentity, action: pop)
      $0.isPresented = true
    }
    screenContext = withEditMode(screenContext, depth: depth, entry: entry.key)
    let view: AnyView?
    switch entry {
    case .value(let value):
      screenContext = screenContext.appending(.id(value))
      // Not `Optional.flatMap`: its closure, made here, would be checked for the main actor.
      if let registration = model.destination(for: value), case .values(let make) = registration.kind {
        view = ContentReads.tracking { make(value) }
      } else {
        view = nil
      }
      if view == nil {
        context.host.noteOnce(
          "A navigation path holds a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the stack.",
          key: "no-destination-\(ObjectIdentifier(model).hashValue)-\(type(of: value.base))")
      }
    case .view(let id, let destination):
      screenContext = screenContext.appending(.id(id))
      // Read now, after the screens below resolved: a link among them has its destination of now.
      view = destination.view
    }
    guard let view else { return nil }
    return StackModel.Screen(elements: screenContext.resolve(view), pop: pop)
  }

  /// Adds the destinations a pushed screen declares, past the root's (a homogeneous path takes
  /// only the root's, and says so).
  private func registerDestinations(of elements: [Element], pushedDepth depth: Int) {
    var more: [DestinationRegistration] = []
    for element in elements { element.collectDestinations(into: &more) }
    guard !more.isEmpty else { return }
    if model.isHomogeneous, more.contains(where: { $0.valueType != nil }) {
      context.host.warnOnce(
        "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path.",
        key: "homogeneous-\(ObjectIdentifier(model).hashValue)")
      more.removeAll { $0.valueType != nil }
    }
    model.destinations = deduplicated(model.destinations + more, pushedDepth: depth)
  }

  /// The screens of the destinations presented by a binding or an item, over `count` screens of
  /// the path.
  private func presentedScreens(above count: Int) -> [StackModel.Screen] {
    var screens: [StackModel.Screen] = []
    for registration in model.destinations {
      switch registration.kind {
      case .presented(let isPresented, let make) where isPresented.wrappedValue:
        let depth = count + screens.count + 1
        var screenContext = context.appending(slot: "presented").appending(index: depth)
        let pop: () -> Void = { isPresented.wrappedValue = false }
        screenContext.environment.dismiss = DismissAction(
          identity: DismissIdentity(kind: .stackPresented, owner: ObjectIdentifier(model), place: depth),
          action: pop)
        screenContext.environment.isPresented = true
        screenContext = withEditMode(screenContext, depth: depth, entry: "presented")
        let view = ContentReads.tracking(make)
        screens.append(StackModel.Screen(elements: screenContext.resolve(view), pop: pop))
      case .item(let current, let clear, let make):
        guard let id = current(), let view = ContentReads.tracking(make) else { continue }
        let depth = count + screens.count + 1
        var screenContext = context.appending(slot: "item").appending(.id(id))
        screenContext.environment.dismiss = DismissAction(
          identity: DismissIdentity(kind: .stackItem, owner: ObjectIdentifier(model), place: depth),
          action: clear)
        screenContext.environment.isPresented = true
        screenContext = withEditMode(screenContext, depth: depth, entry: id)
        screens.append(StackModel.Screen(elements: screenContext.resolve(view), pop: clear))
      default:
        continue
      }
    }
    return screens
  }

  /// Keeps the first destination per type and says so when a type is declared twice.
  private func deduplicated(_ registrations: [DestinationRegistration], pushedDepth: Int)
    -> [DestinationRegistration]
  {
    var seen = Set<ObjectIdentifier>()
    var result: [DestinationRegistration] = []
    for registration in registrations {
      guard let type = registration.valueType else {
        result.append(registration)
        continue
      }
      if seen.insert(type).inserted {
        result.append(registration)
      } else {
        context.host.warnOnce(
          "A navigationDestination for “\(registration.qualifiedTypeName)” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.",
          key: "duplicate-\(ObjectIdentifier(model).hashValue)-\(registration.qualifiedTypeName)")
      }
    }
    return result
  }
}

extension StackModel.Entry {
  /// What the screen shows: the path value, or the pushed view's number.
  var key: AnyHashable {
    switch self {
    case .value(let value): value
    case .view(let id, _): AnyHashable(id)
    }
  }
}
