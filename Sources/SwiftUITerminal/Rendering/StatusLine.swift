/// What the host's status line says: the focused element, the last thing the app printed, how many
/// notes the runtime has on the app's code, the keys.
package struct StatusLine: Sendable, Equatable {
  /// The focused element, such as `button “Save”`.
  package var focus: String
  /// A message that replaces the key hints until the next key: what the app printed, a refusal.
  package var message: String?
  /// The main keys.
  package var hints: String
  /// How many notes the runtime has on the app's code (its diagnostics, not SwiftUI's log).
  package var notes: Int
  /// Whether the device rotates (a Mac window does not: its hints leave rotation out).
  package var canRotate: Bool

  /// A status line.
  ///
  /// - Parameters:
  ///   - focus: The focused element, such as `button “Save”`.
  ///   - message: A message that replaces the key hints until the next key.
  ///   - hints: The main keys.
  ///   - notes: How many notes the runtime has on the app's code.
  ///   - canRotate: Whether the device rotates (not a Mac window).
  package init(
    focus: String = "", message: String? = nil, hints: String = StatusLine.defaultHints, notes: Int = 0,
    canRotate: Bool = true
  ) {
    self.canRotate = canRotate
    self.focus = focus
    self.message = message
    self.hints = hints
    self.notes = notes
  }

  /// The key hints to try, from the longest: with notes, each starts by saying how many there are
  /// and which key shows them, since a person has no other way to learn of them.
  ///
  /// - Returns: The hints, longest first.
  package func hintCandidates() -> [String] {
    let variants = canRotate ? Self.hintVariants : Self.windowHintVariants
    guard notes > 0 else { return variants }
    let count = "n \(notes) \(notes == 1 ? "note" : "notes")"
    return variants.map { count + " · " + $0 } + [count] + variants.suffix(2)
  }

  /// The keys a person needs first.
  package static let defaultHints = hintVariants[0]

  /// The key hints, from the longest to the shortest, for narrower terminals.
  package static let hintVariants = [
    "⇥ move · ⏎ tap · esc back · ^R rotate · ? help · q quit",
    "⇥ ⏎ esc · ? help · q quit",
    "? help · q quit",
    "? help",
  ]

  /// The key hints of a Mac window, which does not rotate.
  package static let windowHintVariants =
    ["⇥ move · ⏎ tap · esc back · ? help · q quit"] + hintVariants.dropFirst()
}
