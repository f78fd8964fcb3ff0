/// How a cell is drawn: attributes and colours. Plain data, compared and copied cheaply.
package struct CellStyle: Hashable, Sendable {
  /// Attribute bits.
  package struct Attributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (SGR 1).
    package static let bold = Attributes(rawValue: 1)
    /// Faint (SGR 2): what a presentation covers, disabled controls, secondary text.
    package static let dim = Attributes(rawValue: 2)
    /// Underlined (SGR 4): text fields.
    package static let underline = Attributes(rawValue: 4)
    /// Reverse video (SGR 7): the focused element.
    package static let reverse = Attributes(rawValue: 8)
  }

  /// Bold, faint, underlined, reversed.
  package var attributes: Attributes
  /// The text colour.
  package var foreground: TerminalColor
  /// The cell's background.
  package var background: TerminalColor

  /// A style; plain by default.
  package init(
    _ attributes: Attributes = [], foreground: TerminalColor = .default, background: TerminalColor = .default
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// No attributes, default colours.
  package static let plain = CellStyle()

  /// The style with more attributes.
  package func adding(_ more: Attributes) -> CellStyle {
    var copy = self
    copy.attributes.formUnion(more)
    return copy
  }
}

/// One character cell of the terminal: a Unicode scalar and its style. A scalar of 0 marks the right
/// half of a wide character drawn in the cell before it.
package struct Cell: Hashable, Sendable {
  /// The scalar's value; 0 for the second half of a wide character.
  package var scalar: UInt32
  /// How it is drawn.
  package var style: CellStyle

  /// A cell showing a character.
  package init(_ scalar: Unicode.Scalar, style: CellStyle = .plain) {
    self.scalar = scalar.value
    self.style = style
  }

  /// An empty cell.
  package static let blank = Cell(" ")
  /// The second half of a wide character.
  package static let continuation = Cell(scalarValue: 0, style: .plain)

  private init(scalarValue: UInt32, style: CellStyle) {
    self.scalar = scalarValue
    self.style = style
  }
}
