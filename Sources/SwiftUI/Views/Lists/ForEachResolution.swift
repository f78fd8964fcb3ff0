extension ForEach: PrimitiveView where Content: View {
  func resolve(in context: ResolveContext) -> [Element] {
    // The rows come from the app's closure, whose reads the runtime does not see.
    ContentReads.markVolatile()
    let data = self.data
    let identify = self.identify
    let content = self.content
    let deleteAction = self.deleteAction
    let count = data.count

    func element(at offset: Int) -> Data.Element {
      data[data.index(data.startIndex, offsetBy: offset)]
    }

    func rowElements(_ offset: Int, id: AnyHashable) -> [Element] {
      let elements = context.appending(.id(id)).resolve(content(element(at: offset)))
      // The element's id is its row's selection value unless the row has a tag of its own.
      let deleteRow = deleteAction.map { action in { action(IndexSet(integer: offset)) } }
      for element in elements {
        element.setRowIdentity(tag: id, deleteRow: deleteRow)
      }
      return elements
    }

    if context.isLazy {
      // Only the rows the screen asks for are identified and built.
      let rows = LazyRows(
        count: count, itemsAreSections: Content.self is any SectionMarker.Type,
        id: { AnyHashable(identify(element(at: $0))) },
        make: { offset, id in rowElements(offset, id: id) })
      return [Element(.lazyRows(rows))]
    }

    var seen = Set<AnyHashable>()
    var result: [Element] = []
    for offset in 0..<count {
      let id = AnyHashable(identify(element(at: offset)))
      if !seen.insert(id).inserted {
        RuntimeLog.warn(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id.base) occurs multiple times within the collection, this will give undefined results!"
        )
      }
      result += rowElements(offset, id: id)
    }
    return result
  }
}
