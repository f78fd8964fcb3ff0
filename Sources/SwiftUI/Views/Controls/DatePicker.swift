/// A control for choosing a date, a time of day, or both.
///
/// ```swift
/// DatePicker("Departure", selection: $departure, in: Date.now..., displayedComponents: .date)
/// ```
///
/// Every style shows as iOS's compact picker: the label, then the chosen date and time as buttons
/// show them ("Nov 30, 2026", "9:41 AM", or both joined with ", "), in the environment's locale and
/// the current time zone. The test host finds it among `datePickers`, whose value is that text, and
/// sets it with `adjust(toPickerWheelValue:)` given a text in the same form; a date outside the range
/// is clamped to it.
public struct DatePicker<Label: View>: View {
  /// Which parts of a date the picker shows and edits.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: Components
  let label: Label

  /// A date picker with a custom label.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - displayedComponents: The parts shown: `.date`, `.hourAndMinute`, or both (the default).
  ///   - label: What the date is.
  public init(
    selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: label())
  }

  /// A date picker with a custom label, limited to a range.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - range: The dates that can be chosen.
  ///   - displayedComponents: The parts shown.
  ///   - label: What the date is.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: label())
  }

  /// A date picker with a custom label, from a first date on.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - range: The first date that can be chosen, and after.
  ///   - displayedComponents: The parts shown.
  ///   - label: What the date is.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
      label: label())
  }

  /// A date picker with a custom label, up to a last date.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - range: The last date that can be chosen, and before.
  ///   - displayedComponents: The parts shown.
  ///   - label: What the date is.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
      label: label())
  }

  init(selection: Binding<Date>, range: ClosedRange<Date>?, components: Components, label: Label) {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What the date is.
  ///   - selection: The chosen date.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
  }

  /// A date picker titled with a localized key, limited to a range.
  ///
  /// - Parameters:
  ///   - titleKey: What the date is.
  ///   - selection: The chosen date.
  ///   - range: The dates that can be chosen.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
  }

  /// A date picker titled with a localized key, from a first date on.
  ///
  /// - Parameters:
  ///   - titleKey: What the date is.
  ///   - selection: The chosen date.
  ///   - range: The first date that can be chosen, and after.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
      label: Text(titleKey))
  }

  /// A date picker titled with a localized key, up to a last date.
  ///
  /// - Parameters:
  ///   - titleKey: What the date is.
  ///   - selection: The chosen date.
  ///   - range: The last date that can be chosen, and before.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
      label: Text(titleKey))
  }

  /// A date picker titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the date is.
  ///   - selection: The chosen date.
  ///   - displayedComponents: The parts shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
  }

  /// A date picker titled with a string, limited to a range.
  ///
  /// - Parameters:
  ///   - title: What the date is.
  ///   - selection: The chosen date.
  ///   - range: The dates that can be chosen.
  ///   - displayedComponents: The parts shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
  }

  /// A date picker titled with a string, from a first date on.
  ///
  /// - Parameters:
  ///   - title: What the date is.
  ///   - selection: The chosen date.
  ///   - range: The first date that can be chosen, and after.
  ///   - displayedComponents: The parts shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
      label: Text(title))
  }

  /// A date picker titled with a string, up to a last date.
  ///
  /// - Parameters:
  ///   - title: What the date is.
  ///   - selection: The chosen date.
  ///   - range: The last date that can be chosen, and before.
  ///   - displayedComponents: The parts shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
      label: Text(title))
  }
}

/// The parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates components from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and the minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    ContentReads.markVolatile()
    let labelElements = context.appending(slot: "label").resolve(label)
    let format = DateText(components: components, locale: context.environment.locale)
    let element = Element(
      DatePickerContent(selection: selection, range: range, format: format), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// How a date picker writes and reads its date: the date in the medium style, the time in the short
/// one, joined with ", ".
struct DateText {
  var components: DatePickerComponents
  var locale: Locale

  private func formatter(date: Bool) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.dateStyle = date ? .medium : .none
    formatter.timeStyle = date ? .none : .short
    return formatter
  }

  func string(from value: Date) -> String {
    var parts: [String] = []
    if components.contains(.date) { parts.append(formatter(date: true).string(from: value)) }
    if components.contains(.hourAndMinute) { parts.append(formatter(date: false).string(from: value)) }
    return parts.concatenated(separator: ", ").replacingOccurrences(of: "\u{202F}", with: " ")
  }

  /// The date a text names, keeping the parts of `current` the picker does not show.
  func date(from text: String, keeping current: Date) -> Date? {
    let text = text.replacingOccurrences(of: "\u{202F}", with: " ")
    var datePart: String?
    var timePart: String?
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, true):
      guard let split = text.range(of: ", ", options: .backwards) else { return nil }
      datePart = String(text[..<split.lowerBound])
      timePart = String(text[split.upperBound...])
    case (true, false): datePart = text
    default: timePart = text
    }
    let calendar = Calendar.current
    var result = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: current)
    if let datePart {
      guard let day = formatter(date: true).date(from: datePart) else { return nil }
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      (result.year, result.month, result.day) = (parts.year, parts.month, parts.day)
    }
    if let timePart {
      let time = formatter(date: false)
      guard
        let moment = time.date(from: timePart)
          ?? time.date(from: timePart.replacingOccurrences(of: " ", with: "\u{202F}"))
      else { return nil }
      let parts = calendar.dateComponents([.hour, .minute], from: moment)
      (result.hour, result.minute) = (parts.hour, parts.minute)
    }
    return calendar.date(from: result)
  }
}

/// A date picker as resolved: its binding, range and format; its label is the element's children.
/// It shows as one control whose value is the date as written.
struct DatePickerContent: ElementContent {
  var selection: Binding<Date>
  var range: ClosedRange<Date>?
  var format: DateText

  var readsStateInLayout: Bool { true }
  /// It reads its binding alone, which layout records.
  var recordsLayoutReads: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let value = format.string(from: selection.wrappedValue)
    let ideal = TextMetrics.idealWidth(of: element.readableText) + TextMetrics.idealWidth(of: value) + 40
    return CGSize(width: width ?? ideal, height: 34)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = CGSize(width: width, height: 34)
    var node = builder.makeNode(
      .datePicker, element.readableText, CGRect(origin: origin, size: size), for: element)
    node.value = format.string(from: selection.wrappedValue)
    let (selection, range, format) = (selection, range, format)
    builder.setActions(node) {
      $0.adjustValue = { text in
        guard var date = format.date(from: text, keeping: selection.wrappedValue) else { return }
        if let range { date = min(max(date, range.lowerBound), range.upperBound) }
        selection.wrappedValue = date
      }
      // A step is a day when the date shows, else a minute: the terminal's + and −.
      let step: Calendar.Component = format.components.contains(.date) ? .day : .minute
      func move(by amount: Int) {
        guard var date = Calendar.current.date(byAdding: step, value: amount, to: selection.wrappedValue)
        else {
          return
        }
        if let range { date = min(max(date, range.lowerBound), range.upperBound) }
        selection.wrappedValue = date
      }
      $0.increment = { move(by: 1) }
      $0.decrement = { move(by: -1) }
    }
    return ([node], size)
  }
}

/// How a date picker draws. Every style is accepted; the hosts draw the compact one.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The platform's choice: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A button showing the date, which opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A calendar shown inline. Drawn compact here.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// Spinning wheels. Drawn compact here.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's choice.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Compact.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the style of the date pickers in this view. Accepted; the hosts draw the compact style.
  ///
  /// - Parameter style: The style.
  /// - Returns: This view.
  @inlinable
  public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
