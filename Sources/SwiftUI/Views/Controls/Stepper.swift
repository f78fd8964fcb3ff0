/// A control with − and + buttons that decrement and increment a value.
///
/// With a range, the value stays inside it, and the button that would leave it is disabled. As on
/// iOS, the screen shows the label as a text of its own beside the stepper's "Decrement" and
/// "Increment" buttons: the test host finds a stepper by its label (`app.steppers["5 nights"]`),
/// reads the label as `app.staticTexts["5 nights"]`, and steps it with `increment()` or
/// `app.steppers.buttons["Increment"].tap()`.
public struct Stepper<Label: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let onIncrement: (() -> Void)?
  @usableFromInline let onDecrement: (() -> Void)?
  /// Whether each button can act now: false at the end of the range. One closure for both, which
  /// reads the value once (a read through a binding to a model's property projects a key path).
  @usableFromInline var canStep: (@MainActor () -> (up: Bool, down: Bool))?

  /// A stepper over a value in a range, moving by `step`.
  // Inlinable, as the stepper over an unbounded value: the app's code makes its actions for the
  // value's own type, where this module's generic code looked the range's type up as it made each
  // action and as it freed it (a dozen lookups, some 3,600 instructions, at each body that makes one).
  @inlinable
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    onIncrement = {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = min(next, bounds.upperBound)
    }
    onDecrement = {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = max(next, bounds.lowerBound)
    }
    canStep = {
      let current = value.wrappedValue
      return (current < bounds.upperBound, current > bounds.lowerBound)
    }
  }

  /// A stepper over an unbounded value, moving by `step`.
  @inlinable
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  /// A stepper that calls your own actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    nonisolated(unsafe) let increment = onIncrement
    nonisolated(unsafe) let decrement = onDecrement
    if increment != nil {
      self.onIncrement = { increment?() }
    } else {
      self.onIncrement = nil
    }
    if decrement != nil {
      self.onDecrement = { decrement?() }
    } else {
      self.onDecrement = nil
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key, over a value in a range.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(titleKey)
    }
  }

  /// A stepper titled with a string, over a value in a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }
}

extension Stepper: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let labelElements = context.appending(slot: "label").resolve(label)
    let can = canStep?() ?? (up: true, down: true)
    let info = StepperContent(
      increment: can.up ? onIncrement : nil, decrement: can.down ? onDecrement : nil,
      labelsHidden: context.environment.labelsHidden)
    let element = Element(info, children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A stepper as resolved: what its buttons do, nil at a bound; its label is the element's children.
struct StepperContent: ElementContent {
  var increment: (() -> Void)?
  var decrement: (() -> Void)?
  /// Whether the label is hidden (`labelsHidden()`): it is then the stepper's accessibility label
  /// only, with no text of its own.
  var labelsHidden = false

  /// The size of iOS's − and + pair, at the stepper's trailing edge.
  private static let buttonsSize = CGSize(width: 94, height: 32)

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? TextMetrics.idealWidth(of: element.readableText) + 110, height: 34)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = CGSize(width: width, height: 34)
    let frame = CGRect(origin: origin, size: size)
    var node = builder.makeNode(.stepper, element.readableText, frame, for: element)
    if increment != nil { node.marks.insert(.canIncrement) }
    if decrement != nil { node.marks.insert(.canDecrement) }
    if labelsHidden { node.marks.insert(.labelHidden) }
    let (increment, decrement) = (increment, decrement)
    builder.setActions(node) {
      $0.increment = increment
      $0.decrement = decrement
    }
    node.children = parts(of: node, label: element.readableText, in: &builder)
    return ([node], size)
  }

  /// What iOS shows of a stepper: its label as a text (unless hidden), then its "Decrement" and
  /// "Increment" buttons, each disabled at its end of the range.
  private func parts(of stepper: ScreenNode, label: String, in builder: inout ScreenBuilder) -> [ScreenNode] {
    let frame = stepper.frame
    let buttons = Self.buttonsSize
    let top = frame.minY + (frame.height - buttons.height) / 2
    // Room for the label and the two buttons at once: appended one by one, they grew it twice.
    var parts: [ScreenNode] = []
    parts.reserveCapacity(3)
    if !labelsHidden && !label.isEmpty {
      let textFrame = CGRect(
        x: frame.minX, y: frame.minY + (frame.height - 22) / 2,
        width: max(0, frame.width - buttons.width - 8),
        height: 22)
      var text = builder.makeNode(.staticText, label, textFrame)
      text.isEnabled = stepper.isEnabled
      parts.append(text)
    }
    let half = buttons.width / 2
    for (title, action, index) in [("Decrement", decrement, 0), ("Increment", increment, 1)] {
      let x = frame.maxX - buttons.width + half * CGFloat(index)
      var button = builder.makeNode(.button, title, CGRect(x: x, y: top, width: half, height: buttons.height))
      button.isEnabled = stepper.isEnabled && action != nil
      if let action { builder.setActions(button) { $0.tap = action } }
      parts.append(button)
    }
    return parts
  }
}
