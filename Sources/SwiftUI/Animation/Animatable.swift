import Foundation

/// A value an animation can interpolate: it can be added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by a factor.
  ///
  /// - Parameter rhs: The factor.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by a factor.
  ///
  /// - Parameter rhs: The factor.
  /// - Returns: The scaled value.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The value squared.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The value squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The value squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to animate: the data of a view or shape that does not animate its own values.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty data.
  public init() {}
  /// The empty data.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// The empty data.
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// The empty data.
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Nothing to scale.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together, for a shape with two animated parameters.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///   get { AnimatablePair(rows, columns) }
///   set { rows = newValue.first; columns = newValue.second }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair of values.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both values zero.
  public static var zero: Self { Self(.zero, .zero) }
  /// The sum, value by value.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  /// The difference, value by value.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

  /// Scales both values.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both values' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose values an animation interpolates through `animatableData`. Shapes are animatable;
/// on Linux animations finish at once (docs/DIVERGENCES.md), so the runtime sets the final value
/// and never the ones between.
public protocol Animatable {
  /// The values an animation interpolates.
  associatedtype AnimatableData: VectorArithmetic
  /// The values an animation interpolates.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A modifier whose values an animation interpolates: the older form of `Animatable` plus
/// `ViewModifier`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension CGPoint: Animatable {
  /// The point's coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
