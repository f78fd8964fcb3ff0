import SwiftUI
import Testing

/// A live query for elements on the screen, as in XCUITest: `app.buttons`, `app.cells["Seattle"]`,
/// `app.sheets.firstMatch.buttons["Done"]`.
@MainActor
public struct XCUIElementQuery {
  let app: HeadlessApp
  let scope: XCUIQueryScope
  let roles: Set<ScreenRole>?
  let filter: (@MainActor (ScreenNode) -> Bool)?

  init(
    app: HeadlessApp, scope: XCUIQueryScope, roles: Set<ScreenRole>?,
    filter: (@MainActor (ScreenNode) -> Bool)? = nil
  ) {
    self.app = app
    self.scope = scope
    self.roles = roles
    self.filter = filter
  }

  /// Every matching element, in screen order (what is presented on top comes last).
  func nodes() -> [ScreenNode] {
    return scope.candidates(in: app).filter { node in
      node.role != .shape && (roles?.contains(node.role) ?? true) && (filter?(node) ?? true)
    }
  }

  /// The element whose identifier or label is `key`. A cell also matches the text of a row inside it.
  public subscript(_ key: String) -> XCUIElement {
    XCUIElement(query: matching(key), description: "\(describe) \"\(key)\"")
  }

  /// The elements whose identifier or label is `key`.
  public func matching(_ key: String) -> XCUIElementQuery {
    XCUIElementQuery(app: app, scope: scope, roles: roles) { node in
      (filter?(node) ?? true) && Self.matches(node, key)
    }
  }

  /// The elements with an identifier.
  public func matching(identifier: String) -> XCUIElementQuery {
    XCUIElementQuery(app: app, scope: scope, roles: roles) { node in
      (filter?(node) ?? true) && node.identifier == identifier
    }
  }

  /// The elements that contain a descendant of a kind with a label.
  public func containing(_ type: XCUIElement.ElementType, identifier: String) -> XCUIElementQuery {
    XCUIElementQuery(app: app, scope: scope, roles: roles) { node in
      (filter?(node) ?? true)
        && node.descendants.contains { type.matches($0.role) && Self.matches($0, identifier) }
    }
  }

  static func matches(_ node: ScreenNode, _ key: String) -> Bool {
    if node.identifier == key || node.label == key { return true }
    if node.role == .cell || node.role == .navigationBar || node.role == .sheet || node.role == .alert
      || node.role == .popover || node.role == .dialog || node.role == .column
    {
      return node.facts.title == key
        || (node.role == .cell && node.descendants.contains { $0.role == .staticText && $0.label == key })
    }
    return false
  }

  /// How many elements match now.
  public var count: Int { nodes().count }

  /// The first matching element.
  public var firstMatch: XCUIElement {
    XCUIElement(query: self, description: "first \(describe)")
  }

  /// The matching element at a position.
  public func element(boundBy index: Int) -> XCUIElement {
    XCUIElement(query: self, index: index, description: "\(describe) #\(index)")
  }

  /// Every matching element now, each bound to its position.
  public var allElementsBoundByIndex: [XCUIElement] {
    (0..<count).map { element(boundBy: $0) }
  }

  /// The single matching element (XCUITest's `element`).
  public var element: XCUIElement { firstMatch }

  var describe: String {
    guard let roles, let role = roles.first else { return "element" }
    return role.rawValue
  }
}

extension HeadlessApp {
  /// Open menus (a `Menu`, a menu-style picker, a context menu).
  public var menus: XCUIElementQuery {
    XCUIElementQuery(app: self, scope: .app, roles: [.other]) { $0.facts.presentation?.style == .menu }
  }
  /// The items of the open menu, by title (they are buttons too).
  public var menuItems: XCUIElementQuery {
    XCUIElementQuery(app: self, scope: .element(menus.firstMatch), roles: [.button])
  }
}
