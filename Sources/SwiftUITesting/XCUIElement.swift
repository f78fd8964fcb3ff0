import SwiftUI
import Testing

/// One element on the screen, found again by its query at every access, as in XCUITest.
///
/// An element taken from a query by key (`app.buttons["Save"]`) stands for the one element that
/// matches: acting on it or reading it fails the test, in XCUITest's words, when several match
/// ("Failed to tap "Save" Button: Find single matching element. Multiple matching elements found
/// for …"). ``exists`` never fails; ``XCUIElementQuery/firstMatch`` and
/// ``XCUIElementQuery/element(boundBy:)`` choose among several.
@MainActor
public final class XCUIElement: XCUIElementTypeQueryProvider {
  let query: XCUIElementQuery
  let pick: Pick
  /// The identifier or label it was asked for by, if any: XCUITest names the element by it.
  let key: String?
  let description: String
  /// Where the test made it, for a failure that a read (which has no call site of its own) reports.
  let madeAt: Here?

  init(query: XCUIElementQuery, pick: Pick, key: String? = nil, description: String, madeAt: Here? = nil) {
    self.query = query
    self.pick = pick
    self.key = key
    self.description = description
    self.madeAt = madeAt
  }

  var app: HeadlessApp { query.app }

  // MARK: Reading

  /// Whether the element is on the screen now (it may be covered). Never fails: an element several
  /// elements match exists.
  public var exists: Bool { !matchedNodes().isEmpty }

  /// Whether it can be used: false for a disabled control.
  public var isEnabled: Bool { read()?.isEnabled ?? false }

  /// Whether a tap would reach it: false when a sheet, alert or dialog covers it, or it is scrolled away.
  public var isHittable: Bool { read()?.isHittable ?? false }

  /// Whether it is selected: a list row that is the selection, the chosen tab.
  public var isSelected: Bool { read()?.isSelected ?? false }

  /// Its label: a button's title, a text's string, a navigation bar's title.
  public var label: String { read()?.label ?? "" }

  /// Its value: a text field's text, a toggle's "1" or "0".
  public var value: String? { read()?.value }

  /// Its kind, in XCUITest's terms: `.button`, `.staticText`, `.cell`, `.switch`…; `.any` when it
  /// does not exist.
  public var elementType: ElementType { read().map { ElementType($0.role) } ?? .any }

  /// What can be done to it now: "tap", "typeText", "increment", "decrement", "swipeLeft",
  /// "swipeRight", "swipeUp", "swipeDown", "press", "pinch", "rotate".
  public var availableActions: [String] {
    guard let node = read(), let actions = app.screen.actions[node.id] else { return [] }
    var names: [String] = []
    if actions.tap != nil { names.append("tap") }
    if actions.typeText != nil { names.append("typeText") }
    if actions.increment != nil { names.append("increment") }
    if actions.decrement != nil { names.append("decrement") }
    if actions.swipeLeft != nil { names.append("swipeLeft") }
    if actions.swipeRight != nil { names.append("swipeRight") }
    if actions.swipeUp != nil { names.append("swipeUp") }
    if actions.swipeDown != nil { names.append("swipeDown") }
    if actions.longPress != nil { names.append("press") }
    if actions.pinch != nil { names.append("pinch") }
    if actions.rotate != nil { names.append("rotate") }
    return names
  }

  /// Its accessibility identifier.
  public var identifier: String { read()?.identifier ?? "" }

  /// Its frame on the screen, in points.
  public var frame: CGRect { read()?.frame ?? .zero }

  /// Whether the element has the focus: a text field a `FocusState` says is focused.
  public var hasFocus: Bool { read()?.marks.contains(.focused) ?? false }

  /// What an empty text or search field shows in place of text.
  public var placeholderValue: String? { read()?.facts.placeholder }

  // MARK: Facts XCUITest does not report

  /// A button's role: `.destructive` in an alert, `.cancel` for the safe way out.
  public var buttonRole: ButtonRole? { read()?.facts.buttonRole }

  /// The name of the symbol a button or tab shows, such as "xmark".
  public var systemImage: String? { read()?.facts.systemImage }

  /// A button's keyboard shortcut: `.defaultAction` for the choice Return makes.
  public var keyboardShortcut: KeyboardShortcut? { read()?.facts.keyboardShortcut }

  /// The side of the navigation bar a bar item sits on, or nil outside a bar.
  public var barPlacement: HorizontalEdge? { read()?.facts.barPlacement }

  /// Whether it is the back button of a navigation bar.
  public var isBackButton: Bool { read()?.marks.contains(.backButton) ?? false }

  /// The foreground colour it is drawn in, where the app or the system set one.
  public var foregroundColor: Color? { read()?.facts.foreground }

  /// The font of a text, where the app set one (`.font(_:)`, `.bold()`, `.fontWeight(_:)`).
  public var font: Font? { read()?.facts.font }

  /// Its tint, where the app set one.
  public var tint: Color? { read()?.facts.tint }

  /// How a presentation shows after adapting to the device and size class: a sheet asked for on an
  /// iPhone in landscape shows as `.fullScreenCover`, on an iPad as `.formSheet`.
  public var presentationStyle: PresentationStyle? {
    read()?.facts.presentation.map { PresentationStyle($0.style) }
  }

  /// The detent a sheet rests at now.
  public var detent: PresentationDetent? { read()?.facts.presentation?.detent }

  /// The detents a sheet can rest at, smallest first.
  public var detents: [PresentationDetent] { read()?.facts.presentation?.detents ?? [] }

  /// The sizing a sheet's content asked for, as the runtime describes it
  /// ("form.sticky(horizontal: false, vertical: true)"), or nil.
  public var presentationSizing: String? { read()?.facts.presentation?.sizing }

  /// How a navigation bar shows its title now: `.large` or `.inline`.
  public var titleDisplayMode: NavigationBarItem.TitleDisplayMode? { read()?.facts.titleDisplayMode }

  /// Whether a stepper can go up now; at its upper bound it cannot.
  public var canIncrement: Bool { read()?.marks.contains(.canIncrement) ?? false }

  /// Whether a stepper can go down now; at its lower bound it cannot.
  public var canDecrement: Bool { read()?.marks.contains(.canDecrement) ?? false }

  /// A progress indicator's completed fraction, from 0 to 1; nil while it is indeterminate.
  public var fractionCompleted: Double? { read()?.facts.fractionCompleted }

  /// The built-in style a button is drawn in when not its automatic one ("bordered",
  /// "borderedProminent", "borderless", "plain"), or "button" for a toggle drawn as a button.
  public var controlStyle: String? { read()?.facts.controlStyle }

  /// A slider's position between its bounds, from 0 to 1, as XCUITest reports it.
  public var normalizedSliderPosition: CGFloat { CGFloat(read()?.facts.fractionCompleted ?? 0) }

  /// Waits for the element to exist, letting the app's scheduled work (timers, run-loop work) run
  /// meanwhile; returns whether it exists before the timeout. Work on the main actor, such as a
  /// view's `.task`, runs only while the test itself awaits: from an `async` test, use the `async`
  /// form.
  ///
  /// - Parameter timeout: How long to wait, in seconds.
  /// - Returns: Whether the element exists.
  public func waitForExistence(timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !exists {
      guard Date() < deadline else { return false }
      _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    return true
  }

  /// Waits for the element to exist, letting the app's tasks run meanwhile; returns whether it
  /// exists before the timeout.
  ///
  /// ```swift
  /// let app = HeadlessApp { TripsScreen() }      // loads with .task
  /// #expect(await app.staticTexts["Seattle"].waitForExistence(timeout: 2))
  /// ```
  ///
  /// - Parameter timeout: How long to wait, in seconds.
  /// - Returns: Whether the element exists.
  public func waitForExistence(timeout: TimeInterval) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !exists {
      guard Date() < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return true
  }
}

extension XCUIElement {
  /// The items of a menu (its buttons).
  public var menuItems: XCUIElementQuery { query(.button) }

  /// Where a query for what is inside this element looks.
  public var _queryRoot: XCUIQueryRoot { XCUIQueryRoot(app: app, scope: .element(self)) }
}
