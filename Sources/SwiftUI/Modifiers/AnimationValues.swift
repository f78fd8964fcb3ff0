import Foundation

/// The animations SwiftUI offers. The runtime has no animation: each value is accepted, carries its
/// description, and every change applies at once.
extension Animation {
  private func with(_ suffix: String) -> Animation { Animation(name: "\(name).\(suffix)") }

  /// Starts slowly and speeds up.
  public static let easeIn = Animation(name: "easeIn")
  /// Starts quickly and slows down.
  public static let easeOut = Animation(name: "easeOut")
  /// A smooth spring with no bounce.
  public static let smooth = Animation(name: "smooth")
  /// A spring with a little bounce.
  public static let bouncy = Animation(name: "bouncy")
  /// A quick spring with a little bounce.
  public static let snappy = Animation(name: "snappy")
  /// A spring suited to following a gesture.
  public static let interactiveSpring = Animation(name: "interactiveSpring")

  /// Starts slowly and speeds up, over a duration.
  ///
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn(\(duration))") }

  /// Starts quickly and slows down, over a duration.
  ///
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut(\(duration))") }

  /// Starts slowly, speeds up and slows down, over a duration.
  ///
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeInOut(\(duration))")
  }

  /// Moves at a constant speed over a duration.
  ///
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear(\(duration))") }

  /// A spring described by its response and damping.
  ///
  /// - Parameters:
  ///   - response: How stiff the spring is, as the seconds of one period.
  ///   - dampingFraction: How much it is damped; 1 settles without bouncing.
  ///   - blendDuration: How long it blends with an animation it replaces.
  /// - Returns: The animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  )
    -> Animation
  {
    Animation(name: "spring(\(response), \(dampingFraction))")
  }

  /// A spring described by its duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: How long it takes to settle, roughly, in seconds.
  ///   - bounce: How much it bounces, from 0 (none) to 1.
  ///   - blendDuration: How long it blends with an animation it replaces.
  /// - Returns: The animation.
  // `.spring()` names the response form, as it did before this one existed.
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring(duration: \(duration), bounce: \(bounce))")
  }

  /// A spring suited to following a gesture.
  ///
  /// - Parameters:
  ///   - response: How stiff the spring is, as the seconds of one period.
  ///   - dampingFraction: How much it is damped.
  ///   - blendDuration: How long it blends with an animation it replaces.
  /// - Returns: The animation.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(name: "interactiveSpring(\(response), \(dampingFraction))")
  }

  /// A smooth spring with no bounce.
  ///
  /// - Parameters:
  ///   - duration: How long it takes to settle, roughly.
  ///   - extraBounce: Bounce added to the spring's own.
  /// - Returns: The animation.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth(\(duration))")
  }

  /// A spring with a little bounce.
  ///
  /// - Parameters:
  ///   - duration: How long it takes to settle, roughly.
  ///   - extraBounce: Bounce added to the spring's own.
  /// - Returns: The animation.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy(\(duration))")
  }

  /// A quick spring with a little bounce.
  ///
  /// - Parameters:
  ///   - duration: How long it takes to settle, roughly.
  ///   - extraBounce: Bounce added to the spring's own.
  /// - Returns: The animation.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy(\(duration))")
  }

  /// This animation, started after a delay.
  ///
  /// - Parameter delay: The delay, in seconds.
  /// - Returns: The delayed animation.
  public func delay(_ delay: TimeInterval) -> Animation { with("delay(\(delay))") }

  /// This animation at another speed.
  ///
  /// - Parameter speed: How many times faster it runs.
  /// - Returns: The animation at that speed.
  public func speed(_ speed: Double) -> Animation { with("speed(\(speed))") }

  /// This animation, repeated a number of times.
  ///
  /// - Parameters:
  ///   - repeatCount: How many times it runs.
  ///   - autoreverses: Whether every other run goes backwards.
  /// - Returns: The repeating animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    with("repeatCount(\(repeatCount))")
  }

  /// This animation, repeated for as long as the view is shown.
  ///
  /// - Parameter autoreverses: Whether every other run goes backwards.
  /// - Returns: The repeating animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation { with("repeatForever") }
}

extension View {
  /// Animates changes to the view when a value changes. Accepted: changes apply at once.
  ///
  /// - Parameters:
  ///   - animation: The animation, or nil for none.
  ///   - value: The value whose changes are animated.
  /// - Returns: The view.
  @inlinable
  public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Animates every change to the view. Accepted: changes apply at once.
  ///
  /// - Parameter animation: The animation, or nil for none.
  /// - Returns: The view.
  @inlinable
  public consuming func animation(_ animation: Animation?) -> some View { self }
}
