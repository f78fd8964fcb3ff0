extension FrameComposer {
  /// Draws the key help in a box in the middle of the frame.
  package mutating func drawHelp() {
    let lines = ["Keys"] + KeyHelp.lines
    let width = min(grid.width, (lines.map { CharacterWidth.of($0) }.max() ?? 0) + 4)
    let height = min(grid.height, lines.count + 2)
    guard width >= 6, height >= 3 else { return }
    let box = CellRect(
      x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(box)
    grid.box(box, rounded: true, style: palette.chrome)
    for (index, line) in lines.enumerated() where index < height - 2 {
      grid.write(
        line, x: box.x + 2, y: box.y + 1 + index, style: index == 0 ? CellStyle(.bold) : .plain,
        limit: width - 4)
    }
  }
}
