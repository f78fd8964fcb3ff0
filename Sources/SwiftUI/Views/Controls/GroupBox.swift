/// A box that collects related content, with an optional label above it: on iOS a rounded,
/// tinted rectangle with the label as its headline.
///
/// ```swift
/// GroupBox("Notifications") {
///     Toggle("Push notifications", isOn: $pushes)
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let content: Content

  /// A group box with a label of the app's.
  ///
  /// - Parameters:
  ///   - content: What the box holds.
  ///   - label: The box's title.
  @inlinable
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A group box with a label view, the form of iOS 14.
  ///
  /// - Parameters:
  ///   - label: The box's title.
  ///   - content: What the box holds.
  @inlinable
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
}

extension GroupBox where Label == EmptyView {
  /// A group box without a label.
  ///
  /// - Parameter content: What the box holds.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// A group box titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The box's title.
  ///   - content: What the box holds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A group box titled with a string.
  ///
  /// - Parameters:
  ///   - title: The box's title.
  ///   - content: What the box holds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension GroupBox: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    context.appending(slot: "groupBox").resolve(
      VStack(alignment: .leading, spacing: 8) {
        label.font(.headline)
        content
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 8)))
  }
}
