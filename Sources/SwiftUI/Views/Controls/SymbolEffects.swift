/// An animation of an SF Symbol, as `symbolEffect(_:options:value:)` takes. On iOS these come from
/// the Symbols framework, which `import SwiftUI` brings along.
///
/// The hosts draw no animation: an effect is accepted and the symbol shows still (see DIVERGENCES).
public protocol SymbolEffect {}

/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// The symbol effects, each one a kind of motion with the variants SwiftUI offers.
public struct SymbolMotionEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
  let name: String

  /// The effect moving upward.
  public var up: SymbolMotionEffect { SymbolMotionEffect(name: name + ".up") }
  /// The effect moving downward.
  public var down: SymbolMotionEffect { SymbolMotionEffect(name: name + ".down") }
  /// The effect applied layer by layer.
  public var byLayer: SymbolMotionEffect { SymbolMotionEffect(name: name + ".byLayer") }
  /// The effect applied to the whole symbol at once.
  public var wholeSymbol: SymbolMotionEffect { SymbolMotionEffect(name: name + ".wholeSymbol") }
  /// The effect turning clockwise.
  public var clockwise: SymbolMotionEffect { SymbolMotionEffect(name: name + ".clockwise") }
  /// The effect turning counterclockwise.
  public var counterClockwise: SymbolMotionEffect { SymbolMotionEffect(name: name + ".counterClockwise") }
  /// A variable colour effect that builds up cumulatively.
  public var cumulative: SymbolMotionEffect { SymbolMotionEffect(name: name + ".cumulative") }
  /// A variable colour effect that lights one layer at a time.
  public var iterative: SymbolMotionEffect { SymbolMotionEffect(name: name + ".iterative") }
  /// A variable colour effect that reverses.
  public var reversing: SymbolMotionEffect { SymbolMotionEffect(name: name + ".reversing") }
}

extension SymbolEffect where Self == SymbolMotionEffect {
  /// A bounce.
  public static var bounce: SymbolMotionEffect { SymbolMotionEffect(name: "bounce") }
  /// A pulse of opacity.
  public static var pulse: SymbolMotionEffect { SymbolMotionEffect(name: "pulse") }
  /// Layers lit in turn.
  public static var variableColor: SymbolMotionEffect { SymbolMotionEffect(name: "variableColor") }
  /// A change of scale.
  public static var scale: SymbolMotionEffect { SymbolMotionEffect(name: "scale") }
  /// A wiggle.
  public static var wiggle: SymbolMotionEffect { SymbolMotionEffect(name: "wiggle") }
  /// A rotation.
  public static var rotate: SymbolMotionEffect { SymbolMotionEffect(name: "rotate") }
  /// A breath in and out.
  public static var breathe: SymbolMotionEffect { SymbolMotionEffect(name: "breathe") }
  /// An appearance.
  public static var appear: SymbolMotionEffect { SymbolMotionEffect(name: "appear") }
  /// A disappearance.
  public static var disappear: SymbolMotionEffect { SymbolMotionEffect(name: "disappear") }
}

/// How a symbol effect plays: its repetition and speed.
public struct SymbolEffectOptions: Hashable, Sendable {
  let name: String

  /// The effect's own default.
  public static let `default` = SymbolEffectOptions(name: "default")
  /// Repeating.
  public static let repeating = SymbolEffectOptions(name: "repeating")
  /// Once.
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")

  /// Repeating a number of times.
  ///
  /// - Parameter count: How many times.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "repeat(\(count))")
  }

  /// At a speed.
  ///
  /// - Parameter speed: The speed, 1 being the effect's own.
  /// - Returns: The options.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "speed(\(speed))")
  }
}

extension View {
  /// Plays a symbol effect while it is active.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it plays.
  ///   - isActive: Whether it plays.
  /// - Returns: The view; the effect is accepted and not drawn.
  @inlinable
  public consuming func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Plays a symbol effect each time a value changes.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it plays.
  ///   - value: The value whose changes play it.
  /// - Returns: The view; the effect is accepted and not drawn.
  @inlinable
  public consuming func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Removes the symbol effects from this view.
  ///
  /// - Parameter isEnabled: Whether effects stay.
  /// - Returns: The view.
  @inlinable
  public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
