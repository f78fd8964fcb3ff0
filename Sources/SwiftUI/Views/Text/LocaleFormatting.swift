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
    guard let localizable = format as? any LocaleAdjustable,
      let adjusted = localizable.adjusted(to: locale) as? F
    else { return format.format(input) }
    guard let value = input as? any Hashable else { return adjusted.format(input) }
    let key = Key(format: AnyHashable(format), input: AnyHashable(value), locale: locale.identifier)
    return remembered.value(for: key) { adjusted.format(input) }
  }

  // Format styles and the values they format are Sendable; AnyHashable does not say so.
  private struct Key: Hashable, @unchecked Sendable {
    let format: AnyHashable
    let input: AnyHashable
    let locale: String
  }

  private static let remembered = RememberedResults<Key, String>()
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
