import SwiftUI

/// How an element finds what it stands for, at every access, and XCUITest's rule for a query that
/// matches several: acting on or reading an element that stands for one element fails the test
/// when several match, in XCUITest's words.
extension XCUIElement {
  /// How an element chooses among its query's matches.
  enum Pick: Equatable {
    /// The only match (a query's subscript, its `element`): several are a failure.
    case only
    /// The first match in screen order (`firstMatch`).
    case first
    /// The match at a position (`element(boundBy:)`).
    case index(Int)
  }

  /// What an element is now.
  enum Resolution {
    case missing
    case found(ScreenNode)
    /// Several elements match where one is wanted: this element's query, or that of an element it
    /// is inside (`app.cells["Seattle"].buttons["Delete"]` with two cells "Seattle").
    case ambiguous(XCUIElement)
  }

  /// The nodes it stands for now, without failing: all the matches of an element that wants one,
  /// so that ``exists`` and the queries inside it look at every one of them.
  func matchedNodes() -> [ScreenNode] {
    let nodes = query.nodes()
    switch pick {
    case .only: return nodes
    case .first: return Array(nodes.prefix(1))
    case .index(let index): return nodes.indices.contains(index) ? [nodes[index]] : []
    }
  }

  /// Whether it wants one element and several match now.
  var isAmbiguousHere: Bool { pick == .only && query.nodes().count > 1 }

  func resolution() -> Resolution {
    if let outer = query.scope.ambiguousElement { return .ambiguous(outer) }
    let nodes = matchedNodes()
    if pick == .only && nodes.count > 1 { return .ambiguous(self) }
    return nodes.first.map { .found($0) } ?? .missing
  }

  /// The node a read reports on, or nil: a read of an element several elements match fails the test
  /// as XCUITest's does, at the line that made the element when known.
  func read() -> ScreenNode? {
    switch resolution() {
    case .found(let node): return node
    case .missing: return nil
    case .ambiguous(let element):
      let here = madeAt ?? Here(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      app.fail("Failed to get matching snapshot: \(element.multipleMatches)", at: here)
      return nil
    }
  }

  /// The node an action acts on, or nil after failing the test: several matches fail in XCUITest's
  /// words ("Failed to tap "Save" Button: …"); no match fails with `missing`, unless it is nil.
  ///
  /// - Parameters:
  ///   - verb: The action as XCUITest names it in a failure ("tap", "swipe left").
  ///   - here: Where the test asked for it.
  ///   - missing: What to say when nothing matches; nil to say nothing.
  /// - Returns: The one node the element stands for.
  func target(_ verb: String, at here: Here, missing: @autoclosure () -> String?) -> ScreenNode? {
    switch resolution() {
    case .found(let node):
      return node
    case .missing:
      if let message = missing() { app.fail(message, at: here) }
      return nil
    case .ambiguous(let element):
      app.fail("Failed to \(verb) \(xcuiName): \(element.multipleMatches)", at: here)
      return nil
    }
  }

  /// The element as XCUITest names it in a failure: `"Save" Button`.
  var xcuiName: String {
    key.map { "\"\($0)\" \(query.typeName)" } ?? query.typeName
  }

  /// What XCUITest says when an element's query matches several.
  private var multipleMatches: String {
    "Find single matching element. Multiple matching elements found for \(query.xcuiDescription)."
  }

  /// How XCUITest would describe the way to it, from the app.
  var steps: [String] {
    switch pick {
    case .only: query.steps
    case .first: query.steps + ["First match"]
    case .index(let index): query.steps + ["Element at index \(index)"]
    }
  }
}
