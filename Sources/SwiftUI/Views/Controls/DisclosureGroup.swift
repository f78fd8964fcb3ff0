/// A view that shows or hides its content behind a disclosure triangle.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug", isOn: $debug)
/// }
/// ```
///
/// The label and the triangle are one control: a tap flips it. The test host finds it among
/// `disclosureTriangles` by its label, with value "1" while expanded and "0" while collapsed; the
/// content exists only while expanded, indented below the label. Without a binding the group keeps
/// its own state, collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View {
  @usableFromInline let isExpanded: Binding<Bool>?
  @usableFromInline let content: () -> Content
  @usableFromInline let label: Label

  /// A disclosure group with a custom label that keeps its own expanded state.
  ///
  /// - Parameters:
  ///   - content: What the group shows when expanded.
  ///   - label: What the group is.
  @inlinable
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = nil
    self.content = content
    self.label = label()
  }

  /// A disclosure group with a custom label whose expanded state is a binding.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the content shows.
  ///   - content: What the group shows when expanded.
  ///   - label: What the group is.
  @inlinable
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.content = content
    self.label = label()
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What the group is.
  ///   - content: What the group shows when expanded.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A disclosure group titled with a string.
  ///
  /// - Parameters:
  ///   - label: What the group is.
  ///   - content: What the group shows when expanded.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// A disclosure group titled with a localized key, expanded while a binding is true.
  ///
  /// - Parameters:
  ///   - titleKey: What the group is.
  ///   - isExpanded: Whether the content shows.
  ///   - content: What the group shows when expanded.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A disclosure group titled with a string, expanded while a binding is true.
  ///
  /// - Parameters:
  ///   - label: What the group is.
  ///   - isExpanded: Whether the content shows.
  ///   - content: What the group shows when expanded.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// The expanded state of a disclosure group that has no binding.
@MainActor
final class DisclosureState: PrimitiveState {
  var isExpanded = false
}

extension DisclosureGroup: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let labelElements = context.appending(slot: "label").resolve(label)
    let expanded: Bool
    let toggle: () -> Void
    if let isExpanded {
      ContentReads.markVolatile()
      expanded = isExpanded.wrappedValue
      toggle = { isExpanded.wrappedValue.toggle() }
    } else {
      let state = context.primitiveState { DisclosureState() }
      expanded = state.isExpanded
      toggle = { [weak state] in
        state?.isExpanded.toggle()
        state?.contentChanged()
      }
    }
    var contentContext = context.appending(slot: "content")
    contentContext.isLazy = false
    let contentElements = expanded ? contentContext.resolve(ContentReads.tracking(content)) : []
    let info = DisclosureContent(isExpanded: expanded, toggle: toggle, labelCount: labelElements.count)
    let element = Element(info, children: labelElements + contentElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A disclosure group as resolved: whether it is expanded and how to flip it; its children are the
/// label's elements, then the content's while expanded. The label is one row; the content follows,
/// indented.
struct DisclosureContent: ElementContent {
  var isExpanded: Bool
  var toggle: () -> Void
  var labelCount: Int

  static let indent: CGFloat = 20

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let label = Array(element.children.prefix(labelCount)).map(\.readableText).concatenated(separator: " ")
    let content = Array(element.children.dropFirst(labelCount))
    let inner = builder.measureColumn(content, width: width.map { max(0, $0 - Self.indent) })
    let headerWidth = TextMetrics.idealWidth(of: label) + TextMetrics.iconWidth
    let contentHeight = content.isEmpty ? 0 : inner.height + TextMetrics.defaultSpacing
    return CGSize(width: width ?? max(headerWidth, inner.width + Self.indent), height: 34 + contentHeight)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = measure(element, width: width, in: builder)
    let label = Array(element.children.prefix(labelCount)).map(\.readableText).concatenated(separator: " ")
    var triangle = builder.makeNode(
      .disclosureTriangle, label, CGRect(x: origin.x, y: origin.y, width: width, height: 34), for: element)
    triangle.value = isExpanded ? "1" : "0"
    let toggle = toggle
    builder.setActions(triangle) { $0.tap = toggle }
    let content = Array(element.children.dropFirst(labelCount))
    guard !content.isEmpty else { return ([triangle], size) }
    let placed = builder.placeColumn(
      content, origin: CGPoint(x: origin.x + Self.indent, y: origin.y + 34 + TextMetrics.defaultSpacing),
      width: max(0, width - Self.indent), height: max(0, height - 34), spacing: nil, scope: scope)
    return ([triangle] + placed.nodes, size)
  }
}
