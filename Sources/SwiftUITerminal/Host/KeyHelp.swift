/// The keys of the terminal host, for `--help` and the `?` overlay: every key the host acts on.
package enum KeyHelp {
  /// One line per key, for a device (with its rotation) or a Mac window (without).
  package static func lines(canRotate: Bool = true) -> [String] {
    var lines = [
      "Tab, ↓, j        next element        Shift-Tab, ↑, k  previous element",
      "←, →             element to the left / right     Home, End  first / last element",
      "Enter, Space     tap the focused element (a button, a row, a switch)",
      "Esc              back: close an alert, dialog, popover or sheet, or pop the screen;",
      "                 a Mac sheet runs its Cancel; swipe actions hide; a search clears",
      "+ / -            step a focused stepper, slider, picker wheel, date or colour",
      "s or <, >        show a row's trailing / leading swipe actions",
      "PgUp, PgDn       scroll the list or scroll view; the mouse clicks and scrolls",
    ]
    if canRotate { lines.append("Ctrl-R           rotate the device (portrait / landscape)") }
    lines += [
      "?, h             show or hide this help     n  the runtime's notes on the app",
      "q, Ctrl-D        quit (asks first over unsaved edits)     Ctrl-C  quit at once",
      "In a text field  typing edits; ← → Home End (Ctrl-A, Ctrl-E) move the caret;",
      "                 Backspace, Delete; Ctrl-U / Ctrl-K delete to the start / end,",
      "                 Ctrl-W the word before the caret; Tab, ↑ and ↓ leave the field",
      "Letters are commands only where nothing takes text, and only the first of a",
      "word: after a letter that is no command, the word goes nowhere (Tab to a field)",
    ]
    return lines
  }

  /// Every key, as `--help` lists them.
  package static var lines: [String] { lines() }
}
