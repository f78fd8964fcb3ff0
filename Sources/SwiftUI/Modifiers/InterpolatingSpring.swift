import Foundation

extension Animation {
  /// A spring that keeps its velocity when it is interrupted, with SwiftUI's default stiffness.
  public static let interpolatingSpring = Animation(name: "interpolatingSpring")

  /// A spring described by its physical properties, keeping its velocity when it is interrupted.
  ///
  /// Animations are accepted and state changes at once (see DIVERGENCES); the spring is named only.
  ///
  /// - Parameters:
  ///   - mass: The mass on the spring.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: How strongly it is damped.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "interpolatingSpring(\(stiffness), \(damping))")
  }

  /// A spring described by its duration and bounce, keeping its velocity when it is interrupted.
  ///
  /// - Parameters:
  ///   - duration: How long it takes to settle, roughly, in seconds.
  ///   - bounce: How much it bounces, from 0 (none) to 1.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "interpolatingSpring(\(duration), \(bounce))")
  }
}
