/// A modifier that presents (a sheet, an alert, a dialog, a popover, an inspector), split in two:
/// the content it presents over resolves with what holds the modifier, and whether it presents, and
/// what, resolves apart, as a ``ContentBoundary`` of its own.
///
/// A presentation's phase is state of its own: setting a sheet's binding, or an alert's, reads and
/// resolves that boundary alone, as the screen is laid out, while the content under it (the app's
/// whole tab view, a detail screen) keeps its elements. What the presentation read (its binding, the
/// closures that make its content) is recorded against the boundary's node, so a change to it stops
/// there.
@MainActor
protocol PresentationResolving {
  /// The presentation showing now, if any, resolved in the boundary's own context, with the
  /// presentation's effects (showing, hiding, the dismissal's action) made as it resolves.
  ///
  /// - Parameter context: The context of the boundary's node, at the modifier's place.
  /// - Returns: The request, or nil while nothing is presented.
  func presentation(in context: ResolveContext) -> PresentationRequest?
}

/// The view a presentation's boundary resolves: one element carrying the request while it shows,
/// none while it does not. Compared by identity as every ``ContentRoot``'s content is: the closures
/// of a modifier made by a body that ran again are new, and the presentation resolves again.
///
/// Unconstrained, a view only where its modifier presents: a requirement on a parameter is checked,
/// a scan of every conformance in the process, for each new type it is given (docs/ARCHITECTURE.md).
struct PresentedPart<Modifier> {
  let modifier: Modifier
}

extension PresentedPart: View, PrimitiveView where Modifier: PresentationResolving {
  typealias Body = Never

  static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    guard let request = modifier.presentation(in: context) else { return [] }
    let carrier = Element(GroupContent())
    carrier.traits.presentations.append(request)
    return [carrier]
  }
}

extension ResolveContext {
  /// Resolves a modifier's presentation as a boundary of its own and attaches it to the element the
  /// modifier presents from.
  ///
  /// The presented content never holds a custom modifier's placeholder (it resolves without one), so
  /// the boundary is a real one inside a modifier's body too.
  ///
  /// - Parameters:
  ///   - modifier: The presenting modifier.
  ///   - element: The element it presents from.
  func attachPresentation<Modifier: PresentationResolving>(_ modifier: Modifier, to element: Element) {
    var context = self
    context.modifierContent = nil
    let boundary = context.resolveBoundary(PresentedPart(modifier: modifier))
    boundary.markPresentation()
    element.traits.presentationBoundaries.append(boundary)
  }
}

extension Element {
  /// The presentations this element asks for now: those its boundaries resolve into (resolved again
  /// first where their state changed), then those made with the element (a menu, a picker's options).
  var presentationRequests: [PresentationRequest] {
    guard hasTraits else { return [] }
    let boundaries = traits.presentationBoundaries
    guard !boundaries.isEmpty else { return traits.presentations }
    var requests: [PresentationRequest] = []
    for boundary in boundaries {
      for carrier in boundary.currentElements() { requests += carrier.traits.presentations }
    }
    return requests + traits.presentations
  }
}
