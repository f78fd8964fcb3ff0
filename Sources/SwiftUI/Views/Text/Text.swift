/// Read-only text.
///
/// A string literal is a ``LocalizedStringKey``, with its markdown applied; `Text(verbatim:)` and a
/// `String` variable show the string as it is; `Text(value, format:)` formats a value in the
/// environment's locale (en_US on the modelled devices).
public struct Text: View, Equatable, Sendable {
  enum Storage: Equatable, Sendable {
    case verbatim(String)
    case key(LocalizedStringKey)
    case formatted(FormattedValue)
    case concatenated([Text])
  }

  let storage: Storage
  var font: Font?
  var isBold = false
  var isItalic = false
  var color: Color?

  init(storage: Storage) {
    self.storage = storage
  }

  /// Shows a string as it is, without markdown.
  public init(verbatim content: String) {
    storage = .verbatim(content)
  }

  /// Shows a string variable as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    storage = .verbatim(String(content))
  }

  /// Shows a localized string key, with its markdown applied.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    storage = .key(key)
  }

  /// Shows a value in a format, such as `.currency(code: "USD")`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    storage = .formatted(FormattedValue(input: input, format: format))
  }

  /// Shows a date in a style.
  public init(_ date: Date, style: DateStyle) {
    storage = .formatted(FormattedValue(input: date, format: style.format))
  }

  /// The text as it reads on screen.
  nonisolated func plainText(locale: Locale) -> String {
    switch storage {
    case .verbatim(let string): return string
    case .key(let key): return InlineMarkdown.render(key)
    case .formatted(let value): return value.render(locale)
    case .concatenated(let parts): return parts.map { $0.plainText(locale: locale) }.joined()
    }
  }

  /// Joins two texts.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(storage: .concatenated([lhs, rhs]))
  }

  /// The text in a font; recorded, drawn in one size.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isBold = isActive
    return copy
  }

  /// The text in italics.
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// The text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// The text with a font weight; accepted, and changes nothing here.
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }

  /// Styles for showing a date.
  public struct DateStyle: Sendable {
    let format: Date.FormatStyle
    /// The date, such as "June 12, 2026".
    public static let date = DateStyle(format: Date.FormatStyle(date: .long, time: .omitted))
    /// The time, such as "9:41 AM".
    public static let time = DateStyle(format: Date.FormatStyle(date: .omitted, time: .shortened))
  }
}

/// A value and the format to show it in, compared by value so that an unchanged text is the same text.
struct FormattedValue: Equatable, @unchecked Sendable {
  let render: (Locale) -> String
  private let key: AnyHashable

  init<F: FormatStyle>(input: F.FormatInput, format: F) where F.FormatOutput == String {
    render = { LocaleFormatting.format(input, with: format, locale: $0) }
    key = AnyHashable(format.format(input))
  }

  static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.key == rhs.key }
}

extension Text: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    let element = Element(TextContent(string: plainText(locale: context.environment.locale)))
    if let color { element.traits.foreground = color }
    return [element]
  }
}

/// A text as resolved: its string in the environment's locale. It wraps at words to the width it is
/// offered unless `fixedSize` holds it to one line.
struct TextContent: ElementContent {
  let string: String

  func ownText(_ element: Element) -> String? { string }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    TextMetrics.size(of: string, width: width, fixed: element.traits.fixedHorizontal)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = measure(element, width: width, in: builder)
    var node = builder.makeNode(.staticText, string, CGRect(origin: origin, size: size), for: element)
    builder.attachTap(element, to: &node)
    return ([node], size)
  }
}
