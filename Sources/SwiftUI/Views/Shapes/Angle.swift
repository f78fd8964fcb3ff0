import Foundation

/// An angle, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }

  /// An angle in radians.
  ///
  /// - Parameter radians: The angle in radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle in degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// A zero angle.
  public static let zero = Angle()

  /// An angle in radians.
  ///
  /// - Parameter radians: The angle in radians.
  /// - Returns: The angle.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle in degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  /// - Returns: The angle.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Whether one angle is smaller than another.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: Another angle.
  /// - Returns: True if `lhs` is smaller.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
