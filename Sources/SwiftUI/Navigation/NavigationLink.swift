/// A button that navigates: it pushes a value, whose view a `navigationDestination(for:)` provides, or
/// a destination view it carries.
///
/// A value link looks for a destination in the surrounding `NavigationStack`, then within its own
/// column of a `NavigationSplitView`. In a list with a selection of the link's type it selects
/// instead, which is how a split view's sidebar drives the detail column. With nothing to go to, the
/// link does nothing and SwiftUI's message goes to the log. A nil value disables the link.
public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case value(AnyHashable?, type: Any.Type)
    /// A destination view; iOS 13's links also carry a binding that says whether it shows.
    case destination(Destination, isActive: Binding<Bool>?)
  }

  let target: Target
  let label: Label
}

extension NavigationLink where Destination == Never {
  /// The value a link presents, erased: not through `Optional.map`, whose closure, made in a view's
  /// initializer, would be checked for the main actor at each row's link.
  private static func erased<P: Hashable>(_ value: P?) -> AnyHashable? {
    guard let value else { return nil }
    return AnyHashable(value)
  }

  /// A link that presents a value, with a custom label.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(Self.erased(value), type: P.self)
    self.label = label()
  }

  /// A link that presents a value, titled with a localized key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    target = .value(Self.erased(value), type: P.self)
    label = Text(titleKey)
  }

  /// A link that presents a value, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    target = .value(Self.erased(value), type: P.self)
    label = Text(title)
  }
}

extension NavigationLink {
  /// A link that pushes a destination view, with a custom label.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .destination(destination(), isActive: nil)
    self.label = label()
  }

  /// A link that pushes a destination view, titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination)
  where Label == Text {
    target = .destination(destination(), isActive: nil)
    label = Text(titleKey)
  }

  /// A link that pushes a destination view, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination)
  where Label == Text {
    target = .destination(destination(), isActive: nil)
    label = Text(title)
  }

  /// Whether the link's destination replaces the detail column (iOS); accepted.
  @inlinable
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

/// The view a destination link shows, as of the link's last resolution, kept at the link's place.
/// The screen a link pushed holds this rather than a view: it shows the destination the link has
/// now, as SwiftUI's does, and a change to what the destination shows (the state of the view that
/// holds the link) reaches the pushed screen.
///
/// A link is resolved as its content is, which may come after the screen it pushed was resolved (a
/// list builds its rows as it lays them out): a destination that changes while it shows tells what
/// shows it (``LinkPresenter``), which resolves again at another pass of the update, once.
@MainActor
final class LinkDestination: PrimitiveState {
  /// Never changes what the link resolves into: the link holds it, and the stack reads it.
  override class var isReadByContent: Bool { false }

  /// The destination, as a view.
  @exclusivity(unchecked) private(set) var view = AnyView(EmptyView())
  /// The destination as the link last made it, to tell a new one from the same.
  @exclusivity(unchecked) private var made: Any?
  /// What shows the destination, if it was shown: told when it changes.
  @exclusivity(unchecked) weak var presenter: LinkPresenter?
  /// The update in which the presenter was last told: once is enough for each.
  @exclusivity(unchecked) private var toldInUpdate = -1

  /// Takes the link's destination of now.
  ///
  /// - Parameter destination: The destination the link was made with.
  func update<Destination: View>(_ destination: Destination) {
    if let made = made as? Destination, ValueComparison.isEqual(made, destination) { return }
    made = destination
    view = AnyView(destination)
    guard let presenter, let host = owner?.host, toldInUpdate != host.updateNumber else { return }
    toldInUpdate = host.updateNumber
    presenter.linkDestinationChanged(self)
  }
}

/// What shows a destination link's view: a stack that pushed it, a split view that shows it in a
/// column.
@MainActor
protocol LinkPresenter: AnyObject {
  /// A destination this may show changed: where it still shows, resolve it again.
  func linkDestinationChanged(_ destination: LinkDestination)
}

/// Where a link is in the tree: the node whose body holds it and its path there.
struct LinkIdentity: Hashable {
  let node: ObjectIdentifier
  let path: StructuralPath
}

/// A link's `isActive` binding (iOS 13's links, and `tag:selection:` ones): true while its
/// destination shows. Setting it from code shows or takes away the destination; going back sets it
/// to false.
@MainActor
struct LinkActivation {
  let id: LinkIdentity
  let isActive: Binding<Bool>
}

/// A link as resolved: its value, or the destination view it pushes; its label is the element's
/// children. It shows as a button whose tap follows SwiftUI's rule for links
/// (``ScreenBuilder/linkAction(_:scope:)``).
struct LinkContent: ElementContent {
  var value: AnyHashable?
  /// The type of the value, or of the destination view: named only in a warning, so that making a
  /// link (at every run of the body that holds it) writes no type's name.
  var valueType: Any.Type
  var destination: LinkDestination?
  var activation: LinkActivation?

  /// The name of ``valueType``, as SwiftUI's warning gives it.
  var typeName: String { "\(valueType)" }

  /// A link with an `isActive` binding reads it as it is placed.
  var readsStateInLayout: Bool { activation != nil }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureLabel(element, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    // Its activation binding is read as it is placed, and not recorded.
    if activation != nil { builder.layoutReads?.markIncomplete() }
    let tap = builder.linkAction(self, scope: scope)
    if let activation, let tap, activation.isActive.wrappedValue,
      !builder.isShowing(activation.id, scope: scope)
    {
      // A binding set to true by code shows the destination as a tap would, after this update.
      builder.host.enqueueAction(tap)
    }
    return builder.placeButton(element, at: origin, width: width, scope: scope, tap: tap) { node in
      node.marks.insert(.link)
    }
  }
}

extension Element {
  /// The value of the navigation link this row is, if it is one.
  var linkValue: AnyHashable? { link?.value }

  /// The navigation link this row is: its content, or the only child of a transparent wrapper.
  var link: LinkContent? {
    if let link = content(as: LinkContent.self) { return link }
    if content.isTransparent, children.count == 1 { return children[0].link }
    return nil
  }
}

extension NavigationLink: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let info: LinkContent
    switch target {
    case .value(let value, let type):
      info = LinkContent(value: value, valueType: type, destination: nil)
    case .destination(let destination, let isActive):
      let activation = isActive.map { binding in
        LinkActivation(
          id: LinkIdentity(node: ObjectIdentifier(context.node), path: context.path), isActive: binding)
      }
      let shown = context.primitiveState { LinkDestination() }
      shown.update(destination)
      info = LinkContent(value: nil, valueType: Destination.self, destination: shown, activation: activation)
    }
    let element = Element(info, children: context.appending(slot: "label").resolve(label))
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    if case .value(nil, _) = target { element.traits.isDisabled = true }
    return element
  }
}
