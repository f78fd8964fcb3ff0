/// A view that shows progress toward completing a task: a bar filled to a fraction, or, when the
/// amount is unknown, an activity indicator.
///
/// ```swift
/// ProgressView("Uploading", value: sent, total: size)
/// ProgressView()                    // indeterminate
/// ```
///
/// As on iOS, a determinate progress view is a progress indicator whose value is the completed
/// percentage ("40%"); an indeterminate one is an activity indicator. A value outside `0...total` is
/// clamped; a `nil` value makes the view indeterminate.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// A progress view showing a value out of a total, with a label and a label for the current value.
  ///
  /// - Parameters:
  ///   - value: The completed amount, or nil while it is unknown.
  ///   - total: The full amount; 1 by default.
  ///   - label: What the task is.
  ///   - currentValueLabel: The completed amount in words, such as "3 of 10 files".
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
    guard let value, total > 0 else { return nil }
    return min(1, max(0, Double(value) / Double(total)))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a label.
  ///
  /// - Parameter label: What the task is.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A progress view showing a value out of a total, with a label.
  ///
  /// - Parameters:
  ///   - value: The completed amount, or nil while it is unknown.
  ///   - total: The full amount; 1 by default.
  ///   - label: What the task is.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: an activity indicator.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A progress view showing a value out of a total.
  ///
  /// - Parameters:
  ///   - value: The completed amount, or nil while it is unknown.
  ///   - total: The full amount; 1 by default.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view titled with a localized key.
  ///
  /// - Parameter titleKey: What the task is.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// An indeterminate progress view titled with a string.
  ///
  /// - Parameter title: What the task is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// A progress view titled with a localized key, showing a value out of a total.
  ///
  /// - Parameters:
  ///   - titleKey: What the task is.
  ///   - value: The completed amount, or nil while it is unknown.
  ///   - total: The full amount; 1 by default.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// A progress view titled with a string, showing a value out of a total.
  ///
  /// - Parameters:
  ///   - title: What the task is.
  ///   - value: The completed amount, or nil while it is unknown.
  ///   - total: The full amount; 1 by default.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let label = label.map { context.appending(slot: "label").resolve($0) } ?? []
    let current = currentValueLabel.map { context.appending(slot: "current").resolve($0) } ?? []
    return [Element(ProgressContent(fraction: fraction, currentValue: current), children: label)]
  }
}

/// A progress view as resolved: its fraction (nil while indeterminate) and its current-value label;
/// its label is the element's children. Its label sits on the first line and its bar on the next; an
/// indeterminate one is one line.
struct ProgressContent: ElementContent {
  var fraction: Double?
  var currentValue: [Element]

  func isFlexibleWidth(_ element: Element) -> Bool { fraction != nil }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let title = element.readableText
    let lines: CGFloat = fraction == nil || title.isEmpty ? 1 : 2
    let ideal = TextMetrics.idealWidth(of: title) + (fraction == nil ? TextMetrics.iconWidth : 0)
    return CGSize(width: width ?? max(ideal, 120), height: lines * TextMetrics.lineHeight)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = measure(element, width: fraction == nil ? nil : width, in: builder)
    let role: ScreenRole = fraction == nil ? .activityIndicator : .progressIndicator
    var node = builder.makeNode(role, element.readableText, CGRect(origin: origin, size: size), for: element)
    node.facts.fractionCompleted = fraction
    let spoken = currentValue.map(\.readableText).filter { !$0.isEmpty }.concatenated(separator: " ")
    if let fraction {
      node.value = spoken.isEmpty ? "\(Int((fraction * 100).rounded()))%" : spoken
    } else {
      node.value = spoken.isEmpty ? "in progress" : spoken
    }
    return ([node], size)
  }
}

/// How a progress view draws: the hosts draw every style as a bar or a spinner.
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

/// The platform's choice: a bar when the amount is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
}

/// A bar that fills from the leading edge.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
}

/// A spinner, or a ring that fills.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's choice.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets the style of progress views in this view. Accepted; the hosts draw a bar or a spinner.
  ///
  /// - Parameter style: The style.
  /// - Returns: This view.
  @inlinable
  public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
