extension View {
  /// Shows a confirmation dialog while `isPresented` is true. On iOS 27 it is a bubble anchored to the
  /// view that opened it, with no Cancel button: a tap outside is the "no", and a button with role
  /// `.cancel` takes the place of that action. Every button closes it after its action runs.
  @inlinable
  public consuming func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions))
  }

  /// Shows a confirmation dialog titled with a string.
  @_disfavoredOverload
  @inlinable
  public consuming func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions))
  }

  /// Shows a confirmation dialog titled with a text.
  @inlinable
  public consuming func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions))
  }

  /// Shows a confirmation dialog with a message.
  @inlinable
  public consuming func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
        message: message))
  }

  /// Shows a confirmation dialog titled with a string, with a message.
  @_disfavoredOverload
  @inlinable
  public consuming func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    )
  }

  /// Shows a confirmation dialog titled with a text, with a message.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog shows; every button sets it back to false.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The dialog's buttons.
  ///   - message: The dialog's message.
  /// - Returns: A view that presents the dialog.
  @inlinable
  public consuming func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    )
  }

  /// Shows a confirmation dialog for data, titled with a string.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog shows; every button sets it back to false.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The data passed to `actions`, captured when the dialog appears.
  ///   - actions: The dialog's buttons for the data.
  /// - Returns: A view that presents the dialog.
  @_disfavoredOverload
  @inlinable
  public consuming func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    )
  }

  /// Shows a confirmation dialog for data, titled with a text.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog shows; every button sets it back to false.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The data passed to `actions`, captured when the dialog appears.
  ///   - actions: The dialog's buttons for the data.
  /// - Returns: A view that presents the dialog.
  @inlinable
  public consuming func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    )
  }

  /// Shows a confirmation dialog for data, titled with a string, with a message.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog shows; every button sets it back to false.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The data passed to the closures, captured when the dialog appears.
  ///   - actions: The dialog's buttons for the data.
  ///   - message: The dialog's message for the data.
  /// - Returns: A view that presents the dialog.
  @_disfavoredOverload
  @inlinable
  public consuming func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
        message: message))
  }

  /// Shows a confirmation dialog for data, titled with a text, with a message.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog shows; every button sets it back to false.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The data passed to the closures, captured when the dialog appears.
  ///   - actions: The dialog's buttons for the data.
  ///   - message: The dialog's message for the data.
  /// - Returns: A view that presents the dialog.
  @inlinable
  public consuming func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
        message: message))
  }

  /// Shows a confirmation dialog titled with a text while `item` is non-nil, with a message (SDK 27).
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - data: The item; the dialog shows while it is non-nil, and closing it sets it to nil.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The dialog's buttons for the item.
  ///   - message: The dialog's message for the item.
  /// - Returns: A view that presents the dialog.
  @inlinable
  public consuming func confirmationDialog<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, item: data, titleVisibility: titleVisibility, actions: actions, message: message))
  }

  /// Shows a confirmation dialog titled with a string while `item` is non-nil (SDK 27).
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - data: The item; the dialog shows while it is non-nil, and closing it sets it to nil.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The dialog's buttons for the item.
  /// - Returns: A view that presents the dialog.
  @_disfavoredOverload
  @inlinable
  public consuming func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(title, item: data, titleVisibility: titleVisibility, actions: actions))
  }

  /// Shows a confirmation dialog titled with a string while `item` is non-nil, with a message (SDK 27).
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - data: The item; the dialog shows while it is non-nil, and closing it sets it to nil.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The dialog's buttons for the item.
  ///   - message: The dialog's message for the item.
  /// - Returns: A view that presents the dialog.
  @_disfavoredOverload
  @inlinable
  public consuming func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        title, item: data, titleVisibility: titleVisibility, actions: actions, message: message))
  }

  /// Shows a confirmation dialog for data while presented and the data is non-nil.
  @inlinable
  public consuming func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
        actions: actions))
  }

  /// Shows a confirmation dialog for data, with a message.
  @inlinable
  public consuming func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
        actions: actions, message: message))
  }

  /// Shows a confirmation dialog while `item` is non-nil, passing the unwrapped value to the closures;
  /// closing it sets the item to nil (SDK 27).
  @inlinable
  public consuming func confirmationDialog<A: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(title, item: data, titleVisibility: titleVisibility, actions: actions))
  }

  /// Shows a confirmation dialog while `item` is non-nil, with a message (SDK 27).
  @inlinable
  public consuming func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        titleKey, item: data, titleVisibility: titleVisibility, actions: actions, message: message))
  }

  /// Shows a confirmation dialog while `item` is non-nil (SDK 27).
  @inlinable
  public consuming func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(
      AlertModifier.confirmationDialog(
        titleKey, item: data, titleVisibility: titleVisibility, actions: actions))
  }

  /// Asks before a user-initiated dismissal of the sheet or window showing this view, while
  /// `shouldPresent` is true (SDK 27: iOS 27 and macOS 15). The system adds Cancel, which keeps the
  /// sheet; a `.destructive` button replaces the close action; any other button runs and then lets the
  /// dismissal go ahead. Dismissal through the binding or `dismiss()` is not asked about on iOS.
  @inlinable
  public consuming func dismissalConfirmationDialog<A: View>(
    _ titleResource: LocalizedStringResource, shouldPresent: Bool, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      ElementModifier.dismissalConfirmationDialog(
        titleResource, shouldPresent: shouldPresent, actions: actions))
  }

  /// Asks before a user-initiated dismissal, with a message.
  @inlinable
  public consuming func dismissalConfirmationDialog<A: View, M: View>(
    _ titleResource: LocalizedStringResource, shouldPresent: Bool, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      ElementModifier.dismissalConfirmationDialog(
        titleResource, shouldPresent: shouldPresent, actions: actions, message: message))
  }

}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension AlertModifier {
  @usableFromInline
  static func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .confirmationDialog, InlineMarkdown.render(titleKey), visibility: titleVisibility,
      isPresented: isPresented,
      actions: actions(), message: nil)
  }

  @usableFromInline
  static func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .confirmationDialog, String(title), visibility: titleVisibility, isPresented: isPresented,
      actions: actions(),
      message: nil)
  }

  @usableFromInline
  static func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .confirmationDialog, title.plainText(locale: .runtimeDefault), visibility: titleVisibility,
      isPresented: isPresented, actions: actions(), message: nil)
  }

  @usableFromInline
  static func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A,
    message: () -> M
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .confirmationDialog, InlineMarkdown.render(titleKey), visibility: titleVisibility,
      isPresented: isPresented,
      actions: actions(), message: AnyView(message()))
  }

  @usableFromInline
  static func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A, message: () -> M
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .confirmationDialog, String(title), visibility: titleVisibility, isPresented: isPresented,
      actions: actions(),
      message: AnyView(message()))
  }

  @usableFromInline
  static func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A, message: () -> M
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .confirmationDialog, title.plainText(locale: .runtimeDefault), visibility: titleVisibility,
      isPresented: isPresented, actions: actions(), message: AnyView(message()))
  }

  @usableFromInline
  static func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility, presenting data: T?,
    actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .confirmationDialog, String(title), titleVisibility, isPresented, data, actions,
      nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, presenting data: T?,
    actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .confirmationDialog, title.plainText(locale: .runtimeDefault), titleVisibility, isPresented, data,
      actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility, presenting data: T?,
    actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .confirmationDialog, String(title), titleVisibility, isPresented, data, actions, message)
  }

  @usableFromInline
  static func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, presenting data: T?,
    actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .confirmationDialog, title.plainText(locale: .runtimeDefault), titleVisibility, isPresented, data,
      actions, message)
  }

  @usableFromInline
  static func confirmationDialog<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility, actions: @escaping (T) -> A,
    message: @escaping (T) -> M
  ) -> AlertModifier {
    let string = title.plainText(locale: .runtimeDefault)
    return AlertModifier.itemModifier(
      .confirmationDialog, { _ in string }, titleVisibility, data, actions, message)
  }

  @usableFromInline
  static func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility, actions: @escaping (T) -> A
  ) -> AlertModifier {
    let string = String(title)
    return AlertModifier.itemModifier(
      .confirmationDialog, { _ in string }, titleVisibility, data, actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility, actions: @escaping (T) -> A,
    message: @escaping (T) -> M
  ) -> AlertModifier {
    let string = String(title)
    return AlertModifier.itemModifier(
      .confirmationDialog, { _ in string }, titleVisibility, data, actions, message)
  }

  @usableFromInline
  static func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility,
    presenting data: T?, actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .confirmationDialog, InlineMarkdown.render(titleKey), titleVisibility, isPresented, data, actions,
      nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility,
    presenting data: T?, actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .confirmationDialog, InlineMarkdown.render(titleKey), titleVisibility, isPresented, data, actions,
      message)
  }

  @usableFromInline
  static func confirmationDialog<A: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility, actions: @escaping (T) -> A
  ) -> AlertModifier {
    let string = title.plainText(locale: .runtimeDefault)
    return AlertModifier.itemModifier(
      .confirmationDialog, { _ in string }, titleVisibility, data, actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility,
    actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.itemModifier(
      .confirmationDialog, { _ in InlineMarkdown.render(titleKey) }, titleVisibility, data, actions, message)
  }

  @usableFromInline
  static func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility,
    actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.itemModifier(
      .confirmationDialog, { _ in InlineMarkdown.render(titleKey) }, titleVisibility, data, actions,
      nil as ((T) -> EmptyView)?)
  }
}

extension ElementModifier {
  static func dismissalConfirmation(
    _ title: String, _ shouldPresent: Bool, _ actions: AnyView, _ message: AnyView?
  ) -> ElementModifier {
    ElementModifier(apply: { context, elements in
      let alone = Element.alone(elements)
      let element = alone[0]
      let isNew = context.node.primitiveStates[context.path] == nil
      _ = context.primitiveState { PrimitiveState() }
      if isNew && shouldPresent {
        context.host.noteOnce(
          "dismissalConfirmationDialog(\"\(title)\") asks before anything has changed: its condition is true from the moment the view appears. Pass a real condition, such as whether there are unsaved edits; asking when nothing changed only confuses people.",
          key: "always-true-dismissal-\(context.path)-\(ObjectIdentifier(context.node).hashValue)")
      }
      guard shouldPresent else { return alone }
      let plain = context.appending(slot: "dismissal-confirmation")
      element.traits.presentationOptions.dismissalConfirmation = DismissalConfirmation(
        title: title,
        actions: DeferredContent(in: plain.appending(index: 0)) {
          ScreenBuilder.flattenGroups($0.resolve(actions))
        },
        message: message.map { message in
          DeferredContent(in: plain.appending(index: 1)) { $0.resolve(message) }
        })
      return alone
    })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func dismissalConfirmationDialog<A: View>(
    _ titleResource: LocalizedStringResource, shouldPresent: Bool, actions: () -> A
  ) -> ElementModifier {
    ElementModifier.dismissalConfirmation(
      String(localized: titleResource), shouldPresent, AnyView(actions()), nil)
  }

  @usableFromInline
  static func dismissalConfirmationDialog<A: View, M: View>(
    _ titleResource: LocalizedStringResource, shouldPresent: Bool, actions: () -> A, message: () -> M
  ) -> ElementModifier {
    ElementModifier.dismissalConfirmation(
      String(localized: titleResource), shouldPresent, AnyView(actions()), AnyView(message()))
  }
}
