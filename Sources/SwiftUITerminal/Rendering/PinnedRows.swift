import SwiftUI

/// The device rows a terminal too short for the device always shows: the bars (navigation bars, tab
/// bars, bottom toolbars) and, above the top one, the status bar.
enum PinnedRows {
  /// The rows of a screen's bars, in device cells.
  static func of(_ screen: Screen) -> Set<Int> {
    var rows = Set<Int>()
    var top: Int?
    for node in screen.allNodes {
      switch node.role {
      case .navigationBar, .tabBar, .toolbar:
        let rect = CellMetrics.rect(node.frame)
        rows.formUnion(rect.y..<rect.maxY)
        top = min(top ?? rect.y, rect.y)
      default:
        continue
      }
    }
    // The status bar: the rows above a bar at the top of the screen.
    if let top, top <= 4 {
      rows.formUnion(0..<top)
    }
    return rows
  }
}
