/// A title with an icon. In a button, toolbar or list the title is what people read and what the test
/// host matches; the icon is the symbol's name.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    title = Text(titleKey)
    icon = Image(systemName: name)
  }

  /// A label with a string title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }

  /// A label with a localized title and an image from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    title = Text(titleKey)
    icon = Image(name)
  }
}

extension Label: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    let iconElements = context.appending(.slot("icon")).resolve(icon)
    let titleElements = context.appending(.slot("title")).resolve(title)
    return [Element(.label, children: iconElements + titleElements)]
  }
}
