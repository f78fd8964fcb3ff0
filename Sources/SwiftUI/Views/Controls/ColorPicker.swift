/// A control for choosing a colour.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ```
///
/// It shows as a colour well beside its label: the test host finds it among `colorWells`, with the
/// colour's name as its value, and sets it with `adjust(toPickerWheelValue:)` given the name of one
/// of the system colours ("red", "blue"…), as a person picks one from the grid. There is no system
/// colour sheet here: a tap does nothing.
public struct ColorPicker<Label: View>: View {
  @usableFromInline let selection: Binding<Color>
  @usableFromInline let label: Label

  /// A colour picker with a custom label.
  ///
  /// - Parameters:
  ///   - selection: The chosen colour.
  ///   - supportsOpacity: Whether the opacity can be chosen; accepted.
  ///   - label: What the colour is for.
  @inlinable
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What the colour is for.
  ///   - selection: The chosen colour.
  ///   - supportsOpacity: Whether the opacity can be chosen; accepted.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the colour is for.
  ///   - selection: The chosen colour.
  ///   - supportsOpacity: Whether the opacity can be chosen; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    ContentReads.markVolatile()
    let labelElements = context.appending(slot: "label").resolve(label)
    let element = Element(ColorPickerContent(selection: selection), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A colour picker as resolved: its binding; its label is the element's children.
struct ColorPickerContent: ElementContent {
  var selection: Binding<Color>

  /// The colours of the picker's grid, by name.
  static let palette: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray,
    .black, .white,
  ]

  var readsStateInLayout: Bool { true }
  /// It reads its binding alone, which layout records.
  var recordsLayoutReads: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? TextMetrics.idealWidth(of: element.readableText) + 60, height: 34)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = CGSize(width: width, height: 34)
    var node = builder.makeNode(
      .colorWell, element.readableText, CGRect(origin: origin, size: size), for: element)
    let color = selection.wrappedValue
    node.value = color.description
    node.facts.foreground = color
    let selection = selection
    builder.setActions(node) {
      $0.adjustValue = { name in
        if let color = Self.palette.first(where: { $0.description == name }) {
          selection.wrappedValue = color
        }
      }
      // The terminal's + and − go through the system colours in order.
      let index = Self.palette.firstIndex(of: selection.wrappedValue) ?? -1
      $0.increment = { selection.wrappedValue = Self.palette[(index + 1) % Self.palette.count] }
      $0.decrement = {
        selection.wrappedValue = Self.palette[(index - 1 + Self.palette.count) % Self.palette.count]
      }
    }
    return ([node], size)
  }
}
