/// A placeholder for content that is not there: an empty list, a detail before a choice, a trip that
/// was deleted. A title with a symbol, an optional description, and optional actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A placeholder from views.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A placeholder titled with a localized key, a system symbol and an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }

  /// A placeholder titled with a string, a system symbol and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
}

extension ContentUnavailableView: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    let children =
      context.appending(.slot("label")).resolve(label)
      + context.appending(.slot("description")).resolve(description)
      + context.appending(.slot("actions")).resolve(actions)
    return [Element(.unavailable, children: children)]
  }
}
