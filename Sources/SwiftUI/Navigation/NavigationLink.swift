/// A button that navigates: it pushes a value, whose view a `navigationDestination(for:)` provides, or
/// a destination view it carries.
///
/// A value link looks for a destination in the surrounding `NavigationStack`, then within its own
/// column of a `NavigationSplitView`. In a list with a selection of the link's type it selects
/// instead, which is how a split view's sidebar drives the detail column. With nothing to go to, the
/// link does nothing and SwiftUI's message goes to the log. A nil value disables the link.
public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case value(AnyHashable?, typeName: String)
    case destination(Destination)
  }

  let target: Target
  let label: Label
}

extension NavigationLink where Destination == Never {
  /// A link that presents a value, with a custom label.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(value.map { AnyHashable($0) }, typeName: "\(P.self)")
    self.label = label()
  }

  /// A link that presents a value, titled with a localized key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    target = .value(value.map { AnyHashable($0) }, typeName: "\(P.self)")
    label = Text(titleKey)
  }

  /// A link that presents a value, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    target = .value(value.map { AnyHashable($0) }, typeName: "\(P.self)")
    label = Text(title)
  }
}

extension NavigationLink {
  /// A link that pushes a destination view, with a custom label.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .destination(destination())
    self.label = label()
  }

  /// A link that pushes a destination view, titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination)
  where Label == Text {
    target = .destination(destination())
    label = Text(titleKey)
  }

  /// A link that pushes a destination view, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination)
  where Label == Text {
    target = .destination(destination())
    label = Text(title)
  }

  /// Whether the link's destination replaces the detail column (iOS); accepted.
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

/// A link as resolved: its value, or the destination view it pushes; its label is the element's
/// children. It shows as a button whose tap follows SwiftUI's rule for links
/// (``ScreenBuilder/linkAction(_:scope:)``).
struct LinkContent: ElementContent {
  var value: AnyHashable?
  var typeName: String
  var destination: AnyView?

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureLabel(element, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let tap = builder.linkAction(self, scope: scope)
    return builder.placeButton(element, at: origin, width: width, scope: scope, tap: tap) { node in
      node.marks.insert(.link)
    }
  }
}

extension Element {
  /// The value of the navigation link this row is, if it is one.
  var linkValue: AnyHashable? {
    if let link = content as? LinkContent { return link.value }
    if content.isTransparent, children.count == 1 { return children[0].linkValue }
    return nil
  }
}

extension NavigationLink: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    let info: LinkContent
    switch target {
    case .value(let value, let typeName):
      info = LinkContent(value: value, typeName: typeName, destination: nil)
    case .destination(let destination):
      info = LinkContent(value: nil, typeName: "\(Destination.self)", destination: AnyView(destination))
    }
    let element = Element(info, children: context.appending(.slot("label")).resolve(label))
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    if case .value(nil, _) = target { element.traits.isDisabled = true }
    return [element]
  }
}
