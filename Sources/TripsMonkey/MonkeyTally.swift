/// How often a run did the random user's rare actions: they are one step in a few hundred, so a
/// run's summary says how much of them it actually exercised.
public struct MonkeyTally: Equatable, Sendable, CustomStringConvertible {
  /// Long texts typed a burst at a time, and their characters.
  public private(set) var typed = 0
  /// The characters of the typed texts.
  public private(set) var typedCharacters = 0
  /// Long texts pasted in one go.
  public private(set) var pasted = 0
  /// The characters of the pasted texts.
  public private(set) var pastedCharacters = 0
  /// Texts of 100,000 characters or more, typed or pasted.
  public private(set) var huge = 0
  /// Rewrites of the trips file behind the app.
  public private(set) var fileRewrites = 0

  /// Nothing counted yet.
  public init() {}

  /// Counts an action that was done (an action whose element had gone is not).
  public mutating func count(_ action: MonkeyAction) {
    switch action {
    case .typeLongText(_, let length, _):
      typed += 1
      typedCharacters += length
      if length >= 100_000 { huge += 1 }
    case .paste(_, let length, _):
      pasted += 1
      pastedCharacters += length
      if length >= 100_000 { huge += 1 }
    case .editFileBehindTheApp:
      fileRewrites += 1
    default:
      break
    }
  }

  /// One line: "long texts typed: 12 (34567 characters), pasted: 9 (…), of 100,000 characters: 1; …".
  public var description: String {
    "long texts typed: \(typed) (\(typedCharacters) characters), pasted: \(pasted) (\(pastedCharacters) "
      + "characters), of 100,000 characters: \(huge); trips file rewritten behind the app: \(fileRewrites)"
  }
}
