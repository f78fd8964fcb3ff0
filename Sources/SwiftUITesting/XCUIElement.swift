import SwiftUI
import Testing

/// One element on the screen, found again by its query at every access, as in XCUITest.
@MainActor
public final class XCUIElement: XCUIElementTypeQueryProvider {
  let query: XCUIElementQuery
  let index: Int?
  let description: String

  init(query: XCUIElementQuery, index: Int? = nil, description: String) {
    self.query = query
    self.index = index
    self.description = description
  }

  var app: HeadlessApp { query.app }

  func resolve() -> ScreenNode? {
    let nodes = query.nodes()
    if let index { return index < nodes.count ? nodes[index] : nil }
    return nodes.first { $0.isHittable } ?? nodes.first
  }

  // MARK: Reading

  /// Whether the element is on the screen now (it may be covered).
  public var exists: Bool { resolve() != nil }

  /// Whether it can be used: false for a disabled control.
  public var isEnabled: Bool { resolve()?.isEnabled ?? false }

  /// Whether a tap would reach it: false when a sheet, alert or dialog covers it, or it is scrolled away.
  public var isHittable: Bool { resolve()?.isHittable ?? false }

  /// Whether it is selected: a list row that is the selection, the chosen tab.
  public var isSelected: Bool { resolve()?.isSelected ?? false }

  /// Its label: a button's title, a text's string, a navigation bar's title.
  public var label: String { resolve()?.label ?? "" }

  /// Its value: a text field's text, a toggle's "1" or "0".
  public var value: String? { resolve()?.value }

  /// Its kind, in XCUITest's terms: `.button`, `.staticText`, `.cell`, `.switch`…; `.any` when it
  /// does not exist.
  public var elementType: ElementType { resolve().map { ElementType($0.role) } ?? .any }

  /// What can be done to it now: "tap", "typeText", "increment", "decrement", "swipeLeft",
  /// "swipeRight", "swipeUp", "swipeDown", "press".
  public var availableActions: [String] {
    guard let node = resolve(), let actions = app.screen.actions[node.id] else { return [] }
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
    return names
  }

  /// Its accessibility identifier.
  public var identifier: String { resolve()?.identifier ?? "" }

  /// Its frame on the screen, in points.
  public var frame: CGRect { resolve()?.frame ?? .zero }

  /// Whether the element has the focus: a text field a `FocusState` says is focused.
  public var hasFocus: Bool { resolve()?.marks.contains(.focused) ?? false }

  /// What an empty text or search field shows in place of text.
  public var placeholderValue: String? { resolve()?.facts.placeholder }

  // MARK: Facts XCUITest does not report

  /// A button's role: `.destructive` in an alert, `.cancel` for the safe way out.
  public var buttonRole: ButtonRole? { resolve()?.facts.buttonRole }

  /// The name of the symbol a button or tab shows, such as "xmark".
  public var systemImage: String? { resolve()?.facts.systemImage }

  /// A button's keyboard shortcut: `.defaultAction` for the choice Return makes.
  public var keyboardShortcut: KeyboardShortcut? { resolve()?.facts.keyboardShortcut }

  /// The side of the navigation bar a bar item sits on, or nil outside a bar.
  public var barPlacement: HorizontalEdge? { resolve()?.facts.barPlacement }

  /// Whether it is the back button of a navigation bar.
  public var isBackButton: Bool { resolve()?.marks.contains(.backButton) ?? false }

  /// The foreground colour it is drawn in, where the app or the system set one.
  public var foregroundColor: Color? { resolve()?.facts.foreground }

  /// The font of a text, where the app set one (`.font(_:)`, `.bold()`, `.fontWeight(_:)`).
  public var font: Font? { resolve()?.facts.font }

  /// Its tint, where the app set one.
  public var tint: Color? { resolve()?.facts.tint }

  /// How a presentation shows after adapting to the device and size class: a sheet asked for on an
  /// iPhone in landscape shows as `.fullScreenCover`, on an iPad as `.formSheet`.
  public var presentationStyle: PresentationStyle? {
    resolve()?.facts.presentation.map { PresentationStyle($0.style) }
  }

  /// The detent a sheet rests at now.
  public var detent: PresentationDetent? { resolve()?.facts.presentation?.detent }

  /// The detents a sheet can rest at, smallest first.
  public var detents: [PresentationDetent] { resolve()?.facts.presentation?.detents ?? [] }

  /// The sizing a sheet's content asked for, as the runtime describes it
  /// ("form.sticky(horizontal: false, vertical: true)"), or nil.
  public var presentationSizing: String? { resolve()?.facts.presentation?.sizing }

  /// How a navigation bar shows its title now: `.large` or `.inline`.
  public var titleDisplayMode: NavigationBarItem.TitleDisplayMode? { resolve()?.facts.titleDisplayMode }

  /// Whether a stepper can go up now; at its upper bound it cannot.
  public var canIncrement: Bool { resolve()?.marks.contains(.canIncrement) ?? false }

  /// Whether a stepper can go down now; at its lower bound it cannot.
  public var canDecrement: Bool { resolve()?.marks.contains(.canDecrement) ?? false }

  /// A progress indicator's completed fraction, from 0 to 1; nil while it is indeterminate.
  public var fractionCompleted: Double? { resolve()?.facts.fractionCompleted }

  /// The built-in style a button is drawn in when not its automatic one ("bordered",
  /// "borderedProminent", "borderless", "plain"), or "button" for a toggle drawn as a button.
  public var controlStyle: String? { resolve()?.facts.controlStyle }

  /// A slider's position between its bounds, from 0 to 1, as XCUITest reports it.
  public var normalizedSliderPosition: CGFloat { CGFloat(resolve()?.facts.fractionCompleted ?? 0) }

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

  // MARK: Acting

  /// Taps it. Fails the test if it is missing, disabled or covered.
  public func tap(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = resolve() else {
      app.fail("No \(description) to tap. Tappable now: \(app.tappableSummary).", at: here)
      return
    }
    guard node.isEnabled else {
      app.fail("\(description) is disabled.", at: here)
      return
    }
    guard node.isHittable else {
      app.fail("\(description) is covered or off screen. Tappable now: \(app.tappableSummary).", at: here)
      return
    }
    guard let tap = app.screen.actions[node.id]?.tap else {
      app.fail("Tapping \(description) does nothing. Tappable now: \(app.tappableSummary).", at: here)
      return
    }
    app.host.perform(tap)
  }

  /// Taps it twice in quick succession: runs its `onTapGesture(count: 2)`, or its single-tap action
  /// twice.
  public func doubleTap(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here) else { return }
    if let doubleTap = app.screen.actions[node.id]?.doubleTap {
      app.host.perform(doubleTap)
    } else {
      tap(fileID: fileID, filePath: filePath, line: line, column: column)
      tap(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Types text at the end of a text field.
  public func typeText(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here), let type = app.screen.actions[node.id]?.typeText else {
      if resolve() != nil { app.fail("\(description) does not take text.", at: here) }
      return
    }
    app.host.perform { type(text) }
  }

  /// Replaces a text field's text.
  public func replaceText(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here), let replace = app.screen.actions[node.id]?.replaceText else {
      if resolve() != nil { app.fail("\(description) does not take text.", at: here) }
      return
    }
    app.host.perform { replace(text) }
  }

  /// Taps a stepper's + button; at the end of its range nothing happens, as on iOS.
  public func increment(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here) else { return }
    guard let increment = app.screen.actions[node.id]?.increment else {
      // At the end of its range a stepper's button is disabled, and tapping it does nothing, as on
      // iOS; an element that cannot be adjusted at all is a mistake in the test.
      if node.role != .stepper && node.role != .slider {
        app.fail("\(description) cannot be incremented.", at: here)
      }
      return
    }
    app.host.perform(increment)
  }

  /// Taps a stepper's − button; at the start of its range nothing happens, as on iOS.
  public func decrement(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here) else { return }
    guard let decrement = app.screen.actions[node.id]?.decrement else {
      // At the end of its range a stepper's button is disabled, and tapping it does nothing, as on
      // iOS; an element that cannot be adjusted at all is a mistake in the test.
      if node.role != .stepper && node.role != .slider {
        app.fail("\(description) cannot be decremented.", at: here)
      }
      return
    }
    app.host.perform(decrement)
  }

  /// Swipes left: reveals a row's trailing actions (Delete).
  public func swipeLeft(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeLeft, "swipe left on", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Swipes right: reveals a row's leading actions.
  public func swipeRight(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeRight, "swipe right on", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Swipes up: scrolls the content, or drags a sheet to a taller detent.
  public func swipeUp(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(\.swipeUp, "swipe up on", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Swipes down: scrolls the content back, or drags a sheet down (to a smaller detent, or away).
  public func swipeDown(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeDown, "swipe down on", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presses and holds: opens the element's context menu, or ends its long press gestures whose
  /// minimum duration the press lasted.
  public func press(
    forDuration duration: TimeInterval, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    if let node = resolve(), let press = app.screen.actions[node.id]?.longPressFor {
      app.host.perform { press(duration) }
      return
    }
    gesture(
      \.longPress, "press and hold", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presses and holds, then drags onto another element, as XCUITest does: a list row's reorder
  /// control dragged onto another row (or anything inside it) moves the row to that row's place.
  /// Fails if this element cannot be dragged, or not onto that one.
  public func press(
    forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here) else { return }
    guard let drag = app.screen.actions[node.id]?.dragOnto else {
      app.fail("Nothing happens when you drag \(description).", at: here)
      return
    }
    guard let target = otherElement.resolve() else {
      app.fail("No \(otherElement.description) to drag \(description) onto.", at: here)
      return
    }
    // A drop lands on the row under the finger: the element itself if it is a row, else its row.
    let screen = app.screen
    let row =
      target.facts.reorderSlot != nil
      ? target : screen.allNodes.first { $0.role == .cell && $0.descendants.contains { $0.id == target.id } }
    var moved = false
    app.host.perform { moved = drag(row ?? target) }
    if !moved { app.fail("\(description) cannot be dragged onto \(otherElement.description).", at: here) }
  }

  /// Drags a sheet to one of its detents (`.medium`, `.large`); a detent the sheet does not have
  /// leaves it where it is.
  public func drag(
    toDetent detent: PresentationDetent, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = resolve(), let drag = app.screen.actions[node.id]?.dragToDetent else {
      app.fail("\(description) has no detents to drag to.", at: here)
      return
    }
    app.host.perform { drag(detent) }
  }

  /// Drags a slider's thumb to a position from 0 (its lower bound) to 1 (its upper bound), as one
  /// drag: `onEditingChanged` is called with `true`, the value changes (to a step, if it has one),
  /// then with `false`.
  ///
  /// - Parameter position: Where to put the thumb, from 0 to 1.
  public func adjust(
    toNormalizedSliderPosition position: CGFloat, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here) else { return }
    guard let adjust = app.screen.actions[node.id]?.adjustPosition else {
      app.fail("\(description) is not a slider.", at: here)
      return
    }
    app.host.perform { adjust(Double(position)) }
  }

  /// Turns a picker wheel to an option, sets a colour well to a colour by name ("red"), or sets a
  /// date picker to a date, written as it is shown (a
  /// date outside the picker's range is clamped to it). Fails if nothing changes: no such option,
  /// or a text that is not a date.
  ///
  /// - Parameter value: The option's title, or the date as the date picker shows it.
  public func adjust(
    toPickerWheelValue value: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable(here) else { return }
    guard let adjust = app.screen.actions[node.id]?.adjustValue else {
      app.fail("\(description) is not a picker wheel or a date picker.", at: here)
      return
    }
    let before = node.value
    app.host.perform { adjust(value) }
    if resolve()?.value == before && before != value {
      app.fail("\(description) has no value \"\(value)\".", at: here)
    }
  }

  private func gesture(
    _ action: KeyPath<ScreenActions, (() -> Void)?>, _ verb: String,
    _ here: Here
  ) {
    guard let node = resolve() else {
      app.fail("No \(description) to \(verb).", at: here)
      return
    }
    guard let handler = app.screen.actions[node.id]?[keyPath: action] else {
      app.fail("Nothing happens when you \(verb) \(description).", at: here)
      return
    }
    app.host.perform(handler)
  }

  private func usable(_ here: Here) -> ScreenNode? {
    guard let node = resolve() else {
      app.fail("No \(description). Tappable now: \(app.tappableSummary).", at: here)
      return nil
    }
    guard node.isEnabled else {
      app.fail("\(description) is disabled.", at: here)
      return nil
    }
    guard node.isHittable else {
      app.fail("\(description) is covered or off screen.", at: here)
      return nil
    }
    return node
  }

  /// The items of a menu (its buttons).
  public var menuItems: XCUIElementQuery { query(.button) }

  /// Where a query for what is inside this element looks.
  public var _queryRoot: XCUIQueryRoot { XCUIQueryRoot(app: app, scope: .element(self)) }
}
