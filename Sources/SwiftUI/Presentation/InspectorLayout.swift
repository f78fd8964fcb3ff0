extension ScreenBuilder {
  /// A view with its inspector as a trailing column, on a regular width.
  mutating func placeWithInspector(
    _ element: Element, presentations: [PresentationRequest], inspector: PresentationRequest, origin: CGPoint,
    width: CGFloat, height: CGFloat,
    scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let preferred = inspector.options.inspectorWidth
    let inspectorWidth = min(
      max(preferred?.ideal ?? chrome.inspectorWidth, preferred?.min ?? 0),
      min(preferred?.max ?? chrome.inspectorMaxWidth, width / 2))
    var main = placeOwnContent(
      element, origin: origin, width: width - inspectorWidth, height: height, scope: scope)
    attachGestures(of: element, to: main.nodes)
    let anchor = CGRect(origin: origin, size: main.size)
    for request in presentations where request.kind != .inspector {
      requests.append(PlacedRequest(request: request, anchor: anchor, scope: scope))
    }
    let frame = CGRect(
      x: origin.x + width - inspectorWidth, y: origin.y, width: inspectorWidth, height: height)
    var column = makeNode(.inspector, "", frame)
    column.facts.presentation = ScreenPresentation(style: .column)
    let wasCompactCard = isInCompactCard
    isInCompactCard = true
    column.children =
      placeColumn(
        inspector.content, origin: frame.origin, width: inspectorWidth, height: height, spacing: nil,
        scope: Scope()
      ).nodes
    isInCompactCard = wasCompactCard
    column.label = column.children.first { $0.role == .navigationBar }?.label ?? ""
    main.nodes.append(column)
    return (main.nodes, CGSize(width: width, height: max(main.size.height, height)))
  }
}
