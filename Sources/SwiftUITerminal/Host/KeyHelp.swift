/// The keys of the terminal host, for `--help` and the `?` overlay.
package enum KeyHelp {
  /// One line per key.
  package static let lines: [String] = [
    "Tab, ↓, j        next element        Shift-Tab, ↑, k  previous element",
    "←, →             element to the left / right (across columns)",
    "Enter, Space     tap the focused element (a button, a row, a switch)",
    "Esc              back: close the alert, dialog, popover or sheet, or pop the screen",
    "typing           edits a focused text field or text view; Backspace deletes",
    "+ / -            step a focused stepper, slider, picker wheel, date or colour",
    "s or <, >        show a row's trailing / leading swipe actions",
    "PgUp, PgDn       scroll the list or scroll view",
    "r                rotate the device (portrait / landscape)",
    "mouse            click to tap, wheel to scroll",
    "?                show or hide this help",
    "n                show the runtime's notes on the app (not SwiftUI's log)",
    "q, Ctrl-C        quit (in a text field only Ctrl-C quits)",
  ]
}
