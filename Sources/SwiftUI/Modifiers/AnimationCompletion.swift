/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// When the animated values reach their end.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation stops affecting anything on screen.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Applies a change and runs a completion once its animations finish.
///
/// The runtime has no animation, so every animation is finished as soon as `body` has run: the
/// completion runs right after it, exactly once, as SwiftUI promises.
///
/// ```swift
/// withAnimation(.spring) { isExpanded = true } completion: { showsDetails = true }
/// ```
///
/// - Parameters:
///   - animation: The animation, accepted and not played.
///   - completionCriteria: When the animation counts as complete.
///   - body: The change.
///   - completion: What to do once the change's animations are complete.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}
