/// How a text field capitalizes what is typed: accepted; typing in the hosts is taken as typed.
public struct TextInputAutocapitalization: Sendable {
  let name: String

  /// No capitalization.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
  /// Turns autocorrection off for the text fields in this view. Accepted; the hosts never correct.
  ///
  /// - Parameter disable: Whether autocorrection is off.
  /// - Returns: This view.
  @inlinable
  public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Sets how the text fields in this view capitalize. Accepted; the hosts take text as typed.
  ///
  /// - Parameter autocapitalization: The capitalization, or nil for the platform's default.
  /// - Returns: This view.
  @inlinable
  public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    self
  }
}

extension View {
  /// Sets how the text fields in this view capitalize, in iOS 13's form. Accepted; the hosts take
  /// text as typed.
  ///
  /// - Parameter style: The capitalization.
  /// - Returns: This view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)")
  @inlinable
  public consuming func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
