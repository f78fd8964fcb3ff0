/// A control that turns a Boolean on and off. A tap flips it.
public struct Toggle<Label: View>: View {
  @usableFromInline let isOn: Binding<Bool>
  @usableFromInline let label: Label

  /// A toggle with a custom label.
  @inlinable
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// A toggle titled with a localized key and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let labelElements = context.appending(slot: "label").resolve(label)
    var asButton = false
    switch context.environment.toggleStyleChoice {
    case .builtIn(let kind):
      asButton = kind == .button
    case .custom(let make):
      let configuration = ToggleStyleConfiguration(label: .init(elements: labelElements), isOn: isOn)
      return context.appending(slot: "style")
        .updatingEnvironment { $0.toggleStyleChoice = .builtIn(.automatic) }
        .resolve(make(configuration))
    }
    let element = Element(ToggleContent(isOn: isOn, asButton: asButton), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return [element]
  }
}

/// A toggle as resolved: its binding; its label is the element's children. It shows as a switch
/// whose value is "1" or "0", read when it is placed.
struct ToggleContent: ElementContent {
  var isOn: Binding<Bool>
  /// Drawn in the button style: a button, selected while on.
  var asButton = false

  var readsStateInLayout: Bool { true }
  /// It reads its binding alone, which layout records.
  var recordsLayoutReads: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? TextMetrics.idealWidth(of: element.readableText) + 60, height: 31)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = CGSize(width: width, height: 31)
    var node = builder.makeNode(
      asButton ? .button : .toggle, element.readableText, CGRect(origin: origin, size: size), for: element)
    let on = isOn.wrappedValue
    node.value = on ? "1" : "0"
    if asButton {
      node.isSelected = on
      node.facts.controlStyle = "button"
    }
    let binding = isOn
    builder.setActions(node) { $0.tap = { binding.wrappedValue.toggle() } }
    return ([node], size)
  }
}
