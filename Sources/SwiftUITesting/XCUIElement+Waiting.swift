import Foundation
import SwiftUI

extension XCUIElement {
  /// Waits for one of the element's properties to equal a value, letting the app's scheduled work
  /// run meanwhile, as XCUITest's `wait(for:toEqual:timeout:)` does; returns whether it did before
  /// the timeout. Main-actor tasks run only while the test awaits: from an `async` test, use the
  /// `async` form.
  ///
  /// ```swift
  /// #expect(app.switches["Wi-Fi"].wait(for: \.value, toEqual: "1", timeout: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property, such as `\.value`, `\.label` or `\.isEnabled`.
  ///   - expectedValue: The value to wait for.
  ///   - timeout: How long to wait, in seconds.
  /// - Returns: Whether the property equalled the value in time.
  public func wait<V: Equatable>(
    for keyPath: KeyPath<XCUIElement, V>, toEqual expectedValue: V, timeout: TimeInterval
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !exists || self[keyPath: keyPath] != expectedValue {
      guard Date() < deadline else { return false }
      _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    return true
  }

  /// Waits for one of the element's properties to equal a value, letting the app's tasks run
  /// meanwhile; returns whether it did before the timeout.
  ///
  /// ```swift
  /// #expect(await app.staticTexts["status"].wait(for: \.label, toEqual: "Loaded", timeout: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property, such as `\.value`, `\.label` or `\.isEnabled`.
  ///   - expectedValue: The value to wait for.
  ///   - timeout: How long to wait, in seconds.
  /// - Returns: Whether the property equalled the value in time.
  public func wait<V: Equatable>(
    for keyPath: KeyPath<XCUIElement, V>, toEqual expectedValue: V, timeout: TimeInterval
  ) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !exists || self[keyPath: keyPath] != expectedValue {
      guard Date() < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return true
  }
}
