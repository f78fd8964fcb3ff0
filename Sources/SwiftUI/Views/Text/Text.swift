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
  /// What the text's own modifiers set, out of line: a text is copied at every level of the views
  /// that hold it (a button's label, a label's title), and most texts have no modifier of their own.
  private var styling: Styling?

  /// A text's own font, weight, slant, digits and colour, shared by copies until one changes.
  private final class Styling: Sendable {
    let values: StyleValues
    init(_ values: StyleValues) { self.values = values }
  }

  struct StyleValues: Equatable, Sendable {
    var font: Font?
    var isBold = false
    var isItalic = false
    var weight: Font.Weight?
    var isMonospacedDigit = false
    var color: Color?
  }

  init(storage: Storage) {
    self.storage = storage
  }

  /// The text's own modifiers; setting them gives the text storage of its own.
  nonisolated var style: StyleValues {
    get { styling?.values ?? StyleValues() }
    set { styling = Styling(newValue) }
  }
  nonisolated var color: Color? { styling?.values.color }

  /// Whether two texts show the same content with the same modifiers.
  nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.storage == rhs.storage && (lhs.styling === rhs.styling || lhs.style == rhs.style)
  }

  /// Shows a string as it is, without markdown.
  public init(verbatim content: String) {
    storage = .verbatim(content)
  }

  /// A text showing an attributed string's characters; its attributes are not drawn.
  ///
  /// - Parameter attributedContent: The attributed string.
  // A string literal is a localized key first, as on iOS: AttributedString takes literals too.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
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
    case .concatenated(let parts): return parts.map { $0.plainText(locale: locale) }.concatenated()
    }
  }

  /// Joins two texts.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(storage: .concatenated([lhs, rhs]))
  }

  /// The text in a font; recorded, drawn in one size.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.style.font = font
    return copy
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.style.isBold = isActive
    return copy
  }

  /// The text in italics.
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.style.isItalic = isActive
    return copy
  }

  /// The text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.style.color = color
    return copy
  }

  /// The text at a font weight.
  ///
  /// - Parameter weight: The weight, or nil for the font's own.
  /// - Returns: The text.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.style.weight = weight
    return copy
  }

  /// The text with digits all of one width.
  ///
  /// - Returns: The text.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.style.isMonospacedDigit = true
    return copy
  }

  /// The text in a style; the hosts draw the colour it stands for.
  ///
  /// - Parameter style: The style.
  /// - Returns: The text.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    copy.style.color = style._drawnColor
    return copy
  }

  /// The text underlined; accepted, drawn plain.
  ///
  /// - Parameters:
  ///   - isActive: Whether to underline.
  ///   - color: The line's colour.
  /// - Returns: The text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

  /// The text struck through; accepted, drawn plain.
  ///
  /// - Parameters:
  ///   - isActive: Whether to strike through.
  ///   - color: The line's colour.
  /// - Returns: The text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

  /// The font the text is drawn in: its own or the environment's, with its variants.
  nonisolated func resolvedFont(in environment: Font?, variants: FontVariants) -> Font? {
    guard let own = styling?.values else {
      return variants.isEmpty ? environment : variants.applied(to: environment ?? .body)
    }
    var font = own.font ?? environment
    if !variants.isEmpty { font = variants.applied(to: font ?? .body) }
    if own.isBold { font = (font ?? .body).bold() }
    if let weight = own.weight { font = (font ?? .body).weight(weight) }
    if own.isItalic { font = (font ?? .body).italic() }
    if own.isMonospacedDigit { font = (font ?? .body).monospacedDigit() }
    return font
  }

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
  /// What tells two formatted values apart: a pure style and the value it formats, or the text read
  /// now. A ``ComparedValue`` rather than an `AnyHashable`, whose first box of each style type scans
  /// every conformance record in the process (at the first number or date a launch shows), and whose
  /// every box casts to ask whether the value is boxed already.
  private let key: ComparedValue

  init<F: FormatStyle>(input: F.FormatInput, format: F) where F.FormatOutput == String {
    render = { LocaleFormatting.format(input, with: format, locale: $0) }
    // A pure style (``PureFormatStyles``: no clock) reads the same for the same value: compared as
    // such, without formatting (Foundation's formatting costs more than resolving the text). Any
    // other style, or a value that is not hashable, is compared by what it reads now.
    key =
      LocaleFormatting.record(for: F.self).compared(input, with: format)
      ?? ComparedValue.of(format.format(input))
  }

  static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
    lhs.key.isEqual(to: rhs.key)
  }
}

extension Text: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let environment = context.environment
    let read = TextEnvironment.of(environment)
    var string = plainText(locale: read.locale)
    switch read.textCase {
    case .uppercase?: string = string.uppercased(with: read.locale)
    case .lowercase?: string = string.lowercased(with: read.locale)
    case nil: break
    }
    let element = Element(
      TextContent(
        string: string, font: resolvedFont(in: read.font, variants: read.fontVariants),
        lineLimit: read.lineLimit, minimumLines: read.minimumLines))
    if let color = color ?? environment.foregroundColor { element.traits.foreground = color }
    return element
  }
}

/// A text as resolved: its string in the environment's locale. It wraps at words to the width it is
/// offered unless `fixedSize` holds it to one line.
struct TextContent: ElementContent {
  let string: String
  /// The font and the line limits, when the environment gives any. Held apart: the content of a
  /// text with none of them (most) then takes 24 bytes, which an element holds in line, where the
  /// three took 89 and a box of their own, allocated for every text resolved.
  private let options: Options?

  /// A text's font and line limits.
  private final class Options {
    let font: Font?
    let lineLimit: Int?
    let minimumLines: Int?

    init(font: Font?, lineLimit: Int?, minimumLines: Int?) {
      self.font = font
      self.lineLimit = lineLimit
      self.minimumLines = minimumLines
    }
  }

  var font: Font? { options?.font }
  /// The most lines the text takes; a longer text is cut (the terminal ends it with "…").
  var lineLimit: Int? { options?.lineLimit }
  /// The least lines the text takes, however short.
  var minimumLines: Int? { options?.minimumLines }

  /// - Parameters:
  ///   - string: The text.
  ///   - font: Its font, if the environment gives one.
  ///   - lineLimit: The most lines it takes.
  ///   - minimumLines: The least lines it takes.
  init(string: String, font: Font? = nil, lineLimit: Int? = nil, minimumLines: Int? = nil) {
    self.string = string
    options =
      font == nil && lineLimit == nil && minimumLines == nil
      ? nil : Options(font: font, lineLimit: lineLimit, minimumLines: minimumLines)
  }

  func ownText(_ element: Element) -> String? { string }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    var size = TextMetrics.size(
      of: string, width: width, fixed: element.hasTraits && element.traits.fixedHorizontal)
    if let lineLimit { size.height = min(size.height, CGFloat(max(1, lineLimit)) * TextMetrics.lineHeight) }
    if let minimumLines { size.height = max(size.height, CGFloat(minimumLines) * TextMetrics.lineHeight) }
    return size
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = measure(element, width: width, in: builder)
    var node = builder.makeNode(.staticText, string, CGRect(origin: origin, size: size), for: element)
    if let font { node.facts.font = font }
    return ([node], size)
  }
}
