/// Rows of a `ForEach` inside a list, built only when the screen needs them. A list walks them
/// itself (``ScreenBuilder/visitRows``); placed anywhere else they are built and laid out as a column.
@MainActor
final class LazyRows: ContainerContent {
  let count: Int
  /// True when each item is a `Section`, so the list must look inside it to count rows.
  let itemsAreSections: Bool
  // Main-actor function types: calling them needs no check of the caller's isolation.
  private let identify: @MainActor (Int) -> AnyHashable
  private let make: @MainActor (Int, AnyHashable) -> [Element]
  @exclusivity(unchecked) private var made: [Int: (id: AnyHashable, elements: [Element]?)] = [:]

  init(
    count: Int, itemsAreSections: Bool,
    id: @escaping @MainActor (Int) -> AnyHashable, make: @escaping @MainActor (Int, AnyHashable) -> [Element]
  ) {
    self.count = count
    self.itemsAreSections = itemsAreSections
    self.identify = id
    self.make = make
  }

  func id(at index: Int) -> AnyHashable {
    if let known = made[index] { return known.id }
    let id = identify(index)
    made[index] = (id, nil)
    return id
  }

  func elements(at index: Int) -> [Element] {
    if let elements = made[index]?.elements { return elements }
    let id = id(at: index)
    let elements = make(index, id)
    made[index] = (id, elements)
    return elements
  }

  var hidesPreferences: Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    var all: [Element] = []
    for index in 0..<count { all += elements(at: index) }
    let placed = builder.placeColumn(
      all, origin: origin, width: width, height: height, spacing: nil, scope: scope)
    return (placed.nodes, CGSize(width: width, height: placed.height))
  }
}
