import SwiftUI
import Testing

/// A live query for elements on the screen, as in XCUITest: `app.buttons`, `app.cells["Seattle"]`,
/// `app.sheets.firstMatch.buttons["Done"]`.
///
/// A query may match many elements; an element taken from it by key (`app.buttons["Save"]`) or as
/// ``element`` must be the only match when a test acts on it or reads it, as in XCUITest. Take
/// ``firstMatch`` or ``element(boundBy:)`` to choose among several.
@MainActor
public struct XCUIElementQuery {
  let app: HeadlessApp
  let scope: XCUIQueryScope
  let roles: Set<ScreenRole>?
  let filter: (@MainActor (ScreenNode) -> Bool)?
  /// How XCUITest would describe the query, one step per part ("Descendants matching type Button").
  let steps: [String]
  /// The kind of element it finds, in XCUITest's words ("Button"), for failure messages.
  let typeName: String

  init(
    app: HeadlessApp, scope: XCUIQueryScope, roles: Set<ScreenRole>?, typeName: String? = nil,
    find step: String,
    filter: (@MainActor (ScreenNode) -> Bool)? = nil
  ) {
    let typeName = typeName ?? Self.typeName(of: roles)
    self.init(
      app: app, scope: scope, roles: roles, filter: filter, steps: scope.steps + [step], typeName: typeName)
  }

  private init(
    app: HeadlessApp, scope: XCUIQueryScope, roles: Set<ScreenRole>?,
    filter: (@MainActor (ScreenNode) -> Bool)?,
    steps: [String], typeName: String
  ) {
    self.app = app
    self.scope = scope
    self.roles = roles
    self.filter = filter
    self.steps = steps
    self.typeName = typeName
  }

  /// This query narrowed by one more condition, described as one more step.
  private func narrowed(_ step: String, by condition: @escaping @MainActor (ScreenNode) -> Bool) -> Self {
    let filter = self.filter
    return XCUIElementQuery(
      app: app, scope: scope, roles: roles, filter: { (filter?($0) ?? true) && condition($0) },
      steps: steps + [step], typeName: typeName)
  }

  /// Every matching element, in screen order (what is presented on top comes last).
  func nodes() -> [ScreenNode] {
    return scope.candidates(in: app).filter { node in
      node.role != .shape && (roles?.contains(node.role) ?? true) && (filter?(node) ?? true)
    }
  }

  /// The element whose identifier or label is `key`. A cell also matches the text of a row inside it.
  /// Acting on it, or reading it, fails the test when more than one element matches.
  ///
  /// - Parameters:
  ///   - key: An identifier or a label.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  /// - Returns: The element, found again at every access.
  public subscript(
    _ key: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) -> XCUIElement {
    XCUIElement(
      query: matching(key), pick: .only, key: key, description: "\(describe) \"\(key)\"",
      madeAt: Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The elements whose identifier or label is `key`.
  ///
  /// - Parameter key: An identifier or a label.
  /// - Returns: The narrower query.
  public func matching(_ key: String) -> XCUIElementQuery {
    narrowed("Elements matching predicate '\"\(key)\" IN identifiers'") { Self.matches($0, key) }
  }

  /// The elements with an identifier.
  ///
  /// - Parameter identifier: The accessibility identifier.
  /// - Returns: The narrower query.
  public func matching(identifier: String) -> XCUIElementQuery {
    narrowed("Elements matching predicate 'identifier == \"\(identifier)\"'") { $0.identifier == identifier }
  }

  /// The elements that contain a descendant of a kind with a label.
  ///
  /// - Parameters:
  ///   - type: The kind of the descendant.
  ///   - identifier: Its identifier or label.
  /// - Returns: The narrower query.
  public func containing(_ type: XCUIElement.ElementType, identifier: String) -> XCUIElementQuery {
    narrowed("Elements containing elements matching type \(type.name) and identifier '\(identifier)'") {
      node in
      node.containsDescendant { type.matches($0.role) && Self.matches($0, identifier) }
    }
  }

  static func matches(_ node: ScreenNode, _ key: String) -> Bool {
    if node.identifier == key || node.label == key { return true }
    if node.role == .cell || node.role == .navigationBar || node.role == .sheet || node.role == .alert
      || node.role == .popover || node.role == .dialog || node.role == .column
    {
      return node.facts.title == key
        || (node.role == .cell && node.containsDescendant { $0.role == .staticText && $0.label == key })
    }
    return false
  }

  /// How many elements match now. Never fails.
  public var count: Int { nodes().count }

  /// The first matching element, in screen order, however many match.
  public var firstMatch: XCUIElement {
    XCUIElement(query: self, pick: .first, description: "first \(describe)")
  }

  /// The matching element at a position, however many match.
  ///
  /// - Parameter index: Its position among the matches, in screen order.
  /// - Returns: The element.
  public func element(boundBy index: Int) -> XCUIElement {
    XCUIElement(query: self, pick: .index(index), description: "\(describe) #\(index)")
  }

  /// Every matching element now, each bound to its position.
  public var allElementsBoundByIndex: [XCUIElement] {
    (0..<count).map { element(boundBy: $0) }
  }

  /// The single matching element (XCUITest's `element`): acting on it or reading it fails the test
  /// when more than one element matches.
  public var element: XCUIElement {
    XCUIElement(query: self, pick: .only, description: describe)
  }

  /// The query in XCUITest's terms, as its failure messages show it.
  var xcuiDescription: String {
    "<XCUIElementQuery: \(steps.joined(separator: " → "))>"
  }

  var describe: String {
    guard let roles, let role = roles.first else { return "element" }
    return role.rawValue
  }

  private static func typeName(of roles: Set<ScreenRole>?) -> String {
    guard let roles, roles.count == 1, let role = roles.first else {
      return roles == nil ? XCUIElement.ElementType.any.name : XCUIElement.ElementType.other.name
    }
    return XCUIElement.ElementType(role).name
  }
}

extension HeadlessApp {
  /// Open menus (a `Menu`, a menu-style picker, a context menu).
  public var menus: XCUIElementQuery {
    XCUIElementQuery(
      app: self, scope: .app, roles: [.other], typeName: "Menu", find: "Descendants matching type Menu"
    ) {
      $0.facts.presentation?.style == .menu
    }
  }
  /// The items of the open menu, by title (they are buttons too).
  public var menuItems: XCUIElementQuery {
    XCUIElementQuery(
      app: self, scope: .element(menus.firstMatch), roles: [.button], typeName: "MenuItem",
      find: "Descendants matching type MenuItem")
  }
}
