import Foundation

/// The base of UIKit's haptic feedback generators, which `import SwiftUI` shows on iOS.
///
/// The hosts have no haptic engine: a generator accepts every call and plays nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}

  /// Readies the engine so the next feedback plays without delay; nothing to ready here.
  public func prepare() {}
}

/// Haptics for the outcome of a task: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome a notification feedback tells of.
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }

  /// Plays the feedback for an outcome.
  ///
  /// - Parameter notificationType: The outcome.
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a collision, such as a view snapping into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft, flexible impact.
    case soft
    /// A hard, rigid impact.
    case rigid
  }

  /// The impact's weight.
  public let style: FeedbackStyle

  /// A generator for impacts of a weight.
  ///
  /// - Parameter style: How heavy each impact feels.
  public init(style: FeedbackStyle) {
    self.style = style
  }

  /// A generator for medium impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays an impact.
  public func impactOccurred() {}

  /// Plays an impact of an intensity.
  ///
  /// - Parameter intensity: From 0 to 1.
  public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for a change of selection, such as a picker's wheel.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection feedback.
  public func selectionChanged() {}
}
