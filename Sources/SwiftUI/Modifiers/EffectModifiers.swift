/// The geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A space of identities for matched geometry effects, one per view that declares it.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let id: ID
  private nonisolated(unsafe) static var next = 0

  /// A new namespace.
  public init() {
    Self.next += 1
    id = ID(value: Self.next)
  }

  /// The namespace's identity.
  public var wrappedValue: Namespace.ID { id }
}

extension View {
  /// Rotates how the view is drawn. Accepted: its frame and layout stay as they are.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - anchor: The point it turns around.
  /// - Returns: The view.
  @inlinable
  public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

  /// Rotates how the view is drawn in three dimensions. Accepted: its frame stays as it is.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - axis: The axis it turns around.
  ///   - anchor: The point it turns around.
  ///   - anchorZ: The depth of that point.
  ///   - perspective: The relative vanishing point.
  /// - Returns: The view.
  @inlinable
  public consuming func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { self }

  /// Scales how the view is drawn. Accepted: its frame and layout stay as they are.
  ///
  /// - Parameters:
  ///   - scale: The scale on both axes.
  ///   - anchor: The point it scales from.
  /// - Returns: The view.
  @inlinable
  public consuming func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

  /// Scales how the view is drawn. Accepted: its frame and layout stay as they are.
  ///
  /// - Parameters:
  ///   - scale: The scale on each axis.
  ///   - anchor: The point it scales from.
  /// - Returns: The view.
  @inlinable
  public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

  /// Scales how the view is drawn. Accepted: its frame and layout stay as they are.
  ///
  /// - Parameters:
  ///   - x: The horizontal scale.
  ///   - y: The vertical scale.
  ///   - anchor: The point it scales from.
  /// - Returns: The view.
  @inlinable
  public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  { self }

  /// Draws a shadow behind the view. Accepted: nothing is drawn.
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: How far it blurs.
  ///   - x: Its horizontal offset.
  ///   - y: Its vertical offset.
  /// - Returns: The view.
  @inlinable
  public consuming func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View { self }

  /// Blurs the view. Accepted: it is drawn as it is.
  ///
  /// - Parameters:
  ///   - radius: How far it blurs.
  ///   - opaque: Whether the blur is opaque at the edges.
  /// - Returns: The view.
  @inlinable
  public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

  /// Brightens or darkens the view. Accepted: it is drawn as it is.
  ///
  /// - Parameter amount: From -1 (black) to 1 (white).
  /// - Returns: The view.
  @inlinable
  public consuming func brightness(_ amount: Double) -> some View { self }

  /// Changes the view's colour saturation. Accepted: it is drawn as it is.
  ///
  /// - Parameter amount: 0 for grey, 1 for the view's own colours.
  /// - Returns: The view.
  @inlinable
  public consuming func saturation(_ amount: Double) -> some View { self }

  /// Changes the view's contrast. Accepted: it is drawn as it is.
  ///
  /// - Parameter amount: 1 for the view's own contrast.
  /// - Returns: The view.
  @inlinable
  public consuming func contrast(_ amount: Double) -> some View { self }

  /// Takes colour out of the view. Accepted: it is drawn as it is.
  ///
  /// - Parameter amount: 0 for the view's own colours, 1 for grey.
  /// - Returns: The view.
  @inlinable
  public consuming func grayscale(_ amount: Double) -> some View { self }

  /// Turns the view's hues. Accepted: it is drawn as it is.
  ///
  /// - Parameter angle: How far the hues turn.
  /// - Returns: The view.
  @inlinable
  public consuming func hueRotation(_ angle: Angle) -> some View { self }

  /// Shares geometry between views with the same identity in a namespace as one replaces another.
  /// Accepted: each view keeps its own frame.
  ///
  /// - Parameters:
  ///   - id: The identity the views share.
  ///   - namespace: The namespace the identity is in.
  ///   - properties: What they share.
  ///   - anchor: The point they match at.
  ///   - isSource: Whether this view gives the geometry.
  /// - Returns: The view.
  @inlinable
  public consuming func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }
}
