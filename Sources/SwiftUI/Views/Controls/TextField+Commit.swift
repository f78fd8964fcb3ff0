/// iOS 13's text fields, deprecated on iOS and common in older apps: `onCommit` runs when return is
/// pressed, as an `onSubmit` action does.
extension TextField where Label == Text {
  /// A field titled with a localized key, with actions for editing and return.
  ///
  /// - Parameters:
  ///   - titleKey: What the field is for.
  ///   - text: The edited string.
  ///   - onEditingChanged: Told when editing begins and ends; accepted, not called here
  ///     (docs/DIVERGENCES.md).
  ///   - onCommit: Run when return is pressed.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use onSubmit(of:_:) and focused(_:)")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
    commitAction = onCommit
  }

  /// A field titled with a string, with actions for editing and return.
  ///
  /// - Parameters:
  ///   - title: What the field is for.
  ///   - text: The edited string.
  ///   - onEditingChanged: Told when editing begins and ends; accepted, not called here.
  ///   - onCommit: Run when return is pressed.
  @_disfavoredOverload
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use onSubmit(of:_:) and focused(_:)")
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
    commitAction = onCommit
  }
}
