import SwiftUI

/// A colour a cell can take: the terminal's own default, or one of the 256 indexed colours that every
/// modern terminal (and tmux) draws the same way.
package struct TerminalColor: Hashable, Sendable {
  /// -1 for the default colour, else the index in the 256-colour palette.
  package let code: Int16

  /// The terminal's default foreground or background.
  package static let `default` = TerminalColor(code: -1)

  private init(code: Int16) {
    self.code = code
  }

  /// One of the 256 indexed colours.
  package static func indexed(_ index: UInt8) -> TerminalColor {
    TerminalColor(code: Int16(index))
  }

  /// True for the terminal's default colour.
  package var isDefault: Bool { code < 0 }

  /// The nearest colour of the 6x6x6 cube (or the grey ramp) for red, green and blue from 0 to 1.
  package static func nearest(red: Double, green: Double, blue: Double) -> TerminalColor {
    func level(_ value: Double) -> Int {
      let scaled = Int((max(0, min(1, value)) * 255).rounded())
      return scaled < 48 ? 0 : scaled < 115 ? 1 : (scaled - 35) / 40
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    if r == g && g == b {
      let grey = Int(((red + green + blue) / 3 * 255).rounded())
      if grey > 8 && grey < 238 { return .indexed(UInt8(232 + min(23, (grey - 8) / 10))) }
    }
    return .indexed(UInt8(16 + 36 * r + 6 * g + b))
  }

  /// The colour a SwiftUI colour stands for, or nil where it means no particular colour (`.primary`,
  /// `.clear`).
  package init?(_ color: Color) {
    if let named = Self.named(color.description) {
      self = named
    } else if let rgb = color.components {
      self = Self.nearest(red: rgb.red, green: rgb.green, blue: rgb.blue)
    } else {
      return nil
    }
  }

  /// The colour a SwiftUI colour's name stands for ("red", "accent", "#FF8800"), or nil when the
  /// name means no particular colour ("primary", "clear", unknown names).
  package static func named(_ name: String) -> TerminalColor? {
    switch name {
    case "accent", "blue": return .indexed(33)
    case "red": return .indexed(203)
    case "orange": return .indexed(214)
    case "yellow": return .indexed(220)
    case "green": return .indexed(41)
    case "mint": return .indexed(43)
    case "teal": return .indexed(37)
    case "cyan": return .indexed(39)
    case "indigo": return .indexed(62)
    case "purple": return .indexed(134)
    case "pink": return .indexed(204)
    case "brown": return .indexed(137)
    case "gray", "grey", "secondary": return .indexed(245)
    case "black": return .indexed(16)
    case "white": return .indexed(231)
    default: break
    }
    let hex = name.utf8
    guard hex.count == 7, hex.first == UInt8(ascii: "#"), let value = Int(name.dropFirst(), radix: 16) else {
      return nil
    }
    return nearest(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }
}
