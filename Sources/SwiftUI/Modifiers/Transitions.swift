/// How a view comes in and goes out when an `if` or a `ForEach` inserts or removes it. The runtime
/// has no animation: a transition is accepted, and the view appears or goes at once.
public struct AnyTransition: Sendable {
  let name: String

  /// No transition.
  public static let identity = AnyTransition(name: "identity")
  /// Fades in and out.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides in from the leading edge, out to the trailing edge.
  public static let slide = AnyTransition(name: "slide")
  /// Grows from nothing, shrinks to nothing.
  public static let scale = AnyTransition(name: "scale")

  /// Grows from and shrinks to a scale.
  ///
  /// - Parameters:
  ///   - scale: The scale it starts from and ends at.
  ///   - anchor: The point it grows from.
  /// - Returns: The transition.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale(\(scale))")
  }

  /// Moves in from an edge and out to it.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }

  /// Pushes in from an edge, the old view going out at the other.
  ///
  /// - Parameter edge: The edge it comes from.
  /// - Returns: The transition.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }

  /// Moves in and out by an offset.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The transition.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }

  /// One transition as the view comes in, another as it goes.
  ///
  /// - Parameters:
  ///   - insertion: The transition as it comes in.
  ///   - removal: The transition as it goes.
  /// - Returns: The transition.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
  }

  /// This transition and another at once.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: Both together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name)+\(other.name)")
  }

  /// This transition with an animation of its own.
  ///
  /// - Parameter animation: The animation, or nil for none.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes in place (a number counting, a symbol swapping). Accepted: the
/// content changes at once.
public struct ContentTransition: Equatable, Sendable {
  let name: String
  /// No transition.
  public static let identity = ContentTransition(name: "identity")
  /// Fades between the old and new content.
  public static let opacity = ContentTransition(name: "opacity")
  /// Morphs between the old and new content.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Rolls digits of a number as it changes.
  ///
  /// - Parameter countsDown: Whether the digits roll downwards.
  /// - Returns: The transition.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// Rolls digits of a number as it changes, in the direction the value moves.
  ///
  /// - Parameter value: The value shown.
  /// - Returns: The transition.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

extension View {
  /// How the view comes in and goes out. Accepted: it appears and goes at once.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  @inlinable
  public consuming func transition(_ transition: AnyTransition) -> some View { self }

  /// How the view's content changes in place. Accepted: it changes at once.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  @inlinable
  public consuming func contentTransition(_ transition: ContentTransition) -> some View { self }
}

extension AnyTransition {
  /// A transition from a modifier: the view takes `active` while it comes in and goes out, and
  /// `identity` once it is in.
  ///
  /// Accepted: the runtime has no animation, so the view shows with its identity modifier at once.
  ///
  /// - Parameters:
  ///   - active: The modifier at the start of insertion and the end of removal.
  ///   - identity: The modifier once the view is in.
  /// - Returns: The transition.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(name: "modifier(\(E.self))")
  }
}
