/// A view that shows a value within a range, such as a battery's charge.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }
/// ```
///
/// As on iOS, a gauge is a progress indicator: the test host finds it among `progressIndicators`, its
/// value the current-value label (or the percentage of the range) and its `fractionCompleted` the
/// position in the range. Every gauge style is drawn as a bar.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?

  init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
    self.label = label
    currentValueLabel = current
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range; 0...1 by default.
  ///   - label: What the value is.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a label for its current value.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range; 0...1 by default.
  ///   - label: What the value is.
  ///   - currentValueLabel: The value in words.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel())
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with labels for its value and the ends of its range. The end labels are accepted and
  /// not drawn.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range; 0...1 by default.
  ///   - label: What the value is.
  ///   - currentValueLabel: The value in words.
  ///   - minimumValueLabel: What the lower end means.
  ///   - maximumValueLabel: What the upper end means.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel())
  }
}

extension Gauge: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let label = context.appending(slot: "label").resolve(label)
    let current = currentValueLabel.map { context.appending(slot: "current").resolve($0) } ?? []
    return [Element(ProgressContent(fraction: fraction, currentValue: current), children: label)]
  }
}

/// How a gauge draws. Every style is accepted; the hosts draw a bar.
@MainActor @preconcurrency
public protocol GaugeStyle {}

/// The platform's choice.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar that fills to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A ring, as in a widget. Drawn as a bar here.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A thin bar with a marker, as in a widget.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's choice.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar that fills.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A ring.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension View {
  /// Sets the style of the gauges in this view. Accepted; the hosts draw a bar.
  ///
  /// - Parameter style: The style.
  /// - Returns: This view.
  @inlinable
  public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
