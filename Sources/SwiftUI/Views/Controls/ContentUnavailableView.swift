/// A placeholder for content that is not there: an empty list, a detail before a choice, a trip that
/// was deleted. A title with a symbol, an optional description, and optional actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let description: Description
  @usableFromInline let actions: Actions

  /// A placeholder from views.
  @inlinable
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
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let children =
      context.appending(slot: "label").resolve(label)
      + context.appending(slot: "description").resolve(description)
      + context.appending(slot: "actions").resolve(actions)
    return [Element(UnavailableContent(), children: children)]
  }
}

/// A `ContentUnavailableView` as resolved: its label, description and actions are the element's
/// children, centred in the space it fills, the symbol above the title.
struct UnavailableContent: ElementContent {
  /// As an overlay (the usual place of `ContentUnavailableView.search`), it takes the whole frame of
  /// the list it covers and centres itself there, as SwiftUI's fills the space it is offered.
  var fillsOfferedSpace: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureColumn(element.children, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let frame = CGRect(x: origin.x, y: origin.y, width: width, height: max(height, 120))
    var group = builder.makeNode(.group, "", frame, for: element)
    var y = origin.y + max(0, height / 2 - 60)
    for piece in builder.flatten(element.children) {
      if piece.contentIs(LabelContent.self) {
        if let icon = piece.firstImageName {
          group.children.append(
            builder.makeNode(.image, icon, CGRect(x: origin.x + width / 2 - 12, y: y, width: 24, height: 22)))
          y += 30
        }
        let title = CGRect(x: origin.x, y: y, width: width, height: TextMetrics.lineHeight)
        group.children.append(builder.makeNode(.staticText, piece.readableText, title))
        y += TextMetrics.lineHeight + 6
      } else {
        // Each piece centred under the title, as wide as it wants to be.
        let pieceWidth = min(width, builder.measure(piece, width: width).width)
        var placed = builder.place(
          piece, origin: CGPoint(x: origin.x + (width - pieceWidth) / 2, y: y), width: pieceWidth,
          height: height, scope: ScreenBuilder.Scope())
        group.children.append(moving: &placed.nodes)
        y += placed.size.height + 6
      }
    }
    group.label = element.children.first?.readableText ?? ""
    group.marks.insert(.contentUnavailable)
    return ([group], frame.size)
  }
}
