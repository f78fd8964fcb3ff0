/// The runtime's approximation of text and control sizes, in points, for the system font at body size
/// (17 pt): a character is 8.5 points wide on average and a line 22 points tall. Good enough to decide
/// what fits (`ViewThatFits`, wrapping, how many rows a list shows) and to lay out terminal cells; not
/// a typesetter. docs/DIVERGENCES.md records this.
enum TextMetrics {
  static let characterWidth: CGFloat = 8.5
  static let lineHeight: CGFloat = 22
  static let rowHeight: CGFloat = 44
  static let sectionHeaderHeight: CGFloat = 38
  static let defaultSpacing: CGFloat = 8
  static let iconWidth: CGFloat = 24

  static func idealWidth(of text: String) -> CGFloat {
    CGFloat(text.count) * characterWidth
  }

  /// The size of a text given a width, wrapping at words unless it is fixed.
  static func size(of text: String, width: CGFloat?, fixed: Bool) -> CGSize {
    let ideal = idealWidth(of: text)
    guard let width, !fixed, ideal > width, width > 0 else {
      return CGSize(width: ideal, height: lineHeight)
    }
    let charactersPerLine = max(1, Int(width / characterWidth))
    var lines = 1
    var used = 0
    for word in text.split(separator: " ") {
      let length = word.count
      if used == 0 {
        used = length
        lines += (length - 1) / charactersPerLine
        used = (length - 1) % charactersPerLine + 1
      } else if used + 1 + length <= charactersPerLine {
        used += 1 + length
      } else {
        lines += 1 + (length - 1) / charactersPerLine
        used = (length - 1) % charactersPerLine + 1
      }
    }
    return CGSize(width: min(ideal, width), height: CGFloat(lines) * lineHeight)
  }
}
