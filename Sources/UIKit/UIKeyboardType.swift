/// The kind of keyboard a text field asks for, as UIKit names it; `import SwiftUI` shows it on iOS.
/// The hosts have no on-screen keyboard, so SwiftUI's `keyboardType(_:)` accepts it and changes
/// nothing.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters and digits from the ASCII set.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For URLs.
  case URL
  /// Digits only.
  case numberPad
  /// For phone numbers.
  case phonePad
  /// For a name or a phone number.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social media text.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits only.
  case asciiCapableNumberPad
}
