import Foundation

extension TextField where Label == Text {
  /// A field that edits a value through a format, such as a number or a currency amount.
  ///
  /// The field shows the value formatted; what a person types stays as typed while they edit, and
  /// each edit that the format can parse updates the value. Return ends the edit and shows the value
  /// formatted again.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, format: .currency(code: "USD"))
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: What the field holds.
  ///   - value: The value the field edits.
  ///   - format: How the value is shown and how typed text is read back.
  ///   - prompt: What the field shows while it is empty.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: InlineMarkdown.render(titleKey), value: value, format: format, prompt: prompt)
  }

  /// A field titled with a string that edits a value through a format.
  ///
  /// - Parameters:
  ///   - title: What the field holds.
  ///   - value: The value the field edits.
  ///   - format: How the value is shown and how typed text is read back.
  ///   - prompt: What the field shows while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: String(title), value: value, format: format, prompt: prompt)
  }

  private init<F: ParseableFormatStyle>(
    title: String, value: Binding<F.FormatInput>, format: F, prompt: Text?
  ) where F.FormatOutput == String {
    self.init(verbatimTitle: title, text: .constant(""), prompt: prompt)
    formattedField = FormattedTextField(title: title, value: value, format: format, prompt: prompt)
  }
}

/// The field behind `TextField(_:value:format:)`: a text field over the text being typed, which it
/// keeps while the edit lasts and parses into the value at each change.
struct FormattedTextField<F: ParseableFormatStyle>: View where F.FormatOutput == String {
  let title: String
  let value: Binding<F.FormatInput>
  let format: F
  let prompt: Text?
  @State private var draft: String?

  var body: some View {
    TextField(verbatimTitle: title, text: text, prompt: prompt)
      .onSubmit { draft = nil }
  }

  private var text: Binding<String> {
    Binding(
      get: { draft ?? format.format(value.wrappedValue) },
      set: { typed in
        draft = typed
        if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
      })
  }
}
