/// Flexible space that pushes its siblings apart in a stack.
public struct Spacer: View {
  @usableFromInline let minLength: CGFloat?
  /// A spacer with an optional minimum length.
  ///
  /// - Parameter minLength: The least length it keeps, or nil for the system's spacing.
  @inlinable
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element { Element(SpacerContent(minLength: minLength)) }
}

/// A spacer as resolved: in a row it takes what the other children leave; in a column a gap.
struct SpacerContent: ElementContent {
  /// The least length the spacer keeps; nil for the system's spacing.
  var minLength: CGFloat?
  var isSpacer: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: minLength ?? 8, height: minLength ?? 8)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    ([], CGSize(width: 0, height: minLength ?? TextMetrics.defaultSpacing))
  }
}
