extension FrameComposer {
  /// Draws the key help in a box in the middle of the frame; a Mac window's has no rotation.
  package mutating func drawHelp(canRotate: Bool = true) {
    let lines = ["Keys"] + KeyHelp.lines(canRotate: canRotate)
    drawOverlay(lines, width: (lines.map { CharacterWidth.of($0) }.max() ?? 0) + 4)
  }

  /// Draws the runtime's notes on the app's code in a box in the middle of the frame, each note
  /// wrapped to the box. The title says whose they are: a person who knows SwiftUI would otherwise
  /// take them for SwiftUI's messages.
  ///
  /// - Parameter notes: The host's diagnostics, oldest first.
  package mutating func drawNotes(_ notes: [String]) {
    let width = min(grid.width, 84)
    var lines = ["Notes on this app (this runtime's, not SwiftUI's)"]
    if notes.isEmpty { lines += ["", "No notes."] }
    for note in notes {
      lines.append("")
      lines += Self.wrap(note, width: width - 6).enumerated().map {
        ($0.offset == 0 ? "• " : "  ") + $0.element
      }
    }
    drawOverlay(lines, width: width)
  }

  /// Draws lines in a rounded box centred in the frame, the first in bold; lines that do not fit end
  /// with an ellipsis.
  private mutating func drawOverlay(_ lines: [String], width wanted: Int) {
    let width = min(grid.width, wanted)
    let height = min(grid.height, lines.count + 2)
    guard width >= 6, height >= 3 else { return }
    let box = CellRect(
      x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(box)
    grid.box(box, rounded: true, style: palette.chrome)
    let shown = height - 2
    for (index, line) in lines.enumerated() where index < shown {
      let text = index == shown - 1 && lines.count > shown ? "…" : line
      grid.write(
        text, x: box.x + 2, y: box.y + 1 + index, style: index == 0 ? CellStyle(.bold) : .plain,
        limit: width - 4)
    }
  }

  /// Breaks a text into lines of at most `width` cells at spaces and at its own line breaks; a word
  /// longer than a line is left whole, for the box to cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if CharacterWidth.of(candidate) <= width || line.isEmpty {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }
}
