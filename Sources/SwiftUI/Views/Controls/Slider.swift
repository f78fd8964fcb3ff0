/// A control for choosing a value from a bounded range by dragging a thumb along a track.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// ```
///
/// As XCUITest reports it, a slider's value is its position as a percentage ("50%"); the test host
/// moves it with `adjust(toNormalizedSliderPosition:)`, and `increment()`/`decrement()` move it by a
/// step (a tenth of the range without one). `onEditingChanged` is called with `true` when a drag
/// begins and `false` when it ends.
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label?
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let model: SliderModel

  init(model: SliderModel, label: Label?, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
    self.model = model
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }
}

extension Slider {
  /// A slider with a label and labels at the ends of its track.
  ///
  /// - Parameters:
  ///   - value: The chosen value.
  ///   - bounds: The range of values.
  ///   - label: What the slider chooses.
  ///   - minimumValueLabel: What the lower end means.
  ///   - maximumValueLabel: What the upper end means.
  ///   - onEditingChanged: Called with `true` when a drag begins, `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  /// A slider that moves by a step, with a label and labels at the ends of its track.
  ///
  /// - Parameters:
  ///   - value: The chosen value.
  ///   - bounds: The range of values.
  ///   - step: The distance between the values it can take.
  ///   - label: What the slider chooses.
  ///   - minimumValueLabel: What the lower end means.
  ///   - maximumValueLabel: What the upper end means.
  ///   - onEditingChanged: Called with `true` when a drag begins, `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(
        value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  ///
  /// - Parameters:
  ///   - value: The chosen value.
  ///   - bounds: The range of values.
  ///   - label: What the slider chooses.
  ///   - onEditingChanged: Called with `true` when a drag begins, `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// A slider that moves by a step, with a label.
  ///
  /// - Parameters:
  ///   - value: The chosen value.
  ///   - bounds: The range of values.
  ///   - step: The distance between the values it can take.
  ///   - label: What the slider chooses.
  ///   - onEditingChanged: Called with `true` when a drag begins, `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(
        value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider without a label.
  ///
  /// - Parameters:
  ///   - value: The chosen value.
  ///   - bounds: The range of values; 0...1 by default.
  ///   - onEditingChanged: Called with `true` when a drag begins, `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
      label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// A slider that moves by a step, without a label.
  ///
  /// - Parameters:
  ///   - value: The chosen value.
  ///   - bounds: The range of values.
  ///   - step: The distance between the values it can take.
  ///   - onEditingChanged: Called with `true` when a drag begins, `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(
        value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
      label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Slider: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let labelElements = label.map { context.appending(slot: "label").resolve($0) } ?? []
    let minimum = minimumValueLabel.map { context.appending(slot: "min").resolve($0) } ?? []
    let maximum = maximumValueLabel.map { context.appending(slot: "max").resolve($0) } ?? []
    let ends = [minimum, maximum].map { $0.map(\.readableText).concatenated(separator: " ") }
    let element = Element(SliderContent(model: model, ends: (ends[0], ends[1])), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A slider's binding, type-erased to positions from 0 to 1 between its bounds.
@MainActor
struct SliderModel {
  var position: () -> Double
  var setPosition: (Double) -> Void
  /// A step as a fraction of the range, or nil.
  var stepFraction: Double?
  var onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void
  ) {
    let lower = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - lower
    position = { span > 0 ? min(1, max(0, (Double(value.wrappedValue) - lower) / span)) : 0 }
    setPosition = { position in
      var raw = lower + min(1, max(0, position)) * span
      if let step, step > 0 { raw = lower + (((raw - lower) / step).rounded() * step) }
      value.wrappedValue = V(min(lower + span, raw))
    }
    stepFraction = step.flatMap { span > 0 && $0 > 0 ? $0 / span : nil }
    nonisolated(unsafe) let changed = onEditingChanged
    self.onEditingChanged = { changed($0) }
  }

  /// Moves as one drag does: editing begins, the value changes, editing ends.
  func drag(to position: Double) {
    onEditingChanged(true)
    setPosition(position)
    onEditingChanged(false)
  }
}

/// A slider as resolved: its model and the texts at the ends of its track; its label is the
/// element's children. Its value is read when it is placed.
struct SliderContent: ElementContent {
  var model: SliderModel
  var ends: (minimum: String, maximum: String)

  var readsStateInLayout: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? 200, height: 34)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let size = CGSize(width: width, height: 34)
    var node = builder.makeNode(
      .slider, element.readableText, CGRect(origin: origin, size: size), for: element)
    let position = model.position()
    node.value = "\(Int((position * 100).rounded()))%"
    node.facts.fractionCompleted = position
    // The labels at the ends of the track are texts inside the slider, at its two ends.
    for (text, isMinimum) in [(ends.minimum, true), (ends.maximum, false)] where !text.isEmpty {
      let textWidth = TextMetrics.idealWidth(of: text)
      let x = isMinimum ? origin.x : origin.x + width - textWidth
      node.children.append(
        builder.makeNode(.staticText, text, CGRect(x: x, y: origin.y, width: textWidth, height: size.height)))
    }
    let model = model
    let step = model.stepFraction ?? 0.1
    builder.setActions(node) {
      $0.adjustPosition = { model.drag(to: $0) }
      $0.increment = { model.drag(to: model.position() + step) }
      $0.decrement = { model.drag(to: model.position() - step) }
    }
    return ([node], size)
  }
}
