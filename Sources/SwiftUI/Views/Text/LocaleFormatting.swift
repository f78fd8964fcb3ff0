/// Formats a value in the environment's locale. Foundation's format styles carry their own locale; each
/// is given the environment's through `FormatStyle.locale(_:)`, as SwiftUI's `Text` does (a style
/// that takes no locale returns itself).
///
/// Foundation's number, currency, percent and date styles are also pure: the same style, value and
/// locale always read the same, so what they made is remembered (Foundation's formatting costs as
/// much as laying out a screen, and a body runs again far more often than its numbers change). A
/// style that reads the clock (a relative date), or any other, is never remembered.
enum LocaleFormatting {
  static func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String {
    record(for: F.self).format(input, with: format, locale: locale)
  }

  /// What is known of a style's type, found once per type: a cast to an existential (is the style
  /// pure? is its input hashable?) and hashing through `AnyHashable` cost more than the lookup of a
  /// remembered result itself.
  ///
  /// - Parameter style: The style's type.
  /// - Returns: How values of that style are formatted and remembered.
  static func record<F: FormatStyle>(for style: F.Type) -> any FormatStyleRecord
  where F.FormatOutput == String {
    records.value(for: ObjectIdentifier(style)) { makeRecord(for: style) }
  }

  private static func makeRecord<F: FormatStyle>(for style: F.Type) -> any FormatStyleRecord
  where F.FormatOutput == String {
    guard PureFormatStyles.contains(style), let input = F.FormatInput.self as? any Hashable.Type else {
      return ReadingFormat<F>()
    }
    func pure<Input: Hashable>(_: Input.Type) -> any FormatStyleRecord { PureFormat<F, Input>() }
    return pure(input)
  }

  private static let records = RememberedResults<ObjectIdentifier, any FormatStyleRecord>()
}

/// How the values of one format style type are formatted in a locale, and told apart.
protocol FormatStyleRecord: Sendable {
  /// What tells this style and input apart from others, when the style is pure and its input
  /// hashable: both, compared as their own types in one box; nil when only the text they read now
  /// does.
  ///
  /// - Parameters:
  ///   - input: A value of the style's input type.
  ///   - format: A style of the record's type.
  /// - Returns: The style and input, boxed to be compared, or nil.
  func compared<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> ComparedValue?

  /// A value formatted in a locale.
  ///
  /// - Parameters:
  ///   - input: A value of the style's input type.
  ///   - format: A style of the record's type.
  ///   - locale: The environment's locale.
  /// - Returns: The text.
  func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String
}

/// A pure style of a hashable input: given the environment's locale, and what it made remembered.
private final class PureFormat<Style: FormatStyle, Input: Hashable>: FormatStyleRecord
where Style.FormatOutput == String {
  // Format styles and the values they format are Sendable; the generic parameters do not say so.
  private struct Key: Hashable, @unchecked Sendable {
    let style: Style
    let input: Input
    let locale: String
  }

  /// A style and an input, compared together: one box rather than one for each.
  private struct Styled: Equatable, @unchecked Sendable {
    let style: Style
    let input: Input
  }

  private let remembered = RememberedResults<Key, String>()

  func compared<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> ComparedValue? {
    withValue(format, as: Style.self) { style in
      withValue(input, as: Input.self) { ComparedValue.of(Styled(style: style, input: $0)) }
    }
  }

  func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String {
    withValue(format, as: Style.self) { style in
      withValue(input, as: Input.self) { value in
        remembered.value(for: Key(style: style, input: value, locale: locale.identifier)) {
          withValue(value, as: Style.FormatInput.self) { style.locale(locale).format($0) }
        }
      }
    }
  }
}

/// Any other style (one that reads the clock, or of an input that is not hashable): formatted each
/// time, in its own locale.
private final class ReadingFormat<Style: FormatStyle>: FormatStyleRecord where Style.FormatOutput == String {
  func compared<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> ComparedValue? { nil }

  func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String {
    format.locale(locale).format(input)
  }
}

/// Foundation's styles whose output depends on the style, the value and the locale only (no clock),
/// told by their type descriptor: a cast to a protocol of this module's would ask the Swift runtime,
/// once for each style type, a question whose first answer scans every conformance record in the
/// process (at the first price a launch shows).
enum PureFormatStyles {
  private static let descriptors: [UInt] =
    (integerStyles(Int.self) + floatingPointStyles(Double.self) + [
      Decimal.FormatStyle.self, Decimal.FormatStyle.Currency.self, Date.FormatStyle.self,
    ]).compactMap { StructDescriptor.of($0) }

  // Generic, and never specialized: the compiler makes a generic style's metadata for a known value
  // type from its mangled name, whose requirement (`Double: BinaryFloatingPoint`) the Swift runtime
  // then checks by a scan; here the requirement's witness is handed in.
  @_semantics("optimize.sil.specialize.generic.never")
  private static func integerStyles<Value: BinaryInteger>(_: Value.Type) -> [Any.Type] {
    [
      IntegerFormatStyle<Value>.self, IntegerFormatStyle<Value>.Currency.self,
      IntegerFormatStyle<Value>.Percent.self,
    ]
  }

  @_semantics("optimize.sil.specialize.generic.never")
  private static func floatingPointStyles<Value: BinaryFloatingPoint>(_: Value.Type) -> [Any.Type] {
    [
      FloatingPointFormatStyle<Value>.self, FloatingPointFormatStyle<Value>.Currency.self,
      FloatingPointFormatStyle<Value>.Percent.self,
    ]
  }

  /// Whether a style is one of them, of any value type (`IntegerFormatStyle<Int>`, `<Int64>`, …).
  ///
  /// - Parameter style: A format style's type.
  /// - Returns: True for Foundation's pure number, currency, percent and date styles.
  static func contains(_ style: Any.Type) -> Bool {
    guard let descriptor = StructDescriptor.of(style) else { return false }
    return descriptors.contains(descriptor)
  }
}
