import Foundation

/// UIKit's accessibility settings and announcements, as SwiftUI apps reach them. The hosts model a
/// device with every assistive technology off; an announcement is accepted and not spoken.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// Whether VoiceOver is running: never here.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether the person asked for less motion: never here.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the person asked for less transparency: never here.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the person asked to tell things apart without colour: never here.
  public static var shouldDifferentiateWithoutColor: Bool { false }

  /// What assistive technology is told.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// The notification's number.
    public let rawValue: UInt32
    /// A notification by number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Something to say aloud: the argument is the text.
    public static let announcement = Notification(rawValue: 1008)
    /// The screen changed a lot.
    public static let screenChanged = Notification(rawValue: 1000)
    /// Part of the screen changed.
    public static let layoutChanged = Notification(rawValue: 1001)
  }

  /// Tells assistive technology something; accepted.
  ///
  /// - Parameters:
  ///   - notification: What happened.
  ///   - argument: Its argument, such as the text to announce.
  public static func post(notification: Notification, argument: Any?) {}
}
