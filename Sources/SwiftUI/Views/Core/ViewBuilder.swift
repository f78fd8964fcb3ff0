/// Builds a view from the statements of a closure: several views, `if`, `if let`, `switch`, and
/// `if #available`.
///
/// Multiple statements become a ``TupleView``; an `if` without `else` becomes an optional view; the two
/// branches of an `if`/`else` or a `switch` keep separate identities, so state inside one branch is
/// discarded when the other branch is shown.
@resultBuilder @MainActor
public struct ViewBuilder {
  /// Passes a single view through unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty closure builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single statement builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several statements build a ``TupleView`` of them, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    let view = TupleView((repeat each content))
    TupleViewShapes.record(for: view) { PackShape<repeat each Content>.self }
    return view
  }

  /// An `if` without `else`: the view when the condition holds, otherwise nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content under `if #available`, type-erased as SwiftUI does.
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
  public init(_ value: T) {
    self.value = value
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension Optional: View where Wrapped: View {
  /// An optional view shows its wrapped view, or nothing.
  public typealias Body = Never
}
