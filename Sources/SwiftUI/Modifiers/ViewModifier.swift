/// A modifier you apply to a view, producing a different version of it.
///
/// A custom modifier's `body(content:)` is a view body like any other: it may hold `@State` and read
/// the environment, and re-runs under the same rules.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The content the modifier is applied to, as a view placeholder.
  typealias Content = _ViewModifier_Content<Self>
  /// Produces the modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

  /// How the runtime applies a modifier of this type if it applies it itself; `nil` for an app's
  /// modifier, which takes the default and need not know of it.
  @MainActor @preconcurrency static var _runtimeModifier: _RuntimeModifier? { get }
}

extension ViewModifier {
  /// `nil` for an app's modifier; one of the runtime's own that does not answer itself is found by
  /// its conformance.
  @MainActor @preconcurrency public static var _runtimeModifier: _RuntimeModifier? {
    PrimitiveModifiers.lookUp(Self.self)
  }
}

/// How the runtime applies one of its own modifiers: the modifier's type as the runtime's own kind of
/// modifier, said through its `ViewModifier` conformance rather than found by the Swift runtime's scan
/// of every conformance record (see ``_RuntimeView``).
public struct _RuntimeModifier {
  let primitive: any PrimitiveModifier.Type

  init(_ primitive: any PrimitiveModifier.Type) {
    self.primitive = primitive
  }
}

extension ViewModifier where Body == Never {
  /// Modifiers the runtime applies itself have no body to call.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is applied by the runtime")
  }
}

/// The placeholder for the view a custom modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  init() {}
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies a modifier to a view.
  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Drawn by the runtime.
  public typealias Body = Never
}

extension View {
  /// Applies a modifier to this view.
  @inlinable
  public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier the runtime applies itself.
@MainActor
protocol PrimitiveModifier {
  /// Resolves the modified content. `content` resolves the wrapped view in the context given.
  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element]
}

extension PrimitiveModifier {
  /// Resolves content with a modifier known to be of this type, where the modifier lies (see
  /// `PrimitiveView.resolve(_:in:)`: a modifier may hold views, an overlay's or a toolbar's).
  static func resolve<M>(
    _ modifier: M, in context: ResolveContext, content: (ResolveContext) -> [Element]
  ) -> [Element] {
    withValue(modifier, as: Self.self) { $0.resolve(in: context, content: content) }
  }
}

/// Which modifier types the runtime applies itself, with their conformance (see ``ConformanceCache``).
@MainActor
enum PrimitiveModifiers {
  private static let cache = ConformanceCache { $0 as? any PrimitiveModifier.Type }
  private static let known = TypeTable<(any PrimitiveModifier.Type)?>()

  /// The modifier type as one the runtime applies, or nil for a modifier with a body: what its
  /// `ViewModifier` conformance says (see ``ViewModifier/_runtimeModifier``), remembered per type.
  static func primitive<M: ViewModifier>(_ type: M.Type) -> (any PrimitiveModifier.Type)? {
    known.value(for: ObjectIdentifier(type)) { M._runtimeModifier?.primitive }
  }

  /// Looks the conformance up, for a modifier type that does not say: an app's (known without a
  /// lookup, by the module that declares it) or one of the runtime's with a body.
  static func lookUp(_ type: Any.Type) -> _RuntimeModifier? {
    guard let primitive = cache.witness(for: type) else { return nil }
    assertionFailure("\(type) is applied by the runtime but does not say so through _runtimeModifier")
    return _RuntimeModifier(primitive)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    if let primitive = PrimitiveModifiers.primitive(Modifier.self) {
      // The closure does not escape: it reads the content in place, where a copy would copy the
      // whole chain inside it, at each of the chain's levels.
      return primitive.resolve(modifier, in: context) { inner in
        inner.enteringModifierContent().resolve(self.content)
      }
    }
    return resolveCustom(in: context)
  }

  /// Resolves a custom modifier's body around the content. Apart, so that resolving a primitive
  /// modifier does not instantiate `ModifierBody`'s metadata on entry (a generic
  /// function looks up the metadata of every generic type it uses before it branches).
  @MainActor @inline(never) private func resolveCustom(in context: ResolveContext) -> [Element] {
    let outer = context.modifierContent
    // Another content (the view outside made a new one) resolves the node's content again; the
    // modifier's body runs again only for another modifier. Compared where both lie: the content is
    // often the app's whole screen, a chain of modifiers a copy would retain link by link. The same
    // view down to its bytes keeps the box the node holds, which its root then finds the same at
    // once; an equal one keeps the node's content, as does a change inside, which dropped it already.
    var kept: WrappedContent<Content>?
    if let node = context.existingComposite(ModifierBody<Modifier, Content>.self) {
      kept = heldContent(of: node)
      if let held = kept, !held.holdsIdentical(content) { kept = nil }
      if kept == nil, node.reusableContent(isLazy: context.isLazy) != nil, !wrapsSameContent(as: node) {
        node.invalidateContent()
      }
    }
    let body = ModifierBody(modifier: modifier, content: kept ?? WrappedContent(view: content))
    let (elements, node) = Self.resolve(body, around: outer, in: context)
    // Outside any other modifier's body, the node can run its body again on its own.
    if outer == nil, node.inPlace == nil {
      node.inPlace = InPlaceResolution(path: context.path, resolve: Self.resolveAgain)
    }
    return elements
  }

  /// Resolves a custom modifier's node, its placeholder standing for the view it wraps.
  @MainActor private static func resolve(
    _ body: ModifierBody<Modifier, Content>, around outer: (@MainActor (ResolveContext) -> [Element])?,
    in context: ResolveContext
  ) -> (elements: [Element], node: ViewNode) {
    let wrapped = body.content
    return context.resolveComposite(body) { inner in
      var contentContext = inner
      contentContext.modifierContent = outer
      // The wrapped view has a node of its own, which keeps its elements while the view is the
      // same: a modifier whose body runs again (its state, or what it observes, changed) hands out
      // what it wraps as it was.
      return contentContext.resolveComposite(wrapped.root).elements
    }
  }

  /// Runs a custom modifier's body again where its node is (``InPlaceResolution``).
  @MainActor private static func resolveAgain(_ node: ViewNode, in context: ResolveContext) {
    guard let body = node.heldView(as: ModifierBody<Modifier, Content>.self) else { return }
    _ = resolve(body, around: nil, in: context)
  }

  /// Whether the modifier's node holds this content, compared in place.
  @MainActor private func wrapsSameContent(as node: ViewNode) -> Bool {
    guard let held = heldContent(of: node) else { return false }
    return held.withViewAddress { old in
      withAddress(of: content) { new in ValueComparison.isEqual(at: old, new, as: Content.self) }
    }
  }

  /// The wrapped view the modifier's node holds, read in place.
  @MainActor private func heldContent(of node: ViewNode) -> WrappedContent<Content>? {
    guard let offset = MemoryLayout<ModifierBody<Modifier, Content>>.offset(of: \.content) else {
      return nil
    }
    return node.withView(as: ModifierBody<Modifier, Content>.self) { last in
      last.load(fromByteOffset: offset, as: WrappedContent<Content>.self)
    }
  }
}

/// The node of a custom modifier: its stored properties are the modifier's.
///
/// Unconstrained, a view only where its parameters are a modifier and a view: a requirement on a
/// parameter is checked, a scan of every conformance in the process, for each new type it is given
/// (docs/ARCHITECTURE.md), and the view a modifier around an app's root wraps is a chain of a dozen
/// modified views, each checked in turn.
struct ModifierBody<Modifier, Content> {
  let modifier: Modifier
  /// The view the modifier wraps, which its placeholder resolves: the node keeps its content while
  /// it and the modifier stay the same (see `ModifiedContent.resolveCustom`).
  let content: WrappedContent<Content>
}

extension ModifierBody: View where Modifier: ViewModifier, Content: View {
  var body: some View {
    modifier.body(content: _ViewModifier_Content())
  }
  /// A custom modifier's node, said without a lookup: each custom modifier makes a type of its own.
  static var _runtimeView: _RuntimeView? { .modifierBody }
}

extension _ViewModifier_Content: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    context.modifierContent?(context) ?? []
  }
}

/// A modifier built from a closure over the resolved content, for the runtime's own modifiers.
///
/// A public modifier is an inlinable line that applies one made by a factory of this type, which
/// does not know the view it modifies: the app's module then knows the type the modifier returns
/// (no runtime lookup of an opaque type at each body) and builds it in place, where a function
/// generic over the modified view looks up `ModifiedContent`'s metadata and copies the view
/// through its value witnesses at every call.
@usableFromInline
struct ElementModifier: ViewModifier, PrimitiveModifier {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never
  let apply: @MainActor (ResolveContext, [Element]) -> [Element]
  var environment: (@MainActor (inout EnvironmentValues) -> Void)?

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    guard let environment else { return apply(context, content(context)) }
    return apply(context, content(context.writingEnvironment(environment)))
  }
}

extension ElementModifier {
  /// A modifier that adjusts the traits of the content's element.
  static func traits(_ change: @escaping @MainActor (inout Traits) -> Void) -> ElementModifier {
    ElementModifier(apply: { _, elements in
      return Element.alone(elements) { element in
        change(&element.traits)
      }
    })
  }
}

/// The view a custom modifier wraps, as its node holds it: compared on its own, since a new one
/// resolves the node's content again but does not run the modifier's body.
struct WrappedContent<Content>: IgnoredInComparison {
  /// Out of line: the node's view is copied as the node receives it and as its body runs, and the
  /// view a modifier wraps is often the app's whole screen, a chain of a dozen modified views.
  private let box: WrappedView<Content>

  init(view: Content) {
    box = WrappedView(view)
  }

  /// The wrapped view.
  var view: Content { box.view }

  /// Calls `body` with the address of the wrapped view, where it lies.
  ///
  /// - Parameter body: Reads the view at the address, during the call only.
  /// - Returns: What `body` returns.
  func withViewAddress<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
    withAddress(of: box.view, body)
  }

  /// Whether the wrapped view is this one down to its bytes (``ComparedByIdentity``), as the root
  /// holding it would compare it.
  ///
  /// - Parameter view: The view to compare, read where it lies.
  /// - Returns: True when every field is the same value, reference or closure.
  func holdsIdentical(_ view: Content) -> Bool {
    withViewAddress { old in
      withAddress(of: view) { new in ValueComparison.isIdentical(at: old, new, as: Content.self) }
    }
  }

  /// The root that resolves the wrapped view under the modifier's placeholder.
  var root: WrappedContentRoot<Content> { WrappedContentRoot(box: box) }
}

/// The view a custom modifier wraps, as its placeholder resolves it: a node of its own, which keeps
/// its elements while the modifier's body runs again for its own state. It holds the box of the
/// modifier's node rather than a copy of the view (often the app's whole screen, a chain of a dozen
/// modified views): the node hands the same box on while the view is the same down to its bytes, so
/// the root is found the same by one comparison of a reference.
struct WrappedContentRoot<Content>: ComparedByIdentity {
  fileprivate let box: WrappedView<Content>
}

extension WrappedContentRoot: View, RuntimeRoot where Content: View {
  var body: Content { box.view }
  static var _runtimeView: _RuntimeView? { _RuntimeView(root: Self.self) }

  func resolveContent(in context: ResolveContext) -> [Element] {
    context.resolve(box.view)
  }
}

/// The box of a ``WrappedContent``.
final class WrappedView<Content> {
  let view: Content
  init(_ view: Content) { self.view = view }
}
