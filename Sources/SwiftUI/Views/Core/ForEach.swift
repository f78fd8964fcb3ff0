/// Views made from a collection, one for each element, each identified by the element's id.
///
/// In a ``List`` the rows are made lazily: only the rows on screen are built. Elsewhere every element
/// is built. State inside a row stays with the row's id, wherever the row moves in the collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection the views are made from.
  public var data: Data
  /// Makes the view for one element.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
  var deleteAction: ((IndexSet) -> Void)?
  var moveAction: ((IndexSet, Int) -> Void)?
}

extension ForEach: View where Content: View {
  /// Makes a view for each element of a collection of identifiable values.
  // A binding to a collection is a collection of bindings too; `ForEach($items)` takes the form that
  // finds each element by its id (ForEach+Bindings.swift).
  @_disfavoredOverload
  public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
    self.identify = { $0.id }
  }

  /// Makes a view for each element, identified by the value at the key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.identify = { $0[keyPath: id] }
  }

  /// Makes a view for each integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
    self.identify = { $0 }
  }
}

/// A view made from a collection, such as ``ForEach``.
public protocol DynamicViewContent<Data>: View {
  /// The collection of the underlying data.
  associatedtype Data: Collection
  /// The collection of the underlying data.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Content: View {
  /// Lets the user delete rows: swipe a row to the left and tap Delete (or swipe all the way).
  ///
  /// The action receives the offsets of the deleted elements in `data`; it must remove them. Rows that
  /// have their own `swipeActions` get no Delete action synthesised, as in SwiftUI.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Lets the user move rows; the action receives the source offsets and the destination offset.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moveAction = action
    return copy
  }
}
