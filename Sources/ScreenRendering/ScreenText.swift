import SwiftUI

/// The screen as text, one element per line, indented by containment: what the test host's
/// `app.snapshot()` returns and a `.text` snapshot records. The columns of a split view are drawn side
/// by side; what is presented follows what it covers.
package enum ScreenText {
  /// The outline of a screen: its scene on the first line, then one element per line.
  ///
  /// - Parameter screen: The screen a host read after an update.
  /// - Returns: The lines, joined by newlines, with no newline at the end.
  @MainActor
  package static func render(_ screen: Screen) -> String {
    let size = screen.geometry.size
    var lines = ["\(screen.geometry.description) (\(Int(size.width)) x \(Int(size.height)))"]
    lines += block(screen.root.children, depth: 1)
    return lines.joined(separator: "\n")
  }

  /// Lines for a run of sibling nodes: consecutive columns side by side, the rest one after another.
  private static func block(_ nodes: [ScreenNode], depth: Int) -> [String] {
    var lines: [String] = []
    var index = 0
    while index < nodes.count {
      if nodes[index].role == .column {
        var columns: [[String]] = []
        while index < nodes.count, nodes[index].role == .column {
          columns.append(block([nodes[index]], depth: 0, asColumn: true))
          index += 1
        }
        lines += sideBySide(columns, indent: String(repeating: "  ", count: depth))
      } else {
        lines += block([nodes[index]], depth: depth, asColumn: false)
        index += 1
      }
    }
    return lines
  }

  private static func block(_ nodes: [ScreenNode], depth: Int, asColumn: Bool) -> [String] {
    var lines: [String] = []
    for node in nodes where node.role != .shape {
      lines.append(String(repeating: "  ", count: depth) + describe(node))
      lines += block(node.handedOutChildren, depth: depth + 1)
    }
    return lines
  }

  private static func sideBySide(_ columns: [[String]], indent: String) -> [String] {
    let widths = columns.map { column in min(60, column.map(\.count).max() ?? 0) }
    let height = columns.map(\.count).max() ?? 0
    return (0..<height).map { row in
      let cells = columns.enumerated().map { index, column -> String in
        let text = row < column.count ? String(column[row].prefix(widths[index])) : ""
        return text.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }
      return indent + cells.joined(separator: " │ ").trimmingTrailingSpaces()
    }
  }

  private static func describe(_ node: ScreenNode) -> String {
    var line = node.role.rawValue
    if !node.label.isEmpty { line += " \"\(node.label)\"" }
    if let value = node.value, !value.isEmpty, value != node.label { line += " = \"\(value)\"" }
    var flags: [String] = []
    if !node.isEnabled { flags.append("disabled") }
    if node.isSelected { flags.append("selected") }
    if !node.isHittable { flags.append("covered") }
    flags += node.factPhrases
    if !flags.isEmpty { line += " [" + flags.joined(separator: ", ") + "]" }
    return line
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
