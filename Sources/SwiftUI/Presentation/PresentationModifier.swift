/// The modifier behind `sheet`, `fullScreenCover`, `popover` and `inspector`: while its binding says
/// so it resolves the content, with the environment of presented content, and asks to be presented.
///
/// Every way out sets the binding back and runs `onDismiss` once, after the content has gone. When an
/// item's identity changes while presented, the old content is dismissed (`onDismiss` runs) and new
/// content for the new item appears.
@usableFromInline
struct PresentationModifier: ViewModifier, PrimitiveModifier {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never
  let kind: PresentationRequest.Kind
  /// Which form of the modifier this is.
  var form = SheetForms.isPresented
  /// What should be presented now, or nil: the binding read once (a binding through a key path into
  /// a generic model, `$router.presentedSheet`, costs some 11,000 instructions a read).
  let presented: () -> Presented?
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?

  /// What the binding says should be presented: its identity, and the content for it.
  struct Presented {
    let id: RowIdentity
    /// Makes the content, calling the app's closure with the item as it was read.
    let content: () -> AnyView
  }

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    return Element.alone(content(context)) { element in
      if kind == .sheet {
        element.traits.sheetForms.insert(form)
        if element.traits.sheetForms == [.isPresented, .item] {
          context.host.noteOnce(
            "\(context.node.typeName) presents sheets with both sheet(isPresented:) and sheet(item:). If they serve one concern, use one sheet(item:) over an enum of destinations: two Booleans can both be true, one optional cannot.",
            key: "two-sheet-forms-\(ObjectIdentifier(context.node).hashValue)")
        }
      }
      context.attachPresentation(self, to: element)
    }
  }
}

extension PresentationModifier: PresentationResolving {
  func presentation(in context: ResolveContext) -> PresentationRequest? {
    let state = context.primitiveState { PresentationState() }
    state.onDismiss = onDismiss
    let now = presented()
    if let previous = state.presentedID, previous != now?.id {
      // Gone, or replaced by another item: the old presentation is dismissed first.
      state.hide(host: context.host)
      if let onDismiss { context.host.enqueueAction(onDismiss) }
    }
    guard let now else { return nil }
    let current = now.id
    // The content closure reads the app's state outside any body: what it reads is tracked.
    let view = ContentReads.tracking(now.content)
    state.show(current, host: context.host)
    let inner = PresentationEnvironment.context(
      for: kind, presenting: context, state: state, dismiss: dismiss
    ).appending(.row(current))
    var request = PresentationRequest(kind: kind, state: state, dismiss: dismiss)
    request.presented = PresentedContent(inner.resolveBoundary(view))
    return request
  }
}

/// The forms of `sheet` applied to one element (`sheet(isPresented:)`, `sheet(item:)`), to notice two
/// styles for one concern: a bit each, since every sheet modifier records its form at every update.
struct SheetForms: OptionSet {
  let rawValue: UInt8
  static let isPresented = SheetForms(rawValue: 1)
  static let item = SheetForms(rawValue: 2)
}

/// The environment of presented content: its own dismiss action and, where the presentation is a
/// card narrower than the screen (a sheet or popover on an iPad, an inspector), a compact width.
enum PresentationEnvironment {
  @MainActor
  static func context(
    for kind: PresentationRequest.Kind, presenting context: ResolveContext, state: PresentationState,
    dismiss: @escaping () -> Void
  ) -> ResolveContext {
    var presented = context.appending(slot: "presented-\(kind.rawValue)")
    presented.isLazy = false
    presented.modifierContent = nil
    presented.environment.dismiss = DismissAction(
      identity: DismissIdentity(kind: .presentation, owner: ObjectIdentifier(state), place: 0),
      action: dismiss)
    presented.environment.isPresented = true
    let geometry = context.host.geometry
    switch (kind, geometry.device.idiom) {
    case (.sheet, .pad), (.popover, .pad), (.inspector, _), (.sheet, .mac), (.popover, .mac):
      presented.environment.horizontalSizeClass = .compact
    default:
      break
    }
    return presented
  }
}

extension View {
  /// Presents a sheet while `isPresented` is true.
  ///
  /// The content closure is the one from the body's last evaluation, and it reads state as of that
  /// evaluation: set the data a sheet shows in the same update that presents it, or use
  /// `sheet(item:)`. On an iPhone held sideways the sheet adapts to a full-screen cover; on an iPad it
  /// is a card whose content reads a compact width. Dragging it down dismisses it unless
  /// `interactiveDismissDisabled`.
  @inlinable
  public consuming func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(PresentationModifier.sheet(isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a sheet for an item while it is non-nil, and hands the item to the content.
  ///
  /// If the item's identity changes while presented, the sheet is dismissed (`onDismiss` runs) and a
  /// new one appears for the new item.
  @inlinable
  public consuming func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(PresentationModifier.sheet(item: item, onDismiss: onDismiss, content: content))
  }

  /// Covers the whole screen while `isPresented` is true. It cannot be dragged away: give it a way out.
  @inlinable
  public consuming func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier.fullScreenCover(isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Covers the whole screen for an item while it is non-nil.
  @inlinable
  public consuming func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(PresentationModifier.fullScreenCover(item: item, onDismiss: onDismiss, content: content))
  }

  /// Shows a popover while `isPresented` is true: a bubble pointing at this view on a regular width;
  /// on an iPhone it adapts to a sheet unless its content asks `presentationCompactAdaptation(.popover)`.
  /// A tap outside the bubble dismisses it.
  @inlinable
  public consuming func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier.popover(
        isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
  }

  /// Shows a popover for an item while it is non-nil.
  @inlinable
  public consuming func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier.popover(
        item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
  }

  /// Shows an inspector while `isPresented` is true: a trailing column on a regular width, a sheet on
  /// a compact width. Its content reads a compact width.
  @inlinable
  public consuming func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(PresentationModifier.inspector(isPresented: isPresented, content: content))
  }

  /// The inspector column's fixed width, on the inspector's content.
  @inlinable
  public consuming func inspectorColumnWidth(_ width: CGFloat) -> some View {
    modifier(ElementModifier.inspectorColumnWidth(width))
  }

  /// The inspector column's width range, on the inspector's content.
  @inlinable
  public consuming func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    modifier(ElementModifier.inspectorColumnWidth(min: min, ideal: ideal, max: max))
  }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A geometry anchor; the runtime attaches popovers to the presenting view's frame.
public struct Anchor<Value> {
  /// Where an anchor is taken from.
  public struct Source: Sendable {
    let name: String
    /// The view's bounds.
    public static var bounds: Source { Source(name: "bounds") }
  }
}

/// The toggle for showing and hiding the inspector (Control-Command-I), for `commands`.
public struct InspectorCommands: Commands {
  /// The inspector commands.
  public init() {}
}

/// Menu commands of an app; accepted, with no effect on this runtime.
public protocol Commands {}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func inspectorColumnWidth(_ width: CGFloat) -> ElementModifier {
    .traits { $0.presentationOptions.inspectorWidth = ColumnWidth(min: width, ideal: width, max: width) }
  }

  @usableFromInline
  static func inspectorColumnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?) -> ElementModifier {
    .traits { $0.presentationOptions.inspectorWidth = ColumnWidth(min: min, ideal: ideal, max: max) }
  }
}

extension PresentationModifier {
  /// What a Boolean binding presents: the content, while the binding is true.
  ///
  /// - Parameters:
  ///   - isPresented: The binding.
  ///   - content: The app's content closure.
  /// - Returns: A read of the binding, with the content for it.
  static func presented<Content: View>(while isPresented: Binding<Bool>, _ content: @escaping () -> Content)
    -> () -> Presented?
  {
    { isPresented.wrappedValue ? Presented(id: .shown, content: { AnyView(content()) }) : nil }
  }

  /// What an item binding presents: the content for the item it holds, identified by its `id`.
  ///
  /// - Parameters:
  ///   - item: The binding.
  ///   - content: The app's content closure, handed the item as it was read.
  /// - Returns: A read of the binding, with the content for its item.
  static func presented<Item: Identifiable, Content: View>(
    for item: Binding<Item?>, _ content: @escaping (Item) -> Content
  ) -> () -> Presented? {
    {
      // Not `Optional.map`: its closure, made here, would be checked for the main actor at each call.
      guard let now = item.wrappedValue else { return nil }
      return Presented(id: RowIdentity.of(now.id), content: { AnyView(content(now)) })
    }
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension PresentationModifier {
  @usableFromInline
  static func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content
  ) -> PresentationModifier {
    PresentationModifier(
      kind: .sheet,
      presented: presented(while: isPresented, content),
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
  }

  @usableFromInline
  static func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
  ) -> PresentationModifier {
    PresentationModifier(
      kind: .sheet, form: .item,
      presented: presented(for: item, content),
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
  }

  @usableFromInline
  static func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content
  ) -> PresentationModifier {
    PresentationModifier(
      kind: .fullScreenCover,
      presented: presented(while: isPresented, content),
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
  }

  @usableFromInline
  static func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
  ) -> PresentationModifier {
    PresentationModifier(
      kind: .fullScreenCover,
      presented: presented(for: item, content),
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
  }

  @usableFromInline
  static func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?,
    content: @escaping () -> Content
  ) -> PresentationModifier {
    PresentationModifier(
      kind: .popover,
      presented: presented(while: isPresented, content),
      dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
  }

  @usableFromInline
  static func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?,
    content: @escaping (Item) -> Content
  ) -> PresentationModifier {
    PresentationModifier(
      kind: .popover,
      presented: presented(for: item, content),
      dismiss: { item.wrappedValue = nil }, onDismiss: nil)
  }

  @usableFromInline
  static func inspector<V: View>(isPresented: Binding<Bool>, content: () -> V) -> PresentationModifier {
    let view = AnyView(content())
    return PresentationModifier(
      kind: .inspector,
      presented: presented(while: isPresented) { view },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
  }
}
