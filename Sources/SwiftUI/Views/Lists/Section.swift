/// A group of rows in a list or form, with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  @usableFromInline let header: Parent
  @usableFromInline let content: Content
  @usableFromInline let footer: Footer

  /// A section with a header and a footer.
  @inlinable
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
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self, section: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var plain = context
    plain.isLazy = false
    let info = SectionContent(
      header: plain.appending(slot: "header").resolve(header),
      footer: plain.appending(slot: "footer").resolve(footer))
    return [Element(info, children: context.appending(slot: "content").resolve(content))]
  }
}

/// Marks a type as a `Section`, so that a lazy list knows a `ForEach` of sections holds several rows
/// per element.
/// A `Section` as a list sees it among a `ForEach`'s items.
@MainActor
protocol SectionMarker {
  /// What the list needs of the section to pass over it, when that is known without resolving it.
  var outline: SectionOutline? { get }
}

extension SectionMarker {
  /// The outline of a view known to be of this type (the conformance cache found it), read where the
  /// view lies, as ``PrimitiveView/resolve(_:in:)`` does.
  static func outline<V>(of view: V) -> SectionOutline? {
    withValue(view, as: Self.self) { $0.outline }
  }
}

/// Which view types a list reads without resolving them, as their `View` conformance says (see
/// ``View/_runtimeView``), remembered per type: casting a generic view to an existential checks a
/// conditional conformance (a `ForEach`'s) at every call, and the first cast of each type scans every
/// conformance in the process; a list of a hundred sections asks for each section's outline.
@MainActor
enum ListConformances {
  private static let sections = TypeTable<(any SectionMarker.Type)?>()
  private static let counted = TypeTable<(any ListRowCounting.Type)?>()

  /// The section conformance of a view type, if it is a `Section`.
  static func section<V: View>(_ type: V.Type) -> (any SectionMarker.Type)? {
    sections.value(for: ObjectIdentifier(type)) { V._runtimeView?.section }
  }

  /// The number of rows a view makes in a list, when that is known without resolving it.
  static func rowCount<V: View>(of view: V) -> Int? {
    counted.value(for: ObjectIdentifier(V.self)) { V._runtimeView?.rowCounting }?.rowCount(of: view)
  }
}

extension Section: SectionMarker {
  /// Known when the rows are one `ForEach`'s and the header and footer are text or nothing.
  var outline: SectionOutline? {
    guard let rows = ListConformances.rowCount(of: content),
      let hasHeader = Self.isText(Parent.self), let hasFooter = Self.isText(Footer.self)
    else { return nil }
    return SectionOutline(rows: rows, hasHeader: hasHeader, hasFooter: hasFooter)
  }

  /// True for a text, false for nothing, nil for any other view (its height is not known unbuilt).
  private static func isText<V: View>(_ type: V.Type) -> Bool? {
    if type == EmptyView.self { return false }
    if type == Text.self { return true }
    return nil
  }
}

/// A section of a list as far as its height goes: a list passes over a section outside its viewport
/// by its outline instead of resolving it (a list of a hundred months builds only those it shows).
struct SectionOutline {
  let rows: Int
  let hasHeader: Bool
  let hasFooter: Bool

  /// The height the list gives the section: its header and footer, a row's height per row, and
  /// the gap after it (as ``ScreenBuilder`` lays a section out).
  var height: CGFloat {
    let texts = CGFloat((hasHeader ? 1 : 0) + (hasFooter ? 1 : 0))
    return texts * TextMetrics.sectionHeaderHeight + CGFloat(rows) * TextMetrics.rowHeight
      + ScreenBuilder.sectionGap
  }
}

/// A section's outline once it has been looked for: `outline` is nil for a section that has none.
struct KnownOutline {
  let outline: SectionOutline?
}

/// A view whose rows in a list are counted without resolving it: a `ForEach` makes one row per item.
@MainActor
protocol ListRowCounting {
  var listRowCount: Int { get }
}

extension ListRowCounting {
  /// The row count of a view known to be of this type (see ``SectionMarker/outline(of:)``).
  static func rowCount<V>(of view: V) -> Int {
    withValue(view, as: Self.self) { $0.listRowCount }
  }
}

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
      var placed = builder.placeColumn(
        part, origin: CGPoint(x: origin.x, y: top), width: width, height: height, spacing: nil, scope: scope)
      nodes.append(moving: &placed.nodes)
      return placed.height
    }
    if !header.isEmpty { y += column(header, at: y, in: &builder) + gap }
    y += column(element.children, at: y, in: &builder)
    if !footer.isEmpty { y += column(footer, at: y + gap, in: &builder) + gap }
    return (nodes, CGSize(width: width, height: y - origin.y))
  }
}
