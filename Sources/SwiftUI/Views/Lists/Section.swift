/// A group of rows in a list or form, with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section titled with a string, such as a month: `Section(month.formatted(…))`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

// MARK: The forms of iOS 13, with the header and footer as view values

extension Section {
  /// A section with a header and a footer given as views, before the content.
  ///
  /// - Parameters:
  ///   - header: A view to use as the section's header.
  ///   - footer: A view to use as the section's footer.
  ///   - content: The section's content.
  @available(*, deprecated, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header given as a view, before the content.
  ///
  /// - Parameters:
  ///   - header: A view to use as the section's header.
  ///   - content: The section's content.
  @available(*, deprecated, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = EmptyView()
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer given as a view, before the content.
  ///
  /// - Parameters:
  ///   - footer: A view to use as the section's footer.
  ///   - content: The section's content.
  @available(*, deprecated, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    header = EmptyView()
    self.content = content()
    self.footer = footer
  }
}

extension Section: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    var plain = context
    plain.isLazy = false
    let info = SectionContent(
      header: plain.appending(.slot("header")).resolve(header),
      footer: plain.appending(.slot("footer")).resolve(footer))
    return [Element(info, children: context.appending(.slot("content")).resolve(content))]
  }
}

/// Marks a type as a `Section`, so that a lazy list knows a `ForEach` of sections holds several rows
/// per element.
protocol SectionMarker {}
extension Section: SectionMarker {}

/// A section as resolved: its header and footer; its rows are the element's children. In a list each
/// row is a cell under the header (``ScreenBuilder/visitRows``); elsewhere the three are a column.
struct SectionContent: ElementContent {
  var header: [Element]
  var footer: [Element]

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureColumn(element.children, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    var nodes: [ScreenNode] = []
    var y = origin.y
    let gap = TextMetrics.defaultSpacing
    func column(_ part: [Element], at top: CGFloat, in builder: inout ScreenBuilder) -> CGFloat {
      let placed = builder.placeColumn(
        part, origin: CGPoint(x: origin.x, y: top), width: width, height: height, spacing: nil, scope: scope)
      nodes += placed.nodes
      return placed.height
    }
    if !header.isEmpty { y += column(header, at: y, in: &builder) + gap }
    y += column(element.children, at: y, in: &builder)
    if !footer.isEmpty { y += column(footer, at: y + gap, in: &builder) + gap }
    return (nodes, CGSize(width: width, height: y - origin.y))
  }
}
