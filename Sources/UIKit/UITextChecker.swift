import Foundation

/// A spelling checker, as UIKit names it. Linux has no system dictionary this package may rely on,
/// so it knows no word to be misspelled: `rangeOfMisspelledWord` finds none (location `NSNotFound`),
/// and learned words are kept for the process (docs/DIVERGENCES.md).
public final class UITextChecker {
  nonisolated(unsafe) private static var learned: Set<String> = []

  /// A checker.
  public init() {}

  /// The first misspelled word in a range of a string.
  ///
  /// - Parameters:
  ///   - stringToCheck: The text.
  ///   - range: The range to check, in UTF-16 units.
  ///   - startingOffset: Where to start within it.
  ///   - wrapFlag: Whether to wrap to the range's start.
  ///   - language: The language's code, such as "en".
  /// - Returns: The misspelled word's range; `NSNotFound` as the location when there is none, as
  ///   here there never is.
  public func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
    language: String
  ) -> NSRange {
    NSRange(location: NSNotFound, length: 0)
  }

  /// Teaches the checker a word.
  ///
  /// - Parameter word: The word.
  public class func learnWord(_ word: String) { learned.insert(word) }

  /// Forgets a learned word.
  ///
  /// - Parameter word: The word.
  public class func unlearnWord(_ word: String) { learned.remove(word) }

  /// Whether the checker was taught a word.
  ///
  /// - Parameter word: The word.
  /// - Returns: Whether it was learned.
  public class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word) }

  /// The languages the checker knows.
  public class var availableLanguages: [String] { ["en"] }
}
