/// A field for a password: it edits a string as a text field does but shows only dots.
///
/// The test host finds it among `secureTextFields`; its value is a dot for each character, as
/// XCUITest reports it, and typing the delete key ("\u{8}", XCUIKeyboardKey.delete) takes the last
/// character back. Return submits as in a text field.
public struct SecureField<Label: View>: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let label: Label?

  /// A secure field titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What the field holds.
  ///   - text: The secret text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    self.init(title: InlineMarkdown.render(titleKey), text: text, prompt: nil, label: nil)
  }

  /// A secure field titled with a localized key, with a prompt shown while it is empty.
  ///
  /// - Parameters:
  ///   - titleKey: What the field holds.
  ///   - text: The secret text.
  ///   - prompt: What the empty field shows.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
    self.init(title: InlineMarkdown.render(titleKey), text: text, prompt: prompt, label: nil)
  }

  /// A secure field titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the field holds.
  ///   - text: The secret text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    self.init(title: String(title), text: text, prompt: nil, label: nil)
  }

  /// A secure field titled with a string, with a prompt shown while it is empty.
  ///
  /// - Parameters:
  ///   - title: What the field holds.
  ///   - text: The secret text.
  ///   - prompt: What the empty field shows.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) where Label == Text {
    self.init(title: String(title), text: text, prompt: prompt, label: nil)
  }

  /// A secure field with a custom label.
  ///
  /// - Parameters:
  ///   - text: The secret text.
  ///   - prompt: What the empty field shows.
  ///   - label: What the field holds.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: "", text: text, prompt: prompt, label: label())
  }

  init(title: String, text: Binding<String>, prompt: Text?, label: Label?) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.label = label
  }
}

extension SecureField: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    ContentReads.markVolatile()
    let labelText = label.map {
      context.appending(slot: "label").resolve($0).map(\.readableText).concatenated()
    }
    let info = SecureFieldContent(
      title: labelText ?? title, text: text, prompt: prompt?.plainText(locale: context.environment.locale),
      submitActions: context.environment.submitActions)
    let element = Element(info)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A secure field as resolved: its title, binding and prompt. Its value is masked.
struct SecureFieldContent: ElementContent {
  var title: String
  var text: Binding<String>
  var prompt: String?
  var submitActions: [() -> Void] = []

  var readsStateInLayout: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }
  func ownText(_ element: Element) -> String? { title }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? TextMetrics.idealWidth(of: title) + 16, height: 34)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let size = CGSize(width: width, height: 34)
    var node = builder.makeNode(.secureTextField, title, CGRect(origin: origin, size: size), for: element)
    let current = text.wrappedValue
    node.value = current.isEmpty ? (prompt ?? title) : String(repeating: "•", count: current.count)
    node.facts.placeholder = prompt ?? title
    builder.setTextEntryActions(&node, binding: text, focus: element.traits.focus, submit: submitActions)
    return ([node], size)
  }
}
