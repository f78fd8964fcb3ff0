/// A height a sheet can rest at. By default a sheet has only `.large`; with several, it first appears
/// at the smallest and can be dragged between them. On an iPhone held sideways a sheet fills the
/// screen whatever its detents.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  let name: String
  let fraction: CGFloat?
  let height: CGFloat?

  /// Half the screen.
  public static let medium = PresentationDetent(name: "medium", fraction: 0.5, height: nil)
  /// The full height.
  public static let large = PresentationDetent(name: "large", fraction: 1, height: nil)

  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))", fraction: fraction, height: nil)
  }

  /// A fixed height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(Int(height)))", fraction: nil, height: height)
  }

  /// The detent's name: "medium", "large", "fraction(0.25)", "height(200)".
  public var description: String { name }

  func resolvedHeight(in full: CGFloat) -> CGFloat {
    if let height { return min(height, full) }
    return full * (fraction ?? 1)
  }
}

/// How a presentation adapts in a compact size class.
public struct PresentationAdaptation: Sendable, Hashable {
  let name: String
  /// The system decides.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation: the presentation keeps its own style.
  public static let none = PresentationAdaptation(name: "none")
  /// A popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// How a sheet is sized.
public protocol PresentationSizing: Sendable {
  /// The runtime's description of the sizing.
  var _description: String { get }
}

/// The platform's default: a form on iOS.
public struct AutomaticPresentationSizing: PresentationSizing {
  /// "automatic".
  public var _description: String { "automatic" }
}

/// A page-sized sheet.
public struct PagePresentationSizing: PresentationSizing {
  /// "page".
  public var _description: String { "page" }
}

/// A form-sized sheet, slightly narrower than a page.
public struct FormPresentationSizing: PresentationSizing {
  /// "form".
  public var _description: String { "form" }
}

/// A sheet sized to its content.
public struct FittedPresentationSizing: PresentationSizing {
  let horizontal: Bool
  let vertical: Bool
  /// "fitted", with the axes it fits.
  public var _description: String {
    horizontal && vertical ? "fitted" : "fitted(horizontal: \(horizontal), vertical: \(vertical))"
  }
}

/// A sizing that grows along some axes and never shrinks.
public struct StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing {
  let base: Base
  let horizontal: Bool
  let vertical: Bool
  /// The base sizing, sticky along the axes.
  public var _description: String {
    "\(base._description).sticky(horizontal: \(horizontal), vertical: \(vertical))"
  }
}

/// A sizing that fits some axes of a base sizing to the content.
public struct FittedAxesPresentationSizing<Base: PresentationSizing>: PresentationSizing {
  let base: Base
  let horizontal: Bool
  let vertical: Bool
  /// The base sizing, fitted along the axes.
  public var _description: String {
    "\(base._description).fitted(horizontal: \(horizontal), vertical: \(vertical))"
  }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The platform's default.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// A page.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A form.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// Sized to the content on both axes.
  public static var fitted: FittedPresentationSizing {
    FittedPresentationSizing(horizontal: true, vertical: true)
  }
}

extension PresentationSizing {
  /// Fits only the given axes to the content.
  public func fitted(horizontal: Bool, vertical: Bool) -> FittedAxesPresentationSizing<Self> {
    FittedAxesPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
  }

  /// Grows along the given axes as the content grows, never shrinking.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> StickyPresentationSizing<Self> {
    StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
  }
}

extension View {
  /// The heights the sheet presenting this content can rest at; it first appears at the smallest.
  @inlinable
  public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(ElementModifier.presentationDetents(detents))
  }

  /// The heights the sheet can rest at, with the current one bound; dragging updates the binding.
  @inlinable
  public consuming func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  )
    -> some View
  {
    modifier(ElementModifier.presentationDetents(detents, selection: selection))
  }

  /// Stops interactive dismissal (dragging a sheet down, tapping outside a popover) while true;
  /// dismissal through the binding or `dismiss()` still works.
  @inlinable
  public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(ElementModifier.interactiveDismissDisabled(isDisabled))
  }

  /// How the presentation of this content adapts in compact size classes: `.popover` keeps a popover
  /// a bubble on an iPhone; `.sheet` keeps a sheet a sheet on an iPhone held sideways.
  @inlinable
  public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    modifier(ElementModifier.presentationCompactAdaptation(adaptation))
  }

  /// How the presentation adapts in each compact dimension; when both are compact the vertical wins.
  @inlinable
  public consuming func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    modifier(
      ElementModifier.presentationCompactAdaptation(
        horizontal: horizontalAdaptation, vertical: verticalAdaptation))
  }

  /// How the sheet presenting this content is sized.
  @inlinable
  public consuming func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    modifier(ElementModifier.presentationSizing(sizing))
  }

  /// The drag indicator's visibility; accepted, and changes nothing here.
  @inlinable
  public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func presentationDetents(_ detents: Set<PresentationDetent>) -> ElementModifier {
    .traits { $0.presentationOptions.detents = detents }
  }

  @usableFromInline
  static func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> ElementModifier
  {
    .traits { traits in
      traits.presentationOptions.detents = detents
      traits.presentationOptions.detentSelection = selection
    }
  }

  @usableFromInline
  static func interactiveDismissDisabled(_ isDisabled: Bool) -> ElementModifier {
    .traits { $0.presentationOptions.interactiveDismissDisabled = isDisabled }
  }

  @usableFromInline
  static func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ElementModifier {
    .traits { $0.presentationOptions.compactAdaptation = (adaptation, adaptation) }
  }

  @usableFromInline
  static func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> ElementModifier {
    .traits { $0.presentationOptions.compactAdaptation = (horizontalAdaptation, verticalAdaptation) }
  }

  @usableFromInline
  static func presentationSizing(_ sizing: some PresentationSizing) -> ElementModifier {
    let description = sizing._description
    return .traits { $0.presentationOptions.sizing = description }
  }
}
