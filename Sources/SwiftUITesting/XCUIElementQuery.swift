import SwiftUI
import Testing

/// A live query for elements on the screen, as in XCUITest: `app.buttons`, `app.cells["Seattle"]`,
/// `app.sheets.firstMatch.buttons["Done"]`.
@MainActor
public struct XCUIElementQuery {
  let app: HeadlessApp
  let scope: XCUIElement?
  let roles: Set<ScreenRole>?
  let filter: (@MainActor (ScreenNode) -> Bool)?

  init(
    app: HeadlessApp, scope: XCUIElement?, roles: Set<ScreenRole>?,
    filter: (@MainActor (ScreenNode) -> Bool)? = nil
  ) {
    self.app = app
    self.scope = scope
    self.roles = roles
    self.filter = filter
  }

  /// Every matching element, in screen order (what is presented on top comes last).
  func nodes() -> [ScreenNode] {
    let screen = app.screen
    let base: [ScreenNode]
    if let scope {
      guard let node = scope.resolve() else { return [] }
      base = node.descendants
    } else {
      base = screen.allNodes
    }
    return base.filter { node in
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
  func query(_ roles: ScreenRole...) -> XCUIElementQuery {
    XCUIElementQuery(app: self, scope: nil, roles: Set(roles))
  }

  /// Buttons, including navigation links, toolbar items, tab items and swipe actions once revealed.
  public var buttons: XCUIElementQuery { query(.button) }
  /// Static texts.
  public var staticTexts: XCUIElementQuery { query(.staticText) }
  /// Text fields.
  public var textFields: XCUIElementQuery { query(.textField) }
  /// Search fields, by prompt.
  public var searchFields: XCUIElementQuery { query(.searchField) }
  /// Steppers, by their label.
  public var steppers: XCUIElementQuery { query(.stepper) }
  /// Progress views whose amount is known.
  public var progressIndicators: XCUIElementQuery { query(.progressIndicator) }
  /// Progress views whose amount is unknown (spinners).
  public var activityIndicators: XCUIElementQuery { query(.activityIndicator) }
  /// Toggles (XCUITest's switches).
  public var toggles: XCUIElementQuery { query(.toggle) }
  /// Toggles, by XCUITest's name.
  public var switches: XCUIElementQuery { query(.toggle) }
  /// List rows.
  public var cells: XCUIElementQuery { query(.cell) }
  /// Lists and forms.
  public var tables: XCUIElementQuery { query(.table) }
  /// Images, by symbol name.
  public var images: XCUIElementQuery { query(.image) }
  /// Scroll views.
  public var scrollViews: XCUIElementQuery { query(.scrollView) }
  /// Navigation bars, by title.
  public var navigationBars: XCUIElementQuery { query(.navigationBar) }
  /// Tab bars.
  public var tabBars: XCUIElementQuery { query(.tabBar) }
  /// Toolbars (bottom bars).
  public var toolbars: XCUIElementQuery { query(.toolbar) }
  /// Split-view columns, by name ("sidebar", "content", "detail").
  public var columns: XCUIElementQuery { query(.column) }
  /// Sheets, whatever their adapted style (a sheet, or a full-screen cover when it adapted).
  public var sheets: XCUIElementQuery { query(.sheet) }
  /// Full-screen covers, including sheets that adapted to one.
  public var fullScreenCovers: XCUIElementQuery { query(.fullScreenCover) }
  /// Popovers shown as bubbles.
  public var popovers: XCUIElementQuery { query(.popover) }
  /// Alerts.
  public var alerts: XCUIElementQuery { query(.alert) }
  /// Confirmation dialogs.
  public var dialogs: XCUIElementQuery { query(.dialog) }
  /// Inspectors shown as a trailing column.
  public var inspectors: XCUIElementQuery { query(.inspector) }
  /// Any element.
  public var descendants: XCUIElementQuery { XCUIElementQuery(app: self, scope: nil, roles: nil) }
  /// Segmented pickers, by label; their segments are buttons inside them.
  public var segmentedControls: XCUIElementQuery { query(.segmentedControl) }
  /// Wheel pickers, by label; each holds a picker wheel.
  public var pickers: XCUIElementQuery { query(.picker) }
  /// The wheels of wheel pickers; the value is the chosen option.
  public var pickerWheels: XCUIElementQuery { query(.pickerWheel) }
  /// Sliders, by label; the value is the position as a percentage ("50%").
  public var sliders: XCUIElementQuery { query(.slider) }
  /// Date pickers, by label; the value is the date as it is shown.
  public var datePickers: XCUIElementQuery { query(.datePicker) }
  /// Links, by title.
  public var links: XCUIElementQuery { query(.link) }
  /// Secure fields, by title; the value is a dot per character.
  public var secureTextFields: XCUIElementQuery { query(.secureTextField) }
  /// Text editors; the value is the text.
  public var textViews: XCUIElementQuery { query(.textView) }
  /// The triangles that expand and collapse disclosure groups and outline rows; value "1" when
  /// expanded.
  public var disclosureTriangles: XCUIElementQuery { query(.disclosureTriangle) }
  /// Open menus (a `Menu`, a menu-style picker, a context menu).
  public var menus: XCUIElementQuery {
    XCUIElementQuery(app: self, scope: nil, roles: [.other]) { $0.facts.presentation?.style == .menu }
  }
  /// The items of the open menu, by title (they are buttons too).
  public var menuItems: XCUIElementQuery {
    XCUIElementQuery(app: self, scope: menus.firstMatch, roles: [.button])
  }
  /// Colour pickers, by label; the value is the colour's name.
  public var colorWells: XCUIElementQuery { query(.colorWell) }
  /// Elements of no particular kind, among them shapes given an accessibility label (a shape
  /// without one is no element, as in XCUITest).
  public var otherElements: XCUIElementQuery { query(.other, .column, .fullScreenCover, .inspector) }
}
