/// One-column glyphs for the SF Symbols apps use most, so that an icon-only button still reads well.
package enum SymbolGlyphs {
  /// The glyph for a symbol name, or nil when there is no good one.
  package static func glyph(for name: String) -> String? {
    let base = name.split(separator: ".").first.map(String.init) ?? name
    switch name {
    case "sidebar.left", "sidebar.leading", "sidebar.right", "sidebar.trailing": return "◧"
    case "square.and.arrow.up": return "⇪"
    case "info.circle", "info": return "ⓘ"
    case "ellipsis.circle", "ellipsis": return "⋯"
    case "chevron.left", "chevron.backward": return "‹"
    case "chevron.right", "chevron.forward": return "›"
    default: break
    }
    switch base {
    case "plus": return "+"
    case "minus": return "−"
    case "trash": return "⌫"  // erase: ✕ reads as close
    case "xmark": return "✕"
    case "checkmark": return "✓"
    case "star": return "★"
    case "heart": return "♥"
    case "gear", "gearshape": return "⚙"
    case "magnifyingglass": return "⌕"
    case "pencil", "square": return "✎"
    case "airplane": return "✈"
    case "map", "mappin": return "⌖"
    case "person": return "☺"
    case "house": return "⌂"
    case "calendar": return "▦"
    case "bell": return "♪"
    case "slider": return "≡"
    case "line": return "≡"
    case "list": return "☰"
    case "folder": return "▭"
    case "doc": return "▯"
    case "globe": return "◍"
    case "photo": return "▣"
    case "sun", "moon", "cloud": return "☼"
    case "arrow": return "→"
    case "mountain": return "▲"
    case "beach", "umbrella": return "☂"
    case "building": return "▥"
    case "tram", "train", "bus", "car", "cablecar": return "⊟"
    case "fork", "cup": return "♨"
    case "camera": return "◉"
    case "flag": return "⚑"
    case "exclamationmark": return "!"
    case "questionmark": return "?"
    default: return nil
    }
  }
}
