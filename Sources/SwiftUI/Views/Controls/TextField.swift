/// A control that edits a string. Typing updates the bound string at once, character by character.
///
/// The test host finds a field by its title (`app.textFields["City"]`); the terminal host edits the
/// focused field.
public struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis
  /// The field that edits a formatted value, when this one was made with `value:format:`; it keeps
  /// the text being typed as state of its own.
  var formattedField: (any View)?
  /// The older forms' `onCommit`, run with the `onSubmit` actions when return is pressed.
  var commitAction: (() -> Void)?

  /// A field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    title = InlineMarkdown.render(titleKey)
    self.text = text
    prompt = nil
    axis = .horizontal
  }

  /// A field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    self.title = String(title)
    self.text = text
    prompt = nil
    axis = .horizontal
  }

  /// A one-line field with a title taken as it is.
  init(verbatimTitle: String, text: Binding<String>, prompt: Text?) where Label == Text {
    title = verbatimTitle
    self.text = text
    self.prompt = prompt
    axis = .horizontal
  }

  /// A field with a title and a prompt shown while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
  where Label == Text {
    title = InlineMarkdown.render(titleKey)
    self.text = text
    self.prompt = prompt
    axis = .horizontal
  }

  /// A field that may grow along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text {
    title = InlineMarkdown.render(titleKey)
    self.text = text
    prompt = nil
    self.axis = axis
  }
}

extension TextField: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    if let formattedField { return context.appending(slot: "formatted").resolveAny(formattedField) }
    // The field's text is read at layout, into its container's joined text as well.
    ContentReads.markVolatile()
    let info = TextFieldContent(
      title: title, text: text, prompt: prompt?.plainText(locale: context.environment.locale),
      submitActions: commitAction.map { context.environment.submitActions + [$0] }
        ?? context.environment.submitActions,
      allowsLineBreaks: axis == .vertical)
    let element = Element(info)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return [element]
  }
}

/// A text field as resolved: its title, its binding and its prompt. It reads its binding when it is
/// placed (an empty field shows its prompt as its value), so its placement is never replayed.
struct TextFieldContent: ElementContent {
  var title: String
  var text: Binding<String>
  var prompt: String?
  /// The `onSubmit` actions of the field's ancestors.
  var submitActions: [() -> Void] = []
  /// A field that grows vertically takes line breaks; a one-line field submits on return.
  var allowsLineBreaks = false

  var readsStateInLayout: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }
  func ownText(_ element: Element) -> String? {
    // Read once: each read of a binding to a model's property projects its key path again.
    let current = text.wrappedValue
    return current.isEmpty ? title : current
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? TextMetrics.idealWidth(of: title) + 16, height: 34)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let size = CGSize(width: width, height: 34)
    var node = builder.makeNode(.textField, title, CGRect(origin: origin, size: size), for: element)
    let current = text.wrappedValue
    node.value = current.isEmpty ? (prompt ?? title) : current
    node.facts.placeholder = prompt ?? title
    builder.setTextEntryActions(
      &node, binding: text, focus: element.traits.focus, submit: allowsLineBreaks ? nil : submitActions)
    return ([node], size)
  }
}
