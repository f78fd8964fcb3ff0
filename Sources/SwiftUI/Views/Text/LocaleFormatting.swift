/// Formats a value in the environment's locale. Foundation's format styles carry their own locale; the
/// styles that can take another are given the environment's, as SwiftUI's `Text` does.
enum LocaleFormatting {
  static func format<F: FormatStyle>(_ input: F.FormatInput, with format: F, locale: Locale) -> String
  where F.FormatOutput == String {
    if let localizable = format as? any LocaleAdjustable,
      let adjusted = localizable.adjusted(to: locale) as? F
    {
      return adjusted.format(input)
    }
    return format.format(input)
  }
}

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
