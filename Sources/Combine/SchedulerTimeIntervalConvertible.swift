/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
  /// A number of seconds.
  static func seconds(_ s: Int) -> Self
  /// A number of seconds.
  static func seconds(_ s: Double) -> Self
  /// A number of milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// A number of microseconds.
  static func microseconds(_ us: Int) -> Self
  /// A number of nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}
