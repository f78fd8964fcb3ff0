// iOS 13's alerts and action sheets: values the app builds in a closure, shown through the same
// presentation model as `alert(_:isPresented:actions:)` and `confirmationDialog`.

/// An alert as a value: a title, an optional message and one or two buttons, for
/// `alert(isPresented:content:)` and `alert(item:content:)`.
@available(*, deprecated, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@preconcurrency @MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; with none given, an OK button.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - dismissButton: The button that closes the alert; OK when nil.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons. The system orders them: a cancel button comes first.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    // UIKit puts the cancel action at the leading place of a two-button alert.
    buttons =
      secondaryButton.style == .cancel ? [secondaryButton, primaryButton] : [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet: default, cancel or destructive. Every button closes
  /// what shows it after its action runs.
  @preconcurrency @MainActor
  public struct Button {
    enum Style {
      case `default`, cancel, destructive
    }

    let style: Style
    let label: Text
    let action: (() -> Void)?

    /// A button with the default style.
    ///
    /// - Parameters:
    ///   - label: The button's title.
    ///   - action: What a tap runs before the alert closes.
    /// - Returns: The button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Button(style: .default, label: label, action: action)
    }

    /// A button that cancels, with a title of the app's.
    ///
    /// - Parameters:
    ///   - label: The button's title.
    ///   - action: What a tap runs before the alert closes.
    /// - Returns: The button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Button(style: .cancel, label: label, action: action)
    }

    /// A button that cancels, titled Cancel.
    ///
    /// - Parameter action: What a tap runs before the alert closes.
    /// - Returns: The button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Button(style: .cancel, label: Text("Cancel"), action: action)
    }

    /// A button that destroys something, drawn red.
    ///
    /// - Parameters:
    ///   - label: The button's title.
    ///   - action: What a tap runs before the alert closes.
    /// - Returns: The button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Button(style: .destructive, label: label, action: action)
    }
  }
}

/// A sheet of choices as a value, for `actionSheet(isPresented:content:)`: shown as a confirmation
/// dialog (on iOS 27 an iPhone shows it as a bubble, its cancel button the tap outside).
@available(
  *, deprecated,
  message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@MainActor
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with a title, a message and buttons.
  ///
  /// - Parameters:
  ///   - title: The sheet's title, always shown.
  ///   - message: The text under the title.
  ///   - buttons: The choices; Cancel alone unless you say otherwise.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an action sheet: an alert's button.
  public typealias Button = Alert.Button
}

@available(*, deprecated)
extension Alert.Button {
  /// The button as the presentation model shows it: a button with the matching role.
  var view: SwiftUI.Button<Text> {
    let role: ButtonRole? =
      switch style {
      case .default: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    let action = self.action
    return SwiftUI.Button(role: role, action: { action?() }, label: { label })
  }
}

/// The parts of an alert value or an action sheet, as the presentation model takes them.
@MainActor
struct PresentedValueParts {
  let title: String
  let actions: AnyView
  let message: AnyView?

  @available(*, deprecated)
  init(title: Text, message: Text?, buttons: [Alert.Button]) {
    self.title = title.plainText(locale: .runtimeDefault)
    let views = buttons.map(\.view)
    actions = AnyView(ForEach(views.indices, id: \.self) { views[$0] })
    self.message = message.map { AnyView($0) }
  }
}

@available(*, deprecated)
extension View {
  /// Shows an alert built by `content` while `isPresented` is true; every button sets it back to
  /// false after its action runs.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert shows.
  ///   - content: Builds the alert.
  /// - Returns: A view that presents the alert.
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @inlinable
  public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    modifier(AlertModifier.alert(isPresented: isPresented, content: content))
  }

  /// Shows an alert built from `item` while it is non-nil; every button sets it back to nil.
  ///
  /// - Parameters:
  ///   - item: The item the alert is about.
  ///   - content: Builds the alert for the item.
  /// - Returns: A view that presents the alert.
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @inlinable
  public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View
  {
    modifier(AlertModifier.alert(item: item, content: content))
  }

  /// Shows an action sheet built by `content` while `isPresented` is true, as a confirmation dialog.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet shows.
  ///   - content: Builds the sheet.
  /// - Returns: A view that presents the sheet.
  @available(
    *, deprecated,
    message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
  )
  @inlinable
  public consuming func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    modifier(AlertModifier.actionSheet(isPresented: isPresented, content: content))
  }

  /// Shows an action sheet built from `item` while it is non-nil, as a confirmation dialog.
  ///
  /// - Parameters:
  ///   - item: The item the sheet is about.
  ///   - content: Builds the sheet for the item.
  /// - Returns: A view that presents the sheet.
  @available(
    *, deprecated,
    message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
  )
  @inlinable
  public consuming func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    modifier(AlertModifier.actionSheet(item: item, content: content))
  }

}

extension AlertModifier {
  /// An item's alert or sheet, made in the body: it shows while the item is non-nil and closing it
  /// sets the item to nil.
  static func valueModifier<Item>(
    _ kind: PresentationRequest.Kind, _ parts: PresentedValueParts?, item: Binding<Item?>,
    titleVisibility: Visibility
  ) -> AlertModifier {
    AlertModifier(
      kind: kind, title: { _ in parts?.title ?? "" }, titleVisibility: titleVisibility,
      isPresented: { item.wrappedValue != nil }, data: { item.wrappedValue }, requiresData: true,
      dismiss: { item.wrappedValue = nil }, actions: { _ in parts?.actions ?? AnyView(EmptyView()) },
      message: parts?.message.map { message in { _ in message } })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension AlertModifier {
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @usableFromInline
  static func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> AlertModifier {
    // The closure may not escape: it runs now, in the body that reads the item.
    let parts = item.wrappedValue.map { value in
      let alert = content(value)
      return PresentedValueParts(title: alert.title, message: alert.message, buttons: alert.buttons)
    }
    return AlertModifier.valueModifier(.alert, parts, item: item, titleVisibility: .automatic)
  }

  @available(*, deprecated)
  @usableFromInline
  static func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> AlertModifier {
    let parts = item.wrappedValue.map { value in
      let sheet = content(value)
      return PresentedValueParts(title: sheet.title, message: sheet.message, buttons: sheet.buttons)
    }
    return AlertModifier.valueModifier(.confirmationDialog, parts, item: item, titleVisibility: .visible)
  }

  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @usableFromInline
  static func alert(isPresented: Binding<Bool>, content: () -> Alert) -> AlertModifier {
    let alert = content()
    let parts = PresentedValueParts(title: alert.title, message: alert.message, buttons: alert.buttons)
    return AlertModifier.alertModifier(
      .alert, parts.title, isPresented: isPresented, actions: parts.actions, message: parts.message)
  }

  @available(*, deprecated)
  @usableFromInline
  static func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> AlertModifier {
    let sheet = content()
    let parts = PresentedValueParts(title: sheet.title, message: sheet.message, buttons: sheet.buttons)
    return AlertModifier.alertModifier(
      .confirmationDialog, parts.title, visibility: .visible, isPresented: isPresented,
      actions: parts.actions,
      message: parts.message)
  }
}
