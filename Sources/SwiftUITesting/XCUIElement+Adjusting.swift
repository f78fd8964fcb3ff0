import SwiftUI

/// Drags and adjustments: a row dragged onto another, a sheet to a detent, a slider, a picker wheel.
/// As every action, each fails the test in XCUITest's words when several elements match.
extension XCUIElement {
  /// Presses and holds, then drags onto another element, as XCUITest does: a list row's reorder
  /// control dragged onto another row (or anything inside it) moves the row to that row's place.
  /// Fails if this element cannot be dragged, or not onto that one.
  ///
  /// - Parameters:
  ///   - duration: How long the press lasts before the drag, in seconds.
  ///   - otherElement: Where the drag ends.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public func press(
    forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable("press", here) else { return }
    guard let drag = app.screen.actions[node.id]?.dragOnto else {
      app.fail("Nothing happens when you drag \(description).", at: here)
      return
    }
    let missing = "No \(otherElement.description) to drag \(description) onto."
    guard let target = otherElement.target("drag onto", at: here, missing: missing) else { return }
    // A drop lands on the row under the finger: the element itself if it is a row, else its row.
    let screen = app.screen
    let row =
      target.facts.reorderSlot != nil
      ? target : screen.firstNode { $0.role == .cell && $0.containsDescendant { $0.id == target.id } }
    var moved = false
    app.host.perform { moved = drag(row ?? target) }
    if !moved { app.fail("\(description) cannot be dragged onto \(otherElement.description).", at: here) }
  }

  /// Drags a sheet to one of its detents (`.medium`, `.large`); a detent the sheet does not have
  /// leaves it where it is.
  ///
  /// - Parameters:
  ///   - detent: The detent to drag to.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public func drag(
    toDetent detent: PresentationDetent, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    let missing = "\(description) has no detents to drag to."
    guard let node = target("drag", at: here, missing: missing) else { return }
    guard let drag = app.screen.actions[node.id]?.dragToDetent else {
      app.fail(missing, at: here)
      return
    }
    app.host.perform { drag(detent) }
  }

  /// Drags a slider's thumb to a position from 0 (its lower bound) to 1 (its upper bound), as one
  /// drag: `onEditingChanged` is called with `true`, the value changes (to a step, if it has one),
  /// then with `false`.
  ///
  /// - Parameters:
  ///   - position: Where to put the thumb, from 0 to 1.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public func adjust(
    toNormalizedSliderPosition position: CGFloat, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable("adjust", here) else { return }
    guard let adjust = app.screen.actions[node.id]?.adjustPosition else {
      app.fail("\(description) is not a slider.", at: here)
      return
    }
    app.host.perform { adjust(Double(position)) }
  }

  /// Turns a picker wheel to an option, sets a colour well to a colour by name ("red"), or sets a
  /// date picker to a date, written as it is shown (a date outside the picker's range is clamped to
  /// it). Fails if nothing changes: no such option, or a text that is not a date.
  ///
  /// - Parameters:
  ///   - value: The option's title, or the date as the date picker shows it.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public func adjust(
    toPickerWheelValue value: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = usable("adjust", here) else { return }
    guard let adjust = app.screen.actions[node.id]?.adjustValue else {
      app.fail("\(description) is not a picker wheel or a date picker.", at: here)
      return
    }
    let before = node.value
    app.host.perform { adjust(value) }
    if matchedNodes().first?.value == before && before != value {
      app.fail("\(description) has no value \"\(value)\".", at: here)
    }
  }
}
