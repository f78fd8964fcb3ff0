/// The purpose of a button: it styles the button and decides its place in alerts, dialogs and swipe
/// actions. `.destructive` draws red; `.cancel` is the safe way out and takes the place of a dialog's
/// standard dismiss action.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// Deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels the operation.
  public static let cancel = ButtonRole(name: "cancel")
  /// Confirms the operation.
  public static let confirm = ButtonRole(name: "confirm")
  /// Closes without losing progress.
  public static let close = ButtonRole(name: "close")
}

/// A control that runs an action when tapped.
///
/// The action runs as an event: reads of state inside it see the current values. A disabled button
/// (`disabled(true)`) cannot be tapped. In alerts and dialogs every button also closes the alert.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// A button with a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    role = nil
    self.action = action
    self.label = label()
  }

  /// A button with a role and a custom label.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// A button titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button titled with a localized key and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button titled with a string and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, titled with a localized key and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, titled with a string and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Button: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    let labelElements = context.appending(.slot("label")).resolve(label)
    let element = Element(.button(ButtonInfo(role: role, action: action)), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return [element]
  }
}
