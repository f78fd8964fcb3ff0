/// Colours at locations from 0 to 1, which gradients blend between.
public struct Gradient: Hashable, Sendable {
  /// One colour of a gradient at its location.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, 0 to 1.
    public var location: CGFloat

    /// A stop.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - location: Where the colour is, 0 to 1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through stops.
  ///
  /// - Parameter stops: The colours and their locations.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient through colours spaced evenly.
  ///
  /// - Parameter colors: The colours, first to last.
  public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The colour the hosts draw the gradient in: its first.
  var firstColor: Color? { stops.first?.color }
}

/// A gradient a colour makes of itself (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
  let gradient: Gradient

  /// A gradient erased to this type.
  ///
  /// - Parameter gradient: The gradient.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { gradient.firstColor }
}

extension Color {
  /// A gentle gradient of this colour, as the system makes one; the hosts draw the colour.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self])) }
}

/// A gradient along a line between two points.
public struct LinearGradient: ShapeStyle {
  let gradient: Gradient

  /// A gradient from one point to another.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Where the first colour is, in the unit square.
  ///   - endPoint: Where the last colour is.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// A gradient through colours from one point to another.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through stops from one point to another.
  ///
  /// - Parameters:
  ///   - stops: The colours and their locations.
  ///   - startPoint: Where the first stop is.
  ///   - endPoint: Where the last stop is.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { gradient.firstColor }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle {
  let gradient: Gradient

  /// A gradient from a radius around a centre to another.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre, in the unit square.
  ///   - startRadius: Where the first colour is, in points from the centre.
  ///   - endRadius: Where the last colour is.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }

  /// A gradient through colours from a radius around a centre to another.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - center: The centre, in the unit square.
  ///   - startRadius: Where the first colour is.
  ///   - endRadius: Where the last colour is.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A gradient through colour stops from a radius around a centre to another.
  ///
  /// - Parameters:
  ///   - stops: The colours at their locations.
  ///   - center: The centre, in the unit square.
  ///   - startRadius: Where the first stop is.
  ///   - endRadius: Where the last stop is.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { gradient.firstColor }
}

/// A gradient around a centre, by angle.
public struct AngularGradient: ShapeStyle {
  let gradient: Gradient

  /// A gradient between two angles around a centre.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre, in the unit square.
  ///   - startAngle: Where the first colour is.
  ///   - endAngle: Where the last colour is.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
  }

  /// A gradient through colours between two angles around a centre.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - center: The centre, in the unit square.
  ///   - startAngle: Where the first colour is.
  ///   - endAngle: Where the last colour is.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient through colour stops between two angles around a centre.
  ///
  /// - Parameters:
  ///   - stops: The colours at their locations.
  ///   - center: The centre, in the unit square.
  ///   - startAngle: Where the first stop is.
  ///   - endAngle: Where the last stop is.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient through colours all the way around a centre, from an angle.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - center: The centre, in the unit square.
  ///   - angle: Where the first colour is.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A gradient all the way around a centre, from an angle.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre, in the unit square.
  ///   - angle: Where the first colour is.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { gradient.firstColor }
}

extension LinearGradient: View {
  /// Drawn by the runtime: a rectangle filled with the gradient.
  public typealias Body = Never
}

extension LinearGradient: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    Rectangle().fill(self).resolveShape(in: context)
  }
}

extension RadialGradient: View {
  /// Drawn by the runtime: a rectangle filled with the gradient.
  public typealias Body = Never
}

extension RadialGradient: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    Rectangle().fill(self).resolveShape(in: context)
  }
}

extension AngularGradient: View {
  /// Drawn by the runtime: a rectangle filled with the gradient.
  public typealias Body = Never
}

extension AngularGradient: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    Rectangle().fill(self).resolveShape(in: context)
  }
}

extension Gradient: ShapeStyle {
  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { firstColor }
}

extension ShapeStyle where Self == LinearGradient {
  /// A gradient through colours along a line.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  /// - Returns: The gradient.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient along a line.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  /// - Returns: The gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A gradient through colours in circles around a centre.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - center: The centre.
  ///   - startRadius: Where the first colour is.
  ///   - endRadius: Where the last colour is.
  /// - Returns: The gradient.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  )
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// A gradient through colours around a centre.
  ///
  /// - Parameters:
  ///   - colors: The colours, spaced evenly.
  ///   - center: The centre.
  ///   - startAngle: Where the first colour is.
  ///   - endAngle: Where the last colour is.
  /// - Returns: The gradient.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}
