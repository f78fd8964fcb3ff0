/// What a sheet, a cover, a popover or an inspector shows, resolved apart from the request that
/// shows it, as a ``ContentBoundary`` of its own.
///
/// A change inside the content (a field typed into, a stepper stepped) then stops at the content's
/// boundary: the presentation's own part (its binding read, its state, its environment, the
/// request) is kept, and the content alone is resolved again as the screen builder lays it out.
@MainActor
final class PresentedContent {
  private let boundary: ContentBoundary
  /// The elements the options were gathered from, and the options.
  private var gathered: [Element]
  private var gatheredOptions: PresentationOptions

  /// - Parameter boundary: The content, resolved as a boundary of its own.
  init(_ boundary: ContentBoundary) {
    self.boundary = boundary
    gathered = boundary.elements
    gatheredOptions = Self.options(of: gathered)
  }

  /// The content's elements, resolved again first if something inside changed.
  var elements: [Element] { boundary.currentElements() }

  /// The options the content set, gathered again only when its elements changed (copies of the same
  /// kept elements, their traits untouched, set the same options): each step of laying a sheet out
  /// (its style, its detent, its drag, its frame) asks for them.
  var options: PresentationOptions {
    let now = boundary.currentElements()
    if !Element.areAlike(now, gathered) {
      gathered = now
      gatheredOptions = Self.options(of: now)
    }
    return gatheredOptions
  }

  private static func options(of content: [Element]) -> PresentationOptions {
    var options = PresentationOptions()
    for element in content { element.collectPresentationOptions(into: &options) }
    return options
  }
}
