/// Rows in a scrolling column, optionally selectable.
///
/// Rows are built lazily: only those on screen exist, so a list of 100,000 trips costs what fits on
/// the screen. With a selection binding, tapping a row selects it (single selection with an optional,
/// multiple with a `Set`); a `NavigationLink(value:)` row selects its value. In the first column of a
/// `NavigationSplitView` the selection drives the next column.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let selection: ListSelectionBinding<SelectionValue>?
  let content: Content

  /// A selectable list with single selection.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.selection = if let selection { .single(selection) } else { nil }
    self.content = content()
  }

  /// A selectable list with multiple selection.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.selection = if let selection { .multiple(selection) } else { nil }
    self.content = content()
  }

  /// A list of identifiable data with single selection.
  // A binding to a collection is a collection of bindings too; `List($items)` takes the form
  // that finds each element by its id (ForEach+Bindings.swift).
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.selection = if let selection { .single(selection) } else { nil }
    content = ForEach(data, content: rowContent)
  }

  /// A list of data identified by a key path, with single selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.selection = if let selection { .single(selection) } else { nil }
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of identifiable data with multiple selection.
  // A binding to a collection is a collection of bindings too; `List($items)` takes the form
  // that finds each element by its id (ForEach+Bindings.swift).
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.selection = if let selection { .multiple(selection) } else { nil }
    content = ForEach(data, content: rowContent)
  }

  /// A list of data identified by a key path, with multiple selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.selection = if let selection { .multiple(selection) } else { nil }
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// A list without selection.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }

  /// A list of identifiable data.
  // A binding to a collection is a collection of bindings too; `List($items)` takes the form
  // that finds each element by its id (ForEach+Bindings.swift).
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    selection = nil
    content = ForEach(data, content: rowContent)
  }

  /// A list of data identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    selection = nil
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of a constant range of integers.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    selection = nil
    content = ForEach(data, content: rowContent)
  }
}

enum ListSelectionBinding<Value: Hashable> {
  case single(Binding<Value?>)
  case multiple(Binding<Set<Value>>)

  var erased: ListSelection {
    switch self {
    case .single(let binding):
      return ListSelection(
        valueType: Value.self, isMultiple: false,
        select: { value in
          guard let typed = value.base as? Value else { return false }
          binding.wrappedValue = typed
          return true
        },
        current: {
          guard let value = binding.wrappedValue else { return nil }
          return ComparedValue.of(value)
        },
        clear: { binding.wrappedValue = nil },
        members: {
          // Read once, and compared with each row's value opened where it lies: two `AnyHashable`s
          // compare through their boxes (an integer's made canonical, then cast), and a cast out of
          // the box to an optional of this generic type looks the optional's type up; a row of
          // another type than the selection's (an integer of another width) is not selected.
          guard let now = binding.wrappedValue else { return { _ in false } }
          return { tag in Self.tag(tag, isEqualTo: now) }
        },
        snapshot: { ComparedValue.of(binding.wrappedValue) })
    case .multiple(let binding):
      return ListSelection(
        valueType: Value.self, isMultiple: true,
        select: { value in
          guard let typed = value.base as? Value else { return false }
          if binding.wrappedValue.contains(typed) {
            binding.wrappedValue.remove(typed)
          } else {
            binding.wrappedValue.insert(typed)
          }
          return true
        },
        current: {
          guard let value = binding.wrappedValue.first else { return nil }
          return ComparedValue.of(value)
        },
        clear: { binding.wrappedValue = [] },
        members: {
          let now = binding.wrappedValue
          return { tag in tag.value(as: Value.self).map(now.contains) ?? false }
        },
        snapshot: { ComparedValue.of(binding.wrappedValue) })
    }
  }

  /// Whether an element's tag is `now`: a row's id of the selection's type is compared where it
  /// lies, unboxed; any other tag (one given with `tag(_:)`, an id of another type, which its box
  /// may make one of this type) is opened from its box.
  private static func tag(_ tag: ElementTag, isEqualTo now: Value) -> Bool {
    if case .row(let identity) = tag, identity.idType == ObjectIdentifier(Value.self) {
      return identity.holds(now)
    }
    return value(tag.value.base, isEqualTo: now)
  }

  /// Whether a value held as `Any` is of the selection's type and equal to `now`, read where it
  /// lies rather than cast out.
  private static func value(_ candidate: Any, isEqualTo now: Value) -> Bool {
    func open<Candidate>(_ candidate: Candidate) -> Bool {
      Candidate.self == Value.self && withValue(candidate, as: Value.self) { $0 == now }
    }
    return _openExistential(candidate, do: open)
  }
}

extension List: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = true
    let scroll = context.primitiveState { ScrollState() }
    context.host.scrollStates.append(scroll)
    // No `Optional.map`: a closure made here is checked at each call for the main actor.
    var relayed: ListSelection?
    if let selection {
      relayed = context.appending(slot: "selection").primitiveState { SelectionRelay() }.relay(
        selection.erased)
    }
    var list = ListContent(
      style: .plain, selection: relayed, scroll: scroll, refresh: context.environment.refresh)
    list.isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
    return [Element(list, children: inner.appending(index: 0).resolve(content))]
  }
}

/// A container for controls grouped in sections: on iOS a grouped list, on macOS a column of
/// aligned controls.
public struct Form<Content: View>: View {
  @usableFromInline let content: Content
  /// A form of the views the closure builds.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = true
    let scroll = context.primitiveState { ScrollState() }
    context.host.scrollStates.append(scroll)
    var list = ListContent(
      style: .grouped, selection: nil, scroll: scroll, refresh: context.environment.refresh)
    list.isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
    return [Element(list, children: inner.appending(index: 0).resolve(content))]
  }
}
