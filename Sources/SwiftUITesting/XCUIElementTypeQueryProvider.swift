import SwiftUI

/// Where a query looks: the whole screen, inside one element, or inside every element another
/// query matches (`app.tabBars.buttons`).
indirect enum XCUIQueryScope {
  case app
  case element(XCUIElement)
  case query(XCUIElementQuery)
  /// Only the direct children of what the inner scope looks inside.
  case children(of: XCUIQueryScope)

  /// The nodes a query in this scope chooses from, in screen order.
  @MainActor
  func candidates(in app: HeadlessApp) -> [ScreenNode] {
    switch self {
    case .app:
      return app.state == .notRunning ? [] : app.screen.allNodes
    case .element(let element):
      return Self.unique(element.matchedNodes().flatMap(\.descendants))
    case .query(let query):
      return Self.unique(query.nodes().flatMap(\.descendants))
    case .children(of: .app):
      return app.state == .notRunning ? [] : [app.screen.root]
    case .children(of: .element(let element)):
      return Self.unique(element.matchedNodes().flatMap(\.handedOutChildren))
    case .children(of: .query(let query)):
      return Self.unique(query.nodes().flatMap(\.handedOutChildren))
    case .children(of: let inner):
      // The children of a children scope: one level further down.
      return Self.unique(inner.candidates(in: app).flatMap(\.handedOutChildren))
    }
  }

  /// How XCUITest would describe the way there, from the app.
  @MainActor
  var steps: [String] {
    switch self {
    case .app: []
    case .element(let element): element.steps
    case .query(let query): query.steps
    case .children(of: let inner): inner.steps
    }
  }

  /// The outermost element on the way there that stands for one element and matches several now: an
  /// action or a read through it fails, as in XCUITest. Nil when every element on the way is single.
  @MainActor
  var ambiguousElement: XCUIElement? {
    switch self {
    case .app: nil
    case .element(let element):
      element.query.scope.ambiguousElement ?? (element.isAmbiguousHere ? element : nil)
    case .query(let query): query.scope.ambiguousElement
    case .children(of: let inner): inner.ambiguousElement
    }
  }

  private static func unique(_ nodes: [ScreenNode]) -> [ScreenNode] {
    var seen: Set<Int> = []
    return nodes.filter { seen.insert($0.id).inserted }
  }
}

/// The root of the queries a provider makes; it is what differs between the app, an element and a
/// query, and nothing a test reads.
@MainActor
public struct XCUIQueryRoot {
  let app: HeadlessApp
  let scope: XCUIQueryScope
}

/// What can be asked for the elements of a kind inside it, as in XCUITest: the app
/// (`app.buttons`), an element (`app.sheets.firstMatch.buttons`) and a query
/// (`app.tabBars.buttons`, the buttons inside any tab bar).
///
/// ```swift
/// app.tabBars.buttons["Inbox"].tap()
/// #expect(app.cells.staticTexts["Seattle"].exists)
/// ```
@MainActor
public protocol XCUIElementTypeQueryProvider {
  /// Where this provider's queries look.
  var _queryRoot: XCUIQueryRoot { get }
}

extension XCUIElementTypeQueryProvider {
  func query(_ roles: ScreenRole...) -> XCUIElementQuery {
    let root = _queryRoot
    let name = roles.count == 1 ? XCUIElement.ElementType(roles[0]).name : XCUIElement.ElementType.other.name
    return XCUIElementQuery(
      app: root.app, scope: root.scope, roles: Set(roles), find: "Descendants matching type \(name)")
  }

  /// Every element inside, of any kind.
  public var descendants: XCUIElementQuery {
    XCUIElementQuery(
      app: _queryRoot.app, scope: _queryRoot.scope, roles: nil, find: "Descendants matching type Any")
  }

  /// The elements of a kind inside, at any depth.
  ///
  /// - Parameter type: The kind, as XCUITest names it.
  /// - Returns: The query.
  public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    if type == .any { return descendants }
    return XCUIElementQuery(
      app: _queryRoot.app, scope: _queryRoot.scope, roles: nil, typeName: type.name,
      find: "Descendants matching type \(type.name)"
    ) { type.matches($0.role) }
  }

  /// The elements of a kind directly inside, one level down.
  ///
  /// - Parameter type: The kind, as XCUITest names it.
  /// - Returns: The query.
  public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    let root = _queryRoot
    return XCUIElementQuery(
      app: root.app, scope: .children(of: root.scope), roles: nil, typeName: type.name,
      find: "Children matching type \(type.name)"
    ) { type == .any || type.matches($0.role) }
  }

  /// Buttons, including navigation links, toolbar items, tab items and swipe actions once revealed.
  public var buttons: XCUIElementQuery { query(.button) }
  /// Static texts.
  public var staticTexts: XCUIElementQuery { query(.staticText) }
  /// Text fields, by title.
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
  /// Toggles, by XCUITest's name; the value is "1" when on.
  public var switches: XCUIElementQuery { query(.toggle) }
  /// List rows.
  public var cells: XCUIElementQuery { query(.cell) }
  /// Lists and forms: SwiftUI's are collection views on iOS 16 and later.
  public var collectionViews: XCUIElementQuery { query(.table) }
  /// UIKit's table views. SwiftUI's lists and forms are collection views on iOS 16 and later, so
  /// this finds none, as on iOS: use ``collectionViews``.
  public var tables: XCUIElementQuery {
    let root = _queryRoot
    return XCUIElementQuery(
      app: root.app, scope: root.scope, roles: [], typeName: "Table", find: "Descendants matching type Table")
  }
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
  /// Alerts, by title.
  public var alerts: XCUIElementQuery { query(.alert) }
  /// Confirmation dialogs.
  public var dialogs: XCUIElementQuery { query(.dialog) }
  /// Inspectors shown as a trailing column.
  public var inspectors: XCUIElementQuery { query(.inspector) }
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
  /// Colour pickers, by label; the value is the colour's name.
  public var colorWells: XCUIElementQuery { query(.colorWell) }
  /// Elements of no particular kind, among them shapes given an accessibility label (a shape
  /// without one is no element, as in XCUITest).
  public var otherElements: XCUIElementQuery { query(.other, .column, .fullScreenCover, .inspector) }
}

extension HeadlessApp: XCUIElementTypeQueryProvider {
  /// Queries on the app look at the whole screen.
  public var _queryRoot: XCUIQueryRoot { XCUIQueryRoot(app: self, scope: .app) }
}

extension XCUIElementQuery: XCUIElementTypeQueryProvider {
  /// Queries on a query look inside every element it matches.
  public var _queryRoot: XCUIQueryRoot { XCUIQueryRoot(app: app, scope: .query(self)) }
}
