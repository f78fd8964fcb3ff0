/// The modifier behind `alert` and `confirmationDialog`: while presented it resolves the buttons and
/// the message and asks to be presented. Every button closes it after its action runs, setting the
/// binding back; an alert with no buttons gets OK; no Cancel is added for you.
@usableFromInline
struct AlertModifier: ViewModifier, PrimitiveModifier {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never
  let kind: PresentationRequest.Kind
  let title: (Any?) -> String
  let titleVisibility: Visibility
  let isPresented: () -> Bool
  /// The data to pass to the closures: the item, the `presenting:` value, or the error.
  let data: () -> Any?
  let requiresData: Bool
  let dismiss: () -> Void
  let actions: (Any?) -> AnyView
  let message: ((Any?) -> AnyView)?

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    return Element.alone(content(context)) { element in
      context.attachPresentation(self, to: element)
    }
  }
}

extension AlertModifier: PresentationResolving {
  func presentation(in context: ResolveContext) -> PresentationRequest? {
    let state = context.primitiveState { PresentationState() }
    // An alert not presented reads its binding once and nothing else: most alerts, most of the time.
    guard isPresented() else {
      state.hide(host: context.host)
      return nil
    }
    // The data is captured when the alert shows, and kept while it does.
    if state.presentedID == nil { state.capturedData = data() }
    let captured = state.capturedData
    guard !requiresData || captured != nil else {
      state.hide(host: context.host)
      return nil
    }
    state.show(.shown, host: context.host)
    let inner = PresentationEnvironment.context(
      for: kind, presenting: context, state: state, dismiss: dismiss)
    var request = PresentationRequest(kind: kind, state: state, dismiss: dismiss)
    // The closures read the app's state outside any body: what they read is tracked.
    request.title = ContentReads.tracking { title(captured) }
    request.titleVisibility = titleVisibility
    let actionsView = ContentReads.tracking { actions(captured) }
    request.actions = ScreenBuilder.flattenGroups(inner.appending(slot: "actions").resolve(actionsView))
    if let message {
      let messageView = ContentReads.tracking { message(captured) }
      request.message = inner.appending(slot: "message").resolve(messageView)
    }
    return request
  }
}

// MARK: alert

extension View {
  /// Shows an alert while `isPresented` is true. Every button closes it after its action runs.
  @inlinable
  public consuming func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(AlertModifier.alert(titleKey, isPresented: isPresented, actions: actions))
  }

  /// Shows an alert titled with a string while `isPresented` is true.
  @_disfavoredOverload
  @inlinable
  public consuming func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(AlertModifier.alert(title, isPresented: isPresented, actions: actions))
  }

  /// Shows an alert titled with a text while `isPresented` is true.
  @inlinable
  public consuming func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  )
    -> some View
  {
    modifier(AlertModifier.alert(title, isPresented: isPresented, actions: actions))
  }

  /// Shows an alert with a message while `isPresented` is true.
  @inlinable
  public consuming func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(AlertModifier.alert(titleKey, isPresented: isPresented, actions: actions, message: message))
  }

  /// Shows an alert titled with a string, with a message, while `isPresented` is true.
  @_disfavoredOverload
  @inlinable
  public consuming func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(AlertModifier.alert(title, isPresented: isPresented, actions: actions, message: message))
  }

  /// Shows an alert titled with a text, with a message, while `isPresented` is true.
  @inlinable
  public consuming func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(AlertModifier.alert(title, isPresented: isPresented, actions: actions, message: message))
  }

  /// Shows an alert for data while `isPresented` is true and the data is non-nil; the data is passed
  /// to the closures, and later changes to it are ignored while the alert is up.
  @inlinable
  public consuming func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(AlertModifier.alert(titleKey, isPresented: isPresented, presenting: data, actions: actions))
  }

  /// Shows an alert for data, with a message.
  @inlinable
  public consuming func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.alert(
        titleKey, isPresented: isPresented, presenting: data, actions: actions, message: message))
  }

  /// Shows an alert for data, titled with a text.
  @inlinable
  public consuming func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(AlertModifier.alert(title, isPresented: isPresented, presenting: data, actions: actions))
  }

  /// Shows an alert for data, titled with a string, while `isPresented` is true and the data is
  /// non-nil.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert shows; every button sets it back to false.
  ///   - data: The data passed to `actions`, captured when the alert appears.
  ///   - actions: The alert's buttons for the data.
  /// - Returns: A view that presents the alert.
  @_disfavoredOverload
  @inlinable
  public consuming func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(AlertModifier.alert(title, isPresented: isPresented, presenting: data, actions: actions))
  }

  /// Shows an alert for data, titled with a string, with a message.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert shows; every button sets it back to false.
  ///   - data: The data passed to the closures, captured when the alert appears.
  ///   - actions: The alert's buttons for the data.
  ///   - message: The alert's message for the data.
  /// - Returns: A view that presents the alert.
  @_disfavoredOverload
  @inlinable
  public consuming func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.alert(
        title, isPresented: isPresented, presenting: data, actions: actions, message: message))
  }

  /// Shows an alert for data, titled with a text, with a message.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert shows; every button sets it back to false.
  ///   - data: The data passed to the closures, captured when the alert appears.
  ///   - actions: The alert's buttons for the data.
  ///   - message: The alert's message for the data.
  /// - Returns: A view that presents the alert.
  @inlinable
  public consuming func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier.alert(
        title, isPresented: isPresented, presenting: data, actions: actions, message: message))
  }

  /// Shows an alert titled with a text while `item` is non-nil, with a message (SDK 27).
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - data: The item; the alert shows while it is non-nil, and closing it sets it to nil.
  ///   - actions: The alert's buttons for the item.
  ///   - message: The alert's message for the item.
  /// - Returns: A view that presents the alert.
  @inlinable
  public consuming func alert<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(AlertModifier.alert(title, item: data, actions: actions, message: message))
  }

  /// Shows an alert titled with a string while `item` is non-nil (SDK 27).
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - data: The item; the alert shows while it is non-nil, and closing it sets it to nil.
  ///   - actions: The alert's buttons for the item.
  /// - Returns: A view that presents the alert.
  @_disfavoredOverload
  @inlinable
  public consuming func alert<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(AlertModifier.alert(title, item: data, actions: actions))
  }

  /// Shows an alert while `item` is non-nil, passing the unwrapped value to the closures; closing it
  /// sets the item to nil. The item need not be `Identifiable` (SDK 27).
  @inlinable
  public consuming func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(AlertModifier.alert(titleKey, item: data, actions: actions, message: message))
  }

  /// Shows an alert while `item` is non-nil, without a message.
  @inlinable
  public consuming func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(AlertModifier.alert(titleKey, item: data, actions: actions))
  }

  /// Shows an alert titled with a text while `item` is non-nil.
  @inlinable
  public consuming func alert<A: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    modifier(AlertModifier.alert(title, item: data, actions: actions))
  }

  /// Shows an alert titled with a string while `item` is non-nil.
  @_disfavoredOverload
  @inlinable
  public consuming func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(AlertModifier.alert(title, item: data, actions: actions, message: message))
  }

  /// Shows an alert for an error while `isPresented` is true; its title is the error's description.
  @inlinable
  public consuming func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(AlertModifier.alert(isPresented: isPresented, error: error, actions: actions))
  }

  /// Shows an alert for an error while `isPresented` is true, with actions and a message made from the
  /// error; its title is the error's description.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert shows; every button sets it back to false.
  ///   - error: The error; with none, no alert shows.
  ///   - actions: The alert's buttons for the error.
  ///   - message: The alert's message for the error, such as its recovery suggestion.
  /// - Returns: A view that presents the alert.
  @inlinable
  public consuming func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A,
    @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    modifier(AlertModifier.alert(isPresented: isPresented, error: error, actions: actions, message: message))
  }

  /// Shows an alert while `error` is non-nil; closing it sets the error to nil.
  @inlinable
  public consuming func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A)
    -> some View
  {
    modifier(AlertModifier.alert(error: error, actions: actions))
  }

  /// Shows an alert while `error` is non-nil, with actions and a message made from the error.
  @inlinable
  public consuming func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: @escaping (E) -> A, @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    modifier(AlertModifier.alert(error: error, actions: actions, message: message))
  }

  // MARK: Shared

}

extension AlertModifier {
  static func alertModifier(
    _ kind: PresentationRequest.Kind, _ title: String, visibility: Visibility = .automatic,
    isPresented: Binding<Bool>, actions: some View, message: AnyView?
  ) -> AlertModifier {
    let actionsView = AnyView(actions)
    return AlertModifier(
      kind: kind, title: { _ in title }, titleVisibility: visibility,
      isPresented: { isPresented.wrappedValue },
      data: { nil }, requiresData: false, dismiss: { isPresented.wrappedValue = false },
      actions: { _ in actionsView }, message: Self.message(message))
  }
}

extension AlertModifier {
  static func presentingModifier<T, A: View, M: View>(
    _ kind: PresentationRequest.Kind, _ title: String, _ visibility: Visibility, _ isPresented: Binding<Bool>,
    _ data: T?, _ actions: @escaping (T) -> A, _ message: ((T) -> M)?
  ) -> AlertModifier {
    AlertModifier(
      kind: kind, title: { _ in title }, titleVisibility: visibility,
      isPresented: { isPresented.wrappedValue },
      data: { data }, requiresData: true, dismiss: { isPresented.wrappedValue = false },
      actions: { AnyView(actions($0 as! T)) }, message: Self.message(message))
  }

  /// A message that does not depend on the alert's data, as the alert asks for its message. Not
  /// through `Optional.map`, whose closure, made in main-actor code, would be checked at each call.
  private static func message(_ view: AnyView?) -> ((Any?) -> AnyView)? {
    guard let view else { return nil }
    return { _ in view }
  }

  /// A message made from the alert's data, as the alert asks for its message.
  private static func message<T, M: View>(_ make: ((T) -> M)?) -> ((Any?) -> AnyView)? {
    guard let make else { return nil }
    return { AnyView(make($0 as! T)) }
  }
}

extension AlertModifier {
  static func itemModifier<T, A: View, M: View>(
    _ kind: PresentationRequest.Kind, _ title: @escaping (T) -> String, _ visibility: Visibility,
    _ item: Binding<T?>, _ actions: @escaping (T) -> A, _ message: ((T) -> M)?
  ) -> AlertModifier {
    AlertModifier(
      kind: kind, title: { ($0 as? T).map(title) ?? "" }, titleVisibility: visibility,
      isPresented: { item.wrappedValue != nil }, data: { item.wrappedValue }, requiresData: true,
      dismiss: { item.wrappedValue = nil }, actions: { AnyView(actions($0 as! T)) },
      message: Self.message(message))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension AlertModifier {
  @usableFromInline
  static func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, actions: () -> A)
    -> AlertModifier
  {
    let actionsView = AnyView(actions())
    return AlertModifier(
      kind: .alert, title: { ($0 as? E)?.errorDescription ?? "" }, titleVisibility: .visible,
      isPresented: { isPresented.wrappedValue }, data: { error }, requiresData: true,
      dismiss: { isPresented.wrappedValue = false }, actions: { _ in actionsView }, message: nil)
  }

  @usableFromInline
  static func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, actions: @escaping (E) -> A, message: @escaping (E) -> M
  ) -> AlertModifier {
    AlertModifier(
      kind: .alert, title: { ($0 as? E)?.errorDescription ?? "" }, titleVisibility: .visible,
      isPresented: { isPresented.wrappedValue }, data: { error }, requiresData: true,
      dismiss: { isPresented.wrappedValue = false }, actions: { AnyView(actions($0 as! E)) },
      message: { AnyView(message($0 as! E)) })
  }

  @usableFromInline
  static func alert<E: LocalizedError, A: View>(error: Binding<E?>, actions: () -> A) -> AlertModifier {
    let actionsView = AnyView(actions())
    return AlertModifier(
      kind: .alert, title: { ($0 as? E)?.errorDescription ?? "" }, titleVisibility: .visible,
      isPresented: { error.wrappedValue != nil }, data: { error.wrappedValue }, requiresData: true,
      dismiss: { error.wrappedValue = nil }, actions: { _ in actionsView }, message: nil)
  }

  @usableFromInline
  static func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, actions: @escaping (E) -> A, message: @escaping (E) -> M
  ) -> AlertModifier {
    AlertModifier(
      kind: .alert, title: { ($0 as? E)?.errorDescription ?? "" }, titleVisibility: .visible,
      isPresented: { error.wrappedValue != nil }, data: { error.wrappedValue }, requiresData: true,
      dismiss: { error.wrappedValue = nil }, actions: { AnyView(actions($0 as! E)) },
      message: { AnyView(message($0 as! E)) })
  }

  @usableFromInline
  static func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, actions: () -> A)
    -> AlertModifier
  {
    AlertModifier.alertModifier(
      .alert, InlineMarkdown.render(titleKey), isPresented: isPresented, actions: actions(), message: nil)
  }

  @usableFromInline
  static func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, actions: () -> A)
    -> AlertModifier
  {
    AlertModifier.alertModifier(
      .alert, String(title), isPresented: isPresented, actions: actions(), message: nil)
  }

  @usableFromInline
  static func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, actions: () -> A) -> AlertModifier {
    AlertModifier.alertModifier(
      .alert, title.plainText(locale: .runtimeDefault), isPresented: isPresented, actions: actions(),
      message: nil)
  }

  @usableFromInline
  static func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, actions: () -> A, message: () -> M
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .alert, InlineMarkdown.render(titleKey), isPresented: isPresented, actions: actions(),
      message: AnyView(message()))
  }

  @usableFromInline
  static func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, actions: () -> A, message: () -> M
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .alert, String(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
  }

  @usableFromInline
  static func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, actions: () -> A, message: () -> M
  ) -> AlertModifier {
    AlertModifier.alertModifier(
      .alert, title.plainText(locale: .runtimeDefault), isPresented: isPresented, actions: actions(),
      message: AnyView(message()))
  }

  @usableFromInline
  static func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .alert, InlineMarkdown.render(titleKey), .automatic, isPresented, data, actions,
      nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .alert, InlineMarkdown.render(titleKey), .automatic, isPresented, data, actions, message)
  }

  @usableFromInline
  static func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .alert, title.plainText(locale: .runtimeDefault), .automatic, isPresented, data, actions,
      nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .alert, String(title), .automatic, isPresented, data, actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, actions: @escaping (T) -> A,
    message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.presentingModifier(.alert, String(title), .automatic, isPresented, data, actions, message)
  }

  @usableFromInline
  static func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, actions: @escaping (T) -> A,
    message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.presentingModifier(
      .alert, title.plainText(locale: .runtimeDefault), .automatic, isPresented, data, actions, message)
  }

  @usableFromInline
  static func alert<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    let string = title.plainText(locale: .runtimeDefault)
    return AlertModifier.itemModifier(.alert, { _ in string }, .automatic, data, actions, message)
  }

  @usableFromInline
  static func alert<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, actions: @escaping (T) -> A
  ) -> AlertModifier {
    let string = String(title)
    return AlertModifier.itemModifier(
      .alert, { _ in string }, .automatic, data, actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, actions: @escaping (T) -> A,
    message: @escaping (T) -> M
  ) -> AlertModifier {
    AlertModifier.itemModifier(
      .alert, { _ in InlineMarkdown.render(titleKey) }, .automatic, data, actions, message)
  }

  @usableFromInline
  static func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, actions: @escaping (T) -> A
  ) -> AlertModifier {
    AlertModifier.itemModifier(
      .alert, { _ in InlineMarkdown.render(titleKey) }, .automatic, data, actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func alert<A: View, T>(_ title: Text, item data: Binding<T?>, actions: @escaping (T) -> A)
    -> AlertModifier
  {
    let string = title.plainText(locale: .runtimeDefault)
    return AlertModifier.itemModifier(
      .alert, { _ in string }, .automatic, data, actions, nil as ((T) -> EmptyView)?)
  }

  @usableFromInline
  static func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> AlertModifier {
    let string = String(title)
    return AlertModifier.itemModifier(.alert, { _ in string }, .automatic, data, actions, message)
  }
}
