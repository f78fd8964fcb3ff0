/// What the host's status line says: the focused element, the last thing the app printed, the keys.
package struct StatusLine: Sendable, Equatable {
  /// The focused element, such as `button “Save”`.
  package var focus: String
  /// A message that replaces the key hints until the next key: what the app printed, a refusal.
  package var message: String?
  /// The main keys.
  package var hints: String

  /// A status line.
  package init(focus: String = "", message: String? = nil, hints: String = StatusLine.defaultHints) {
    self.focus = focus
    self.message = message
    self.hints = hints
  }

  /// The keys a person needs first.
  package static let defaultHints = hintVariants[0]

  /// The key hints, from the longest to the shortest, for narrower terminals.
  package static let hintVariants = [
    "⇥ move · ⏎ tap · esc back · r rotate · ? help · q quit",
    "⇥ ⏎ esc · ? help · q quit",
    "? help · q quit",
    "? help",
  ]
}
