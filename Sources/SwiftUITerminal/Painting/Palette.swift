/// The styles the terminal host draws with. Under `NO_COLOR` every colour is the terminal's default and
/// the host relies on bold, faint, underline and reverse alone.
package struct Palette: Sendable {
  /// Whether colours are used at all.
  package let usesColor: Bool
  /// The app's accent colour: buttons, links, the focused field.
  package var accent: TerminalColor

  /// A palette, with or without colour.
  package init(usesColor: Bool, accent: TerminalColor = .indexed(33)) {
    self.usesColor = usesColor
    self.accent = accent
  }

  /// A colour, or the default when colours are off.
  package func color(_ color: TerminalColor) -> TerminalColor {
    usesColor ? color : .default
  }

  /// Text in a colour.
  package func text(_ color: TerminalColor, _ attributes: CellStyle.Attributes = []) -> CellStyle {
    CellStyle(attributes, foreground: self.color(color))
  }

  /// Destructive buttons.
  package var destructive: TerminalColor { color(.indexed(203)) }
  /// A switch that is on.
  package var on: TerminalColor { color(.indexed(41)) }
  /// The device's frame and separators.
  package var chrome: CellStyle { usesColor ? CellStyle(foreground: .indexed(240)) : CellStyle(.dim) }
  /// Separator lines inside the app.
  package var separator: CellStyle { usesColor ? CellStyle(foreground: .indexed(238)) : CellStyle(.dim) }
  /// Secondary text: section headers, placeholders, a dialog's title.
  package var secondary: CellStyle { usesColor ? CellStyle(foreground: .indexed(245)) : CellStyle(.dim) }
  /// A selected list row's background.
  package var selectionBackground: TerminalColor { color(.indexed(25)) }
  /// A selected list row's text.
  package var selectionForeground: TerminalColor { color(.indexed(231)) }
}
