/// Builds a view from the statements of a closure: several views, `if`, `if let`, `switch`, and
/// `if #available`.
///
/// Multiple statements become a ``TupleView``; an `if` without `else` becomes an optional view; the two
/// branches of an `if`/`else` or a `switch` keep separate identities, so state inside one branch is
/// discarded when the other branch is shown.
///
/// Every builder function is inlinable, as SwiftUI's are: the app's module then makes the tuples
/// and branches of its bodies in place, where a call into this module, generic over their types,
/// looked up their metadata and copied each view through its value witnesses at every body.
@resultBuilder @MainActor
public struct ViewBuilder {
  /// Passes a single view through unchanged.
  @inlinable
  public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

  /// An empty closure builds an ``EmptyView``.
  @inlinable
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single statement builds that view.
  @inlinable
  public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

  /// Several statements build a ``TupleView`` of them, in order.
  @inlinable
  public static func buildBlock<each Content: View>(
    _ content: repeat consuming each Content
  ) -> TupleView<(repeat each Content)> {
    TupleViewShapes.record(ObjectIdentifier((repeat each Content).self)) {
      TupleShapeWitness.of(repeat (each Content).self)
    }
    return TupleView((repeat each content))
  }

  /// An `if` without `else`: the view when the condition holds, otherwise nothing.
  @inlinable
  public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: consuming TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: consuming FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content under `if #available`, type-erased as SwiftUI does.
  @inlinable
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// SDK 27 spells every builder parameter `@ContentBuilder`; it is the same builder.
public typealias ContentBuilder = ViewBuilder

/// Several views built together, in order.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T

  /// Creates a tuple of views. Each element of the tuple must be a view.
  ///
  /// - Parameter value: The views.
  @inlinable
  public init(_ value: T) {
    self.value = value
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder. Unconstrained, as
/// Apple's is: a type of two views made from its mangled name asks the Swift runtime for no
/// conformance of theirs.
public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage

  @usableFromInline
  init(storage: Storage) {
    self.storage = storage
  }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// Drawn by the runtime.
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  /// An optional view shows its wrapped view, or nothing.
  public typealias Body = Never
}
