/// What a primitive view resolved into, and how it lays itself out: the one door through which the
/// screen builder reaches a particular primitive.
///
/// Each primitive's conformance lives in the primitive's own file, beside its view: a `Text`'s
/// ``TextContent`` measures its string and makes a static text; a `Toggle`'s ``ToggleContent`` makes
/// a switch whose tap flips its binding. The builder handles what every element shares (padding,
/// fixed frames, hidden views, presentations, context menus, reuse of kept placements) and calls
/// ``place(_:at:width:height:scope:in:)`` for the rest, so adding a primitive means adding its file.
@MainActor
protocol ElementContent {
  /// The size the element's content wants for a proposed width, inside its padding; nil asks for its
  /// ideal size (no wrapping).
  ///
  /// - Parameters:
  ///   - element: The element this is the content of (its children and traits).
  ///   - width: The proposed width, or nil for the ideal width.
  ///   - builder: The layout pass, to measure children.
  /// - Returns: The size the content takes.
  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize

  /// Places the element's content: makes its screen nodes and registers their actions.
  ///
  /// - Parameters:
  ///   - element: The element this is the content of.
  ///   - origin: The top-leading corner of the space offered, inside the element's padding.
  ///   - width: The width offered.
  ///   - height: The height left below `origin`, which scrolling containers fill.
  ///   - scope: The containers around the element that give its taps a meaning.
  ///   - builder: The layout pass that makes nodes and collects actions.
  /// - Returns: The nodes and the size the content took.
  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed

  /// Whether placing the element reads something that changes while the element does not (a
  /// toggle's binding, a scroll offset, a container's state): such a placement is never replayed.
  var readsStateInLayout: Bool { get }

  /// Whether what placing the element reads besides its element is recorded as it is read (its
  /// bindings' values, its scroll offset: ``LayoutReads``) or changes only with the element's own
  /// content (a container's model, which drops it): a screen holding it can then be replayed
  /// while none of it changed (``KeptScene``). False for anything else that reads state at layout,
  /// whose placement then marks the record incomplete (`builder.layoutReads?.markIncomplete()`), as
  /// a debug build checks.
  var recordsLayoutReads: Bool { get }

  /// Whether the element takes whatever width a row offers (a text field, a list).
  func isFlexibleWidth(_ element: Element) -> Bool

  /// Whether the element shows screens of its own (a navigation container, a list's lazy rows):
  /// the preferences of what it contains (titles, toolbars) are not the surrounding screen's.
  var hidesPreferences: Bool { get }

  /// The text a person reads in this element alone, or nil to read its children's.
  func ownText(_ element: Element) -> String?

  /// Whether the element is a transparent group that dissolves into its children.
  var isTransparent: Bool { get }

  /// Whether the element is a spacer, which takes what a row leaves over.
  var isSpacer: Bool { get }

  /// The name of the symbol the element is, if it is an image.
  var imageName: String? { get }

  /// Whether the element takes all the space it is offered on both axes, as a shape does: as a
  /// background or an overlay it takes the frame of the view it decorates.
  var fillsOfferedSpace: Bool { get }
}

extension ElementContent {
  var readsStateInLayout: Bool { false }
  var recordsLayoutReads: Bool { false }
  func isFlexibleWidth(_ element: Element) -> Bool { false }
  var hidesPreferences: Bool { false }
  func ownText(_ element: Element) -> String? { nil }
  var isTransparent: Bool { false }
  var isSpacer: Bool { false }
  var imageName: String? { nil }
  var fillsOfferedSpace: Bool { false }
}

/// A primitive that is a container with state of its own (a list, a scroll view, a navigation
/// container): it reads that state as it is placed, and measures as a few rows of whatever width it is
/// offered, filling the space it is placed in.
protocol ContainerContent: ElementContent {}

extension ContainerContent {
  var readsStateInLayout: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? 320, height: TextMetrics.rowHeight * 3)
  }
}

extension ScreenBuilder {
  /// The nodes a placement made and the size it took.
  typealias Placed = (nodes: [ScreenNode], size: CGSize)
}

/// A transparent container: tuples, groups, the body of a view. Its children are laid out one above
/// the other, and a list or a stack looks through it.
struct GroupContent: ElementContent {
  var isTransparent: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureColumn(element.children, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let placed = builder.placeColumn(
      element.children, origin: origin, width: width, height: height, spacing: nil, scope: scope)
    return (placed.nodes, CGSize(width: width, height: placed.height))
  }
}
