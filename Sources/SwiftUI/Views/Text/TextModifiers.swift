// The environment values text reads (font, weight, line limit, case, alignment) and the modifiers that
// set them for every text inside a view.

struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

/// What `bold()`, `italic()`, `fontWeight(_:)`, `monospacedDigit()` and `fontDesign(_:)` set on a
/// view: applied to whatever font a text inside ends up with, wherever that font was set.
struct FontVariants: Hashable, Sendable {
  var weight: Font.Weight?
  var isItalic = false
  var isMonospacedDigit = false
  var design: Font.Design?

  var isEmpty: Bool { self == FontVariants() }

  func applied(to font: Font) -> Font {
    var font = font
    if let weight { font = font.weight(weight) }
    if isItalic { font = font.italic() }
    if isMonospacedDigit { font = font.monospacedDigit() }
    if let design { font.design = design }
    return font
  }
}

struct FontVariantsKey: EnvironmentKey {
  static let defaultValue = FontVariants()
}

struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

/// The least number of lines a text takes: a range's lower bound, or the limit when it reserves space.
struct MinimumLinesKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue: TextAlignment = .leading
}

extension EnvironmentValues {
  /// The font of text in this view, or nil for the body style.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The variants of the font that text in this view takes on.
  var fontVariants: FontVariants {
    get { self[FontVariantsKey.self] }
    set { self[FontVariantsKey.self] = newValue }
  }

  /// The most lines a text in this view takes, or nil for as many as it needs.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The least number of lines text in this view takes, however short it is.
  var minimumLines: Int? {
    get { self[MinimumLinesKey.self] }
    set { self[MinimumLinesKey.self] = newValue }
  }

  /// The case text in this view is shown in, or nil for as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// How the lines of text in this view are aligned.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
}

extension Text {
  /// A case to show text in.
  public enum Case: Hashable, Sendable {
    /// Capitals.
    case uppercase
    /// Small letters.
    case lowercase
  }
}

extension View {
  /// Sets the font of text in the view. The test host reports it (`font`); the terminal draws bold
  /// and title fonts in bold, every font in one size.
  ///
  /// - Parameter font: The font, or nil for the body style.
  /// - Returns: The view with the font.
  @inlinable
  public consuming func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Sets the weight of text in the view.
  ///
  /// - Parameter weight: The weight, or nil to leave the font's.
  /// - Returns: The view.
  @inlinable
  public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(ElementModifier.fontWeight(weight))
  }

  /// Makes text in the view bold.
  ///
  /// - Parameter isActive: Whether to make it bold.
  /// - Returns: The view.
  @inlinable
  public consuming func bold(_ isActive: Bool = true) -> some View {
    modifier(ElementModifier.bold(isActive))
  }

  /// Makes text in the view italic.
  ///
  /// - Parameter isActive: Whether to make it italic.
  /// - Returns: The view.
  @inlinable
  public consuming func italic(_ isActive: Bool = true) -> some View {
    modifier(ElementModifier.italic(isActive))
  }

  /// Gives digits in the view's text one width.
  ///
  /// - Returns: The view.
  @inlinable
  public consuming func monospacedDigit() -> some View {
    modifier(ElementModifier.monospacedDigit())
  }

  /// Sets the font design of text in the view.
  ///
  /// - Parameter design: The design, or nil to leave the font's.
  /// - Returns: The view.
  @inlinable
  public consuming func fontDesign(_ design: Font.Design?) -> some View {
    modifier(ElementModifier.fontDesign(design))
  }

  /// Limits the lines of text in the view: a longer text ends with "…".
  ///
  /// - Parameter number: The most lines, or nil for no limit.
  /// - Returns: The view.
  @inlinable
  public consuming func lineLimit(_ number: Int?) -> some View {
    modifier(ElementModifier.lineLimit(number))
  }

  /// Gives text in the view at least the range's lower bound of lines and at most its upper bound.
  ///
  /// - Parameter limit: The range of lines.
  /// - Returns: The view.
  @inlinable
  public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(ElementModifier.lineLimit(limit))
  }

  /// Gives text in the view at least a number of lines, with no upper limit.
  ///
  /// - Parameter limit: The least number of lines.
  /// - Returns: The view.
  @inlinable
  public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(ElementModifier.lineLimit(limit))
  }

  /// Gives text in the view at most a number of lines.
  ///
  /// - Parameter limit: The most lines.
  /// - Returns: The view.
  @inlinable
  public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(ElementModifier.lineLimit(limit))
  }

  /// Gives text in the view at most `limit` lines, and, when it reserves space, that many lines
  /// however short it is.
  ///
  /// - Parameters:
  ///   - limit: The most lines.
  ///   - reservesSpace: Whether the text takes the height of all its lines even when shorter.
  /// - Returns: The view.
  @inlinable
  public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(ElementModifier.lineLimit(limit, reservesSpace: reservesSpace))
  }

  /// Shows text in the view in capitals or small letters.
  ///
  /// - Parameter textCase: The case, or nil for as written.
  /// - Returns: The view.
  @inlinable
  public consuming func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }

  /// Aligns the lines of text in the view. Recorded in the environment; the hosts draw lines leading.
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view.
  @inlinable
  public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Sets the opacity of the view. Accepted; the hosts draw it opaque.
  ///
  /// - Parameter opacity: The opacity, 0 to 1.
  /// - Returns: This view.
  @inlinable
  public consuming func opacity(_ opacity: Double) -> some View { self }

  /// Sets where a text that does not fit is cut. Accepted: the hosts cut at the end.
  ///
  /// - Parameter mode: Where to cut.
  /// - Returns: This view.
  @inlinable
  public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

  /// Lets text shrink to fit. Accepted: the hosts draw one size and wrap or cut instead.
  ///
  /// - Parameter factor: The smallest scale, 0 to 1.
  /// - Returns: This view.
  @inlinable
  public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Lets text tighten its letters to fit. Accepted.
  ///
  /// - Parameter flag: Whether to tighten.
  /// - Returns: This view.
  @inlinable
  public consuming func allowsTightening(_ flag: Bool) -> some View { self }
}

extension Text {
  /// Where a text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }

  /// The text with more or less space between its letters. Accepted: drawn as it is.
  ///
  /// - Parameter kerning: The extra space, in points.
  /// - Returns: The text.
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// The text with more or less space after each letter. Accepted: drawn as it is.
  ///
  /// - Parameter tracking: The extra space, in points.
  /// - Returns: The text.
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// The text raised or lowered from its baseline. Accepted: drawn on the line.
  ///
  /// - Parameter baselineOffset: The offset, in points.
  /// - Returns: The text.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension ElementModifier {
  static func transformVariants(_ change: @escaping @Sendable (inout FontVariants) -> Void) -> ElementModifier
  {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { change(&$0.fontVariants) })
  }
}

extension ElementModifier {
  static func lineLimits(minimum: Int?, maximum: Int?) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { environment in
        environment.lineLimit = maximum
        environment.minimumLines = minimum
      })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func lineLimit(_ number: Int?) -> ElementModifier {
    ElementModifier.lineLimits(minimum: nil, maximum: number)
  }

  @usableFromInline
  static func lineLimit(_ limit: ClosedRange<Int>) -> ElementModifier {
    ElementModifier.lineLimits(minimum: limit.lowerBound, maximum: limit.upperBound)
  }

  @usableFromInline
  static func lineLimit(_ limit: PartialRangeFrom<Int>) -> ElementModifier {
    ElementModifier.lineLimits(minimum: limit.lowerBound, maximum: nil)
  }

  @usableFromInline
  static func lineLimit(_ limit: PartialRangeThrough<Int>) -> ElementModifier {
    ElementModifier.lineLimits(minimum: nil, maximum: limit.upperBound)
  }

  @usableFromInline
  static func lineLimit(_ limit: Int, reservesSpace: Bool) -> ElementModifier {
    ElementModifier.lineLimits(minimum: reservesSpace ? limit : nil, maximum: limit)
  }

  @usableFromInline
  static func fontWeight(_ weight: Font.Weight?) -> ElementModifier {
    ElementModifier.transformVariants { $0.weight = weight }
  }

  @usableFromInline
  static func bold(_ isActive: Bool) -> ElementModifier {
    ElementModifier.transformVariants { $0.weight = isActive ? .bold : nil }
  }

  @usableFromInline
  static func italic(_ isActive: Bool) -> ElementModifier {
    ElementModifier.transformVariants { $0.isItalic = isActive }
  }

  @usableFromInline
  static func monospacedDigit() -> ElementModifier {
    ElementModifier.transformVariants { $0.isMonospacedDigit = true }
  }

  @usableFromInline
  static func fontDesign(_ design: Font.Design?) -> ElementModifier {
    ElementModifier.transformVariants { $0.design = design }
  }
}
