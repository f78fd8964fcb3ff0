/// A label beside a value, as in a settings row: "Version … 2.1".
///
/// ```swift
/// LabeledContent("Total", value: "$42")
/// LabeledContent("Rating") { Text("★★★★") }
/// ```
///
/// The label sits at the leading edge and the value at the trailing edge, in the secondary colour;
/// the test host sees both as static texts (or whatever the content is).
public struct LabeledContent<Label: View, Content: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let content: Content

  /// Labeled content with a custom label.
  ///
  /// - Parameters:
  ///   - content: The value.
  ///   - label: What the value is.
  @inlinable
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
}

extension LabeledContent where Label == Text {
  /// Labeled content titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What the value is.
  ///   - content: The value.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Labeled content titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is.
  ///   - content: The value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A label beside a string value.
  ///
  /// - Parameters:
  ///   - titleKey: What the value is.
  ///   - value: The value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A label beside a string value, titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is.
  ///   - value: The value.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A label beside a value written with a format style.
  ///
  /// - Parameters:
  ///   - titleKey: What the value is.
  ///   - value: The value.
  ///   - format: How to write it.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A label beside a value written with a format style, titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is.
  ///   - value: The value.
  ///   - format: How to write it.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let labelElements = context.appending(slot: "label").resolve(label)
    // The content's node keeps its elements: the colour is given to copies.
    let valueElements = Element.writable(context.appending(slot: "content").resolve(content))
    for element in valueElements where element.traits.foreground == nil {
      element.traits.foreground = Color.secondary
    }
    return [
      Element(LabeledContentContent(labelCount: labelElements.count), children: labelElements + valueElements)
    ]
  }
}

/// Labeled content as resolved: its children are the label's elements, then the value's, drawn in the
/// secondary colour. The label takes the leading side and the value the trailing one.
struct LabeledContentContent: ElementContent {
  var labelCount: Int

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let label = builder.measureColumn(Array(element.children.prefix(labelCount)), width: nil)
    let value = builder.measureColumn(Array(element.children.dropFirst(labelCount)), width: nil)
    let ideal = label.width + TextMetrics.defaultSpacing * 2 + value.width
    return CGSize(width: width ?? ideal, height: max(label.height, value.height, TextMetrics.lineHeight))
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = measure(element, width: width, in: builder)
    let labelPart = Array(element.children.prefix(labelCount))
    let valuePart = Array(element.children.dropFirst(labelCount))
    let valueWidth = min(builder.measureColumn(valuePart, width: nil).width, width / 2)
    var nodes = builder.placeColumn(
      labelPart, origin: origin, width: max(0, width - valueWidth - TextMetrics.defaultSpacing),
      height: size.height, spacing: nil, scope: scope
    ).nodes
    var value = builder.placeColumn(
      valuePart, origin: CGPoint(x: origin.x + width - valueWidth, y: origin.y), width: valueWidth,
      height: size.height, spacing: nil, scope: scope)
    nodes.append(moving: &value.nodes)
    return (nodes, size)
  }
}
