/// A tree of data shown as nested disclosure groups: an element with children is a group whose
/// label is its row, an element without is a row.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { Text($0.name) }
/// List(folders, children: \.subfolders) { Text($0.name) }
/// ```
///
/// The groups start collapsed; the test host opens one through `disclosureTriangles[row title]`.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let row: (Data.Element) -> Leaf
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
  /// An outline of identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: Each element's children, or nil for a leaf.
  ///   - content: The row of an element.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(data: data, id: \.id, children: children, row: content)
  }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// An outline of elements identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - id: The key path to each element's identity.
  ///   - children: Each element's children, or nil for a leaf.
  ///   - content: The row of an element.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(data: data, id: id, children: children, row: content)
  }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  /// The rows: a disclosure group for each element with children, the row alone for a leaf.
  public var body: some View {
    ForEach(data, id: id) { element in
      node(for: element)
    }
  }

  @MainActor private func node(for element: Data.Element) -> AnyView {
    guard let nested = element[keyPath: children] else { return AnyView(row(element)) }
    let subtree = OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
      data: nested, id: id, children: children, row: row)
    return AnyView(
      DisclosureGroup {
        OutlineSubgroupChildren(content: AnyView(subtree))
      } label: {
        row(element)
      })
  }
}

/// The children of an element in an outline, shown inside its disclosure group.
public struct OutlineSubgroupChildren: View {
  let content: AnyView

  /// The rows of the children.
  public var body: some View { content }
}

extension List {
  /// A selectable list of a tree of identifiable data, as an outline.
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: Each element's children, or nil for a leaf.
  ///   - selection: The selected element's identity.
  ///   - rowContent: The row of an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// A list of a tree of identifiable data, as an outline.
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: Each element's children, or nil for a leaf.
  ///   - rowContent: The row of an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }
}
