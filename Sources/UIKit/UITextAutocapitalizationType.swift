/// How UIKit capitalizes typed text, for the older `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Nothing is capitalized.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}
