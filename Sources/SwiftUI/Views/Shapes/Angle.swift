import Foundation

/// An angle, in radians or degrees.
///
/// ```swift
/// path.addArc(center: c, radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
/// ```
public struct Angle: Hashable, Comparable, AdditiveArithmetic, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() {
    radians = 0
  }

  /// An angle in radians.
  ///
  /// - Parameter radians: The angle in radians.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle in degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  public init(degrees: Double) {
    radians = degrees * .pi / 180
  }

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
  /// - Returns: True when `lhs` is the smaller.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The sum of two angles.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: Another angle.
  /// - Returns: The sum.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

  /// The difference of two angles.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: The angle to take away.
  /// - Returns: The difference.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

  /// The opposite angle.
  ///
  /// - Parameter angle: An angle.
  /// - Returns: The angle negated.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// An angle scaled.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: The factor.
  /// - Returns: The scaled angle.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

  /// An angle divided.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: The divisor.
  /// - Returns: The divided angle.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

  /// Scales an angle in place.
  ///
  /// - Parameters:
  ///   - lhs: The angle.
  ///   - rhs: The factor.
  public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

  /// Divides an angle in place.
  ///
  /// - Parameters:
  ///   - lhs: The angle.
  ///   - rhs: The divisor.
  public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
