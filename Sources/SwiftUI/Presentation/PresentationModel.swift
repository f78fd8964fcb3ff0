/// One presentation model for every kind: a sheet, a full-screen cover, a popover, an alert, a
/// confirmation dialog, an inspector. A presentation modifier resolves its content while its binding
/// says so and attaches a request to the presenter's element; the screen builder adapts the request
/// to the space (a sheet becomes a cover when vertically compact, a popover a sheet when horizontally
/// compact, an inspector a sheet at compact width), keeps one modal per presenter level, and lays it
/// over what it covers.
@MainActor
struct PresentationRequest {
  enum Kind: String {
    case sheet, fullScreenCover, popover, alert, confirmationDialog, inspector, menu
  }

  let kind: Kind
  let state: PresentationState
  /// The presented content (sheets, covers, popovers, inspectors), resolved again first if
  /// something inside changed since.
  var content: [Element] { presented?.elements ?? [] }
  /// Where the presented content lies, resolved apart from the request (see ``PresentedContent``).
  var presented: PresentedContent?
  /// An alert's or dialog's title, message and buttons.
  var title = ""
  var message: [Element] = []
  var actions: [Element] = []
  var titleVisibility = Visibility.automatic
  /// Dismisses programmatically: sets the binding back to false or nil.
  let dismiss: () -> Void

  /// A request with no content yet: a sheet's is set afterwards (``presented``), an alert's parts
  /// through their properties.
  ///
  /// - Parameters:
  ///   - kind: What is presented.
  ///   - state: The presentation's phase, kept at its place in the tree.
  ///   - dismiss: Sets the presentation's binding back to false or nil.
  init(kind: Kind, state: PresentationState, dismiss: @escaping () -> Void) {
    self.kind = kind
    self.state = state
    self.dismiss = dismiss
  }

  /// The options the presented content set, such as detents or interactive dismissal.
  var options: PresentationOptions { presented?.options ?? PresentationOptions() }
}

/// What presented content asks of its presentation, set with modifiers on the content.
@MainActor
struct PresentationOptions {
  var detents: Set<PresentationDetent>?
  var detentSelection: Binding<PresentationDetent>?
  var interactiveDismissDisabled: Bool?
  var compactAdaptation: (horizontal: PresentationAdaptation, vertical: PresentationAdaptation)?
  var sizing: String?
  var dismissalConfirmation: DismissalConfirmation?
  var inspectorWidth: ColumnWidth?

  /// Fills what is unset from another, inner-first.
  mutating func merge(_ other: PresentationOptions) {
    // Each set only where it is unset: `a = a ?? b` copies every option that is set onto itself,
    // through the optional's value witnesses.
    if detents == nil { detents = other.detents }
    if detentSelection == nil { detentSelection = other.detentSelection }
    if interactiveDismissDisabled == nil { interactiveDismissDisabled = other.interactiveDismissDisabled }
    if compactAdaptation == nil { compactAdaptation = other.compactAdaptation }
    if sizing == nil { sizing = other.sizing }
    if dismissalConfirmation == nil { dismissalConfirmation = other.dismissalConfirmation }
    if inspectorWidth == nil { inspectorWidth = other.inspectorWidth }
  }
}

/// A dialog to ask before a user-initiated dismissal, from `dismissalConfirmationDialog`: its
/// buttons and message are resolved when a person tries to dismiss, not at every update of the
/// content that asks first.
@MainActor
struct DismissalConfirmation {
  var title: String
  var actions: DeferredContent
  var message: DeferredContent?
}

/// The phase of one presentation modifier, kept at its place in the tree: what it presents now,
/// since when, and at which detent.
@MainActor
class PresentationState: PrimitiveState {
  /// The identity of what is presented (the item's id, or ``RowIdentity/shown``), or nil: typed,
  /// so that telling whether the item changed, and finding the content's node by it, compare the
  /// ids as their own type rather than through `AnyHashable`'s boxes.
  @exclusivity(unchecked) var presentedID: RowIdentity?
  /// The update in which the presentation began, to tell which of two requests came first.
  var presentedSince = 0
  var detent: PresentationDetent?
  /// Data captured when an alert with `presenting:` appeared; later changes are ignored.
  var capturedData: Any?
  /// A dismissal confirmation dialog shown over the sheet.
  var isConfirmingDismissal = false
  var onDismiss: (() -> Void)?

  /// Marks the presentation as showing `id`, remembering the update in which it began.
  func show(_ id: RowIdentity, host: GraphHost) {
    guard presentedID == nil else { return }
    presentedID = id
    presentedSince = host.frame
    host.metrics.presentationChanges += 1
  }

  /// Marks the presentation as gone; returns whether it was showing.
  @discardableResult
  func hide(host: GraphHost) -> Bool {
    guard presentedID != nil else { return false }
    presentedID = nil
    detent = nil
    capturedData = nil
    isConfirmingDismissal = false
    host.metrics.presentationChanges += 1
    return true
  }

  override func didDisappear(host: GraphHost) {
    if presentedID != nil, let onDismiss {
      host.enqueueAction(onDismiss)
    }
  }
}

extension Element {
  func collectPresentationOptions(into options: inout PresentationOptions) {
    // Most elements have no traits, and most traits no presentation options: neither is read.
    if hasTraits { traits.mergePresentationOptions(into: &options) }
    guard !content.hidesPreferences else { return }
    for child in children { child.collectPresentationOptions(into: &options) }
  }
}

/// Whether a title is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// A keyboard shortcut. The default action's button is the one Return activates; the hosts mark it.
public struct KeyboardShortcut: Hashable, Sendable {
  let name: String
  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(name: "defaultAction")
  /// Escape: the cancel action.
  public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

extension View {
  /// Gives a button a keyboard shortcut; `.defaultAction` marks the default choice of a dialog.
  @inlinable
  public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(ElementModifier.keyboardShortcut(shortcut))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ElementModifier {
    .traits { $0.keyboardShortcut = shortcut }
  }
}
