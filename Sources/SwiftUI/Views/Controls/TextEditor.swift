/// A view that edits long, multi-line text.
///
/// The test host finds it among `textViews`; its value is the text. Typing a line break starts a new
/// line (it does not submit), and the delete key ("\u{8}") takes the last character back. It grows
/// with its lines, from three.
public struct TextEditor: View {
  @usableFromInline let text: Binding<String>

  /// An editor of a string.
  ///
  /// - Parameter text: The text it edits.
  @inlinable
  public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    ContentReads.markVolatile()
    let element = Element(TextEditorContent(text: text))
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A text editor as resolved: its binding, read when it is placed.
struct TextEditorContent: ElementContent {
  var text: Binding<String>

  var readsStateInLayout: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }
  func ownText(_ element: Element) -> String? { text.wrappedValue }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let lines = text.wrappedValue.split(separator: "\n", omittingEmptySubsequences: false).count
    return CGSize(width: width ?? 240, height: CGFloat(max(3, lines)) * TextMetrics.lineHeight)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let size = measure(element, width: width, in: builder)
    var node = builder.makeNode(.textView, "", CGRect(origin: origin, size: size), for: element)
    node.value = text.wrappedValue
    builder.setTextEntryActions(&node, binding: text, focus: element.traits.focus, submit: nil)
    return ([node], size)
  }
}
