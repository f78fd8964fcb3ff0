/// A control that edits a string. Typing updates the bound string at once, character by character.
///
/// The test host finds a field by its title (`app.textFields["City"]`); the terminal host edits the
/// focused field.
public struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis

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
  func resolve(in context: ResolveContext) -> [Element] {
    // The field's text is read at layout, into its container's joined text as well.
    ContentReads.markVolatile()
    let info = TextFieldInfo(
      title: title, text: text, prompt: prompt?.plainText(locale: context.environment.locale))
    let element = Element(.textField(info))
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return [element]
  }
}
