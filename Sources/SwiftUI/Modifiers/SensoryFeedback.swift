/// A haptic or sound a view plays when a value changes, as `sensoryFeedback(_:trigger:)` takes.
///
/// The hosts have no haptic engine: feedback is accepted and plays nothing.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(name: "error")
  /// The selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A value crossed into another level.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    let name: String
    /// A light impact.
    public static let light = Weight(name: "light")
    /// A medium impact.
    public static let medium = Weight(name: "medium")
    /// A heavy impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible the colliding objects feel.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    /// Rigid objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Somewhat flexible objects.
    public static let solid = Flexibility(name: "solid")
    /// Soft objects.
    public static let soft = Flexibility(name: "soft")
  }

  /// An impact of a weight.
  ///
  /// - Parameters:
  ///   - weight: How heavy it feels.
  ///   - intensity: From 0 to 1.
  /// - Returns: The feedback.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(weight.name))")
  }

  /// An impact of a flexibility.
  ///
  /// - Parameters:
  ///   - flexibility: How flexible the objects feel.
  ///   - intensity: From 0 to 1.
  /// - Returns: The feedback.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(flexibility.name))")
  }
}

extension View {
  /// Plays feedback whenever a value changes.
  ///
  /// - Parameters:
  ///   - feedback: What to play.
  ///   - trigger: The value whose changes play it.
  /// - Returns: The view; the feedback is accepted and plays nothing here.
  @inlinable
  public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }

  /// Plays feedback when a value changes and a condition on its old and new values holds.
  ///
  /// - Parameters:
  ///   - feedback: What to play.
  ///   - trigger: The value whose changes are considered.
  ///   - condition: Whether a change from the old to the new value plays it.
  /// - Returns: The view.
  @inlinable
  public consuming func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Plays the feedback a closure picks for each change of a value, if any.
  ///
  /// - Parameters:
  ///   - trigger: The value whose changes are considered.
  ///   - feedback: The feedback for a change from the old to the new value, or nil for none.
  /// - Returns: The view.
  @inlinable
  public consuming func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View { self }
}
