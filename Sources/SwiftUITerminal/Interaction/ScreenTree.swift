import SwiftUI

/// The screen as an indented list of elements with their frames in cells, for `snapshot --tree`: what
/// the host sees when it draws and when it decides what a key or a click reaches.
package enum ScreenTree {
  /// One line per element, indented by containment.
  package static func text(_ screen: Screen, focusedID: Int?) -> String {
    var lines: [String] = []
    func visit(_ node: ScreenNode, depth: Int) {
      let rect = CellMetrics.rect(node.frame)
      var line = String(repeating: "  ", count: depth) + node.role.rawValue
      if !node.label.isEmpty { line += " “\(node.label)”" }
      if let value = node.value, value != node.label { line += " = “\(value)”" }
      line += " @\(rect.x),\(rect.y) \(rect.width)x\(rect.height)"
      var flags: [String] = []
      if node.id == focusedID { flags.append("focused") }
      if !node.isHittable { flags.append("covered") }
      if !node.isEnabled { flags.append("disabled") }
      if node.isSelected { flags.append("selected") }
      flags += node.factPhrases
      if !flags.isEmpty { line += " [" + flags.joined(separator: ", ") + "]" }
      lines.append(line)
      for child in node.handedOutChildren { visit(child, depth: depth + 1) }
    }
    for child in screen.root.children { visit(child, depth: 0) }
    return lines.joined(separator: "\n")
  }
}
