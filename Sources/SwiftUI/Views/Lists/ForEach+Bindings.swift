// `ForEach($items) { $item in … }` and `List($items) { $item in … }`: a row per element, each given a
// binding to its element. The binding finds its element by id, so that it stays with the same
// element after rows are deleted or moved, as the row's identity does.

extension ForEach where Content: View {
  /// Makes a view for each element of a bound collection of identifiable values, passing a binding
  /// to the element.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - content: Makes a row from a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(data, id: \C.Element.id, content: content)
  }

  /// Makes a view for each element of a bound collection, identified by the value at a key path,
  /// passing a binding to the element.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - id: The key path to each element's identity.
  ///   - content: Makes a row from a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    // The elements as this body saw them: the ids of the rows and where each was then.
    let elements = data.wrappedValue
    self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
    self.content = { element in
      content(
        Binding(location: ElementLocation(base: data.location, index: element.0, id: element.1, idPath: id)))
    }
    self.identify = { $0.1 }
  }
}

/// One element of a bound collection, found by its id: where it was when the binding was made if it
/// is still there, else wherever it moved. Once the element is gone the binding keeps its last value
/// and writes nothing.
final class ElementLocation<C: MutableCollection, ID: Hashable>: Location<C.Element>, @unchecked Sendable {
  let base: Location<C>
  let index: C.Index
  let id: ID
  let idPath: KeyPath<C.Element, ID>
  private var last: C.Element?

  init(base: Location<C>, index: C.Index, id: ID, idPath: KeyPath<C.Element, ID>) {
    self.base = base
    self.index = index
    self.id = id
    self.idPath = idPath
  }

  override func makeIdentity() -> LocationIdentity {
    base.identity.appending(.value(AnyHashable("element"))).appending(.value(AnyHashable(id)))
  }

  private func position(in collection: C) -> C.Index? {
    if collection.indices.contains(index), collection[index][keyPath: idPath] == id { return index }
    return collection.firstIndex { $0[keyPath: idPath] == id }
  }

  override var readsAreTracked: Bool { base.readsAreTracked }
  override var readsObservableObjects: Bool { base.readsObservableObjects }

  override func get() -> C.Element {
    let collection = base.get()
    if let position = position(in: collection) {
      last = collection[position]
      return collection[position]
    }
    return last ?? collection[index]
  }

  override func set(_ value: C.Element) {
    var collection = base.get()
    guard let position = position(in: collection) else { return }
    collection[position] = value
    base.set(collection)
  }
}

extension List where SelectionValue == Never {
  /// A list of a bound collection of identifiable values, each row given a binding to its element.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - rowContent: Makes a row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    selection = nil
    content = ForEach(data, content: rowContent)
  }

  /// A list of a bound collection identified by a key path, each row given a binding to its element.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: Makes a row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable
  {
    selection = nil
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension List {
  /// A list of a bound collection of identifiable values with single selection.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - selection: The selected row's id, or nil.
  ///   - rowContent: Makes a row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.selection = selection.map { .single($0) }
    content = ForEach(data, content: rowContent)
  }

  /// A list of a bound collection identified by a key path, with single selection.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - id: The key path to each element's identity.
  ///   - selection: The selected row's id, or nil.
  ///   - rowContent: Makes a row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable
  {
    self.selection = selection.map { .single($0) }
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of a bound collection of identifiable values with multiple selection.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes a row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.selection = selection.map { .multiple($0) }
    content = ForEach(data, content: rowContent)
  }

  /// A list of a bound collection identified by a key path, with multiple selection.
  ///
  /// - Parameters:
  ///   - data: The bound collection.
  ///   - id: The key path to each element's identity.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes a row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable
  {
    self.selection = selection.map { .multiple($0) }
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so that they come before the element that was at
  /// `destination`, in their order; what `onMove` asks an app to do.
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset, in the collection before the move, to put them before.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    var reordered: [Element] = []
    for (offset, element) in elements.enumerated() {
      if offset == destination { reordered += source.map { elements[$0] } }
      if !source.contains(offset) { reordered.append(element) }
    }
    if destination >= elements.count { reordered += source.map { elements[$0] } }
    for (index, element) in zip(indices, reordered) { self[index] = element }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the offsets; what `onDelete` asks an app to do.
  ///
  /// - Parameter offsets: The offsets of the elements to remove.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
