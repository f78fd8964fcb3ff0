import SwiftUI

/// What a test does to an element, as a person would. Each action finds the element again; one whose
/// query matches several elements fails the test in XCUITest's words (see ``XCUIElement``).
extension XCUIElement {
  /// Taps it. Fails the test if it is missing, several elements match, or it is disabled or covered.
  public func tap(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    let missing = "No \(description) to tap. Tappable now: \(app.tappableSummary)."
    guard let node = target("tap", at: here, missing: missing) else { return }
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
    guard let node = usable("double tap", here) else { return }
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
    guard let node = usable("type text into", here) else { return }
    guard let type = app.screen.actions[node.id]?.typeText else {
      app.fail("\(description) does not take text.", at: here)
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
    guard let node = usable("replace text in", here) else { return }
    guard let replace = app.screen.actions[node.id]?.replaceText else {
      app.fail("\(description) does not take text.", at: here)
      return
    }
    app.host.perform { replace(text) }
  }

  /// Taps a stepper's + button; at the end of its range nothing happens, as on iOS.
  public func increment(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    step(\.increment, "increment", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Taps a stepper's − button; at the start of its range nothing happens, as on iOS.
  public func decrement(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    step(\.decrement, "decrement", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func step(_ action: KeyPath<ScreenActions, (() -> Void)?>, _ verb: String, _ here: Here) {
    guard let node = usable(verb, here) else { return }
    guard let handler = app.screen.actions[node.id]?[keyPath: action] else {
      // At the end of its range a stepper's button is disabled, and tapping it does nothing, as on
      // iOS; an element that cannot be adjusted at all is a mistake in the test.
      if node.role != .stepper && node.role != .slider {
        app.fail("\(description) cannot be \(verb)ed.", at: here)
      }
      return
    }
    app.host.perform(handler)
  }

  /// Swipes left: reveals a row's trailing actions (Delete).
  public func swipeLeft(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeLeft, "swipe left", "swipe left on",
      Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Swipes right: reveals a row's leading actions.
  public func swipeRight(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeRight, "swipe right", "swipe right on",
      Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Swipes up: scrolls the content, or drags a sheet to a taller detent.
  public func swipeUp(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeUp, "swipe up", "swipe up on",
      Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Swipes down: scrolls the content back, or drags a sheet down (to a smaller detent, or away).
  public func swipeDown(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    gesture(
      \.swipeDown, "swipe down", "swipe down on",
      Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presses and holds: opens the element's context menu, or ends its long press gestures whose
  /// minimum duration the press lasted.
  public func press(
    forDuration duration: TimeInterval, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = target("press", at: here, missing: "No \(description) to press and hold.") else {
      return
    }
    if let press = app.screen.actions[node.id]?.longPressFor {
      app.host.perform { press(duration) }
      return
    }
    guard let handler = app.screen.actions[node.id]?.longPress else {
      app.fail("Nothing happens when you press and hold \(description).", at: here)
      return
    }
    app.host.perform(handler)
  }

  /// Pinches with two fingers: a scale above 1 spreads them (zooms in), below 1 closes them.
  ///
  /// - Parameters:
  ///   - scale: How far apart the fingers end, relative to where they start.
  ///   - velocity: How fast, in scale per second; accepted.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public func pinch(
    withScale scale: CGFloat, velocity: CGFloat, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
  ) {
    twoFingers(
      \.pinch, to: scale, "pinch", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Turns two fingers by an angle.
  ///
  /// - Parameters:
  ///   - rotation: The angle in radians; positive turns clockwise on the screen.
  ///   - velocity: How fast, in radians per second; accepted.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public func rotate(
    _ rotation: CGFloat, withVelocity velocity: CGFloat, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
  ) {
    twoFingers(
      \.rotate, to: rotation, "rotate", Here(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func twoFingers(
    _ action: KeyPath<ScreenActions, ((CGFloat) -> Void)?>, to measure: CGFloat, _ verb: String, _ here: Here
  ) {
    guard let node = target(verb, at: here, missing: "No \(description) to \(verb).") else { return }
    guard let handler = app.screen.actions[node.id]?[keyPath: action] else {
      app.fail("Nothing happens when you \(verb) \(description).", at: here)
      return
    }
    app.host.perform { handler(measure) }
  }

  /// A gesture: `verb` names it as XCUITest does ("swipe left"), `phrase` in this host's own
  /// messages ("swipe left on").
  private func gesture(
    _ action: KeyPath<ScreenActions, (() -> Void)?>, _ verb: String, _ phrase: String, _ here: Here
  ) {
    guard let node = target(verb, at: here, missing: "No \(description) to \(phrase).") else { return }
    guard let handler = app.screen.actions[node.id]?[keyPath: action] else {
      app.fail("Nothing happens when you \(phrase) \(description).", at: here)
      return
    }
    app.host.perform(handler)
  }

  /// The one element an action acts on, enabled and not covered; nil after failing the test.
  func usable(_ verb: String, _ here: Here) -> ScreenNode? {
    let missing = "No \(description). Tappable now: \(app.tappableSummary)."
    guard let node = target(verb, at: here, missing: missing) else { return nil }
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
}
