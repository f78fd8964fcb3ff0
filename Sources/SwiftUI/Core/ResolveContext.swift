/// Where a view is being resolved: the node whose body contains it, its structural path inside that
/// body, and the environment at that place.
@MainActor
struct ResolveContext {
  let node: ViewNode
  var path: StructuralPath
  var environment: EnvironmentValues
  /// True inside a container that builds rows lazily (a `List`): `ForEach` then defers its rows.
  var isLazy = false
  /// The content a custom `ViewModifier`'s `content` placeholder stands for.
  var modifierContent: (@MainActor (ResolveContext) -> [Element])?

  var host: GraphHost { node.host }

  func appending(_ component: PathComponent) -> ResolveContext {
    var copy = self
    copy.path.append(component)
    return copy
  }

  /// The context of a position in a container (a tuple's element), one `.index(index)` further.
  func appending(index: Int) -> ResolveContext {
    var copy = self
    copy.path.append(index: index)
    return copy
  }

  /// The context of a named part of a container (its title, its icon), one `.slot(name)` further.
  func appending(slot name: String) -> ResolveContext {
    var copy = self
    copy.path.append(slot: name)
    return copy
  }

  /// The context of a primitive modifier's content.
  func enteringModifierContent() -> ResolveContext {
    var copy = self
    copy.path.enterModifierContent()
    return copy
  }

  func with(environment: EnvironmentValues) -> ResolveContext {
    var copy = self
    copy.environment = environment
    return copy
  }

  func updatingEnvironment(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var copy = self
    change(&copy.environment)
    return copy
  }

  /// Resolves any view into elements: primitives directly, views with a body through their node.
  func resolve<V: View>(_ view: V) -> [Element] {
    if let primitive = PrimitiveTypes.primitive(V.self) {
      return primitive.resolve(view, in: self)
    }
    return resolveComposite(view).elements
  }

  /// The node of a view of this type at this path, if one was made before.
  func existingComposite<V: View>(_ type: V.Type) -> ViewNode? {
    node.children[ChildKey(path: path, type: ObjectIdentifier(V.self))]
  }

  /// Resolves a view with a body through its node, and returns the node as well.
  /// - Parameters:
  ///   - view: The view.
  ///   - placeholder: For the node of a custom modifier, what its `content` placeholder resolves:
  ///     the view the modifier wraps, which is one of the node's inputs, so that the node keeps its
  ///     content as any other does.
  /// - Returns: The elements, the very ones the node keeps when it keeps them (``Element/isKept``:
  ///   what attaches traits to one attaches them to a copy), and the node.
  func resolveComposite<V: View>(
    _ view: V, placeholder: (@MainActor (ResolveContext) -> [Element])? = nil
  ) -> (elements: [Element], node: ViewNode) {
    let key = ChildKey(path: path, type: ObjectIdentifier(V.self))
    let child: ViewNode
    if let existing = node.children[key] {
      existing.receive(view: view, environment: environment)
      child = existing
    } else {
      child = ViewNode(host: host, parent: node, view: view, environment: environment)
      node.children[key] = child
    }
    child.lastVisitedFrame = host.frame
    child.noteReached()
    host.rowRecorder?.record(child)
    if modifierContent == nil, let cached = child.reusableContent(isLazy: isLazy) {
      child.markVisited(frame: host.frame)
      absorb(cached.reads)
      return (cached.elements, child)
    }
    if !child.isRuntimeRoot { host.metrics.contentResolutions += 1 }
    if Runtime.observedHosts != 0 {
      host.updateObserver?(.contentBegan(type: V.self, bodyRuns: child.needsBody && !child.isRuntimeRoot))
    }
    let reads = ContentReads(node: child)
    let outer = ContentReads.current
    ContentReads.current = reads
    var inner = ResolveContext(node: child, path: StructuralPath(), environment: child.environment)
    inner.isLazy = isLazy
    inner.modifierContent = placeholder ?? modifierContent
    let elements: [Element]
    if child.isRuntimeRoot, let root = RuntimeRootTypes.root(V.self) {
      child.takeRootContent()
      elements = root.resolveContent(of: view, in: inner)
    } else {
      elements = inner.resolveAny(child.currentBody())
    }
    ContentReads.current = outer
    // A view inside a custom modifier's body may hold the modifier's placeholder, whose content is
    // not among its inputs: it is resolved whenever the modifier is.
    if modifierContent != nil { reads.isVolatile = true }
    absorb(reads)
    if Runtime.observedHosts != 0 { host.updateObserver?(.contentEnded) }
    guard !reads.isVolatile else { return (elements, child) }
    Element.markKept(elements)
    child.keepContent(ResolvedContent(elements: elements, reads: reads, isLazy: isLazy))
    return (elements, child)
  }

  /// Adds what a child's content read to the content being resolved; a lazy list's row is built at
  /// layout, after the content holding the list was kept, and adds to that content's reads instead.
  func absorb(_ reads: ContentReads) {
    if let current = ContentReads.current {
      current.absorb(reads)
    } else {
      node.absorbLate(reads)
    }
  }

  /// Resolves a view as ``resolve(_:)`` does, appending its elements to those a container gathers.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - elements: The container's elements so far.
  func resolve<V: View>(_ view: V, into elements: inout [Element]) {
    if let primitive = PrimitiveTypes.primitive(V.self) {
      return primitive.resolve(view, in: self, into: &elements)
    }
    elements += resolveComposite(view).elements
  }

  func resolveAny(_ view: any View) -> [Element] {
    func open<V: View>(_ view: V) -> [Element] { resolve(view) }
    return open(view)
  }

  /// The state of the primitive at this path, created on first use and kept while it is visited.
  ///
  /// The content holding it may be kept like any other: a primitive that reads the state as it
  /// resolves calls ``PrimitiveState/contentChanged()`` when the state changes (a push, a menu that
  /// opens), and state the primitive only hands on (to layout, or to a later update that resolves it
  /// for other reasons: a scroll offset, an `onChange`'s last value) needs nothing.
  func primitiveState<S: PrimitiveState>(_ make: () -> S) -> S {
    if S.isReadByContent { ContentReads.current?.readsState = true }
    if let existing = node.primitiveStates[path] as? S {
      existing.lastVisitedFrame = host.frame
      return existing
    }
    let state = make()
    adopt(state)
    return state
  }

  /// ``primitiveState(_:)`` for a state class that is generic (an `onChange`'s memory of its
  /// value), read by the content holding it.
  ///
  /// Taken back without a cast: a cast to a generic class, or its type handed to a generic
  /// function, asks the Swift runtime for the class's metadata at every resolution (some 560
  /// instructions for an `onChange`), and the state at a path is always the one its primitive made
  /// there, the path naming the primitive's place in a view of one type. A debug build checks that.
  ///
  /// - Parameter make: Makes the state, the first time.
  /// - Returns: The state at this path.
  @inline(__always)
  func genericPrimitiveState<S: PrimitiveState>(_ make: () -> S) -> S {
    ContentReads.current?.readsState = true
    guard let existing = node.primitiveStates[path] else {
      let state = make()
      adopt(state)
      return state
    }
    assert(existing is S, "The state at a primitive's path was made by another primitive")
    existing.lastVisitedFrame = host.frame
    return unsafeDowncast(existing, to: S.self)
  }

  /// Keeps a primitive's new state at this path, owned by the node.
  private func adopt(_ state: PrimitiveState) {
    state.lastVisitedFrame = host.frame
    state.owner = node
    node.primitiveStates[path] = state
  }
}

/// A view the runtime draws itself: it resolves into elements instead of having a body.
@MainActor
protocol PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element]
  /// Appends what ``resolve(in:)`` makes to the elements a container gathers (a tuple's): a
  /// primitive that makes one element appends it rather than making an array of it.
  func resolve(in context: ResolveContext, into elements: inout [Element])
}

extension PrimitiveView {
  func resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements += resolve(in: context)
  }

  /// Resolves a view known to be of this type (the conformance cache found it for `V`), where it
  /// lies (see ``withValue(_:as:_:)``).
  static func resolve<V>(_ view: V, in context: ResolveContext) -> [Element] {
    withValue(view, as: Self.self) { $0.resolve(in: context) }
  }

  /// Resolves a view known to be of this type, as ``resolve(_:in:)`` does, appending its elements.
  static func resolve<V>(_ view: V, in context: ResolveContext, into elements: inout [Element]) {
    withValue(view, as: Self.self) { $0.resolve(in: context, into: &elements) }
  }
}

/// A primitive that resolves into exactly one element (a text, a stack): resolved on its own, an
/// array of it; in a container gathering elements, the element appended.
protocol SingleElementView: PrimitiveView {
  /// The one element the view resolves into.
  func element(in context: ResolveContext) -> Element
}

extension SingleElementView {
  func resolve(in context: ResolveContext) -> [Element] {
    [element(in: context)]
  }

  func resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(element(in: context))
  }
}

/// Whether a type conforms to one of the runtime's protocols, remembered per type with the
/// conformance: casting a value to an existential (`any PrimitiveView`) checks a generic type's
/// conditional conformance again on every call.
@MainActor
final class ConformanceCache<Witness> {
  private let known = TypeTable<Witness?>()
  private let cast: (Any.Type) -> Witness?

  init(_ cast: @escaping (Any.Type) -> Witness?) {
    self.cast = cast
  }

  func witness(for type: Any.Type) -> Witness? {
    // The protocols asked about are this module's own: an app's view needs no lookup.
    known.value(for: ObjectIdentifier(type)) {
      DeclaringModule.mayConformToInternalProtocols(type) ? cast(type) : nil
    }
  }
}

/// Which view types are primitive, with their conformance.
@MainActor
enum PrimitiveTypes {
  private static let known = TypeTable<(any PrimitiveView.Type)?>()

  /// The view type as a primitive, or nil for a view with a body: what its `View` conformance
  /// says (see ``View/_runtimeView``), remembered per type: a generic view's answer instantiates its
  /// conformance's witness table, a lookup each time it is asked.
  static func primitive<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
    known.value(for: ObjectIdentifier(type)) { V._runtimeView?.primitive }
  }
}

/// The conformances of a view type to the runtime's own kinds of view, looked up: what a view type
/// that does not say (``View/_runtimeView``) is. An app's view is known to be neither without a
/// lookup, by the module that declares it; the runtime's views with a body are looked up once each.
@MainActor
enum RuntimeViewTypes {
  private static let primitives = ConformanceCache { $0 as? any PrimitiveView.Type }
  private static let roots = ConformanceCache { $0 as? any RuntimeRoot.Type }

  static func lookUp(_ type: Any.Type) -> _RuntimeView? {
    if let primitive = primitives.witness(for: type) {
      assertionFailure("\(type) is drawn by the runtime but does not say so through _runtimeView")
      return _RuntimeView(primitive: primitive)
    }
    if let root = roots.witness(for: type) {
      assertionFailure("\(type) is a runtime root but does not say so through _runtimeView")
      return _RuntimeView(root: root)
    }
    return nil
  }
}

extension EmptyView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] { [] }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    switch storage {
    case .trueContent(let content): return context.appending(.branch(true)).resolve(content)
    case .falseContent(let content): return context.appending(.branch(false)).resolve(content)
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    guard let wrapped = self else { return [] }
    return context.appending(.branch(true)).resolve(wrapped)
  }
}

extension AnyView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    context.resolveAny(storage)
  }
}

extension Group: PrimitiveView where Content: View {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    context.resolve(content)
  }
}
