import SwiftUI

/// The screen as text, one element per line, indented by containment: what `app.snapshot()` returns.
enum ScreenText {
  @MainActor
  static func render(_ screen: Screen) -> String {
    var lines: [String] = [
      "\(screen.geometry.description) (\(Int(screen.geometry.size.width)) x \(Int(screen.geometry.size.height)))"
    ]
    func visit(_ node: ScreenNode, depth: Int) {
      var line = String(repeating: "  ", count: depth) + node.role.rawValue
      if !node.label.isEmpty { line += " \"\(node.label)\"" }
      if let value = node.value, !value.isEmpty, value != node.label { line += " = \"\(value)\"" }
      var flags: [String] = []
      if !node.isEnabled { flags.append("disabled") }
      if node.isSelected { flags.append("selected") }
      if !node.isHittable { flags.append("covered") }
      for key in node.details.keys.sorted() where key != "title" {
        flags.append("\(key): \(node.details[key]!)")
      }
      if !flags.isEmpty { line += " [" + flags.joined(separator: ", ") + "]" }
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    for child in screen.root.children { visit(child, depth: 1) }
    return lines.joined(separator: "\n")
  }
}
