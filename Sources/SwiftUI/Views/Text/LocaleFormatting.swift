/// Formats a value in the environment's locale. Foundation's format styles carry their own locale; the
/// styles that can take another are given the environment's, as SwiftUI's `Text` does.
///
/// The styles that take the environment's locale are also pure: the same style, value and locale
/// always read the same, so what they made is remembered (Foundation's formatting costs as much as
/// laying out a screen, and a body runs again far more often than its numbers change). A style that
/// reads the clock (a relative date) is never remembered.
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
    guard style is any LocaleAdjustable.Type, let input = F.FormatInput.self as? any Hashable.Type else {
      return ReadingFormat<F>()
    }
    func pure<Input: Hashable>(_: Input.Type) -> any FormatStyleRecord { PureFormat<F, Input>() }
    return pure(input)
  }

  private static let records = RememberedResults<ObjectIdentifier, any FormatStyleRecord>()
}

/// How the values of one format style type are formatted in a locale, and told apart.
protocol FormatStyleRecord: Sendable {
  /// What tells this input apart from the style's others, when the style is pure and its input
  /// hashable; nil when only the text it reads now does.
  ///
  /// - Parameter input: A value of the style's input type.
  /// - Returns: The input, hashable, or nil.
  func key<Input>(of input: borrowing Input) -> AnyHashable?

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

  private let remembered = RememberedResults<Key, String>()

  func key<Value>(of input: borrowing Value) -> AnyHashable? {
    withValue(input, as: Input.self) { AnyHashable($0) }
  }

  func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String {
    withValue(format, as: Style.self) { style in
      withValue(input, as: Input.self) { value in
        remembered.value(for: Key(style: style, input: value, locale: locale.identifier)) {
          let adjusted = (style as? any LocaleAdjustable)?.adjusted(to: locale) as? Style ?? style
          return withValue(value, as: Style.FormatInput.self) { adjusted.format($0) }
        }
      }
    }
  }
}

/// Any other style (one that reads the clock, or of an input that is not hashable): formatted each
/// time, in its own locale.
private final class ReadingFormat<Style: FormatStyle>: FormatStyleRecord where Style.FormatOutput == String {
  func key<Value>(of input: borrowing Value) -> AnyHashable? { nil }

  func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String {
    guard let adjusted = (format as? any LocaleAdjustable)?.adjusted(to: locale) as? F else {
      return format.format(input)
    }
    return adjusted.format(input)
  }
}

/// A format style that takes the environment's locale, and reads nothing else (no clock): its
/// output depends on the style, the value and the locale only.
protocol LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any
}

extension IntegerFormatStyle: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension IntegerFormatStyle.Currency: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension IntegerFormatStyle.Percent: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension FloatingPointFormatStyle: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension FloatingPointFormatStyle.Currency: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension FloatingPointFormatStyle.Percent: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension Decimal.FormatStyle: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension Decimal.FormatStyle.Currency: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}

extension Date.FormatStyle: LocaleAdjustable {
  func adjusted(to locale: Locale) -> Any { self.locale(locale) }
}
